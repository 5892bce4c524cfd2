"""The toolkit's pieces for the games set up seat by seat, on a stand-in game: who plays a
resumed game's seats, the seats' levels last chosen, a set-up of 2 or 4, and the keys of a
prompt's row of buttons."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QWidget

from zanga_desktop.core.game import Seats
from zanga_desktop.core.setup import HUMAN, GameSetup
from zanga_desktop.ui import seat_choices, settings
from zanga_desktop.ui.table import keys
from zanga_desktop.ui.table.setup_controller import PairsSetup, default_names
from zanga_desktop.ui.table.setup_front import resumed_levels


@dataclass(frozen=True)
class StandIn:
    """As much of a game's definition as the seat choices read."""

    id: str = "standin"
    levels: tuple[str, ...] = ("rules", "principiante", "experto")
    seats: Seats = field(default_factory=lambda: Seats(2, 4, 2, 2))


def _last(*levels: str) -> GameSetup:
    return GameSetup(game="standin", name="Ana", levels=levels, preset="")


def test_a_resumed_game_keeps_the_levels_given_for_every_seat() -> None:
    given = (HUMAN, "experto", "rules")
    assert resumed_levels(3, given, lambda: _last(HUMAN, "rules", "rules"),
                          lambda: "principiante") == given


def test_a_resumed_game_seats_as_last_chosen_for_a_table_of_its_size() -> None:
    last = _last(HUMAN, "experto", "rules")
    assert resumed_levels(3, None, lambda: last, lambda: "principiante") == last.levels
    assert resumed_levels(3, (HUMAN,), lambda: last, lambda: "principiante") == last.levels


def test_a_resumed_game_of_another_size_has_the_gentle_level_at_the_other_seats() -> None:
    last = _last(HUMAN, "experto")
    assert resumed_levels(4, None, lambda: last, lambda: "principiante") == (
        HUMAN, "principiante", "principiante", "principiante")
    # the last choice had nobody at seat 0: the player sits there all the same
    assert resumed_levels(2, None, lambda: _last("experto", "rules"),
                          lambda: "principiante") == (HUMAN, "principiante")


def test_the_gentle_level_is_offered_to_a_new_seat_where_the_game_has_it() -> None:
    game = StandIn()
    assert seat_choices.levels_offered(game) == (HUMAN, *game.levels)  # type: ignore[arg-type]
    assert seat_choices.new_seat_level(game) == "principiante"  # type: ignore[arg-type]
    assert seat_choices.new_seat_level(StandIn(levels=("a", "b"))) == "a"  # type: ignore[arg-type]
    assert seat_choices.new_seat_level(StandIn(levels=())) == HUMAN  # type: ignore[arg-type]


def test_the_levels_last_stored_are_read_back_a_bad_one_as_the_gentle_level(
        isolated) -> None:  # type: ignore[no-untyped-def]
    game = StandIn()
    settings.put("standin/levels", ["experto", "no such level"])
    assert seat_choices.last_levels(game, "standin/levels", 4) == (  # type: ignore[arg-type]
        HUMAN, "experto", "principiante", "principiante")
    settings.put("standin/levels", "not a list")
    assert seat_choices.last_levels(game, "standin/levels", 2) == (  # type: ignore[arg-type]
        HUMAN, "principiante")


def test_the_seat_rows_keep_each_seats_choice_while_the_table_changes_size(qtbot) -> None:  # type: ignore[no-untyped-def]
    parent = QWidget()
    qtbot.addWidget(parent)
    told: list[int] = []
    rows = seat_choices.SeatRows(parent, StandIn(), "standin", ("experto",))  # type: ignore[arg-type]
    rows.on_change(lambda: told.append(len(rows.combos)))
    rows.show(2)
    assert rows.levels() == ["experto"] and rows.combos[0].objectName() == "standin_seat_1"
    rows.show(4)  # the seats added play the gentle level
    assert rows.levels() == ["experto", "principiante", "principiante"]
    assert told == [1, 3]  # each new size told
    rows.combos[2].setCurrentIndex(rows.combos[2].findData("rules"))
    assert told == [1, 3, 3] and rows.humans() == 1
    rows.combos[1].setCurrentIndex(rows.combos[1].findData(HUMAN))
    rows.fields[1].setText("Pedro")
    assert rows.names_here() == ["", "Pedro", ""] and rows.humans() == 2
    rows.show(2)
    assert rows.names_here() == [""] and rows.people() == [""]
    rows.show(4)  # the third seat's choice came back with it, the person with his name
    assert rows.levels() == ["experto", HUMAN, "rules"]
    assert rows.people() == ["", "Pedro", ""] and rows.fields[1].objectName() == "standin_name_2"
    # an empty name field shows greyed the seat's name at the table
    assert [f.placeholderText() for f in rows.fields] == list(default_names(4)[1:])
    labels = [rows.grid.itemAtPosition(r, 0).widget().text() for r in range(3)]
    assert labels == [seat_choices.partnered_seat(s, 4) for s in (1, 2, 3)]


