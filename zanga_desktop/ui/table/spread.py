"""Cards lying face up in the middle of the table, as a capture game lays them out.

Each value of the game's order key (a rank's place in its sequence) has a column of its own,
left to right, so that a run of ranks lies side by side and a missing rank shows as a gap:
the run a capture would take reads at a glance. A card keeps its place while others come and
go, and the spread says where a card will land before it lands (`landing`). A set of its
cards can be lit (what a card in hand would take, shown while the pointer is over it), and
a stack of up to four cards can lie crossed on one of them, with a caption the game writes
("¡Se cae!", "Contra").

The spread holds no rules: the game says which cards lie there, which one a stack lies on
and what a hovered card would take. It owns no card either: the game hands it its own
`CardItem`s (`item_of`) and moves them to the spread's `spots`, or lets `glide` do it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from PySide6.QtCore import QObject, QPointF, QRectF, QSizeF, Qt
from PySide6.QtWidgets import QGraphicsScene

from .animator import Animator, Builder
from .card_item import CardItem
from .layout import CARD_SIZE, Spot, card_rect
from .motion import glide
from .pieces import Label

C = TypeVar("C", bound=Hashable)  # the game's card

MAX_SCALE = 0.5  # as large as a side seat's hand
MIN_SCALE = 0.3
PITCH = 1.16  # from one column to the next, in card widths: room for a crossed stack
DROP = 0.26  # each further card of a column lies this much of a card's height lower
CAPTION_BAND = 56.0  # above each row: a stack's caption (a `Label` of 14 points, 51 high)
CAPTION_PT = 14.0
MAX_STACK = 4
STACK_SCALE = 0.85  # a crossed card, smaller than the card it lies on so its ends stay short
#: The crossed cards: each turned across the card below, a little differently, and moved a
#: little along it, so that they can be counted (turn degrees, dx and dy in card sizes).
STACK_LIE = ((84.0, 0.0, -0.05), (97.0, 0.04, 0.03), (77.0, -0.04, -0.09),
             (103.0, 0.05, 0.08))
_MARGIN = 8.0


@dataclass(frozen=True, slots=True)
class SpreadShape:
    """How a spread of `keys` columns is drawn: the cards' scale and the rows the columns
    are broken into (a long sequence on a narrow table)."""

    keys: int
    depth: int
    scale: float
    rows: int

    @property
    def per_row(self) -> int:
        return math.ceil(self.keys / self.rows)

    @property
    def pitch(self) -> float:
        return CARD_SIZE.width() * self.scale * PITCH

    @property
    def row_height(self) -> float:
        h = CARD_SIZE.height() * self.scale
        return CAPTION_BAND + h * (1 + (self.depth - 1) * DROP) + _MARGIN

    def size(self) -> QSizeF:
        return QSizeF(self.per_row * self.pitch, self.rows * self.row_height)

    def reach(self) -> float:
        """How far a crossed stack's cards reach past the half pitch of their column."""
        w, h = CARD_SIZE.width() * self.scale, CARD_SIZE.height() * self.scale
        ends = [card_rect(Spot(dx * w, dy * h, turn, self.scale * STACK_SCALE))
                for turn, dx, dy in STACK_LIE]
        return max(0.0, max(max(-r.left(), r.right()) for r in ends) - self.pitch / 2)

    def rect(self, centre: QPointF) -> QRectF:
        """What a spread of this shape centred on `centre` covers at its fullest: every
        column, its caption band, and a crossed stack's ends on its first or last column."""
        size = self.size()
        reach = self.reach()
        return QRectF(centre.x() - size.width() / 2 - reach, centre.y() - size.height() / 2,
                      size.width() + 2 * reach, size.height())


def spread_shape(keys: int, depth: int, room: QSizeF) -> SpreadShape:
    """The largest cards (up to `MAX_SCALE`, down to `MIN_SCALE`) at which `keys` columns of
    up to `depth` cards fit `room`, in as few rows as that allows (one, two or three)."""
    if keys < 1 or depth < 1:
        raise ValueError("a spread has at least one column of at least one card")
    best: SpreadShape | None = None
    for rows in (1, 2, 3):
        if rows > keys:
            break
        unit = SpreadShape(keys, depth, 1.0, rows)
        width = unit.size().width() + 2 * unit.reach()
        scale = min(MAX_SCALE, room.width() / width,
                    _height_scale(rows, depth, room.height()))
        scale = math.floor(scale * 100 + 1e-6) / 100
        if best is None or scale > best.scale + 0.04:  # another row only for larger cards
            best = SpreadShape(keys, depth, scale, rows)
    assert best is not None
    return SpreadShape(keys, depth, max(MIN_SCALE, best.scale), best.rows)


