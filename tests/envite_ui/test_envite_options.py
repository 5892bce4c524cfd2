"""El Envite's New game rows: team size, preset, each seat's player (only the levels the game
has: none yet, so every seat is human, and the built-in levels appear by themselves once
`GAME.levels` lists them), the capitán, señas and renuncio under More options; the set-up
they store starts a partido on the table; and the statistics count each hand once."""

from __future__ import annotations

import pytest
from envite_ui_helpers import play_first_legal, press
from PySide6.QtWidgets import QDialog, QFormLayout

from zanga_desktop.games.envite import game as envite_game
from zanga_desktop.games.envite import ui as envite_table
from zanga_desktop.games.envite.ui.new_game_options import (
    EnviteOptions,
    setup_from_settings,
    setup_of,
)
from zanga_desktop.ui import stats


def _rows(qtbot) -> tuple[QDialog, EnviteOptions]:  # type: ignore[no-untyped-def]
    dialog = QDialog()
    qtbot.addWidget(dialog)
    form = QFormLayout(dialog)
    return dialog, envite_table.make_options(dialog, form)


def test_only_human_seats_while_the_game_has_no_levels(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(envite_game.GAME, "levels", ())
    _dialog, rows = _rows(qtbot)
    assert rows.team.value() == 2 and len(rows.seat_rows.combos) == 3
    for combo in rows.seat_rows.combos:
        assert [combo.itemData(i) for i in range(combo.count())] == ["human"]
    rows.team.setValue(5)
    assert len(rows.seat_rows.combos) == 9
    rows.senas.setCurrentIndex(rows.senas.findData("off"))
    rows.renuncio.setCurrentIndex(rows.renuncio.findData("mesa"))
    rows.captain.setChecked(False)
    rows.store()
    setup = setup_from_settings()
    assert setup.levels == ("human",) * 10
    assert dict(setup.options) == {"senas": "off", "renuncio_mode": "mesa"}
    mine = setup_of(setup)
    assert mine.team_size == 5 and mine.captains == (2, 9)


def test_levels_appear_once_the_game_has_them(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(envite_game.GAME, "levels", ("principiante", "normal"))
    _dialog, rows = _rows(qtbot)
    for combo in rows.seat_rows.combos:
        assert [combo.itemData(i) for i in range(combo.count())] == [
            "human", "principiante", "normal"]
    assert setup_from_settings().levels == ("human", "principiante", "principiante",
                                            "principiante")
    rows.seat_rows.combos[1].setCurrentIndex(2)
    rows.store()
    assert setup_from_settings().levels == ("human", "principiante", "normal", "principiante")


def test_the_stored_setup_starts_a_partido(qtbot, stage, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(envite_game.GAME, "levels", ())
    _dialog, rows = _rows(qtbot)
    rows.team.setValue(3)
    rows.store()
    stage.table.new_game(envite_table.setup_from_settings())
    ctl = stage.table.controller
    assert ctl.envite.state.seats == 6 and ctl.envite.state.captains == (0, 5)
    assert ctl.humans == frozenset(range(6))


def test_statistics_count_each_hand_once(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    from zanga_desktop.games.envite.ui.controller import HUMAN, EnviteSetup, default_names

    table = stage.table
    table.new_game(EnviteSetup(1, (HUMAN, HUMAN), default_names(2), seed=8))
    while not table.controller.match.needs_deal:
        play_first_legal(qtbot, table.board)
    counts = stats.load("envite")
    assert counts["hands"] == 1
    assert counts["hands_won"] == int(table.controller.envite.state.results[-1].winner == 0)
    press(qtbot, table.board, "next")
    assert stats.load("envite")["hands"] == 1
    labels = set(envite_table.statistics_labels())
    assert set(envite_game.GAME.statistics) <= labels <= set(stats.fields("envite"))


def test_statistics_name_every_game_a_partido(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The three counters of finished games say partido in a row, in Spanish too: the
    drawn ones read "Partidas empatadas" under "Partidos ganados"."""
    from PySide6.QtWidgets import QLabel

    from zanga_desktop.ui import i18n, stats
    from zanga_desktop.ui.stats import StatsDialog

    stats.add("envite", games=1, games_drawn=1)  # the drawn row is shown once one is counted
    i18n.install("es")
    try:
        dialog = StatsDialog("envite", envite_table.statistics_labels())
        qtbot.addWidget(dialog)
        form = dialog.form
        assert isinstance(form, QFormLayout)
        rows = []
        for key in ("games", "games_won", "games_drawn"):
            value = dialog.findChild(QLabel, f"stat_{key}")
            label = form.labelForField(value)
            assert isinstance(label, QLabel)
            rows.append(label.text())
        assert all(row.startswith("Partidos ") for row in rows), rows
    finally:
        i18n.install("en")


def test_partidos_counted_by_earlier_versions_become_games_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    from zanga_desktop.games.envite.ui import statistics
    from zanga_desktop.ui import settings

    s = settings.settings()
    s.setValue("envite/stats/partidos", 4)
    s.setValue("envite/stats/partidos_won", 3)
    s.setValue("envite/stats/games", 1)
    s.sync()
    statistics.migrate()
    statistics.migrate()  # the next start: nothing counted twice
    counts = stats.load("envite")
    assert counts["games"] == 5 and counts["games_won"] == 3
    assert not settings.settings().contains("envite/stats/partidos")


@pytest.mark.parametrize("lang", ["es", "ja"])
def test_start_texts_translated(lang: str) -> None:
    from zanga_desktop.ui import i18n

    i18n.install(lang)
    try:
        texts = envite_table.start_texts()
        assert texts.title in ("El Envite", "エル・エンビテ")
        assert texts.subtitle and "The Canarian" not in texts.subtitle
    finally:
        i18n.install("en")


def test_a_resumed_partido_keeps_computer_players_at_the_other_seats(stage, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A record does not say who played: a resumed partido seats the player at seat 0 and the
    computer at the others (as last chosen for that size, else the gentle level), never a
    table of humans passing the screen."""
    from zanga_desktop.core.levels import LEVELS
    from zanga_desktop.games.envite.game import EnviteDefinition, EnviteMatch
    from zanga_desktop.games.envite.records import EnviteGame

    monkeypatch.setattr(EnviteDefinition, "levels", LEVELS)  # the stage's took them away
    for seats in (4, 10):
        game = EnviteGame.new(players=[f"P{s}" for s in range(seats)])
        stage.table.resume(EnviteMatch(game), opened=False)
        controller = stage.table.controller
        assert controller.levels == ("human",) + ("principiante",) * (seats - 1)
        assert controller.names == tuple(f"P{s}" for s in range(seats))


def test_fewer_players_give_their_rows_back(qtbot) -> None:  # type: ignore[no-untyped-def]
    """From five players a team to one, the dialog shrinks to its rows from its top edge: it
    kept the height of ten seats, half of it blank above the buttons."""
    from PySide6.QtCore import QRect

    from zanga_desktop.ui.new_game import NewGameDialog

    dialog = NewGameDialog(None, envite_game.GAME)
    qtbot.addWidget(dialog)
    screen = dialog.screen()
    laptop = QRect(0, 0, 1366, 740)
    dialog.screen = lambda: screen  # type: ignore[method-assign]
    screen.availableGeometry = lambda: laptop  # type: ignore[method-assign]
    dialog.show()
    rows: EnviteOptions = dialog.game_options  # type: ignore[assignment]
    rows.team.setValue(5)
    qtbot.waitUntil(lambda: dialog.height() >= dialog.sizeHint().height(), timeout=2000)
    ten, top = dialog.height(), dialog.y()
    rows.team.setValue(1)
    qtbot.waitUntil(lambda: dialog.height() < ten, timeout=2000)
    assert dialog.height() <= dialog.sizeHint().height() + 4
    assert dialog.y() == top  # the spin box stays under the mouse that clicked it
