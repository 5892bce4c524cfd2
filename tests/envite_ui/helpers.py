"""Driving the Envite table through its real widgets: cards clicked on the view, prompt
buttons clicked."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from zanga_desktop.games.envite.rules import Card, Kind
from zanga_desktop.games.envite.table.board import EnviteBoard


def click_card(qtbot: QtBot, board: EnviteBoard, card: Card) -> None:
    """Click `card` where it lies on the view."""
    item = board.card_item(card)
    assert item.isVisible()
    view = board.scene.views()[0]
    point: QPoint = view.mapFromScene(item.mapToScene(item.boundingRect().center()))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def button(board: EnviteBoard, name: str) -> QPushButton:
    assert board.prompt_proxy.isVisible(), "the prompt is not shown"
    b = board.prompt.button(name)
    assert b is not None, f"no button {name}: {[x.property('act') for x in board.prompt.buttons]}"
    return b


def press(qtbot: QtBot, board: EnviteBoard, name: str) -> None:
    qtbot.mouseClick(button(board, name), Qt.MouseButton.LeftButton)


def play_first_legal(qtbot: QtBot, board: EnviteBoard) -> Card:
    """Click the first card the human to act may play."""
    ctl = board.controller
    assert ctl.human_to_act
    cards = [a.value for a in ctl.match.legal_actions() if a.kind is Kind.PLAY]
    card = cards[0]
    assert isinstance(card, Card)
    click_card(qtbot, board, card)
    return card
