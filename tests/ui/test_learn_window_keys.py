"""Every game's lessons window closes with the platform's Close keys (Ctrl+W or Ctrl+F4; Cmd+W
on macOS), shown beside its Learn menu's Close item."""

from __future__ import annotations

import importlib

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from zanga_desktop.core import registry


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
