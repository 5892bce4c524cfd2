"""`zanga-cli envite arena | ladder | bench`: El Envite's duplicate matches, level ladder and
decision times, as functions the main command line wires in."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from ....core import ladder as shared
from ..rules import PRESETS
from .players import Level

LEVELS = [lv.value for lv in Level]


def _level(text: str) -> str:
    if text in LEVELS:
        return text
    raise argparse.ArgumentTypeError(f"{text!r} is not a level ({', '.join(LEVELS)})")


def _options(text: str) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"--options is not JSON: {exc}") from None
    if not isinstance(data, dict):
        raise argparse.ArgumentTypeError("--options is a JSON object")
    return data


def arena_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="zanga-cli envite arena",
                                description="Duplicate match between two levels of El Envite.")
    p.add_argument("--a", required=True, type=_level, help="side A: " + ", ".join(LEVELS))
    p.add_argument("--b", required=True, type=_level, help="side B, as --a")
    p.add_argument("--team-size", type=int, default=2, choices=range(1, 6),
                   help="players per team (1 to 5)")
    p.add_argument("--deals", type=int, default=100, help="duplicate deals (each played twice)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--first", type=int, default=0, help="number of the first deal")
    p.add_argument("--preset", default="federacion", choices=list(PRESETS))
    p.add_argument("--options", type=_options, default={},
                   help='option overrides as JSON, e.g. \'{"senas": "pillar"}\'')
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--effort", type=float, default=1.0,
                   help="scale of the search budgets (1 = the levels as shipped)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    return p


def arena_main(argv: list[str]) -> int:
    from ..rules import make_options
    from .arena import MatchConfig, run_match

    args = arena_parser().parse_args(argv)
    try:
        make_options(args.preset, args.options)
    except ValueError as exc:
        print(f"zanga-cli envite arena: {exc}", file=sys.stderr)
        return 2
    cfg = MatchConfig(args.a, args.b, args.preset, args.seed, args.effort, args.team_size,
                      args.options)
    start = time.perf_counter()
    out = run_match(cfg, args.deals, max(1, args.jobs), args.first)
    seconds = round(time.perf_counter() - start, 1)
    if args.json:
        # only what the match came to: the same arguments print the same bytes (the time
        # it took is no part of the result)
        print(json.dumps(out))
        return 0
    lo, hi = out["ci95"]
    plo, phi = out["piedras_ci95"]
    print(f"{args.a} vs {args.b}, teams of {args.team_size}, {out['deals']} duplicate deals, "
          f"preset {args.preset}, seed {args.seed}, effort {args.effort}:")
    print(f"  A {out['mean']:+.4f} chance of the chico per hand (95% CI {lo:+.4f} .. {hi:+.4f});"
          f" A {out['piedras']:+.3f} piedras per hand (95% CI {plo:+.3f} .. {phi:+.3f})")
    for side in ("a", "b"):
        s = out["sides"][side]
        print(f"  {side.upper()}: bets {s['bets']}, quiero {s['quiero']}, paso {s['paso']}, "
              f"tumbar {s['tumbar']}, achicarse {s['achicarse']}, señas {s['senas']}, "
              f"chicos won {out['chicos'][side]}")
    print(f"  {seconds} s")
    return 0


def _ladder(args: argparse.Namespace) -> tuple[shared.LadderGame, Path]:
    """The ladder of the teams of `--team-size`, its chunks under `envite-nN/`."""
    from .ladder import ladder_for, root_for

    return ladder_for(args.team_size), root_for(args.team_size, args.dir)


def _team_size(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--team-size", type=int, default=2, choices=range(1, 6))


def _describe(row: dict[str, Any], target: int) -> list[str]:
    lo, hi = row["ci95"]
    return [f"{row['deals']} deals, A {row['mean']:+.4f} chance of the chico per hand "
            f"(95% CI {lo:+.4f} .. {hi:+.4f}): {shared.verdict(row, target)}"]


def _markdown(rows: list[dict[str, Any]], target: int) -> str:
    """The standing as docs/envite-ai.md shows it: the chance of the chico, then piedras."""
    lines = ["| A | B | deals | A, chance of the chico per hand | 95% CI | piedras per hand "
             "(95% CI) | verdict |", "|---|---|---|---|---|---|---|"]
    for row in rows:
        if not row["deals"]:
            lines.append(f"| {row['a']} | {row['b']} | 0 | | | | not played |")
            continue
        lo, hi = row["ci95"]
        plo, phi = row["piedras_ci95"]
        lines.append(f"| {row['a']} | {row['b']} | {row['deals']} | {row['mean']:+.4f} | "
                     f"[{lo:+.4f}, {hi:+.4f}] | {row['piedras']:+.2f} [{plo:+.2f}, {phi:+.2f}] | "
                     f"{shared.verdict(row, target)} |")
    return "\n".join(lines)


LADDER_COMMAND = shared.LadderCommand(
    prog="zanga-cli envite ladder",
    description="El Envite's level ladder, kept in chunk files under "
    "docs/arena/envite-nN/. 'run' plays the missing chunks, 'report' pools them.",
    levels=tuple(LEVELS),
    dir_help="the folder holding the envite-nN folders (default: docs/arena)",
    ladder=_ladder, describe=_describe, markdown=_markdown, arguments=_team_size,
    effort=True)


def ladder_main(argv: list[str]) -> int:
    return shared.ladder_main(LADDER_COMMAND, argv)


def bench_main(argv: list[str]) -> int:
    from .bench import KINDS, bench_parser, run_bench

    args = bench_parser().parse_args(argv)
    out = run_bench(args.hands, args.seed, args.levels, args.team_size)
    if args.json:
        print(json.dumps(out))
        return 0
    for name, row in out["levels"].items():
        parts = [f"{k} median {row[k]['median']:.3f} s p95 {row[k]['p95']:.3f} s "
                 f"(CPU {row[k]['cpu_median']:.3f}/{row[k]['cpu_p95']:.3f}, n {row[k]['n']})"
                 for k in KINDS if row[k]["n"]]
        print(f"{name:13s} " + "; ".join(parts))
    return 0


def main(argv: list[str]) -> int:
    """`zanga-cli envite WHAT ...`."""
    commands = {"arena": arena_main, "ladder": ladder_main, "bench": bench_main}
    if not argv or argv[0] not in commands:
        print("usage: zanga-cli envite {arena,ladder,bench} ...  (--help after each)",
              file=sys.stderr)
        return 2
    return commands[argv[0]](argv[1:])
