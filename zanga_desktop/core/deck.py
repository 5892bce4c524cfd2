"""The Spanish 40-card deck every Canarian game on the table is played with: four suits of
ten cards (no eights, nines or jokers), and how a deal is drawn from it.

Cards are interned: `Card.parse("1e") is Card.parse("1e")`, and every card carries a small
index (0-39) so that games can look up their card orders in flat tables, which keeps rules
fast enough for the AI's searches. What a card is worth, and which beats which, belongs to
each game.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import ClassVar, Final


class Suit(StrEnum):
    OROS = "o"
    COPAS = "c"
    ESPADAS = "e"
    BASTOS = "b"

    @property
    def spanish(self) -> str:
        return _SUIT_NAMES[self]


_SUIT_NAMES: Final = {Suit.OROS: "oros", Suit.COPAS: "copas", Suit.ESPADAS: "espadas",
                      Suit.BASTOS: "bastos"}

SUITS: Final = (Suit.OROS, Suit.COPAS, Suit.ESPADAS, Suit.BASTOS)
RANKS: Final = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)
RANK_NAMES: Final = {1: "as", 10: "sota", 11: "caballo", 12: "rey"}

@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One of the 40 cards. Instances are unique (made once, in DECK), so equality is
    identity and the hash is the deck index: fast, and the same in every run."""

    rank: int
    suit: Suit
    index: int = field(repr=False)

    _by_text: ClassVar[dict[str, Card]] = {}

    def __hash__(self) -> int:
        return self.index

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Card.parse, (str(self),))  # unpickling gives back the same instance

    def __str__(self) -> str:
        return CARD_TEXTS[self.index]  # records print every card: read, not formatted

    @staticmethod
    def parse(text: str) -> Card:
        """The card written `text` (`"1e"`, `"12b"`); ValueError if there is none."""
        try:
            return Card._by_text[text]
        except (KeyError, TypeError):
            raise ValueError(f"not a card: {text!r}") from None

    @property
    def name(self) -> str:
        rank = RANK_NAMES.get(self.rank, str(self.rank))
        return f"{rank} de {self.suit.spanish}"


def _make_deck() -> tuple[Card, ...]:
    cards = []
    for s, suit in enumerate(SUITS):
        for r, rank in enumerate(RANKS):
            card = Card(rank, suit, s * 10 + r)
            Card._by_text[f"{rank}{suit.value}"] = card
            cards.append(card)
    return tuple(cards)


DECK: Final = _make_deck()
#: Each card's text (`"1e"`, `"12b"`) by its index: what records and messages write.
CARD_TEXTS: Final = tuple(f"{c.rank}{c.suit.value}" for c in DECK)

def shuffled_deck(rng: random.Random) -> tuple[Card, ...]:
    """The deck in the order a shuffle with `rng` leaves it: a deal's chance outcome."""
    cards = list(DECK)
    rng.shuffle(cards)
    return tuple(cards)


def parse_cards(texts: list[str] | tuple[str, ...]) -> tuple[Card, ...]:
    return tuple(Card.parse(t) for t in texts)


def cards_text(cards: Iterable[Card]) -> str:
    """`"12o, 3o"`: how messages list cards."""
    return ", ".join(str(c) for c in cards)
