"""Decision times per level on this machine (`zanga-cli envite bench`).

A turn is timed from its first call of `decide` to the action that ends it (the señas sent
before it included), and counted as a card, a bet (a turn at which a bet could be made), an
answer (a bet waiting: quiero, paso, a raise or letting it pass) or a tumbo decision."""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

from ....core.arg_types import count
from ....core.bench import spread
from ..rules import EnviteState, Kind, Phase, make_options, observe
from .players import Level, make_player

KINDS = ("card", "bet", "answer", "tumbo")


def bench_parser(parser: argparse.ArgumentParser | None = None) -> argparse.ArgumentParser:
    p = parser or argparse.ArgumentParser(prog="zanga-cli envite bench")
    p.add_argument("--hands", type=count(1), default=8, help="hands played per level")
    p.add_argument("--team-size", type=int, default=2, choices=range(1, 6))
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--levels", nargs="*", default=[lv.value for lv in Level])
    p.add_argument("--json", action="store_true")
    return p


def time_level(level: str, hands: int, seed: int, team_size: int) -> dict[str, Any]:
    seats = 2 * team_size
    wall: dict[str, list[float]] = {k: [] for k in KINDS}
    cpu: dict[str, list[float]] = {k: [] for k in KINDS}
    options = make_options("federacion")
    for h in range(hands):
        rng = random.Random(f"bench:{seed}:{h}")
        cap = options.tumbo_at
        state = EnviteState(options, team_size, (0, seats - 1),
                            (rng.randint(0, cap), rng.randint(0, cap)))
        state.deal_next(rng)
        players = [make_player(level, seed=seed * 100 + s) for s in range(seats)]
        while state.phase in (Phase.TUMBO, Phase.PLAY, Phase.BET):
            seat = state.to_act
            assert seat is not None
            obs = observe(state, seat)
            kind = ("tumbo" if state.phase is Phase.TUMBO else "answer"
                    if state.phase is Phase.BET else "bet"
                    if any(a.kind is Kind.BET for a in obs.legal) else "card")
            t, c = time.perf_counter(), time.thread_time()
            action = players[seat].decide(obs)
            while action.kind is Kind.SENA:
                state.apply(action)
                action = players[seat].decide(observe(state, seat))
            cpu[kind].append(time.thread_time() - c)
            wall[kind].append(time.perf_counter() - t)
            state.apply(action)
    out: dict[str, Any] = {}
    for k in KINDS:
        out[k] = {"n": len(wall[k]), **spread(wall[k]), **spread(cpu[k], "cpu_")}
    return out


def run_bench(hands: int, seed: int, levels: list[str], team_size: int) -> dict[str, Any]:
    return {"team_size": team_size,
            "levels": {lv: time_level(lv, hands, seed, team_size) for lv in levels}}
