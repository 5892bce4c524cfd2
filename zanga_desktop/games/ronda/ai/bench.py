"""Decision times per level on this machine (`zanga-cli ronda bench`).

A decision is timed from the call of `decide` to its answer, and counted as a card (a turn
with a choice of ranks: a forced card is not a decision), a word of the envío dialogue, or a
declaration (declare or wait). Wall time: what a player at the table waits."""

from __future__ import annotations

import random
import time
from typing import Any

from ....core.bench import spread
from ....core.deck import shuffled_deck
from ..rules import Kind, RondaState, make_options, observe
from .players import make_player

KINDS = ("card", "word", "declare")


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
        out[k] = {"n": len(wall[k]), **spread(wall[k], worst=True)}
    return out


def run_bench(deals: int, seed: int, levels: list[str], seats: int) -> dict[str, Any]:
    return {"players": seats,
            "levels": {lv: time_level(lv, deals, seed, seats) for lv in levels}}
