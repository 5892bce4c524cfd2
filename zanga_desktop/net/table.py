"""The host of a network table as a pure state machine (docs/network-protocol.md).

`TableCore` owns the real `Match` and is the only authority: the rules run here, every action
from a seat is verified here with the token's seat, and each connection is sent only its own
view (`views`). It does no input or output: the host's event loop (`host.py`), or a test,
hands it what happened (a connection opened, a frame, a connection gone, a computer seat's
decision, the clock) and carries out the `Effect`s it returns (frames to send, connections to
close, decisions to work out, the table to save). Time is a number passed in, so tests drive
grace periods and pauses without waiting.
"""

from __future__ import annotations

import enum
import hashlib
import hmac
import random
import secrets
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.errors import RulesError
from ..core.game import Match, NetworkGame, record_keys, shown_at_hand_end
from ..core.records import RecordError
from . import limits
from .code import read_code
from .messages import (
    Act,
    Bye,
    ClientMessage,
    Closing,
    FrameError,
    Give,
    Hello,
    HostMessage,
    Ready,
    Refused,
    Said,
    Say,
    SeatInfo,
    SeatKind,
    Start,
    TableState,
    View,
    Welcome,
    client_message,
    host_message,
    name_of,
    read_frame,
    strip_seat,
    with_seat,
)
from .playable import cards_of, hands_of
from .views import public_view

TABLE_FORMAT = "zanga-net-table/1"
#: The computer seats' names (a person's seat takes the name he gives).
COMPUTER_NAMES = ("Ana", "Benito", "Carmela", "Dácil", "Eulogio", "Fefa", "Guayarmina",
                  "Heriberto", "Idaira", "Jonay")


# ---------------------------------------------------------------------- what the core asks


@dataclass(frozen=True, slots=True)
class Send:
    conn: int
    message: HostMessage


@dataclass(frozen=True, slots=True)
class Close:
    conn: int
    code: int
    reason: str


@dataclass(frozen=True, slots=True)
class Decide:
    """Work out a computer seat's decision off the loop (`job`), then call `decided`."""

    ticket: int
    seat: int
    job: Callable[[], object]


@dataclass(frozen=True, slots=True)
class Save:
    """The table as it is now (`table_json`): written after every step."""

    table_json: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Finished:
    """The table is closed (the game is over, the hands asked for were played, or the host
    closed it): every connection has been told."""

    reason: str


Effect = Send | Close | Decide | Save | Finished


class Drop(enum.StrEnum):
    """What a headless host does with a seat whose grace is over: wait, or let a level play."""

    WAIT = "wait"


@dataclass(frozen=True, slots=True)
class SeatSpec:
    """A seat as the host sets it: open for a person, or a computer level."""

    level: str | None = None  # None: open for a person
    name: str = ""


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def _int_in(value: object, low: int, high: int) -> int | None:
    """`value` if it is a whole number from `low` to `high`, else None."""
    if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
        return value
    return None


def _text_or_none(value: object) -> str | None:
    """A level's name as a save writes it: text (at most a name's length), or None."""
    return None if value is None else str(value)[:limits.MAX_NAME]


def _saved_chat(lines: object, seats: int) -> list[Said]:
    """The chat lines of a table's save, read as a client reads the host's: a line that is no
    phrase said at this table is left out, and only the last `CHAT_KEPT` are looked at."""
    if not isinstance(lines, list):
        return []
    kept = []
    for line in lines[-limits.CHAT_KEPT:]:
        try:
            said = (host_message(line) if isinstance(line, dict) and line.get("type") == "chat"
                    else None)
        except FrameError:
            continue
        if isinstance(said, Said) and (said.seat is None or 0 <= said.seat < seats):
            kept.append(said)
    return kept


@dataclass(slots=True)
class _Seat:
    index: int
    kind: SeatKind
    name: str
    level: str = ""  # a computer seat's level
    token_hash: str | None = None
    conn: int | None = None
    away_since: float | None = None  # the connection dropped then
    waiting: bool = False  # the grace is over: the host chooses, or has chosen to wait
    standin: str | None = None  # the level playing for a person away
    ready: bool = False

    def plays_itself(self) -> bool:
        """A computer plays it (its own, or a stand-in for a person away)."""
        return self.kind is SeatKind.COMPUTER or self.standin is not None


