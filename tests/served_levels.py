"""A built-in level served as a bot program (bot-protocol.md), checked the same way in the
tests of every game that serves its levels (tests/ is on the import path): what it answers to
a view and to a view that is none, and a match against it beside the level's own."""

from __future__ import annotations

import io
import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from zanga_desktop.bots.host import ProtocolPlayer
from zanga_desktop.bots.serve import BotServer

#: The figures of a match that name who played it, or how long it took.
NOT_PLAYED: tuple[str, ...] = ("a", "names", "seconds")


def answers(game_id: str, seat: int, view: Any, legal: list[Any], player: Any,
            read_view: Callable[[Any, int], Any], codec: Any) -> tuple[Any, Any, str]:
    """`player`, served as "normal", asked for `seat`'s action at `view` and then at a view
    that is none: its two answers and what it wrote on standard error (its hello names it)."""
    asks = [{"type": "hello", "protocol": "zanga-bot/1", "game": game_id},
            {"type": "decide", "seat": seat, "view": view, "legal": legal},
            {"type": "decide", "seat": seat, "view": {"deals": "none"}, "legal": legal},
            {"type": "bye"}]
    stdin = io.StringIO("".join(json.dumps(m) + "\n" for m in asks))
    stdout, stderr = io.StringIO(), io.StringIO()
    server = BotServer(player, "normal", read_view, codec)
    assert server.serve(stdin, stdout, stderr) == 0
    hello, good, bad = (json.loads(line) for line in stdout.getvalue().splitlines())
    assert hello["name"] == "normal"
    return good, bad, stderr.getvalue()


@contextmanager
def faults_kept() -> Iterator[list[str]]:
    """Every fault the bots' hosts record meanwhile (in this process), in words: a match
    that counts one says which and why."""
    told: list[str] = []
    record = ProtocolPlayer._fault

    def keep(player: ProtocolPlayer[Any, Any], reason: str, detail: str) -> None:
        told.append(f"{reason}: {detail}")
        record(player, reason, detail)

    ProtocolPlayer._fault = keep  # type: ignore[method-assign]
    try:
        yield told
    finally:
        ProtocolPlayer._fault = record  # type: ignore[method-assign]


def same_match(served: dict[str, Any], itself: dict[str, Any], title: str,
               faults: list[str] | None = None) -> None:
    """The arena's match against the served `rules` level (side A) is the level's own: no
    fault (`faults`: their words, from `faults_kept`), nothing replaced, A named as the
    served program."""
    assert served["faults"] == {"a": 0, "b": 0} and served["replaced"] == {"a": 0, "b": 0}, \
        (served["faults"], faults)
    assert served["names"]["a"] == f"Zanga Desktop {title} rules"
    assert {k: v for k, v in served.items() if k not in NOT_PLAYED} == \
        {k: v for k, v in itself.items() if k not in NOT_PLAYED}
