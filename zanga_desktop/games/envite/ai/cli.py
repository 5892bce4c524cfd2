"""El Envite's command-line tools (`GameDefinition.tools_module()`): its arena, ladder,
decision times, rules' speed and a level served as a bot program, each `(argv) -> exit
status`, on the shared commands of `core.tools`, `core.ladder` and `bots.serve`."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from ....bots.serve import LevelParts, serve_level
from ....core import ladder as shared
from ....core import tools
from ....core.arg_types import count
from ....core.explain import Explainer
from ..game import GAME

__all__ = ["arena_main", "bench_engine_main", "bench_main", "bot_main", "explainer",
           "ladder_main"]

PROG = f"zanga-cli {GAME.id}"
#: Players a team (section 2), from the definition's seats.
TEAM_SIZES = range(GAME.seats.least // 2, GAME.seats.most // 2 + 1)


def _team_size(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--team-size", type=count(1), default=GAME.seats.default // 2,
                        choices=TEAM_SIZES, help="players a team (default: %(default)s)")


def _arena_arguments(parser: argparse.ArgumentParser) -> None:
    _team_size(parser)
    parser.add_argument("--options", type=tools.options_type, default={},
                        help='option overrides as JSON, e.g. \'{"senas": "pillar"}\'')


def _check_options(args: argparse.Namespace) -> str | None:
    from ..rules import make_options

    try:
        make_options(args.preset, args.options)
    except ValueError as exc:
        return str(exc)
    return None


def _run_arena(args: argparse.Namespace) -> dict[str, Any]:
    from .arena import MatchConfig, run_match

    cfg = MatchConfig(args.a, args.b, args.preset, args.seed, args.effort, args.team_size,
                      args.options, args.time_ms)
    return run_match(cfg, args.deals, max(1, args.jobs), args.first)


def _arena_lines(args: argparse.Namespace, out: dict[str, Any]) -> list[str]:
    lo, hi = out["ci95"]
    plo, phi = out["piedras_ci95"]
    names = out["names"]
    lines = [f"{names['a']} vs {names['b']}, teams of {args.team_size}, {out['deals']} "
             f"duplicate deals, preset {args.preset}, seed {args.seed}, effort {args.effort}:",
             f"  A {out['mean']:+.4f} chance of the chico per hand (95% CI {lo:+.4f} .. "
             f"{hi:+.4f}); A {out['piedras']:+.3f} piedras per hand (95% CI {plo:+.3f} .. "
             f"{phi:+.3f})"]
    for side in ("a", "b"):
        s = out["sides"][side]
        lines.append(f"  {side.upper()}: bets {s['bets']}, quiero {s['quiero']}, paso "
                     f"{s['paso']}, tumbar {s['tumbar']}, achicarse {s['achicarse']}, señas "
                     f"{s['senas']}, chicos won {out['chicos'][side]}")
    return lines


ARENA_COMMAND = tools.ArenaCommand(
    prog=f"{PROG} arena", description="Duplicate match between two levels of El Envite or "
    "bot programs (docs/envite-ai.md).", levels=GAME.levels, presets=GAME.presets,
    run=_run_arena, lines=_arena_lines, deals=100, arguments=_arena_arguments,
    check=_check_options)


def arena_main(argv: list[str]) -> int:
    return tools.arena_main(ARENA_COMMAND, argv)


def _ladder(args: argparse.Namespace) -> tuple[shared.LadderGame, Path]:
    """The ladder of the teams of `--team-size`, its chunks under `envite-nN/`."""
    from .ladder import ladder_for, root_for

    return ladder_for(args.team_size), root_for(args.team_size, args.dir)


def _describe(row: dict[str, Any], target: int) -> list[str]:
    lo, hi = row["ci95"]
    return [f"{row['deals']} deals, A {row['mean']:+.4f} chance of the chico per hand "
            f"(95% CI {lo:+.4f} .. {hi:+.4f}): {shared.verdict(row, target)}"]


def _markdown(rows: list[dict[str, Any]], target: int) -> str:
    """The standing as docs/envite-ai.md shows it: the chance of the chico, then piedras."""
    return shared.chance_markdown(rows, target, "chance of the chico per hand",
                                  "piedras per hand", "piedras", 2)


LADDER_COMMAND = shared.LadderCommand(
    prog=f"{PROG} ladder",
    description="El Envite's level ladder, kept in chunk files under "
    "docs/arena/envite-nN/. 'run' plays the missing chunks, 'report' pools them.",
    levels=GAME.levels,
    dir_help="the folder holding the envite-nN folders (default: docs/arena)",
    ladder=_ladder, describe=_describe, markdown=_markdown, arguments=_team_size,
    effort=True)


def ladder_main(argv: list[str]) -> int:
    return shared.ladder_main(LADDER_COMMAND, argv)


def bench_main(argv: list[str]) -> int:
    """The levels' decision times, by kind of decision."""
    from .bench import KINDS, bench_parser, run_bench

    def run(args: argparse.Namespace) -> dict[str, Any]:
        return run_bench(args.hands, args.seed, args.levels, args.team_size)

    def lines(out: dict[str, Any]) -> list[str]:
        return [f"{name:13s} " + "; ".join(
            f"{k} median {row[k]['median']:.3f} s p95 {row[k]['p95']:.3f} s "
            f"(CPU {row[k]['cpu_median']:.3f}/{row[k]['cpu_p95']:.3f}, n {row[k]['n']})"
            for k in KINDS if row[k]["n"]) for name, row in out["levels"].items()]

    return tools.report_main(bench_parser(), run, lines, argv)


def bench_engine_main(argv: list[str]) -> int:
    """The rules' speed figures (`games/envite/bench.py`)."""
    from ..bench import bench_engine

    return tools.engine_bench_main(f"{PROG} bench engine", bench_engine, 1000,
                                   "hands per run by teams of two (default: %(default)s; "
                                   "three times as many by teams of one, a third by five)", argv)


def _bot_parts() -> LevelParts:
    from ..bots.player import CODEC
    from ..bots.view import observation_from_view
    from .players import make_player

    return make_player, observation_from_view, CODEC


def bot_main(argv: list[str]) -> int:
    """A level served as a bot program on standard input and output (the hello names the
    game, docs/bot-protocol.md)."""
    return serve_level(f"{PROG} bot", GAME.title, GAME.levels, _bot_parts, argv)


def explainer() -> Explainer:
    """What `zanga-cli explain` asks: the levels' candidates and values for one decision."""
    from . import explain

    return explain
