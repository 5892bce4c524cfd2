"""Actions: what a seat does, in the record's form (envite-record-format.md, `actions`)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final

from ....limits import echo
from .cards import Card
from .options import CHICO, step_json


class Kind(StrEnum):
    TUMBO = "tumbo"
    SENA = "sena"
    BET = "bet"
    ANSWER = "answer"
    PLAY = "play"
    CLAIM = "claim"
    #: A team-mate of the capitán lets a bet pass without raising (section 6). Silent: the
    #: record never writes it; it exists so that a live table can ask each player in turn.
    DECLINE = "decline"


class Tumbo(StrEnum):
    """The capitán's decision in a tumbo hand (section 9)."""

    TUMBAR = "tumbar"
    ACHICARSE = "achicarse"


class Answer(StrEnum):
    QUIERO = "quiero"
    PASO = "paso"


class Claim(StrEnum):
    RENUNCIO = "renuncio"


class Sena(StrEnum):
    """The señas of section 7, each a message to the sender's team-mates."""

    CINCO = "cinco"
    AS_OROS = "as_oros"
    TRES_BASTOS = "tres_bastos"
    CABALLO_BASTOS = "caballo_bastos"
    PERICA = "perica"
    MALILLA = "malilla"
    REY = "rey"
    TRIUNFO = "triunfo"
    CIEGO = "ciego"
    ENVIA = "envia"
    NO_ENVIES = "no_envies"

    @property
    def is_advice(self) -> bool:
        """`envia` / `no_envies`: advice, limited per trick; the others are card señas."""
        return self in (Sena.ENVIA, Sena.NO_ENVIES)


#: The matador each matador seña names (section 7).
SENA_MATADOR: Final = {Sena.CINCO: Card.parse("5o"), Sena.AS_OROS: Card.parse("1o"),
                       Sena.TRES_BASTOS: Card.parse("3b"), Sena.CABALLO_BASTOS: Card.parse("11b"),
                       Sena.PERICA: Card.parse("10o")}

@dataclass(frozen=True, slots=True)
class Unknown:
    """A record's value of the right type that the rules do not know (`"13o"`, `"quizas"`):
    kept so that the replayer refuses it at its place in the contract's order of checks."""

    text: str

    def __str__(self) -> str:
        return echo(self.text)


Value = Card | Sena | Tumbo | Answer | Claim | int | Unknown | None


@dataclass(frozen=True, slots=True)
class Action:
    """One seat's action. `value` is a Card (play), a Sena, a ladder step (bet, an int;
    `options.CHICO` for the chico), an Answer, a Tumbo decision, a Claim, or None (decline).
    `seen_by` is for señas in `pillar` mode only: the opponents who caught it."""

    seat: int
    kind: Kind
    value: Value = None
    seen_by: tuple[int, ...] | None = None

    def __str__(self) -> str:
        return f"seat {self.seat} {self.kind.value} {self.json_value()}"

    def json_value(self) -> str | int | bool:
        if self.value is None:
            return True
        if isinstance(self.value, Card):
            return str(self.value)
        if isinstance(self.value, Unknown):
            return self.value.text
        if isinstance(self.value, StrEnum):
            return self.value.value
        return step_json(self.value)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat, self.kind.value: self.json_value()}
        if self.seen_by is not None:
            out["seen_by"] = list(self.seen_by)
        return out


def play(seat: int, card: Card | str) -> Action:
    return Action(seat, Kind.PLAY, Card.parse(card) if isinstance(card, str) else card)


def bet(seat: int, step: int) -> Action:
    return Action(seat, Kind.BET, step)


def answer(seat: int, word: Answer) -> Action:
    return Action(seat, Kind.ANSWER, word)


def sena(seat: int, which: Sena, seen_by: tuple[int, ...] | None = None) -> Action:
    return Action(seat, Kind.SENA, which, seen_by)


def tumbo(seat: int, choice: Tumbo) -> Action:
    return Action(seat, Kind.TUMBO, choice)


def claim(seat: int) -> Action:
    return Action(seat, Kind.CLAIM, Claim.RENUNCIO)


def decline(seat: int) -> Action:
    return Action(seat, Kind.DECLINE)


__all__ = ["CHICO", "SENA_MATADOR", "Action", "Answer", "Claim", "Kind", "Sena", "Tumbo",
           "Unknown", "Value", "answer", "bet", "claim", "decline", "play", "sena", "tumbo"]
