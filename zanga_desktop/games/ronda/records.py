"""La Ronda records (`.ronda.json`, ronda-record-format.md): load, save, replay, live games.

A `RondaGame` keeps a `RondaState` and its `RondaRecord` in step, so whatever is played can be
saved at any moment; a saved game in progress is a record whose last deal stops early. Waiting
to declare is never written: a record's first action that is no declaration brings the
round's settlement, which `RondaGame.apply` makes first (section 15).
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final, TypeGuard

from ...core import record_files, records
from ...core.deck import DECK
from ...core.files import write_atomic
from ...core.record_files import FileRefused
from ...limits import MAX_MESSAGE_CHARS, clean_name, cut, echo
from .rules import (
    PRESETS,
    Action,
    Card,
    Combo,
    Event,
    Kind,
    Options,
    Phase,
    RondaError,
    RondaState,
    Unknown,
    Word,
    make_options,
)
from .rules.deal import shuffled

FORMAT: Final = "ronda-record/1"
DEFAULT_PLAYERS: Final = ("Tú", "Ana", "Benito", "Carmela")
#: The kinds a record writes (a wait is silent, section 8).
RECORD_KINDS: Final = {k.value: k for k in Kind if k is not Kind.WAIT}


def default_players(seats: int) -> tuple[str, ...]:
    """The names a table of `seats` gets when nobody names it."""
    return DEFAULT_PLAYERS[:seats] if seats == 4 else (DEFAULT_PLAYERS[0], DEFAULT_PLAYERS[1])


class RecordError(records.RecordError):
    """A file that is not a record (status 2), or a record that breaks the rules (status 1,
    with the `deal` and `action` indexes): the exit status of `zanga-cli replay`. The shared
    record error (`core.records`), a section of ronda-rules.md cited."""

    REFERENCE = "section"

    def __init__(self, code: str, message: str, *, status: int = 2,
                 section: int | None = None, deal: int | None = None,
                 action: int | None = None) -> None:
        super().__init__(code, cut(message, MAX_MESSAGE_CHARS), status=status,
                         article=None if section is None else str(section), hand=deal,
                         action=action)
        self.section = None if status == 2 else section
        self.deal = deal

    def to_json(self) -> dict[str, Any]:
        error = {"code": self.code, "section": self.section, "message": self.message}
        if self.status == 2:
            return {"ok": False, "error": error}
        return {"ok": False, "deal": self.deal, "action": self.action, "error": error}


@dataclass
class DealRecord:
    dealer: int
    deck: tuple[Card, ...]
    actions: list[Action] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"dealer": self.dealer, "deck": [str(c) for c in self.deck],
                "actions": [a.to_json() for a in self.actions]}


@dataclass
class RondaRecord:
    preset: str = "bengala"
    options: dict[str, Any] = field(default_factory=dict)
    players: list[str] = field(default_factory=lambda: list(DEFAULT_PLAYERS[:2]))
    points: tuple[int, int] = (0, 0)
    deals: list[DealRecord] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "preset": self.preset, "options": dict(self.options),
                "players": list(self.players), "start": {"points": list(self.points)},
                "deals": [d.to_json() for d in self.deals]}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1)

    def game_options(self) -> Options:
        return make_options(self.preset, self.options)

    def with_deals(self, deals: Sequence[DealRecord]) -> RondaRecord:
        return RondaRecord(self.preset, dict(self.options), list(self.players), self.points,
                           list(deals))

    @staticmethod
    def from_json(data: object) -> RondaRecord:
        """Parse a record's JSON, its strings cleaned of lone surrogates (`core.record_files`;
        RecordError with status 2 if it is not a record)."""
        try:
            return _parse_record(record_files.clean_json(data))
        except RecursionError:
            raise _bad("The record is nested too deeply.") from None

    @staticmethod
    def loads(text: str) -> RondaRecord:
        """A record's text: JSON read bounded (`core.records.parse_json`: a number thousands
        of digits long or nesting too deep is named as such), then parsed."""
        return RondaRecord.from_json(records.parse_json(text, RecordError))


# ---------------------------------------------------------------------- files


def _refused(exc: FileRefused) -> RecordError:
    return RecordError(exc.code, exc.message)


def too_large() -> RecordError:
    return _refused(record_files.too_large())


def read_record_bytes(path: str | os.PathLike[str]) -> bytes:
    """The bytes of a record file (`core.record_files`: a regular file only, bounded)."""
    try:
        return record_files.read_bounded(path)
    except FileRefused as exc:
        raise _refused(exc) from None


def load_record(path: str | os.PathLike[str]) -> RondaRecord:
    """Read a record file; RecordError (never another exception) if it cannot be used."""
    raw = read_record_bytes(path)
    try:
        text = record_files.decode_text(raw)
    except FileRefused as exc:
        raise _refused(exc) from None
    return RondaRecord.loads(text)


def save_record(record: RondaRecord, path: str | os.PathLike[str]) -> None:
    """Write atomically: a crash mid-write leaves the previous file intact."""
    write_atomic(Path(path), record.dumps() + "\n")


# ---------------------------------------------------------------------- parsing


def _bad(message: str, code: str = "bad_format") -> RecordError:
    return RecordError(code, message)


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _text_ok(text: str) -> bool:
    """A string that can be written back as UTF-8 (no lone surrogate such as "\\ud800")."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _parse_record(data: object) -> RondaRecord:
    if not isinstance(data, dict):
        raise _bad("A record is a JSON object.")
    if data.get("format") != FORMAT:
        raise _bad(f"This is not a {FORMAT} record (its \"format\" is "
                   f"{echo(data.get('format'))}).")
    preset = data.get("preset", "bengala")
    options = data.get("options", {})
    if not isinstance(preset, str) or not isinstance(options, dict):
        raise _bad("\"preset\" must be a name and \"options\" an object.")
    try:
        opts = make_options(preset, options)
    except ValueError as exc:
        raise _bad(f"Bad preset or options: {cut(str(exc), 200)}.") from None
    players = data.get("players")
    if (not isinstance(players, list) or len(players) not in (2, 4)
            or not all(isinstance(p, str) for p in players)):
        raise _bad("\"players\" must be a list of 2 or 4 names.")
    seats = len(players)
    start = data.get("start", {"points": [0, 0]})
    points = start.get("points") if isinstance(start, dict) else None
    if (not isinstance(points, list) or len(points) != 2
            or not all(_is_int(p) and 0 <= p < opts.target for p in points)):
        raise _bad(f"\"start\" needs \"points\": two numbers from 0 to {opts.target - 1}.")
    deals_data = data.get("deals")
    if not isinstance(deals_data, list):
        raise _bad("\"deals\" must be a list.")
    deals = [_parse_deal(d, i, seats) for i, d in enumerate(deals_data)]
    return RondaRecord(preset, dict(options), [clean_name(p) for p in players],
                       (points[0], points[1]), deals)


