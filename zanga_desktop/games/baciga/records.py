"""Báciga records (`.baciga.json`, baciga-record-format.md): load, save, replay, live games.

A `BacigaGame` keeps a `BacigaState` and its `BacigaRecord` in step, so whatever is played can
be saved at any moment; a saved game in progress is a record whose last deal stops early.
"""

from __future__ import annotations

import os
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final

from ...core import records
from ...core.live_game import LiveGame, replay_report, replay_result
from ...core.record_values import card_packets, is_int, writable
from ...core.section_errors import SectionRecordError
from ...limits import clean_name, cut, echo
from .rules import (
    PRESETS,
    Action,
    BacigaError,
    BacigaState,
    Card,
    Deal,
    Kind,
    Options,
    Unknown,
    Way,
    Word,
    deal_cards,
    make_options,
)
from .rules.actions import RecordFix, sorted_fix

FORMAT: Final = "baciga-record/1"
DEFAULT_PRESET: Final = "bengala"
DEFAULT_PLAYERS: Final = ("Tú", "Ana", "Benito", "Carmela")
#: The lowest starting score a record may give (scores may go below zero, section 10).
MIN_START: Final = -99
#: The keys an action may hold besides `seat`: its kind, and what goes with it.
_KINDS: Final = {k.value: k for k in Kind}
_EXTRAS: Final = {Kind.SAY: ("discard", "fix"), Kind.STAND: ("fix",)}


def default_players(seats: int) -> tuple[str, ...]:
    """The names a table of `seats` gets when nobody names it."""
    return DEFAULT_PLAYERS[:seats] if seats == 4 else (DEFAULT_PLAYERS[0], DEFAULT_PLAYERS[1])


class RecordError(SectionRecordError):
    """A file that is not a record (status 2), or a record that breaks the rules (status 1,
    with the `deal` and `action` indexes): the exit status of `zanga-cli replay`. The
    shell's record error (`core.records`), so that the table's files are read like every
    game's; a section of baciga-rules.md cited."""

    INDEX = "deal"


@dataclass
class DealRecord:
    dealer: int
    deal: Deal
    actions: list[Action] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"dealer": self.dealer, "deal": self.deal.to_json(),
                "actions": [a.to_json() for a in self.actions]}


@dataclass
class BacigaRecord(records.RecordFile):
    ERROR: ClassVar[type[records.RecordError]] = RecordError

    preset: str = DEFAULT_PRESET
    options: dict[str, Any] = field(default_factory=dict)
    players: list[str] = field(default_factory=lambda: list(DEFAULT_PLAYERS[:2]))
    points: tuple[int, int] = (0, 0)
    deals: list[DealRecord] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "preset": self.preset, "options": dict(self.options),
                "players": list(self.players), "start": {"points": list(self.points)},
                "deals": [d.to_json() for d in self.deals]}

    def game_options(self) -> Options:
        return make_options(self.preset, self.options)

    def with_deals(self, deals: Sequence[DealRecord]) -> BacigaRecord:
        return BacigaRecord(self.preset, dict(self.options), list(self.players), self.points,
                            list(deals))

    @classmethod
    def parse(cls, data: object) -> BacigaRecord:
        return _parse_record(data)


# ---------------------------------------------------------------------- files


def read_record_bytes(path: str | os.PathLike[str]) -> bytes:
    """The bytes of a record file (`core.record_files`: a regular file only, bounded)."""
    return records.read_bytes(path, RecordError)


#: A record file read bounded, its strings cleaned of lone surrogates (`core.records`), and
#: written atomically.
load_record = BacigaRecord.load
save_record = BacigaRecord.save


# ---------------------------------------------------------------------- parsing


_bad = RecordError.bad


