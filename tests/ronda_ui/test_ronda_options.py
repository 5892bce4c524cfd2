"""La Ronda's New game rows: 2 players or 4 in pairs (partners opposite), each seat a human
or a level the game has, and under More options the options of section 14; the set-up they
store starts a game on the table with those options; the start screen's texts."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QFormLayout

from zanga_desktop.games.ronda import ui as ronda_table
from zanga_desktop.games.ronda.game import GAME
from zanga_desktop.games.ronda.rules import FallPoints
from zanga_desktop.games.ronda.ui.new_game_options import (
    RondaOptions,
    setup_from_settings,
    setup_of,
)
from zanga_desktop.ui.table.saved_game import GameInfo


def _rows(qtbot) -> tuple[QDialog, RondaOptions]:  # type: ignore[no-untyped-def]
    dialog = QDialog()  # kept by the caller: the rows live in it
    qtbot.addWidget(dialog)
    return dialog, ronda_table.make_options(dialog, QFormLayout(dialog))


def test_section2_14_two_or_four_players_each_seat_and_the_options(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    _dialog, rows = _rows(qtbot)
    assert rows.seat_count() == 2 and len(rows.seat_rows.combos) == 1
    first = rows.seat_rows.combos[0]
    offered = [first.itemData(i) for i in range(first.count())]
    assert offered == ["human", *GAME.levels]
    rows.players.setCurrentIndex(rows.players.findData(4))
    assert len(rows.seat_rows.combos) == 3  # right, partner opposite, left
    rows.seat_rows.combos[1].setCurrentIndex(rows.seat_rows.combos[1].findData("human"))
    rows.seat_rows.combos[2].setCurrentIndex(rows.seat_rows.combos[2].findData("experto"))
    rows.capture.setChecked(False)
    rows.falls.setCurrentIndex(rows.falls.findData(FallPoints.LAST.value))
    rows.across.setChecked(False)
    rows.target.setValue(12)
    rows.practice.setChecked(False)
    rows.store()
    chosen = setup_from_settings()
    assert chosen.levels[0] == "human" and chosen.levels[2] == "human"
    assert chosen.levels[3] == "experto" and not chosen.practice
    assert dict(chosen.options) == {"capture_mandatory": False, "fall_points": "last",
                                    "falls_across_rounds": False, "target": 12}
    setup = setup_of(chosen)
    assert setup.seats == 4
    stage.table.new_game(setup)
    options = stage.table.controller.ronda.state.options
    assert (options.capture_mandatory, options.fall_points, options.falls_across_rounds,
            options.target) == (False, FallPoints.LAST, False, 12)
    qtbot.waitUntil(lambda: stage.table.board.track.target == 12, timeout=5000)
    _again_dialog, again = _rows(qtbot)  # the dialog opens as it was left
    assert again.seat_count() == 4 and not again.capture.isChecked()
    assert again.target.value() == 12


def test_the_start_screen_tells_of_la_ronda_and_its_unfinished_game(stage) -> None:  # type: ignore[no-untyped-def]
    match = GAME.new_match(seats=4, players=["Tú", "Ana", "Benito", "Carmela"])
    info = GameInfo(names=match.players, standings=(7, 11), hand=2, game="ronda", match=match)
    texts = ronda_table.start_texts(info, setup_from_settings())
    assert texts.title == "La Ronda" and texts.lessons
    assert texts.counts == ("7 points", "11 points")
    assert texts.teams == ("You & Benito", "Ana & Carmela")
    assert "2 players" in texts.quick


def test_four_players_chosen_with_more_options_open_grow_the_dialog(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QRect

    from zanga_desktop.ui.new_game import NewGameDialog

    dialog = NewGameDialog(None, GAME)
    qtbot.addWidget(dialog)
    screen = dialog.screen()
    tall = QRect(0, 0, 1366, 740)  # 1366 x 768 less a panel
    dialog.screen = lambda: screen  # type: ignore[method-assign]
    screen.availableGeometry = lambda: tall  # type: ignore[method-assign]
    dialog.show()
    dialog.show_more(True)
    two = dialog.height()
    rows: RondaOptions = dialog.game_options  # type: ignore[assignment]
    rows.players.setCurrentIndex(rows.players.findData(4))
    # the two new seats' rows push nothing into a scroll: the dialog makes room for them
    qtbot.waitUntil(lambda: dialog.height() > two, timeout=2000)
    assert dialog.height() >= dialog.sizeHint().height()
    assert not dialog.more_scroll.verticalScrollBar().isVisible()
    assert rows.cover.isVisible()
