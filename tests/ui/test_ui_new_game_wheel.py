"""The wheel over the New game dialog's More options scrolls them and changes no rule: a
list there turns only once it is clicked (the player scrolling down the rule options went
past "Todas paga" and found it changed)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QComboBox

from zanga_desktop.ui import game_table
from zanga_desktop.ui.new_game import NewGameDialog


def _wheel_down(widget: QComboBox) -> None:
    at = QPointF(widget.rect().center())
    event = QWheelEvent(at, QPointF(widget.mapToGlobal(at.toPoint())), QPoint(0, 0),
                        QPoint(0, -120), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


@pytest.mark.parametrize("game", game_table.playable_games(), ids=lambda g: g.id)
def test_the_wheel_over_more_options_changes_no_rule(qtbot, game) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(game=game)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.show_more(True)
    boxes = [b for b in dialog.more.findChildren(QComboBox) if b.count() > 1]
    assert boxes
    before = [b.currentIndex() for b in boxes]
    for box in boxes:
        _wheel_down(box)
    assert [b.currentIndex() for b in boxes] == before
