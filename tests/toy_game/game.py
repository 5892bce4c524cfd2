"""La Alta's rules, record and definition. Two players, three cards each, two deals: each
turn one card is led and the other answers; the higher rank takes a point (equal ranks take
none). After the second deal the higher score wins; equal scores are a draw.

Everything a game must give the protocol (`core.game`) is here, and only that."""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from zanga_desktop.core import records
from zanga_desktop.core.deck import DECK, Card, shuffled_deck
from zanga_desktop.core.errors import RulesError
from zanga_desktop.core.game import Ending, Seats, Step
from zanga_desktop.core.match import RecordedMatch

FORMAT = "toy-record/1"
HANDS = 2
CARDS = 3
CARD_OF = {str(c): c for c in DECK}


class ToyError(RulesError):
    """A card La Alta's rules refuse; `card` is the card played."""

    def __init__(self, code: str, message: str, seat: int | None = None,
                 card: Card | None = None) -> None:
        super().__init__(code, message, article="1", seat=seat)
        self.card = card


class ToyRecordError(records.RecordError):
    REFERENCE = "section"


class Phase(Enum):
    DEAL = "deal"
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Play:
    seat: int
    card: Card

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "play": str(self.card)}


@dataclass(frozen=True, slots=True)
class View:
    """What a seat may know: its own cards, the card led, the scores, what it may play."""

    seat: int
    hand: tuple[Card, ...]
    led: Card | None
    points: tuple[int, int]
    legal: tuple[Play, ...]


@dataclass(frozen=True, slots=True)
class Taken:
    """A turn's two cards and who took the point (None: equal ranks)."""

    cards: tuple[Card, Card]
    taker: int | None


class State:
    def __init__(self) -> None:
        self.phase = Phase.DEAL
        self.hands: list[list[Card]] = [[], []]
        self.led: tuple[int, Card] | None = None
        self.points = [0, 0]
        self.dealt = 0
        self.to_act: int | None = None
        self._history: list[dict[str, Any]] = []

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def winner(self) -> int | None:
        if not self.is_over or self.points[0] == self.points[1]:
            return None
        return int(self.points[1] > self.points[0])

    def start_hand(self, deal: Sequence[Sequence[Card]]) -> None:
        self.hands = [list(deal[0]), list(deal[1])]
        self.to_act = self.dealt % 2
        self.dealt += 1
        self.phase = Phase.PLAY

    def legal_actions(self) -> list[Play]:
        if self.to_act is None:
            return []
        return [Play(self.to_act, c) for c in self.hands[self.to_act]]

    def claim_actions(self) -> list[Play]:
        return []

    def verify(self, action: Play) -> None:
        if self.phase is not Phase.PLAY or action.seat != self.to_act:
            raise ToyError("not_your_turn", f"Seat {action.seat} played out of turn.",
                           action.seat, action.card)
        if action.card not in self.hands[action.seat]:
            raise ToyError("card_not_held", f"Seat {action.seat} does not hold "
                           f"{action.card}.", action.seat, action.card)

    def apply(self, action: Play) -> Taken | None:
        self.verify(action)
        return self.apply_unchecked(action)

    def apply_unchecked(self, action: Play) -> Taken | None:
        self._history.append(copy.deepcopy(
            {k: v for k, v in self.__dict__.items() if k != "_history"}))
        self.hands[action.seat].remove(action.card)
        if self.led is None:
            self.led = (action.seat, action.card)
            self.to_act = 1 - action.seat
            return None
        leader, first = self.led
        taker = None
        if action.card.rank != first.rank:
            taker = leader if first.rank > action.card.rank else action.seat
            self.points[taker] += 1
        self.led = None
        if any(self.hands):
            self.to_act = taker if taker is not None else leader
        else:
            self.to_act = None
            self.phase = Phase.OVER if self.dealt == HANDS else Phase.DEAL
        return Taken((first, action.card), taker)

    def undo(self) -> None:
        self.__dict__.update(self._history.pop())

    def observe(self, seat: int) -> View:
        legal = tuple(self.legal_actions()) if self.to_act == seat else ()
        return View(seat, tuple(self.hands[seat]), self.led[1] if self.led else None,
                    (self.points[0], self.points[1]), legal)


@dataclass
class HandRecord:
    deal: tuple[tuple[Card, ...], tuple[Card, ...]]
    actions: list[Play] = field(default_factory=list)


@dataclass
class Record(records.RecordFile):
    """La Alta's record: reading it bounded, saving it atomically and the error shape of
    `zanga-cli replay` come from `RecordFile`."""

    ERROR = ToyRecordError

    players: list[str]
    hands: list[HandRecord] = field(default_factory=list)
    preset: str = "plain"

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "preset": self.preset, "players": list(self.players),
                "hands": [{"deal": [[str(c) for c in d] for d in h.deal],
                           "actions": [a.to_json() for a in h.actions]} for h in self.hands]}

    @classmethod
    def parse(cls, data: object) -> Record:
        return parse(data)


def _card(text: object) -> Card:
    card = CARD_OF.get(text) if isinstance(text, str) else None
    if card is None:
        raise ToyRecordError("bad_card", f"{text!r:.20} is no card.")
    return card


