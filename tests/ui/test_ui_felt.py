"""View > Table colour: the felt of the table and the start screen changes at once, the
choice is kept for the next start, and a colour the program does not know reads as green."""

from __future__ import annotations

from PySide6.QtGui import QAction, QColor

from zanga_desktop.ui import settings
from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.table import felt
from zanga_desktop.ui.table.view import TableView


def _hue(pixmap) -> str:  # type: ignore[no-untyped-def]
    """The felt's main colour: which of red, green and blue leads at the tile's average."""
    image = pixmap.toImage()
    r = g = b = 0
    for x in range(0, image.width(), 16):
        for y in range(0, image.height(), 16):
            c = QColor(image.pixel(x, y))
            r, g, b = r + c.red(), g + c.green(), b + c.blue()
    return max((("red", r), ("green", g), ("blue", b)), key=lambda t: t[1])[0]


def test_the_felt_follows_the_menu_now_and_at_the_next_start(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    assert _hue(window.view._felt) == "green"
    blue = window.findChild(QAction, "felt_blue")
    assert blue is not None and blue in window.menu_felt.actions()
    blue.trigger()
    assert settings.get(felt.KEY) == "blue" and blue.isChecked()
    assert _hue(window.view._felt) == "blue"
    assert _hue(window.start_screen._felt) == "blue"
    later = TableView(window.scene)  # a table made after: a lesson, the next start
    qtbot.addWidget(later)
    assert _hue(later._felt) == "blue"
    window.findChild(QAction, "felt_red").trigger()
    assert _hue(window.view._felt) == "red" and _hue(later._felt) == "red"


def test_a_colour_not_known_reads_as_green() -> None:
    settings.put(felt.KEY, "tartan")
    assert felt.chosen() == "green"
    settings.put(felt.KEY, "blue")
    assert felt.chosen() == "blue"
