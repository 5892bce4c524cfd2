"""Where things sit on a four-seat table, in scene units (1600 x 1000): hands, plates,
bubbles, trick spots and won-trick piles. Only geometry: any four-player card game can use it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF


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
    Place("bottom", QPointF(800, 872), 0, 0.72, 82, QPointF(265, 905), QPointF(265, 818),
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
            y += d * d * 2.2
        if i in lifted:
            y -= LIFT
        out.append(Spot(x, y, rot, place.hand_scale, z0 + i, face_up))
    return out


def pile_spot(place: Place, index: int, z0: float = 2) -> Spot:
    """The `index`-th won trick in a seat's pile: squared up with a slight turn each."""
    turn = (-8, 6, -3, 9, -6, 3, -9, 7)[index % 8]
    return Spot(place.pile.x() + index * 3, place.pile.y() - index * 3,
                place.hand_rotation + turn, 0.42, z0 + index)
