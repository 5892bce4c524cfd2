"""The bot side of the protocol (bot-protocol.md): a built-in level of any game served on
standard input and output, as `zanga-cli bot --game GAME --level LEVEL` runs it.

The game gives the player, how its view is read back into the observation the view was written
from (`read_view`), and its codec (the hello's game, an action's JSON). A view that cannot be
read is told on standard error and answered with the first legal action; the server never
stops on bad input, only at `bye` or the end of its input.
"""

from __future__ import annotations

import argparse
import json
import sys
import threading
from collections.abc import Callable, Sequence
from typing import IO, Any, Generic, Protocol, TypeVar

from ..limits import echo
from .views import ViewError

Obs = TypeVar("Obs")
A = TypeVar("A")
Obs_contra = TypeVar("Obs_contra", contravariant=True)
A_co = TypeVar("A_co", covariant=True)
A_contra = TypeVar("A_contra", contravariant=True)


class Decider(Protocol[Obs_contra, A_co]):
    def decide(self, obs: Obs_contra, cancel: threading.Event | None = None) -> A_co: ...


class Codec(Protocol[A_contra]):
    """What the server needs of a game's `bots.player.GameCodec`."""

    @property
    def game(self) -> str: ...

    def action_json(self, action: A_contra) -> dict[str, Any]: ...


class BotServer(Generic[Obs, A]):
    """One level answering the host: `read_view(view, seat)` rebuilds the seat's observation
    (ViewError, or another ValueError, for a view it cannot explain)."""

    def __init__(self, player: Decider[Obs, A], name: str,
                 read_view: Callable[[dict[str, Any], int], Obs], codec: Codec[A]) -> None:
        self.player = player
        self.name = name
        self.read_view = read_view
        self.codec = codec

    def serve(self, stdin: IO[str] | None = None, stdout: IO[str] | None = None,
              stderr: IO[str] | None = None) -> int:
        """Answer the host until `bye` or the end of input; returns the exit status."""
        stdin = stdin or sys.stdin
        stdout = stdout or sys.stdout
        stderr = stderr or sys.stderr

        def answer(message: dict[str, Any]) -> None:
            stdout.write(json.dumps(message, ensure_ascii=False) + "\n")
            stdout.flush()

        for line in stdin:
            try:
                message = json.loads(line)
            except (ValueError, RecursionError):
                print(f"not JSON: {echo(line)}", file=stderr)
                continue
            kind = message.get("type") if isinstance(message, dict) else None
            if kind == "hello":
                if message.get("game", "") != self.codec.game:
                    print(f"the host names the game {echo(message.get('game', ''))}; this "
                          f"bot plays {echo(self.codec.game or 'the protocol alone')}",
                          file=stderr)
                answer({"name": self.name, "author": "Zanga Desktop"})
            elif kind == "bye":
                return 0
            elif kind == "decide":
                answer({"action": self._decide(message, stderr)})
            else:
                print(f"unknown message: {echo(line)}", file=stderr)
        return 0

    def _decide(self, message: dict[str, Any], stderr: IO[str]) -> Any:
        legal = message.get("legal")
        first = legal[0] if isinstance(legal, list) and legal else None
        try:
            obs = self.read_view(message["view"], int(message["seat"]))
            return self.codec.action_json(self.player.decide(obs))
        except (ViewError, KeyError, IndexError, TypeError, ValueError) as exc:
            print(f"cannot read the view ({echo(str(exc))}); taking the first legal action",
                  file=stderr)
            return first


def bot_main(prog: str, levels: Sequence[str],
             server: Callable[[str, int | None], BotServer[Any, Any]], argv: list[str]) -> int:
    """`zanga-cli bot --level LEVEL [--seed N]`: the level `server(level, seed)` makes,
    served until `bye`."""
    p = argparse.ArgumentParser(prog=prog, description="Play a built-in level as a protocol "
                                "bot on standard input and output (docs/bot-protocol.md).")
    p.add_argument("--level", default=levels[len(levels) // 2], choices=levels,
                   help="the level (default: %(default)s)")
    p.add_argument("--seed", type=int, default=None,
                   help="the seed of the level's random choices (default: a fresh one)")
    args = p.parse_args(argv)
    return server(args.level, args.seed).serve()


#: What a game gives `serve_level`, asked only when the bot starts (so that the command line
#: imports no AI): how a level is made from its name and seed, how a view is read back into
#: its observation, and the game's codec.
LevelParts = tuple[Callable[[str, int | None], Decider[Any, Any]],
                   Callable[[dict[str, Any], int], Any], Codec[Any]]


def serve_level(prog: str, title: str, levels: Sequence[str],
                parts: Callable[[], LevelParts], argv: list[str]) -> int:
    """`zanga-cli GAME bot --level LEVEL`: one of a game's levels served as a bot program,
    named after the game's `title` and the level."""

    def server(level: str, seed: int | None) -> BotServer[Any, Any]:
        make, read_view, codec = parts()
        return BotServer(make(level, seed), f"Zanga Desktop {title} {level}", read_view, codec)

    return bot_main(prog, levels, server, argv)
