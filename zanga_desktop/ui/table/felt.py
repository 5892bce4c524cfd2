"""The table's felt, in the colour the player chose (View > Table colour): one tile picture a
colour, drawn from its SVG once and kept like every picture (`art.svg_pixmap`)."""

from __future__ import annotations

from PySide6.QtGui import QPixmap

from .. import settings
from .art import svg_pixmap

KEY = "view/felt"
#: Each colour's tile, the first the usual green.
FELTS: dict[str, str] = {"green": "felt.svg", "blue": "felt-blue.svg", "red": "felt-red.svg"}


def chosen() -> str:
    """The colour chosen; one the program does not know (a hand-edited file) is green."""
    return settings.one_of(KEY, FELTS)


def felt_pixmap() -> QPixmap:
    return svg_pixmap("table", FELTS[chosen()], size=256)
