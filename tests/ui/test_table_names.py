"""No computer seat bears the player's name, in any game: a player who names himself Ana
(the usual name of a computer seat) plays against Pino, not against another Ana, so the log,
the plates and the sides read one way (`player_name.table_names`). La Zanga had this; La
Ronda, La Báciga and El Envite dealt "Ana" against "Ana"."""

from __future__ import annotations

from dataclasses import replace

import pytest
from shell_checks import window_for

from zanga_desktop.core import registry
from zanga_desktop.core.setup import HUMAN
from zanga_desktop.ui import game_table
from zanga_desktop.ui.new_game import setup_from_settings
from zanga_desktop.ui.player_name import clash, people_named, table_names

pytestmark = pytest.mark.usefixtures("fresh_lock")

GAMES = [g.id for g in game_table.playable_games()]


@pytest.mark.parametrize("game_id", GAMES)
def test_no_computer_seat_bears_the_players_name(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    w = window_for(qtbot, registry.get(game_id))
    base = setup_from_settings(w.game)
    levels = (HUMAN,) + (w.game.levels[0],) * (len(base.levels) - 1)
    w.new_game(replace(base, name="ana ", levels=levels, seed=3))
    names = list(w.controller.names)
    assert names[0] == "ana "
    assert len({n.strip().casefold() for n in names}) == len(names), names
    assert "Pino" in names


def test_the_usual_names_stay_when_none_is_the_players() -> None:
    assert table_names("Tú", ("Ana", "Benito", "Carmela")) == ("Tú", "Ana", "Benito", "Carmela")
    assert table_names("Pino", ("Ana", "Benito")) == ("Pino", "Ana", "Benito")
    assert table_names("BENITO", ("Ana", "Benito")) == ("BENITO", "Ana", "Pino")


def test_a_person_at_the_screen_keeps_the_name_chosen_and_no_computer_seat_takes_it() -> None:
    usual = ("Ana", "Benito", "Carmela")
    assert table_names("Tú", usual, ("", "Pedro", "")) == ("Tú", "Ana", "Pedro", "Carmela")
    # the computer seat whose usual name a person took gets a spare one
    assert table_names("Tú", usual, ("Benito", "", "")) == ("Tú", "Benito", "Pino", "Carmela")
    # a name given twice, or the player's own, counts once; "you" in any language is none
    assert table_names("Marta", usual, ("marta", "Luis", "LUIS")) == (
        "Marta", "Ana", "Luis", "Carmela")
    assert table_names("Tú", usual, ("You", "あなた", "")) == ("Tú", "Ana", "Benito", "Carmela")
    assert table_names("Tú", usual, ("Pe\u202edro\n",)) == ("Tú", "Pedro", "Benito", "Carmela")


def test_the_names_of_the_people_are_read_where_a_person_sits() -> None:
    assert people_named((HUMAN, "normal", HUMAN, HUMAN), ("Luis", "Pedro")) == ("", "Pedro", "")
    assert people_named((HUMAN, HUMAN), ()) == ("",)


def test_a_name_given_to_two_people_is_found_whatever_its_case() -> None:
    assert clash(["Marta", "Luis", " marta"]) == "marta"
    assert clash(["Marta", "", "", "Luis"]) is None
    assert clash(["You", "you", "Tú"]) is None  # no name chosen is not a name


SEATED = [g for g in GAMES if g in ("ronda", "baciga")]


@pytest.mark.parametrize("game_id", SEATED)
def test_the_players_plate_says_you_once(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    """A player who chose no name reads "You" on his plate with nothing under it (it said
    "You / Human"); one who chose a name reads it with "You" under it, as La Zanga's."""
    w = window_for(qtbot, registry.get(game_id))
    base = setup_from_settings(w.game)
    levels = (HUMAN,) + (w.game.levels[0],) * (len(base.levels) - 1)
    for name, shown in (("Tú", ("You", "")), ("Tester", ("Tester", "You"))):
        w.new_game(replace(base, name=name, levels=levels, seed=3))
        plate = w.table.board.plates[0]
        qtbot.waitUntil(lambda plate=plate, shown=shown: (plate.name, plate.subtitle) == shown,
                        timeout=10000)
