"""AI decisions off the GUI thread, for any game: a QRunnable is handed only the seat's
observation, and a cancel event stops it when the game is abandoned or the window closes."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from ...core.game import Player


class _Relay(QObject):
    """Lives in the GUI thread; its signal carries a worker's answer back there."""

    done = Signal(int, object)


class _Task(QRunnable):
    def __init__(self, job: Callable[[], object], ticket: int, relay: _Relay,
                 cancel: threading.Event) -> None:
        super().__init__()
        self.job = job
        self.ticket = ticket
        self.relay = relay
        self.cancel = cancel
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            result: object = self.job()
        except Exception as exc:  # the GUI thread decides what to do with it
            result = exc
        if not self.cancel.is_set():
            self.relay.done.emit(self.ticket, result)


class Worker(QObject):
    """Runs one job at a time for the controller; a newer ticket makes older answers stale."""

    finished = Signal(int, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(2)
        self.relay = _Relay(self)
        self.relay.done.connect(self.finished)
        self.cancel_event = threading.Event()
        self.ticket = 0

    def submit(self, job: Callable[[threading.Event], object]) -> int:
        self.ticket += 1
        cancel = self.cancel_event
        self.pool.start(_Task(lambda: job(cancel), self.ticket, self.relay, cancel))
        return self.ticket

    def cancel(self) -> None:
        """Stale every job running now; later jobs get a fresh event."""
        self.cancel_event.set()
        self.cancel_event = threading.Event()
        self.ticket += 1

    def shutdown(self, wait_ms: int = 3000) -> None:
        self.cancel()
        self.pool.waitForDone(wait_ms)


def decide_job(player: Player[Any, Any], obs: object) -> Callable[[threading.Event], object]:
    """The job of `player` deciding from `obs`, stopped early when the worker cancels it."""
    def job(cancel: threading.Event) -> object:
        return player.decide(obs, cancel)
    return job
