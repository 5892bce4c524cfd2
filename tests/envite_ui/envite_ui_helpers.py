"""Driving the Envite table through its real widgets: cards clicked on the view, prompt
buttons clicked."""

from __future__ import annotations

from pytestqt.qtbot import QtBot
from seat_board_clicks import button, click_card, press  # noqa: F401  (the tables' tests take them from here)

from zanga_desktop.games.envite.rules import Card, Kind
from zanga_desktop.games.envite.ui.board import EnviteBoard
from zanga_desktop.games.envite.ui.controller import HUMAN, EnviteSetup, default_names
from zanga_desktop.games.envite.ui.table import EnviteTable


def play_first_legal(qtbot: QtBot, board: EnviteBoard) -> Card:
    """Click the first card the human to act may play."""
    ctl = board.controller
    assert ctl.human_to_act
    cards = [a.value for a in ctl.match.legal_actions() if a.kind is Kind.PLAY]
    card = cards[0]
    assert isinstance(card, Card)
    click_card(qtbot, board, card)
    return card


def first_bet_of_four_humans(qtbot: QtBot, table: EnviteTable, seed: int,
                             speed: float | None = None) -> int:
    """A partido of four humans (teams of two) at `table`, whose first seat to act bets by
    its button (the table's animations at `speed` from then on, if given): that seat."""
    table.new_game(EnviteSetup(2, (HUMAN,) * 4, default_names(4), seed=seed))
    if speed is not None:
        table.board.animator.speed = speed
    bettor = table.controller.match.to_act
    assert bettor is not None
    press(qtbot, table.board, "bet")
    return bettor
