"""Where things sit on a four-seat table, in scene units (1600 x 1000): hands, plates,
bubbles, trick spots and won-trick piles. Only geometry: any four-player card game can use it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF


@dataclass(frozen=True)
class Spot:
    """Where a card goes: centre, rotation in degrees, scale, stacking order, face."""

    x: float
    y: float
    rotation: float = 0.0
    scale: float = 0.5
    z: float = 1.0
    face_up: bool = False

    @property
    def pos(self) -> QPointF:
        return QPointF(self.x, self.y)


@dataclass(frozen=True)
class Place:
    name: str
    hand: QPointF
    hand_rotation: float
    hand_scale: float
    spacing: float
    plate: QPointF
    bubble: QPointF
    bubble_tail: str
    trick: QPointF
    pile: QPointF


PLACES: tuple[Place, ...] = (
    Place("bottom", QPointF(800, 856), 0, 0.72, 82, QPointF(265, 905), QPointF(265, 818),
          "bottom", QPointF(800, 575), QPointF(1340, 905)),
    Place("right", QPointF(1505, 470), -90, 0.5, 36, QPointF(1455, 205), QPointF(1290, 540),
          "right", QPointF(920, 478), QPointF(1500, 800)),
    Place("top", QPointF(800, 108), 180, 0.5, 36, QPointF(1150, 92), QPointF(1150, 188),
          "top", QPointF(800, 380), QPointF(548, 100)),
    Place("left", QPointF(95, 470), 90, 0.5, 36, QPointF(150, 735), QPointF(310, 400),
          "left", QPointF(680, 478), QPointF(100, 215)),
)

CENTRE = QPointF(800, 478)
TRICK_SCALE = 0.62
LIFT = 34.0


def hand_spots(place: Place, n: int, face_up: bool, fan: bool = False,
               lifted: frozenset[int] = frozenset(), z0: float = 10) -> list[Spot]:
    """`n` cards held at `place`: a gentle arc for a fanned hand, else a straight row."""
    out: list[Spot] = []
    mid = (n - 1) / 2
    for i in range(n):
        off = (i - mid) * place.spacing
        rot = place.hand_rotation
        x, y = place.hand.x(), place.hand.y()
        if place.hand_rotation in (0, 180):
            x += off if place.hand_rotation == 0 else -off
        else:
            y += off if place.hand_rotation == 90 else -off
        if fan:
            d = i - mid
            rot += d * 2.6
            y += d * d * 1.6  # the outer cards' corners stay on the table (y < 1000)
        if i in lifted:
            y -= LIFT
        out.append(Spot(x, y, rot, place.hand_scale, z0 + i, face_up))
    return out


def pile_spot(place: Place, index: int, z0: float = 2) -> Spot:
    """The `index`-th won trick in a seat's pile: squared up with a slight turn each."""
    turn = (-8, 6, -3, 9, -6, 3, -9, 7)[index % 8]
    return Spot(place.pile.x() + index * 3, place.pile.y() - index * 3,
                place.hand_rotation + turn, 0.42, z0 + index)


def fit_panel(size: QSizeF, centre_x: float, natural_y: float, bounds: QRectF,
              ceilings: Sequence[QRectF], floors: Sequence[Sequence[QRectF]],
              gap: float = 12.0, min_scale: float = 0.75) -> tuple[QPointF, float]:
    """Where a panel of `size` goes on the table, and at what scale, so that it never covers
    the pieces in `ceilings`.

    The panel is centred on `centre_x`. Each rect of `ceilings` it would overlap sideways
    pushes its top down below that rect; each rect of a set of `floors` it would overlap
    sideways keeps its bottom above that rect. The sets of floors are tried in order (the
    first protects the most): with the first that leaves room the panel takes the largest
    scale, down to `min_scale`, that fits, placed as near its natural centre `natural_y` as
    the room allows. When none leaves room it keeps its full size right below the ceilings,
    covering what lies lower rather than what lies above (and moves up over the ceilings only
    as far as it must to stay inside `bounds`). Returns the panel's top left
    corner (its scale applies around that corner) and the scale."""

    def room(scale: float, floor: Sequence[QRectF]) -> tuple[float, float]:
        left = centre_x - size.width() * scale / 2
        right = left + size.width() * scale

        def beside(r: QRectF) -> bool:
            return r.left() < right + gap and r.right() > left - gap

        top = max([bounds.top()] + [r.bottom() + gap for r in ceilings if beside(r)])
        bottom = min([bounds.bottom()] + [r.top() - gap for r in floor if beside(r)])
        return top, bottom

    steps = max(0, round((1.0 - min_scale) * 100))
    for floor in floors:
        for k in range(steps + 1):
            scale = 1.0 - k / 100
            top, bottom = room(scale, floor)
            h = size.height() * scale
            if h <= bottom - top:
                y = min(max(natural_y - h / 2, top), bottom - h)
                return QPointF(centre_x - size.width() * scale / 2, y), scale
    top, _ = room(1.0, ())
    top = max(bounds.top(), min(top, bounds.bottom() - size.height()))
    return QPointF(centre_x - size.width() / 2, top), 1.0
