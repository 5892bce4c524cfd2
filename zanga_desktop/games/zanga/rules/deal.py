"""The chance step: shuffling, cutting for the first dealer and dealing (Art. 3, 12-13).

Chance is explicit, as in OpenSpiel: the engine never shuffles by itself, it is handed a
`Deal`, and a record stores the deal, never the shuffle.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Final

from ....core.deck import CARD_TEXTS, shuffled_deck
from .cards import DECK, Card


@dataclass(frozen=True, slots=True)
class Deal:
    """Eight cards for each seat and the eight of the zanga."""

    hands: tuple[tuple[Card, ...], ...]
    zanga: tuple[Card, ...]

    def __post_init__(self) -> None:
        if len(self.hands) != 4:
            raise ValueError("a deal has four hands")
        for seat, hand in enumerate(self.hands):
            if len(hand) != 8:
                raise ValueError(f"seat {seat} was dealt {len(hand)} cards, not 8")
        if len(self.zanga) != 8:
            raise ValueError(f"the zanga has {len(self.zanga)} cards, not 8")
        seen = {c for hand in self.hands for c in hand} | set(self.zanga)
        if len(seen) != 40:
            raise ValueError("a deal must hold all 40 cards once")

    @staticmethod
    def shuffled(rng: random.Random, dealer: int) -> Deal:
        """Deal a shuffled deck in packets of four from the dealer's right (Art. 13)."""
        deck = _shuffled(rng)
        hands: list[tuple[Card, ...]] = [(), (), (), ()]
        for k in range(4):  # the k-th seat from the dealer's right: its packet of each round
            hands[(dealer + 1 + k) % 4] = deck[4 * k:4 * k + 4] + deck[16 + 4 * k:20 + 4 * k]
        return Deal._trusted((hands[0], hands[1], hands[2], hands[3]), deck[32:])

    @staticmethod
    def _trusted(hands: tuple[tuple[Card, ...], ...], zanga: tuple[Card, ...]) -> Deal:
        """A deal made here from a whole shuffled deck, so right by construction: not checked
        again card by card (every random hand of the arenas is dealt through here)."""
        deal = object.__new__(Deal)
        object.__setattr__(deal, "hands", hands)
        object.__setattr__(deal, "zanga", zanga)
        return deal

    def to_json(self) -> dict[str, list[str]]:
        h = self.hands
        t = CARD_TEXTS  # read by index: a record prints forty cards a hand
        return {"0": [t[c.index] for c in h[0]], "1": [t[c.index] for c in h[1]],
                "2": [t[c.index] for c in h[2]], "3": [t[c.index] for c in h[3]],
                "zanga": [t[c.index] for c in self.zanga]}


#: The bits `random.Random` draws for a number below n, by n (its `_randbelow`).
_BITS_BELOW: Final = tuple(n.bit_length() for n in range(len(DECK) + 1))
_RANDOM: Final = random.Random


def _shuffled(rng: random.Random) -> tuple[Card, ...]:
    """`core.deck.shuffled_deck(rng)`, the same deck for the same `rng`: a `random.Random`
    that keeps the standard library's shuffle is shuffled here with its draws inlined (the
    library calls a Python function for each of the 39 draws, and every random hand of the
    arenas is dealt through here); any other generator shuffles as it likes."""
    kind = type(rng)
    if (kind.shuffle is not _RANDOM.shuffle
            or kind._randbelow is not _RANDOM._randbelow_with_getrandbits):  # type: ignore[attr-defined]
        return shuffled_deck(rng)
    cards = list(DECK)
    getrandbits = rng.getrandbits
    bits = _BITS_BELOW
    for i in range(len(cards) - 1, 0, -1):  # Random.shuffle, draw for draw
        n = i + 1
        k = bits[n]
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]
    return tuple(cards)


def cut_for_dealer(rng: random.Random) -> int:
    """Art. 12: the first player of each team (seats 0 and 1) lifts a card; the higher number
    deals. **Decision**: on equal numbers both cut again."""
    while True:
        a, b = rng.sample(DECK, 2)
        if a.rank != b.rank:
            return 0 if a.rank > b.rank else 1
