"""Envite records (`.envite.json`, envite-record-format.md): load, save, replay, live games.

An `EnviteGame` keeps an `EnviteState` and its `EnviteRecord` in step, so whatever is played
can be saved at any moment; a saved game in progress is a record whose last hand stops early.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final

from ...core import records
from ...core.live_game import LiveGame, Step, replay_report, replay_result
from ...core.record_values import card_packets, is_int
from ...core.section_errors import SectionRecordError
from ...limits import clean_name, cut, echo
from .rules import (
    CHICO,
    PRESETS,
    Action,
    Answer,
    Card,
    Claim,
    Deal,
    EnviteError,
    EnviteState,
    Kind,
    Options,
    Phase,
    Sena,
    Tumbo,
    Unknown,
    make_options,
    team,
)
from .rules.options import LADDER_FEDERACION, LADDER_POPULAR, RenuncioMode, ladder_json

FORMAT: Final = "envite-record/1"
DEFAULT_PLAYERS: Final = ("Tú", "Ana", "Benito", "Carmela")


def default_players(seats: int) -> tuple[str, ...]:
    """The names a table of `seats` gets when nobody names it: the usual four, then the same
    four numbered ("Ana 2")."""
    return tuple(DEFAULT_PLAYERS[s] if s < 4 else f"{DEFAULT_PLAYERS[s % 4]} {s // 4 + 1}"
                 for s in range(seats))
#: The kinds a record writes (a decline is silent, section 6).
RECORD_KINDS: Final = {k.value: k for k in Kind if k is not Kind.DECLINE}


class RecordError(SectionRecordError):
    """A file that is not a record, or a record that breaks the rules (`core.section_errors`,
    with the `hand` and `action` indexes), a section of envite-rules.md cited."""

    INDEX = "hand"


@dataclass
class HandRecord:
    dealer: int
    deal: Deal
    actions: list[Action] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"dealer": self.dealer, "deal": self.deal.to_json(),
                "actions": [_action_json(a) for a in self.actions]}


def _action_json(action: Action) -> dict[str, Any]:
    """An action as a record writes it; a bet's unknown number stays the number it was."""
    out = action.to_json()
    if isinstance(action.value, _UnknownStep):
        out[action.kind.value] = action.value.number
    return out


@dataclass
class EnviteRecord(records.RecordFile):
    ERROR: ClassVar[type[records.RecordError]] = RecordError

    preset: str = "federacion"
    options: dict[str, Any] = field(default_factory=dict)
    players: list[str] = field(default_factory=lambda: list(DEFAULT_PLAYERS))
    team_size: int = 2
    captains: tuple[int, int] = (0, 3)
    piedras: tuple[int, int] = (0, 0)
    chicos: tuple[int, int] = (0, 0)
    hands: list[HandRecord] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        options = dict(self.options)
        if "ladder" in options and isinstance(options["ladder"], tuple):
            options["ladder"] = ladder_json(options["ladder"])
        return {"format": FORMAT, "preset": self.preset, "options": options,
                "players": list(self.players), "team_size": self.team_size,
                "captains": list(self.captains),
                "start": {"piedras": list(self.piedras), "chicos": list(self.chicos)},
                "hands": [h.to_json() for h in self.hands]}

    def game_options(self) -> Options:
        return make_options(self.preset, self.options)

    def with_hands(self, hands: Sequence[HandRecord]) -> EnviteRecord:
        return EnviteRecord(self.preset, dict(self.options), list(self.players), self.team_size,
                            self.captains, self.piedras, self.chicos, list(hands))

    @classmethod
    def parse(cls, data: object) -> EnviteRecord:
        return _parse_record(data)


# ---------------------------------------------------------------------- files


load_record = EnviteRecord.load
save_record = EnviteRecord.save


# ---------------------------------------------------------------------- parsing


_bad = RecordError.bad


def _int_pair(value: object) -> tuple[int, int] | None:
    if isinstance(value, list) and len(value) == 2 and all(is_int(v) for v in value):
        return (value[0], value[1])
    return None


