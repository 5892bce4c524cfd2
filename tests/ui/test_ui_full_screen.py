"""View > Full screen (F11): the window takes the whole screen and gives it back as it was;
the menu follows the window's state, and the size kept for the next start is the one under
full screen."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction

from zanga_desktop.ui import window_fit
from zanga_desktop.ui.main_window import MainWindow

FULL = Qt.WindowState.WindowFullScreen


def test_full_screen_comes_and_goes_from_the_menu_and_its_key(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    act = window.findChild(QAction, "act_full_screen")
    assert act is not None and act.isCheckable() and not act.isChecked()
    assert "F11" in [k.toString() for k in act.shortcuts()]
    assert act in window.menu_view.actions()
    act.trigger()
    qtbot.waitUntil(lambda: bool(window.windowState() & FULL), timeout=2000)
    assert act.isChecked()
    act.trigger()
    qtbot.waitUntil(lambda: not window.windowState() & FULL, timeout=2000)
    assert not act.isChecked()


def test_the_menu_follows_full_screen_left_by_the_window_manager(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.set_full_screen(True)
    qtbot.waitUntil(lambda: window.act_full.isChecked(), timeout=2000)
    window.setWindowState(window.windowState() & ~FULL)  # as a window manager would
    qtbot.waitUntil(lambda: not window.act_full.isChecked(), timeout=2000)
    assert not window.windowState() & FULL


def test_the_size_kept_is_the_one_under_full_screen(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.setWindowState(Qt.WindowState.WindowNoState)
    small = QSize(700, 500)
    window.setMinimumSize(small)
    window.resize(small)
    qtbot.waitUntil(lambda: window.size() == small, timeout=2000)
    window.set_full_screen(True)
    qtbot.waitUntil(lambda: bool(window.windowState() & FULL) and window.size() != small,
                    timeout=2000)
    window_fit.save(window, "full-screen-test")
    size, maximised = window_fit.remembered("full-screen-test")
    assert size == small and not maximised
