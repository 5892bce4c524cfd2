"""`zanga-cli serve` and `zanga-cli join` (docs/network-protocol.md, "The command line"): a
table without a window for a club, and a built-in level or a protocol bot seated at a table
over the network."""

from __future__ import annotations

import argparse
import json
import logging
import queue
import random
import signal
import sys
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core import arg_types, registry
from ..core.files import write_atomic
from ..limits import cut, echo
from . import limits
from .client import Link, LinkState
from .code import address_of, url
from .follow import Follower
from .host import Host, lan_address
from .messages import Act, Closing, Hello, HostMessage, Ready, Refused, View, strip_seat
from .playable import NotNetworked, net_game, net_game_ids
from .saved import read_table, read_token
from .table import Drop, TableCore, parse_seats


def _parser(prog: str) -> argparse.ArgumentParser:
    return argparse.ArgumentParser(prog=f"zanga-cli {prog}")


def serve_main(argv: Sequence[str]) -> int:
    p = _parser("serve")
    p.description = ("Run a table without a window. Its first line says where it listens: "
                     "listening on ws://ADDR:PORT code CODE.")
    p.add_argument("--game", default=net_game_ids()[0], choices=registry.ids())
    p.add_argument("--options", default="{}", help="the game's options as a JSON object")
    p.add_argument("--preset", default=None)
    p.add_argument("--seats", help="one word a seat, open or a level: open,normal,open,normal")
    p.add_argument("--hands", type=arg_types.count(1), default=None,
                   help="close the table after N hands")
    p.add_argument("--host", default="0.0.0.0", help="the address to listen on")
    p.add_argument("--port", type=arg_types.port, default=None, help="0 picks a free port")
    p.add_argument("--save", type=Path, default=None, help="keep the table in FILE")
    p.add_argument("--resume", type=Path, default=None, help="reopen the table kept in FILE")
    p.add_argument("--on-drop", default=Drop.WAIT,
                   help="after a dropped player's grace: wait, or a level takes his seat")
    p.add_argument("--grace", type=arg_types.seconds, default=limits.GRACE_S)
    p.add_argument("--pace", type=arg_types.seconds, default=0.0,
                   help="seconds a computer seat's move waits, so people can follow")
    p.add_argument("--next-hand", type=arg_types.seconds, default=30.0,
                   help="seconds before the next hand is dealt if not everyone is ready")
    p.add_argument("--turn-limit", type=arg_types.seconds, default=None,
                   help="seconds a connected player may take before he counts as away")
    p.add_argument("--no-hints", action="store_true")
    p.add_argument("--no-announce", action="store_true", help="do not announce on the network")
    p.add_argument("--seed", type=int, default=None)
    args = p.parse_args(list(argv))
    logging.basicConfig(level=logging.WARNING, format="%(message)s")
    try:
        game = net_game(args.game)
    except NotNetworked as exc:
        print(f"zanga-cli serve: {exc}", file=sys.stderr)
        return 2
    kw: dict[str, Any] = {"grace_s": args.grace, "next_hand_s": args.next_hand,
                          "turn_limit_s": args.turn_limit}
    port = args.port if args.port is not None else 0
    try:
        if args.resume is not None:
            data = read_table(args.resume)
            core = TableCore.restore(game, data, now=_now(), **kw)
            if args.port is None and isinstance(data.get("port"), int):
                port = data["port"]
            save = args.save or args.resume
        else:
            if not args.seats:
                p.error("--seats is needed for a new table")
            options = json.loads(args.options)
            if not isinstance(options, dict):
                raise ValueError("--options must be a JSON object")
            drop = args.on_drop
            if drop != Drop.WAIT and drop not in game.levels:
                raise ValueError(f"--on-drop must be wait or a level ({', '.join(game.levels)})")
            core = TableCore.new(game, parse_seats(args.seats, game.levels), args.preset,
                                 options, seed=args.seed, hints=not args.no_hints,
                                 hands=args.hands, on_drop=drop, **kw)
            save = args.save
    except (OSError, ValueError) as exc:
        print(f"zanga-cli serve: {cut(str(exc), 300)}", file=sys.stderr)
        return 2
    host = Host(core, args.host, port, save_path=save, pace_s=args.pace)
    try:
        port = host.start()
    except OSError as exc:
        print(f"zanga-cli serve: cannot listen on {args.host}:{port}: {exc}", file=sys.stderr)
        return 2
    shown = args.host if args.host not in ("0.0.0.0", "", "::") else lan_address()
    print(f"listening on {url(shown, port)} code {core.code}", flush=True)
    announcer = None
    if not args.no_announce:
        from .discovery import Announcer

        announcer = Announcer(game.id, "zanga-cli", len(core.seats), shown, port, core.code)
        announcer.start(sum(1 for s in core.seats if s.kind == "open"))
    stopped = threading.Event()

    def stop(*_: object) -> None:
        stopped.set()
        host.stop("the host stopped the table")

    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, stop)
    try:
        while not host.finished.wait(0.5):
            pass
    finally:
        if announcer is not None:
            announcer.stop()
    print(f"closed: {host.reason}", flush=True)
    return 130 if stopped.is_set() else 0


