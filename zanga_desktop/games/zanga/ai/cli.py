"""La Zanga's command-line tools (`GameDefinition.tools_module()`): its arena, ladder, decision
times, rules' speed and a level served as a `zanga-bot/1` bot, each `(argv) -> exit status`,
on the shared commands of `core.tools`, `core.ladder` and `bots.serve`."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from ....bots.serve import BotServer
from ....bots.serve import bot_main as serve_bot
from ....core import ladder as shared
from ....core import tools
from ..game import GAME

__all__ = ["arena_main", "bench_engine_main", "bench_main", "bot_main", "ladder_main"]

PROG = f"zanga-cli {GAME.id}"


def _run_arena(args: argparse.Namespace) -> dict[str, Any]:
    from .arena import MatchConfig, run_match

    cfg = MatchConfig(args.a, args.b, args.preset, args.seed, args.effort, args.time_ms)
    return run_match(cfg, args.deals, max(1, args.jobs), args.first)


def _arena_lines(args: argparse.Namespace, out: dict[str, Any]) -> list[str]:
    lo, hi = out["ci95"]
    names = out["names"]
    return [f"{names['a']} vs {names['b']}, {out['deals']} duplicate deals, preset "
            f"{args.preset}, seed {args.seed}: A {out['mean']:+.3f} vales/hand "
            f"(95% CI {lo:+.3f} .. {hi:+.3f})",
            *(_declarer_line(side, out["declarers"][side]) for side in ("a", "b"))]


def _declarer_line(side: str, d: dict[str, Any]) -> str:
    """How often one side declared, and how its games ended (the arena's `declarers`)."""
    return (f"  {side.upper()} declared {d['declared']} times ({d['declared_rate']:.0%}, "
            f"{d['solo']} solo): sacada {d['sacada']:.0%}, puesta {d['puesta']:.0%}, "
            f"codillo {d['codillo']:.0%}; ordered a solo {d.get('ordered', 0)} times, "
            f"answered the other's orders acepto {d.get('accepted', 0)}, "
            f"no {d.get('refused', 0)}")


ARENA_COMMAND = tools.ArenaCommand(
    prog=f"{PROG} arena", description="Duplicate match between two levels of La Zanga or "
    "zanga-bot/1 programs (docs/ai.md).", levels=GAME.levels, presets=GAME.presets,
    run=_run_arena, lines=_arena_lines, deals=200)


def arena_main(argv: list[str]) -> int:
    return tools.arena_main(ARENA_COMMAND, argv)


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
    prog=f"{PROG} ladder",
    description="The level ladder: long duplicate matches kept in chunk files "
    "(docs/ai.md). 'run' plays the missing chunks, 'report' pools them.",
    levels=GAME.levels,
    dir_help="where the chunks are kept (default: docs/arena)",
    ladder=_ladder, describe=_describe, markdown=_markdown)


def ladder_main(argv: list[str]) -> int:
    return shared.ladder_main(LADDER_COMMAND, argv)


def bench_main(argv: list[str]) -> int:
    """The levels' decision times, and the solver's."""
    from .bench import bench_parser, run_bench

    def run(args: argparse.Namespace) -> dict[str, Any]:
        return run_bench(args.deals, args.seed, args.levels, args.solver_deals)

    return tools.report_main(bench_parser(), run, _bench_lines, argv)


def _bench_lines(out: dict[str, Any]) -> list[str]:
    lines = []
    for name, row in out["levels"].items():
        lines.append(f"{name:13s} card median {row['card_median']:.4f} s p95 "
                     f"{row['card_p95']:.4f} s ({row['cards']} decisions); talk/trump median "
                     f"{row['talk_median']:.4f} s max {row['talk_max']:.4f} s")
        lines.append(f"{'':13s} CPU: card median {row['card_cpu_median']:.4f} s "
                     f"p95 {row['card_cpu_p95']:.4f} s; talk/trump max "
                     f"{row['talk_cpu_max']:.4f} s")
    s = out["solver"]
    return [*lines,
            f"solver, full 8-trick deal (5 and 4 tricks?): median {s['full_median'] * 1000:.1f} "
            f"ms, p95 {s['full_p95'] * 1000:.1f} ms ({s['deals']} deals)",
            f"solver, from trick 3: median {s['trick3_median'] * 1000:.1f} ms, "
            f"p95 {s['trick3_p95'] * 1000:.1f} ms"]


def bench_engine_main(argv: list[str]) -> int:
    """The rules' speed figures (`games/zanga/bench.py`)."""
    from ..bench import bench_engine

    return tools.engine_bench_main(f"{PROG} bench engine", bench_engine, 2000,
                                   "hands per run (default: %(default)s)", argv)


def _server(level: str, seed: int | None) -> BotServer[Any, Any]:
    from ..bots.player import CODEC
    from ..bots.view import observation_from_view
    from .players import make_player

    return BotServer(make_player(level, seed), f"Zanga Desktop {level}", observation_from_view,
                     CODEC)


def bot_main(argv: list[str]) -> int:
    """A level served as a zanga-bot/1 bot on standard input and output."""
    return serve_bot(f"{PROG} bot", GAME.levels, _server, argv)