def _height_scale(rows: int, depth: int, height: float) -> float:
    per_row = height / rows - CAPTION_BAND - _MARGIN
    return per_row / (CARD_SIZE.height() * (1 + (depth - 1) * DROP))


class Spread(QObject, Generic[C]):
    """The cards lying face up, drawn as `shape` says (`spread_shape`, or the table's
    `regions.table_regions`) centred on `centre`: one column per value of `key(card)` (0 to
    `shape.keys` - 1), up to `shape.depth` cards a column before the column closes up.
    `item_of` gives the game's item of a card (to light it and to move it)."""

    def __init__(self, scene: QGraphicsScene, shape: SpreadShape, centre: QPointF,
                 key: Callable[[C], int], item_of: Callable[[C], CardItem]) -> None:
        super().__init__(scene)
        self.scene = scene
        self.centre = QPointF(centre)
        self.key = key
        self.item_of = item_of
        self.shape = shape
        self._slots: dict[C, tuple[int, int]] = {}  # card: (column, depth)
        self._base: C | None = None  # the card a stack lies on
        self._stack: tuple[C, ...] = ()
        self._lit: frozenset[C] = frozenset()
        self.caption = Label(120, Qt.AlignmentFlag.AlignHCenter, CAPTION_PT)
        self.caption.setZValue(75)
        self.caption.setVisible(False)
        scene.addItem(self.caption)

    # ---------------------------------------------------------------- what lies here

    @property
    def cards(self) -> tuple[C, ...]:
        """The cards lying in the spread, in the order they came (a stack's not included)."""
        return tuple(self._slots)

    @property
    def stack(self) -> tuple[C | None, tuple[C, ...]]:
        """The card a stack lies on and the stack's cards, bottom first."""
        return self._base, self._stack

    def _column(self, card: C) -> int:
        column = self.key(card)
        if not 0 <= column < self.shape.keys:
            raise ValueError(f"order key {column} is not one of the spread's 0 to "
                             f"{self.shape.keys - 1}")
        return column

    def _free_depth(self, column: int) -> int:
        taken = {d for c, d in self._slots.values() if c == column}
        return next(d for d in range(len(taken) + 1) if d not in taken)

    def landing(self, card: C) -> Spot:
        """Where `card` will lie once added: its key's column, below what lies there."""
        if card in self._slots:
            return self._spot(*self._slots[card])
        column = self._column(card)
        return self._spot(column, self._free_depth(column))

    def add(self, card: C) -> Spot:
        """`card` comes to lie in the spread (at `landing(card)`); nothing else moves."""
        if card not in self._slots:
            column = self._column(card)
            self._slots[card] = (column, self._free_depth(column))
        return self.landing(card)

    def remove(self, cards: Iterable[C]) -> None:
        """`cards` leave the spread (taken, or gone to a stack's close); the others stay
        where they lie. A stack goes with the card it lies on."""
        gone = set(cards)
        self.highlight(self._lit - gone)  # a card taken leaves lit no more
        for card in gone:
            self._slots.pop(card, None)
        if self._base in gone:
            self.clear_stack()
        elif gone & set(self._stack):
            self.stack_on(self._base, [c for c in self._stack if c not in gone],
                          self.caption.text)

    def show(self, cards: Iterable[C]) -> None:
        """Exactly `cards` lie in the spread: those already there keep their places, those
        not in `cards` leave, the new ones land in the order given (a game resumed, an
        undo)."""
        wanted = list(dict.fromkeys(cards))
        self.remove([c for c in self._slots if c not in wanted])
        for card in wanted:
            self.add(card)

    def clear(self) -> None:
        self.highlight(())
        self._slots.clear()
        self.clear_stack()

    # ---------------------------------------------------------------- a stack

    def stack_on(self, base: C | None, cards: Sequence[C], caption: str = "") -> None:
        """`cards` (up to four, bottom first) lie crossed on `base`, a card of the spread,
        with `caption` above its column; no cards, or no base, and there is no stack."""
        if base is None or not cards:
            self.clear_stack()
            return
        if base not in self._slots:
            raise ValueError("a stack lies on a card of the spread")
        if len(cards) > MAX_STACK:
            raise ValueError(f"a stack holds at most {MAX_STACK} cards")
        self._base, self._stack = base, tuple(cards)
        self.caption.set_text(caption)
        where = self.caption_spot()
        if where is not None:
            self.caption.setPos(where)

    def clear_stack(self) -> None:
        self._base, self._stack = None, ()
        self.caption.set_text("")

    def caption_spot(self) -> QPointF | None:
        """The centre of the stack's caption: in the band above the column it lies on."""
        if self._base is None:
            return None
        column, _ = self._slots[self._base]
        x, row_top = self._column_top(column)
        return QPointF(x, row_top + CAPTION_BAND / 2)

    # ---------------------------------------------------------------- where cards lie

    def _column_top(self, column: int) -> tuple[float, float]:
        """The column's centre x and the top of its row (its caption band's top)."""
        shape = self.shape
        size = shape.size()
        left = self.centre.x() - size.width() / 2
        top = self.centre.y() - size.height() / 2
        row, place = divmod(column, shape.per_row)
        return left + (place + 0.5) * shape.pitch, top + row * shape.row_height

    def _spot(self, column: int, depth: int) -> Spot:
        shape = self.shape
        x, row_top = self._column_top(column)
        h = CARD_SIZE.height() * shape.scale
        deepest = max([d for c, d in self._slots.values() if c == column] + [depth])
        drop = DROP * h
        if deepest >= shape.depth:  # more cards than the column holds: it closes up
            drop = DROP * h * (shape.depth - 1) / deepest if shape.depth > 1 else 0.0
        y = row_top + CAPTION_BAND + h / 2 + depth * drop
        return Spot(x, y, 0.0, shape.scale, 20 + depth, True)

    def spots(self) -> dict[C, Spot]:
        """Every card of the spread at its place, a stack's cards crossed on theirs."""
        out = {card: self._spot(*slot) for card, slot in self._slots.items()}
        if self._base is not None:
            out.update(self.stack_spots())
        return out

    def stack_spots(self) -> dict[C, Spot]:
        if self._base is None:
            return {}
        base = self._spot(*self._slots[self._base])
        w, h = CARD_SIZE.width() * base.scale, CARD_SIZE.height() * base.scale
        out: dict[C, Spot] = {}
        for i, card in enumerate(self._stack):
            turn, dx, dy = STACK_LIE[i]
            out[card] = Spot(base.x + dx * w, base.y + dy * h, turn, base.scale * STACK_SCALE,
                             40 + i, True)
        return out

    def rect(self) -> QRectF:
        """What the spread covers at its fullest: every column, its caption band and the
        stack's crossed cards' ends."""
        return self.shape.rect(self.centre)

    def covered(self) -> QRectF:
        """What the cards lying now cover (with a stack's), for checks."""
        rects = [card_rect(s) for s in self.spots().values()]
        out = QRectF()
        for r in rects:
            out = out.united(r)
        return out

    def moves(self) -> list[tuple[CardItem, Spot]]:
        return [(self.item_of(card), spot) for card, spot in self.spots().items()]

    def glide(self, animator: Animator, ms: float = 320) -> Builder:
        """An animation step: every card of the spread to its place."""
        return glide(animator, self.moves(), ms)

    # ---------------------------------------------------------------- lit cards

    @property
    def lit(self) -> frozenset[C]:
        return self._lit

    def highlight(self, cards: Iterable[C]) -> None:
        """Light `cards` (those of the spread and of its stack; others are ignored), and
        only them: what a card would take."""
        lying = set(self._slots) | set(self._stack)
        lit = frozenset(c for c in cards if c in lying)
        for card in self._lit | lit:
            item = self.item_of(card)
            _, dimmed, focus, hinted = item.marks
            item.set_marks(marked=card in lit, dimmed=dimmed, focus=focus, hinted=hinted)
        self._lit = lit

    def follow_hover(self, item: CardItem, would_take: Callable[[C], Iterable[C]]
                     ) -> None:
        """While the pointer is over `item` (a card in hand), light what it would take
        (`would_take(card)`, the game's answer); nothing once the pointer leaves."""
        def hovered(card: C, inside: bool) -> None:
            self.highlight(would_take(card) if inside else ())

        item.hovered.connect(hovered)
