"""A hosting window announces its table from a thread of its own (`discovery.InBackground`):
registering with the network waits for its probes and each update for its announcement
(about 1.8 s and 0.5 s on this machine), and the window stood still meanwhile. Here an
announcer that blocks until the test lets it go stands for the network."""

from __future__ import annotations

import threading

from zanga_desktop.net.discovery import InBackground


class Blocking:
    """An announcer whose calls wait for `go` and are written down in order."""

    def __init__(self, announced: bool = True) -> None:
        self.calls: list[tuple[str, int | None]] = []
        self.go = threading.Event()
        self.entered = threading.Event()
        self.updated = threading.Event()
        self.announced = announced

    def start(self, free: int) -> bool:
        self.entered.set()
        self.go.wait(10)
        self.calls.append(("start", free))
        return self.announced

    def update(self, free: int) -> None:
        self.go.wait(10)
        self.calls.append(("update", free))
        self.updated.set()

    def stop(self) -> None:
        self.calls.append(("stop", None))


def test_the_window_does_not_wait_for_the_network_and_updates_fold_into_the_last() -> None:
    network = Blocking()
    background = InBackground(network)
    background.start(3)
    assert network.entered.wait(10)  # registering, on its own thread
    # meanwhile the window goes on: seats change, and nothing of it waits
    assert network.calls == []
    background.update(2)
    background.update(1)
    background.update(1)
    network.go.set()
    assert network.updated.wait(10)
    background.stop()
    assert network.calls[0] == ("start", 3)
    assert network.calls[-1] == ("stop", None)
    sent = [free for what, free in network.calls if what == "update"]
    assert sent == [1]  # the last seats, sent once


def test_an_update_that_changes_nothing_is_not_sent() -> None:
    network = Blocking()
    network.go.set()
    background = InBackground(network)
    background.start(2)
    background.update(2)
    background.stop()
    assert network.calls == [("start", 2), ("stop", None)]


def test_a_table_the_network_would_not_announce_is_left_alone() -> None:
    network = Blocking(announced=False)
    network.go.set()
    background = InBackground(network)
    background.start(2)
    background.update(1)
    background.stop()
    assert network.calls == [("start", 2)]  # the announcer withdrew it already


def test_stopped_before_it_began_it_announces_nothing() -> None:
    network = Blocking()
    background = InBackground(network)
    background.stop()
    background.start(2)
    background.stop()
    assert network.calls == []


def test_hosting_a_table_opens_its_window_while_the_network_registers_it(  # type: ignore[no-untyped-def]
        qtbot, monkeypatch) -> None:
    """Through Host a table's own call: the window is there, and the host's seat taken,
    before the announcement is registered; closing the table withdraws it."""
    from zanga_desktop.core import registry
    from zanga_desktop.net import discovery
    from zanga_desktop.net.table import SeatSpec
    from zanga_desktop.ui.net.window import host_table

    network = Blocking()
    monkeypatch.setattr(discovery, "Announcer", lambda *args, **kwargs: network)
    window = host_table(registry.get("ronda"), "Ana", [SeatSpec(), SeatSpec()], None, {}, True,
                        address="127.0.0.1")
    assert window is not None
    qtbot.addWidget(window)
    window.show()
    assert network.entered.wait(10)
    qtbot.waitUntil(lambda: window.session.state is not None, timeout=20000)
    assert network.calls == []  # still registering: the window did not wait for it
    network.go.set()
    window.close()
    # opened with both seats free (the host sits as his window connects), withdrawn at close
    assert network.calls[0] == ("start", 2) and network.calls[-1] == ("stop", None)
