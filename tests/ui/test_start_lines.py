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


@pytest.mark.parametrize("game_id", ["envite", "ronda", "baciga"])
def test_people_at_this_screen_are_told_beside_the_computer_players(game_id: str) -> None:
    """A human opponent is no computer player: the line counts the people at the screen,
    then names the levels of the seats the computer takes."""
    seats = 4  # two pairs (El Envite: two teams of two)
    levels = (HUMAN, HUMAN, *("normal",) * (seats - 2))
    line = quick_line(game_id, levels)
    assert "2 players at this screen" in line
    assert line.index("at this screen") < line.index("computer players: Normal")
    assert "at this screen" not in quick_line(game_id, (HUMAN, *("normal",) * (seats - 1)))
    i18n.install("es")
    assert "2 jugadores en esta pantalla" in quick_line(game_id, levels)
    i18n.install("ja")
    assert "この画面で2人" in quick_line(game_id, levels)


def test_in_spanish_and_japanese() -> None:
    game = registry.get("envite")
    i18n.install("es")
    assert computer_players_text(game, (HUMAN, "normal", "experto")).endswith(
        "Normal, Experto")
    i18n.install("ja")
    assert "、" in computer_players_text(game, (HUMAN, "normal", "experto"))


@pytest.mark.parametrize("game_id", ["ronda", "baciga"])
def test_play_now_tells_the_points_that_win_and_any_other_change(game_id: str) -> None:
    """Section 11 and 14: Play now deals as last chosen, so its line says the target chosen
    ("first to 1" after a game to 1 point) and whether another option differs from Bengala;
    it said "Bengala" alone, or "first to 18", whatever was chosen."""
    game = registry.get(game_id)

    def line(options: dict[str, object]) -> str:
        setup = GameSetup(game_id, "Tú", (HUMAN, "normal"), game.presets[0], options)
        return str(game_table.package(game).start_texts(None, setup).quick)

    assert "Bengala rules (first to 18)" in line({})
    assert "Bengala rules (first to 1)" in line({"target": 1})
    other = {"ronda": {"capture_mandatory": False}, "baciga": {"as_value": 11}}[game_id]
    assert "Bengala rules, with changes (first to 18)" in line(other)
    assert "Bengala rules, with changes (first to 25)" in line({**other, "target": 25})
    assert "Bengala rules (first to 18)" in line({"target": "many"})  # hand-edited: the rules'
    i18n.install("es")
    assert "Reglas de Bengala (a 1)" in line({"target": 1})
    i18n.install("ja")
    assert "ベンガラのルール（1点先取）" in line({"target": 1})


@pytest.mark.parametrize("game_id", ["ronda", "baciga"])
def test_the_unfinished_games_box_tells_the_rules_its_record_keeps(game_id: str) -> None:
    """The unfinished game is played as its record says: a game to 1 point reads so in its
    box, whatever Play now would deal; a box whose game was not read tells the rules' own."""
    from zanga_desktop.ui.table.saved_game import GameInfo

    game = registry.get(game_id)
    match = game.new_match(options={"target": 1})
    texts = game_table.package(game).start_texts(GameInfo(names=match.players, match=match))
    assert texts.rules == "Bengala rules (first to 1)"
    assert game_table.package(game).start_texts(GameInfo(names=match.players)).rules == (
        "Bengala rules (first to 18)")


@pytest.mark.parametrize("game_id", [g.id for g in registry.games()
                                     if game_table.has_table(g)])
def test_every_games_line_tells_the_rules_first(game_id: str) -> None:
    """One order for every game: the rules, who sits, the computer players (La Ronda's line
    began with its players where La Báciga's, of the same source, began with its rules)."""
    game = registry.get(game_id)
    seats = game.seats.default
    line = quick_line(game_id, (HUMAN, *("experto",) * (seats - 1)))
    first = line.split("  ·  ")[0]
    preset = game_table.offered_text(game, "preset_text", game.presets[0])
    assert first in (preset, "Bengala rules (first to 18)"), line
    assert line.endswith("computer players: Experto")
