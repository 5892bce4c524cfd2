"""Game records (`.zanga.json`, docs/record-format.md): load, save, replay, and live games.

A `Game` keeps a `GameState` and its `GameRecord` in step, so that whatever is played can be
saved at any moment, and a saved game in progress is simply a record whose last hand stops
early.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final

from ...core import records
from ...limits import clean_name, echo
from .rules import (
    Action,
    Card,
    Deal,
    GameState,
    IllegalActionError,
    Kind,
    Options,
    Phase,
    RenuncioMode,
    make_options,
)
from .rules.errors import CODES

FORMAT = "zanga-record/1"
DEFAULT_PLAYERS = ("Tú", "Ana", "Benito", "Carmela")


class RecordError(records.RecordError):
    """A file that is not a record, or a record that breaks the rules (`core.records`), an
    article of the Manual cited."""


@dataclass
class HandRecord:
    dealer: int
    deal: Deal
    actions: list[Action] = field(default_factory=list)
    #: The first action whose value the rules do not know: (index, code, message).
    bad_action: tuple[int, str, str] | None = None

    def to_json(self) -> dict[str, Any]:
        return {"dealer": self.dealer, "deal": self.deal.to_json(),
                "actions": [a.to_json() for a in self.actions]}


@dataclass
class GameRecord(records.RecordFile):
    ERROR: ClassVar[type[records.RecordError]] = RecordError

    preset: str = "manual"
    options: dict[str, Any] = field(default_factory=dict)
    players: list[str] = field(default_factory=lambda: list(DEFAULT_PLAYERS))
    vales: tuple[int, int] = (16, 16)
    pot: int = 0
    first_hand: bool = True
    hands: list[HandRecord] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "preset": self.preset,
            "options": dict(self.options),
            "players": list(self.players),
            "start": {"vales": list(self.vales), "pot": self.pot, "first_hand": self.first_hand},
            "hands": [h.to_json() for h in self.hands],
        }

    def with_hands(self, hands: Sequence[HandRecord]) -> GameRecord:
        """The same game from the same start, with other hands (a record is never shared)."""
        return GameRecord(self.preset, dict(self.options), list(self.players), self.vales,
                          self.pot, self.first_hand, list(hands))

    def game_options(self) -> Options:
        return make_options(self.preset, self.options)

    @classmethod
    def parse(cls, data: object) -> GameRecord:
        return _parse_record(data)


load_record = GameRecord.load
save_record = GameRecord.save


# ---------------------------------------------------------------------- parsing


def _bad(message: str, code: str = "bad_format") -> RecordError:
    return RecordError(code, message)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _parse_record(data: object) -> GameRecord:
    if not isinstance(data, dict):
        raise _bad("A record is a JSON object.")
    if data.get("format") != FORMAT:
        raise _bad(f"This is not a {FORMAT} record (its \"format\" is {echo(data.get('format'))}).")
    preset = data.get("preset", "manual")
    options = data.get("options", {})
    if not isinstance(preset, str) or not isinstance(options, dict):
        raise _bad("\"preset\" must be a name and \"options\" an object.")
    try:
        make_options(preset, options)
    except ValueError as exc:
        raise _bad(f"Bad options: {exc}.") from None
    players = data.get("players", list(DEFAULT_PLAYERS))
    if (not isinstance(players, list) or len(players) != 4
            or not all(isinstance(p, str) for p in players)):
        raise _bad("\"players\" must be a list of four names.")
    players = [clean_name(p) for p in players]  # a name is a few words, never a book
    start = data.get("start", {"vales": [16, 16], "pot": 0, "first_hand": True})
    if not isinstance(start, dict):
        raise _bad("\"start\" must be an object.")
    vales = start.get("vales", [16, 16])
    pot = start.get("pot", 0)
    first_hand = start.get("first_hand", True)
    if (not isinstance(vales, list) or len(vales) != 2 or not all(_is_int(v) for v in vales)
            or not _is_int(pot) or not isinstance(first_hand, bool)):
        raise _bad("\"start\" needs \"vales\" (two numbers), \"pot\" and \"first_hand\".")
    if min(vales) < 0 or pot < 0 or sum(vales) + pot != 32:
        raise _bad("The starting vales and pot must be non-negative and add up to 32.")
    hands_data = data.get("hands")
    if not isinstance(hands_data, list):
        raise _bad("\"hands\" must be a list.")
    hands = [_parse_hand(h, i) for i, h in enumerate(hands_data)]
    return GameRecord(preset, dict(options), list(players), (vales[0], vales[1]), pot,
                      first_hand, hands)


def _parse_hand(data: object, index: int) -> HandRecord:
    where = f"Hand {index}"
    if not isinstance(data, dict):
        raise _bad(f"{where} is not an object.")
    dealer = data.get("dealer")
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer <= 3:
        raise _bad(f"{where} needs a dealer from 0 to 3.")
    deal = _parse_deal(data.get("deal"), where)
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise _bad(f"{where}: \"actions\" must be a list.")
    hand = HandRecord(dealer, deal)
    for j, raw in enumerate(actions):
        seat, kind = _action_shape(raw, where, j)
        assert isinstance(raw, dict)
        try:
            hand.actions.append(Action.of_word(seat, kind, raw[str(kind)]))
        except ValueError as exc:
            # Right shape, but a value the rules do not know ("13o", "x"): the record is a
            # record, and replaying it stops there with exit status 1.
            hand.bad_action = (j, _VALUE_CODES.get(kind, "unexpected_action"),
                               f"Seat {seat}: {exc}.")
            break
    return hand


def _action_shape(raw: object, hand: str, j: int) -> tuple[int, Kind]:
    """The seat and kind of action `j` of `hand`, or RecordError if it has no such shape."""
    if not isinstance(raw, dict):
        raise _bad(f"{hand}, action {j} is not an object.")
    seat = raw.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat <= 3:
        raise _bad(f"{hand}, action {j} needs a seat from 0 to 3.")
    keys = [k for k in raw if k != "seat"]
    if len(keys) != 1 or keys[0] not in _KINDS:
        raise _bad(f"{hand}, action {j} must have exactly one of: {', '.join(_KINDS)}.")
    return seat, _KINDS[keys[0]]


#: The action kinds by the record's word for them (read once: every action of a record asks).
_KINDS: Final = {k.value: k for k in Kind}


_VALUE_CODES = {Kind.PLAY: "card_not_held", Kind.TRUMP: "bad_trump", Kind.SAY: "bad_declaration",
                Kind.CALL: "no_cinco_here"}


def _parse_deal(data: object, where: str) -> Deal:
    if not isinstance(data, dict):
        raise _bad(f"{where} needs a deal.", "bad_deal")
    packets: list[tuple[Card, ...]] = []
    for key in ("0", "1", "2", "3", "zanga"):
        cards = data.get(key)
        if not isinstance(cards, list):
            raise _bad(f"{where}: the deal has no list of cards for {key!r}.", "bad_deal")
        try:
            packets.append(tuple(Card.parse(c) for c in cards))
        except ValueError as exc:
            raise _bad(f"{where}: {exc} in the deal.", "bad_deal") from None
    try:
        return Deal(tuple(packets[:4]), packets[4])
    except ValueError as exc:
        raise _bad(f"{where}: {exc}.", "bad_deal") from None


# ---------------------------------------------------------------------- live games


class Game:
    """A game being played: the state and its record, kept in step."""

    def __init__(self, record: GameRecord) -> None:
        self.record = record
        self.state = GameState(record.game_options(), record.vales, record.pot,
                               record.first_hand)

    @classmethod
    def new(cls, preset: str = "manual", options: dict[str, Any] | None = None,
            players: Sequence[str] = DEFAULT_PLAYERS) -> Game:
        return cls(GameRecord(preset, dict(options or {}), [clean_name(p) for p in players]))

    @classmethod
    def from_record(cls, record: GameRecord) -> Game:
        """Replay `record` (RecordError with status 1 at the first illegal action)."""
        game = cls(record.with_hands([]))
        for h, hand in enumerate(record.hands):
            state = game.state
            if state.is_over:
                raise RecordError("game_over", "A hand follows the end of the game: a team "
                                  "already holds all 32 vales.", status=1, article=11, hand=h)
            if state.phase is Phase.SCORING:
                state.settle()  # the next hand starts: the last one is settled
            if state.phase is not Phase.DEAL:
                raise RecordError("incomplete_hand", f"Hand {h} follows a hand whose actions "
                                  "stop before it is settled.", status=1, hand=h)
            try:
                game.start_hand(hand.dealer, hand.deal)
            except IllegalActionError as exc:
                raise RecordError(exc.code, exc.message, status=1, article=exc.article,
                                  hand=h) from None
            for a, action in enumerate(hand.actions):
                try:
                    game.apply(action)
                except IllegalActionError as exc:
                    # after the winning move the game is over: no action index (the contract)
                    at = None if exc.code == "game_over" else a
                    raise RecordError(exc.code, exc.message, status=1, article=exc.article,
                                      hand=h, action=at) from None
            if hand.bad_action is not None:
                a, code, message = hand.bad_action
                raise RecordError(code, message, status=1, article=CODES.get(code), hand=h,
                                  action=a)
        return game

    @property
    def options(self) -> Options:
        return self.state.options

    def start_hand(self, dealer: int, deal: Deal) -> None:
        self.state.start_hand(dealer, deal)
        self.record.hands.append(HandRecord(dealer, deal))

    def deal(self, rng: random.Random) -> None:
        """Deal the next hand (the chance step) and record it."""
        dealer, deal = self.state.deal_next(rng)
        self.record.hands.append(HandRecord(dealer, deal))

    def apply(self, action: Action) -> None:
        self.state.apply(action)
        self.record.hands[-1].actions.append(action)

    def undo(self) -> None:
        self.state.undo()
        self.record.hands[-1].actions.pop()

    def replay_json(self) -> dict[str, Any]:
        """The replay output for the game so far: as `zanga-cli replay` prints it, except that a
        mesa hand still waiting for claims is shown in progress (replay settles it)."""
        state = self.state
        hands = [r.to_json() for r in state.results]
        vales, pot = state.vales, state.pot
        if state.phase not in (Phase.DEAL, Phase.GAME_OVER) and self.record.hands:
            hands.append(_in_progress(state))
            vales, pot = state.vales_before, state.pot_before
        return {"ok": True, "hands": hands, "vales": list(vales), "pot": pot,
                "winner": state.winner()}

    def before_hand(self, index: int = -1) -> Game:
        """The game replayed up to the start of hand `index`: its standings, hand count and
        dealer as they were then."""
        return Game.from_record(self.record.with_hands(self.record.hands[:index]))

    def export_hand(self, index: int = -1) -> GameRecord:
        """One hand as a record of its own, starting from the standings before it."""
        hand = self.record.hands[index]
        st = self.before_hand(index).state
        return GameRecord(self.record.preset, dict(self.record.options),
                          list(self.record.players), st.vales, st.pot, st.first_hand,
                          [HandRecord(hand.dealer, hand.deal, list(hand.actions))])


def _in_progress(state: GameState) -> dict[str, Any]:
    """A hand whose actions stop early: what is known so far, standings before it."""
    out: dict[str, Any] = {
        "mano": state.mano, "nombrado": state.nombrado,
        "solo": state.solo_seat is not None and state.phase not in (Phase.SPEAKING, Phase.ANSWER),
        "zanga": state.zanga_said, "trump": state.trump.value if state.trump else None,
        "tricks": list(state.won), "result": None, "bonuses": [],
        "vales": list(state.vales_before),
        "pot": state.pot_before, "fianza": 0, "complete": False,
    }
    if state.options.renuncio_mode is RenuncioMode.MESA:
        out["renuncios"] = [r.to_json() for r in state.renuncios]
        out["claims"] = [{"seat": seat, "proven": proven} for seat, proven in state.claims]
    return out


def replay(data: object) -> tuple[int, dict[str, Any]]:
    """`zanga-cli replay`: (exit status, JSON result) for a record's JSON; never raises."""
    try:
        record = GameRecord.from_json(data)
        game = Game.from_record(record)
        if game.state.phase is Phase.SCORING:
            game.state.settle()  # a record that ends settles its last hand (section 8)
    except RecordError as exc:
        return exc.status, exc.to_json()
    except RecursionError:
        return 2, RecordError("bad_format", "The record is nested too deeply.").to_json()
    return 0, game.replay_json()
