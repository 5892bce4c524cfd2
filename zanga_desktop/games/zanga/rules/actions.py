"""Actions: what a seat does, in the record's form (record-format.md, `actions`)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .cards import Card, Suit


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


Value = Word | str | Suit | Card | bool

_WORDS = {w.value: w for w in Word}
_SUITS = {s.value: s for s in Suit}
_CHOICES: dict[Kind, tuple[str, ...]] = {
    Kind.ANSWER: ("acepto", "no"),
    Kind.KEEP: ("zanga", "own"),
    Kind.CALL: ("cinco",),
    Kind.CLAIM: ("renuncio",),
}


@dataclass(frozen=True, slots=True)
class Action:
    """One seat's action. `value` is a Word, a Suit, a Card, a bool (todas) or a fixed string."""

    seat: int
    kind: Kind
    value: Value

    def __str__(self) -> str:
        return f"seat {self.seat} {self.kind.value} {self.json_value()}"

    def json_value(self) -> str | bool:
        if isinstance(self.value, bool):
            return self.value
        if isinstance(self.value, Card):
            return str(self.value)
        return str(self.value.value if isinstance(self.value, StrEnum) else self.value)

    def to_json(self, with_seat: bool = True) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat} if with_seat else {}
        out[self.kind.value] = self.json_value()
        return out

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
        try:
            kind = Kind(keys[0])
        except ValueError:
            raise ValueError(f"unknown action {keys[0]!r}") from None
        raw = data[keys[0]]
        return Action(seat, kind, _parse_value(kind, raw))


def _parse_value(kind: Kind, raw: object) -> Value:
    if kind is Kind.TODAS:
        if not isinstance(raw, bool):
            raise ValueError("todas must be true or false")
        return raw
    if not isinstance(raw, str):
        raise ValueError(f"{kind.value} must be a string")
    if kind is Kind.SAY:
        if raw not in _WORDS:
            raise ValueError(f"unknown declaration {raw!r}")
        return _WORDS[raw]
    if kind is Kind.TRUMP:
        if raw not in _SUITS:
            raise ValueError(f"unknown suit {raw!r}")
        return _SUITS[raw]
    if kind is Kind.PLAY:
        return Card.parse(raw)
    if raw not in _CHOICES[kind]:
        raise ValueError(f"{kind.value} must be one of {', '.join(_CHOICES[kind])}")
    return raw


def say(seat: int, word: Word) -> Action:
    return Action(seat, Kind.SAY, word)


def play(seat: int, card: Card) -> Action:
    return Action(seat, Kind.PLAY, card)
