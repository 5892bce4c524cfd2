"""Clicking a link in a label as a player would, for the tests of either game's table."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot


def click_link(qtbot: QtBot, label: QLabel, href: str) -> None:
    """Click the link `href` in a label: find it under the pointer (the label says which link
    the pointer is over), then click there."""
    hovered: list[str] = []
    label.linkHovered.connect(hovered.append)
    try:
        for y in range(2, label.height() - 2, 4):
            for x in range(2, label.width() - 2, 6):
                qtbot.mouseMove(label, QPoint(x, y))
                if hovered and hovered[-1] == href:
                    qtbot.mouseClick(label, Qt.MouseButton.LeftButton, pos=QPoint(x, y))
                    return
    finally:
        label.linkHovered.disconnect(hovered.append)
    raise AssertionError(f"no link to {href} in {label.text()!r}")