def _parse_deal(data: object, index: int, seats: int) -> DealRecord:
    where = f"Deal {index}"
    if not isinstance(data, dict):
        raise _bad(f"{where} is not an object.")
    dealer = data.get("dealer")
    if not _is_int(dealer) or not 0 <= dealer < seats:
        raise _bad(f"{where} needs a dealer from 0 to {seats - 1}.")
    deck = data.get("deck")
    if not isinstance(deck, list) or not all(isinstance(c, str) for c in deck):
        raise _bad(f"{where} needs a \"deck\": a list of the 40 cards.", "bad_deal")
    try:
        cards = tuple(Card.parse(c) for c in deck)
    except ValueError:
        bad = next(c for c in deck if c not in _CARD_TEXTS)
        raise _bad(f"{where}: {echo(bad)} in the deck is not a card.", "bad_deal") from None
    if len(cards) != 40 or len(set(cards)) != 40:
        raise _bad(f"{where}: the deck must hold the 40 cards once each.", "bad_deal")
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise _bad(f"{where}: \"actions\" must be a list.")
    deal = DealRecord(dealer, cards)
    for j, raw in enumerate(actions):
        deal.actions.append(_parse_action(raw, f"{where}, action {j}", seats))
    return deal


_CARD_TEXTS: Final = frozenset(str(c) for c in DECK)


def _parse_action(raw: object, where: str, seats: int) -> Action:
    if not isinstance(raw, dict):
        raise _bad(f"{where} is not an object.")
    seat = raw.get("seat")
    if not _is_int(seat) or not 0 <= seat < seats:
        raise _bad(f"{where} needs a seat from 0 to {seats - 1}.")
    keys = [k for k in raw if k != "seat"]
    if len(keys) != 1 or keys[0] not in RECORD_KINDS:
        raise _bad(f"{where} must have exactly one of: {', '.join(RECORD_KINDS)}.")
    kind = RECORD_KINDS[keys[0]]
    value = raw[keys[0]]
    if not isinstance(value, str) or not _text_ok(value):
        raise _bad(f"{where}: {kind.value} must be a string.")
    return Action(seat, kind, _value(kind, value))


def _value(kind: Kind, text: str) -> Card | Combo | Word | Unknown:
    try:
        if kind is Kind.PLAY:
            return Card.parse(text)
        if kind is Kind.DECLARE:
            return Combo(text)
        return Word(text)
    except ValueError:
        return Unknown(text)


# ---------------------------------------------------------------------- live games


_DEAL: Final = "deal"
_ACTION: Final = "action"
_WAIT: Final = "wait"
_AUTO: Final = "auto"


