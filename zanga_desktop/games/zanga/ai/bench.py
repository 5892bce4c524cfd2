"""Decision times per level and solver times, on this machine (`zanga-cli bench ai`)."""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

from ....core.arg_types import count
from ....core.bench import percentile
from ..rules import Deal, GameState, Kind, Phase, make_options, observe
from .players import Level, make_player
from .solver import Solver, mask


def bench_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="zanga-cli bench ai")
    p.add_argument("--deals", type=count(1), default=6, help="hands played per level")
    p.add_argument("--solver-deals", type=count(1), default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--levels", nargs="*", default=[lv.value for lv in Level])
    p.add_argument("--json", action="store_true")
    return p


def time_level(level: str, deals: int, seed: int) -> dict[str, Any]:
    """Four players of `level` play `deals` hands; every decision is timed."""
    cards: list[float] = []
    talk: list[float] = []
    cards_cpu: list[float] = []
    talk_cpu: list[float] = []
    for d in range(deals):
        rng = random.Random(f"bench:{seed}:{d}")
        dealer = d % 4
        state = GameState(make_options("manual"), first_hand=False, dealer=dealer)
        state.start_hand(dealer, Deal.shuffled(rng, dealer))
        players = [make_player(level, seed=seed * 10 + s) for s in range(4)]
        while state.phase not in (Phase.DEAL, Phase.GAME_OVER):
            seat = state.to_act
            assert seat is not None
            obs = observe(state, seat)
            t = time.perf_counter()
            c = time.thread_time()
            action = players[seat].decide(obs)
            dc = time.thread_time() - c
            dt = time.perf_counter() - t
            if state.phase is Phase.PLAY and len(obs.legal) > 1:
                cards.append(dt)
                cards_cpu.append(dc)
            elif action.kind in (Kind.SAY, Kind.TRUMP, Kind.ANSWER, Kind.KEEP):
                talk.append(dt)
                talk_cpu.append(dc)
            state.apply_unchecked(action)
    return {"cards": len(cards), "card_median": statistics.median(cards) if cards else 0.0,
            "card_p95": percentile(cards, 0.95),
            "talk_median": statistics.median(talk) if talk else 0.0,
            "talk_max": max(talk) if talk else 0.0,
            # The same in CPU time of the deciding thread: what the budgets count, and what
            # the wall times come to on an idle machine.
            "card_cpu_median": statistics.median(cards_cpu) if cards_cpu else 0.0,
            "card_cpu_p95": percentile(cards_cpu, 0.95),
            "talk_cpu_max": max(talk_cpu) if talk_cpu else 0.0}


def time_solver(deals: int, seed: int) -> dict[str, Any]:
    """Full deals (does the mano's side reach 5 tricks, or 4?) and the same from trick 3."""
    full: list[float] = []
    late: list[float] = []
    for d in range(deals):
        rng = random.Random(f"solver:{seed}:{d}")
        state = GameState(make_options("manual"), first_hand=False, dealer=0)
        state.start_hand(0, Deal.shuffled(rng, 0))
        rules = make_player(Level.RULES)
        while state.phase is not Phase.PLAY:
            seat = state.to_act
            assert seat is not None
            state.apply_unchecked(rules.decide(observe(state, seat)))
        for bucket in (full, late):
            assert state.trump is not None and state.nombrado is not None
            hands = [mask(h) if s != state.out_seat else 0 for s, h in enumerate(state.hands)]
            side = state.nombrado & 1
            to_act = state.to_act
            assert to_act is not None
            t = time.perf_counter()
            solver = Solver(state.trump, hands, side, state.out_seat)
            need = 5 - state.won[side]
            if not solver.reaches(to_act, [], need):
                solver.reaches(to_act, [], need - 1)
            bucket.append(time.perf_counter() - t)
            while len(state.tricks) < 2 and state.phase is Phase.PLAY:
                seat = state.to_act
                assert seat is not None
                action = next(a for a in state.legal_actions() if a.kind is Kind.PLAY)
                state.apply_unchecked(action)
            if state.phase is not Phase.PLAY:
                break
    return {"deals": deals, "full_median": statistics.median(full),
            "full_p95": percentile(full, 0.95),
            "trick3_median": statistics.median(late) if late else 0.0,
            "trick3_p95": percentile(late, 0.95)}


def run_bench(deals: int, seed: int, levels: list[str], solver_deals: int) -> dict[str, Any]:
    return {"levels": {lv: time_level(lv, deals, seed) for lv in levels},
            "solver": time_solver(solver_deals, seed)}
