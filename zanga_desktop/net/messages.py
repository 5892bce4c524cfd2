"""The messages of `zanga-net/1` (docs/network-protocol.md) as frozen records, and their JSON.

Every frame is one JSON object with a `type`. Reading one is bounded before anything is
parsed (its size, then how deeply it nests) and checked field by field after: what is not
a message of the protocol is a `FrameError`, whose code and reason the connection is
closed with. Nothing here knows a game: a view and an action are the game's JSON, carried
as they are.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .limits import MAX_DEPTH, MAX_NAME, MAX_REASON, MAX_TOKEN

PROTOCOL = "zanga-net/1"


class FrameError(ValueError):
    """A frame that is no message of the protocol: `code` (a WebSocket close code: 1003 for
    what is not JSON text, 1008 for a message the protocol does not allow, 1009 for too big)
    and a short `reason` in English for the log and the other side."""

    def __init__(self, code: int, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason[:MAX_REASON]


class Phrase(enum.StrEnum):
    """The table's chat: short phrases everyone may say (no free text: between partners
    the game's señas are the only signals)."""

    HELLO = "hello"
    GOOD_LUCK = "good_luck"
    WELL_PLAYED = "well_played"
    THANKS = "thanks"
    ONE_MOMENT = "one_moment"
    SORRY = "sorry"
    GOOD_GAME = "good_game"
    BYE = "bye"


class SeatKind(enum.StrEnum):
    OPEN = "open"  # for a person, nobody has taken it yet
    PERSON = "person"
    COMPUTER = "computer"


# ---------------------------------------------------------------------- from a player


@dataclass(frozen=True, slots=True)
class Hello:
    """The first frame of a connection: the game it expects, the player's name, and a seat
    to take (`seat`), a seat to take back (`token`), or to watch (`watch`)."""

    game: str
    name: str = ""
    seat: int | None = None
    token: str | None = None
    watch: bool = False

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "hello", "protocol": PROTOCOL, "game": self.game,
                               "name": self.name}
        if self.seat is not None:
            out["seat"] = self.seat
        if self.token is not None:
            out["token"] = self.token
        if self.watch:
            out["watch"] = True
        return out


@dataclass(frozen=True, slots=True)
class Act:
    """An action of the player's seat, in the game's JSON without the seat; `seq` is the
    view it was chosen on."""

    seq: int
    action: Mapping[str, Any]

    def to_json(self) -> dict[str, Any]:
        return {"type": "act", "seq": self.seq, "action": dict(self.action)}


@dataclass(frozen=True, slots=True)
class Ready:
    """The player has seen how the hand ended: the next one may be dealt."""

    def to_json(self) -> dict[str, Any]:
        return {"type": "ready"}


@dataclass(frozen=True, slots=True)
class Say:
    phrase: Phrase

    def to_json(self) -> dict[str, Any]:
        return {"type": "chat", "phrase": self.phrase.value}


@dataclass(frozen=True, slots=True)
class Start:
    """The host: deal now; seats still open are played by `level`."""

    level: str

    def to_json(self) -> dict[str, Any]:
        return {"type": "start", "level": self.level}


@dataclass(frozen=True, slots=True)
class Give:
    """The host, for a seat whose player is away: a computer `level` plays it until he is
    back, or (None) the table waits for him."""

    seat: int
    level: str | None

    def to_json(self) -> dict[str, Any]:
        return {"type": "give", "seat": self.seat, "level": self.level}


@dataclass(frozen=True, slots=True)
class Bye:
    """The player leaves (his seat is held as for a dropped connection); from the host, the
    table closes."""

    def to_json(self) -> dict[str, Any]:
        return {"type": "bye"}


ClientMessage = Hello | Act | Ready | Say | Start | Give | Bye


# ---------------------------------------------------------------------- from the host


@dataclass(frozen=True, slots=True)
class Welcome:
    """The answer to a hello: the seat taken (None to watch) and its token, whether this
    connection is the host's, whether hints are allowed, and the table's code."""

    game: str
    seats: int
    seat: int | None
    token: str | None
    host: bool
    hints: bool
    code: str
    preset: str

    def to_json(self) -> dict[str, Any]:
        return {"type": "welcome", "protocol": PROTOCOL, "game": self.game,
                "seats": self.seats, "seat": self.seat, "token": self.token,
                "host": self.host, "hints": self.hints, "code": self.code,
                "preset": self.preset}


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """One seat as everyone sees it. `away_s`: the seconds of grace left for a player whose
    connection dropped (None while he is here); `waiting`: the grace is over and the host
    is to choose (or has chosen to wait)."""

    seat: int
    kind: SeatKind
    name: str
    level: str = ""
    connected: bool = False
    away_s: float | None = None
    waiting: bool = False
    ready: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "kind": self.kind.value, "name": self.name,
                "level": self.level, "connected": self.connected, "away_s": self.away_s,
                "waiting": self.waiting, "ready": self.ready}