class RondaGame:
    """A game being played: the state and its record, kept in step."""

    def __init__(self, record: RondaRecord) -> None:
        self.record = record
        self.state = RondaState(record.game_options(), len(record.players), record.points)
        #: Per step, what it was: a deal, a recorded action, a silent wait asked of a player,
        #: or a wait made with the next recorded action (its settlement); `undo` reads it.
        self._steps: list[str] = []

    @classmethod
    def new(cls, preset: str = "bengala", options: dict[str, Any] | None = None,
            players: Sequence[str] = DEFAULT_PLAYERS[:2],
            points: tuple[int, int] = (0, 0)) -> RondaGame:
        if len(players) not in (2, 4):
            raise ValueError("La Ronda is played by 2 players or 4 in two pairs")
        make_options(preset, options)
        return cls(RondaRecord(preset, dict(options or {}),
                               [clean_name(p) for p in players], points))

    @classmethod
    def from_record(cls, record: RondaRecord) -> RondaGame:
        """Replay `record` (RecordError with status 1 at the first action not allowed)."""
        game = cls(record.with_deals([]))
        for d, deal in enumerate(record.deals):
            try:
                game.start_deal(deal.dealer, deal.deck)
            except RondaError as exc:
                raise RecordError(exc.code, exc.message, status=1, section=exc.section,
                                  deal=d) from None
            for a, action in enumerate(deal.actions):
                try:
                    game.apply(action)
                except RondaError as exc:
                    raise RecordError(exc.code, exc.message, status=1, section=exc.section,
                                      deal=d, action=a) from None
        return game

    @property
    def options(self) -> Options:
        return self.state.options

    def start_deal(self, dealer: int, deck: Sequence[Card]) -> tuple[Event, ...]:
        events = self.state.start_deal(dealer, deck)
        self.record.deals.append(DealRecord(dealer, tuple(deck)))
        self._steps.append(_DEAL)
        return events

    def deal(self, rng: random.Random) -> tuple[Event, ...]:
        """The chance step: the next deal shuffled with `rng` (the first dealer drawn at
        random, section 4)."""
        dealer = self.state.next_dealer()
        if dealer is None:
            dealer = rng.randrange(self.state.seats)
        return self.start_deal(dealer, shuffled(rng))

    def settle_waiting(self) -> tuple[Event, ...]:
        """The players not yet asked wait (silent steps): the settlement a record's next action
        that is no declaration brings."""
        events: list[Event] = []
        state = self.state
        while state.phase is Phase.CANTE:
            state.apply_unchecked(Action(state.queue[0], Kind.WAIT))
            events += state.last_events
            self._steps.append(_AUTO)
        return tuple(events)

    def apply(self, action: Action) -> tuple[Event, ...]:
        """Apply an action as a record holds it: a wait is silent; any action that is no
        declaration first makes the round's settlement if declarations wait for it."""
        state = self.state
        events: tuple[Event, ...] = ()
        if action.kind not in (Kind.DECLARE, Kind.WAIT) and state.phase is Phase.CANTE:
            # the settlement comes first (record format), so an error below is the action's
            before = len(self._steps)
            events = self.settle_waiting()
            try:
                state.verify(action)
            except RondaError:
                while len(self._steps) > before:
                    self._steps.pop()
                    state.undo()
                raise
        events += state.apply(action)
        if action.kind is Kind.WAIT:
            self._steps.append(_WAIT)
        else:
            self.record.deals[-1].actions.append(action)
            self._steps.append(_ACTION)
        return events

    def undo(self) -> None:
        """Take back the last action, with the waits its settlement made (before it, or after
        it at the end of a loaded record); a deal is chance and is not taken back
        (ValueError)."""
        steps = self._steps
        top = len(steps)
        while top and steps[top - 1] == _AUTO:
            top -= 1
        if not top or steps[top - 1] not in (_ACTION, _WAIT):
            raise ValueError("no action to take back since the deal")
        while len(steps) > top:
            steps.pop()
            self.state.undo()
        step = steps.pop()
        self.state.undo()
        if step == _ACTION:
            self.record.deals[-1].actions.pop()
            while steps and steps[-1] == _AUTO:
                steps.pop()
                self.state.undo()

    def replay_json(self) -> dict[str, Any]:
        """The replay output for the game so far, as `zanga-cli replay` prints it."""
        state = self.state
        deals = [r.to_json() for r in state.reports]
        if state.in_deal:
            deals.append(state.report().to_json())
        return {"ok": True, "deals": deals, "points": list(state.points),
                "winner": state.winner}


def replay(data: object) -> tuple[int, dict[str, Any]]:
    """`zanga-cli replay`: (exit status, JSON result) for a record's JSON; never raises."""
    try:
        record = RondaRecord.from_json(data)
        game = RondaGame.from_record(record)
        game.settle_waiting()  # a record that ends with declarations has them settled
    except RecordError as exc:
        return exc.status, exc.to_json()
    except RecursionError:
        return 2, RecordError("bad_format", "The record is nested too deeply.").to_json()
    return 0, game.replay_json()


__all__ = [
    "DEFAULT_PLAYERS",
    "FORMAT",
    "PRESETS",
    "DealRecord",
    "RecordError",
    "RondaGame",
    "RondaRecord",
    "default_players",
    "load_record",
    "read_record_bytes",
    "replay",
    "save_record",
]
