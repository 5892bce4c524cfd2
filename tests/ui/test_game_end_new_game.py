"""The end of a game offers New game on the table, in every game seated by the shared table
(`SetupFront`): La Ronda's and El Envite's ended on words alone, and La Báciga's button was
wired to the window by hand. The button opens the window's Game > New game; a window that
offers none (a network table's) shows no button."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QPushButton
from shell_checks import window_for

from zanga_desktop import cli
from zanga_desktop.core import registry
from zanga_desktop.core.game import GameDefinition
from zanga_desktop.ui import stats
from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.new_game import NewGameDialog
from zanga_desktop.ui.table.setup_front import SetupFront

#: Short games: the fewest points the rules allow, so that random play ends them soon.
SHORT = {"ronda": {"target": 1}, "baciga": {"target": 1}}


def _seated_games() -> list[GameDefinition]:
    from zanga_desktop.ui import game_table

    out = []
    for game in registry.games():
        table = getattr(game_table.package(game), "make_table", None)
        if isinstance(table, type) and issubclass(table, SetupFront):
            out.append(game)
    return out


def _finished(game: GameDefinition) -> object:
    """A match of `game` played to its end by random legal actions."""
    options = SHORT.get(game.id)
    for seed in range(20):
        match = cli.selfplay(seed, 400, lambda: game.new_match(options=options))[0]
        if match.is_over:
            return match
    raise AssertionError(f"no {game.title} game ended")


def _end_button(w: MainWindow) -> QPushButton | None:
    found = [b for b in w.table.board.prompt.findChildren(QPushButton)
             if b.property("act") in ("new_game", "next") and b.isVisible()]
    return found[0] if found else None


def _ended(qtbot, game: GameDefinition, offered: bool) -> MainWindow:  # type: ignore[no-untyped-def]
    """A window of `game` with a finished game resumed on its table (`offered`: whether the
    window offers Game > New game)."""
    w = window_for(qtbot, game)
    w.act_new.setEnabled(offered)  # a network table's window has it off
    w.table.resume(_finished(game), opened=True)
    qtbot.waitUntil(lambda: bool(w.table.board.prompt_proxy.isVisible()), timeout=10000)
    return w


@pytest.mark.parametrize("game", _seated_games(), ids=lambda g: g.id)
def test_the_end_of_a_game_offers_new_game(qtbot, game: GameDefinition) -> None:  # type: ignore[no-untyped-def]
    w = _ended(qtbot, game, True)
    qtbot.waitUntil(lambda: _end_button(w) is not None, timeout=10000)
    button = _end_button(w)
    assert button is not None and button.text() == "New game"
    asked: list[bool] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(50, answer)
            return
        asked.append(isinstance(dialog, NewGameDialog))
        dialog.reject()  # type: ignore[attr-defined]

    QTimer.singleShot(50, answer)
    button.click()
    qtbot.waitUntil(lambda: bool(asked), timeout=5000)
    assert asked == [True]
    w.retranslate()  # told again in a new language: still the end, still New game
    qtbot.waitUntil(lambda: _end_button(w) is not None, timeout=5000)
    assert _end_button(w).text() == "New game"  # type: ignore[union-attr]


@pytest.mark.parametrize("game", _seated_games(), ids=lambda g: g.id)
def test_a_window_without_new_game_ends_with_no_button(qtbot, game: GameDefinition) -> None:  # type: ignore[no-untyped-def]
    w = _ended(qtbot, game, False)
    assert not w.table.offers_new_game
    qtbot.wait(200)
    assert _end_button(w) is None


@pytest.mark.parametrize("game", _seated_games(), ids=lambda g: g.id)
def test_a_finished_game_opened_is_not_counted_as_played(qtbot, game: GameDefinition) -> None:  # type: ignore[no-untyped-def]
    """Opening a finished game shows its end, but the statistics count only games played to
    their end at this table: a record opened counted as a game finished and won."""
    w = _ended(qtbot, game, True)
    qtbot.waitUntil(lambda: _end_button(w) is not None, timeout=10000)
    w.table.board.redraw_cards()
    assert stats.load(game.id).get("games", 0) == 0
    assert not w.controller.finished_here
