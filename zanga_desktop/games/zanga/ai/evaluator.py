"""How many tricks a hand is worth with each trump suit: the basis of every bid.

A hand of eight cards is scored card by card (section 1 gives the orders): matadores are nearly
sure tricks, long trumps add tricks by length, plain kings win when the suit is not ruffed. The
weights were set by hand against double-dummy results (docs/ai.md); they are deliberately simple
so that the `rules` baseline built on them never changes.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..rules import ORDERS, SUITS, Card, Suit
from ..rules.cards import TRUMPS, is_long, trump_order

# Value of the n-th highest trump (section 1 order), for a long and a short trump suit.
_LONG_TRUMP = (1.0, 0.95, 0.85, 0.7, 0.55, 0.45, 0.4, 0.3, 0.3, 0.3, 0.3, 0.3)
_SHORT_TRUMP = (1.0, 0.95, 0.85, 0.55, 0.45, 0.4, 0.3, 0.3, 0.3, 0.3, 0.3)


def trump_tricks(hand: Iterable[Card], trump: Suit) -> float:
    """Tricks `hand` is expected to take itself with `trump` as trumps."""
    order = ORDERS[trump]
    table = _LONG_TRUMP if is_long(trump) else _SHORT_TRUMP
    places = {c: i for i, c in enumerate(trump_order(trump))}
    cards = list(hand)
    trumps = [c for c in cards if order.play_suit[c.index] == TRUMPS]
    value = sum(table[places[c]] for c in trumps)
    n = len(trumps)
    if n >= 4:
        value += 0.3 * (n - 3)
    plain: dict[str, list[int]] = {}
    for c in cards:
        s = order.play_suit[c.index]
        if s != TRUMPS:
            plain.setdefault(s, []).append(order.power[c.index])
    for powers in plain.values():
        powers.sort(reverse=True)
        if powers[0] == 10:  # the king
            value += 0.55 if len(powers) <= 3 else 0.4
            if len(powers) > 1 and powers[1] == 9:
                value += 0.3
        elif powers[0] == 9 and len(powers) >= 2:
            value += 0.2
    voids = sum(1 for s in SUITS if s != trump and s.value not in plain)
    if n >= 3:
        value += 0.2 * voids
    return value


def best_trump(hand: Iterable[Card]) -> tuple[Suit, float]:
    """The trump suit under which `hand` is worth most, and that worth."""
    cards = list(hand)
    best = max(SUITS, key=lambda s: trump_tricks(cards, s))
    return best, trump_tricks(cards, best)


def defence_tricks(hand: Iterable[Card]) -> float:
    """What `hand` is worth against an unknown trump: matadores and kings (for `mandar solo`)."""
    cards = list(hand)
    return sum(trump_tricks(cards, s) for s in SUITS) / 4
