"""La Ronda on the toolkit's regions (`ui/table/regions.py`): the table's cards in one column
per rank of the sequence `1 2 3 4 5 6 7 10 11 12`, so that a run the next capture would take
reads at a glance (`Spread`), the fall stack crossed on the card it fell on with "¡Se cae!",
"Contra" or "San Vicente" above it, the stock and each side's captured cards with their
counts (`Heap`), the points track to the target with every lance as a chip (`PointsTrack`),
the seats' plates and bubbles, the prompt of the human's choices, the keys, and the cover
between two humans at one screen.

Each step is shown as it happened, from the events the controller's news carries: a capture
moves the played card onto its match, then sweeps it and the correlativas into the
capturer's pile; a dropped card lands in its column; a fall lies crossed on its card until
the chain closes; a credit appears on the track. The board paints from `RondaNews` only
(the controller's records), never asking the rules; what a card in hand would take is the
rules' preview of the viewer's own observation.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache

from PySide6.QtCore import (
    QAbstractAnimation,
    QPointF,
    QRectF,
    QSizeF,
    Qt,
)
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsScene

from ....core.game import Outcome
from ....ui.i18n import tr
from ....ui.player_name import shown
from ....ui.table import keys
from ....ui.table.animator import Animator
from ....ui.table.art import Deck
from ....ui.table.card_item import CardItem
from ....ui.table.heaps import Heap
from ....ui.table.layout import LIFT, SCENE, Spot, card_rect, hand_spots, inside_shift
from ....ui.table.motion import glide, put
from ....ui.table.overlay import put_on_table
from ....ui.table.pieces import Bubble, Label, SeatPlate, place_seat_pieces, seat_pieces
from ....ui.table.regions import Regions, nearest_clear, table_regions
from ....ui.table.seat_board import MAX_TEXT_SCALE, SeatBoard, plate_sub
from ....ui.table.spread import Spread
from ....ui.table.track import SIDE_COLOURS, Credit, PointsTrack
from ..rules import (
    PLACE,
    Action,
    Announced,
    Card,
    Closed,
    Counted,
    Credited,
    Dealt,
    Declared,
    Event,
    Kind,
    Lance,
    Leftover,
    Observation,
    Phase,
    Played,
    PlayKind,
    Said,
    Word,
    play,
    side,
)
from ..rules.preview import effect_in
from . import words
from .controller import HUMAN, RondaController
from .narration import Teller
from .news import RondaNews
from .prompt import BUTTON_KEYS, Prompt
from .tutor_text import effect_text

#: The least height of a key word on screen, and the prompt's smallest words (its detail
#: lines) in its own pixels.
MIN_TEXT_PX = 11.0
PROMPT_SMALLEST_PX = 19.0
#: The share of a table card, from its top, that a prompt leaves in sight (its rank and suit).
CORNER = 0.4
#: A captured card lies on its match this long before the capture is swept away, and a
#: fall stack this long before it is taken (ms at normal speed).
SHOW_MS = 380
CLOSE_MS = 450
#: Backs: three for each hand of a table of four, and the whole deck for the stock.
HAND_BACKS = 12
STOCK_BACKS = 40
#: The room of the prompt offered beside the cards at the human's turn (scene units).
SIDE_ROOM = QRectF(-165, -105, 330, 210)
#: The info label (the deal, the round, "se van"): its width.
INFO_W = 330.0
_NUMBERS = (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3)


class _Back:
    """A card seen from behind: its picture is the back."""

    def __str__(self) -> str:
        return "back"


def lift(spot: Spot, rotation: float) -> Spot:
    """A card of a hand lifted towards the middle of the table, whichever edge the hand
    lies along."""
    dx, dy = {0.0: (0, -1), 180.0: (0, 1), 90.0: (1, 0), -90.0: (-1, 0)}.get(
        float(rotation), (0, -1))
    return Spot(spot.x + dx * LIFT, spot.y + dy * LIFT, spot.rotation, spot.scale, spot.z,
                spot.face_up)


def order(card: Card) -> int:
    """A card's column in the spread: its rank's place in the sequence (section 3)."""
    return PLACE[card.rank]


@cache
def regions_for(seats: int) -> Regions:
    """The table of 2 or 4 seats: hands of three, the spread of ten ranks, the stock in the
    middle, a heap for each side's captures, the points track of two sides."""
    return table_regions(seats, 3, spread_keys=10, centre_heap=True, side_heaps=2,
                         track_sides=2)


@cache
def side_room(seats: int) -> QRectF:
    """Where the prompt beside the cards goes: the free corner nearest the human's plate."""
    taken = list(regions_for(seats).rects().values())
    at = nearest_clear(SIDE_ROOM, QPointF(180, 880), taken) or QPointF(180, 880)
    return SIDE_ROOM.translated(at)


@cache
def middle_room(seats: int) -> QRectF:
    """Where the prompt goes while play waits for it (a ronda to sing, the envío, the end of
    a deal): standing on the human's hand, over the lower half of the table's cards, so
    that their corners stay in sight."""
    rects = regions_for(seats).rects()
    spread, hand = rects["spread"], rects["seat0.hand"]
    bottom = hand.top() - 8
    return QRectF(spread.center().x() - 380, bottom - 300, 760, 300)


