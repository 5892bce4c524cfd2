"""Never crash on input: every registered game's table takes hundreds of clicks at random
points and random keys (a child at the keyboard) with the computer seats playing between
them, and raises nothing (pytest-qt fails the test on an exception in any slot or event
handler); the table is still in play or the game is over."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from zanga_desktop.core import registry
from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.new_game import setup_from_settings

KEYS = (Qt.Key.Key_H, Qt.Key.Key_Return, Qt.Key.Key_Escape, Qt.Key.Key_Space,
        Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_1,
        Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_Tab, Qt.Key.Key_Z, Qt.Key.Key_N)
EVENTS = 400


@pytest.mark.parametrize("shared", [False, True], ids=["one player", "two at one screen"])
@pytest.mark.parametrize("game_id", registry.ids())
def test_random_clicks_and_keys_never_raise(qtbot, game_id: str, shared: bool) -> None:  # type: ignore[no-untyped-def]
    """`shared`: the seat across is a person at this screen too, under the cover (on as
    the New game dialog first offers it), which random clicks and keys lift now and then."""
    game = registry.get(game_id)
    w = MainWindow(speed="instant", autosave=True, game=game)
    w.controller.pace_ms = 0
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    setup = replace(setup_from_settings(game), seed=7)
    if shared:
        across = len(setup.levels) // 2
        setup = replace(setup, levels=tuple("human" if i in (0, across) else lv
                                            for i, lv in enumerate(setup.levels)))
    w.new_game(setup)
    assert len(getattr(w.controller, "humans", ())) == (2 if shared else 1)
    rng = random.Random(game_id)
    view = w.view.viewport()
    for _ in range(EVENTS):
        QApplication.processEvents()
        dialog = QApplication.activeModalWidget()
        if dialog is not None:  # a message a click brought up: closed, as a child would
            dialog.close()
            continue
        if rng.random() < 0.75:
            spot = QPoint(rng.randrange(view.width()), rng.randrange(view.height()))
            QTest.mouseClick(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                             spot)
        else:
            QTest.keyClick(view, rng.choice(KEYS))
        if w.controller.match.is_over:
            break
        qtbot.wait(2)
    match = w.controller.match
    assert match.is_over or match.needs_deal or match.to_act is not None
    if shared:  # the cover was lifted: the table was played under it, not only waited
        assert w.controller.screen_seat is not None
    w.controller.shutdown()
