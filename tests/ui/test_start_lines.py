"""The start screen's Play now line tells, for every game, who takes the other seats: the
computer players' levels, each named once (a bot program as such), or nobody's when people
take them all."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from zanga_desktop.core import registry
from zanga_desktop.core.setup import BOT, HUMAN, GameSetup
from zanga_desktop.ui import game_table, i18n
from zanga_desktop.ui.level_names import computer_players_text


@pytest.fixture(autouse=True)
def english(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    i18n.install("en")
    yield
    i18n.install("en")


def quick_line(game_id: str, levels: tuple[str, ...]) -> str:
    game = registry.get(game_id)
    setup = GameSetup(game_id, "Tú", levels, game.presets[0])
    texts = game_table.package(game).start_texts(None, setup)
    return str(texts.quick)


@pytest.mark.parametrize("game_id", [g.id for g in registry.games()
                                     if game_table.has_table(g)])
def test_play_now_names_the_computer_players_level(game_id: str) -> None:
    seats = registry.get(game_id).seats.default
    line = quick_line(game_id, (HUMAN, *("experto",) * (seats - 1)))
    assert "Experto" in line and line.count("Experto") == 1


def test_the_levels_are_named_once_each_in_seat_order() -> None:
    game = registry.get("ronda")
    assert computer_players_text(game, (HUMAN, "normal", "maestro", "normal")) == (
        "computer players: Normal, Maestro")
    assert computer_players_text(game, (HUMAN, BOT)) == "computer players: a bot program"


def test_a_table_of_people_names_no_computer_player() -> None:
    game = registry.get("baciga")
    assert computer_players_text(game, (HUMAN, HUMAN, HUMAN, HUMAN)) == ""
    assert "computer" not in quick_line("baciga", (HUMAN, HUMAN))


def test_in_spanish_and_japanese() -> None:
    game = registry.get("envite")
    i18n.install("es")
    assert computer_players_text(game, (HUMAN, "normal", "experto")).endswith(
        "Normal, Experto")
    i18n.install("ja")
    assert "、" in computer_players_text(game, (HUMAN, "normal", "experto"))
