"""Driving the Envite table through its real widgets: cards clicked on the view, prompt
buttons clicked."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from zanga_desktop.games.envite.rules import Card, Kind
from zanga_desktop.games.envite.ui.board import EnviteBoard


def click_card(qtbot: QtBot, board: EnviteBoard, card: Card) -> None:
    """Click `card` where it lies on the view."""
    item = board.card_item(card)
    assert item.isVisible()
    view = board.scene.views()[0]
    r = item.boundingRect()
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.3, 0.7, 0.15, 0.85, 0.05, 0.95):
            local = QPointF(r.left() + r.width() * fx, r.top() + r.height() * fy)
            point: QPoint = view.mapFromScene(item.mapToScene(local))
            if view.itemAt(point) is item:
                qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
                return
    raise AssertionError(f"no visible part of {card} to click")


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
