"""The card orders of La Zanga (rules, section 1), on the shared Spanish deck (`core.deck`).

Orders are flat tables indexed by `Card.index`, which keeps the engine fast enough for the
AI's searches.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ....core.deck import (
    DECK,
    RANK_NAMES,
    RANKS,
    SUITS,
    Card,
    Suit,
    cards_text,
    parse_cards,
)

__all__ = [
    "BASTILLO", "DECK", "ESPADILLA", "ORDERS", "RANKS", "RANK_NAMES", "SUITS", "TRUMPS", "Card",
    "Order", "Suit", "cards_text", "is_long", "malilla", "parse_cards", "plain_order",
    "sort_key", "trump_order",
]

#: A card's suit in play when it is a trump.
TRUMPS: Final = "t"


def is_long(suit: Suit) -> bool:
    """Oros and copas: 12 trumps, plain order running backwards from the ace (Art. 8)."""
    return suit in (Suit.OROS, Suit.COPAS)




ESPADILLA: Final = Card.parse("1e")
BASTILLO: Final = Card.parse("1b")


def malilla(trump: Suit) -> Card:
    """The second trump (Art. 5): the 7 of a long trump suit, the 2 of a short one."""
    return Card.parse(("7" if is_long(trump) else "2") + trump.value)


def trump_order(trump: Suit) -> tuple[Card, ...]:
    """Every trump, highest first (section 1)."""
    return _TRUMP_ORDER[trump]


def plain_order(suit: Suit) -> tuple[Card, ...]:
    """The cards of `suit` when it is not trumps, highest first (Art. 8)."""
    return _PLAIN_ORDER[suit]


def _build_trump_order(trump: Suit) -> tuple[Card, ...]:
    t = trump.value
    order = [ESPADILLA, malilla(trump), BASTILLO]
    if is_long(trump):
        order.append(Card.parse("1" + t))
    order += [Card.parse(f"{r}{t}") for r in (12, 11, 10)]
    lows = (2, 3, 4, 5, 6) if is_long(trump) else (7, 6, 5, 4, 3)
    order += [Card.parse(f"{r}{t}") for r in lows]
    return tuple(order)


def _build_plain_order(suit: Suit) -> tuple[Card, ...]:
    ranks = (12, 11, 10, 1, 2, 3, 4, 5, 6, 7) if is_long(suit) else (12, 11, 10, 7, 6, 5, 4, 3, 2)
    return tuple(Card.parse(f"{r}{suit.value}") for r in ranks)


_TRUMP_ORDER: Final = {s: _build_trump_order(s) for s in SUITS}
_PLAIN_ORDER: Final = {s: _build_plain_order(s) for s in SUITS}


@dataclass(frozen=True, slots=True)
class Order:
    """Card orders under one trump suit, as flat tables indexed by `Card.index`.

    `power[i]` ranks card i inside its suit in play: trumps 100 + (12 - place), plain cards
    10 - place; so a higher number wins, and any trump beats any plain card.

    Following (section 5) as bitmasks over card indices (bit i is card i), one pair per card
    that may lead a trick: `follow[i]`, the cards of its suit in play; `forces[i]`, the cards
    whose holder must follow with one of `follow[i]` (every card of a plain suit; for a trump,
    the trumps that are not matadores and the matadores below a matador led, Art. 27-28).
    Legality is then two ANDs: `hand & follow[led] if hand & forces[led] else hand`.

    `rank[led][i]` is card i's power in a trick led by card `led` (0 for a card that neither
    follows nor trumps): the trick goes to its card of highest rank.
    """

    trump: Suit
    play_suit: tuple[str, ...]
    power: tuple[int, ...]
    matadores: frozenset[Card]
    follow: tuple[int, ...] = ()
    forces: tuple[int, ...] = ()
    matador_bits: int = 0
    rank: tuple[tuple[int, ...], ...] = ()

    def suit_of(self, card: Card) -> str:
        """`"t"` for a trump, else the card's printed suit letter."""
        return self.play_suit[card.index]

    def is_trump(self, card: Card) -> bool:
        return self.play_suit[card.index] == TRUMPS

    def beats(self, card: Card, best: Card) -> bool:
        """Whether `card` takes a trick currently won by `best`."""
        suit = self.play_suit[card.index]
        if suit == TRUMPS or suit == self.play_suit[best.index]:
            return self.power[card.index] > self.power[best.index]
        return False


def _build_order(trump: Suit) -> Order:
    play_suit = [c.suit.value for c in DECK]
    power = [0] * 40
    for place, card in enumerate(_TRUMP_ORDER[trump]):
        play_suit[card.index] = TRUMPS
        power[card.index] = 100 + 12 - place
    for suit in SUITS:
        if suit == trump:
            continue
        for place, card in enumerate(_PLAIN_ORDER[suit]):
            power[card.index] = 10 - place
    matadores = frozenset((ESPADILLA, malilla(trump), BASTILLO))
    follow, forces = _follow_masks(play_suit, power, matadores)
    rank = tuple(tuple(power[i] if play_suit[i] in (TRUMPS, play_suit[led]) else 0
                       for i in range(40)) for led in range(40))
    return Order(trump, tuple(play_suit), tuple(power), matadores, follow, forces,
                 sum(1 << c.index for c in matadores), rank)


def _follow_masks(play_suit: list[str], power: list[int], matadores: frozenset[Card],
                  ) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """`Order.follow` and `Order.forces` for every card led (section 5, Art. 27-28)."""
    suit_mask = {s: sum(1 << i for i in range(40) if play_suit[i] == s) for s in set(play_suit)}
    matador_mask = sum(1 << c.index for c in matadores)
    follow: list[int] = []
    forces: list[int] = []
    for led in range(40):
        same = suit_mask[play_suit[led]]
        follow.append(same)
        if play_suit[led] != TRUMPS:
            forces.append(same)  # Art. 27: a plain suit led must be followed
            continue
        # Art. 28: any trump that is not a matador forces; a matador held is exempt unless a
        # higher matador was led.
        lower = 0
        if matador_mask >> led & 1:
            lower = sum(1 << c.index for c in matadores if power[c.index] < power[led])
        forces.append((same & ~matador_mask) | lower)
    return tuple(follow), tuple(forces)


ORDERS: Final = {s: _build_order(s) for s in SUITS}


def sort_key(card: Card, trump: Suit | None = None) -> tuple[int, int]:
    """A display order for a hand: trumps first when they are known, then by suit, high first."""
    if trump is None:
        return (SUITS.index(card.suit), -_PLAIN_RANK[card.index])
    order = ORDERS[trump]
    if order.is_trump(card):
        return (-1, -order.power[card.index])
    return (SUITS.index(card.suit), -order.power[card.index])


_PLAIN_RANK: Final = tuple(
    10 - _PLAIN_ORDER[c.suit].index(c) if c in _PLAIN_ORDER[c.suit] else 11 for c in DECK
)


