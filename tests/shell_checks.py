"""What the shell does alike for every game the table hosts, as checks a test runs for one
game: a game set aside under its own record's name when another file is opened over it, found
again and resumed; a full disk in the middle of a game told to the player. Used for every
registered game (tests/ui/test_keeping_every_game.py) and for a game plugged in by a test
(tests/test_plugin_boundary.py)."""

from __future__ import annotations

import errno
import json
import random
from dataclasses import replace
from pathlib import Path

import pytest

from zanga_desktop.core import registry
from zanga_desktop.core.game import GameDefinition
from zanga_desktop.core.setup import HUMAN
from zanga_desktop.ui import data_folder, game_table, settings
from zanga_desktop.ui.main_window import MainWindow, autosave_name
from zanga_desktop.ui.new_game import setup_from_settings
from zanga_desktop.ui.paths import data_dir
from zanga_desktop.ui.table import controller as table_controller


def window_for(qtbot, game: GameDefinition) -> MainWindow:  # type: ignore[no-untyped-def]
    settings.put(game_table.CHOSEN_GAME, game.id)
    w = MainWindow(speed="instant", autosave=True)
    assert w.game is game
    w.controller.pace_ms = 0
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    return w


def deal_against_the_weakest(w: MainWindow, seed: int) -> None:
    """A new game of the window's game: the player at seat 0, the weakest level elsewhere."""
    base = setup_from_settings(w.game)
    weakest = w.game.levels[0]
    levels = (HUMAN,) + (weakest,) * (len(base.levels) - 1)
    w.new_game(replace(base, levels=levels, seed=seed, practice=True))


def play_human_moves(qtbot, w: MainWindow, moves: int) -> None:  # type: ignore[no-untyped-def]
    """`moves` of the human's actions, each the first the rules allow, through the
    controller as the table's clicks reach it."""
    ctl = w.controller

    def human_turn() -> None:
        """Until the human is to act, dealing the next hand when one is over."""
        for _ in range(20):
            qtbot.waitUntil(lambda: ctl.human_to_act or ctl.match.needs_deal, timeout=20000)
            if ctl.human_to_act:
                return
            w.next_hand()
        raise AssertionError("the human never came to act")

    for _ in range(moves):
        human_turn()
        assert ctl.act(next(iter(ctl.match.legal_actions())))
    human_turn()


def another_record(game: GameDefinition, folder: Path) -> Path:
    """A record of the same game, dealt and not played, as a file the player opens."""
    match = game.new_match()
    match.deal(random.Random(99))
    path = folder / f"other{game.file_suffix}"
    path.write_text(match.record_text(), encoding="utf-8")
    return path


def check_set_aside_and_resumed(qtbot, tmp_path: Path, game: GameDefinition) -> None:  # type: ignore[no-untyped-def]
    """An unfinished game of `game`, set aside when another file is opened, is kept as a
    record of `game` (no other game finds it), found again and resumed exactly."""
    first = window_for(qtbot, game)
    deal_against_the_weakest(first, seed=5)
    play_human_moves(qtbot, first, 2)
    autosave = data_dir() / autosave_name(game)
    unfinished = json.loads(autosave.read_text(encoding="utf-8"))
    assert unfinished == first.controller.match.record_json()

    assert first.load_file(another_record(game, tmp_path))
    kept = data_folder.newest_kept(data_dir(), game.file_suffix)
    assert kept is not None and kept.name.endswith(game.file_suffix)
    assert registry.for_file(kept) is game  # filed as this game's record, no other's
    assert json.loads(kept.read_text(encoding="utf-8")) == unfinished
    for other in registry.games():  # no other game finds it among its own
        if other is not game and not game.file_suffix.endswith(other.file_suffix):
            assert data_folder.newest_kept(data_dir(), other.file_suffix) is None
    first.controller.shutdown()
    first.close()
    data_folder.release_all()

    autosave.unlink(missing_ok=True)  # the opened game is over: the kept one is offered
    second = window_for(qtbot, game)
    second.show_start_screen()
    info = second.start_screen.shown_info()
    assert info is not None and info.resumable
    assert second.continue_game()
    assert second.controller.match.record_json() == unfinished
    assert autosave.exists() and not kept.exists()  # it is the autosave again
    second.controller.shutdown()


def check_full_disk_told(qtbot, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
                         game: GameDefinition) -> None:
    """A full disk in the middle of a game of `game` is told once, saving goes on trying,
    and the game is kept again once it can be."""
    w = window_for(qtbot, game)
    said: list[str] = []
    real_tell = w.tell
    monkeypatch.setattr(w, "tell", lambda title, text: (said.append(text), real_tell(title, text)))
    deal_against_the_weakest(w, seed=8)
    play_human_moves(qtbot, w, 1)
    real_write = table_controller.write_atomic
    tries: list[Path] = []

    def full(path: Path, text: str) -> None:
        tries.append(path)
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(table_controller, "write_atomic", full)
    play_human_moves(qtbot, w, 3)
    warnings = [t for t in said if "cannot be saved automatically" in t]
    assert len(warnings) == 1 and "No space left" in warnings[0]  # told once, not each move
    assert len(tries) >= 3
    monkeypatch.setattr(table_controller, "write_atomic", real_write)
    play_human_moves(qtbot, w, 1)
    autosave = data_dir() / autosave_name(game)
    assert json.loads(autosave.read_text(encoding="utf-8")) == w.controller.match.record_json()
    assert not w.controller.autosave_failing
    assert "saved automatically again" in w.tutor.narration.toPlainText()
    w.controller.shutdown()
