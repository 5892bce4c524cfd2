"""Cards moved to their spots: in one animation step on the table's `Animator`, or at once.

A region of the table (`spread`, `shown`, `heaps`) says where its cards belong as `Spot`s; a
board hands those to `glide` (or merges them into its own targets) so every card animates
from where it is to where it belongs, whatever moved it before.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QAbstractAnimation, QEasingCurve

from .animator import Animator, Builder
from .card_item import CardItem
from .layout import Spot

Moves = Iterable[tuple[CardItem, Spot]]


def put(moves: Moves) -> None:
    """Each card at its spot now: place, turn, scale, face and stacking order."""
    for item, spot in moves:
        item.setPos(spot.pos)
        item.setRotation(spot.rotation)
        item.setScale(spot.scale)
        item.setZValue(spot.z)
        item.set_face_up(spot.face_up)
        item.setVisible(True)


def glide(animator: Animator, moves: Moves, ms: float = 320) -> Builder:
    """An animation step (for `Animator.enqueue`) taking each card from where it is, when the
    step starts, to its spot; it is turned over on the way if its face changes. Its
    stacking order is set at the start, so a card lands above those it lies on."""
    wanted = list(moves)

    def build() -> QAbstractAnimation | None:
        group = animator.parallel()
        for item, spot in wanted:
            item.setZValue(spot.z)
            item.setVisible(True)
            if (item.pos() - spot.pos).manhattanLength() > 0.5:
                group.addAnimation(animator.prop(item, "pos", spot.pos, ms,
                                                 QEasingCurve.Type.InOutCubic))
            if abs(item.rotation() - spot.rotation) > 0.1:
                group.addAnimation(animator.prop(item, "rotation", spot.rotation, ms))
            if abs(item.scale() - spot.scale) > 0.001:
                group.addAnimation(animator.prop(item, "scale", spot.scale, ms))
            if item.face_up != spot.face_up:
                group.addAnimation(animator.prop(item, "faceUp", 1.0 if spot.face_up else 0.0,
                                                 ms, QEasingCurve.Type.Linear))
        return group if group.animationCount() else None

    return build
