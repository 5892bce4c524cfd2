"""The bot side of `zanga-bot/1`: any built-in AI level served on stdin and stdout."""

from __future__ import annotations

import json
import sys
from typing import IO, Any, Protocol

from ..rules import Action, Observation
from .view import ViewError, observation_from_view


class Decider(Protocol):
    def decide(self, obs: Observation) -> Action: ...


def serve(player: Decider, name: str, stdin: IO[str] | None = None,
          stdout: IO[str] | None = None, stderr: IO[str] | None = None) -> int:
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
        except ValueError:
            print(f"not JSON: {line[:80]!r}", file=stderr)
            continue
        kind = message.get("type") if isinstance(message, dict) else None
        if kind == "hello":
            answer({"name": name, "author": "Zanga Desktop"})
        elif kind == "bye":
            return 0
        elif kind == "decide":
            answer({"action": _decide(player, message, stderr)})
        else:
            print(f"unknown message: {line[:80]!r}", file=stderr)
    return 0


def _decide(player: Decider, message: dict[str, Any], stderr: IO[str]) -> Any:
    legal = message.get("legal") or [None]
    try:
        obs = observation_from_view(message["view"], int(message["seat"]))
        return player.decide(obs).to_json(with_seat=False)
    except (ViewError, KeyError, TypeError, ValueError) as exc:
        print(f"cannot read the view ({exc}); taking the first legal action", file=stderr)
        return legal[0]
