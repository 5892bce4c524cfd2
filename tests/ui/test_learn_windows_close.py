"""Lessons windows close as a player expects: with the platform's Close keys (Ctrl+W or
Ctrl+F4; Cmd+W on macOS), shown beside the Learn menu's Close item, and with the program's
window when it quits, as do the rules; not when that window hands over to another game's."""

from __future__ import annotations

import importlib

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from zanga_desktop.core import registry
from zanga_desktop.ui.learn.window import LessonWindow
from zanga_desktop.ui.main_window import MainWindow


@pytest.mark.parametrize("game_id", list(registry.ids()))
def test_the_close_key_closes_the_lessons_window(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    learn = importlib.import_module(f"zanga_desktop.games.{game_id}.learn.lessons")
    window = learn.LearnWindow(speed="instant")
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitExposed(window)
    close = [a for menu in window.menuBar().actions() if menu.menu() is not None
             for a in menu.menu().actions()
             if a.shortcuts() == QKeySequence.keyBindings(QKeySequence.StandardKey.Close)]
    assert len(close) == 1 and close[0].shortcuts()
    qtbot.wait(200)  # the first step shown: the key goes where the focus is then
    focus = QApplication.focusWidget()
    assert focus is not None and focus.window() is window
    qtbot.keyClick(focus, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=3000)


def _lessons_shown() -> list[LessonWindow]:  # type: ignore[type-arg]
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, LessonWindow) and w.isVisible()]


def test_quitting_the_program_closes_its_lessons_and_rules(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    # not handed to qtbot, which would delete them: the game's package keeps them for next time
    window.table.open_lessons()
    window.table.open_rules()
    others = [w for w in QApplication.topLevelWidgets()
              if w.isVisible() and not isinstance(w, MainWindow)]
    assert len(_lessons_shown()) == 1 and len(others) == 2
    window.act_quit.trigger()
    assert not window.isVisible() and not any(w.isVisible() for w in others)


def test_another_game_chosen_keeps_the_lessons_window_open(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.table.open_lessons()
    shown = _lessons_shown()
    assert len(shown) == 1
    other = window.switch_game()
    qtbot.addWidget(other)
    assert _lessons_shown() == shown and other.isVisible()
    other.act_quit.trigger()
    assert _lessons_shown() == []


@pytest.mark.parametrize("game_id", list(registry.ids()))
def test_quit_in_a_lessons_window_ends_the_program(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    """The Learn menu's Quit, on the platform's Quit keys (Ctrl+Q on Linux, Cmd+Q on macOS;
    none on Windows, where Alt+F4 closes a window), closes every window."""
    window = MainWindow(speed="instant", autosave=True, game=registry.get(game_id))
    qtbot.addWidget(window)
    window.show()
    window.table.open_lessons()
    (lessons,) = _lessons_shown()
    quit_ = [a for menu in lessons.menuBar().actions() if menu.menu() is not None
             for a in menu.menu().actions() if a.text() == "&Quit"]
    assert len(quit_) == 1
    assert quit_[0].shortcuts() == QKeySequence.keyBindings(QKeySequence.StandardKey.Quit)
    quit_[0].trigger()
    assert not window.isVisible() and _lessons_shown() == []
    window.controller.shutdown()
