"""Actions: what a seat does, in the record's form (baciga-record-format.md, `actions`).

A record may hold a value of the right type that the rules do not know (a word
`"quizas"`, a card `"13o"`): it is kept as `Unknown`, so that the rules refuse it at its
place in the contract's order of checks, with its code (status 1), not as a bad file.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ....limits import echo
from .cards import Card, Fix


class Kind(StrEnum):
    SAY = "say"  # a cante in a talk (section 5)
    TAPAR = "tapar"  # the card kept face down when showing (section 9)
    DRAW = "draw"  # a card asked for, face up or down (section 9)
    STAND = "stand"  # me planto (section 9)
    SALIR = "salir"  # a claim to have enough (section 12, option auto_salirse off)


class Word(StrEnum):
    """The cantes of section 5."""

    PASO = "paso"
    BACIGA = "baciga"
    BACIGOTE = "bacigote"
    CARTAS = "cartas"


class Way(StrEnum):
    """How a card is asked for (section 9)."""

    UP = "up"
    DOWN = "down"


@dataclass(frozen=True, slots=True)
class Unknown:
    """A record's value that the rules do not know (`"13o"`, `"quizas"`)."""

    text: str

    def __str__(self) -> str:
        return echo(self.text)


#: A fix as a record gives it: comodín (or what was written in its place) and rank.
RecordFix = tuple[tuple[Card | Unknown, int], ...]


@dataclass(frozen=True, slots=True)
class Action:
    """One seat's action. `value` is the Word said, the Way a card is asked for, or the
    Card kept face down (tapar); `discard` the cards laid down with a paso (None when the
    record writes none: after a cut); `fix` the comodines fixed by a cante or a stand, in
    the order of the deck (() when none)."""

    seat: int
    kind: Kind
    value: Word | Way | Card | Unknown | None = None
    discard: tuple[Card | Unknown, ...] | None = None
    fix: RecordFix = ()

    def __str__(self) -> str:
        return f"seat {self.seat} {self.to_json()}"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat}
        if self.kind in (Kind.STAND, Kind.SALIR):
            out[self.kind.value] = True
        else:
            v = self.value
            out[self.kind.value] = v.text if isinstance(v, Unknown) else str(v)
        if self.discard is not None:
            out["discard"] = [c.text if isinstance(c, Unknown) else str(c)
                              for c in self.discard]
        if self.fix:
            out["fix"] = {(c.text if isinstance(c, Unknown) else str(c)): r for c, r in self.fix}
        return out

    @property
    def word(self) -> Word | None:
        return self.value if isinstance(self.value, Word) else None


def sorted_fix(fix: RecordFix) -> RecordFix:
    """Comodines in the order of the deck, anything else after (as written)."""
    known = sorted(((c, r) for c, r in fix if isinstance(c, Card)), key=lambda p: p[0].index)
    return (*known, *((c, r) for c, r in fix if not isinstance(c, Card)))


def say(seat: int, word: Word | str, discard: tuple[Card, ...] | list[Card] | None = None,
        fix: Fix = ()) -> Action:
    return Action(seat, Kind.SAY, Word(word), None if discard is None else tuple(discard),
                  sorted_fix(fix))


def paso(seat: int, *cards: Card | str, cut: bool = False) -> Action:
    """A paso laying `cards` down (none written after a cut)."""
    if cut:
        return Action(seat, Kind.SAY, Word.PASO)
    return Action(seat, Kind.SAY, Word.PASO,
                  tuple(Card.parse(c) if isinstance(c, str) else c for c in cards))


def tapar(seat: int, card: Card | str) -> Action:
    return Action(seat, Kind.TAPAR, Card.parse(card) if isinstance(card, str) else card)


def draw(seat: int, way: Way | str) -> Action:
    return Action(seat, Kind.DRAW, Way(way))


def stand(seat: int, fix: Fix = ()) -> Action:
    return Action(seat, Kind.STAND, None, None, sorted_fix(fix))


def salir(seat: int) -> Action:
    return Action(seat, Kind.SALIR)


__all__ = ["Action", "Kind", "RecordFix", "Unknown", "Way", "Word", "draw", "paso", "salir",
           "say", "sorted_fix", "stand", "tapar"]