@cache
def info_place(seats: int) -> QPointF:
    """The info label's centre: under the points track, clear of every piece."""
    reg = regions_for(seats)
    taken = list(reg.rects().values())
    size = QRectF(-INFO_W / 2, -48, INFO_W, 96)
    assert reg.track is not None
    prefer = QPointF(reg.track.center().x(), reg.track.bottom() + 60)
    return nearest_clear(size, prefer, taken) or prefer


def pile_cards(log: Sequence[Event]) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """Each side's captured cards in the deal so far, in the order taken (sections 5, 6,
    10): everything the piles hold is public."""
    piles: tuple[list[Card], list[Card]] = ([], [])
    for e in log:
        if isinstance(e, Played) and e.kind is PlayKind.CAPTURE:
            piles[side(e.seat)].extend((e.card, *e.took))
        elif isinstance(e, Closed):
            piles[side(e.seat)].extend(e.took)
        elif isinstance(e, Leftover) and e.side is not None:
            piles[e.side].extend(e.cards)
    return tuple(piles[0]), tuple(piles[1])


def credits_of(log: Sequence[Event]) -> list[Credited]:
    return [e for e in log if isinstance(e, Credited)]


def credit_chip(e: Credited) -> Credit:
    return Credit(e.side, words.lance_label(e.lance, e.how), e.points)


