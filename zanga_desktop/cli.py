"""`zanga-cli`: records, self-play material and benchmarks from the command line."""

from __future__ import annotations

import argparse
import importlib
import json
import os
import random
import sys
from collections.abc import Callable, Sequence
from typing import Any

from . import __version__
from .core import records, registry
from .core.game import GameDefinition
from .limits import MAX_RECORD_BYTES

#: The game of the commands that name none (`deal`, `selfplay`, `bot`, `arena`, `ladder`).
DEFAULT_GAME = "zanga"


def _print_json(data: object) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")
    sys.stdout.flush()  # a reader gone away is told here, inside `main`


def cmd_replay(args: argparse.Namespace) -> int:
    path = None if args.file == "-" else str(args.file)
    named = registry.for_file(path) if path is not None else None  # the game its name says
    error = (named or registry.games()[0]).record_error
    try:
        if path is None:
            data = records.read_stream_json(sys.stdin.buffer.read(MAX_RECORD_BYTES + 1), error)
        else:
            data = records.read_json(path, error)
    except records.RecordError as exc:
        _print_json(exc.to_json())
        return 2
    except OSError as exc:
        _print_json(error("bad_file", f"The file cannot be read: {exc.strerror}.").to_json())
        return 2
    status, result = replayer(data, named)(data)
    _print_json(result)
    return status


def replayer(data: object, named: GameDefinition | None = None
             ) -> Callable[[object], tuple[int, dict[str, Any]]]:
    """The replay of the game whose records carry the `format` of `data`; a record of no
    known format goes to the game its file is `named` for (`.envite.json`), else to the
    default game, whose replay says what is wrong with it."""
    fmt = data.get("format") if isinstance(data, dict) else None
    try:
        return registry.for_format(fmt).replay
    except registry.UnknownGame:
        return (named or registry.games()[0]).replay


def _new_match(game_id: str, preset: str | None, team_size: int | None) -> Any:
    """A new match of the game, with the default names for its seats; ValueError (its
    sentence for the command line) for a preset or a team size the game does not have."""
    game = registry.get(game_id)
    if preset is not None and preset not in game.presets:
        raise ValueError(f"{game.title} has no preset {preset!r} (it has "
                         f"{', '.join(game.presets)})")
    return game.new_match(preset, seats=None if team_size is None else 2 * team_size)


def cmd_deal(args: argparse.Namespace) -> int:
    try:
        match = _new_match(args.game, args.preset, args.team_size)
    except ValueError as exc:
        print(f"zanga-cli deal: {exc}", file=sys.stderr)
        return 2
    seed = args.seed
    if seed is None:  # a fresh deal each time; the seed is told so that it can be dealt again
        seed = random.SystemRandom().randrange(2**31)
        print(f"seed: {seed} (deal it again with --seed {seed})", file=sys.stderr)
    match.deal(random.Random(seed))
    _print_json(match.record_json())
    return 0


def selfplay(seed: int, hands: int, preset: str | None = None, game: str = DEFAULT_GAME,
             team_size: int | None = None) -> list[dict[str, Any]]:
    """`hands` hands of uniformly random legal actions, a new game whenever one ends, through
    the game protocol; the records as JSON."""
    rng = random.Random(seed)
    matches: list[Any] = []
    match: Any = None
    for _ in range(hands):
        if match is None or match.is_over:
            match = _new_match(game, preset, team_size)
            matches.append(match)
        match.deal(rng)
        while not match.needs_deal and not match.is_over:
            match.apply(rng.choice(list(match.legal_actions())))
    return [m.record_json() for m in matches]


def cmd_selfplay(args: argparse.Namespace) -> int:
    try:
        records = selfplay(args.seed, args.hands, args.preset, args.game, args.team_size)
    except ValueError as exc:
        print(f"zanga-cli selfplay: {exc}", file=sys.stderr)
        return 2
    _print_json(records)
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    if args.what in ("engine", "envite"):
        if args.what == "engine":
            from .games.zanga.bench import bench_engine
        else:
            from .games.envite.bench import bench_engine
        hands = args.hands or (2000 if args.what == "engine" else 1000)
        figures = bench_engine(hands, args.repeat)
        for name, value in figures.items():
            print(f"{name:40} {value}")
        return 0
    if args.what == "ai":
        from .games.zanga.ai.cli import bench_ai_main

        return bench_ai_main(list(args.rest))
    ui_bench = importlib.import_module("zanga_desktop.ui.bench")  # Qt only when asked for
    status: int = ui_bench.bench_ui_main(list(args.rest))
    return status


