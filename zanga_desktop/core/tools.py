"""What the command-line tools of every game share (`GameDefinition.tools_module()`): the
arena command's options and its run, the rules' speed figures, and the arguments that read a
side, an options object or a level.

A game's tools module describes its arena in an `ArenaCommand` (its levels and presets, what
it adds to the options, how a match is run and how its result reads) and hands it to
`arena_main`; its ladder goes through `core.ladder.ladder_main` the same way.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .arena import BOT_PREFIX, is_bot
from .arg_types import count, scale


def side_type(levels: Sequence[str]) -> Callable[[str], str]:
    """An argument that is a level of `levels` or a protocol bot (`cmd:COMMAND LINE`)."""

    def side(text: str) -> str:
        if text in levels or is_bot(text):
            return text
        raise argparse.ArgumentTypeError(f"{text!r} is neither a level nor {BOT_PREFIX}COMMAND "
                                         f"(the levels: {', '.join(levels)})")

    return side


def options_type(text: str) -> dict[str, Any]:
    """An argument that is a JSON object of option overrides, as a record writes them."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise argparse.ArgumentTypeError(f"--options is not JSON: {exc}") from None
    if not isinstance(data, dict):
        raise argparse.ArgumentTypeError("--options is a JSON object")
    return data


def _no_arguments(parser: argparse.ArgumentParser) -> None:
    """A game whose arena takes only the shared options."""


def _always_fine(args: argparse.Namespace) -> str | None:
    return None


@dataclass(frozen=True, slots=True)
class ArenaCommand:
    """What a game's `arena` command adds to the shared one (`arena_main`).

    `run(args)` plays the match and returns its result (with `names`, `faults` and
    `replaced` per side, as `core.arena.tally_summary` adds them); `lines(args, out)` says it
    in words; `arguments(parser)` adds the game's own options; `check(args)` is the sentence
    refusing arguments argparse cannot judge alone (None when they are fine)."""

    prog: str
    description: str
    levels: tuple[str, ...]
    presets: tuple[str, ...]
    run: Callable[[argparse.Namespace], dict[str, Any]]
    lines: Callable[[argparse.Namespace, dict[str, Any]], list[str]]
    deals: int = 100
    arguments: Callable[[argparse.ArgumentParser], None] = _no_arguments
    check: Callable[[argparse.Namespace], str | None] = _always_fine


def arena_parser(command: ArenaCommand) -> argparse.ArgumentParser:
    side = side_type(command.levels)
    p = argparse.ArgumentParser(prog=command.prog, description=command.description)
    p.add_argument("--a", required=True, type=side,
                   help=f"side A: a level ({', '.join(command.levels)}) or "
                   f"{BOT_PREFIX}COMMAND LINE for a protocol bot program")
    p.add_argument("--b", required=True, type=side, help="side B, as --a")
    command.arguments(p)
    p.add_argument("--deals", type=count(1), default=command.deals,
                   help="duplicate deals, each played twice (default: %(default)s)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--first", type=count(0), default=0,
                   help="number of the first deal (to run one long match in chunks)")
    p.add_argument("--preset", default=command.presets[0], choices=command.presets)
    p.add_argument("--time-ms", type=count(1), default=5000,
                   help="time limit of a protocol bot for each decision (ms)")
    p.add_argument("--jobs", type=count(1), default=os.cpu_count() or 1)
    p.add_argument("--effort", type=scale, default=1.0,
                   help="scale of the search budgets (1 = the levels as shipped)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    return p


def arena_main(command: ArenaCommand, argv: list[str]) -> int:
    """Play the duplicate match the arguments describe and print its result: one JSON object
    with `--json`, else the game's lines, the bots' faults and the time taken."""
    args = arena_parser(command).parse_args(argv)
    refused = command.check(args)
    if refused is not None:
        print(f"{command.prog}: {refused}", file=sys.stderr)
        return 2
    start = time.perf_counter()
    out = command.run(args)
    out["seconds"] = round(time.perf_counter() - start, 1)
    if args.json:
        print(json.dumps(out))
        return 0
    for line in command.lines(args, out):
        print(line)
    for line in fault_lines(out):
        print(line)
    print(f"  {out['seconds']} s")
    return 0


def fault_lines(out: dict[str, Any]) -> list[str]:
    """Each side that is a protocol bot: its faults, and the seats its replacement took."""
    lines = []
    for side in ("a", "b"):
        if not is_bot(str(out.get(side, ""))):
            continue
        line = f"  {side.upper()} ({out['names'][side]}): faults {out['faults'][side]}"
        replaced = out["replaced"][side]
        if replaced:
            line += f"; {replaced} seats played by its replacement after repeated faults"
        lines.append(line)
    return lines


def report_main(parser: argparse.ArgumentParser,
                run: Callable[[argparse.Namespace], dict[str, Any]],
                lines: Callable[[dict[str, Any]], list[str]], argv: list[str]) -> int:
    """A command that runs once and reports: one JSON object with `--json` (the parser's),
    else `lines` of the result (the levels' decision times)."""
    args = parser.parse_args(argv)
    out = run(args)
    print(json.dumps(out) if args.json else "\n".join(lines(out)))
    return 0


def engine_bench_main(prog: str, bench_engine: Callable[[int, int], dict[str, Any]],
                      hands: int, hands_help: str, argv: list[str]) -> int:
    """`zanga-cli bench GAME`: the rules' speed figures, one name and value a line."""
    p = argparse.ArgumentParser(prog=prog, description="Speed figures of the game's rules "
                                "(random hands, the search's apply and undo, replay, printing).")
    p.add_argument("--hands", type=count(1), default=hands, help=hands_help)
    p.add_argument("--repeat", type=count(1), default=5, help="runs (the median is shown)")
    args = p.parse_args(argv)
    for name, value in bench_engine(args.hands, args.repeat).items():
        print(f"{name:40} {value}")
    return 0
