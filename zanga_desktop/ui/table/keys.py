"""Keys any game's table shares: Enter, Return or Space choose; the arrows step the focus
through a row of buttons or through the human's cards, round and round."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton

#: The keys that choose what has the focus.
CHOOSE = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


def focus_step(buttons: Sequence[QAbstractButton], step: int) -> None:
    """Move the focus `step` buttons on (from none: as if from before the first)."""
    if not buttons:
        return
    current = next((i for i, b in enumerate(buttons) if b.hasFocus()), -1)
    buttons[(current + step) % len(buttons)].setFocus()


def activate(buttons: Sequence[QAbstractButton]) -> bool:
    """Click the button that has the focus; False if none has."""
    for b in buttons:
        if b.hasFocus():
            b.click()
            return True
    return False


def button_key(key: int, buttons: Sequence[QAbstractButton]) -> bool:
    """Up, Down and Tab step the focus through a row of `buttons`, a choosing key clicks the
    one that has it; False for any other key, or when none has the focus."""
    if key in (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Tab):
        focus_step(buttons, -1 if key == Qt.Key.Key_Up else 1)
        return True
    if key in CHOOSE:
        return activate(buttons)
    return False


def card_step(index: int, count: int, step: int) -> int:
    """The card the focus moves to among `count` (from none, -1: the first or the last)."""
    if count <= 0:
        return -1
    if index < 0:
        return 0 if step > 0 else count - 1
    return (index + step) % count