def cmd_bot(args: argparse.Namespace) -> int:
    from .games.zanga.ai import make_player
    from .games.zanga.bots.serve import serve

    return serve(make_player(args.level, args.seed), f"Zanga Desktop {args.level}")


def cmd_arena(args: argparse.Namespace) -> int:
    from .games.zanga.ai.cli import arena_main

    return arena_main(list(args.rest))


def _game_arguments(p: argparse.ArgumentParser, games: list[str]) -> None:
    p.add_argument("--game", choices=games, default=DEFAULT_GAME)
    p.add_argument("--preset", default=None,
                   help="the game's rule set (default: its first; La Zanga: manual or "
                   "simplificada; El Envite: federacion or popular)")
    p.add_argument("--team-size", type=int, default=None,
                   help="players a team (El Envite: 1 to 5; default: the game's usual table)")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="zanga-cli", description=__doc__)
    parser.add_argument("--version", action="version", version=f"zanga-cli {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("replay", help="replay a .zanga.json record and print the result")
    p.add_argument("file", help="the record ('-' for standard input)")
    p.set_defaults(func=cmd_replay)

    games = [g.id for g in registry.games()]
    p = sub.add_parser("deal", help="print a fresh record with one dealt hand")
    p.add_argument("--seed", type=int, default=None,
                   help="the deal's seed (default: a random one, printed on standard error)")
    _game_arguments(p, games)
    p.set_defaults(func=cmd_deal)

    p = sub.add_parser("selfplay", help="random legal hands, printed as a list of records")
    p.add_argument("--seed", type=int, required=True)
    p.add_argument("--hands", type=int, required=True)
    _game_arguments(p, games)
    p.set_defaults(func=cmd_selfplay)

    p = sub.add_parser("bench", help="print speed figures: engine (La Zanga's rules), envite "
                       "(El Envite's rules), ai or ui")
    p.add_argument("what", choices=("engine", "envite", "ai", "ui"))
    p.add_argument("--hands", type=int, default=None,
                   help="engine: hands per run (2000); envite: hands by teams of two (1000)")
    p.add_argument("--repeat", type=int, default=5,
                   help="engine, envite: runs (the median is shown)")
    p.set_defaults(func=cmd_bench)

    p = sub.add_parser("bot", help="play as a zanga-bot/1 protocol bot on stdin and stdout")
    p.add_argument("--level", default="normal",
                   choices=("rules", "principiante", "normal", "experto", "maestro"))
    p.add_argument("--seed", type=int, default=None)
    p.set_defaults(func=cmd_bot)

    sub.add_parser("arena", help="duplicate matches between AI levels or bots "
                   "(zanga-cli arena --help)")
    sub.add_parser("ladder", help="the level ladder kept in chunk files "
                   "(zanga-cli ladder --help)")
    sub.add_parser("envite", help="El Envite's arena, ladder and decision times "
                   "(zanga-cli envite arena|ladder|bench --help)")
    sub.add_parser("serve", help="run a network table without a window (zanga-cli serve --help)")
    sub.add_parser("join", help="seat a level or a bot at a network table (zanga-cli join --help)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """The command line; output cut short by its reader (`| head`) ends quietly."""
    try:
        return _main(list(sys.argv[1:] if argv is None else argv))
    except BrokenPipeError:
        # Python would complain again when it flushes stdout at exit: point it at nothing.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141  # as a shell reports a command ended by SIGPIPE


def _main(argv: list[str]) -> int:
    # Subcommands with parsers of their own get their arguments untouched.
    if argv[:1] == ["arena"]:
        from .games.zanga.ai.cli import arena_main

        return arena_main(argv[1:])
    if argv[:1] == ["ladder"]:
        from .games.zanga.ai.cli import ladder_main

        return ladder_main(argv[1:])
    if argv[:1] == ["envite"]:
        from .games.envite.ai.cli import main as envite_main

        return envite_main(argv[1:])
    if argv[:1] in (["serve"], ["join"]):  # network play (docs/network-protocol.md)
        from .net import cli as net_cli

        return net_cli.serve_main(argv[1:]) if argv[0] == "serve" \
            else net_cli.join_main(argv[1:])
    if argv[:2] == ["bench", "ai"]:
        from .games.zanga.ai.cli import bench_ai_main

        return bench_ai_main(argv[2:])
    if argv[:2] == ["bench", "ui"]:
        ui_bench = importlib.import_module("zanga_desktop.ui.bench")  # Qt only when asked
        status: int = ui_bench.bench_ui_main(argv[2:])
        return status
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        code: int = args.func(args)
    except KeyboardInterrupt:
        return 130
    return code


if __name__ == "__main__":
    sys.exit(main())
