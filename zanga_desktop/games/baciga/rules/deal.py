"""A deal: three cards per seat and the stock, all 40 cards once (section 4)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ....core.deck import shuffled_deck
from .cards import Card


@dataclass(frozen=True, slots=True)
class Deal:
    """Each seat's three cards (seat order) and the stock, top first: all 40 once.
    ValueError if it is not such a deal."""

    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]

    def __post_init__(self) -> None:
        n = len(self.hands)
        if n not in (2, 4):
            raise ValueError("a deal is for 2 or 4 seats")
        if any(len(h) != 3 for h in self.hands):
            raise ValueError("every seat is dealt 3 cards")
        every = [*(c for h in self.hands for c in h), *self.stock]
        if len(every) != 40 or len({c.index for c in every}) != 40:
            raise ValueError("a deal holds the 40 cards once each")

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {str(s): [str(c) for c in h] for s, h in enumerate(self.hands)}
        out["stock"] = [str(c) for c in self.stock]
        return out


def deal_cards(rng: random.Random, seats: int, dealer: int) -> Deal:
    """Shuffle and give three cards to each seat one at a time, from the dealer's right, the
    dealer last (section 4); the rest is the stock."""
    cards = shuffled_deck(rng)
    hands: list[list[Card]] = [[] for _ in range(seats)]
    for i in range(3 * seats):
        hands[(dealer + 1 + i) % seats].append(cards[i])
    return Deal(tuple(tuple(h) for h in hands), cards[3 * seats:])
