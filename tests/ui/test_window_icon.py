"""Every window the program opens carries its icon, not the main window alone: the rules
browser, the lessons and the dialogs showed a blank one in the title bar and the task bar."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from zanga_desktop.ui.main_window import MainWindow


def test_a_window_opened_by_the_program_has_its_icon(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    other = QWidget()  # a top-level window of its own, as the rules browser is
    qtbot.addWidget(other)
    assert not other.windowIcon().isNull()
    assert other.windowIcon().cacheKey() == window.windowIcon().cacheKey()
