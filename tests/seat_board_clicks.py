"""Clicking a seat board's real widgets (`ui/table/seat_board.py`), as a player does: a card
where it can be seen on the view, a button of the prompt. Shared by the tables of El Envite,
La Ronda and La Báciga."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QGraphicsItem, QGraphicsProxyWidget, QGraphicsScene, QPushButton
from pytestqt.qtbot import QtBot


class Prompt(Protocol):
    @property
    def buttons(self) -> Any: ...

    def button(self, name: str) -> QPushButton | None: ...


class Board(Protocol):
    @property
    def scene(self) -> QGraphicsScene: ...
    @property
    def prompt(self) -> Prompt: ...
    @property
    def prompt_proxy(self) -> QGraphicsProxyWidget: ...

    def card_item(self, card: Any) -> QGraphicsItem: ...


def click_card(qtbot: QtBot, board: Board, card: object) -> None:
    """Click `card` where it lies on the view: the first point of it no other item covers."""
    item = board.card_item(card)
    assert item.isVisible(), f"{card} is not on the table"
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


def button(board: Board, name: str) -> QPushButton:
    """The prompt's button for the action `name`, which must be on show."""
    assert board.prompt_proxy.isVisible(), "the prompt is not shown"
    b = board.prompt.button(name)
    assert b is not None, f"no button {name}: {[x.property('act') for x in board.prompt.buttons]}"
    return b


def press(qtbot: QtBot, board: Board, name: str) -> None:
    qtbot.mouseClick(button(board, name), Qt.MouseButton.LeftButton)
