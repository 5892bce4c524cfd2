"""A person at another computer who leaves the table mid-game is told on the felt of those
still playing, not only in the Network table panel: gone (the seat held), still away when the
grace is over (the host told where he chooses), played by the computer for now."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QPushButton

from zanga_desktop.net.messages import SeatInfo, SeatKind, TableState
from zanga_desktop.net.table import SeatSpec
from zanga_desktop.ui.net.window import NetWindow
from zanga_desktop.ui.net.words import seat_news

from . import windows

pytestmark = pytest.mark.usefixtures("isolated", "unpaced")


def test_the_host_is_told_on_the_felt_when_a_guest_leaves_and_where_to_choose(qtbot) -> None:  # type: ignore[no-untyped-def]
    host, guest = windows.two_windows(qtbot, "ronda", 15000)
    assert host.host is not None
    host.host.core.grace_s = 1.0
    assert host.table.board.plates[1].subtitle == "Online"
    guest.close()
    qtbot.waitUntil(lambda: "Benito left the table" in host.toast.text(), timeout=10000)
    qtbot.waitUntil(lambda: host.table.board.plates[1].subtitle == "Away", timeout=5000)
    assert "the seat is held for 0:01" in host.toast.text()
    assert host.toast.isVisible()
    host.panel.hide()  # closed by the host: his choice shows it again
    qtbot.waitUntil(lambda: "Benito is still away" in host.toast.text(), timeout=10000)
    assert "Computer plays" in host.toast.text()
    assert "Benito is still away" in host.statusBar().currentMessage()
    assert host.panel.isVisible()
    take = next(b for b in host.panel.findChildren(QPushButton)
                if b.text() == "Computer plays" and b.isVisible())
    take.click()
    qtbot.waitUntil(lambda: "The computer plays for Benito" in host.toast.text(),
                    timeout=10000)
    assert host.table.board.plates[1].subtitle == "Away"


def _plate(window: NetWindow, seat: int) -> str:
    """What La Zanga's plate of `seat` (as the window's table numbers it) says under the
    name."""
    return window.controller.seat_label(seat)


def test_la_zangas_plate_says_a_partner_is_away_and_back(qtbot) -> None:  # type: ignore[no-untyped-def]
    host, guest = windows.two_windows(qtbot, "zanga", 60000, [
        SeatSpec(), SeatSpec("rules"), SeatSpec(), SeatSpec("rules")], 2)
    assert host.host is not None
    assert _plate(host, 2) == "Online" and _plate(host, 1) != "Away"
    port = host.host.port
    token = guest.session.welcome.token if guest.session.welcome else None
    guest.close()
    qtbot.waitUntil(lambda: _plate(host, 2) == "Away", timeout=10000)
    assert _plate(host, 1) != "Away"  # a computer's seat is never away
    plates = [p.subtitle for p in host.table.board.plates]
    assert "Away" in plates  # drawn on the table, where the partner sits
    from zanga_desktop.core import registry
    from zanga_desktop.core.game import network_game
    from zanga_desktop.ui.net.window import join_table

    game = network_game(registry.get("zanga"))
    assert game is not None and token
    back = join_table(game, f"ws://127.0.0.1:{port}", "Benito", None, token)
    qtbot.addWidget(back)
    back.show()
    qtbot.waitUntil(lambda: _plate(host, 2) == "Online", timeout=20000)
    qtbot.waitUntil(lambda: "Benito is back at the table" in host.toast.text(), timeout=5000)


def _table(*seats: SeatInfo, started: bool = True) -> TableState:
    return TableState(seats=seats, watchers=0, started=started, hands=1)


def test_news_only_of_other_people_while_a_game_is_played() -> None:
    me = SeatInfo(0, SeatKind.PERSON, "Ana", connected=True)
    here = SeatInfo(1, SeatKind.PERSON, "Benito", connected=True)
    gone = SeatInfo(1, SeatKind.PERSON, "Benito", away_s=120.0)
    bot = SeatInfo(1, SeatKind.COMPUTER, "", level="normal")
    assert seat_news(_table(me, here), _table(me, gone), 0, True) == [
        "Benito left the table: the seat is held for 2:00."]
    assert seat_news(_table(me, gone), _table(me, here), 0, True) == [
        "Benito is back at the table."]
    # not before the game, not of one's own seat, not of a computer's
    assert seat_news(_table(me, here, started=False), _table(me, gone, started=False), 0,
                     True) == []
    assert seat_news(_table(me, here), _table(me, gone), 1, True) == []
    assert seat_news(_table(me, bot), _table(me, bot), 0, True) == []
    assert seat_news(None, _table(me, gone), 0, True) == []
    waiting = SeatInfo(1, SeatKind.PERSON, "Benito", waiting=True)
    guest_sees = seat_news(_table(me, gone), _table(me, waiting), 0, False)
    assert guest_sees == ["Benito is still away. The table waits until the host gives the "
                          "seat to the computer."]
