"""Closing a network table stops the game for the people playing at it from other
computers: the host is asked first (Quit or the window's close button), told who would be
stopped and that the game is kept; "Go on playing" keeps the table open, "Close the table"
closes it, and the joined window says on its table that the host closed it. A joined window
closes without a question: the table goes on without it. No window of a network table
offers Report this move: its computer seats decide at the host."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMessageBox

from zanga_desktop.ui import i18n
from zanga_desktop.ui.net.window import NetWindow

from . import windows

pytestmark = pytest.mark.usefixtures("isolated", "unpaced")


def _answering(monkeypatch: pytest.MonkeyPatch, button: str | None, asked: list[str]) -> None:
    """Every question box is answered by clicking `button` (None: no box may be shown)."""
    def exec_(box: QMessageBox) -> int:
        asked.append(box.text())
        assert box.textFormat() is Qt.TextFormat.PlainText  # names from the network, as text
        assert button is not None, f"asked: {box.text()}"
        next(b for b in box.buttons() if b.text() == button).click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)


def _table(qtbot) -> tuple[NetWindow, NetWindow]:  # type: ignore[no-untyped-def]
    i18n.install("en")  # the English plural forms
    host, guest = windows.two_windows(qtbot, "ronda", 15000)
    qtbot.waitUntil(lambda: host.others_playing() == ["Benito"], timeout=15000)
    return host, guest


def test_the_host_is_asked_before_closing_the_table_on_its_players(  # type: ignore[no-untyped-def]
        qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    host, guest = _table(qtbot)
    assert host.host is not None
    asked: list[str] = []
    _answering(monkeypatch, "Go on playing", asked)
    host.act_quit.trigger()
    assert asked == ["Closing the table stops the game for 1 player at another computer: "
                     "Benito. The game is kept: Reopen your table, on the start screen, opens "
                     "it again, and they take their seats back when they join."]
    assert host.isVisible() and not host.host.core.closed
    _answering(monkeypatch, "Close the table", asked)
    host.act_quit.trigger()
    assert len(asked) == 2 and not host.isVisible()
    closed = "The table is closed: the host closed the table."
    qtbot.waitUntil(lambda: guest.statusBar().currentMessage() == closed, timeout=15000)
    assert guest.toast.isVisible()


def test_the_windows_close_button_asks_as_quit_does(  # type: ignore[no-untyped-def]
        qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    host, _guest = _table(qtbot)
    asked: list[str] = []
    _answering(monkeypatch, "Go on playing", asked)
    event = _spontaneous_close()
    host.closeEvent(event)
    assert len(asked) == 1 and not event.isAccepted() and host.isVisible()


def test_a_joined_window_closes_without_a_question(  # type: ignore[no-untyped-def]
        qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    host, guest = _table(qtbot)
    asked: list[str] = []
    _answering(monkeypatch, None, asked)
    guest.act_quit.trigger()
    assert not guest.isVisible() and not asked
    assert host.host is not None and not host.host.core.closed


def _spontaneous_close() -> QCloseEvent:
    """A close event as the window manager sends it (its close button)."""
    event = QCloseEvent()
    spontaneous: Callable[[], bool] = lambda: True  # noqa: E731
    event.spontaneous = spontaneous  # type: ignore[method-assign]
    return event


def test_no_window_of_a_network_table_offers_report_this_move(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The computer seats decide at the host, never in a window: Report this move would
    stay greyed there for the whole game, so no network window shows it."""
    host, guest = _table(qtbot)
    for w in (host, guest):
        assert not w.act_report.isVisible() and not w.table.can_report


def test_what_a_host_says_on_closing_is_shown_as_text(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A host's reason the window does not know is shown as it came (bounded by the
    protocol), never as markup, on the table and in the status bar."""
    _host, guest = _table(qtbot)
    guest._ended("<b>bye</b>")
    assert guest.toast.textFormat() is Qt.TextFormat.PlainText
    assert guest.toast.text() == "The table is closed: <b>bye</b>"
