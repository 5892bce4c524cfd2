"""The shell's main window hosts El Envite's table through the table contract alone: with the
definition pointed at `games.envite.ui` (as it will be once the table is complete), the
window deals a partido from the stored set-up, plays it by clicking, autosaves it as
`.envite.json`, saves and opens it, and the start screen describes and continues it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from envite_ui_helpers import play_first_legal, press
from PySide6.QtCore import QCoreApplication, QEvent

from zanga_desktop.games.envite.game import EnviteDefinition
from zanga_desktop.games.envite.records import load_record
from zanga_desktop.games.envite.ui.table import EnviteTable
from zanga_desktop.ui import game_table, settings
from zanga_desktop.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot, monkeypatch) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(EnviteDefinition, "levels", ())  # every seat human: no AI here
    monkeypatch.setattr(EnviteDefinition, "table_module",
                        lambda self: "zanga_desktop.games.envite.ui")
    settings.put(game_table.CHOSEN_GAME, "envite")
    w = MainWindow(speed="instant", autosave=True)
    w.controller.pace_ms = 0
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    yield w
    w.controller.shutdown()
    # gone while the definition still names this table: a window left alive would redraw
    # its start screen on the next test's change of language
    w.close()
    w.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_the_window_hosts_a_partido(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    assert isinstance(window.table, EnviteTable)
    window.quick_game()
    ctl, board = window.table.controller, window.table.board
    assert ctl.envite.state.seats == 4 and ctl.humans == frozenset(range(4))
    play_first_legal(qtbot, board)
    auto = window.table.autosave_path
    assert auto is not None and auto.name.endswith(".envite.json")
    assert load_record(auto).hands[0].actions
    path = tmp_path / "mine.envite.json"
    assert window.save_file(path)
    while not ctl.match.needs_deal:
        play_first_legal(qtbot, board)
    press(qtbot, board, "next")
    assert window.load_file(path)
    assert len(ctl.envite.game.record.hands) == 1
    assert len(ctl.envite.game.record.hands[0].actions) == 1
    window.show_start_screen()
    assert window.start_screen.isVisible()
    assert window.continue_game()
    assert not window.start_screen.isVisible()
