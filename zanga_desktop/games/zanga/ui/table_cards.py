"""The forty cards on the table: hands, the trick, the tricks won, the zanga's eight.

Every card's place follows from the table record (`targets`), so after any step each card
animates from where it is to where the record says it belongs; the deal adds its own
choreography. The human's playable cards are marked from the seat's `Observation`.

The table is seen from `view_seat` (seat 0 unless several humans share the screen): that
seat sits at the bottom, its hand fanned and face up, the others counter-clockwise round the
table as the layout's places go.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QObject, QPointF, QTimer, Signal
from PySide6.QtWidgets import QGraphicsScene

from ....ui.table.animator import Animator
from ....ui.table.art import CARD_H, Deck
from ....ui.table.card_item import CardItem
from ....ui.table.layout import CENTRE, PLACES, TRICK_SCALE, Place, Spot, hand_spots, pile_spot
from ..rules import DECK, Card, Kind, Observation, Phase
from ..rules.cards import sort_key
from .news import Table, Trick

ZANGA_SPOT = QPointF(470, 300)
HINT_LIFT = 30.0  # how far the suggested card stands out of the hand
FOCUS_LIFT = 14.0  # and the card chosen with the arrow keys
_TRICK_TURN = (2.0, -4.0, 3.0, -2.0)


#: When the faces not shown by the deal are rendered: after the table's first frames.
PREWARM_LATER_MS = 250


@dataclass(frozen=True, slots=True)
class Seen:
    """What the cards are laid out from: the table, and whether the human is choosing a
    card now with these `legal` ones (from the seat's observation)."""

    table: Table
    playing: bool
    legal: frozenset[Card]
    #: The bottom seat's hand is the viewer's own (not at a spectator's table, where it is
    #: a guess: `TableController.watched`).
    own_hand: bool = True
    #: The seat at the bottom of the table, whose hand is shown.
    viewer: int = 0
    #: Every hand face up: a saved game watched (`TableController.open_hands`).
    every_hand: bool = False


def legal_cards(obs: Observation | None) -> frozenset[Card]:
    if obs is None:
        return frozenset()
    return frozenset(a.value for a in obs.legal
                     if a.kind is Kind.PLAY and isinstance(a.value, Card))


def sorted_hand(table: Table, seat: int) -> list[Card]:
    return sorted(table.hands[seat], key=lambda c: sort_key(c, table.trump))


def turned(seat: int, viewer: int) -> int:
    """Where `seat` sits on a table seen from `viewer`: 0 at the bottom, then
    counter-clockwise, as `PLACES` (and the last trick's panel) go."""
    return (seat - viewer) % 4


def place_of(seat: int, viewer: int) -> Place:
    """Where `seat` sits on a table seen from `viewer` (at the bottom)."""
    return PLACES[turned(seat, viewer)]


def trick_turn(seat: int, viewer: int) -> float:
    """The slant of `seat`'s card in the trick, by where it sits."""
    return _TRICK_TURN[turned(seat, viewer)]


class TableCards(QObject):
    """The card pieces and where they go. `seen` is asked at each animation's start, so a
    queued animation lays the cards out as the latest record says."""

    clicked = Signal(object)  # Card: a playable card of the human's was clicked

    def __init__(self, scene: QGraphicsScene, animator: Animator, deck: Deck,
                 seen: Callable[[], Seen]) -> None:
        super().__init__(scene)
        self.scene = scene
        self.anim = animator
        self.deck = deck
        self._seen = seen
        self.highlight_legal = True
        self.reveal = False
        self.focus_index = -1
        self.hint_card: Card | None = None
        self.items: dict[Card, CardItem] = {}
        for card in DECK:
            item = CardItem(card, deck)
            item.clicked.connect(self._on_clicked)
            scene.addItem(item)
            item.setScale(0.5)
            item.setPos(CENTRE)
            self.items[card] = item

    def forget_choice(self) -> None:
        """No hint shown, no card chosen with the keys."""
        self.hint_card = None
        self.focus_index = -1

    # ---------------------------------------------------------------- where cards belong

    def targets(self, pending: Trick | None = None) -> dict[Card, Spot]:
        """Every card's place on the table now; `pending` is a trick just completed that
        should still lie on the table."""
        seen = self._seen()
        st = seen.table
        out: dict[Card, Spot] = {}
        deal = st.deal
        if deal is None:
            for i, card in enumerate(DECK):
                out[card] = Spot(CENTRE.x() + i * 0.3, CENTRE.y() - i * 0.3, 0, 0.5, 1 + i * 0.01)
            return out
        lifted_ok = seen.playing
        legal = seen.legal if lifted_ok and st.to_act is not None else frozenset()
        v = seen.viewer
        for seat in range(4):
            if seat == st.out_seat and not seen.every_hand:  # his cards lie by the zanga
                continue
            cards = sorted_hand(st, seat)
            shown = (seat == v and seen.own_hand) or self.reveal or seen.every_hand
            lifted = frozenset(i for i, c in enumerate(cards)
                               if self.highlight_legal and c in legal and seat == st.to_act)
            spots = hand_spots(place_of(seat, v), len(cards), shown, fan=(seat == v),
                               lifted=lifted, room=8)
            for i, (c, s) in enumerate(zip(cards, spots, strict=True)):
                # the hint's card stands out of the hand, above the cards merely legal
                if c == self.hint_card and lifted_ok:
                    s = replace(s, y=s.y - HINT_LIFT)
                # the keyboard's card rises a little and comes to the front, outline whole
                if seat == v and lifted_ok and i == self.focus_index:
                    s = replace(s, y=s.y - FOCUS_LIFT, z=s.z + 9.5)
                out[c] = s
        trick_cards = pending if pending is not None else st.trick
        done = st.tricks[:-1] if pending is not None else st.tricks
        for k, (seat, card) in enumerate(trick_cards):
            p = place_of(seat, v).trick
            out[card] = Spot(p.x(), p.y(), trick_turn(seat, v), TRICK_SCALE, 30 + k, True)
        counts = [0, 0, 0, 0]
        for winner, trick in done:
            for k, (_, card) in enumerate(trick):
                s = pile_spot(place_of(winner, v), counts[winner], z0=2 + counts[winner])
                out[card] = Spot(s.x, s.y, s.rotation, s.scale, s.z + k * 0.01, False)
            counts[winner] += 1
        rest = [c for c in deal.zanga if c not in out]
        rest += [c for c in DECK if c not in out and c not in rest]
        for i, card in enumerate(rest):
            layer = 0 if i < 8 else 1
            out[card] = Spot(ZANGA_SPOT.x() + i * 1.2 + layer * 26, ZANGA_SPOT.y() - i * 1.2
                             + layer * 16, 0, 0.5, 1 + i * 0.01, self.reveal and layer == 1)
        return out

    def sync(self, ms: float = 380, pending: Trick | None = None
             ) -> Callable[[], QAbstractAnimation | None]:
        """An animation builder: every card from where it is to where it belongs."""
        def build() -> QAbstractAnimation | None:
            group = self.anim.parallel()
            for card, spot in self.targets(pending).items():
                item = self.items[card]
                item.setZValue(spot.z)
                if (item.pos() - spot.pos).manhattanLength() > 0.5:
                    group.addAnimation(self.anim.prop(item, "pos", spot.pos, ms,
                                                      QEasingCurve.Type.InOutCubic))
                if abs(item.rotation() - spot.rotation) > 0.1:
                    group.addAnimation(self.anim.prop(item, "rotation", spot.rotation, ms))
                if abs(item.scale() - spot.scale) > 0.001:
                    group.addAnimation(self.anim.prop(item, "scale", spot.scale, ms))
                if item.face_up != spot.face_up:
                    group.addAnimation(self.anim.prop(item, "faceUp", 1.0 if spot.face_up
                                                      else 0.0, ms, QEasingCurve.Type.Linear))
            return group if group.animationCount() else None
        return build

    def place_now(self) -> None:
        """Put every card where it belongs, without animation."""
        for card, spot in self.targets().items():
            item = self.items[card]
            item.setPos(spot.pos)
            item.setRotation(spot.rotation)
            item.setScale(spot.scale)
            item.setZValue(spot.z)
            item.set_face_up(spot.face_up)
        self.apply_marks()

    # ---------------------------------------------------------------- the deal

    def deal(self, table: Table, before: Callable[[], None]) -> None:
        """Queue the deal of `table`'s hand: the deck gathered before the dealer (`before`
        runs then, with the cards gathered), packets of four to each seat twice round, the
        zanga's eight in the middle, then every card to its place."""
        deal = table.deal
        dealer = table.dealer
        assert deal is not None and dealer is not None
        v = self._seen().viewer
        dealer_place = place_of(dealer, v)
        origin = CENTRE + (dealer_place.hand - CENTRE) * 0.55

        def gather() -> None:
            for i, card in enumerate(DECK):
                item = self.items[card]
                item.set_face_up(False)
                item.set_marks()
                item.setPos(origin + QPointF(i * 0.25, -i * 0.25))
                item.setRotation(dealer_place.hand_rotation)
                item.setScale(0.5)
                item.setZValue(1 + i * 0.01)
            before()
            self.prewarm(deal.hands[v])

        self.anim.call(gather)

        def packets() -> QAbstractAnimation | None:
            seq = self.anim.sequential()
            for rnd in range(2):
                for k in range(1, 5):
                    seat = (dealer + k) % 4
                    spots = hand_spots(place_of(seat, v), 8, False, fan=(seat == v))
                    group = self.anim.parallel()
                    for j in range(4):
                        idx = rnd * 4 + j
                        card = deal.hands[seat][idx]
                        item = self.items[card]
                        s = spots[idx]
                        item.setZValue(20 + rnd * 10 + j)
                        group.addAnimation(self.anim.prop(item, "pos", s.pos, 230,
                                                          delay_ms=j * 35))
                        group.addAnimation(self.anim.prop(item, "rotation", s.rotation, 230,
                                                          delay_ms=j * 35))
                        group.addAnimation(self.anim.prop(item, "scale", s.scale, 230,
                                                          delay_ms=j * 35))
                    seq.addAnimation(group)
            group = self.anim.parallel()
            for i, card in enumerate(deal.zanga):
                group.addAnimation(self.anim.prop(
                    self.items[card], "pos",
                    QPointF(ZANGA_SPOT.x() + i * 1.2, ZANGA_SPOT.y() - i * 1.2), 260,
                    delay_ms=i * 25))
                group.addAnimation(self.anim.prop(self.items[card], "rotation", 0.0, 260))
            seq.addAnimation(group)
            return seq

        self.anim.enqueue(packets)
        self.anim.enqueue(self.sync(420))
        self.anim.call(self.apply_marks)

    def prewarm(self, shown: Sequence[Card] = DECK) -> None:
        """Render the faces at the sizes this hand will show them, so no animation frame
        waits for the SVG renderer: the backs and the cards `shown` face up by the deal now,
        before anything moves; every other face once the deal is drawn (a face is first seen
        there when a card is played)."""
        views = self.scene.views()
        if not views:
            return
        view = views[0]
        scale = view.transform().m11() * view.devicePixelRatioF() * CARD_H
        for size in (PLACES[1].hand_scale, 0.42):
            self.deck.pixmap(self.deck.back, size * scale)
        for card in shown:
            self.deck.pixmap(str(card), PLACES[0].hand_scale * scale)

        def rest() -> None:
            for card in DECK:
                for size in (PLACES[0].hand_scale, TRICK_SCALE):
                    self.deck.pixmap(str(card), size * scale)

        QTimer.singleShot(PREWARM_LATER_MS, rest)

    # ---------------------------------------------------------------- marks and clicks

    def clear_marks(self) -> None:
        for item in self.items.values():
            item.set_marks()
            item.set_clickable(False)

    def apply_marks(self) -> None:
        """The human's cards clickable while he chooses one, the legal ones outlined, the
        hint's and the keyboard's marked."""
        self.clear_marks()
        seen = self._seen()
        if not seen.playing:
            return
        st = seen.table
        seat = st.to_act
        assert seat is not None
        for i, card in enumerate(sorted_hand(st, seat)):
            item = self.items[card]
            item.set_clickable(True)
            item.set_marks(marked=self.highlight_legal and card in seen.legal,
                           focus=i == self.focus_index, hinted=card == self.hint_card)

    def _on_clicked(self, card: object) -> None:
        if isinstance(card, Card):
            self.clicked.emit(card)

    def wobble(self, card: Card) -> None:
        """A refused card shakes in the hand."""
        if self.anim.speed <= 0:
            return
        item = self.items[card]
        base = item.rotation()
        wobble = self.anim.sequential(
            *(self.anim.prop(item, "rotation", base + d, 45, QEasingCurve.Type.InOutSine)
              for d in (-6, 6, -4, 4, 0)))
        self._wobble = wobble  # kept alive while it runs
        wobble.start()


def playing(table: Table, human_to_act: bool) -> bool:
    """The human is choosing a card (not a word) now."""
    return human_to_act and table.phase is Phase.PLAY
