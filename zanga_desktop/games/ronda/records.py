"""La Ronda records (`.ronda.json`, ronda-record-format.md): load, save, replay, live games.

A `RondaGame` keeps a `RondaState` and its `RondaRecord` in step, so whatever is played can be
saved at any moment; a saved game in progress is a record whose last deal stops early. Waiting
to declare is never written: a record's first action that is no declaration brings the
round's settlement, which `RondaGame.apply` makes first (section 15).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final

from ...core import records
from ...core.deck import DECK
from ...core.live_game import LiveGame, Step, replay_report, replay_result
from ...core.record_values import is_int, writable
from ...core.section_errors import SectionRecordError
from ...limits import clean_name, cut, echo
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


class RecordError(SectionRecordError):
    """A file that is not a record (status 2), or a record that breaks the rules (status 1,
    with the `deal` and `action` indexes): the exit status of `zanga-cli replay`. The shared
    record error (`core.section_errors`), a section of ronda-rules.md cited."""

    INDEX = "deal"


@dataclass
class DealRecord:
    dealer: int
    deck: tuple[Card, ...]
    actions: list[Action] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"dealer": self.dealer, "deck": [str(c) for c in self.deck],
                "actions": [a.to_json() for a in self.actions]}


@dataclass
class RondaRecord(records.RecordFile):
    ERROR: ClassVar[type[records.RecordError]] = RecordError

    preset: str = "bengala"
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

    def with_deals(self, deals: Sequence[DealRecord]) -> RondaRecord:
        return RondaRecord(self.preset, dict(self.options), list(self.players), self.points,
                           list(deals))

    @classmethod
    def parse(cls, data: object) -> RondaRecord:
        return _parse_record(data)


# ---------------------------------------------------------------------- files


#: A record file read bounded, its strings cleaned of lone surrogates (`core.records`), and
#: written atomically.
load_record = RondaRecord.load
save_record = RondaRecord.save


# ---------------------------------------------------------------------- parsing


_bad = RecordError.bad


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
            or not all(is_int(p) and 0 <= p < opts.target for p in points)):
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
    if not is_int(dealer) or not 0 <= dealer < seats:
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
    if not is_int(seat) or not 0 <= seat < seats:
        raise _bad(f"{where} needs a seat from 0 to {seats - 1}.")
    keys = [k for k in raw if k != "seat"]
    if len(keys) != 1 or keys[0] not in RECORD_KINDS:
        raise _bad(f"{where} must have exactly one of: {', '.join(RECORD_KINDS)}.")
    kind = RECORD_KINDS[keys[0]]
    value = raw[keys[0]]
    if not writable(value):
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


class RondaGame(LiveGame[RondaState, DealRecord, Action]):
    """A game being played: the state and its record, kept in step (`core.live_game`). A
    wait asked of a player is a silent step, one made with the next recorded action (its
    settlement) a step of the game's own (`Step.AUTO`)."""

    RULES_ERROR = RondaError
    RECORD_ERROR = RecordError

    def __init__(self, record: RondaRecord) -> None:
        super().__init__(RondaState(record.game_options(), len(record.players), record.points))
        self.record = record

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
        game.replay_hands(record.deals)
        return game

    def _hands(self) -> list[DealRecord]:
        return self.record.deals

    def _begin(self, hand: DealRecord) -> None:
        self.start_deal(hand.dealer, hand.deck)

    @property
    def options(self) -> Options:
        return self.state.options

    def start_deal(self, dealer: int, deck: Sequence[Card]) -> tuple[Event, ...]:
        events = self.state.start_deal(dealer, deck)
        self.record.deals.append(DealRecord(dealer, tuple(deck)))
        self._dealt()
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
            self._steps.append(Step.AUTO)
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
        self._acted(action, recorded=action.kind is not Kind.WAIT)
        return events

    def replay_json(self) -> dict[str, Any]:
        """The replay output for the game so far, as `zanga-cli replay` prints it."""
        state = self.state
        return replay_report("deals", [r.to_json() for r in state.reports],
                             state.report().to_json() if state.in_deal else None,
                             points=list(state.points), winner=state.winner)


def replay(data: object) -> tuple[int, dict[str, Any]]:
    """`zanga-cli replay`: (exit status, JSON result) for a record's JSON; never raises."""

    def load() -> RondaGame:
        game = RondaGame.from_record(RondaRecord.from_json(data))
        game.settle_waiting()  # a record that ends with declarations has them settled
        return game

    return replay_result(load, RecordError)


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
    "replay",
    "save_record",
]
