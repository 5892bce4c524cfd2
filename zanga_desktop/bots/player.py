"""A seat of any game played by a bot program: the host (`host.py`) with a codec made from the
one thing a game's bots see of their own, the view of an observation. The framing is that of
`zanga-bot/1` (bot-protocol.md) for every game; the hello names the game where the protocol
carries several."""

from __future__ import annotations

import subprocess
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import IO, Any, Generic, Protocol, TypeVar

from .host import HELLO_TIMEOUT_S, BotCodec, ProtocolPlayer, Replacement

PROTOCOL = "zanga-bot/1"


class Recorded(Protocol):
    """An action as a game's record writes it (with the seat that made it)."""

    def to_json(self) -> dict[str, Any]: ...


A = TypeVar("A", bound=Recorded)
A_co = TypeVar("A_co", bound=Recorded, covariant=True)


class Seen(Protocol[A_co]):
    """An observation: the seat it is for, and what that seat may do now."""

    @property
    def seat(self) -> int: ...

    @property
    def legal(self) -> Sequence[A_co]: ...


Obs = TypeVar("Obs", bound=Seen[Any])


@dataclass(frozen=True, slots=True)
class GameCodec(Generic[Obs, A]):
    """A game's `BotCodec`: the view is `view_of` the observation (a record of what the seat
    may know), an action its record form without the seat; `game` is said in the hello
    ("" for La Zanga, the protocol as it was first written: the protocol alone)."""

    view_of: Callable[[Obs], dict[str, Any]]
    game: str = ""
    protocol: str = PROTOCOL

    def hello(self) -> dict[str, Any]:
        return {"game": self.game} if self.game else {}

    def seat(self, obs: Obs) -> int:
        return obs.seat

    def legal(self, obs: Obs) -> Sequence[A]:
        return obs.legal

    def view(self, obs: Obs) -> dict[str, Any]:
        return self.view_of(obs)

    def action_json(self, action: A) -> dict[str, Any]:
        return {k: v for k, v in action.to_json().items() if k != "seat"}


class GameBot(ProtocolPlayer[Obs, A]):
    """A seat played by a child process speaking its game's protocol: a game's bot names its
    codec (`codec`, a class attribute) and is started with the host's options alone."""

    codec: BotCodec[Obs, A]

    def __init__(self, command: str | list[str], time_ms: int = 5000,
                 hello_timeout_s: float = HELLO_TIMEOUT_S,
                 stderr: IO[Any] | int | None = subprocess.DEVNULL,
                 replacement: Replacement[Obs, A] | None = None) -> None:
        super().__init__(command, self.codec, time_ms=time_ms, hello_timeout_s=hello_timeout_s,
                         stderr=stderr, replacement=replacement)
