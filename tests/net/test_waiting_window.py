"""Until play starts, a network table's window shows on its felt who is awaited and what starts
the game, not a table standing for a game that is not dealt yet; the game's table takes its
place when play starts (offscreen windows through a loopback host, pytest-qt)."""

from __future__ import annotations

import pytest

from zanga_desktop.core import registry
from zanga_desktop.net.messages import SeatInfo, SeatKind, TableState
from zanga_desktop.net.table import SeatSpec
from zanga_desktop.ui.net.waiting import WaitingScene, waiting_lines
from zanga_desktop.ui.net.window import host_table, join_table

pytestmark = pytest.mark.usefixtures("isolated", "unpaced")


def _state(kinds: list[SeatKind], started: bool = False) -> TableState:
    seats = tuple(SeatInfo(i, kind, "") for i, kind in enumerate(kinds))
    return TableState(seats, 0, started, 0)


def test_the_lines_count_the_seats_taken_and_say_who_starts_play() -> None:
    state = _state([SeatKind.PERSON, SeatKind.OPEN, SeatKind.COMPUTER, SeatKind.OPEN])
    title, host_line = waiting_lines(state, host=True, watching=False)
    assert title == "Waiting for the players"
    assert host_line.startswith("Seats taken: 2 of 4.")
    assert "Start now" in host_line
    _, guest_line = waiting_lines(state, host=False, watching=False)
    assert "host starts it" in guest_line and "Start now" not in guest_line
    _, watcher_line = waiting_lines(state, host=False, watching=True)
    assert "watch" in watcher_line
    assert waiting_lines(None, host=False, watching=False)[1] == "Connecting to the table..."


def test_the_host_waits_on_a_felt_that_says_so_until_the_guest_sits(qtbot) -> None:  # type: ignore[no-untyped-def]
    game = registry.get("baciga")
    host = host_table(game, "Ana", [SeatSpec(), SeatSpec()], None, {}, True,
                      address="127.0.0.1", announce=False)
    assert host is not None and host.host is not None
    qtbot.addWidget(host)
    host.resize(1366, 768)
    host.show()
    qtbot.waitUntil(lambda: host.session.state is not None, timeout=20000)
    waiting = host.view.scene()
    assert isinstance(waiting, WaitingScene)
    assert waiting.title.text() == "Waiting for the players"
    assert waiting.detail.text().startswith("Seats taken: 1 of 2.")
    assert waiting.proxy.isVisible()
    # the panel's lines are whole, in the middle of the felt
    box = waiting.proxy.sceneBoundingRect()
    assert waiting.sceneRect().contains(box)
    assert abs(box.center().x() - waiting.sceneRect().center().x()) < 1
    for label in (waiting.title, waiting.detail):
        assert label.height() >= label.heightForWidth(label.width())
    assert not host.host.core.started

    guest = join_table(game, f"ws://127.0.0.1:{host.host.port}", "Benito", 1)
    qtbot.addWidget(guest)
    guest.resize(1366, 768)
    guest.show()
    # both seats taken: play starts, and each window shows the game's own table
    qtbot.waitUntil(lambda: host.host.core.started and host.controller.match.hand_count == 1
                    and guest.controller.match.hand_count == 1, timeout=60000)
    qtbot.waitUntil(lambda: host.view.scene() is host.scene
                    and guest.view.scene() is guest.scene, timeout=20000)
    for w in (host, guest):
        w.close()
