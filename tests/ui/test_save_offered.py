"""Game > Save is offered once a game is on the table: before the first deal (the start
screen at a first start) there is nothing to save, and Ctrl+S does nothing; the deal makes
it available at once, whoever is to act first. Every registered game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from shell_checks import deal_against_the_weakest, window_for

from zanga_desktop.core import registry
from zanga_desktop.ui import game_table

pytestmark = pytest.mark.usefixtures("fresh_lock")

GAMES = [g.id for g in game_table.playable_games()]


@pytest.mark.parametrize("game_id", GAMES)
def test_save_waits_for_a_deal(qtbot, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
                               game_id: str) -> None:
    w = window_for(qtbot, registry.get(game_id))
    asked: list[str] = []
    monkeypatch.setattr(w, "_ask_save_path", lambda *args: asked.append("asked"))
    w.start(welcome=True)
    qtbot.waitUntil(lambda: w.start_screen.isVisible())
    assert w.table.match.hand_count == 0
    assert not w.act_save.isEnabled()
    qtbot.keyClick(w, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert asked == []
    deal_against_the_weakest(w, seed=3)
    qtbot.waitUntil(lambda: w.act_save.isEnabled(), timeout=5000)
    w.act_save.trigger()
    assert asked == ["asked"]
    w.controller.shutdown()
