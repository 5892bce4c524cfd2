"""`zanga-cli arena` and `zanga-cli bench ai`, as functions the main CLI wires in."""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path
from typing import Any

from ....core import ladder as shared
from .arena import BOT_PREFIX, BOT_REPLACEMENT, MatchConfig, run_match
from .players import Level


def arena_parser(parser: argparse.ArgumentParser | None = None) -> argparse.ArgumentParser:
    p = parser or argparse.ArgumentParser(prog="zanga-cli arena",
                                          description="Duplicate match between two AI levels.")
    p.add_argument("--a", required=True, type=_side,
                   help="side A: a level (" + ", ".join(lv.value for lv in Level)
                   + ") or cmd:COMMAND LINE for a zanga-bot/1 program")
    p.add_argument("--b", required=True, type=_side, help="side B, as --a")
    p.add_argument("--time-ms", type=int, default=5000,
                   help="time limit of a protocol bot for each decision (ms)")
    p.add_argument("--deals", type=int, default=200, help="duplicate deals (each played twice)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--first", type=int, default=0,
                   help="number of the first deal (to run one long match in chunks)")
    p.add_argument("--preset", default="manual", choices=["manual", "simplificada"])
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--effort", type=float, default=1.0,
                   help="scale of the search budgets (1 = the levels as shipped)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    return p


def _side(text: str) -> str:
    if text.startswith(BOT_PREFIX) and text[len(BOT_PREFIX):].strip():
        return text
    if text in {lv.value for lv in Level}:
        return text
    raise argparse.ArgumentTypeError(f"{text!r} is neither a level nor cmd:COMMAND")


def arena_main(argv: list[str]) -> int:
    args = arena_parser().parse_args(argv)
    cfg = MatchConfig(args.a, args.b, args.preset, args.seed, args.effort, args.time_ms)
    start = time.perf_counter()
    out = run_match(cfg, args.deals, max(1, args.jobs), args.first)
    seconds = round(time.perf_counter() - start, 1)
    if args.json:
        # only what the match came to: the same arguments print the same bytes (the time
        # it took is no part of the result)
        print(json.dumps(out))
        return 0
    lo, hi = out["ci95"]
    names = out["names"]
    print(f"{names['a']} vs {names['b']}, {out['deals']} duplicate deals, preset {args.preset}, "
          f"seed {args.seed}: A {out['mean']:+.3f} vales/hand (95% CI {lo:+.3f} .. {hi:+.3f})")
    for side in ("a", "b"):
        replaced = out["replaced"][side]
        print(_declarer_line(side, out["declarers"][side])
              + f"; faults {out['faults'][side]}"
              + (f"; {replaced} seats played by {BOT_REPLACEMENT} after repeated faults"
                 if replaced else ""))
    print(f"  {seconds} s")
    return 0


def _declarer_line(side: str, d: dict[str, Any]) -> str:
    """How often one side declared, and how its games ended (the arena's `declarers`)."""
    return (f"  {side.upper()} declared {d['declared']} times ({d['declared_rate']:.0%}, "
            f"{d['solo']} solo): sacada {d['sacada']:.0%}, puesta {d['puesta']:.0%}, "
            f"codillo {d['codillo']:.0%}; ordered a solo {d.get('ordered', 0)} times, "
            f"answered the other's orders acepto {d.get('accepted', 0)}, "
            f"no {d.get('refused', 0)}")


def _ladder(args: argparse.Namespace) -> tuple[shared.LadderGame, Path]:
    from .ladder import LADDER

    return LADDER, args.dir


def _describe(row: dict[str, Any], target: int) -> list[str]:
    """A pooled pairing: its score and verdict, then how each side declared."""
    lo, hi = row["ci95"]
    return [f"{row['deals']} deals, A {row['mean']:+.3f} vales/hand "
            f"(95% CI {lo:+.3f} .. {hi:+.3f}): {shared.verdict(row, target)}",
            *(_declarer_line(side, row["declarers"][side]) for side in ("a", "b"))]


def _markdown(rows: list[dict[str, Any]], target: int) -> str:
    def side(d: dict[str, Any]) -> str:
        return (f"{d['declared_rate']:.0%} ({d['solo']}) / {d['sacada']:.0%} / "
                f"{d['puesta']:.0%} / {d['codillo']:.0%}")

    lines = ["| A | B | deals | mean (vales/hand) | 95% CI | verdict | A declared (solo) / "
             "sacada / puesta / codillo | B declared (solo) / sacada / puesta / codillo |",
             "|---|---|---|---|---|---|---|---|"]
    for row in rows:
        if not row["deals"]:
            lines.append(f"| {row['a']} | {row['b']} | 0 | | | not played | | |")
            continue
        lo, hi = row["ci95"]
        lines.append(f"| {row['a']} | {row['b']} | {row['deals']} | {row['mean']:+.3f} | "
                     f"[{lo:+.3f}, {hi:+.3f}] | {shared.verdict(row, target)} | "
                     f"{side(row['declarers']['a'])} | {side(row['declarers']['b'])} |")
    return "\n".join(lines)


LADDER_COMMAND = shared.LadderCommand(
    prog="zanga-cli ladder",
    description="The level ladder: long duplicate matches kept in chunk files "
    "(docs/ai.md). 'run' plays the missing chunks, 'report' pools them.",
    levels=tuple(lv.value for lv in Level),
    dir_help="where the chunks are kept (default: docs/arena)",
    ladder=_ladder, describe=_describe, markdown=_markdown)


def ladder_main(argv: list[str]) -> int:
    return shared.ladder_main(LADDER_COMMAND, argv)


def bench_ai_main(argv: list[str]) -> int:
    from .bench import bench_parser, run_bench

    args = bench_parser().parse_args(argv)
    out = run_bench(args.deals, args.seed, args.levels, args.solver_deals)
    if args.json:
        print(json.dumps(out))
        return 0
    for name, row in out["levels"].items():
        print(f"{name:13s} card median {row['card_median']:.4f} s p95 {row['card_p95']:.4f} s "
              f"({row['cards']} decisions); talk/trump median {row['talk_median']:.4f} s "
              f"max {row['talk_max']:.4f} s")
        print(f"{'':13s} CPU: card median {row['card_cpu_median']:.4f} s "
              f"p95 {row['card_cpu_p95']:.4f} s; talk/trump max {row['talk_cpu_max']:.4f} s")
    s = out["solver"]
    print(f"solver, full 8-trick deal (5 and 4 tricks?): median {s['full_median'] * 1000:.1f} ms, "
          f"p95 {s['full_p95'] * 1000:.1f} ms ({s['deals']} deals)")
    print(f"solver, from trick 3: median {s['trick3_median'] * 1000:.1f} ms, "
          f"p95 {s['trick3_p95'] * 1000:.1f} ms")
    return 0
