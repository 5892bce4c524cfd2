"""`zanga-cli`: records, self-play, arenas, ladders, benchmarks and bots, for every game the
registry holds.

Nothing here names a game. `replay` and `explain` find the game by the record's format, `deal`
and `selfplay` make matches through the game protocol, and the commands with options of their
own (`arena`, `ladder`, `bench`, `bot`) are handed, arguments untouched, to the game's tools
module (`GameDefinition.tools_module()`), imported only when one of its commands is run (it
also offers `explain` the game's `explainer()`).
"""

from __future__ import annotations

import argparse
import gc
import importlib
import json
import os
import random
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from . import __version__
from .core import records, registry
from .core.arg_types import count
from .core.game import GameDefinition, Match
from .limits import MAX_RECORD_BYTES

if TYPE_CHECKING:  # `explain` is imported when run: the playing commands start without it
    from .core.explain import Explainer

DESCRIPTION = ("Game records, self-play, arenas, ladders, speed figures and bots, for every "
               "game of Zanga Desktop (--game, or the game's name before a command).")
#: Commands of a game's tools module, as `zanga-cli COMMAND [--game G] ARGS...` runs them.
TOOLS: dict[str, str] = {"arena": "arena_main", "ladder": "ladder_main", "bot": "bot_main"}
#: The same as `zanga-cli GAME COMMAND ARGS...` runs them (`bench`: the levels' decision times).
GAME_TOOLS: dict[str, str] = {"arena": "arena_main", "ladder": "ladder_main",
                              "bench": "bench_main", "bot": "bot_main"}
#: `zanga-cli bench WHAT [--game G] ARGS...`; `bench GAME` is that game's `engine`.
BENCHES: dict[str, str] = {"engine": "bench_engine_main", "ai": "bench_main"}
#: `zanga-cli bench ui`: the table's figures (Qt), imported only when asked for.
UI_BENCH = "zanga_desktop.ui.bench"


def _print_json(data: object) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")
    sys.stdout.flush()  # a reader gone away is told here, inside `main`


def _game_ids() -> list[str]:
    return list(registry.ids())  # without loading the games


def _default_game() -> GameDefinition:
    """The game of the commands that name none: the first registered."""
    return registry.get(registry.ids()[0])


# ---------------------------------------------------------------- replay