def _parse_record(data: object) -> BacigaRecord:
    if not isinstance(data, dict):
        raise _bad("A record is a JSON object.")
    if data.get("format") != FORMAT:
        raise _bad(f"This is not a {FORMAT} record (its \"format\" is "
                   f"{echo(data.get('format'))}).")
    preset = data.get("preset", DEFAULT_PRESET)
    options = data.get("options", {})
    if not writable(preset) or not isinstance(options, dict):
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
    players = [clean_name(p) for p in players]
    start = data.get("start", {"points": [0, 0]})
    low = 0 if opts.score_floor_zero else MIN_START
    points = start.get("points") if isinstance(start, dict) else None
    if (not isinstance(start, dict) or set(start) != {"points"} or not isinstance(points, list)
            or len(points) != 2 or not all(is_int(p) and low <= p < opts.target
                                           for p in points)):
        raise _bad(f"\"start\" must be {{\"points\": [A, B]}}, each from {low} to "
                   f"{opts.target - 1}.")
    deals_data = data.get("deals")
    if not isinstance(deals_data, list):
        raise _bad("\"deals\" must be a list.")
    deals = [_parse_deal(d, i, seats) for i, d in enumerate(deals_data)]
    return BacigaRecord(preset, dict(options), players, (points[0], points[1]), deals)


def _parse_deal(data: object, index: int, seats: int) -> DealRecord:
    where = f"Deal {index}"
    if not isinstance(data, dict):
        raise _bad(f"{where} is not an object.")
    dealer = data.get("dealer")
    if not is_int(dealer) or not 0 <= dealer < seats:
        raise _bad(f"{where} needs a dealer from 0 to {seats - 1}.")
    deal = _parse_cards(data.get("deal"), where, seats)
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise _bad(f"{where}: \"actions\" must be a list.")
    record = DealRecord(dealer, deal)
    for j, raw in enumerate(actions):
        record.actions.append(parse_action(raw, f"{where}, action {j}", seats))
    return record


def _parse_cards(data: object, where: str, seats: int) -> Deal:
    if not isinstance(data, dict):
        raise _bad(f"{where} needs a deal.")
    keys = {"stock", *(str(s) for s in range(seats))}
    if set(data) != keys:
        raise _bad(f"{where}: the deal must hold exactly the seats \"0\" to \"{seats - 1}\" "
                   "and \"stock\".", "bad_deal")
    try:
        packets = card_packets(data, [*(str(s) for s in range(seats)), "stock"])
        return Deal(tuple(packets[:-1]), packets[-1])
    except ValueError as exc:
        raise _bad(f"{where}: {cut(str(exc), 120)} in the deal.", "bad_deal") from None


def _card(text: str) -> Card | Unknown:
    try:
        return Card.parse(text)
    except ValueError:
        return Unknown(text)


def _parse_fix(value: object, where: str) -> RecordFix:
    if not isinstance(value, dict):
        raise _bad(f"{where}: \"fix\" must be an object of comodín and rank.")
    out: list[tuple[Card | Unknown, int]] = []
    for key, rank in value.items():
        if not writable(key):
            raise _bad(f"{where}: \"fix\" names a card that cannot be written.")
        if not is_int(rank):
            raise _bad(f"{where}: a fix's rank is an integer, not {echo(rank)}.")
        out.append((_card(key), rank))
    return sorted_fix(tuple(out))


