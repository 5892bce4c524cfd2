"""How fast a network table answers, on this machine's loopback: `python -m
zanga_desktop.net.bench [--game GAME] [--hands N]` prints the latency from a joined seat's
action to every player's connection (the view that carries it arriving), the median and the
95th percentile, and the time a joined table takes to follow one view (its shadow planned
and brought in step), which a window adds before it animates."""

from __future__ import annotations

import argparse
import random
import statistics
import threading
import time
from collections.abc import Sequence
from typing import Any

from ..core.arg_types import count
from .client import Link
from .follow import Shadow
from .host import Host
from .messages import Act, HostMessage, Ready, View
from .playable import net_game, net_game_ids
from .table import SeatSpec, TableCore


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m zanga_desktop.net.bench")
    p.add_argument("--game", default=net_game_ids()[0], choices=net_game_ids())
    p.add_argument("--hands", type=count(1), default=3)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--no-follow", action="store_true",
                   help="the connections only read the views (no shadow kept)")
    args = p.parse_args(argv)
    game = net_game(args.game)
    seats = game.seats.default
    core = TableCore.new(game, [SeatSpec() for _ in range(seats)], seed=args.seed,
                         hands=args.hands, next_hand_s=0)
    host = Host(core, "127.0.0.1", 0)
    host.start()
    address = f"ws://127.0.0.1:{host.port}"
    lock = threading.Lock()
    sent: dict[int, float] = {}  # the seq an action was chosen on: when it was sent
    arrivals: list[float] = []
    follow_ms: list[float] = []
    rng = random.Random(args.seed)
    links: list[Link] = []
    shadows = [Shadow(game, s) for s in range(seats)]

    def player(seat: int) -> Any:
        def on_message(message: HostMessage) -> None:
            if not isinstance(message, View):
                return
            now = time.perf_counter()
            with lock:
                started = sent.get(message.seq - 1)
                if started is not None:
                    arrivals.append((now - started) * 1000)
            if not args.no_follow:
                t0 = time.perf_counter()
                shadows[seat].follow(message)
                follow_ms.append((time.perf_counter() - t0) * 1000)
            link = links[seat]
            if message.legal:
                with lock:
                    sent[message.seq] = time.perf_counter()
                    action = rng.choice(message.legal)
                link.send(Act(message.seq, action))
            elif message.hand_over and not message.game_over:
                link.send(Ready())
        return on_message

    from .messages import Hello

    for seat in range(seats):
        links.append(Link(address, Hello(game.id, f"P{seat}", seat=seat), player(seat)))
    for link in links:
        link.start()
    host.finished.wait(600)
    for link in links:
        link.close(1.0)
    per_action = len(arrivals) / max(1, len(sent))
    print(f"{game.title}: {args.hands} hands, {seats} players on loopback, "
          f"{len(sent)} actions by joined seats, {len(arrivals)} arrivals "
          f"({per_action:.1f} connections an action)")
    print(f"action to every connection: median {statistics.median(arrivals):.2f} ms, "
          f"p95 {percentile(arrivals, 0.95):.2f} ms, max {max(arrivals):.2f} ms")
    if follow_ms:
        print(f"a joined table following one view: median "
              f"{statistics.median(follow_ms):.2f} ms, p95 {percentile(follow_ms, 0.95):.2f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