def cmd_replay(args: argparse.Namespace) -> int:
    path = None if args.file == "-" else str(args.file)
    named = registry.for_file(path) if path is not None else None  # the game its name says
    error = (named or _default_game()).record_error
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
    known format goes to the game its file is `named` for (by its suffix), else to the
    default game, whose replay says what is wrong with it."""
    fmt = data.get("format") if isinstance(data, dict) else None
    try:
        return registry.for_format(fmt).replay
    except registry.UnknownGame:
        return (named or _default_game()).replay


# ---------------------------------------------------------------- deal and selfplay


def seat_count(game: GameDefinition, players: int | None, team_size: int | None) -> int | None:
    """The seats `--players` or `--team-size` ask for (None: the game's usual table);
    ValueError with the sentence for the command line when `--team-size` means nothing."""
    if team_size is None:
        return players
    if players is not None:
        raise ValueError("give --players or --team-size, not both")
    if len(game.new_match().sides()) != 2:
        raise ValueError(f"{game.title} is not played by two teams: give --players")
    return 2 * team_size


def new_match(game: GameDefinition, preset: str | None, seats: int | None) -> Match[Any, Any]:
    """A new match of the game, with the default names for its seats; ValueError (its
    sentence for the command line) for a preset or a count of players it does not have."""
    if preset is not None and preset not in game.presets:
        raise ValueError(f"{game.title} has no preset {preset!r} (it has "
                         f"{', '.join(game.presets)})")
    return game.new_match(preset, seats=seats)


def _match_of(args: argparse.Namespace) -> Match[Any, Any]:
    game = registry.get(args.game)
    return new_match(game, args.preset, seat_count(game, args.players, args.team_size))


def cmd_deal(args: argparse.Namespace) -> int:
    try:
        match = _match_of(args)
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


def selfplay(seed: int, hands: int, new: Callable[[], Match[Any, Any]]) -> list[Match[Any, Any]]:
    """`hands` hands of uniformly random legal actions through the game protocol, a new match
    from `new` whenever one ends.

    Each hand is dealt, then played while a seat is to act (`Step.to_act`: none once a deal
    is due or the game is over), asking the legal actions once a step."""
    rng = random.Random(seed)
    choice = rng.choice
    matches: list[Match[Any, Any]] = []
    match: Match[Any, Any] | None = None
    for _ in range(hands):
        if match is None or match.is_over:
            match = new()
            matches.append(match)
        legal, apply = match.legal_actions, match.apply
        step = match.deal(rng)
        while step.to_act is not None:
            step = apply(choice(legal()))
    return matches


@contextmanager
def _no_cycle_collection() -> Iterator[None]:
    """Self-play keeps every match it plays until it prints them, so nothing it makes becomes
    garbage before; Python's cycle collector would still walk them all again and again as
    they grow (from 2% of a run of 3,000 hands to a fifth, as the heap around them goes)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def cmd_selfplay(args: argparse.Namespace) -> int:
    try:
        _match_of(args)  # a preset or a table the game does not have is told before playing
    except ValueError as exc:
        print(f"zanga-cli selfplay: {exc}", file=sys.stderr)
        return 2
    with _no_cycle_collection():
        matches = selfplay(args.seed, args.hands, lambda: _match_of(args))
        _print_records(m.record_json() for m in matches)
    return 0


def _print_records(records: Iterator[dict[str, Any]]) -> None:
    """A JSON list of records, written one record at a time (the bytes `json.dumps` of the
    whole list would write)."""
    write = sys.stdout.write
    write("[")
    for i, record in enumerate(records):
        write((", " if i else "") + json.dumps(record, ensure_ascii=False))
    write("]\n")
    sys.stdout.flush()


# ---------------------------------------------------------------- explain


def explainer_of(game: GameDefinition) -> Explainer:
    """The game's explainer, offered by its tools module as `explainer()` (ExplainError if
    it offers none: its levels cannot explain their decisions yet)."""
    from .core.explain import ExplainError

    offer = getattr(importlib.import_module(game.tools_module()), "explainer", None)
    if offer is None:
        raise ExplainError("no_explain", f"{game.title}'s computer players cannot explain "
                           "their decisions yet.")
    found: Explainer = offer()
    return found


def cmd_explain(args: argparse.Namespace) -> int:
    """What the computer level a record reports made of the decision the record stops at:
    its candidates, their values and its choice (core/explain.py)."""
    from .core.explain import ExplainError, explain_file, explanation_lines

    try:
        exp = explain_file(args.file, explainer_of)
    except ExplainError as exc:
        if args.json:
            _print_json(exc.to_json())
        else:
            print(f"zanga-cli explain: {exc.message}", file=sys.stderr)
        return 2
    if args.json:
        _print_json(exp.to_json())
    else:
        for line in explanation_lines(exp, registry.get(exp.game).title):
            print(line)
    return 0


# ---------------------------------------------------------------- the games' tools


def _tool(game: GameDefinition, name: str, command: str) -> Callable[[list[str]], int] | None:
    """`name` in the game's tools module; None (said on standard error) if it has none."""
    module = importlib.import_module(game.tools_module())
    tool: Callable[[list[str]], int] | None = getattr(module, name, None)
    if tool is None:
        print(f"zanga-cli {command}: {game.title} has no {command} yet", file=sys.stderr)
    return tool


def _run_tool(game: GameDefinition, name: str, command: str, argv: list[str]) -> int:
    tool = _tool(game, name, command)
    return 2 if tool is None else tool(argv)


def _take_game(command: str, argv: list[str]) -> tuple[GameDefinition, list[str]]:
    """The game `--game G` names anywhere in `argv` (the first registered without it), and
    the other arguments in their order, for the game's own parser."""
    p = argparse.ArgumentParser(prog=f"zanga-cli {command}", add_help=False,
                                allow_abbrev=False)
    p.add_argument("--game", choices=_game_ids(), default=_default_game().id)
    args, rest = p.parse_known_args(argv)
    return registry.get(args.game), rest


def _dispatch(argv: list[str]) -> int | None:
    """The commands handed to a game's tools; None for the commands parsed here."""
    command, rest = argv[0], argv[1:]
    if command in ("serve", "join"):  # network play (docs/network-protocol.md)
        from .net import cli as net_cli  # the network's libraries only when asked for

        return net_cli.serve_main(rest) if command == "serve" else net_cli.join_main(rest)
    if command in TOOLS:
        game, rest = _take_game(command, rest)
        return _run_tool(game, TOOLS[command], command, rest)
    if command == "bench" and rest:
        what, rest = rest[0], rest[1:]
        if what == "ui":
            ui_bench = importlib.import_module(UI_BENCH)  # Qt only when asked for
            status: int = ui_bench.bench_ui_main(rest)
            return status
        if what in BENCHES:
            game, rest = _take_game(f"bench {what}", rest)
            return _run_tool(game, BENCHES[what], f"bench {what}", rest)
        if what in _game_ids():
            return _run_tool(registry.get(what), BENCHES["engine"], f"bench {what}", rest)
        return None  # the parser says what bench takes
    if command in _game_ids():
        if rest and rest[0] in GAME_TOOLS:
            return _run_tool(registry.get(command), GAME_TOOLS[rest[0]],
                             f"{command} {rest[0]}", rest[1:])
        print(f"usage: zanga-cli {command} {{{','.join(GAME_TOOLS)}}} ...  (--help after "
              "each)", file=sys.stderr)
        return 2
    return None


# ---------------------------------------------------------------- the parser


def _game_arguments(p: argparse.ArgumentParser) -> None:
    ids = _game_ids()
    p.add_argument("--game", choices=ids, default=ids[0], help="the game (default: %(default)s)")
    p.add_argument("--preset", default=None,
                   help="the game's rule set (default: its first; a preset it does not have "
                   "is refused naming those it has)")
    p.add_argument("--players", type=int, default=None,
                   help="players at the table, as many as the game allows (default: its usual "
                   "table)")
    p.add_argument("--team-size", type=int, default=None,
                   help="players a team, for a game of two teams (--players twice that)")


#: The commands parsed here that play one game: parsed alone, they load no other.
PLAYING = ("deal", "selfplay")


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The parser of every command, or of `only` alone (one of PLAYING)."""
    ids = _game_ids()
    parser = argparse.ArgumentParser(prog="zanga-cli", description=DESCRIPTION)
    parser.add_argument("--version", action="version", version=f"zanga-cli {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)

    if only is None:
        suffixes = ", ".join(g.file_suffix for g in registry.games())
        p = sub.add_parser("replay", help=f"replay a record ({suffixes}) and print the result")
        p.add_argument("file", help="the record ('-' for standard input)")
        p.set_defaults(func=cmd_replay)

    if only in (None, "deal"):
        p = sub.add_parser("deal", help="print a fresh record with one dealt hand")
        p.add_argument("--seed", type=int, default=None,
                       help="the deal's seed (default: a random one, printed on standard error)")
        _game_arguments(p)
        p.set_defaults(func=cmd_deal)

    if only in (None, "selfplay"):
        p = sub.add_parser("selfplay", help="random legal hands, printed as a list of records")
        p.add_argument("--seed", type=int, required=True)
        p.add_argument("--hands", type=count(1), required=True)
        _game_arguments(p)
        p.set_defaults(func=cmd_selfplay)

    if only is None:
        p = sub.add_parser("explain", help="a computer level's candidates and their values for "
                           "the decision a reported record stops at")
        p.add_argument("file", help="a record exported up to the decision, with its report")
        p.add_argument("--json", action="store_true", help="print one JSON object")
        p.set_defaults(func=cmd_explain)
        # The games' own commands: listed here for --help, parsed by the game.
        sub.add_parser("arena", help="duplicate matches between levels or bot programs "
                       "(zanga-cli arena [--game G] --help)")
        sub.add_parser("ladder", help="the level ladder kept in chunk files "
                       "(zanga-cli ladder [--game G] --help)")
        p = sub.add_parser("bench", help="speed figures: engine (a game's rules; also "
                           "'bench GAME'), ai (the levels' decision times) or ui (the table)")
        p.add_argument("what", choices=(*BENCHES, "ui", *ids))
        sub.add_parser("bot", help="play a level as a protocol bot on standard input and "
                       "output (zanga-cli bot [--game G] --level LEVEL)")
        sub.add_parser("serve", help="run a network table without a window "
                       "(zanga-cli serve --help)")
        sub.add_parser("join", help="seat a level or a bot at a network table "
                       "(zanga-cli join --help)")
        for game_id in ids:
            sub.add_parser(game_id, help=f"this game's {', '.join(GAME_TOOLS)} "
                           f"(zanga-cli {game_id} COMMAND --help)")
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
    try:
        if argv:
            status = _dispatch(argv)
            if status is not None:
                return status
        args = build_parser(argv[0] if argv[:1] and argv[0] in PLAYING else None
                            ).parse_args(argv)
        code: int = args.func(args)
    except KeyboardInterrupt:
        return 130
    return code


if __name__ == "__main__":
    sys.exit(main())