def _now() -> float:
    import time

    return time.monotonic()


@dataclass(frozen=True, slots=True)
class Turn:
    """What a protocol bot is asked at a network table: the seat's view and legal actions,
    exactly as the host sent them."""

    seat: int
    view: dict[str, Any]
    legal: list[dict[str, Any]]


class ViewCodec:
    """`BotCodec` over the host's views: nothing is rewritten, the bot sees what the seat
    was sent (bot-protocol.md)."""

    protocol = "zanga-bot/1"

    def __init__(self, game: str) -> None:
        self.game = game

    def hello(self) -> dict[str, Any]:
        return {"game": self.game}

    def seat(self, obs: Turn) -> int:
        return obs.seat

    def legal(self, obs: Turn) -> list[dict[str, Any]]:
        return obs.legal

    def view(self, obs: Turn) -> dict[str, Any]:
        return obs.view

    def action_json(self, action: dict[str, Any]) -> dict[str, Any]:
        return action


def join_main(argv: Sequence[str]) -> int:
    p = _parser("join")
    p.description = ("Seat a built-in level or a protocol bot at a table over the network; "
                     "exits 0 when the table closes.")
    p.add_argument("url", help="ws://HOST:PORT, HOST:PORT or the table's code")
    p.add_argument("--seat", type=int, default=None)
    p.add_argument("--level", default=None)
    p.add_argument("--bot", default=None, help='"cmd:COMMAND LINE" of a protocol bot')
    p.add_argument("--name", default="")
    p.add_argument("--watch", action="store_true", help="watch: print what is public")
    p.add_argument("--token-file", type=Path, default=None,
                   help="take the seat back with the token kept there (kept there on joining)")
    p.add_argument("--game", default=None, help="the table's game (by default: found)")
    args = p.parse_args(list(argv))
    where = address_of(args.url)
    if where is None:
        print(f"zanga-cli join: {echo(args.url)} is no table's address or code", file=sys.stderr)
        return 2
    token = None
    if args.token_file is not None and args.token_file.exists():
        token = read_token(args.token_file)
    if token is None and not args.watch and args.seat is None:
        p.error("--seat (or --token-file with a token, or --watch) is needed")
    if not args.watch and not args.level and not args.bot:
        p.error("--level or --bot plays the seat")
    game_id = args.game or registry.ids()[0]
    messages: queue.Queue[HostMessage | tuple[LinkState, str]] = queue.Queue()
    hello = Hello(game_id, args.name or (args.level or "bot"), args.seat, token, args.watch)
    if args.game is None:
        game_id = _find_game(url(*where))
        if game_id is None:
            print("zanga-cli join: the table could not be reached", file=sys.stderr)
            return 1
        hello = Hello(game_id, hello.name, hello.seat, hello.token, hello.watch)
    try:
        game = net_game(game_id)
    except (NotNetworked, KeyError) as exc:
        print(f"zanga-cli join: {exc}", file=sys.stderr)
        return 2
    link = Link(url(*where), hello, messages.put,
                lambda state, reason: messages.put((state, reason)))
    link.start()
    try:
        return _play(link, messages, game, args)
    finally:
        link.close()


