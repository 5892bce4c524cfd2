"""Cards lying face down in a heap with their count always in sight: the cards laid down in
the middle of the table, the stock, a side's captured cards. The count's box stands beside
the heap and its caption ("Laid down", a side's name) under the box, both above any card,
so that however many cards land on the heap nobody has to count them.

A heap holds no rules and owns no card: it gives `Spot`s for the game's items (only the top
few are offset, so a heap of thirty looks like one) and shows the count it is told.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Generic, TypeVar

from PySide6.QtCore import QObject, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from .animator import Animator, Builder
from .badge import BOX_H, CAPTION_H, Badge, Caption
from .card_item import CardItem
from .layout import Spot, card_rect
from .motion import glide

C = TypeVar("C", bound=Hashable)  # the game's card

HEAP_SCALE = 0.42  # as a won-trick pile's cards
LAYERS = 5  # the top cards of a heap, each a little offset: its thickness
STEP = 1.6  # scene units between two layers
_TURNS = (-3.0, 2.0, -1.0, 3.0, -2.0)
COUNT_W = 58.0
CAPTION_W = 170.0
_GAP = 8.0


def heap_spot(at: QPointF, index: int, count: int, scale: float = HEAP_SCALE,
              rotation: float = 0.0, z0: float = 2.0) -> Spot:
    """The `index`-th card (bottom first) of a heap of `count` cards at `at`: the bottom ones
    squared on its place, the top `LAYERS` each a little higher."""
    layer = max(0, index - (count - LAYERS))
    return Spot(at.x() + layer * STEP, at.y() - layer * STEP,
                rotation + _TURNS[index % len(_TURNS)], scale, z0 + index * 0.01, False)


def _places(at: QPointF, scale: float, rotation: float) -> tuple[QRectF, QPointF, QPointF]:
    """What a heap's cards cover at their thickest, and the centres of its count's box
    (beside them, level with their middle) and of its caption's room (under the box, from
    its left edge)."""
    cards = [card_rect(heap_spot(at, i, LAYERS, scale, rotation)) for i in range(LAYERS)]
    lying = cards[0]
    for r in cards[1:]:
        lying = lying.united(r)
    left = lying.right() + _GAP
    middle = lying.center().y()
    count = QPointF(left + COUNT_W / 2, middle - (BOX_H + 4 + CAPTION_H) / 2 + BOX_H / 2)
    caption = QPointF(left + CAPTION_W / 2, count.y() + BOX_H / 2 + 4 + CAPTION_H / 2)
    return lying, count, caption


def heap_rect(at: QPointF, scale: float = HEAP_SCALE, rotation: float = 0.0) -> QRectF:
    """What a heap's cards, its count's box and its caption cover, around `at`."""
    lying, count, caption = _places(at, scale, rotation)
    return lying.united(Badge.rect_of(COUNT_W).translated(count)).united(
        Caption.rect_of(CAPTION_W).translated(caption))


class Heap(QObject, Generic[C]):
    """A heap at `at` of cards at `scale` (turned by `rotation`), with its count beside it and
    `caption` under it. `item_of` gives the game's item of a card."""

    def __init__(self, scene: QGraphicsScene, at: QPointF, item_of: Callable[[C], CardItem],
                 caption: str = "", scale: float = HEAP_SCALE, rotation: float = 0.0,
                 z0: float = 2.0) -> None:
        super().__init__(scene)
        self.at = QPointF(at)
        self.item_of = item_of
        self.scale = scale
        self.rotation = rotation
        self.z0 = z0
        self._cards: tuple[C, ...] = ()
        self.count_box = Badge(COUNT_W)
        self.count_box.text = "0"
        self.caption = Caption(CAPTION_W, left=True)
        self.caption.text = caption
        _, count, under = _places(at, scale, rotation)
        self.count_box.setPos(count)
        self.caption.setPos(under)
        scene.addItem(self.count_box)
        scene.addItem(self.caption)

    @property
    def cards(self) -> tuple[C, ...]:
        return self._cards

    @property
    def count(self) -> int:
        return int(self.count_box.text or 0)

    def move_to(self, at: QPointF) -> None:
        """The heap lies at `at` now (a table turned to another player); its cards follow
        on their next move."""
        self.at = QPointF(at)
        _, count, under = _places(self.at, self.scale, self.rotation)
        self.count_box.setPos(count)
        self.caption.setPos(under)

    def set_cards(self, cards: Sequence[C]) -> None:
        """The heap holds `cards` (bottom first) and shows their count."""
        self._cards = tuple(cards)
        self.set_count(len(self._cards))

    def set_count(self, count: int) -> None:
        """Show `count` (a heap whose cards are not on the table, such as the stock)."""
        self.count_box.text = str(count)

    def set_caption(self, text: str) -> None:
        self.caption.text = text

    def spots(self) -> dict[C, Spot]:
        n = len(self._cards)
        return {card: heap_spot(self.at, i, n, self.scale, self.rotation, self.z0)
                for i, card in enumerate(self._cards)}

    def landing(self) -> Spot:
        """Where the next card laid on the heap lies."""
        n = len(self._cards) + 1
        return heap_spot(self.at, n - 1, n, self.scale, self.rotation, self.z0)

    def rect(self) -> QRectF:
        return heap_rect(self.at, self.scale, self.rotation)

    def moves(self) -> list[tuple[CardItem, Spot]]:
        return [(self.item_of(card), spot) for card, spot in self.spots().items()]

    def glide(self, animator: Animator, ms: float = 320) -> Builder:
        return glide(animator, self.moves(), ms)