def parse(data: object) -> Record:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ToyRecordError("bad_format", "This is not a record of La Alta.")
    players = data.get("players")
    if not (isinstance(players, list) and len(players) == 2
            and all(isinstance(p, str) for p in players)):
        raise ToyRecordError("bad_format", "A record of La Alta names two players.")
    hands = []
    for h in data.get("hands") or []:
        if not isinstance(h, dict) or not isinstance(h.get("deal"), list) \
                or len(h["deal"]) != 2 or not isinstance(h.get("actions"), list):
            raise ToyRecordError("bad_format", "A hand is a deal and its actions.")
        deal = tuple(tuple(_card(c) for c in seat) for seat in h["deal"])
        actions = []
        for a in h["actions"]:
            if not isinstance(a, dict) or a.get("seat") not in (0, 1):
                raise ToyRecordError("bad_action", "An action is a seat and a card.")
            actions.append(Play(a["seat"], _card(a.get("play"))))
        hands.append(HandRecord((deal[0], deal[1]), actions))
    return Record(players, hands)


class Live:
    """La Alta's state and record kept in step."""

    def __init__(self, record: Record) -> None:
        self.record = record
        self.state = State()

    @classmethod
    def from_record(cls, record: Record) -> Live:
        game = cls(Record(record.players, [], record.preset))
        for h, hand in enumerate(record.hands):
            if game.state.phase is not Phase.DEAL:
                raise ToyRecordError("bad_hand", "A hand follows one not finished.",
                                     status=1, hand=h)
            game.start_hand(hand.deal)
            for a, action in enumerate(hand.actions):
                try:
                    game.apply(action)
                except ToyError as exc:
                    raise ToyRecordError(exc.code, exc.message, status=1, article="1",
                                         hand=h, action=a) from None
        return game

    def start_hand(self, deal: tuple[tuple[Card, ...], tuple[Card, ...]]) -> None:
        self.state.start_hand(deal)
        self.record.hands.append(HandRecord(deal))

    def apply(self, action: Play) -> Taken | None:
        taken = self.state.apply(action)
        self.record.hands[-1].actions.append(action)
        return taken

    def undo(self) -> None:
        self.state.undo()
        self.record.hands[-1].actions.pop()


class ToyMatch(RecordedMatch[Play, View]):
    CHANCE_PHASES = frozenset((Phase.DEAL,))
    ENDING = Ending.LIMIT

    def __init__(self, game: Live) -> None:
        super().__init__(game)
        self.game: Live = game

    @property
    def seats(self) -> int:
        return 2

    def sides(self) -> tuple[tuple[int, ...], ...]:
        return ((0,), (1,))

    def standings(self) -> tuple[int, ...]:
        return tuple(self.game.state.points)

    def _step(self, seat: int | None, action: Play | None, detail: object) -> Step:
        st = self.game.state
        return Step(index=self.step_index(), seat=seat, action=action, to_act=st.to_act,
                    hand_over=st.phase in (Phase.DEAL, Phase.OVER) and seat is not None,
                    game_over=st.is_over, detail=detail)

    def deal(self, rng: random.Random) -> Step:
        deck = shuffled_deck(rng)
        self.game.start_hand((tuple(deck[:CARDS]), tuple(deck[CARDS:2 * CARDS])))
        return self._step(None, None, None)

    def apply(self, action: Play) -> Step:
        return self._step(action.seat, action, self.game.apply(action))

    def observe(self, seat: int) -> View:
        return self.game.state.observe(seat)

    def observe_json(self, seat: int) -> dict[str, Any]:
        view = self.observe(seat)
        return {"seat": seat, "hand": [str(c) for c in view.hand],
                "led": str(view.led) if view.led else None, "points": list(view.points)}

    def action_from_json(self, data: object) -> Play:
        if not isinstance(data, dict) or data.get("seat") not in (0, 1):
            raise ToyError("bad_action", "An action is a seat and a card.")
        play = data.get("play")
        card = CARD_OF.get(play) if isinstance(play, str) else None
        if card is None:
            raise ToyError("bad_action", "An action is a seat and a card.")
        return Play(data["seat"], card)


class RandomPlayer:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def decide(self, obs: View, cancel: object = None) -> Play:
        return self.rng.choice(obs.legal)


class HighPlayer:
    """Plays its highest card."""

    def decide(self, obs: View, cancel: object = None) -> Play:
        return max(obs.legal, key=lambda p: (p.card.rank, str(p.card)))


def replay(data: object) -> tuple[int, dict[str, Any]]:
    try:
        game = Live.from_record(Record.from_json(data))
    except ToyRecordError as exc:
        return exc.status, exc.to_json()
    st = game.state
    return 0, {"ok": True, "points": list(st.points), "winner": st.winner(),
               "over": st.is_over}


class Definition:
    id = "toy"
    title = "La Alta"
    seats = Seats(least=2, most=2, default=2)
    presets = ("plain",)
    record_format = FORMAT
    record_error = ToyRecordError
    levels = ("random", "high")
    statistics = ("points_won",)
    file_suffix = ".toy.json"

    def new_match(self, preset: str | None = None, options: Mapping[str, Any] | None = None,
                  players: Sequence[str] | None = None, seats: int | None = None) -> ToyMatch:
        if seats not in (None, 2):
            raise ValueError(f"La Alta is played by 2, not {seats}")
        return ToyMatch(Live(Record(list(players or ("Ana", "Benito")))))

    def load_match(self, data: object) -> ToyMatch:
        return ToyMatch(Live.from_record(Record.from_json(data)))

    def replay(self, data: object) -> tuple[int, dict[str, Any]]:
        return replay(data)

    def player(self, level: str, seed: int) -> Any:
        if level == "random":
            return RandomPlayer(seed)
        if level == "high":
            return HighPlayer()
        raise ValueError(f"La Alta has no level {level!r}")

    def tools_module(self) -> str:
        return "toy_game.tools"

    def table_module(self) -> str:
        return "toy_game.ui"


GAME = Definition()