class RondaBoard(SeatBoard):
    """The pieces of one game on `scene`, moved by `animator`, from `controller`'s news;
    `cover_done(seat)` when the human at `seat` says he is at the screen."""

    controller: RondaController

    def __init__(self, scene: QGraphicsScene, animator: Animator, controller: RondaController,
                 deck: Deck) -> None:
        super().__init__(scene, animator, controller, deck)
        for item in self.cards.values():
            item.hovered.connect(self._hovered)
        self.backs: list[CardItem] = []
        for _ in range(HAND_BACKS + STOCK_BACKS):
            back = CardItem(_Back(), deck)
            back.setVisible(False)
            scene.addItem(back)
            self.backs.append(back)
        self.seats = 0
        self.regions: Regions | None = None
        self.spread: Spread[Card] | None = None
        self.stock: Heap[int] | None = None
        self.piles: list[Heap[Card]] = []
        self.track: PointsTrack | None = None
        self.plates: list[SeatPlate] = []
        self.bubbles: list[Bubble] = []
        self.info = Label(INFO_W, Qt.AlignmentFlag.AlignLeft, 13)
        scene.addItem(self.info)
        # what the table shows now, as the queued steps leave it
        self.hand_seat = 0
        self.hand: tuple[Card, ...] = ()
        self.hand_up = True
        self.held: list[int] = []
        #: The other seats' hands, face up, where every hand is shown (a saved game
        #: watched: `SeatNews.seen`); empty otherwise.
        self.open: dict[int, tuple[Card, ...]] = {}
        self.said: dict[int, str] = {}
        self.focus_index = -1  # the keyboard's card in the human's hand
        self.hint_card: Card | None = None
        self.hint_act = ""
        self.hovered_card: Card | None = None
        self.news: RondaNews | None = None
        self.end_lines: tuple[str, list[str]] | None = None  # the end of a deal, shown
        self.end_events: tuple[Event, ...] = ()
        self.over_text = ""
        self.prompt = Prompt(self._chosen, controller.next_hand)
        self.prompt_proxy = put_on_table(scene, self.prompt, 80)
        self._put_cover(scene)
        self.text_scale = 1.0
        self.view_scale = 1.0
        self._follow()

    # ---------------------------------------------------------------- seats and regions

    def _build(self, seats: int) -> None:
        """The regions of a table of `seats`, made again when the number changes."""
        if seats == self.seats:
            return
        for item in (*self.plates, *self.bubbles):
            self.scene.removeItem(item)
        heaps: list[Heap[Card] | Heap[int]] = [*self.piles]
        if self.stock is not None:
            heaps.append(self.stock)
        for heap in heaps:
            self.scene.removeItem(heap.count_box)
            self.scene.removeItem(heap.caption)
        if self.spread is not None:
            self.scene.removeItem(self.spread.caption)
        if self.track is not None:
            self.scene.removeItem(self.track)
        self.seats = seats
        reg = self.regions = regions_for(seats)
        assert reg.spread is not None and reg.centre_heap is not None and reg.track is not None
        self.spread = Spread(self.scene, reg.spread, reg.spread_centre, order,
                             self.cards.__getitem__)
        self.stock = Heap(self.scene, reg.centre_heap, self._stock_item, tr("Stock"),
                          scale=reg.centre_heap_scale)
        self.piles = [Heap(self.scene, at, self.cards.__getitem__, "", z0=2 + 3 * k)
                      for k, at in enumerate(reg.side_heaps)]
        self.track = PointsTrack(("", ""), 18, reg.track.width())
        self.track.setPos(reg.track.topLeft())
        self.scene.addItem(self.track)
        self.plates, self.bubbles = [], []
        for seat in reg.seats:
            plate, bubble = seat_pieces(self.scene, seat)
            self.plates.append(plate)
            self.bubbles.append(bubble)
        self.info.setPos(info_place(seats))
        self.held = [0] * seats
        self._scale_words()

    def _turn(self, bottom: int) -> Regions:
        """The table turned to the seat whose hand it shows (a human at a shared screen):
        his hand at the bottom, the plates, bubbles and each side's heap round him."""
        reg = self.regions
        assert reg is not None
        if reg.bottom == bottom % len(reg.seats):
            return reg
        reg = self.regions = reg.turned(bottom)
        for seat, plate, bubble in zip(reg.seats, self.plates, self.bubbles, strict=True):
            place_seat_pieces(plate, bubble, seat)
        for heap, at in zip(self.piles, reg.side_heaps, strict=True):
            heap.move_to(at)
        return reg

    def _stock_item(self, i: int) -> CardItem:
        return self.backs[HAND_BACKS + i]

    # ---------------------------------------------------------------- where everything goes

    def _targets(self) -> dict[CardItem, Spot]:
        """Every card where the table's state puts it now: the hands, the spread and its
        stack, the piles, the stock."""
        out: dict[CardItem, Spot] = {}
        reg = self._turn(self.hand_seat)
        assert self.spread is not None and self.stock is not None
        news = self.news
        obs = news.obs if news is not None else None
        turn = (obs is not None and self.controller.human_to_act and obs.to_act == obs.seat
                and obs.phase is Phase.PLAY and self.hand_up)
        legal = {a.value for a in obs.legal if a.kind is Kind.PLAY} if obs and turn else set()
        for s, seat in enumerate(reg.seats):
            fan = s == reg.bottom
            if s == self.hand_seat and self.hand_up:
                lifted = frozenset(i for i, c in enumerate(self.hand)
                                   if (self.highlight_legal and c in legal)
                                   or c is self.hint_card or i == self.focus_index)
                spots = hand_spots(seat, len(self.hand), True, fan=fan)
                for i, (card, spot) in enumerate(zip(self.hand, spots, strict=True)):
                    out[self.cards[card]] = lift(spot, seat.hand_rotation) if i in lifted \
                        else spot
                continue
            open_hand = self.open.get(s) if s != self.hand_seat else None
            if open_hand is not None:
                for card, spot in zip(open_hand, hand_spots(seat, len(open_hand), True, fan=fan),
                                      strict=True):
                    out[self.cards[card]] = spot
                continue
            count = len(self.hand) if s == self.hand_seat else self.held[s]
            for i, spot in enumerate(hand_spots(seat, count, False, fan=fan)):
                out[self.backs[3 * s + i]] = spot
        for card, spot in self.spread.spots().items():
            out[self.cards[card]] = spot
        for heap in self.piles:
            for item, spot in heap.moves():
                out[item] = spot
        for item, spot in self.stock.moves():
            out[item] = spot
        return out

    def _glide(self, extra: Callable[[], dict[CardItem, Spot]] | None = None,
               start: dict[CardItem, Spot] | None = None, ms: float = 320) -> None:
        """An animation step, worked out when its turn comes: every card to where the
        table's state then puts it (`extra` overriding some), those in `start` first put
        there (a card coming out of another's hand), every other card hidden."""
        def build() -> QAbstractAnimation | None:
            if self.regions is None:
                return None
            targets = self._targets()
            if extra is not None:
                targets.update(extra())
            for item, spot in (start or {}).items():
                put([(item, spot)])
            for item in (*self.cards.values(), *self.backs):
                if item not in targets:
                    item.setVisible(False)
            return glide(self.animator, targets.items(), ms)()

        self.animator.enqueue(build)

    def _then(self, fn: Callable[[], None]) -> None:
        self.animator.call(fn)

    def _pause(self, ms: float) -> None:
        self.animator.enqueue(lambda: self.animator.pause(ms) if self.animator.speed else None)

    def _round_held(self, news: RondaNews) -> None:
        """A round just dealt: three cards in every hand, the viewer's (and, every hand
        shown, the others') as dealt."""
        obs = news.obs
        self.held = [3] * obs.seats
        self.hand_seat, self.hand_up = obs.seat, not news.covered
        self.hand = obs.round_cards
        self.open = self._open(news, lambda o: o.round_cards)

    @staticmethod
    def _open(news: RondaNews, hand: Callable[[Observation], tuple[Card, ...]]
              ) -> dict[int, tuple[Card, ...]]:
        """The other seats' hands face up (`hand` of each one's observation), where the
        table shows every hand."""
        return {s: hand(o) for s, o in enumerate(news.seen) if s != news.obs.seat}

    def _from_hand(self, seat: int) -> Spot:
        """Where a card another player plays comes from: the last card of his hand."""
        reg = self.regions
        assert reg is not None
        n = max(1, len(self.hand) if seat == self.hand_seat else self.held[seat])
        spot = hand_spots(reg.seats[seat], n, False, fan=seat == reg.bottom)[-1]
        return Spot(spot.x, spot.y, spot.rotation, spot.scale, 60, False)

    def _over(self, card: Card) -> Spot:
        """A played card lying on its match in the spread, a little offset so both show."""
        assert self.spread is not None
        base = self.spread.spots().get(card) or self.spread.landing(card)
        h = 300 * base.scale
        return Spot(base.x + 0.22 * h * 0.66, base.y + 0.16 * h, 6.0, base.scale, 45, True)

    # ---------------------------------------------------------------- the controller's news

    def _on_reset(self, _resumed: bool) -> None:
        """The whole table drawn again at once (a new game, a game resumed, an undo)."""
        self.animator.clear()
        self.hide_cover()
        self.prompt_proxy.setVisible(False)
        self.hint_card, self.hint_act, self.focus_index = None, "", -1
        self.said = {}
        self.end_lines = None
        self.over_text = ""
        news = self.controller.news_now()
        self._reset_track(news)
        self._sync(news, animate=False)

    def _reset_track(self, news: RondaNews) -> None:
        obs = news.obs
        self._build(obs.seats)
        assert self.track is not None
        deal = credits_of(obs.log)
        start = [obs.points[0], obs.points[1]]
        for e in deal:
            start[e.side] -= e.points
        self.track.set_names([words.side_name(s, news.names) for s in (0, 1)])
        self.track.reset([credit_chip(e) for e in deal], start, obs.options.target)

    def _on_dealt(self, news: RondaNews) -> None:
        self.hint_card, self.hint_act, self.focus_index = None, "", -1
        self.said = {}
        self.end_lines = None
        self.prompt_proxy.setVisible(False)
        self.news = news
        self._build(news.obs.seats)
        self._reset_track(news)
        dealt = next((e for e in news.events if isinstance(e, Dealt)), None)
        if dealt is not None:
            self._deal_first(dealt, news)
        self._play_events([e for e in news.events if not isinstance(e, Dealt)])
        self._then(lambda: self._sync(news, animate=False))

    def _on_acted(self, news: RondaNews) -> None:
        self.prompt_proxy.setVisible(False)
        self.hint_card, self.focus_index = None, -1
        self.news = news
        self._marks(news)  # no card of the hand is offered while the step is shown
        action = news.step.action
        if isinstance(action, Action) and action.kind is Kind.PLAY:
            self.said.pop(action.seat, None)
            self._say(action.seat, "")
        self._play_events(list(news.events), news)
        self._then(lambda: self._sync(news))

    def _play_events(self, events: Sequence[Event], news: RondaNews | None = None) -> None:
        for e in events:
            if isinstance(e, Played):
                self._play(e, news)
            elif isinstance(e, Closed):
                self._close(e)
            elif isinstance(e, Dealt):
                self._deal_round(e, news)
            elif isinstance(e, Leftover):
                self._leftover(e)
            elif isinstance(e, Credited) and self.track is not None:
                self.track.credit(credit_chip(e), self.animator)
            elif isinstance(e, Announced):
                self._say_later(e.seat, words.call_text(e.call))
            elif isinstance(e, Declared):
                self._say_later(e.seat, words.declared(e.combo))
            elif isinstance(e, Said):
                self._say_later(e.seat, self._word_said(e, news))

    @staticmethod
    def _word_said(e: Said, news: RondaNews | None) -> str:
        """A chiquita after another chiquita is a "más chiquita"."""
        contest = news.obs.contest if news is not None else None
        said = contest.said if contest is not None else ()
        before = [w for s, w in said][:-1] if said else []
        return words.said(e.word, more=e.word is Word.CHIQUITA and Word.CHIQUITA in before)

    # ---------------------------------------------------------------- steps of the deal

    def _deal_first(self, e: Dealt, news: RondaNews) -> None:
        """The first round: the table's four cards laid and three cards to each player from
        the stock; then each swap of a repeated rank (section 4)."""
        obs = news.obs
        seats = obs.seats
        spread, stock = self.spread, self.stock
        assert spread is not None and stock is not None

        def lay() -> None:
            spread.clear()
            for heap in self.piles:
                heap.set_cards(())
            for card in e.table_first:
                spread.add(card)
            stock.set_cards(range(40 - 4 - 3 * seats))
            self._round_held(news)
            self.said = {}
            for b in self.bubbles:
                b.say("")
            for item in (*self.cards.values(), *self.backs[:HAND_BACKS]):
                item.setVisible(False)

        def from_stock() -> dict[CardItem, Spot]:
            assert self.regions is not None and self.regions.centre_heap is not None
            at = self.regions.centre_heap
            spot = Spot(at.x(), at.y(), 0, self.regions.centre_heap_scale, 50, False)
            return {item: spot for item in (*self.cards.values(), *self.backs[:HAND_BACKS])
                    if not item.isVisible()}

        self._then(lay)
        self._glide_from(from_stock, 420)
        for swap in e.swaps:
            def back(out: Card = swap.out, inn: Card = swap.in_) -> None:
                spread.remove([out])
                stock.set_cards(range(len(stock.cards) + 1))

            def lay_in(inn: Card = swap.in_) -> None:
                stock.set_cards(range(len(stock.cards) - 1))
                spread.add(inn)

            self._pause(SHOW_MS)
            self._then(back)
            self._glide(self._to_stock(swap.out))
            self._then(lay_in)
            self._glide(start={self.cards[swap.in_]: self._stock_spot()})

    def _to_stock(self, card: Card) -> Callable[[], dict[CardItem, Spot]]:
        return lambda: {self.cards[card]: self._stock_spot()}

    def _stock_spot(self) -> Spot:
        assert self.regions is not None and self.regions.centre_heap is not None
        at = self.regions.centre_heap
        return Spot(at.x(), at.y(), 0, self.regions.centre_heap_scale, 50, False)

    def _glide_from(self, starts: Callable[[], dict[CardItem, Spot]], ms: float) -> None:
        """A step whose cards not yet on the table come from the spots `starts` gives."""
        def build() -> QAbstractAnimation | None:
            for item, spot in starts().items():
                put([(item, spot)])
                item.setVisible(False)
            targets = self._targets()
            for item in (*self.cards.values(), *self.backs):
                if item not in targets:
                    item.setVisible(False)
            return glide(self.animator, targets.items(), ms)()

        self.animator.enqueue(build)

    def _deal_round(self, e: Dealt, news: RondaNews | None) -> None:
        """A later round: three cards to each player from the stock (section 4)."""
        if news is None:
            return
        obs = news.obs
        stock = self.stock
        assert stock is not None

        def deal() -> None:
            stock.set_cards(range(max(0, len(stock.cards) - 3 * obs.seats)))
            self._round_held(news)

        self._pause(SHOW_MS)
        self._then(deal)
        self._glide_from(lambda: {item: self._stock_spot()
                                  for item in (*self.cards.values(), *self.backs[:HAND_BACKS])
                                  if not item.isVisible()}, 420)

    def _play(self, e: Played, news: RondaNews | None) -> None:
        """A card played: dropped into its column, onto its match and then swept into the
        pile with the correlativas, or crossed on the fall stack (sections 5, 6)."""
        spread = self.spread
        assert spread is not None
        item = self.cards[e.card]
        start: dict[CardItem, Spot] = {}

        def out_of_hand() -> None:
            mine = e.seat == self.hand_seat and e.card in self.hand
            shown = e.card in self.open.get(e.seat, ())
            if not (mine and self.hand_up) and not shown:  # from the backs of a hand
                start[item] = self._from_hand(e.seat)
            if mine:
                self.hand = tuple(c for c in self.hand if c is not e.card)
            if shown:
                self.open[e.seat] = tuple(c for c in self.open[e.seat] if c is not e.card)
            self.held[e.seat] = max(0, self.held[e.seat] - 1)

        self._then(out_of_hand)
        if e.kind is PlayKind.DROP:
            self._then(lambda: self._lay(e.card))
            self._glide(start=start)
        elif e.kind is PlayKind.CAPTURE:
            match = e.took[0]
            self._glide(lambda: {item: self._over(match)}, start=start)
            self._then(lambda: spread.highlight(e.took))
            self._pause(SHOW_MS)

            def sweep() -> None:
                spread.highlight(())
                spread.remove(e.took)
                self._pile(side(e.seat), (e.card, *e.took))

            self._then(sweep)
            self._glide(ms=380)
        elif e.kind is PlayKind.CAIDA:
            def fall() -> None:
                base = next((c for c in spread.cards if c.rank == e.card.rank), None)
                spread.stack_on(base, [e.card], words.stack_caption(2))

            self._then(fall)
            self._glide(start=start)
        else:
            def contra() -> None:
                base, stack = spread.stack
                spread.stack_on(base, [*stack, e.card], words.stack_caption(len(stack) + 2))

            self._then(contra)
            self._glide(start=start)

    def _lay(self, card: Card) -> None:
        assert self.spread is not None
        self.spread.add(card)

    def _pile(self, s: int, cards: Sequence[Card]) -> None:
        heap = self.piles[s]
        heap.set_cards((*heap.cards, *cards))

    def _close(self, e: Closed) -> None:
        """The fall stack and its correlativas to the last faller's pile (section 6)."""
        spread = self.spread
        assert spread is not None
        self._then(lambda: spread.highlight(e.took))
        self._pause(CLOSE_MS)

        def take() -> None:
            spread.highlight(())
            spread.remove(e.took)
            self._pile(side(e.seat), e.took)

        self._then(take)
        self._glide(ms=380)

    def _leftover(self, e: Leftover) -> None:
        """The cards left on the table to the last capturer's side (section 10)."""
        spread = self.spread
        assert spread is not None
        if not e.cards:
            return
        self._pause(SHOW_MS)

        def take() -> None:
            spread.remove(e.cards)
            if e.side is not None:
                self._pile(e.side, e.cards)

        self._then(take)
        self._glide(ms=420)

    # ---------------------------------------------------------------- bubbles

    def _say_later(self, seat: int, text: str) -> None:
        self._then(lambda: self._said(seat, text))

    def _said(self, seat: int, text: str) -> None:
        self.said[seat] = text
        self._say(seat, text)
        self._fade_later(seat, text)

    def _say(self, seat: int, text: str) -> None:
        if 0 <= seat < len(self.bubbles):
            self.bubbles[seat].setOpacity(1.0)
            self.bubbles[seat].say(text, strong=True)

    # ---------------------------------------------------------------- the table as it is

    def _sync(self, news: RondaNews, animate: bool = True) -> None:
        """Everything where the viewer's observation puts it, and the marks, plates, info
        and track names as they are now."""
        self.news = news
        obs = news.obs
        self._build(obs.seats)
        spread, stock = self.spread, self.stock
        assert spread is not None and stock is not None
        self.hand_seat, self.hand_up = obs.seat, not news.covered
        self.hand = obs.hand
        self.held = list(obs.held)
        self.open = self._open(news, lambda o: o.hand)
        lying = list(obs.table)
        base = obs.stack[0][1] if len(obs.stack) >= 2 else None
        if base is not None:
            lying.append(base)
        spread.show(lying)
        if base is not None:
            stack = [c for _, c in obs.stack[1:]]
            spread.stack_on(base, stack, words.stack_caption(len(obs.stack)))
        else:
            spread.clear_stack()
        piles = pile_cards(obs.log) if obs.dealer is not None else ((), ())
        for heap, cards, s in zip(self.piles, piles, (0, 1), strict=True):
            heap.set_cards(cards)
            heap.set_caption(words.side_name(s, news.names))
        stock.set_cards(range(obs.stock_left))
        stock.set_caption(tr("Stock"))
        if animate and self.animator.speed > 0:
            self._glide()
        else:
            targets = self._targets()
            for item in (*self.cards.values(), *self.backs):
                if item not in targets:
                    item.setVisible(False)
            put(targets.items())
        self._marks(news)
        self._paint_seats(news)
        self._paint_info(news)
        if self.track is not None:
            self.track.set_names([words.side_name(s, news.names) for s in (0, 1)])

    def _human_turn(self, news: RondaNews) -> bool:
        obs = news.obs
        return (self.controller.human_to_act and obs.to_act == obs.seat and not news.covered)

    def _marks(self, news: RondaNews) -> None:
        """The human's cards: clickable at his turn, those he may play outlined, the
        keyboard's and the hint's marked; each with what it would do in its tooltip."""
        obs = news.obs
        turn = self._human_turn(news) and obs.phase is Phase.PLAY
        legal = {a.value for a in obs.legal if a.kind is Kind.PLAY}
        for card, item in self.cards.items():
            mine = turn and card in self.hand and self.hand_up
            item.set_clickable(mine)
            focus = mine and 0 <= self.focus_index < len(self.hand) \
                and self.hand[self.focus_index] is card
            if card in self.hand:
                item.set_marks(marked=mine and self.highlight_legal and card in legal,
                               focus=focus, hinted=mine and card is self.hint_card)
            else:  # on the table a card is lit only by what a card in hand would take
                lit = self.spread is not None and card in self.spread.lit
                item.set_marks(marked=lit)
            item.setToolTip(effect_text(effect_in(obs, card)).capitalize() if mine else "")

    def _paint_seats(self, news: RondaNews) -> None:
        obs = news.obs
        for s, plate in enumerate(self.plates):
            level = news.levels[s] if s < len(news.levels) else HUMAN
            name = news.names[s] if s < len(news.names) else ""
            sub = plate_sub(level, name, s == news.viewer and not news.hot_seat)
            plate.set_info(shown(news.names[s]) if s < len(news.names) else str(s), sub)
            badges: list[tuple[str, str]] = []
            if s == obs.mano and obs.dealer is not None:
                badges.append((tr("M", "mano badge"), "#7fd3ff"))
            if s == obs.dealer:
                badges.append((tr("D", "dealer badge"), "#d9cfa8"))
            plate.badges = badges
            plate.active = obs.to_act == s
            plate.team_colour = QColor(SIDE_COLOURS[side(s)])
            self.bubbles[s].say(self.said.get(s, ""), strong=True)

    def _paint_info(self, news: RondaNews) -> None:
        obs = news.obs
        if obs.dealer is None:
            self.info.set_text("")
            return
        lines = [tr("Round {0} of {1} · to %n point(s)", None, obs.options.target).format(
            obs.round_no + 1, obs.rounds_total)]
        lines.append(tr("Dealer: {0} · mano: {1}").format(
            words.name_of(obs.dealer, news.names), words.name_of(obs.mano, news.names)))
        if obs.round_no == obs.rounds_total - 1 and obs.phase is not Phase.DEAL:
            lines.append(tr("¡Se van!: the last round"))
        self.info.set_text("\n".join(lines))
        self._keep_info_in()

    # ---------------------------------------------------------------- the prompt

    def _on_human_turn(self, obs: Observation) -> None:
        news = self.controller.news_now()
        self._sync(news, animate=False)
        self._offer(news)

    def _offer(self, news: RondaNews) -> None:
        shown_now = self.prompt.offer(news.obs, news.names, news.last_call)
        self._place_prompt(shown_now)
        self._mark_hint_button()

    def _on_hand_over(self, step: object) -> None:
        """The end of a deal: the leftover, the count above 20, the points; Next deal."""
        news = self.controller.news_now()
        detail = getattr(step, "detail", None)
        self.end_events = getattr(detail, "events", ())
        self.end_lines = (tr("The end of the deal"), self._end_lines(self.end_events, news))
        self._sync(news, animate=False)
        self._show_end()

    def _show_end(self) -> None:
        if self.end_lines is None:
            return
        title, lines = self.end_lines
        # a spectator's table waits for the players' next deal: no button
        self.prompt.tell(title, lines, "" if self.controller.watched else tr("Next deal"))
        self._place_prompt(True)

    def _end_lines(self, events: Sequence[Event], news: RondaNews) -> list[str]:
        names = news.names
        teller = Teller(news.viewer, names, news.hot_seat)
        out: list[str] = []
        for e in events:
            if isinstance(e, Leftover):
                n = len(e.cards)
                if e.side is None:
                    out.append(tr("Nobody captured: the %n card(s) left go to nobody.", None, n))
                elif e.cards and teller.ours(e.side):
                    out.append(tr("The %n card(s) left on the table go to your pair, the last "
                                  "to capture (section 10).", None, n) if teller.pairs else
                               tr("The %n card(s) left on the table go to you, the last to "
                                  "capture (section 10).", None, n))
                elif e.cards:
                    out.append(tr("The %n card(s) left on the table go to {0}, the last to "
                                  "capture (section 10).", None, n).format(
                                      words.side_name(e.side, names)))
            elif isinstance(e, Credited) and e.lance is Lance.COUNT:
                out.append(tr("{0}: {1} cards, {2} over 20: +{2} (section 10).").format(
                    words.side_name(e.side, names), 20 + e.points, e.points))
        counted = next((e for e in events if isinstance(e, Counted)), None)
        scored = any(isinstance(e, Credited) and e.lance is Lance.COUNT for e in events)
        if counted is not None and not scored:
            out.append(tr("{0} cards to {1}: nobody has more than 20, no points (section "
                          "10).").format(*counted.cards))
        pts = news.obs.points
        out.append(tr("Points: {0} {1}, {2} {3} (to {4}).").format(
            words.side_name(0, names), pts[0], words.side_name(1, names), pts[1],
            news.obs.options.target))
        return out

    def _on_game_over(self, outcome: Outcome) -> None:
        news = self.controller.news_now()
        self.end_lines = None
        self._sync(news, animate=False)
        self._tell_over(news, outcome.winner if outcome.winner is not None else 0)

    def _tell_over(self, news: RondaNews, winner: int) -> None:
        pts = news.obs.points
        if news.hot_seat or side(news.viewer) != winner:
            title = tr("Game won by {0}").format(words.side_name(winner, news.names))
        elif news.obs.seats == 2:
            title = tr("You win the game!")
        else:
            title = tr("Your pair wins the game!")
        self.over_text = title
        self.prompt.tell(title, [tr("Points: {0} to {1}.").format(pts[winner], pts[1 - winner])],
                         tr("New game") if self.offers_new_game() else "",
                         self.new_game_wanted.emit)
        self._place_prompt(True)

    def _place_prompt(self, shown_now: bool) -> None:
        """Over the middle of the table while play waits for the prompt, beside the cards
        at the human's turn; readable first: on a small view it grows past its room."""
        if not shown_now or self.regions is None:
            self.prompt_proxy.setVisible(False)
            return
        self.prompt.fit()
        size = QSizeF(self.prompt.sizeHint())
        room = (side_room if self.prompt.place == "side" else middle_room)(self.seats)
        scale = min(1.0, room.width() / size.width(), room.height() / size.height())
        readable = min(MIN_TEXT_PX / (PROMPT_SMALLEST_PX * max(self.view_scale, 0.01)),
                       MAX_TEXT_SCALE, (SCENE.width() - 40) / size.width(),
                       SCENE.height() * 0.6 / size.height())
        scale = max(scale, readable)
        w, h = size.width() * scale, size.height() * scale
        x = room.center().x() - w / 2
        y = room.bottom() - h  # standing on the human's cards, growing upwards
        x = min(max(x, SCENE.left() + 10), SCENE.right() - 10 - w)
        y = min(max(y, SCENE.top() + 10), SCENE.bottom() - 10 - h)
        if self.prompt.place != "side":
            x, y = self._clear_of_the_cards(x, y, w, h)
        self.prompt_proxy.setScale(scale)
        self.prompt_proxy.setPos(QPointF(x, y))
        self.prompt_proxy.setVisible(True)

    def _clear_of_the_cards(self, x: float, y: float, w: float, h: float) -> tuple[float, float]:
        """The prompt over the middle covers the lower half of the table's cards, which the
        player weighs before a ronda is sung or the envío answered; grown on a small view
        it would hide them whole: then the nearest place clear of them and of every seat's
        pieces, or where it was if the table has no such place."""
        if self.spread is None or self.regions is None:
            return x, y
        rects = [card_rect(spot) for spot in self.spread.spots().values()]  # a stack's too
        prompt = QRectF(x, y, w, h)
        corners = [QRectF(r.left(), r.top(), r.width(), r.height() * CORNER) for r in rects]
        if not any(c.intersects(prompt) for c in corners):
            return x, y
        taken = [r for name, r in self.regions.rects().items() if name != "spread"]
        taken += [*rects, self.info.sceneBoundingRect()]
        at = nearest_clear(QRectF(-w / 2, -h / 2, w, h), QPointF(x + w / 2, y + h / 2), taken)
        return (x, y) if at is None else (at.x() - w / 2, at.y() - h / 2)

    def _scale_words(self) -> None:
        """Plates, bubbles, the info and the prompt."""
        k = self.text_scale
        for plate in self.plates:
            plate.text_scale = k
        for bubble in self.bubbles:
            bubble.setScale(k)
        self.info.setScale(min(k, 1.25))
        self._keep_info_in()

    def _keep_info_in(self) -> None:
        """The info label inside the table, however its words grew."""
        if not self.seats:
            return
        at = info_place(self.seats)
        self.info.setPos(at)
        self.info.setPos(at + inside_shift(self.info.sceneBoundingRect(),
                                           SCENE.adjusted(8, 8, -8, -8)))

    # ---------------------------------------------------------------- the human's input

    def _chosen(self, action: Action) -> None:
        self.controller.act(action)

    def _clicked(self, card: object) -> None:
        news = self.news
        if news is None or not isinstance(card, Card) or news.covered:
            return
        self.controller.act(play(news.obs.seat, card))

    def _hovered(self, card: object, inside: bool) -> None:
        """While the pointer is over a card of the human's hand at his turn, what it would
        take is lit on the table: its match and the correlativas, the card it would fall
        on, or the stack a contra lies on (rules/preview.py)."""
        spread, news = self.spread, self.news
        if spread is None or news is None or not isinstance(card, Card):
            return
        if not inside or card not in self.hand or not self._human_turn(news) \
                or news.obs.phase is not Phase.PLAY:
            if self.hovered_card is card or not inside:
                self.hovered_card = None
                spread.highlight(())
            return
        self.hovered_card = card
        spread.highlight(effect_in(news.obs, card).took)

    def redraw_cards(self) -> None:
        for item in (*self.cards.values(), *self.backs):
            item.update()

    def redraw(self) -> None:
        """Paint the table again as it is (a language change, the highlight switched)."""
        if self.news is None or self.animator.busy:
            return
        news = self.controller.news_now()
        self._reset_track(news)
        self._sync(news, animate=False)
        if self.controller.human_to_act and self.prompt_proxy.isVisible():
            self._offer(news)
        elif self.end_lines is not None and self.prompt_proxy.isVisible():
            self.end_lines = (tr("The end of the deal"), self._end_lines(self.end_events, news))
            self._show_end()
        elif self.over_text and self.prompt_proxy.isVisible() and news.obs.winner is not None:
            self._tell_over(news, news.obs.winner)

    # ---------------------------------------------------------------- hints

    def show_hint(self, action: Action) -> None:
        """The hinted card outlined in green and lifted, or the hinted button given the
        focus and a green border."""
        if action.kind is Kind.PLAY and isinstance(action.value, Card):
            self.hint_card = action.value
            self.hint_act = ""
            if self.news is not None:
                self._sync(self.controller.news_now(), animate=False)
            return
        self.hint_card = None
        self.hint_act = action.kind.value if action.kind is not Kind.SAY else str(
            action.json_value())
        if action.kind is Kind.DECLARE:
            self.hint_act = "declare"
        self._mark_hint_button()

    def _mark_hint_button(self) -> None:
        for b in self.prompt.buttons:
            hinted = bool(self.hint_act) and b.property("act") == self.hint_act
            b.setProperty("hinted", hinted)
            b.setStyleSheet("border: 4px solid #8dff9e;" if hinted else "")
            if hinted:
                b.setFocus()

    # ---------------------------------------------------------------- keys

    def handle_key(self, event: QKeyEvent) -> bool:
        """1-3 play that card; Left/Right and Enter choose a card; Up/Down/Tab and Enter a
        button; C sings, W waits, E envío, I chiquita, M a la mayor, Q quiero, N no quiero
        or the next deal. True if the table used the key."""
        key = event.key()
        if self._cover_key(key):
            return True
        prompt = self.prompt
        showing = self.prompt_proxy.isVisible()
        letter = event.text().lower()
        if showing and letter in BUTTON_KEYS:
            for b in prompt.buttons:
                if b.property("act") in BUTTON_KEYS[letter]:
                    b.click()
                    return True
        news = self.news
        playing = news is not None and self._human_turn(news) \
            and news.obs.phase is Phase.PLAY
        hand = self.hand if playing else ()
        if key in _NUMBERS and hand:
            k = _NUMBERS.index(Qt.Key(key))
            if k < len(hand) and news is not None:
                self.controller.act(play(news.obs.seat, hand[k]))
            return True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand:
            self.focus_index = keys.card_step(self.focus_index, len(hand),
                                              -1 if key == Qt.Key.Key_Left else 1)
            if news is not None:
                self._marks(news)
                self._glide() if self.animator.speed > 0 else put(self._targets().items())
                if self.spread is not None:
                    self.spread.highlight(effect_in(news.obs, hand[self.focus_index]).took)
            return True
        if key in keys.CHOOSE and hand and 0 <= self.focus_index < len(hand) \
                and news is not None:
            self.controller.act(play(news.obs.seat, hand[self.focus_index]))
            return True
        if showing and prompt.buttons:
            return keys.button_key(key, prompt.buttons)
        return False

    def handle_key_release(self, event: QKeyEvent) -> bool:
        return False
