"""People at one screen, each by his name: in the New game dialog of every game a seat set
Human takes a name beside it (greyed, the name the seat has if none is typed), the table
deals with it, the dialog keeps it for next time, and two people given one name are told
so and not dealt."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLineEdit
from shell_checks import window_for

from zanga_desktop.core import registry
from zanga_desktop.core.setup import HUMAN
from zanga_desktop.ui import game_table
from zanga_desktop.ui.new_game import NewGameDialog, setup_from_settings

pytestmark = pytest.mark.usefixtures("fresh_lock")

GAMES = [g.id for g in game_table.playable_games()]


def _seats(dialog: NewGameDialog) -> tuple[list[QComboBox], list[QLineEdit]]:
    rows = dialog.game_options.seat_rows  # type: ignore[attr-defined]
    return list(rows.combos), list(rows.fields)


def _seat_a_person(dialog: NewGameDialog, seat: int) -> QLineEdit:
    combos, fields = _seats(dialog)
    combos[seat - 1].setCurrentIndex(combos[seat - 1].findData(HUMAN))
    return fields[seat - 1]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_person_seated_at_the_screen_plays_by_the_name_given_beside_the_seat(
        qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    game = registry.get(game_id)
    w = window_for(qtbot, game)
    dialog = NewGameDialog(w, game)
    qtbot.addWidget(dialog)
    dialog.show()
    combos, fields = _seats(dialog)
    assert len(fields) == len(combos) >= 1
    assert not any(f.isVisible() for f, c in zip(fields, combos, strict=True)
                   if c.currentData() != HUMAN)  # a computer seat keeps its own name
    dialog.name.setText("Marta")
    field = _seat_a_person(dialog, 1)
    assert field.isVisible() and field.text() == ""
    usual = field.placeholderText()
    assert usual and usual != "Marta"  # the name the seat has if none is typed
    qtbot.keyClicks(field, "Pedro")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == NewGameDialog.DialogCode.Accepted
    setup = dialog.chosen()
    assert setup.levels[1] == HUMAN and setup.names[0] == "Pedro"
    w.new_game(setup)
    players = w.controller.match.players
    assert players[:2] == ("Marta", "Pedro")
    assert len({p.casefold() for p in players}) == len(players)  # everyone told apart
    w.controller.shutdown()

    again = NewGameDialog(None, game)  # the next New game offers the same people
    qtbot.addWidget(again)
    again.show()
    combos, fields = _seats(again)
    assert combos[0].currentData() == HUMAN and fields[0].text() == "Pedro"
    assert fields[0].isVisible()
    assert setup_from_settings(game).names[0] == "Pedro"


@pytest.mark.parametrize("game_id", GAMES)
def test_two_people_given_one_name_are_told_and_no_game_is_dealt(
        qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    game = registry.get(game_id)
    dialog = NewGameDialog(None, game)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.name.setText("Marta")
    field = _seat_a_person(dialog, 1)
    assert not dialog.names_clash.isVisible() and dialog.ok_button.isEnabled()
    qtbot.keyClicks(field, "marta ")
    assert dialog.names_clash.isVisible() and "marta" in dialog.names_clash.text()
    assert not dialog.ok_button.isEnabled()
    qtbot.keyClick(field, Qt.Key.Key_Return)  # Enter does not deal it either
    assert dialog.isVisible() and dialog.result() != NewGameDialog.DialogCode.Accepted
    combos, _fields = _seats(dialog)  # the seat given to the computer: no clash
    combos[0].setCurrentIndex(combos[0].findData(game.levels[0]))
    assert not dialog.names_clash.isVisible() and dialog.ok_button.isEnabled()


@pytest.mark.parametrize("game_id", GAMES)
def test_an_empty_name_shows_the_seats_own_and_avoids_the_players(
        qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    """Left empty, a person's seat keeps the name the table gives it, greyed in the field;
    when the player takes that name, the seat's greyed name changes with it, as the table's
    does."""
    game = registry.get(game_id)
    dialog = NewGameDialog(None, game)
    qtbot.addWidget(dialog)
    field = _seat_a_person(dialog, 1)
    usual = field.placeholderText()
    dialog.name.setText(usual)
    assert field.placeholderText() not in ("", usual)
    spare = field.placeholderText()
    dialog.chosen()
    w = window_for(qtbot, game)
    w.new_game(setup_from_settings(game))
    assert w.controller.match.players[:2] == (usual, spare)
    w.controller.shutdown()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_greyed_names_are_those_the_table_deals(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    """Every seat set Human and left unnamed, at the game's largest table: each field's
    greyed name is the name the table then gives that seat (El Envite's ten seats have
    names of their own: Dácil, not "Tú 2")."""
    game = registry.get(game_id)
    dialog = NewGameDialog(None, game)
    qtbot.addWidget(dialog)
    options = dialog.game_options
    size = getattr(options, "team", None) or getattr(options, "players", None)
    if size is not None and hasattr(size, "setValue"):
        size.setValue(size.maximum())
    elif size is not None:
        size.setCurrentIndex(size.count() - 1)
    combos, _fields = _seats(dialog)
    assert len(combos) + 1 == game.seats.most
    for seat in range(1, len(combos) + 1):
        _seat_a_person(dialog, seat)
    greyed = [f.placeholderText() for f in _seats(dialog)[1]]
    dialog.chosen()
    w = window_for(qtbot, game)
    w.new_game(setup_from_settings(game))
    assert list(w.controller.match.players[1:]) == greyed
    assert all(name.strip() for name in greyed)
    w.controller.shutdown()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_start_screen_names_the_people_play_now_seats(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    """Play now's line says who plays at this screen by the names given ("with Pedro at
    this screen", La Zanga's "partner: Pedro"), counted while one of them has none."""
    game = registry.get(game_id)
    base = setup_from_settings(game)
    seats = len(base.levels)
    levels = (HUMAN,) * seats
    quick = game_table.package(game).start_texts
    named = quick(None, replace(base, levels=levels, names=("Pedro",) * (seats - 1)
                                if seats == 2 else ("Pedro", "Luis", "Rita"))).quick
    assert "Pedro" in named and "Human" not in named
    unnamed = quick(None, replace(base, levels=levels, names=("", "Luis"))).quick
    assert "Luis" not in unnamed or game_id == "zanga"  # La Zanga names each seat
    computer = quick(None, replace(base, levels=(HUMAN,) + (game.levels[0],) * (seats - 1),
                                   names=("Pedro",) * (seats - 1))).quick
    assert "Pedro" not in computer  # a name kept for a seat the computer now plays
