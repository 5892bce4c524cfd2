"""Host a table and Join a table open the table's window where the player's window is, at
its size (maximized if it is), not at a fixed size in a corner of a big screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QMainWindow

from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.net import host_dialog, join_dialog
from zanga_desktop.ui.net.entries import add_to_start

pytestmark = pytest.mark.usefixtures("isolated")


@pytest.mark.parametrize("button", ["host_button", "join_button"])
def test_the_tables_window_opens_where_the_players_window_is(qtbot, monkeypatch,  # type: ignore[no-untyped-def]
                                                              button: str) -> None:
    window = MainWindow(speed="instant", autosave=False, record_stats=False)
    qtbot.addWidget(window)
    window.setGeometry(QRect(120, 90, 1500, 900))
    window.show()
    window.start(welcome=True)
    opened = QMainWindow()  # what the dialog's answer opened: the table's window
    qtbot.addWidget(opened)
    monkeypatch.setattr(host_dialog, "ask_host", lambda _w: opened)
    monkeypatch.setattr(join_dialog, "ask_join", lambda _w: opened)
    entries = add_to_start(window.start_screen, window)  # as the program puts them there
    qtbot.mouseClick(getattr(entries, button), Qt.MouseButton.LeftButton)
    assert opened.isVisible()
    assert opened.geometry() == window.geometry()
    window.controller.shutdown()