def _find_game(address: str) -> str | None:
    """The game a table plays: asked of it with a hello that names none."""
    found: queue.Queue[str] = queue.Queue()

    def on_message(message: HostMessage) -> None:
        if isinstance(message, Closing):
            text = message.reason
            marker = "this table plays "
            if marker in text:
                found.put(text.split(marker, 1)[1].strip())

    link = Link(address, Hello("?"), on_message, retry_s=5.0).start()
    try:
        return found.get(timeout=10.0)
    except queue.Empty:
        return None
    finally:
        link.close(1.0)


def _play(link: Link, messages: queue.Queue[Any], game: Any, args: argparse.Namespace) -> int:
    decide = _decider(game, args)
    last: View | None = None
    retried: int | None = None  # the step on which the host's own choice was played
    try:
        while True:
            item = messages.get()
            if isinstance(item, tuple):
                state, reason = item
                if state is LinkState.CLOSED:
                    print(f"closed: {reason}", flush=True)
                    return 0 if _ended_well(reason) else 1
                continue
            if link.token and args.token_file is not None and not args.token_file.exists():
                write_atomic(args.token_file, link.token + "\n")
            if isinstance(item, View):
                last = item
                if args.watch:
                    print(json.dumps(item.to_json(), ensure_ascii=False), flush=True)
                elif item.legal and link.seat is not None and decide is not None:
                    link.send(Act(item.seq, decide(link.seat, item)))
                elif item.hand_over and not item.game_over:
                    link.send(Ready())
            elif isinstance(item, Refused) and last is not None and item.seq == last.seq \
                    and last.legal and retried != last.seq:
                retried = last.seq
                # the seat's player chose what the host does not allow: said, and the
                # host's own first choice played, so the table never waits on this seat
                print(f"refused: {cut(item.message, 300)}", file=sys.stderr, flush=True)
                link.send(Act(last.seq, dict(last.legal[0])))
    finally:
        if decide is not None:
            close = getattr(decide, "close", None)
            if callable(close):
                close()


def _ended_well(reason: str) -> bool:
    return reason.startswith(("the game is over", "the host", "left the table")) \
        or "hands were played" in reason


class _LevelSeat:
    """A built-in level deciding on the shadow of its view (its observation, turned)."""

    def __init__(self, game: Any, level: str) -> None:
        self.game = game
        self.player = game.player(level, random.randrange(1 << 30))
        self.follower: Follower | None = None

    def __call__(self, seat: int, view: View) -> dict[str, Any]:
        if self.follower is None or self.follower.seat != seat:
            self.follower = Follower(self.game, seat)
        try:
            match = self.follower.target(view)
        except ValueError as exc:  # a view no deal explains: as a served level answers it
            print(f"cannot read the view ({echo(str(exc))}); taking the first legal action",
                  file=sys.stderr)
            return dict(view.legal[0])
        action = self.player.decide(match.observe(0))
        return strip_seat(match.action_json(action))


class _BotSeat:
    def __init__(self, game: Any, command: str) -> None:
        from ..bots.host import ProtocolPlayer

        self.bot: Any = ProtocolPlayer(command.removeprefix("cmd:"), ViewCodec(game.id),
                                       stderr=None)

    def __call__(self, seat: int, view: View) -> dict[str, Any]:
        chosen: dict[str, Any] = self.bot.decide(
            Turn(seat, dict(view.view), [dict(a) for a in view.legal]))
        return chosen

    def close(self) -> None:
        self.bot.close()


def _decider(game: Any, args: argparse.Namespace) -> Any:
    if args.watch:
        return None
    if args.bot:
        return _BotSeat(game, args.bot)
    if args.level not in game.levels:
        raise SystemExit(f"zanga-cli join: {game.title} has no level {args.level!r} "
                         f"({', '.join(game.levels)})")
    return _LevelSeat(game, args.level)
