"""The cards a player shows in front of him, between his hand and the middle of the table: a
row of face-up cards in groups (a pair or a trío stacked with a small offset, so that it
reads as one and every card's corner shows), one card kept face down and set apart (a
tapada), and a running total the game writes: on the tapada's lower edge, else after the
last card.

The row holds no rules: the game says how the cards are grouped, which one is kept face
down and what the total reads. It owns no card: it gives `Spot`s for the game's items.
A row longer than its room closes up, each card still showing its corner.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Generic, TypeVar

from PySide6.QtCore import QObject, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from .animator import Animator, Builder
from .badge import BOX_H, Badge
from .card_item import CardItem
from .layout import CARD_SIZE, Spot
from .motion import glide

C = TypeVar("C", bound=Hashable)  # the game's card

STACK_DX = 0.26  # each card of a group lies this much of a card's width to the right,
STACK_DY = 0.06  # and this much of its height lower, than the one under it
GROUP_GAP = 0.1  # between two groups, in card widths
APART = 0.4  # before the tapada
TAPADA_TURN = 6.0  # the tapada lies a little turned: kept apart
TILT = 0.16  # how far, in card widths, its turn takes its corners past its width
SHOWING = 0.34  # of its width, what a card covered by the next group still shows
TOTAL_W = 58.0  # the running total's box: as wide as a tapada at the smallest scale
TOTAL_GAP = 0.2  # before the total, in card widths
_TRIO = 3


@dataclass(frozen=True, slots=True)
class Showing(Generic[C]):
    """What a seat shows: its face-up cards in groups (each a single card, a pair or a
    trío), one card kept face down apart (`tapada`) or none, and the running `total` as the
    game writes it ("" for none)."""

    groups: tuple[tuple[C, ...], ...] = ()
    tapada: C | None = None
    total: str = ""

    @property
    def cards(self) -> tuple[C, ...]:
        out = tuple(c for g in self.groups for c in g)
        return out + ((self.tapada,) if self.tapada is not None else ())


def row_height(scale: float) -> float:
    """A row's height: a trío's three cards stepping down."""
    return CARD_SIZE.height() * scale * (1 + (_TRIO - 1) * STACK_DY)


def row_length(cards: int, scale: float, close_up: bool = False) -> float:
    """The length of a row of `cards` single cards and a tapada apart (with the total on
    it), or the total after them (it takes less room): at ease, or closed up (each card
    showing only its corner)."""
    w = CARD_SIZE.width() * scale
    advance = SHOWING * w if close_up else (1 + GROUP_GAP) * w
    tapada = APART * w + w + TILT * w
    return (max(cards, 1) - 1) * advance + w + max(tapada, TOTAL_GAP * w + TOTAL_W)


def _group_width(size: int, w: float) -> float:
    return w * (1 + (size - 1) * STACK_DX)


def row_spots(showing: Showing[C], centre: QPointF, length: float, scale: float,
              z0: float = 30) -> tuple[dict[C, Spot], QPointF | None]:
    """Where each shown card lies in a row centred on `centre` and no longer than `length`
    (closing up as far as each card's corner allows), and where the total's box goes
    (None when there is no total)."""
    w = CARD_SIZE.width() * scale
    h = CARD_SIZE.height() * scale
    widths = [_group_width(len(g), w) for g in showing.groups if g]
    groups = [g for g in showing.groups if g]
    tail = 0.0
    if showing.tapada is not None:
        tail += (APART * w if groups else 0.0) + w + TILT * w
    elif showing.total:
        tail += TOTAL_GAP * w + TOTAL_W
    natural = sum(widths) + GROUP_GAP * w * max(0, len(widths) - 1) + tail
    overlap = 0.0
    if natural > length and len(widths) > 1:  # close the groups up, evenly
        most = (1 + GROUP_GAP - SHOWING) * w
        overlap = min(most, (natural - length) / (len(widths) - 1))
    total_len = natural - overlap * max(0, len(widths) - 1)
    x = centre.x() - total_len / 2
    top_y = centre.y() - (_TRIO - 1) * STACK_DY * h / 2
    out: dict[C, Spot] = {}
    z = z0
    for group, gw in zip(groups, widths, strict=True):
        for k, card in enumerate(group):
            out[card] = Spot(x + w / 2 + k * STACK_DX * w, top_y + k * STACK_DY * h, 0.0,
                             scale, z, True)
            z += 1
        x += gw + GROUP_GAP * w - overlap
    if groups:
        x -= GROUP_GAP * w - overlap
    total = None
    if showing.tapada is not None:
        x += APART * w if groups else 0.0
        tapada = Spot(x + w / 2 + TILT * w / 2, centre.y(), TAPADA_TURN, scale, z, False)
        out[showing.tapada] = tapada
        if showing.total:  # across the tapada's lower edge, inside the row
            total = QPointF(tapada.x, centre.y() + row_height(scale) / 2 - BOX_H / 2)
    elif showing.total:
        total = QPointF(x + TOTAL_GAP * w + TOTAL_W / 2, centre.y())
    return out, total


class ShownRow(QObject, Generic[C]):
    """The row of one seat, centred on `centre`, `length` long at most, its cards at `scale`
    (upright, to be read from every seat). `item_of` gives the game's item of a card."""

    def __init__(self, scene: QGraphicsScene, centre: QPointF, length: float, scale: float,
                 item_of: Callable[[C], CardItem]) -> None:
        super().__init__(scene)
        self.centre = QPointF(centre)
        self.length = length
        self.scale = scale
        self.item_of = item_of
        self.showing: Showing[C] = Showing()
        self.total = Badge(TOTAL_W)
        self.total.setVisible(False)
        scene.addItem(self.total)

    def show(self, showing: Showing[C]) -> None:
        """The row now shows `showing` (its total's box moves at once; the cards move with
        `glide` or the game's own animation)."""
        self.showing = showing
        _, at = row_spots(showing, self.centre, self.length, self.scale)
        self.total.text = showing.total
        self.total.setVisible(at is not None)
        if at is not None:
            self.total.setPos(at)

    def clear(self) -> None:
        self.show(Showing())

    def spots(self) -> dict[C, Spot]:
        return row_spots(self.showing, self.centre, self.length, self.scale)[0]

    def landing(self, card: C) -> Spot:
        """Where `card` would lie if it were shown next, alone, after the other groups."""
        s = self.showing
        grown: Showing[C] = Showing((*s.groups, (card,)), s.tapada, s.total)
        spots, _ = row_spots(grown, self.centre, self.length, self.scale)
        return spots[card]

    def rect(self) -> QRectF:
        """The room the row may take: `length` by a trío's height, and the total's box."""
        h = max(row_height(self.scale), BOX_H)
        return QRectF(self.centre.x() - self.length / 2, self.centre.y() - h / 2,
                      self.length, h)

    def moves(self) -> list[tuple[CardItem, Spot]]:
        return [(self.item_of(card), spot) for card, spot in self.spots().items()]

    def glide(self, animator: Animator, ms: float = 320) -> Builder:
        return glide(animator, self.moves(), ms)
