"""Actions: what a seat does, in the record's form (ronda-record-format.md, `actions`)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final

from ....limits import echo
from .cards import DECK, Card


class Kind(StrEnum):
    DECLARE = "declare"
    SAY = "say"
    PLAY = "play"
    #: Waiting to declare (section 8): silent, never written nor shown; it exists so that a
    #: live table asks every player in turn, holding a ronda or not.
    WAIT = "wait"


class Combo(StrEnum):
    """A combination of section 8: two cards of a rank, or three."""

    RONDA = "ronda"
    RONDIN = "rondin"

    @property
    def points(self) -> int:
        return 2 if self is Combo.RONDA else 5

    @property
    def size(self) -> int:
        return 2 if self is Combo.RONDA else 3


class Word(StrEnum):
    """The words of the envío dialogue (section 9)."""

    ENVIO = "envio"
    CHIQUITA = "chiquita"
    A_LA_MAYOR = "a_la_mayor"
    QUIERO = "quiero"
    NO_QUIERO = "no_quiero"

    @property
    def is_answer(self) -> bool:
        return self in (Word.QUIERO, Word.NO_QUIERO)


@dataclass(frozen=True, slots=True)
class Unknown:
    """A record's string the rules do not know (`"13o"`, `"trio"`): kept so that the rules
    refuse it at its place in the contract's order of checks."""

    text: str

    def __str__(self) -> str:
        return echo(self.text)


Value = Card | Combo | Word | Unknown | None


@dataclass(frozen=True, slots=True)
class Action:
    """One seat's action: a declaration (a `Combo`), a word said (a `Word`), a card played, or
    a silent wait (value None)."""

    seat: int
    kind: Kind
    value: Value = None

    def __str__(self) -> str:
        return f"seat {self.seat} {self.kind.value} {self.json_value()}"

    def json_value(self) -> str | bool:
        if self.value is None:
            return True
        if isinstance(self.value, Unknown):
            return self.value.text
        if isinstance(self.value, Card):
            return str(self.value)
        return self.value.value

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, self.kind.value: self.json_value()}


#: The most seats a table has.
MAX_SEATS: Final = 4
#: One interned action for each seat and card, word, combination and wait.
PLAYS: Final = tuple(tuple(Action(s, Kind.PLAY, c) for c in DECK) for s in range(MAX_SEATS))
SAYS: Final = tuple({w: Action(s, Kind.SAY, w) for w in Word} for s in range(MAX_SEATS))
DECLARES: Final = tuple({c: Action(s, Kind.DECLARE, c) for c in Combo} for s in range(MAX_SEATS))
WAITS: Final = tuple(Action(s, Kind.WAIT) for s in range(MAX_SEATS))


def play(seat: int, card: Card | str) -> Action:
    return PLAYS[seat][(Card.parse(card) if isinstance(card, str) else card).index]


def say(seat: int, word: Word | str) -> Action:
    return SAYS[seat][Word(word)]


def declare(seat: int, combo: Combo | str) -> Action:
    return DECLARES[seat][Combo(combo)]


def wait(seat: int) -> Action:
    return WAITS[seat]


__all__ = ["DECLARES", "MAX_SEATS", "PLAYS", "SAYS", "WAITS", "Action", "Combo", "Kind",
           "Unknown", "Value", "Word", "declare", "play", "say", "wait"]
