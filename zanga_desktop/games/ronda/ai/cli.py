"""`zanga-cli ronda arena | ladder | bench | bot`: La Ronda's duplicate matches, level ladder,
decision times and a level served as a bot program, as functions the main command line wires
in (`main`, through the registry), on the shared commands of `core.tools`, `core.ladder` and
`bots.serve`."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from ....bots.serve import LevelParts, serve_level
from ....core import ladder as shared
from ....core import tools
from ....core.explain import Explainer
from ..game import GAME

__all__ = ["arena_main", "bench_engine_main", "bench_main", "bot_main", "explainer",
           "ladder_main"]

PROG = f"zanga-cli {GAME.id}"
LEVELS = list(GAME.levels)


def _players(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--players", type=int, default=2, choices=(2, 4),
                        help="2 players, or 4 in two pairs")


def _arena_arguments(parser: argparse.ArgumentParser) -> None:
    _players(parser)
    parser.add_argument("--options", type=tools.options_type, default={},
                        help='option overrides as JSON, e.g. \'{"fall_points": "last"}\'')


def _check_options(args: argparse.Namespace) -> str | None:
    from ..rules import make_options

    try:
        make_options(args.preset, args.options)
    except ValueError as exc:
        return str(exc)
    return None


def _run_arena(args: argparse.Namespace) -> dict[str, Any]:
    from .arena import MatchConfig, run_match

    cfg = MatchConfig(args.a, args.b, args.preset, args.seed, args.effort, args.players,
                      args.options, args.time_ms)
    return run_match(cfg, args.deals, max(1, args.jobs), args.first)


def _arena_lines(args: argparse.Namespace, out: dict[str, Any]) -> list[str]:
    lo, hi = out["ci95"]
    plo, phi = out["points_ci95"]
    names = out["names"]
    lines = [f"{names['a']} vs {names['b']}, {args.players} players, {out['deals']} duplicate "
             f"deals, preset {args.preset}, seed {args.seed}, effort {args.effort}:",
             f"  A {out['mean']:+.4f} chance of the game per deal (95% CI {lo:+.4f} .. "
             f"{hi:+.4f}); A {out['points']:+.3f} points per deal (95% CI {plo:+.3f} .. "
             f"{phi:+.3f})"]
    for side in ("a", "b"):
        s = out["sides"][side]
        lines.append(f"  {side.upper()}: " + ", ".join(f"{k} {s[k]}" for k in s)
                     + f", games won {out['games_won'][side]}")
    return lines


ARENA_COMMAND = tools.ArenaCommand(
    prog=f"{PROG} arena", description="Duplicate match between two levels of La Ronda or "
    "bot programs (docs/ronda-ai.md).", levels=GAME.levels, presets=GAME.presets,
    run=_run_arena, lines=_arena_lines, deals=100, arguments=_arena_arguments,
    check=_check_options)


def arena_main(argv: list[str]) -> int:
    return tools.arena_main(ARENA_COMMAND, argv)


def _ladder(args: argparse.Namespace) -> tuple[shared.LadderGame, Path]:
    """The ladder at `--players`, its chunks under `ronda-nN/`."""
    from .ladder import ladder_for, root_for

    return ladder_for(args.players), root_for(args.players, args.dir)


def _describe(row: dict[str, Any], target: int) -> list[str]:
    lo, hi = row["ci95"]
    plo, phi = row["points_ci95"]
    return [f"{row['deals']} deals, A {row['mean']:+.4f} chance of the game per deal "
            f"(95% CI {lo:+.4f} .. {hi:+.4f}), {row['points']:+.2f} points "
            f"({plo:+.2f} .. {phi:+.2f}): {shared.verdict(row, target)}"]


def _markdown(rows: list[dict[str, Any]], target: int) -> str:
    """The standing as docs/ronda-ai.md shows it: the chance of the game, then points."""
    lines = ["| A | B | deals | A, chance of the game per deal | 95% CI | points per deal "
             "(95% CI) | verdict |", "|---|---|---|---|---|---|---|"]
    for row in rows:
        if not row["deals"]:
            lines.append(f"| {row['a']} | {row['b']} | 0 | | | | not played |")
            continue
        lo, hi = row["ci95"]
        plo, phi = row["points_ci95"]
        lines.append(f"| {row['a']} | {row['b']} | {row['deals']} | {row['mean']:+.4f} | "
                     f"[{lo:+.4f}, {hi:+.4f}] | {row['points']:+.2f} [{plo:+.2f}, {phi:+.2f}] | "
                     f"{shared.verdict(row, target)} |")
    return "\n".join(lines)


LADDER_COMMAND = shared.LadderCommand(
    prog=f"{PROG} ladder",
    description="La Ronda's level ladder, kept in chunk files under docs/arena/ronda-nN/. "
    "'run' plays the missing chunks, 'report' pools them.",
    levels=tuple(LEVELS),
    dir_help="the folder holding the ronda-nN folders (default: docs/arena)",
    ladder=_ladder, describe=_describe, markdown=_markdown, arguments=_players,
    effort=True)


def ladder_main(argv: list[str]) -> int:
    return shared.ladder_main(LADDER_COMMAND, argv)


def bench_main(argv: list[str]) -> int:
    """The levels' decision times, by kind of decision."""
    from .bench import KINDS, bench_parser, run_bench

    def run(args: argparse.Namespace) -> dict[str, Any]:
        return run_bench(args.deals, args.seed, args.levels, args.players)

    def lines(out: dict[str, Any]) -> list[str]:
        return [f"{name:13s} " + "; ".join(
            f"{k} median {row[k]['median']:.3f} s p95 {row[k]['p95']:.3f} s "
            f"max {row[k]['max']:.3f} s (n {row[k]['n']})" for k in KINDS if row[k]["n"])
            for name, row in out["levels"].items()]

    return tools.report_main(bench_parser(), run, lines, argv)


def bench_engine_main(argv: list[str]) -> int:
    """The rules' speed figures (`games/ronda/bench.py`)."""
    from ..bench import bench_engine

    return tools.engine_bench_main(f"{PROG} bench engine", bench_engine, 400,
                                   "deals per run at 2 players (default: %(default)s; half "
                                   "as many at 4)", argv)


def _bot_parts() -> LevelParts:
    from ..bots.player import CODEC
    from ..bots.reading import observation_from_view
    from .players import make_player

    return make_player, observation_from_view, CODEC


def bot_main(argv: list[str]) -> int:
    """A level served as a bot program on standard input and output (the hello names the
    game, docs/bot-protocol.md)."""
    return serve_level(f"{PROG} bot", GAME.title, GAME.levels, _bot_parts, argv)


def main(argv: list[str]) -> int:
    """`zanga-cli ronda WHAT ...`."""
    commands = {"arena": arena_main, "ladder": ladder_main, "bench": bench_main,
                "bot": bot_main}
    if not argv or argv[0] not in commands:
        print("usage: zanga-cli ronda {arena,ladder,bench,bot} ...  (--help after each)",
              file=sys.stderr)
        return 2
    return commands[argv[0]](argv[1:])


if __name__ == "__main__":  # `python -m zanga_desktop.games.ronda.ai.cli ladder run ...`
    sys.exit(main(sys.argv[1:]))


def explainer() -> Explainer:
    """What `zanga-cli explain` asks: the levels' candidates and values for one decision."""
    from . import explain

    return explain
