"""A game saved and opened again on this computer seats its players as they were (a person
at this screen, a computer level), not as the New game dialog was last set: a game against
Maestro comes back against Maestro, two people at one screen come back both people. A
hand-edited list of seats is read with care."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from zanga_desktop.core import registry
from zanga_desktop.core.setup import HUMAN
from zanga_desktop.ui import file_seats, settings
from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.new_game import setup_from_settings


@pytest.mark.parametrize("game_id", list(registry.ids()))
def test_a_saved_game_opens_with_its_seats(qtbot, game_id: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    game = registry.get(game_id)
    w = MainWindow(speed="instant", autosave=False, game=game)
    qtbot.addWidget(w)
    w.controller.pace_ms = 0
    w.show()
    base = setup_from_settings(game)
    seats = len(base.levels)
    strongest, weakest = str(game.levels[-1]), str(game.levels[1])
    played = (HUMAN, HUMAN, *([strongest] * (seats - 2)))  # two people, the rest Maestro
    w.new_game(replace(base, levels=played, seed=3))
    qtbot.waitUntil(lambda: w.table.match.hand_count > 0, timeout=10000)
    path = tmp_path / f"saved{game.file_suffix}"
    assert w.save_file(path)
    w.new_game(replace(base, levels=(HUMAN, *([weakest] * (seats - 1))), seed=4))
    assert w.load_file(path)  # the dialog was last set as it came: one person
    assert tuple(w.table.seat_levels()) == played
    w.controller.shutdown()


def test_a_game_resumed_from_the_autosave_keeps_its_seats(qtbot) -> None:  # type: ignore[no-untyped-def]
    game = registry.get("ronda")
    w = MainWindow(speed="instant", autosave=True, game=game)
    qtbot.addWidget(w)
    w.controller.pace_ms = 0
    base = setup_from_settings(game)
    w.new_game(replace(base, levels=(HUMAN, HUMAN), seed=3))  # two people at one screen
    qtbot.waitUntil(lambda: w.table.match.hand_count > 0, timeout=10000)
    path = w.table.autosave_path
    assert path is not None
    qtbot.waitUntil(path.exists, timeout=5000)
    w.controller.shutdown()
    again = MainWindow(speed="instant", autosave=False, game=game)  # the next start
    qtbot.addWidget(again)
    assert again.load_file(path, autosaved=True)
    assert tuple(again.table.seat_levels()) == (HUMAN, HUMAN)
    again.controller.shutdown()


def test_a_hand_edited_list_is_read_with_care(tmp_path: Path) -> None:
    known = {HUMAN, "maestro", "normal"}
    file_seats.remember(tmp_path / "a.ronda.json", (HUMAN, "maestro"), known)
    assert file_seats.recall(tmp_path / "a.ronda.json", known) == (HUMAN, "maestro")
    assert file_seats.recall(tmp_path / "a.ronda.json", {HUMAN}) is None  # another game's
    file_seats.remember(tmp_path / "b.ronda.json", (HUMAN, "bot"), known)  # not kept
    assert file_seats.recall(tmp_path / "b.ronda.json", known | {"bot"}) is None
    settings.put(file_seats.KEY, ["no tab here", "\thuman,maestro", f"{tmp_path}/c\thuman",
                                  f"{tmp_path}/d\t" + ",".join(["human"] * 40), 7])
    for name in ("c", "d", "no tab here"):
        assert file_seats.recall(tmp_path / name, known) is None
    settings.put(file_seats.KEY, "garbage")
    assert file_seats.recall(tmp_path / "a.ronda.json", known) is None
    file_seats.remember(tmp_path / "a.ronda.json", (HUMAN, "normal"), known)  # still works
    assert file_seats.recall(tmp_path / "a.ronda.json", known) == (HUMAN, "normal")
