"""A hand's deal: the vira, three cards per seat and the undealt rest (section 4)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ....core.deck import shuffled_deck
from .cards import Card


@dataclass(frozen=True, slots=True)
class Deal:
    """The vira, each seat's three cards (seat order) and the other undealt cards: all 40 once.
    ValueError if it is not such a deal."""

    vira: Card
    hands: tuple[tuple[Card, ...], ...]
    rest: tuple[Card, ...]

    def __post_init__(self) -> None:
        n = len(self.hands)
        if n % 2 or not 2 <= n <= 10:
            raise ValueError("a deal is for 2 to 10 seats, an even number")
        if any(len(h) != 3 for h in self.hands):
            raise ValueError("every seat is dealt 3 cards")
        if len(self.rest) != 39 - 3 * n:
            raise ValueError(f"the rest is {39 - 3 * n} cards for {n} seats, not {len(self.rest)}")
        every = [self.vira, *(c for h in self.hands for c in h), *self.rest]
        if len({c.index for c in every}) != 40:
            raise ValueError("a deal holds the 40 cards once each")

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"vira": str(self.vira)}
        for seat, hand in enumerate(self.hands):
            out[str(seat)] = [str(c) for c in hand]
        out["rest"] = [str(c) for c in self.rest]
        return out


def deal_cards(rng: random.Random, seats: int, dealer: int) -> Deal:
    """Shuffle, turn up the vira, and give one packet of three to each seat from the dealer's
    right, the dealer last (section 4)."""
    cards = shuffled_deck(rng)
    hands: list[tuple[Card, ...]] = [()] * seats
    for i in range(seats):
        seat = (dealer + 1 + i) % seats
        hands[seat] = cards[1 + 3 * i:4 + 3 * i]
    return Deal(cards[0], tuple(hands), cards[1 + 3 * seats:])