@dataclass(slots=True)
class _Conn:
    index: int
    opened: float
    seat: int | None = None
    watcher: bool = False
    name: str = ""  # a spectator's, told with what he says
    host: bool = False
    said_hello: bool = False
    allowance: float = float(limits.RATE_BURST)
    checked: float = 0.0
    last: dict[str, Any] | None = field(default=None)


class TableCore:
    """One table: the match, its seats and the connections to it."""

    def __init__(self, game: NetworkGame, match: Match[Any, Any],
                 seats: Sequence[SeatSpec], *, code: str = "", seed: int | None = None,
                 hints: bool = True, hands: int | None = None, on_drop: str = Drop.WAIT,
                 host_seat: int | None = None, grace_s: float = limits.GRACE_S,
                 next_hand_s: float = 30.0, turn_limit_s: float | None = None,
                 pace_s: float = 0.0,
                 rename: Callable[[list[str]], Match[Any, Any]] | None = None) -> None:
        if len(seats) != match.seats:
            raise ValueError(f"{game.title} is set for {match.seats} seats, not {len(seats)}")
        self.game = game
        self.match = match
        self.code = code
        self.seed = seed if seed is not None else random.randrange(1 << 30)
        self.rng = random.Random(self.seed)
        self.hints = hints
        self.hands_limit = hands
        self.on_drop = on_drop
        self.grace_s = grace_s
        self.next_hand_s = next_hand_s
        self.turn_limit_s = turn_limit_s
        self.pace_s = pace_s
        #: A new match with the players' names, made when a table not yet dealt starts.
        self.rename = rename
        self.seats = [
            _Seat(i, SeatKind.OPEN if s.level is None else SeatKind.COMPUTER,
                  s.name or (COMPUTER_NAMES[i % len(COMPUTER_NAMES)] if s.level else ""),
                  s.level or "")
            for i, s in enumerate(seats)]
        for s in self.seats:
            if s.kind is SeatKind.COMPUTER:
                game.player(s.level, 0)  # an unknown level is refused now, not in play
        self.host_token = secrets.token_urlsafe(limits.TOKEN_BYTES)
        self._host_hash = _hash(self.host_token)
        self.host_seat = host_seat
        self.conns: dict[int, _Conn] = {}
        self.players: dict[tuple[int, str], Any] = {}
        self.seq = 0
        self.started = match.hand_count > 0
        self.closed = False
        self._ticket = 0
        self._asked: dict[int, int] = {}  # seat: ticket of the decision asked
        self._next_deal_at: float | None = None
        self._turn_since: float | None = None
        self._last_step_at = 0.0
        #: The last phrases said, oldest first: sent to each connection after its welcome,
        #: and kept in the table's save.
        self.chat: deque[Said] = deque(maxlen=limits.CHAT_KEPT)
        self._chat_since: float | None = None  # the first phrase said since the last save

    @classmethod
    def new(cls, game: NetworkGame, seats: Sequence[SeatSpec], preset: str | None = None,
            options: Mapping[str, Any] | None = None, **kw: Any) -> TableCore:
        """A table of `game` not yet dealt (ValueError for a seat count or options the game
        does not take); its match is made again with the players' names when play starts."""
        options = dict(options or {})
        match = game.new_match(preset, options, seats=len(seats))

        def rename(names: list[str]) -> Match[Any, Any]:
            return game.new_match(preset, options, names)

        return cls(game, match, seats, rename=rename, **kw)

    # ---------------------------------------------------------------- restoring

    def to_json(self) -> dict[str, Any]:
        """The table for its autosave: the game's record, the seats and the tokens' hashes
        (never a token)."""
        return {"format": TABLE_FORMAT, "game": self.game.id, "code": self.code,
                "seed": self.seed, "hints": self.hints, "hands": self.hands_limit,
                "on_drop": self.on_drop, "host_seat": self.host_seat,
                "host": self._host_hash,
                "seats": [{"kind": s.kind.value, "name": s.name, "level": s.level,
                           "token": s.token_hash, "standin": s.standin} for s in self.seats],
                "chat": [said.to_json() for said in self.chat],
                "record": self.match.record_json()}

    @classmethod
    def restore(cls, game: NetworkGame, data: Mapping[str, Any], now: float,
                **kw: Any) -> TableCore:
        """A table from its autosave, every player away (his grace starting now) until he
        comes back with his token; ValueError (or the game's record error) if it is not
        one."""
        if data.get("format") != TABLE_FORMAT or data.get("game") != game.id:
            raise ValueError("not a saved table of this game")
        seats = data.get("seats")
        if not isinstance(seats, list):
            raise ValueError("a saved table lists its seats")
        match = game.load_match(data.get("record"))
        # what a hand edited into nonsense is left out or made again, never taken as it is
        seats = [s for s in seats if isinstance(s, dict)]
        specs = [SeatSpec(_text_or_none(s.get("level")) if s.get("kind") == SeatKind.COMPUTER
                          else None, name_of(str(s.get("name", "")))) for s in seats]
        code = data.get("code")  # made again as the table opens
        on_drop = data.get("on_drop")
        core = cls(game, match, specs,
                   code=code if isinstance(code, str) and read_code(code) is not None else "",
                   seed=_int_in(data.get("seed"), 0, 1 << 62) or 0,
                   hints=bool(data.get("hints", True)),
                   hands=_int_in(data.get("hands"), 1, 1 << 30),
                   on_drop=on_drop if on_drop in (Drop.WAIT, *game.levels) else Drop.WAIT,
                   host_seat=_int_in(data.get("host_seat"), 0, len(specs) - 1), **kw)
        core._host_hash = str(data.get("host", core._host_hash))
        core.host_token = ""
        core.rng = random.Random(f"{core.seed}:{match.hand_count}")
        for seat, saved in zip(core.seats, seats, strict=False):
            if saved.get("kind") == SeatKind.PERSON and isinstance(saved.get("token"), str):
                seat.kind = SeatKind.PERSON
                seat.token_hash = saved["token"]
                seat.away_since = now
                standin = saved.get("standin")
                seat.standin = standin if isinstance(standin, str) else None
        core.started = match.hand_count > 0
        core.chat.extend(_saved_chat(data.get("chat"), len(core.seats)))
        return core

    # ---------------------------------------------------------------- connections

    def opened(self, conn: int, now: float) -> list[Effect]:
        if self.closed or len(self.conns) >= limits.MAX_CONNECTIONS:
            return [Close(conn, 1013, "the table is full" if not self.closed
                          else "the table is closed")]
        self.conns[conn] = _Conn(conn, now, checked=now)
        return []

    def gone(self, conn: int, now: float) -> list[Effect]:
        """A connection closed (by the player, the network or the host)."""
        c = self.conns.pop(conn, None)
        if c is None or c.seat is None:
            return self._table_news(now) if c is not None and c.watcher else []
        seat = self.seats[c.seat]
        if seat.conn == conn:
            seat.conn = None
            if not self.closed:
                seat.away_since = now
                seat.ready = False
        return self._table_news(now)

    def received(self, conn: int, frame: str | bytes, now: float) -> list[Effect]:
        """A frame from `conn`: refused, closing the connection, if it is no message of the
        protocol or comes too fast; else carried out."""
        c = self.conns.get(conn)
        if c is None:
            return []
        c.allowance = min(float(limits.RATE_BURST),
                          c.allowance + (now - c.checked) * limits.RATE_PER_S)
        c.checked = now
        try:
            if c.allowance < 1:
                raise FrameError(1008, "too many messages")
            message = client_message(read_frame(frame, limits.MAX_CLIENT_FRAME))
            if not self._asked_for(c, message):
                c.allowance -= 1  # only what the table did not ask for counts
            if not c.said_hello and not isinstance(message, Hello):
                raise FrameError(1008, "say hello first")
            if c.said_hello and isinstance(message, Hello):
                raise FrameError(1008, "hello was said already")
            return self._message(c, message, now)
        except FrameError as exc:
            return self._refuse_frame(c, exc.code, exc.reason, now)

    def _asked_for(self, c: _Conn, message: ClientMessage) -> bool:
        """The answer the table is waiting for: the seat to act playing on the view it
        was sent (the table's own pace bounds these)."""
        return (isinstance(message, Act) and c.seat is not None and message.seq == self.seq
                and self.match.to_act == c.seat)

    def _refuse_frame(self, c: _Conn, code: int, reason: str, now: float) -> list[Effect]:
        out: list[Effect] = [Send(c.index, Closing(code, reason)), Close(c.index, code, reason)]
        return out + self.gone(c.index, now)

    def _message(self, c: _Conn, message: ClientMessage, now: float) -> list[Effect]:
        if isinstance(message, Hello):
            return self._hello(c, message, now)
        if isinstance(message, Act):
            return self._act(c, message, now)
        if isinstance(message, Ready):
            if c.seat is not None:
                self.seats[c.seat].ready = True
            return self._table_news(now) + self._advance(now)
        if isinstance(message, Say):
            name = self.seats[c.seat].name if c.seat is not None else c.name
            said = Said(c.seat, name, message.phrase)
            self.chat.append(said)
            if self._chat_since is None:  # saved within `CHAT_SAVE_S`, by the clock
                self._chat_since = now
            return [Send(k, said) for k, o in self.conns.items() if o.said_hello]
        if isinstance(message, Bye):
            if c.host:
                return self.close("the host closed the table", now)
            return [Close(c.index, 1000, "goodbye"), *self.gone(c.index, now)]
        if not c.host:
            raise FrameError(1008, "only the host may do that")
        if isinstance(message, Start):
            return self.start(message.level, now)
        assert isinstance(message, Give)
        return self.give(message.seat, message.level, now)

    def _hello(self, c: _Conn, hello: Hello, now: float) -> list[Effect]:
        if hello.game != self.game.id:
            raise FrameError(1008, f"this table plays {self.game.id}")
        token = hello.token
        seat: _Seat | None = None
        new_token: str | None = None
        if token is not None:
            digest = _hash(token)
            if hmac.compare_digest(digest, self._host_hash):
                c.host = True
                if self.host_seat is not None:
                    seat = self.seats[self.host_seat]
                    if seat.kind is SeatKind.OPEN or seat.token_hash is None:
                        seat.kind, seat.token_hash = SeatKind.PERSON, digest
            else:
                seat = next((s for s in self.seats if s.token_hash is not None
                             and hmac.compare_digest(s.token_hash, digest)), None)
                if seat is None:
                    raise FrameError(1008, "this token is no seat's at this table")
        elif hello.watch:
            c.watcher = True
            c.name = hello.name
        elif hello.seat is not None:
            if not 0 <= hello.seat < len(self.seats):
                raise FrameError(1008, "there is no such seat")
            seat = self.seats[hello.seat]
            if seat.kind is not SeatKind.OPEN or seat.index == self.host_seat:
                raise FrameError(1008, "that seat is taken")
            new_token = secrets.token_urlsafe(limits.TOKEN_BYTES)
            seat.kind, seat.token_hash = SeatKind.PERSON, _hash(new_token)
        elif not c.host:
            raise FrameError(1008, "a hello asks for a seat, a token or to watch")
        out: list[Effect] = []
        if seat is not None:
            if hello.name and (new_token is not None or not seat.name):
                seat.name = hello.name
            if seat.conn is not None and seat.conn != c.index:  # back from another process
                out += [Send(seat.conn, Closing(1008, "the seat was taken back elsewhere")),
                        Close(seat.conn, 1008, "the seat was taken back elsewhere")]
                old = self.conns.get(seat.conn)
                if old is not None:
                    old.seat = None
            seat.conn = c.index
            seat.away_since = None
            seat.waiting = False
            seat.standin = None
            c.seat = seat.index
            self._asked.pop(seat.index, None)  # its own player decides again
        c.said_hello = True
        out.append(Send(c.index, Welcome(self.game.id, len(self.seats), c.seat, new_token,
                                          c.host, self.hints, self.code, self.match.preset)))
        out += [Send(c.index, said) for said in self.chat]
        out += self._table_news(now)
        out += self._view_for(c, force=True)
        return out + self._advance(now)

    # ---------------------------------------------------------------- play

    def _act(self, c: _Conn, act: Act, now: float) -> list[Effect]:
        if c.seat is None:
            raise FrameError(1008, "a spectator does not play")
        seat = self.seats[c.seat]
        if act.seq != self.seq:
            return [Send(c.index, Refused(act.seq, "stale",
                                          "The table had moved on: play on the new view."))]
        if self.match.needs_deal or self.match.is_over or not self.started:
            return [Send(c.index, Refused(act.seq, "no_turn", "Nobody plays now."))]
        sent = with_seat(act.action, seat.index)
        try:
            action = self.match.action_from_json(sent)
            self.match.verify(action)
        except (RulesError, RecordError) as exc:
            return [Send(c.index, Refused(act.seq, exc.code, exc.message))]
        # what is applied is the host's own legal action whose JSON the seat sent: nothing
        # the seat adds to it (who saw a seña) is taken from the seat
        match = self.match
        offered = [a for a in (*match.legal_actions(), *match.out_of_turn())
                   if match.action_json(a) == sent]
        if not offered:
            return [Send(c.index, Refused(act.seq, "bad_action",
                                          "That is not one of the actions allowed now."))]
        self._asked.clear()  # a claim out of turn: every decision asked is stale
        match.apply(offered[0])
        return self._stepped(now)

    def decided(self, ticket: int, action: object, now: float) -> list[Effect]:
        """A computer seat's decision came back (ignored if the table moved on)."""
        seat = next((s for s, t in self._asked.items() if t == ticket), None)
        if seat is None or self.closed or self.match.to_act != seat:
            return []
        del self._asked[seat]
        try:
            self.match.apply(action)
        except RulesError:  # a player never returns an illegal action: play its first legal
            self.match.apply(self.match.legal_actions()[0])
        return self._stepped(now)

    def _stepped(self, now: float) -> list[Effect]:
        self.seq += 1
        self._last_step_at = now
        self._turn_since = now
        out: list[Effect] = [self._save()]
        out += self._broadcast()
        return out + self._advance(now)

    def start(self, level: str, now: float) -> list[Effect]:
        """Deal the first hand; open seats are played by `level`."""
        if self.started:
            return []
        self.game.player(level, 0)
        for s in self.seats:
            if s.kind is SeatKind.OPEN:
                s.kind, s.level = SeatKind.COMPUTER, level
                s.name = s.name or COMPUTER_NAMES[s.index % len(COMPUTER_NAMES)]
        self._begin()
        return self._table_news(now) + self._advance(now)

    def _begin(self) -> None:
        """Play starts: a table not yet dealt takes its players' names."""
        self.started = True
        taken: set[str] = set()
        for s in self.seats:  # two people of one name: the second is told apart by a number
            if s.kind is SeatKind.PERSON and s.name:
                s.name = _distinct(s.name, taken)
                taken.add(s.name.casefold())
        spare = iter(n for n in COMPUTER_NAMES if n.casefold() not in taken)
        for s in self.seats:  # a computer seat never bears a player's name
            if s.kind is SeatKind.COMPUTER and s.name.casefold() in taken:
                s.name = next(spare, f"{s.index + 1}")
            taken.add(s.name.casefold())
        if self.rename is not None and self.match.hand_count == 0:
            names = [s.name or f"{s.index + 1}" for s in self.seats]
            self.match = self.rename(names)

    def give(self, seat: int, level: str | None, now: float) -> list[Effect]:
        """The host's choice for a seat whose player is away: `level` plays it, or None
        (the table waits)."""
        if not 0 <= seat < len(self.seats):
            return []
        s = self.seats[seat]
        if s.kind is not SeatKind.PERSON or s.conn is not None:
            return []
        if level is not None:
            self.game.player(level, 0)
        s.standin, s.waiting = level, level is None
        return self._table_news(now) + self._advance(now)

    def close(self, reason: str, now: float) -> list[Effect]:
        """Close the table, saved as it is, telling everyone why (the graces still running
        told as they stand `now`)."""
        if self.closed:
            return []
        self.closed = True
        out: list[Effect] = [self._save()]
        out += self._table_news(now)
        for k in list(self.conns):
            out += [Send(k, Closing(1000, reason)), Close(k, 1000, reason)]
        return [*out, Finished(reason)]

    def _ready_to_deal(self, now: float) -> bool:
        if self.match.hand_count == 0:
            return all(s.kind is not SeatKind.OPEN for s in self.seats)
        people = [s for s in self.seats if s.kind is SeatKind.PERSON and s.conn is not None]
        if all(s.ready for s in people):
            return True
        if self._next_deal_at is None:
            self._next_deal_at = now + self.next_hand_s
        return now >= self._next_deal_at

    def _advance(self, now: float) -> list[Effect]:
        """Play on as far as the table can without a person: deal when everyone is ready,
        ask a computer seat, or wait."""
        out: list[Effect] = []
        while not self.closed:
            match = self.match
            if match.is_over:
                return out + self.close("the game is over", now)
            if not self.started:
                if all(s.kind is not SeatKind.OPEN for s in self.seats):
                    self._begin()
                    continue
                return out
            if match.needs_deal:
                if self.hands_limit is not None and match.hand_count >= self.hands_limit:
                    return out + self.close(f"{self.hands_limit} hands were played", now)
                if not self._ready_to_deal(now):
                    return out
                self._next_deal_at = None
                for s in self.seats:
                    s.ready = False
                match.deal(self.rng)
                out += self._stepped_quietly(now)
                continue
            seat = match.to_act
            if seat is None:
                return out
            s = self.seats[seat]
            if s.plays_itself():
                if seat not in self._asked:
                    out.append(self._ask(s))
                return out
            return out
        return out

    def _stepped_quietly(self, now: float) -> list[Effect]:
        """After a deal inside `_advance` (which goes on by itself)."""
        self.seq += 1
        self._last_step_at = now
        self._turn_since = now
        return [self._save(), *self._table_news(now), *self._broadcast()]

    def _ask(self, s: _Seat) -> Decide:
        level = s.standin or s.level
        key = (s.index, level)
        player = self.players.get(key)
        if player is None:
            player = self.players[key] = self.game.player(level, self.seed + s.index)
        obs = self.match.observe(s.index)
        self._ticket += 1
        self._asked[s.index] = self._ticket

        def job() -> object:
            return player.decide(obs)

        return Decide(self._ticket, s.index, job)

    def _save(self) -> Save:
        """The table to be written as it is now (its chat with it)."""
        self._chat_since = None
        return Save(self.to_json())

    def tick(self, now: float) -> list[Effect]:
        """The clock: hellos that never came, graces that ran out, the pause between hands,
        a seat that does not answer, phrases said since the last save (written at most once
        in `CHAT_SAVE_S`, however many are said)."""
        out: list[Effect] = []
        if self._chat_since is not None and now - self._chat_since >= limits.CHAT_SAVE_S:
            out.append(self._save())
        for c in list(self.conns.values()):
            if not c.said_hello and now - c.opened > limits.HELLO_TIMEOUT_S:
                out += self._refuse_frame(c, 1008, "no hello", now)
        changed = False
        for s in self.seats:
            if s.away_since is not None and not s.waiting and s.standin is None \
                    and now - s.away_since >= self.grace_s:
                s.waiting = True
                changed = True
                if self.on_drop != Drop.WAIT:
                    s.standin, s.waiting = self.on_drop, False
        seat = self.match.to_act
        if (self.turn_limit_s is not None and seat is not None and self.started
                and self._turn_since is not None and now - self._turn_since > self.turn_limit_s):
            s = self.seats[seat]
            if s.kind is SeatKind.PERSON and s.conn is not None and s.standin is None:
                out += [Send(s.conn, Closing(1008, "no answer in time")),
                        Close(s.conn, 1008, "no answer in time")]
                out += self.gone(s.conn, now)
                changed = True
        if changed:
            out += self._table_news(now)
        return out + self._advance(now)

    # ---------------------------------------------------------------- what is sent

    def table_state(self, now: float | None = None) -> TableState:
        infos = []
        for s in self.seats:
            away = None
            if s.away_since is not None and not s.waiting and s.standin is None:
                away = max(0.0, self.grace_s - ((s.away_since if now is None else now)
                                                - s.away_since))
            infos.append(SeatInfo(s.index, s.kind, s.name, s.standin or s.level,
                                  s.conn is not None or s.kind is SeatKind.COMPUTER, away,
                                  s.waiting, s.ready))
        watchers = sum(1 for c in self.conns.values() if c.watcher)
        return TableState(tuple(infos), watchers, self.started, self.match.hand_count,
                          self.match.is_over or self.closed)

    def _table_news(self, now: float) -> list[Effect]:
        """Who sits where, to everyone: a seat's grace as it stands `now`."""
        state = self.table_state(now)
        return [Send(k, state) for k, c in self.conns.items() if c.said_hello]

    def _broadcast(self) -> list[Effect]:
        out: list[Effect] = []
        for c in self.conns.values():
            out += self._view_for(c)
        return out

    def view(self, seat: int | None) -> View:
        """What a seat (None: a spectator) is sent now."""
        match = self.match
        if seat is None:
            view = public_view([self.game.seat_view(match, s) for s in range(match.seats)],
                               record_keys(self.game))
        else:
            view = self.game.seat_view(match, seat)
        to_act = None if match.needs_deal or match.is_over else match.to_act
        legal: tuple[dict[str, Any], ...] = ()
        claims: tuple[dict[str, Any], ...] = ()
        if seat is not None and to_act == seat:
            legal = tuple(strip_seat(match.action_json(a)) for a in match.legal_actions())
        if seat is not None and not match.is_over:
            claims = tuple(strip_seat(j) for j in (match.action_json(a)
                                                   for a in match.out_of_turn())
                           if j.get("seat") == seat)
        outcome = match.outcome()
        hand_over = (match.needs_deal or match.is_over) and match.hand_count > 0
        shown = None
        if hand_over and shown_at_hand_end(self.game):
            hands = hands_of(self.game, match.record_json())
            last = hands[-1] if hands else None
            shown = {"deal": cards_of(self.game, last)} if isinstance(last, dict) else None
        return View(self.seq, view, to_act, legal, claims, hand_over and not match.is_over,
                    match.is_over, None if outcome is None else outcome.to_json(), shown)

    def _view_for(self, c: _Conn, force: bool = False) -> list[Effect]:
        if not c.said_hello or (c.seat is None and not c.watcher):
            return []
        message = self.view(c.seat)
        body = message.to_json()
        # a seat asked to act acts on the step it is told (`seq`): it hears every step; any
        # other connection only what it may see changing (a step it cannot see, such as La
        # Ronda's silent wait, tells it nothing)
        same = {k: v for k, v in body.items() if k != "seq" or message.legal}
        if not force and c.last == same:
            return []  # nothing this connection may see has changed
        c.last = same
        return [Send(c.index, message)]


def _distinct(name: str, taken: set[str]) -> str:
    """`name`, or `name 2`, `name 3`... if another player already bears it (letter case
    aside), within the names' length."""
    number = 1
    candidate = name
    while candidate.casefold() in taken:
        number += 1
        suffix = f" {number}"
        candidate = name[:limits.MAX_NAME - len(suffix)] + suffix
    return candidate


def parse_seats(spec: str, levels: Sequence[str]) -> list[SeatSpec]:
    """`open,normal,open,normal`: one word a seat, `open` or a level (ValueError naming a
    word that is neither)."""
    out = []
    for word in (w.strip().lower() for w in spec.split(",")):
        if word == "open":
            out.append(SeatSpec())
        elif word in levels:
            out.append(SeatSpec(word))
        else:
            raise ValueError(f"{word!r} is neither open nor a level "
                             f"({', '.join(levels)})")
    return out