def _parse_record(data: object) -> EnviteRecord:
    if not isinstance(data, dict):
        raise _bad("A record is a JSON object.")
    if data.get("format") != FORMAT:
        raise _bad(f"This is not an {FORMAT} record (its \"format\" is "
                   f"{echo(data.get('format'))}).")
    preset = data.get("preset", "federacion")
    options = data.get("options", {})
    if not isinstance(preset, str) or not isinstance(options, dict):
        raise _bad("\"preset\" must be a name and \"options\" an object.")
    try:
        opts = make_options(preset, options)
    except ValueError as exc:
        raise _bad(f"Bad preset or options: {cut(str(exc), 200)}.") from None
    n = data.get("team_size")
    if not is_int(n) or not 1 <= n <= 5:
        raise _bad(f"\"team_size\" must be a number from 1 to 5, not {echo(n)}.")
    seats = 2 * n
    players = data.get("players", list(default_players(seats)))
    if (not isinstance(players, list) or len(players) != seats
            or not all(isinstance(p, str) for p in players)):
        raise _bad(f"\"players\" must be a list of {seats} names.")
    players = [clean_name(p) for p in players]
    captains = _int_pair(data.get("captains"))
    if (captains is None or not all(0 <= c < seats for c in captains)
            or team(captains[0]) != 0 or team(captains[1]) != 1):
        raise _bad("\"captains\" must be the capitán seats of team 0 (an even seat) and of "
                   "team 1 (an odd seat).")
    start = data.get("start", {"piedras": [0, 0], "chicos": [0, 0]})
    if not isinstance(start, dict):
        raise _bad("\"start\" must be an object.")
    piedras = _int_pair(start.get("piedras", [0, 0]))
    chicos = _int_pair(start.get("chicos", [0, 0]))
    if (piedras is None or chicos is None or not all(0 <= p <= opts.tumbo_at for p in piedras)
            or not all(0 <= c < opts.chicos_to_win for c in chicos)):
        raise _bad(f"\"start\" needs \"piedras\" (two numbers from 0 to {opts.tumbo_at}) and "
                   f"\"chicos\" (two numbers under {opts.chicos_to_win}).")
    hands_data = data.get("hands")
    if not isinstance(hands_data, list):
        raise _bad("\"hands\" must be a list.")
    hands = [_parse_hand(h, i, seats) for i, h in enumerate(hands_data)]
    return EnviteRecord(preset, dict(options), players, n, captains, piedras, chicos, hands)


def _parse_hand(data: object, index: int, seats: int) -> HandRecord:
    where = f"Hand {index}"
    if not isinstance(data, dict):
        raise _bad(f"{where} is not an object.")
    dealer = data.get("dealer")
    if not is_int(dealer) or not 0 <= dealer < seats:
        raise _bad(f"{where} needs a dealer from 0 to {seats - 1}.")
    deal = _parse_deal(data.get("deal"), where, seats)
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise _bad(f"{where}: \"actions\" must be a list.")
    hand = HandRecord(dealer, deal)
    for j, raw in enumerate(actions):
        hand.actions.append(_parse_action(raw, f"{where}, action {j}", seats))
    return hand


def _parse_deal(data: object, where: str, seats: int) -> Deal:
    if not isinstance(data, dict):
        raise _bad(f"{where} needs a deal.", "bad_deal")
    keys = {"vira", "rest", *(str(s) for s in range(seats))}
    if set(data) != keys:
        raise _bad(f"{where}: the deal must hold exactly \"vira\", the seats \"0\" to "
                   f"\"{seats - 1}\" and \"rest\".", "bad_deal")
    try:
        vira = data["vira"]
        if not isinstance(vira, str):
            raise ValueError("the vira is one card")
        packets = card_packets(data, [*(str(s) for s in range(seats)), "rest"])
        return Deal(Card.parse(vira), tuple(packets[:-1]), packets[-1])
    except ValueError as exc:
        raise _bad(f"{where}: {cut(str(exc), 120)} in the deal.", "bad_deal") from None


#: The numbers a record may write for a bet: the piedra steps of both ladders (section 6,
#: 12). The chico is written "chico"; the number the rules keep it under (`CHICO`) is no step.
_STEP_NUMBERS: Final = frozenset(s for s in (*LADDER_FEDERACION, *LADDER_POPULAR) if s != CHICO)


@dataclass(frozen=True, slots=True)
class _UnknownStep(Unknown):
    """A bet's whole number that no ladder has (`"bet": 5`, `"bet": 100`): the rules refuse
    it as any unknown value (`bad_bet`, status 1), naming the number as written."""

    number: int

    def __str__(self) -> str:
        return self.text


def _step_value(number: int) -> int | Unknown:
    """A bet's integer as the rules take it: a step of the page's ladders, else unknown."""
    if number in _STEP_NUMBERS:
        return number
    try:
        text = str(number)
    except ValueError:  # past Python's limit on the digits of an int written out
        text = "a number too long to write"
    return _UnknownStep(text, number)


def _parse_action(raw: object, where: str, seats: int) -> Action:
    if not isinstance(raw, dict):
        raise _bad(f"{where} is not an object.")
    seat = raw.get("seat")
    if not is_int(seat) or not 0 <= seat < seats:
        raise _bad(f"{where} needs a seat from 0 to {seats - 1}.")
    keys = [k for k in raw if k not in ("seat", "seen_by")]
    if len(keys) != 1 or keys[0] not in RECORD_KINDS:
        raise _bad(f"{where} must have exactly one of: {', '.join(RECORD_KINDS)}.")
    kind = RECORD_KINDS[keys[0]]
    value = raw[keys[0]]
    seen_by: tuple[int, ...] | None = None
    if "seen_by" in raw:
        seen = raw["seen_by"]
        if kind is not Kind.SENA:
            raise _bad(f"{where}: \"seen_by\" belongs to a seña only.")
        if not isinstance(seen, list) or not all(is_int(s) for s in seen):
            raise _bad(f"{where}: \"seen_by\" must be a list of seats.")
        seen_by = tuple(seen)
    if kind is Kind.BET:
        if value == "chico":
            return Action(seat, kind, CHICO)
        if is_int(value):
            # the page's numbers only: a bare 100 is not the chico the rules keep under it
            return Action(seat, kind, _step_value(value))
        if isinstance(value, str):
            return Action(seat, kind, Unknown(value))
        raise _bad(f"{where}: a bet is a step of the ladder, an integer or \"chico\", "
                   f"not {echo(value)}.")
    if not isinstance(value, str):
        raise _bad(f"{where}: {kind.value} must be a string.")
    return Action(seat, kind, _value(kind, value), seen_by)


