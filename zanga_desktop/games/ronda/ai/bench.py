"""Decision times per level on this machine (`zanga-cli ronda bench`).

A decision is timed from the call of `decide` to its answer, and counted as a card (a turn
with a choice of ranks: a forced card is not a decision), a word of the envío dialogue, or a
declaration (declare or wait). Wall time: what a player at the table waits."""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

from ....core.bench import percentile
from ....core.deck import shuffled_deck
from ..rules import Kind, RondaState, make_options, observe
from .players import Level, make_player

KINDS = ("card", "word", "declare")


def bench_parser(parser: argparse.ArgumentParser | None = None) -> argparse.ArgumentParser:
    p = parser or argparse.ArgumentParser(prog="zanga-cli ronda bench")
    p.add_argument("--deals", type=int, default=6, help="deals played per level")
    p.add_argument("--players", type=int, default=2, choices=(2, 4))
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--levels", nargs="*", default=[lv.value for lv in Level])
    p.add_argument("--json", action="store_true")
    return p


def time_level(level: str, deals: int, seed: int, seats: int) -> dict[str, Any]:
    wall: dict[str, list[float]] = {k: [] for k in KINDS}
    options = make_options("bengala")
    for d in range(deals):
        rng = random.Random(f"bench:{seed}:{d}")
        state = RondaState(options, seats, (rng.randrange(18), rng.randrange(18)))
        state.start_deal(d % seats, shuffled_deck(rng))
        players = [make_player(level, seed=seed * 100 + s) for s in range(seats)]
        while state.in_deal:
            seat = state.to_act
            assert seat is not None
            obs = observe(state, seat)
            kinds = {a.kind for a in obs.legal}
            kind = ("word" if Kind.SAY in kinds else "card" if Kind.PLAY in kinds
                    and len({a.value.rank for a in obs.legal  # type: ignore[union-attr]
                             if a.kind is Kind.PLAY}) > 1 else "declare"
                    if Kind.DECLARE in kinds else None)
            t = time.perf_counter()
            action = players[seat].decide(obs)
            if kind is not None:
                wall[kind].append(time.perf_counter() - t)
            state.apply(action)
    out: dict[str, Any] = {}
    for k in KINDS:
        xs = wall[k]
        out[k] = {"n": len(xs), "median": round(statistics.median(xs), 4) if xs else 0.0,
                  "p95": round(percentile(xs, 0.95), 4), "max": round(max(xs, default=0.0), 4)}
    return out


def run_bench(deals: int, seed: int, levels: list[str], seats: int) -> dict[str, Any]:
    return {"players": seats,
            "levels": {lv: time_level(lv, deals, seed, seats) for lv in levels}}
