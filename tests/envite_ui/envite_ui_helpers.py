"""Driving the Envite table through its real widgets: cards clicked on the view, prompt
buttons clicked."""

from __future__ import annotations

from pytestqt.qtbot import QtBot
from seat_board_clicks import button, click_card, press  # noqa: F401  (the tables' tests take them from here)

from zanga_desktop.games.envite.rules import Card, Kind
from zanga_desktop.games.envite.ui.board import EnviteBoard


def play_first_legal(qtbot: QtBot, board: EnviteBoard) -> Card:
    """Click the first card the human to act may play."""
    ctl = board.controller
    assert ctl.human_to_act
    cards = [a.value for a in ctl.match.legal_actions() if a.kind is Kind.PLAY]
    card = cards[0]
    assert isinstance(card, Card)
    click_card(qtbot, board, card)
    return card
