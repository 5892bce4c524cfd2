"""La Alta's command-line tools (`GameDefinition.tools_module()`): a duplicate arena between
its two levels; it offers no ladder, benches or bot serving, and says so."""

from __future__ import annotations

import argparse
import json
import random
import sys

from zanga_desktop.core.arena import play_hand

from .game import GAME


def arena_main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="zanga-cli arena --game toy")
    p.add_argument("--a", required=True, choices=GAME.levels)
    p.add_argument("--b", required=True, choices=GAME.levels)
    p.add_argument("--deals", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    scores = []
    for deal in range(args.deals):
        total = 0
        for a_seat in (0, 1):  # each deal twice, the levels swapped
            match = GAME.new_match()
            match.deal(random.Random(f"{args.seed}:{deal}"))
            levels = [args.a, args.b] if a_seat == 0 else [args.b, args.a]
            players = [GAME.player(levels[s], args.seed + deal * 2 + s) for s in (0, 1)]
            play_hand(match, players)
            points = match.standings()
            total += points[a_seat] - points[1 - a_seat]
        scores.append(total / 2)
    out = {"a": args.a, "b": args.b, "deals": args.deals, "seed": args.seed,
           "mean": sum(scores) / len(scores), "scores": scores}
    print(json.dumps(out) if args.json else f"{args.a} vs {args.b}: A {out['mean']:+.3f}")
    return 0


def _none(what: str) -> int:
    print(f"La Alta has no {what}", file=sys.stderr)
    return 2


def ladder_main(argv: list[str]) -> int:
    return _none("ladder")


def bench_main(argv: list[str]) -> int:
    return _none("decision-time bench")


def bench_engine_main(argv: list[str]) -> int:
    return _none("engine bench")


def bot_main(argv: list[str]) -> int:
    return _none("bot side")
