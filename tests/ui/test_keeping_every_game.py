"""Every game the table hosts keeps its unfinished game the same way: set aside under its own
record's name when another file is opened over it, found again and resumed as it was; and a
full disk in the middle of any game is told to the player, then saving goes on trying.

The games come from the registry, so a game added later is checked by the same tests."""

from __future__ import annotations

from pathlib import Path

import pytest
from shell_checks import check_full_disk_told, check_set_aside_and_resumed

from zanga_desktop.core import registry
from zanga_desktop.ui import game_table

pytestmark = pytest.mark.usefixtures("fresh_lock")

GAMES = [g.id for g in game_table.playable_games()]


@pytest.mark.parametrize("game_id", GAMES)
def test_an_unfinished_game_set_aside_is_kept_as_its_own_game_and_resumed(
        qtbot, tmp_path: Path, game_id: str) -> None:  # type: ignore[no-untyped-def]
    check_set_aside_and_resumed(qtbot, tmp_path, registry.get(game_id))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_full_disk_in_the_middle_of_any_game_is_told_to_the_player(
        qtbot, monkeypatch: pytest.MonkeyPatch, game_id: str) -> None:  # type: ignore[no-untyped-def]
    check_full_disk_told(qtbot, monkeypatch, registry.get(game_id))
