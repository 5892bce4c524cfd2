"""Actions: what a seat does, in the record's form (record-format.md, `actions`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Final

from .cards import DECK, Card, Suit


class Kind(StrEnum):
    SAY = "say"
    ANSWER = "answer"
    KEEP = "keep"
    TRUMP = "trump"
    PLAY = "play"
    CALL = "call"
    TODAS = "todas"
    CLAIM = "claim"


class Word(StrEnum):
    """What a player says while speaking (section 4)."""

    PASO = "paso"
    JUEGO = "juego"
    SOLO = "solo"
    ZANGA = "zanga"
    MANDAR_SOLO = "mandar_solo"


class Answer(StrEnum):
    """The juego player's answer to a `mandar solo` (section 4)."""

    ACEPTO = "acepto"  # he plays the solo himself
    NO = "no"  # the player who ordered it plays it


class Keep(StrEnum):
    """The pie's choice after his zanga (Art. 21-23)."""

    ZANGA = "zanga"  # the zanga's eight cards
    OWN = "own"  # his own


class Call(StrEnum):
    CINCO = "cinco"  # Art. 48


class Claim(StrEnum):
    RENUNCIO = "renuncio"  # Art. 29 (mesa mode, section 8)


Value = Word | Answer | Keep | Call | Claim | Suit | Card | bool

#: The fixed choices of each kind of action that takes one, by the record's words.
_CHOICES: dict[Kind, tuple[Value, ...]] = {
    Kind.SAY: tuple(Word),
    Kind.TRUMP: tuple(Suit),
    Kind.ANSWER: tuple(Answer),
    Kind.KEEP: tuple(Keep),
    Kind.CALL: tuple(Call),
    Kind.CLAIM: tuple(Claim),
}
_WORDS: dict[Kind, dict[str, Value]] = {
    kind: {str(v): v for v in choices} for kind, choices in _CHOICES.items()}
#: The kinds by the record's word for them, and the other way round.
_KINDS: dict[object, Kind] = {str(k): k for k in Kind}
_KIND_WORDS: dict[Kind, str] = {k: str(k) for k in Kind}
#: The kinds whose choice an Action made by hand may give as the record's word.
_BY_WORD: dict[Kind, dict[str, Value]] = {
    kind: _WORDS[kind] for kind in (Kind.ANSWER, Kind.KEEP, Kind.CALL, Kind.CLAIM)}


@dataclass(frozen=True, slots=True)
class Action:
    """One seat's action. `value` is a Word, a Suit, a Card, a bool (todas) or the choice of
    its kind (Answer, Keep, Call, Claim), which may be given as the record's word for it."""

    seat: int
    kind: Kind
    value: Value
    #: The record's words for the kind and the value, made once: records write them for every
    #: action (not part of the action's identity).
    _words: tuple[str, str | bool] = field(init=False, repr=False, compare=False)
    #: For a card played: its seat, the card's index, its bit in `GameState._held` and the
    #: (seat, card) pair it puts on the trick, made once (the rules play thousands of cards
    #: a second); None for every other action.
    _card: tuple[int, int, int, tuple[int, Card]] | None = field(
        init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        value = self.value
        if type(value) is str:  # e.g. Action(3, Kind.ANSWER, "no"); GameState.verify
            choice = _BY_WORD.get(self.kind, {}).get(value)  # refuses any other value
            if choice is not None:
                object.__setattr__(self, "value", choice)
        object.__setattr__(self, "_words", (str(self.kind), self.json_value()))
        seat = self.seat
        play = None
        if (self.kind is _KIND_PLAY and type(value) is Card and type(seat) is int
                and 0 <= seat <= 3):
            play = (seat, value.index, 1 << (40 * seat + value.index), (seat, value))
        object.__setattr__(self, "_card", play)

    def __str__(self) -> str:
        return f"seat {self.seat} {self.kind.value} {self.json_value()}"

    def json_value(self) -> str | bool:
        value = self.value
        if isinstance(value, bool):
            return value
        return str(value)  # a card's text, or a StrEnum's word (its str is its value)

    def to_json(self, with_seat: bool = True) -> dict[str, Any]:
        kind, word = self._words
        if with_seat:
            return {"seat": self.seat, kind: word}
        return {kind: word}

    @staticmethod
    def from_json(data: object, seat: int | None = None) -> Action:
        """Parse a record's action; ValueError naming what is wrong with it."""
        if not isinstance(data, dict):
            raise ValueError("an action must be a JSON object")
        if seat is None:
            s = data.get("seat")
            if not isinstance(s, int) or isinstance(s, bool) or not 0 <= s <= 3:
                raise ValueError("an action needs a seat from 0 to 3")
            seat = s
        keys = [k for k in data if k != "seat"]
        if len(keys) != 1:
            raise ValueError("an action must have exactly one of: "
                             + ", ".join(k.value for k in Kind))
        kind = _KINDS.get(keys[0])
        if kind is None:
            raise ValueError(f"unknown action {keys[0]!r}")
        return Action.of_word(seat, kind, data[keys[0]])

    @staticmethod
    def of_word(seat: int, kind: Kind, raw: object) -> Action:
        """The action of `kind` whose value the record writes `raw`; ValueError if the rules
        know no such value. A card played is the one interned `Action` for that seat and card
        (replay reads thousands of them)."""
        if kind is _KIND_PLAY and type(raw) is str:  # a global: see `_KIND_PLAY`
            return _PLAYS[seat][Card.parse(raw).index]
        return Action(seat, kind, _parse_value(kind, raw))


def _parse_value(kind: Kind, raw: object) -> Value:
    if kind is Kind.TODAS:
        if not isinstance(raw, bool):
            raise ValueError("todas must be true or false")
        return raw
    if not isinstance(raw, str):
        raise ValueError(f"{kind.value} must be a string")
    if kind is Kind.PLAY:
        return Card.parse(raw)
    choice = _WORDS[kind].get(raw)
    if choice is not None:
        return choice
    if kind is Kind.SAY:
        raise ValueError(f"unknown declaration {raw!r}")
    if kind is Kind.TRUMP:
        raise ValueError(f"unknown suit {raw!r}")
    raise ValueError(f"{kind.value} must be one of {', '.join(_WORDS[kind])}")


#: `Kind.PLAY` read once: through the Enum metaclass's attribute hook it costs ten times a
#: global read, and replay asks for every action.
_KIND_PLAY: Final = Kind.PLAY
_PLAYS: tuple[tuple[Action, ...], ...] = tuple(
    tuple(Action(s, Kind.PLAY, c) for c in DECK) for s in range(4))


def say(seat: int, word: Word) -> Action:
    return Action(seat, Kind.SAY, word)


def play(seat: int, card: Card) -> Action:
    return Action(seat, Kind.PLAY, card)
