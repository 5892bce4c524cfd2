"""La Báciga on the toolkit's table (`ui/table/regions.py`): each seat's hand (the viewer's
three cards face up, the others' backs), the cards it shows in front of it in the draw
(pairs and tríos stacked, the tapada apart, the running total), the cards laid down in the
middle during a talk with their count, the stock, the points track to 18 with every credit
labelled, a bubble for what each seat says, the prompt for the human's words, the rank picker
on a comodín being fixed, the banner for ¡Pasado! and ¡Las cosas!, the keys, and the cover
that hides a human's cards when several share the screen.

It paints from `BacigaNews` only (the controller's records), never asking the rules for
anything but the readings of a hand the players share (its total, its fixes).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, partial
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
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
from ....ui.table.badge import Badge, Caption
from ....ui.table.card_item import CardItem
from ....ui.table.heaps import HEAP_SCALE, Heap, heap_rect
from ....ui.table.layout import (
    CENTRE,
    LIFT,
    SCENE,
    Spot,
    card_rect,
    hand_rect,
    hand_spots,
    turned_round,
)
from ....ui.table.motion import put
from ....ui.table.overlay import put_on_table
from ....ui.table.pieces import Bubble, SeatPlate, seat_pieces
from ....ui.table.regions import Regions, nearest_clear, table_regions
from ....ui.table.seat_board import MAX_TEXT_SCALE, SeatBoard, plate_sub
from ....ui.table.shown import Showing, ShownRow
from ....ui.table.track import Credit as TrackCredit
from ....ui.table.track import PointsTrack
from ..rules import (
    Action,
    Card,
    Happened,
    Kind,
    Observation,
    Phase,
    Way,
    Word,
    draw,
    paso,
    say,
    side,
    stand,
    tapar,
)
from ..rules.cards import (
    FIX_RANKS,
    baciga_fixes,
    bacigote_fixes,
    is_comodin,
    stand_fixes,
)
from . import texts, words
from .controller import BacigaController
from .model import Back, Ref, SeatPicture, TablePicture, ended_talk_picture, picture, viewer_total
from .news import BacigaNews
from .pieces import Banner, ComodinMark, RankPicker
from .prompt import Prompt

if TYPE_CHECKING:
    from ..ai.hints import Hint

SHOWN = 6  # the cards a row has room for at ease (more close up)
TOTAL_W = 74.0  # a row's total: wide enough for "22+?"
HAND_TOTAL_W = 118.0  # the player's total beside his hand: "Total 16"
MIN_TEXT_PX = 11.0
PROMPT_SMALLEST_PX = 17.0
#: Each side's colour: its players' plates are ringed with it.
SIDE_COLOURS = (QColor("#f2c14e"), QColor("#e0675c"))
#: The prompt's room (scene units) and where it would lie, beside the player's cards.
PROMPT_ROOM = QRectF(-290, -125, 580, 250)
PROMPT_AT = QPointF(1270, 850)
STOCK_AT = QPointF(1010, 470)
DEAL_STAGGER_MS = 70  # between two cards of a deal
MOVE_MS = 300
#: The keys that press the prompt's buttons, by the button's `act` name.
BUTTON_KEYS = {Qt.Key.Key_P: ("paso",), Qt.Key.Key_B: ("baciga",), Qt.Key.Key_G: ("bacigote",),
               Qt.Key.Key_C: ("cartas",), Qt.Key.Key_O: ("up",), Qt.Key.Key_T: ("down",),
               Qt.Key.Key_M: ("stand",), Qt.Key.Key_S: ("salir",),
               Qt.Key.Key_N: ("next", "new_game")}
#: From a hand towards the middle of the table, by the hand's turn.
_TOWARDS_MIDDLE = {0.0: (0, -1), 180.0: (0, 1), 90.0: (1, 0), -90.0: (-1, 0)}
_NUMBERS = (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5,
            Qt.Key.Key_6)


@dataclass(frozen=True)
class BacigaLayout:
    """Where everything of a table of `seats` sits (scene units): the toolkit's regions
    (seats, a row each, the middle heap for the cards laid down, the track), the stock, and
    the prompt's room."""

    regions: Regions
    stock: QPointF
    stock_scale: float
    prompt: QRectF

    def rects(self) -> dict[str, QRectF]:
        out = self.regions.rects()
        out["stock"] = heap_rect(self.stock, self.stock_scale)
        out["prompt"] = QRectF(self.prompt)
        return out


@cache
def table_layout(seats: int) -> BacigaLayout:
    """The Báciga table of 2 or 4 seats: the regions, then the stock and the prompt's room
    where they lie clear of them, as near their places as they can."""
    regions = table_regions(seats, 3, shown=SHOWN, centre_heap=True, track_sides=2)
    taken = list(regions.rects().values())
    stock_at: QPointF | None = None
    scale = HEAP_SCALE
    for scale in (HEAP_SCALE, 0.36, 0.3):
        size = heap_rect(QPointF(0, 0), scale)
        stock_at = nearest_clear(size, STOCK_AT - size.center(), taken)
        if stock_at is not None:
            taken.append(size.translated(stock_at))
            break
    if stock_at is None:
        raise ValueError("no room for the stock")
    room = nearest_clear(PROMPT_ROOM, PROMPT_AT, taken)
    prompt = PROMPT_ROOM.translated(room if room is not None else PROMPT_AT)
    return BacigaLayout(regions, stock_at, scale, prompt)


@dataclass
class Fixing:
    """A cante or a stand waiting for its comodines' ranks: what it is (`word`, or None for
    the stand), the comodines in the order asked, the fixes the rules allow, and the ranks
    chosen so far."""

    word: Word | None
    comodines: tuple[Card, ...]
    options: tuple[tuple[tuple[Card, int], ...], ...]
    chosen: list[int]

    @property
    def current(self) -> Card:
        return self.comodines[len(self.chosen)]

    def ranks(self) -> list[int]:
        """The ranks the current comodín may take, given those chosen before it."""
        done = dict(zip(self.comodines, self.chosen, strict=False))
        out: set[int] = set()
        for fix in self.options:
            d = dict(fix)
            if all(d.get(c) == r for c, r in done.items()):
                out.add(d[self.current])
        return [r for r in FIX_RANKS if r in out]


