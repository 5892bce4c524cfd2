"""Decision times per level on this machine (`zanga-cli baciga bench`).

Each level plays whole deals at every seat from standings drawn with them; each decision is
timed (process CPU and wall) and counted as a talk decision or a draw decision. The budgets
are in work, so these figures say how long that work takes here; they never change a
decision."""

from __future__ import annotations

import random
import time
from typing import Any

from ....core.bench import spread
from ..game import GAME
from .players import make_player

KINDS = ("talk", "draw")


def time_level(level: str, deals: int, seed: int, players: int) -> dict[str, Any]:
    wall: dict[str, list[float]] = {k: [] for k in KINDS}
    cpu: dict[str, list[float]] = {k: [] for k in KINDS}
    for d in range(deals):
        rng = random.Random(f"bench:{seed}:{d}")
        match = GAME.new_match(seats=players)
        target = match.state.options.target
        match.state.points = (rng.randrange(target), rng.randrange(target))
        seats = [make_player(level, seed=seed * 100 + s) for s in range(players)]
        match.deal(rng)
        while not match.needs_deal and not match.is_over:
            seat = match.to_act
            assert seat is not None
            obs = match.observe(seat)
            kind = obs.phase.value
            t, c = time.perf_counter(), time.process_time()
            action = seats[seat].decide(obs)
            cpu[kind].append(time.process_time() - c)
            wall[kind].append(time.perf_counter() - t)
            match.apply(action)
    out: dict[str, Any] = {}
    for k in KINDS:
        out[k] = {"n": len(wall[k]), **spread(wall[k], worst=True), **spread(cpu[k], "cpu_")}
    both = sorted(wall["talk"] + wall["draw"])
    out["all"] = {"n": len(both), **spread(both)}
    return out


def run_bench(deals: int, seed: int, levels: list[str], players: int) -> dict[str, Any]:
    return {"players": players,
            "levels": {lv: time_level(lv, deals, seed, players) for lv in levels}}