_ENUMS: Final[dict[Kind, type[Sena] | type[Tumbo] | type[Answer] | type[Claim]]] = {
    Kind.SENA: Sena, Kind.TUMBO: Tumbo, Kind.ANSWER: Answer, Kind.CLAIM: Claim}


def _value(kind: Kind, text: str) -> Card | Sena | Tumbo | Answer | Claim | Unknown:
    try:
        if kind is Kind.PLAY:
            return Card.parse(text)
        return _ENUMS[kind](text)
    except ValueError:
        return Unknown(text)


# ---------------------------------------------------------------------- live games


class EnviteGame(LiveGame[EnviteState, HandRecord, Action]):
    """A partido being played: the state and its record, kept in step (`core.live_game`); a
    decline is a silent step."""

    RULES_ERROR = EnviteError
    RECORD_ERROR = RecordError

    def __init__(self, record: EnviteRecord) -> None:
        super().__init__(EnviteState(record.game_options(), record.team_size, record.captains,
                                     record.piedras, record.chicos))
        self.record = record
        #: The game follows another's record (a network seat's shadow): what chance drew
        #: there (who caught a seña) is taken as written, not drawn again.
        self.follows_record = False

    @property
    def _recorded(self) -> list[Step | None]:
        """The steps, as the table's undo reads them (None: a deal)."""
        return self._steps

    @classmethod
    def new(cls, preset: str = "federacion", options: dict[str, Any] | None = None,
            players: Sequence[str] = DEFAULT_PLAYERS,
            captains: tuple[int, int] | None = None) -> EnviteGame:
        seats = len(players)
        if seats % 2 or not 2 <= seats <= 10:
            raise ValueError("El Envite is played by two teams of 1 to 5 players")
        make_options(preset, options)
        return cls(EnviteRecord(preset, dict(options or {}),
                                [clean_name(p) for p in players], seats // 2,
                                captains or (0, seats - 1)))

    @classmethod
    def from_record(cls, record: EnviteRecord) -> EnviteGame:
        """Replay `record` (RecordError with status 1 at the first action not allowed)."""
        game = cls(record.with_hands([]))
        game.replay_hands(record.hands)
        return game

    def _hands(self) -> list[HandRecord]:
        return self.record.hands

    def _begin(self, hand: HandRecord) -> None:
        self.start_hand(hand.dealer, hand.deal)

    @property
    def options(self) -> Options:
        return self.state.options

    def start_hand(self, dealer: int, deal: Deal) -> None:
        self.state.start_hand(dealer, deal)
        self.record.hands.append(HandRecord(dealer, deal))
        self._dealt()

    def deal(self, rng: random.Random) -> None:
        """The chance step: settle a hand waiting for claims, then deal the next, unless
        that settlement ended the partido."""
        if self.state.phase is Phase.SCORING:
            self.state.close_hand()
            self._dealt()
            if self.state.is_over:
                return
        dealer, deal = self.state.deal_next(rng)
        self.record.hands.append(HandRecord(dealer, deal))
        self._dealt()

    def apply(self, action: Action) -> None:
        self.state.apply(action)
        self._acted(action, recorded=action.kind is not Kind.DECLINE)

    def replay_json(self) -> dict[str, Any]:
        """The replay output for the game so far, as `zanga-cli replay` prints it; a mesa hand
        still waiting for claims shows in progress (replay settles it)."""
        return _report(self.state)


def _report(state: EnviteState) -> dict[str, Any]:
    mesa = state.options.renuncio_mode is RenuncioMode.MESA
    current = state.in_progress().to_json(mesa) if state.in_hand else None
    piedras = state.piedras_before if state.in_hand else state.piedras
    return replay_report("hands", [r.to_json(mesa) for r in state.results], current,
                         piedras=list(piedras), chicos=list(state.chicos),
                         winner=state.winner())


def replay(data: object) -> tuple[int, dict[str, Any]]:
    """`zanga-cli replay`: (exit status, JSON result) for a record's JSON; never raises."""

    def load() -> EnviteGame:
        game = EnviteGame.from_record(EnviteRecord.from_json(data))
        game.state.close_hand()  # a record that ends settles its last hand (section 8)
        return game

    return replay_result(load, RecordError)


__all__ = [
    "DEFAULT_PLAYERS",
    "FORMAT",
    "PRESETS",
    "EnviteGame",
    "EnviteRecord",
    "HandRecord",
    "RecordError",
    "default_players",
    "load_record",
    "replay",
    "save_record",
]