def test_a_set_up_names_every_seat_of_a_table_of_2_or_4() -> None:
    assert PairsSetup().names == default_names(2)
    assert PairsSetup(4, (HUMAN,) * 4, default_names(4)).seats == 4
    with pytest.raises(ValueError):
        PairsSetup(3, (HUMAN,) * 3, default_names(3))
    with pytest.raises(ValueError):
        PairsSetup(4, (HUMAN,) * 2, default_names(4))


def test_up_down_and_tab_step_through_a_row_of_buttons_and_enter_presses_one(qtbot) -> None:  # type: ignore[no-untyped-def]
    row = QWidget()
    qtbot.addWidget(row)
    buttons = [QPushButton(str(i), row) for i in range(3)]
    pressed: list[int] = []
    for i, b in enumerate(buttons):
        b.clicked.connect(lambda _=False, i=i: pressed.append(i))
    row.show()
    row.activateWindow()
    qtbot.waitActive(row)
    buttons[2].setFocus()
    qtbot.waitUntil(lambda: buttons[2].hasFocus())
    assert keys.button_key(Qt.Key.Key_Down, buttons)  # round from the last to the first
    qtbot.waitUntil(lambda: buttons[0].hasFocus())
    assert keys.button_key(Qt.Key.Key_Tab, buttons)
    qtbot.waitUntil(lambda: buttons[1].hasFocus())
    assert keys.button_key(Qt.Key.Key_Up, buttons)
    qtbot.waitUntil(lambda: buttons[0].hasFocus())
    assert keys.button_key(Qt.Key.Key_Enter, buttons)
    assert pressed == [0]
    assert not keys.button_key(Qt.Key.Key_X, buttons)
    assert pressed == [0]
    unshown = QPushButton("no focus")
    qtbot.addWidget(unshown)
    assert not keys.button_key(Qt.Key.Key_Return, [unshown])  # no button has the focus


def test_a_two_player_tables_opponent_is_remembered_by_the_next_start(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The New game dialog stores the other seats' levels; for two players that is a list of
    one, which an INI file writes as one word and the next start read as no list: the
    opponent chosen (Maestro, or a person at this screen) came back as Principiante, in Play
    now and in a two-player game resumed. Stored by one process, read by another."""
    import subprocess
    import sys

    folder = tmp_path / "ini"
    for chosen in ("maestro", HUMAN):
        subprocess.run([sys.executable, "-c", (
            "import sys; from pathlib import Path; from zanga_desktop.ui import settings; "
            "settings.use_ini_folder(Path(sys.argv[1])); "
            "settings.put('standin/levels', [sys.argv[2]])"), str(folder), chosen],
            check=True, timeout=60)
        ini = next(folder.rglob("*.ini")).read_text(encoding="utf-8")
        assert f"levels={chosen}\n" in ini  # the one word the file holds
        out = subprocess.run([sys.executable, "-c", (
            "import sys; from pathlib import Path; from zanga_desktop.ui import settings, "
            "seat_choices; from zanga_desktop.core import registry; "
            "settings.use_ini_folder(Path(sys.argv[1])); "
            "print(seat_choices.last_levels(registry.get('ronda'), 'standin/levels', 2)[1])"),
            str(folder)], check=True, timeout=60, capture_output=True, text=True).stdout
        assert out.strip() == chosen
