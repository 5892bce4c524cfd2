"""The deal of section 4 from a recorded deck (top first): the first round with its four table
cards and the repeated-card swaps, then the later rounds from the stock.

Everything here follows from the deck, the dealer and the number of seats, so a replay needs
no randomness: the record keeps the deck, never the shuffle (section 15).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from ....core.deck import shuffled_deck
from .cards import Card

#: More swaps than a deck allows (section 4 always ends within a dozen); a guard only.
_MAX_SWAPS: Final = 64


@dataclass(frozen=True, slots=True)
class Swap:
    """One repeated-card swap (section 4): `out` went back into the stock, `in_` was laid."""

    out: Card
    in_: Card

    def to_json(self) -> dict[str, str]:
        return {"out": str(self.out), "in": str(self.in_)}


@dataclass(frozen=True, slots=True)
class FirstRound:
    """The first round as dealt: the four table cards as first laid, the swaps, the table
    then (in the order laid), each seat's three cards in the order received, the stock left."""

    table_first: tuple[Card, ...]
    swaps: tuple[Swap, ...]
    table: tuple[Card, ...]
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]

    def to_json(self) -> dict[str, Any]:
        return {"table_first": [str(c) for c in self.table_first],
                "table_fix": [s.to_json() for s in self.swaps],
                "table_start": [str(c) for c in self.table]}


def rounds_in_deal(seats: int) -> int:
    """6 rounds with 2 players, 3 with 4 (section 4)."""
    return (40 - 4) // (3 * seats)


def order_from(first: int, seats: int) -> tuple[int, ...]:
    """The seats in order of play from `first` (to the right)."""
    return tuple((first + k) % seats for k in range(seats))


def repeated_index(table: Sequence[Card]) -> int | None:
    """The latest-laid table card whose rank is also on an earlier-laid one, or None when the
    four ranks differ (section 4, the swap's step 1)."""
    for i in range(len(table) - 1, 0, -1):
        rank = table[i].rank
        if any(c.rank == rank for c in table[:i]):
            return i
    return None


def deal_first(deck: Sequence[Card], seats: int, dealer: int) -> FirstRound:
    """Section 4: table, players, table, players, table, players, table, one card at a time
    from el mano; then the swaps while two table cards share a rank."""
    if len(deck) != 40 or len({c.index for c in deck}) != 40:
        raise ValueError("a deck is the 40 cards once each")
    order = order_from((dealer + 1) % seats, seats)
    cards = list(deck)
    table: list[Card] = []
    hands: list[list[Card]] = [[] for _ in range(seats)]
    pos = 0
    for lap in range(4):
        table.append(cards[pos])
        pos += 1
        if lap < 3:
            for seat in order:
                hands[seat].append(cards[pos])
                pos += 1
    first = tuple(table)
    stock = cards[pos:]
    swaps: list[Swap] = []
    while (i := repeated_index(table)) is not None:
        if len(swaps) >= _MAX_SWAPS:
            raise ValueError("the table's repeated cards cannot be swapped away")
        out = table.pop(i)
        laid = stock.pop(0)
        table.append(laid)
        stock.insert(len(stock) // 2, out)  # floor(k/2) cards above it, k after the lay
        swaps.append(Swap(out, laid))
    return FirstRound(first, tuple(swaps), tuple(table), tuple(tuple(h) for h in hands),
                      tuple(stock))


def deal_round(stock: Sequence[Card], seats: int, mano: int
               ) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """A later round: three cards each, one at a time from el mano (section 4); the hands by
    seat and the stock left."""
    hands: list[list[Card]] = [[] for _ in range(seats)]
    order = order_from(mano, seats)
    for k in range(3 * seats):
        hands[order[k % seats]].append(stock[k])
    return tuple(tuple(h) for h in hands), tuple(stock[3 * seats:])


def stock_template(seats: int, swaps: Sequence[Swap]) -> tuple[Card | None, ...]:
    """The stock after the swaps as anyone at the table knows it: the cards swapped back at
    the places the dealer put them, None for the cards nobody has seen (section 4: the
    swaps are public, so are the places)."""
    stock: list[Card | None] = [None] * (40 - 4 - 3 * seats)
    for swap in swaps:
        stock.pop(0)
        stock.insert(len(stock) // 2, swap.out)
    return tuple(stock)


def receiver(seats: int, mano: int, place: int) -> int:
    """The seat that is dealt the card at `place` of the stock left after the first round
    (0 on top): every later round deals its 3n cards alike, one at a time from el mano."""
    return (mano + place % (3 * seats) % seats) % seats


def round_of_place(seats: int, place: int) -> int:
    """The round (1 or later) in which the card at `place` of that stock is dealt."""
    return 1 + place // (3 * seats)


def deck_for(seats: int, dealer: int, table: Sequence[Card],
             rounds: Sequence[dict[int, Sequence[Card]]], seed: int = 7) -> tuple[Card, ...]:
    """The deck (top first) that deals `table` (four cards of four ranks, so no swap) and,
    round by round, the cards `rounds` give each seat (a seat or a card not given is dealt
    from the rest of the deck shuffled with `seed`): how a lesson or a test sets a deal up,
    dealt as section 4 says."""
    if len(table) != 4 or len({c.rank for c in table}) != 4:
        raise ValueError("the table is four cards of four ranks")
    given = [*table, *(c for r in rounds for cards in r.values() for c in cards)]
    if len(set(given)) != len(given):
        raise ValueError("a card is given twice")
    rest = [c for c in shuffled_deck(random.Random(seed)) if c not in given]
    total = rounds_in_deal(seats)
    hands: list[dict[int, list[Card]]] = []
    for r in range(total):
        wanted = rounds[r] if r < len(rounds) else {}
        hand: dict[int, list[Card]] = {}
        for seat in range(seats):
            cards = list(wanted.get(seat, ()))
            if len(cards) > 3:
                raise ValueError("a seat holds three cards a round")
            while len(cards) < 3:
                cards.append(rest.pop())
            hand[seat] = cards
        hands.append(hand)
    order = order_from((dealer + 1) % seats, seats)
    deck: list[Card] = []
    for lap in range(4):
        deck.append(table[lap])
        if lap < 3:
            deck.extend(hands[0][seat][lap] for seat in order)
    for r in range(1, total):
        deck.extend(hands[r][order[k % seats]][k // seats] for k in range(3 * seats))
    return tuple(deck)


def shuffled(rng: random.Random) -> tuple[Card, ...]:
    """A deck for a new deal: the chance step."""
    return shuffled_deck(rng)