def parse_action(raw: object, where: str, seats: int) -> Action:
    """One action of a record (RecordError with status 2 if it has not the record's shape;
    values the rules do not know are kept for the rules to refuse)."""
    if not isinstance(raw, dict):
        raise _bad(f"{where} is not an object.")
    seat = raw.get("seat")
    if not is_int(seat) or not 0 <= seat < seats:
        raise _bad(f"{where} needs a seat from 0 to {seats - 1}.")
    kinds = [k for k in raw if k in _KINDS]
    if len(kinds) != 1:
        raise _bad(f"{where} must have exactly one of: {', '.join(_KINDS)}.")
    kind = _KINDS[kinds[0]]
    extras = _EXTRAS.get(kind, ())
    other = [k for k in raw if k not in ("seat", kinds[0], *extras)]
    if other:
        raise _bad(f"{where}: {echo(other[0])} does not go with {kind.value}.")
    value = raw[kinds[0]]
    fix = _parse_fix(raw["fix"], where) if "fix" in raw else ()
    if kind in (Kind.STAND, Kind.SALIR):
        if value is not True:
            raise _bad(f"{where}: \"{kind.value}\" must be true.")
        return Action(seat, kind, None, None, fix)
    if not writable(value):
        raise _bad(f"{where}: \"{kind.value}\" must be a string.")
    if kind is Kind.SAY:
        discard: tuple[Card | Unknown, ...] | None = None
        if "discard" in raw:
            cards = raw["discard"]
            if not isinstance(cards, list) or not all(writable(c) for c in cards):
                raise _bad(f"{where}: \"discard\" must be a list of cards.")
            if len(cards) > 40:
                raise _bad(f"{where}: \"discard\" lists more cards than the deck holds.")
            discard = tuple(_card(c) for c in cards)
        word: Word | Unknown = Word(value) if value in Word._value2member_map_ \
            else Unknown(value)
        return Action(seat, kind, word, discard, fix)
    if kind is Kind.DRAW:
        way: Way | Unknown = Way(value) if value in Way._value2member_map_ else Unknown(value)
        return Action(seat, kind, way)
    return Action(seat, kind, _card(value))  # tapar


# ---------------------------------------------------------------------- live games


class BacigaGame(LiveGame[BacigaState, DealRecord, Action]):
    """A game being played: the state and its record, kept in step (`core.live_game`)."""

    RULES_ERROR = BacigaError
    RECORD_ERROR = RecordError

    def __init__(self, record: BacigaRecord) -> None:
        super().__init__(BacigaState(record.game_options(), len(record.players),
                                     record.points))
        self.record = record

    @classmethod
    def new(cls, preset: str = DEFAULT_PRESET, options: dict[str, Any] | None = None,
            players: Sequence[str] = DEFAULT_PLAYERS[:2],
            points: tuple[int, int] = (0, 0)) -> BacigaGame:
        if len(players) not in (2, 4):
            raise ValueError("La Báciga is played by 2 players, or 4 in two pairs")
        make_options(preset, options)
        return cls(BacigaRecord(preset, dict(options or {}),
                                [clean_name(p) for p in players], points))

    @classmethod
    def from_record(cls, record: BacigaRecord) -> BacigaGame:
        """Replay `record` (RecordError with status 1 at the first action not allowed)."""
        game = cls(record.with_deals([]))
        game.replay_hands(record.deals)
        return game

    def _hands(self) -> list[DealRecord]:
        return self.record.deals

    def _begin(self, hand: DealRecord) -> None:
        self.start_deal(hand.dealer, hand.deal)

    @property
    def options(self) -> Options:
        return self.state.options

    def start_deal(self, dealer: int, deal: Deal) -> None:
        self.state.start_deal(dealer, deal)
        self.record.deals.append(DealRecord(dealer, deal))
        self._dealt()

    def deal(self, rng: random.Random) -> None:
        """The chance step: the next deal (the first dealer drawn at random, section 4)."""
        dealer = self.state.next_dealer()
        if dealer is None:
            dealer = rng.randrange(self.state.seats)
        self.start_deal(dealer, deal_cards(rng, self.state.seats, dealer))

    def apply(self, action: Action) -> None:
        self.state.apply(action)
        self._acted(action)

    def replay_json(self) -> dict[str, Any]:
        """The replay output for the game so far, as `zanga-cli replay` prints it."""
        return report(self.state)


def report(state: BacigaState) -> dict[str, Any]:
    return replay_report("deals", [r.to_json() for r in state.results],
                         state.report().to_json() if state.in_deal else None,
                         points=list(state.points), winner=state.winner())


def replay(data: object) -> tuple[int, dict[str, Any]]:
    """`zanga-cli replay`: (exit status, JSON result) for a record's JSON; never raises."""
    return replay_result(lambda: BacigaGame.from_record(BacigaRecord.from_json(data)),
                         RecordError)


__all__ = [
    "DEFAULT_PLAYERS", "FORMAT", "PRESETS", "BacigaGame", "BacigaRecord", "DealRecord",
    "RecordError", "default_players", "load_record", "parse_action", "read_record_bytes",
    "replay", "save_record",
]
