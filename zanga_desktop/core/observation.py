"""The head of what one seat may know in a game of two sides of alternate seats (two players,
or two pairs): who the seat is, the table's size, the rules in play, the phase, the dealer and
el mano. A game's observation adds what is its own, the seat's cards first among it, and never
another seat's hidden cards (`../shared/style.md`, item 6)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

OptionsT = TypeVar("OptionsT")
PhaseT = TypeVar("PhaseT")


@dataclass(frozen=True, slots=True)
class SeatObservation(Generic[OptionsT, PhaseT]):
    seat: int
    seats: int
    options: OptionsT
    phase: PhaseT
    dealer: int | None
    mano: int

    @property
    def side(self) -> int:
        """The seat's side: seat s plays for side s % 2."""
        return self.seat & 1