@dataclass(frozen=True, slots=True)
class TableState:
    """Who sits where, how many watch, whether play has started and how many hands were
    dealt."""

    seats: tuple[SeatInfo, ...]
    watchers: int
    started: bool
    hands: int
    over: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"type": "table", "seats": [s.to_json() for s in self.seats],
                "watchers": self.watchers, "started": self.started, "hands": self.hands,
                "over": self.over}


@dataclass(frozen=True, slots=True)
class View:
    """The game as this connection may know it after step `seq`: the game's `seat_view`
    (a spectator's: what every seat sees), whose turn it is, and for the seat to act its
    legal actions (`legal`) and the ones it may take out of turn (`claims`), each in the
    game's JSON without the seat."""

    seq: int
    view: Mapping[str, Any]
    to_act: int | None
    legal: tuple[Mapping[str, Any], ...] = ()
    claims: tuple[Mapping[str, Any], ...] = ()
    hand_over: bool = False
    game_over: bool = False
    outcome: Mapping[str, Any] | None = None
    #: The deal of a hand just over, for a game whose table then shows every card.
    shown: Mapping[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        out = {"type": "view", "seq": self.seq, "view": dict(self.view),
               "to_act": self.to_act, "legal": [dict(a) for a in self.legal],
               "claims": [dict(a) for a in self.claims], "hand_over": self.hand_over,
               "game_over": self.game_over,
               "outcome": None if self.outcome is None else dict(self.outcome)}
        if self.shown is not None:
            out["shown"] = dict(self.shown)
        return out


@dataclass(frozen=True, slots=True)
class Refused:
    """The host did not take an action: the rules' code and sentence."""

    seq: int
    code: str
    message: str

    def to_json(self) -> dict[str, Any]:
        return {"type": "refused", "seq": self.seq, "code": self.code, "message": self.message}


@dataclass(frozen=True, slots=True)
class Said:
    """A chat phrase, by a seat (None: a spectator) under its name."""

    seat: int | None
    name: str
    phrase: Phrase

    def to_json(self) -> dict[str, Any]:
        return {"type": "chat", "seat": self.seat, "name": self.name,
                "phrase": self.phrase.value}


@dataclass(frozen=True, slots=True)
class Closing:
    """Sent before the host closes a connection or the table: why (`code` as the close)."""

    code: int
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {"type": "closing", "code": self.code, "reason": self.reason[:MAX_REASON]}


HostMessage = Welcome | TableState | View | Refused | Said | Closing


# ---------------------------------------------------------------------- reading frames


def encode(message: ClientMessage | HostMessage) -> str:
    return json.dumps(message.to_json(), ensure_ascii=False, separators=(",", ":"))


def depth(text: str) -> int:
    """How deeply `text`'s JSON nests, read without parsing it (strings skipped)."""
    deepest = level = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            level += 1
            deepest = max(deepest, level)
        elif ch in "]}":
            level -= 1
    return deepest


def read_frame(frame: str | bytes, limit: int) -> dict[str, Any]:
    """One frame as a JSON object, or FrameError: binary, too long, too deep, not JSON, not
    an object or without a `type`."""
    if not isinstance(frame, str):
        raise FrameError(1003, "frames are JSON text")
    if len(frame) > limit:
        raise FrameError(1009, f"frame over {limit} characters")
    if depth(frame) > MAX_DEPTH:
        raise FrameError(1008, f"JSON nested over {MAX_DEPTH} levels")
    try:
        data = json.loads(frame)
    except (ValueError, RecursionError):
        raise FrameError(1003, "not JSON") from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise FrameError(1008, "a message is a JSON object with a type")
    return data


def _int(data: Mapping[str, Any], key: str, optional: bool = False) -> int | None:
    value = data.get(key)
    if value is None and optional:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or not -1 < value < 1 << 31:
        raise FrameError(1008, f"{key} must be a whole number")
    return value


def _str(data: Mapping[str, Any], key: str, limit: int, optional: bool = False,
         default: str = "") -> str:
    value = data.get(key, None if not optional else default)
    if value is None and optional:
        return default
    if not isinstance(value, str) or len(value) > limit:
        raise FrameError(1008, f"{key} must be a text of at most {limit} characters")
    return value


def name_of(text: str) -> str:
    """A player's name as a table keeps it: one line, its spaces single, at most `MAX_NAME`
    characters (what a hello says, and what a hand-edited save says)."""
    return " ".join(text.split())[:MAX_NAME]


def _phrase(data: Mapping[str, Any]) -> Phrase:
    try:
        return Phrase(str(data.get("phrase")))
    except ValueError:
        raise FrameError(1008, "no such chat phrase") from None


def _greeting(data: Mapping[str, Any], side: str) -> str | None:
    """A hello's or a welcome's protocol checked, and its token (None if it has none)."""
    if data.get("protocol") != PROTOCOL:
        raise FrameError(1008, f"this {side} speaks {PROTOCOL}")
    token = data.get("token")
    if token is not None and (not isinstance(token, str) or len(token) > MAX_TOKEN):
        raise FrameError(1008, "a token is a short text")
    return token


def client_message(data: Mapping[str, Any]) -> ClientMessage:
    """A player's frame as a message (FrameError for anything else)."""
    kind = data["type"]
    if kind == "hello":
        token = _greeting(data, "table")
        return Hello(_str(data, "game", 40), name_of(_str(data, "name", 4 * MAX_NAME, True)),
                     _int(data, "seat", True), token, data.get("watch") is True)
    if kind == "act":
        action = data.get("action")
        if not isinstance(action, dict):
            raise FrameError(1008, "an action is a JSON object")
        return Act(_int(data, "seq") or 0, action)
    if kind == "ready":
        return Ready()
    if kind == "chat":
        return Say(_phrase(data))
    if kind == "start":
        return Start(_str(data, "level", 40))
    if kind == "give":
        level = data.get("level")
        if level is not None and (not isinstance(level, str) or len(level) > 40):
            raise FrameError(1008, "level must be a level's name or null")
        seat = _int(data, "seat")
        assert seat is not None
        return Give(seat, level)
    if kind == "bye":
        return Bye()
    raise FrameError(1008, "no such message")


def _seats(data: Any) -> tuple[SeatInfo, ...]:
    if not isinstance(data, list) or len(data) > 64:
        raise FrameError(1008, "seats must be a list")
    out = []
    for s in data:
        if not isinstance(s, dict):
            raise FrameError(1008, "a seat is an object")
        try:
            kind = SeatKind(str(s.get("kind")))
        except ValueError:
            raise FrameError(1008, "no such kind of seat") from None
        away = s.get("away_s")
        if away is not None and not isinstance(away, int | float):
            raise FrameError(1008, "away_s must be a number")
        seat = _int(s, "seat")
        assert seat is not None
        out.append(SeatInfo(seat, kind, _str(s, "name", MAX_NAME), _str(s, "level", 40, True),
                            s.get("connected") is True, None if away is None else float(away),
                            s.get("waiting") is True, s.get("ready") is True))
    return tuple(out)


def _actions(data: Any) -> tuple[Mapping[str, Any], ...]:
    if not isinstance(data, list) or not all(isinstance(a, dict) for a in data):
        raise FrameError(1008, "actions must be a list of objects")
    return tuple(data)


def host_message(data: Mapping[str, Any]) -> HostMessage:
    """The host's frame as a message (FrameError for anything else): a client trusts the
    host no more than the host trusts it."""
    kind = data["type"]
    if kind == "welcome":
        token = _greeting(data, "client")
        seats = _int(data, "seats")
        assert seats is not None
        return Welcome(_str(data, "game", 40), seats, _int(data, "seat", True), token,
                       data.get("host") is True, data.get("hints") is True,
                       _str(data, "code", 40, True), _str(data, "preset", 40, True))
    if kind == "table":
        return TableState(_seats(data.get("seats")), _int(data, "watchers") or 0,
                          data.get("started") is True, _int(data, "hands") or 0,
                          data.get("over") is True)
    if kind == "view":
        view = data.get("view")
        outcome = data.get("outcome")
        shown = data.get("shown")
        if not isinstance(view, dict) or any(x is not None and not isinstance(x, dict)
                                             for x in (outcome, shown)):
            raise FrameError(1008, "a view is an object")
        return View(_int(data, "seq") or 0, view, _int(data, "to_act", True),
                    _actions(data.get("legal", [])), _actions(data.get("claims", [])),
                    data.get("hand_over") is True, data.get("game_over") is True, outcome,
                    shown)
    if kind == "refused":
        return Refused(_int(data, "seq") or 0, _str(data, "code", 60),
                       _str(data, "message", 1000))
    if kind == "chat":
        return Said(_int(data, "seat", True), _str(data, "name", MAX_NAME), _phrase(data))
    if kind == "closing":
        return Closing(_int(data, "code") or 1000, _str(data, "reason", 4 * MAX_REASON))
    raise FrameError(1008, "no such message")


def strip_seat(action: Mapping[str, Any]) -> dict[str, Any]:
    """An action's JSON as a seat sends it: without its seat."""
    return {k: v for k, v in action.items() if k != "seat"}


def with_seat(action: Mapping[str, Any], seat: int) -> dict[str, Any]:
    return {**strip_seat(action), "seat": seat}


def json_list(values: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    return [dict(v) for v in values]
