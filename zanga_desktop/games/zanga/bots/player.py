"""A `zanga-bot/1` program at a Zanga table: the shared bot host with La Zanga's codec."""

from __future__ import annotations

import subprocess
import threading
from typing import IO, Any, Protocol

from ....bots.host import HELLO_TIMEOUT_S, ProtocolPlayer
from ..rules import Action, Observation
from .view import view_of

PROTOCOL = "zanga-bot/1"


class ZangaCodec:
    """How La Zanga is written for bots (bot-protocol.md): the view is a record of what the
    seat may know, an action its record form without the seat."""

    protocol = PROTOCOL

    def hello(self) -> dict[str, Any]:
        return {}  # zanga-bot/1 as it was first written: the protocol alone

    def seat(self, obs: Observation) -> int:
        return obs.seat

    def legal(self, obs: Observation) -> tuple[Action, ...]:
        return obs.legal

    def view(self, obs: Observation) -> dict[str, Any]:
        return view_of(obs)

    def action_json(self, action: Action) -> dict[str, Any]:
        return action.to_json(with_seat=False)


CODEC = ZangaCodec()


class _Player(Protocol):
    def decide(self, obs: Observation, cancel: threading.Event | None = None) -> Action: ...


class ZangaBot(ProtocolPlayer[Observation, Action]):
    """A seat played by a child process speaking `zanga-bot/1`."""

    def __init__(self, command: str | list[str], time_ms: int = 5000,
                 hello_timeout_s: float = HELLO_TIMEOUT_S,
                 stderr: IO[Any] | int | None = subprocess.DEVNULL,
                 replacement: _Player | None = None) -> None:
        super().__init__(command, CODEC, time_ms=time_ms, hello_timeout_s=hello_timeout_s,
                         stderr=stderr, replacement=replacement)