def _total_at(hand: QRectF) -> QPointF:
    """Where a hand's total stands: left of a hand at the top or the bottom of the table,
    and beside a side seat's (farther from the middle across than up or down), towards the
    middle."""
    centre = hand.center()
    if abs(centre.x() - CENTRE.x()) > abs(centre.y() - CENTRE.y()):
        x = hand.right() + HAND_TOTAL_W / 2 + 8 if centre.x() < CENTRE.x() \
            else hand.left() - HAND_TOTAL_W / 2 - 8
        return QPointF(x, centre.y())
    return QPointF(hand.left() - HAND_TOTAL_W / 2 - 8, hand.top() + 40)


class BacigaBoard(SeatBoard):
    """The pieces of one game on `scene`, moved by `animator`, from `controller`'s news;
    `cover_done(seat)` when the human at `seat` says he is at the screen."""

    controller: BacigaController

    def __init__(self, scene: QGraphicsScene, animator: Animator,
                 controller: BacigaController, deck: Deck) -> None:
        super().__init__(scene, animator, controller, deck)
        self.marks = {card: ComodinMark(item) for card, item in self.cards.items()
                      if is_comodin(card)}
        self.backs: dict[Back, CardItem] = {}
        self.plates: list[SeatPlate] = []
        self.bubbles: list[Bubble] = []
        self.rows: list[ShownRow[Ref]] = []
        self.laid_heap: Heap[Ref] | None = None
        self.stock_heap: Heap[Ref] | None = None
        self.track: PointsTrack | None = None
        self.row_captions: list[Caption] = []
        #: Whether the player's total shows beside his hand (a lesson asking for it hides it).
        self.show_hand_total = True
        #: Each seat's total beside its hand while the cards are held, where they are seen:
        #: the player's own, and every seat's in a saved game watched (every hand open).
        self.hand_totals: list[Badge] = []
        self.banner = Banner()
        self.banner.setPos(CENTRE)
        scene.addItem(self.banner)
        animator.cleared.connect(self.banner.drop)
        self.prompt = Prompt(self._pressed)
        self.prompt_proxy = put_on_table(scene, self.prompt, 80)
        self.picker = RankPicker(self._rank_chosen, self._fix_cancelled)
        self.picker_proxy = put_on_table(scene, self.picker, 84)
        self._put_cover(scene)
        self.layout: BacigaLayout | None = None
        #: The regions turned to the seat at the bottom (`_turn`), and each place's plate,
        #: bubble and row from the bottom round the table, which `plates`, `bubbles` and
        #: `rows` give by seat.
        self.turned: Regions | None = None
        self._at_places: tuple[list[SeatPlate], list[Bubble], list[ShownRow[Ref]]] = \
            ([], [], [])
        self.news: BacigaNews | None = None
        self.text_scale = 1.0
        self.view_scale = 1.0
        self.selected: list[Card] = []  # the cards the player chose to lay down, in order
        self.focus_index = -1  # the keyboard's card in the player's hand
        self.hint: Hint | None = None
        self.fixing: Fixing | None = None
        self.said: dict[int, str] = {}
        # what each seat said, as words written again in the language of the moment
        self.said_words: dict[int, Callable[[], str]] = {}
        self.summary: tuple[str, list[tuple[str, bool]], str, str] | None = None
        self._follow()

    # ---------------------------------------------------------------- seats and regions

    def _seat_pieces(self, seats: int) -> None:
        for item in (*self.plates, *self.bubbles, *self.row_captions):
            self.scene.removeItem(item)
        for heap in (self.laid_heap, self.stock_heap):
            if heap is not None:
                self.scene.removeItem(heap.count_box)
                self.scene.removeItem(heap.caption)
        for row in self.rows:
            self.scene.removeItem(row.total)
        if self.track is not None:
            self.scene.removeItem(self.track)
        self.layout = lay = table_layout(seats)
        reg = lay.regions
        self.plates, self.bubbles = [], []
        for seat in reg.seats:
            plate, bubble = seat_pieces(self.scene, seat)
            self.plates.append(plate)
            self.bubbles.append(bubble)
        self.rows = [ShownRow(self.scene, r.centre, r.length, r.scale, self._item)
                     for r in reg.rows]
        for row in self.rows:  # room for "22+?": a total with a tapada not yet seen
            row.total.prepareGeometryChange()
            row.total.box_w = TOTAL_W
        self.turned = reg
        self._at_places = (list(self.plates), list(self.bubbles), list(self.rows))
        assert reg.centre_heap is not None and reg.track is not None
        self.laid_heap = Heap(self.scene, reg.centre_heap, self._item, "",
                              scale=reg.centre_heap_scale)
        self.stock_heap = Heap(self.scene, lay.stock, self._item, "", scale=lay.stock_scale,
                               z0=1.0)
        self.track = PointsTrack(("", ""), 18, reg.track.width())
        self.track.setPos(reg.track.topLeft())
        self.scene.addItem(self.track)
        self._scale_words()

    def _turn(self, bottom: int) -> None:
        """The table turned to the seat whose hand it shows (a human at a shared screen):
        his hand, plate and row at the bottom, the others round him in order. The pieces
        stay where they lie; each seat takes those of its place."""
        reg = self._regions()
        if bottom % len(reg.seats) == reg.bottom:
            return
        reg = self.turned = reg.turned(bottom)
        plates, bubbles, rows = self._at_places
        self.plates = list(turned_round(plates, reg.bottom))
        self.bubbles = list(turned_round(bubbles, reg.bottom))
        self.rows = list(turned_round(rows, reg.bottom))

    def _regions(self) -> Regions:
        """The table's regions turned to the seat at the bottom."""
        assert self.turned is not None
        return self.turned

    def _item(self, ref: Ref) -> CardItem:
        if isinstance(ref, Card):
            return self.cards[ref]
        item = self.backs.get(ref)
        if item is None:
            item = CardItem(ref, self.deck)
            item.setVisible(False)
            self.scene.addItem(item)
            self.backs[ref] = item
        return item

    def _stock_spot(self) -> Spot:
        assert self.stock_heap is not None
        return self.stock_heap.landing()

    # ---------------------------------------------------------------- the controller's news

    def _on_reset(self, _resumed: bool) -> None:
        self.animator.clear()
        self.banner.drop()
        self.hide_cover()
        self._end_fixing()
        self.selected, self.focus_index, self.hint = [], -1, None
        self.said, self.said_words = {}, {}
        self.summary = None
        self.prompt_proxy.setVisible(False)
        news = self.controller.news_now()
        for told in self.controller.hand_so_far()[1:]:  # a game resumed in mid-deal
            self._hear(told)
        if self.layout is None or len(self.layout.regions.seats) != news.obs.seats:
            self._seat_pieces(news.obs.seats)
        self._reset_track(news.obs)
        self._show(news, animate=False)

    def _on_dealt(self, news: BacigaNews) -> None:
        self._end_fixing()
        self.selected, self.focus_index, self.hint = [], -1, None
        self.said, self.said_words = {}, {}
        self.summary = None
        self.prompt_proxy.setVisible(False)
        if self.layout is None or len(self.layout.regions.seats) != news.obs.seats:
            self._seat_pieces(news.obs.seats)
        self._gather()
        self._reset_track(news.obs)
        self._show(news, deal=True)

    def _on_acted(self, news: BacigaNews) -> None:
        self._end_fixing()
        self.prompt_proxy.setVisible(False)
        self.selected, self.focus_index, self.hint = [], -1, None
        self._hear(news)
        self._show(news)

    def _hear(self, news: BacigaNews) -> None:
        """What the step leaves in the bubbles: the word said, until the talk (or the draw)
        is over; a new talk, or the draw's start, clears them."""
        action = news.step.action
        for e in news.events:
            if e.kind is Happened.PASE or e.kind is Happened.CUT:
                self.said, self.said_words = {}, {}
        if isinstance(action, Action) and action.kind is not Kind.SAY:
            if words.said(action):
                self.said_words[action.seat] = partial(words.said, action)
        elif isinstance(action, Action) and not any(e.kind in (Happened.PASE, Happened.CUT)
                                                    for e in news.events):
            self.said_words[action.seat] = partial(words.said, action)
        for e in news.events:
            if e.seat is None:
                continue
            if e.kind is Happened.PASADO:
                self.said_words[e.seat] = partial(str, "¡Pasado!")
            elif e.kind is Happened.COSAS:
                self.said_words[e.seat] = partial(str, "¡Las cosas!")
            elif e.kind is Happened.SALIRSE:
                self.said_words[e.seat] = partial(words.said, Action(e.seat, Kind.SALIR))
            elif e.kind in (Happened.REVEAL, Happened.BACIGOTE_SHOWN):
                shout = "¡Báciga!" if e.kind is Happened.REVEAL else "¡Bacigote!"
                self.said_words[e.seat] = partial(str, shout)
        self.said = {s: said() for s, said in self.said_words.items()}

    def _on_human_turn(self, obs: Observation) -> None:
        news = self.news
        if news is None or news.viewer != obs.seat or news.obs is not obs:
            news = self.controller.news_now()
        self.news = news
        self._paint_seats(news)
        self._offer(news.obs)

    def _on_hand_over(self, _step: object) -> None:
        news = self.controller.news_now()
        self.news = news
        self.summary = texts.deal_summary(news)
        self._paint_seats(news)
        self._show_summary()

    def _on_game_over(self, outcome: Outcome) -> None:
        news = self.controller.news_now()
        self.news = news
        self.summary = texts.game_summary(news, outcome)
        self._paint_seats(news)
        self._show_summary()

    def _show_summary(self) -> None:
        if self.summary is None:
            return
        title, lines, button, name = self.summary
        # a spectator's table waits for the players' next deal; a network table's game ends
        # with no New game (the window has none)
        if self.controller.watched or (name == "new_game" and not self.offers_new_game()):
            button = ""
        self.prompt_proxy.setVisible(False)
        self._place_prompt(self.prompt.summary(title, lines, button, name))

    # ---------------------------------------------------------------- painting

    def _reset_track(self, obs: Observation) -> None:
        if self.track is None:
            return
        names = self.news.names if self.news is not None else self.controller.names
        self.track.set_names(tuple(words.side_name(names, s, obs.seats) for s in (0, 1)))
        self.track.reset([self._track_credit(c.side, c.lance, c.points) for c in obs.credits],
                         start=obs.points_before, target=obs.options.target)

    @staticmethod
    def _track_credit(side_: int, lance: object, points: int) -> TrackCredit:
        from ..rules import Lance

        assert isinstance(lance, Lance)
        return TrackCredit(side_, words.lance_label(lance, points), points)

    def _gather(self) -> None:
        """The last deal's cards go back to the stock before the next is dealt."""
        spot = self._stock_spot()
        moving = [i for i in (*self.cards.values(), *self.backs.values()) if i.isVisible()]
        if not moving:
            return
        a = self.animator

        def build() -> QAbstractAnimation:
            group = a.parallel()
            for item in moving:
                item.setZValue(spot.z)
                group.addAnimation(a.prop(item, "pos", spot.pos, 260))
                group.addAnimation(a.prop(item, "rotation", spot.rotation, 260))
                group.addAnimation(a.prop(item, "scale", spot.scale, 260))
                if item.face_up:
                    group.addAnimation(a.prop(item, "faceUp", 0.0, 260,
                                              QEasingCurve.Type.Linear))
            return group

        def hide() -> None:
            for item in moving:
                item.setVisible(False)

        a.enqueue(build)
        a.call(hide)

    def _show(self, news: BacigaNews, animate: bool = True, deal: bool = False) -> None:
        """The table after `news`: staged when the talk ended (the laid cards under the
        stock, a pase's replacements dealt), every card to its place, then the credits."""
        self.news = news
        obs = news.obs
        if self.layout is None or len(self.layout.regions.seats) != obs.seats:
            self._seat_pieces(obs.seats)
        self._turn(obs.seat)
        self._paint_seats(news)
        animate = animate and self.animator.speed > 0
        kinds = {e.kind for e in news.events}
        if animate and kinds & {Happened.PASE, Happened.CUT}:
            stage = ended_talk_picture(obs, self.controller.watched, news.seen)
            if stage is not None:
                self._queue_move(stage, obs)
                self._queue_under_stock(stage)
        turned = [e for e in news.events if e.kind is Happened.TURNED_UP]
        final = picture(obs, self.controller.watched, news.seen)
        if animate:
            self._queue_move(final, obs, deal=deal, turned=tuple(
                (e.seat, e.cards[0]) for e in turned if e.seat is not None and e.cards))
        else:
            self._put(final, obs)
        if self.track is not None:
            for c in news.credits:
                self.track.credit(self._track_credit(c.side, c.lance, c.points),
                                  self.animator if animate else None)
        self._announce(news, animate)

    def _announce(self, news: BacigaNews, animate: bool) -> None:
        """¡Pasado! and ¡Las cosas! in big words in the middle (queued after the card); a cut
        that loses cards laid down says whose."""
        for e in news.events:
            if e.kind is Happened.CUT and e.word is not None and animate:
                lost = texts.cut_banner(news)
                if lost:
                    self.banner.announce(self.animator, f"¡{words.word_button(e.word)}!",
                                         lost, True, 1200)
            if e.seat is None or e.kind not in (Happened.PASADO, Happened.COSAS):
                continue
            if e.kind is Happened.PASADO:
                title, detail, loss = "¡Pasado!", texts.pasado_banner(news, e.seat), True
            else:
                title, detail, loss = "¡Las cosas!", texts.cosas_banner(news, e.seat), False
            if animate:
                self.banner.announce(self.animator, title, detail, loss)

    def _spots(self, pic: TablePicture, obs: Observation) -> dict[CardItem, Spot]:
        """Where every piece of `pic` lies, and the rows' and heaps' counts and totals."""
        assert self.layout is not None and self.laid_heap is not None \
            and self.stock_heap is not None
        reg = self._regions()
        out: dict[CardItem, Spot] = {}
        for s, seat_pic in enumerate(pic.seats):
            seat = reg.seats[s]
            mine = s == obs.seat and not self.controller.watched  # a spectator has no hand
            # a saved game watched shows every hand, as each player sees it
            up = mine or bool(self.news is not None and self.news.seen)
            spots = hand_spots(seat, len(seat_pic.hand), up, fan=(s == reg.bottom))
            for ref, spot in zip(seat_pic.hand, spots, strict=True):
                if ref in self.selected:  # a card chosen to lay down rises towards the middle
                    dx, dy = _TOWARDS_MIDDLE.get(float(seat.hand_rotation), (0, -1))
                    spot = Spot(spot.x + dx * LIFT, spot.y + dy * LIFT, spot.rotation,
                                spot.scale, spot.z, spot.face_up)
                out[self._item(ref)] = spot
            row = self.rows[s]
            row.show(Showing(seat_pic.groups, seat_pic.tapada, seat_pic.total))
            for ref, spot in row.spots().items():
                if up and ref is seat_pic.tapada:  # a tapada face up to its player (all, watched)
                    spot = Spot(spot.x, spot.y, spot.rotation, spot.scale, spot.z, True)
                out[self._item(ref)] = spot
        self.laid_heap.set_cards(pic.laid)
        talking = obs.phase is Phase.TALK
        self.laid_heap.count_box.setVisible(talking)
        self.laid_heap.caption.setVisible(talking)
        out.update({self._item(r): sp for r, sp in self.laid_heap.spots().items()})
        stock_refs = tuple(Back("stock", -1, i) for i in range(min(5, pic.stock)))
        self.stock_heap.set_cards(stock_refs)
        self.stock_heap.set_count(pic.stock)
        out.update({self._item(r): sp for r, sp in self.stock_heap.spots().items()})
        for card, mark in self.marks.items():
            mark.set_rank(pic.fixes.get(card))
        self._hand_totals(pic, obs)
        return out

    def _hand_totals(self, pic: TablePicture, obs: Observation) -> None:
        """Each hand's total, always in sight where its cards are: beside the player's own
        while he holds them (once he shows them, his row writes it), and beside every hand
        of a saved game watched (every hand open), free comodines counted as the rules say."""
        seen = self.news.seen if self.news is not None else ()
        while len(self.hand_totals) < len(pic.seats):
            badge = Badge(HAND_TOTAL_W)
            badge.setVisible(False)
            self.scene.addItem(badge)
            self.hand_totals.append(badge)
        reg = self._regions()
        for s, badge in enumerate(self.hand_totals):  # more than the seats: a bigger table
            seat_pic = pic.seats[s] if s < len(pic.seats) else SeatPicture()
            own = seen[s] if seen and s < len(seen) else \
                obs if s == obs.seat and not self.controller.watched else None
            if (own is None or not self.show_hand_total or not seat_pic.hand or seat_pic.shown
                    or seat_pic.tapada is not None):
                badge.setVisible(False)
                continue
            badge.setPos(_total_at(hand_rect(reg.seats[s], len(seat_pic.hand),
                                             fan=s == reg.bottom)))
            badge.text = tr("Total {0}").format(viewer_total(own))
            badge.setVisible(True)

    def _marks(self, obs: Observation) -> None:
        """The player's cards he may click now lifted by the highlight; the hint's cards
        outlined in green; the keyboard's card dashed."""
        turn = self.controller.human_to_act and obs.to_act == obs.seat
        hand = self._hand(obs)
        hinted = set(self._hinted_cards())
        for card, item in self.cards.items():
            mine = turn and (card in obs.hand)
            item.set_clickable(mine)
            focus = mine and 0 <= self.focus_index < len(hand) and hand[self.focus_index] is card
            marked = mine and self.highlight_legal and card in self.selected
            item.set_marks(marked=marked, focus=focus, hinted=mine and card in hinted)

    def _hand(self, obs: Observation) -> tuple[Card, ...]:
        """The player's cards he may click, in the order they lie: his hand, then (in the
        draw) the cards he shows."""
        pic = picture(obs).seats[obs.seat]
        return tuple(c for c in (*pic.hand, *pic.shown) if isinstance(c, Card))

    def _put(self, pic: TablePicture, obs: Observation) -> None:
        spots = self._spots(pic, obs)
        for item in (*self.cards.values(), *self.backs.values()):
            spot = spots.get(item)
            if spot is None:
                item.setVisible(False)
            else:
                put(((item, spot),))
        self._marks(obs)

    def _queue_move(self, pic: TablePicture, obs: Observation, deal: bool = False,
                    turned: tuple[tuple[int, Card], ...] = ()) -> None:
        """An animation step taking every piece to its place in `pic`: a card coming into
        sight comes from the back it replaces (a seat's hand, its tapada), else from the
        stock; a back no longer needed goes at once."""
        a = self.animator
        order = {(s, k): i for i, (s, k) in enumerate(
            (s, k) for k in range(3) for s in obs.order)} if deal else {}

        def build() -> QAbstractAnimation | None:
            spots = self._spots(pic, obs)
            stock = self._stock_spot()
            visible = {item for item in (*self.cards.values(), *self.backs.values())
                       if item.isVisible()}
            gone = [i for i in visible if i not in spots]
            origins = self._origins(spots, visible, gone, turned)
            for item in gone:
                item.setVisible(False)
            group = a.parallel()
            for item, spot in spots.items():
                delay = 0.0
                if item not in visible:
                    start = origins.get(item, stock)
                    item.setPos(start.pos)
                    item.setRotation(start.rotation)
                    item.setScale(start.scale)
                    item.set_face_up(start.face_up)
                    item.setVisible(True)
                    if deal:
                        delay = DEAL_STAGGER_MS * self._deal_index(item, pic, order)
                item.setZValue(spot.z)
                anims = []
                if (item.pos() - spot.pos).manhattanLength() > 0.5:
                    anims.append(a.prop(item, "pos", spot.pos, MOVE_MS,
                                        QEasingCurve.Type.InOutCubic, delay))
                if abs(item.rotation() - spot.rotation) > 0.1:
                    anims.append(a.prop(item, "rotation", spot.rotation, MOVE_MS,
                                        delay_ms=delay))
                if abs(item.scale() - spot.scale) > 0.001:
                    anims.append(a.prop(item, "scale", spot.scale, MOVE_MS, delay_ms=delay))
                if item.face_up != spot.face_up:
                    anims.append(a.prop(item, "faceUp", 1.0 if spot.face_up else 0.0, MOVE_MS,
                                        QEasingCurve.Type.Linear, delay))
                for anim in anims:
                    group.addAnimation(anim)
            self._marks(obs)
            return group if group.animationCount() else None

        a.enqueue(build)

    def _deal_index(self, item: CardItem, pic: TablePicture,
                    order: dict[tuple[int, int], int]) -> int:
        for s, seat_pic in enumerate(pic.seats):
            for k, ref in enumerate(seat_pic.hand):
                if self._item(ref) is item:
                    return order.get((s, k), 0)
        return 0

    def _origins(self, spots: dict[CardItem, Spot], visible: set[CardItem],
                 gone: list[CardItem],
                 turned: tuple[tuple[int, Card], ...]) -> dict[CardItem, Spot]:
        """Where each piece coming into sight starts: at the place of a back of the same
        seat that goes (a card shown from a hand, a tapada turned up, a card laid down),
        else at the stock."""
        def pose(item: CardItem) -> Spot:
            return Spot(item.pos().x(), item.pos().y(), item.rotation(), item.scale(),
                        item.zValue(), item.face_up)

        leaving: dict[int, list[CardItem]] = {}
        for item in sorted(gone, key=lambda i: (str(getattr(i.card, "where", "")),
                                                getattr(i.card, "index", 0))):
            ref = item.card
            if isinstance(ref, Back) and ref.seat >= 0:
                leaving.setdefault(ref.seat, []).append(item)
        out: dict[CardItem, Spot] = {}
        for who, card in turned:  # an old tapada turned up where it lay; the new from the stock
            back = self.backs.get(Back("tapada", who, 0))
            if back is not None and back.isVisible():
                out[self.cards[card]] = pose(back)
        coming = [i for i in spots if i not in visible and i not in out]
        for item in coming:
            seat = self._seat_of(item)
            if seat is None:
                continue
            pool = leaving.get(seat)
            if pool:
                out[item] = pose(pool.pop(0))
        return out

    def _seat_of(self, item: CardItem) -> int | None:
        ref = item.card
        if isinstance(ref, Back):
            return ref.seat if ref.seat >= 0 else None
        for s, row in enumerate(self.rows):
            if ref in row.showing.cards:
                return s
        return None

    def _queue_under_stock(self, stage: TablePicture) -> None:
        """The cards laid down go under the stock (section 6), then out of sight."""
        a = self.animator
        items = [self._item(r) for r in stage.laid]

        def build() -> QAbstractAnimation | None:
            spot = self._stock_spot()
            group = a.parallel()
            for k, item in enumerate(items):
                item.setZValue(0.5)  # under the stock's cards
                group.addAnimation(a.prop(item, "pos", spot.pos, 380,
                                          QEasingCurve.Type.InOutCubic, 40 * k))
                group.addAnimation(a.prop(item, "rotation", spot.rotation, 380,
                                          delay_ms=40 * k))
                group.addAnimation(a.prop(item, "scale", spot.scale, 380, delay_ms=40 * k))
                if item.face_up:
                    group.addAnimation(a.prop(item, "faceUp", 0.0, 200))
            return group

        def hide() -> None:
            for item in items:
                item.setVisible(False)

        a.enqueue(build)
        a.call(hide)

    def _paint_seats(self, news: BacigaNews) -> None:
        """The plates, bubbles, heaps' captions and the track's names: at once."""
        obs = news.obs
        if self.layout is None:
            return
        names = news.names
        self.said = {s: said() for s, said in self.said_words.items()}
        for s, plate in enumerate(self.plates):
            level = news.levels[s] if s < len(news.levels) else "human"
            name = names[s] if s < len(names) else ""
            sub = plate_sub(level, name, s == news.viewer and not news.hot_seat)
            plate.set_info(shown(names[s]) if s < len(names) else str(s), sub)
            badges: list[tuple[str, str]] = []
            if obs.phase is not Phase.DEAL or obs.dealer is not None:
                if s == obs.mano and obs.dealer is not None:
                    badges.append((tr("M", "mano badge"), "#7fd3ff"))
                if s == obs.dealer:
                    badges.append((tr("D", "dealer badge"), "#d9cfa8"))
            if s in (obs.baciga_winner, obs.bacigote_winner):
                badges.append(("★", "#f2c14e"))
            plate.badges = badges
            plate.note = texts.plate_note(obs, s)
            plate.active = obs.to_act == s
            plate.team_colour = SIDE_COLOURS[side(s)]
            self.bubbles[s].say(self.said.get(s, ""), strong=True)
        if self.laid_heap is not None:
            self.laid_heap.set_caption(tr("Laid down"))
        if self.stock_heap is not None:
            self.stock_heap.set_caption(tr("Stock"))
        if self.track is not None:
            self.track.set_names(tuple(words.side_name(names, s, obs.seats) for s in (0, 1)))

    # ---------------------------------------------------------------- the prompt

    def _offer(self, obs: Observation) -> None:
        """The player's words now: in a talk the four cantes, in the draw Otra, Tapada and
        Me planto (those the rules do not allow dimmed), with his total."""
        if self.fixing is not None:
            return
        news = self.news
        assert news is not None
        self._marks(obs)
        title, lines, buttons = texts.offer(obs, self.selected, news.shown_names,
                                            self.controller.human_claims())
        if self.controller.shared_screen:  # at one screen "your word" says whose
            title = f"{news.shown_names[obs.seat]} · {title}"
        # hidden while it is built again: children added to a shown panel would stay
        # hidden, and the panel be measured without them
        self.prompt_proxy.setVisible(False)
        shown_ = self.prompt.offer(title, lines, buttons)
        self._place_prompt(shown_)
        if self.hint is not None:
            self._mark_hint()

    def _place_prompt(self, shown_: bool) -> None:
        if not shown_ or self.layout is None:
            self.prompt_proxy.setVisible(False)
            return
        room = self.layout.prompt
        self.prompt.adjustSize()
        size = QSizeF(self.prompt.sizeHint())
        scale = min(1.0, room.width() / size.width(), room.height() / size.height())
        readable = min(MIN_TEXT_PX / (PROMPT_SMALLEST_PX * max(self.view_scale, 0.01)),
                       MAX_TEXT_SCALE, (SCENE.width() - 40) / size.width(),
                       SCENE.height() / 2 / size.height())
        # grown to read well, but never over the player's cards: as wide as the table
        # leaves right of them (a window narrowed by a dock shows the table small)
        beside = (SCENE.right() - 12 - room.left()) / size.width()
        scale = max(scale, min(readable, beside))
        bottom = min(room.bottom(), SCENE.bottom() - 8)

        def placed(k: float, left: float = SCENE.left() + 12) -> QRectF:
            w, h = size.width() * k, size.height() * k
            x = min(max(room.center().x() - w / 2, room.left()), SCENE.right() - 12 - w)
            return QRectF(max(x, left), max(SCENE.top() + 8, bottom - h), w, h)

        # grown taller than its room, it would rise over the player's own row (a long
        # draw, its total): right of the row, or under it, whichever keeps it larger
        box = placed(scale)
        row = self._my_row_box()
        if row is not None and box.intersects(row):
            right = row.right() + 6
            beside_row = min(scale, (SCENE.right() - 12 - right) / size.width())
            under_row = min(scale, (bottom - row.bottom() - 6) / size.height())
            if beside_row >= under_row:
                scale, box = beside_row, placed(beside_row, right)
            else:
                scale, box = under_row, placed(under_row)
        self.prompt_proxy.setScale(scale)
        self.prompt_proxy.setPos(box.topLeft())
        self.prompt_proxy.setVisible(True)

    def _my_row_box(self) -> QRectF | None:
        """What the player's own row covers (its cards and its total), None if empty."""
        if self.news is None or not 0 <= self.seat < len(self.rows):
            return None
        row = self.rows[self.seat]
        box = QRectF()
        for spot in row.spots().values():
            box = box.united(card_rect(spot))
        if row.total.isVisible():
            box = box.united(row.total.sceneBoundingRect())
        return None if box.isEmpty() else box

    def _scale_words(self) -> None:
        for plate in self.plates:
            plate.text_scale = self.text_scale
        for bubble in self.bubbles:
            bubble.setScale(self.text_scale)

    # ---------------------------------------------------------------- the player's actions

    @property
    def seat(self) -> int:
        return self.news.obs.seat if self.news is not None else 0

    def _my_turn(self) -> Observation | None:
        news = self.news
        if news is None or not self.controller.human_to_act:
            return None
        obs = news.obs
        return obs if obs.to_act == obs.seat else None

    def _pressed(self, name: str) -> None:
        """A button of the prompt."""
        if name == "next":
            self.controller.next_hand()
            return
        if name == "new_game":
            self.new_game_wanted.emit()
            return
        if name == "salir":
            claims = self.controller.human_claims()
            if claims:
                self.controller.claim(claims[0].seat)
            return
        obs = self._my_turn()
        if obs is None:
            return
        seat = obs.seat
        if name == "paso":
            if obs.cut is not None:
                self.controller.act(paso(seat, cut=True))
            else:
                self.controller.act(say(seat, Word.PASO, tuple(self.selected)))
        elif name in ("baciga", "bacigote"):
            self._sing(obs, Word(name))
        elif name == "cartas":
            self.controller.act(say(seat, Word.CARTAS))
        elif name in ("up", "down"):
            self.controller.act(draw(seat, Way(name)))
        elif name == "stand":
            self._stand(obs)

    def _sing(self, obs: Observation, word: Word) -> None:
        """Báciga or bacigote: its comodines fixed first, on the card (section 3)."""
        hand = obs.hand
        comodines = tuple(c for c in hand if is_comodin(c) and c not in dict(obs.fix))
        if not comodines:
            self.controller.act(say(obs.seat, word))
            return
        as_value = obs.options.as_value
        options = (baciga_fixes(hand, as_value) if word is Word.BACIGA
                   else bacigote_fixes(hand))
        if not options:  # not a cante whatever the fix: the rules refuse it, and say why
            low = 1 if word is Word.BACIGA else next(
                (c.rank for c in hand if not is_comodin(c)), 1)
            self.controller.act(say(obs.seat, word, fix=tuple((c, low) for c in comodines)))
            return
        self._start_fixing(Fixing(word, comodines, tuple(options), []))

    def _stand(self, obs: Observation) -> None:
        """Me planto: the free comodines fixed first, on the card, within 31 (section 9)."""
        free = tuple(c for c in obs.hand if is_comodin(c) and c not in dict(obs.fix))
        if not free:
            self.controller.act(stand(obs.seat))
            return
        options = stand_fixes(obs.hand, obs.fix, obs.options.as_value)
        self._start_fixing(Fixing(None, free, tuple(options), []))

    def _start_fixing(self, fixing: Fixing) -> None:
        self.fixing = fixing
        self.prompt_proxy.setVisible(False)
        self._ask_rank()

    def _ask_rank(self) -> None:
        fixing = self.fixing
        news = self.news
        if fixing is None or news is None:
            return
        card = fixing.current
        ranks = fixing.ranks()
        best = texts.best_rank(news.obs, fixing.word, card, ranks, fixing.options,
                               dict(zip(fixing.comodines, fixing.chosen, strict=False)))
        title = texts.picker_title(card, fixing.word)
        note = texts.picker_note(news.obs, fixing.word, card, ranks)
        self.picker_proxy.setVisible(False)
        self.picker.ask(card, title, ranks, note, best)
        if self.hint is not None:
            for c, r in self.hint.fix:
                if c is card:
                    b = self.picker.button(f"rank_{r}")
                    if b is not None:
                        b.setProperty("best", True)
                        b.style().unpolish(b)
                        b.style().polish(b)
        self._place_picker(card)

    def _place_picker(self, card: Card) -> None:
        """Beside the comodín, level with it (to its right, else its left, else above it),
        at a readable size, so the card it fixes stays in sight."""
        item = self.cards[card]
        self.picker.adjustSize()
        size = QSizeF(self.picker.sizeHint())
        scale = min(MAX_TEXT_SCALE, max(1.0, MIN_TEXT_PX / (15 * max(self.view_scale, 0.01))))
        w, h = size.width() * scale, size.height() * scale
        r = card_rect(Spot(item.pos().x(), item.pos().y(), item.rotation(), item.scale()))
        y = min(max(r.center().y() - h / 2, SCENE.top() + 8), SCENE.bottom() - 8 - h)
        hand = self._hand_rect(card)
        if r.right() + 16 + w <= SCENE.right() - 8:
            x = r.right() + 16
        elif hand.top() - 8 - h >= SCENE.top() + 8:  # above the hand: every card in sight
            x = min(max(r.center().x() - w / 2, SCENE.left() + 8), SCENE.right() - 8 - w)
            y = hand.top() - 8 - h
        elif r.left() - 16 - w >= SCENE.left() + 8:
            x = r.left() - 16 - w
        else:
            x = min(max(r.center().x() - w / 2, SCENE.left() + 8), SCENE.right() - 8 - w)
            y = max(SCENE.top() + 8, r.top() - h - 8)
        self.picker_proxy.setScale(scale)
        self.picker_proxy.setPos(QPointF(x, y))
        self.picker_proxy.setVisible(True)
        buttons = self.picker.buttons
        if buttons:
            buttons[0].setFocus()

    def _hand_rect(self, card: Card) -> QRectF:
        """Where the player's cards lie (`card`, the comodín being fixed, among them)."""
        obs = self._my_turn()
        held = [c for c in (obs.hand if obs is not None else ()) if c in self.cards]
        out = QRectF()
        for c in held or [card]:
            i = self.cards[c]
            out = out.united(card_rect(Spot(i.pos().x(), i.pos().y(), i.rotation(),
                                            i.scale())))
        return out

    def _rank_chosen(self, rank: int) -> None:
        fixing = self.fixing
        obs = self._my_turn()
        if fixing is None or obs is None:
            self._end_fixing()
            return
        fixing.chosen.append(rank)
        if len(fixing.chosen) < len(fixing.comodines):
            self._ask_rank()
            return
        fix = tuple(zip(fixing.comodines, fixing.chosen, strict=True))
        self._end_fixing()
        if fixing.word is None:
            self.controller.act(stand(obs.seat, fix))
        else:
            self.controller.act(say(obs.seat, fixing.word, fix=fix))
        if self.controller.human_to_act:  # refused: the words again
            self._offer(obs)

    def _fix_cancelled(self) -> None:
        self._end_fixing()
        obs = self._my_turn()
        if obs is not None:
            self._offer(obs)

    def _end_fixing(self) -> None:
        self.fixing = None
        self.picker_proxy.setVisible(False)

    def _clicked(self, card: object) -> None:
        """A card of the player's: in a talk it is chosen to lay down (or no longer); in the
        draw it is the card he keeps face down (the rules say whether he still may)."""
        obs = self._my_turn()
        if obs is None or not isinstance(card, Card) or self.fixing is not None:
            return
        if obs.phase is Phase.TALK:
            self._toggle(obs, card)
        elif obs.phase is Phase.DRAW:
            self.controller.act(tapar(obs.seat, card))

    def _toggle(self, obs: Observation, card: Card) -> None:
        if card not in obs.hand:
            return
        if card in self.selected:
            self.selected.remove(card)
        else:
            self.selected.append(card)
        self._queue_move(picture(obs, self.controller.watched), obs)
        self._offer(obs)

    # ---------------------------------------------------------------- hints

    def show_hint(self, found: Hint) -> None:
        self.hint = found
        if self.news is not None:
            self._marks(self.news.obs)
        self._mark_hint()

    def _hinted_cards(self) -> tuple[Card, ...]:
        h = self.hint
        if h is None:
            return ()
        if h.action.kind is Kind.TAPAR and isinstance(h.action.value, Card):
            return (h.action.value,)
        if h.action.kind is Kind.SAY and h.action.value is Word.PASO:
            return h.laid
        return ()

    def _mark_hint(self) -> None:
        h = self.hint
        if h is None:
            return
        a = h.action
        name = {Kind.SAY: str(a.value), Kind.DRAW: str(a.value), Kind.STAND: "stand",
                Kind.SALIR: "salir"}.get(a.kind, "")
        if self.prompt_proxy.isVisible():
            self.prompt.mark_hinted((name,))

    # ---------------------------------------------------------------- redrawing

    def redraw_cards(self) -> None:
        for item in (*self.cards.values(), *self.backs.values()):
            item.update()

    def redraw(self) -> None:
        """Paint the table again as it is (a language change, the highlight switched)."""
        if self.news is None:
            return
        news = self.controller.news_now()
        self.news = news
        self._paint_seats(news)
        self._put(picture(news.obs, self.controller.watched, news.seen), news.obs)
        if not self.animator.busy:  # the chips' words too (a credit on its way lands first)
            self._reset_track(news.obs)
        if self.fixing is not None:
            self._ask_rank()
        elif self.controller.human_to_act and self.prompt_proxy.isVisible():
            self._offer(news.obs)
        elif self.summary is not None and self.prompt_proxy.isVisible():
            if self.controller.match.is_over:
                outcome = self.controller.match.outcome()
                if outcome is not None:
                    self.summary = texts.game_summary(news, outcome)
            else:
                self.summary = texts.deal_summary(news)
            self._show_summary()

    # ---------------------------------------------------------------- keys

    def handle_key_release(self, event: QKeyEvent) -> bool:
        return False

    def handle_key(self, event: QKeyEvent) -> bool:
        """1 to 6 choose that card (to lay down, or to keep face down); Left/Right and Enter
        choose a card; P, B, G, C say paso, báciga, bacigote, cartas; O, T, M ask for a card
        (otra), a tapada, or stand (me planto); S claims salirse; N deals on; Up/Down/Tab
        and Enter move between and press the buttons; Escape closes the rank picker."""
        key = event.key()
        if self._cover_key(key):
            return True
        if self.picker_proxy.isVisible():
            if key == Qt.Key.Key_Escape:
                self._fix_cancelled()
                return True
            if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down,
                       Qt.Key.Key_Tab):
                keys.focus_step(self.picker.buttons,
                                -1 if key in (Qt.Key.Key_Left, Qt.Key.Key_Up) else 1)
                return True
            if key in keys.CHOOSE:
                return keys.activate(self.picker.buttons)
            return True
        showing = self.prompt_proxy.isVisible()
        if showing and key in BUTTON_KEYS:
            for b in self.prompt.buttons:
                if b.property("act") in BUTTON_KEYS[Qt.Key(key)]:
                    b.click()
                    return True
        obs = self._my_turn()
        hand = self._hand(obs) if obs is not None else ()
        if key in _NUMBERS and hand:
            k = _NUMBERS.index(Qt.Key(key))
            if k < len(hand):
                self._clicked(hand[k])
            return True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand and obs is not None:
            self.focus_index = keys.card_step(self.focus_index, len(hand),
                                              -1 if key == Qt.Key.Key_Left else 1)
            self._marks(obs)
            return True
        if key in keys.CHOOSE and hand and 0 <= self.focus_index < len(hand):
            self._clicked(hand[self.focus_index])
            return True
        if showing and self.prompt.buttons:
            return keys.button_key(key, self.prompt.buttons)
        return False

    # ---------------------------------------------------------------- for tests and checks

    def visible_rects(self) -> dict[str, QRectF]:
        assert self.layout is not None
        return self.layout.rects()


__all__ = ["BacigaBoard", "BacigaLayout", "Fixing", "table_layout"]
