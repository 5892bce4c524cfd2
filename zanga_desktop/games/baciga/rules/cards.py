"""What a card is worth in La Báciga (sections 3, 10): values, the comodines, and the
readings of a hand the rules and the players share (its total, las cosas, its pairs and
trío, its báciga and bacigote, the best way to fix its free comodines).

A comodín (`7o`, `7c`) stands for any rank once fixed (`amarrado`); until then it is free:
the lowest value for the pasado test and any rank for las cosas. A hand is read as its
cards plus the fixes of its comodines, `Fix`: a tuple of (comodín, rank) pairs.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Final

from ....core.deck import DECK, RANK_NAMES, RANKS, Card, cards_text

__all__ = [
    "COMODINES", "DECK", "FIX_RANKS", "LIMIT", "Card", "Fix", "baciga_fixes", "bacigote_fixes",
    "best_pairs", "card_name", "cards_text", "combination", "describe", "fixed_rank",
    "has_cosas", "is_baciga", "is_bacigote", "is_comodin", "is_ligada", "low_value",
    "pair_points", "rank_name", "stand_fixes", "total", "value",
]

#: The two comodines (section 3): the 7 de oros and the 7 de copas.
COMODINES: Final = (Card.parse("7o"), Card.parse("7c"))
_COMODIN_INDEX: Final = frozenset(c.index for c in COMODINES)
#: The ranks a comodín may be fixed to (section 3).
FIX_RANKS: Final = RANKS
#: Las 31 (section 9): over it is pasado.
LIMIT: Final = 31

#: A comodín's fixes: (comodín, rank) pairs, in the order of COMODINES.
Fix = tuple[tuple[Card, int], ...]


def is_comodin(card: Card) -> bool:
    return card.index in _COMODIN_INDEX


def value(rank: int, as_value: int = 1) -> int:
    """A rank's value (section 3): 1 to 7 as printed, figures 10, the as 1 (or 11)."""
    if rank >= 10:
        return 10
    if rank == 1:
        return as_value
    return rank


def low_value(as_value: int = 1) -> int:
    """What a free comodín counts for the pasado test: the lowest value a card has (1; 2
    with the as at 11)."""
    return 1 if as_value == 1 else 2


def rank_name(rank: int) -> str:
    """"as", "5", "sota" ... as the tutor says a rank."""
    return RANK_NAMES.get(rank, str(rank))


def card_name(card: Card) -> str:
    """"7 de oros": how a player names a card."""
    return card.name


def fixed_rank(card: Card, fix: Fix) -> int | None:
    """The rank `card` is fixed to in `fix`, None for a free comodín (or a plain card)."""
    for c, rank in fix:
        if c is card:
            return rank
    return None


def _ranks(cards: Iterable[Card], fix: Fix) -> tuple[list[int], int]:
    """The ranks `cards` stand for (fixed comodines as their rank) and how many comodines
    are free."""
    fixed = dict(fix)
    ranks: list[int] = []
    free = 0
    for c in cards:
        if c.index in _COMODIN_INDEX:
            r = fixed.get(c)
            if r is None:
                free += 1
                continue
            ranks.append(r)
        else:
            ranks.append(c.rank)
    return ranks, free


def total(cards: Iterable[Card], fix: Fix = (), as_value: int = 1) -> int:
    """The total of `cards`: fixed comodines at their rank's value, free ones at the lowest
    (the pasado test, section 9)."""
    ranks, free = _ranks(cards, fix)
    return sum(value(r, as_value) for r in ranks) + free * low_value(as_value)


def has_cosas(cards: Sequence[Card], fix: Fix = ()) -> bool:
    """Four cards of one rank, free comodines counting as any rank, a fixed one only as
    its rank (section 9, las cosas)."""
    if len(cards) < 4:
        return False
    ranks, free = _ranks(cards, fix)
    counts: dict[int, int] = {}
    for r in ranks:
        counts[r] = counts.get(r, 0) + 1
    return max(counts.values(), default=0) + free >= 4


def pair_points(ranks: Iterable[int]) -> int:
    """Pairs and trío (section 10): per rank, two cards score 1, three score 3."""
    counts: dict[int, int] = {}
    for r in ranks:
        counts[r] = counts.get(r, 0) + 1
    return sum(1 if n == 2 else 3 if n >= 3 else 0 for n in counts.values())


def _free(cards: Iterable[Card], fix: Fix) -> list[Card]:
    fixed = {c for c, _ in fix}
    return [c for c in cards if c.index in _COMODIN_INDEX and c not in fixed]


def _sorted_fix(fix: Iterable[tuple[Card, int]]) -> Fix:
    return tuple(sorted(fix, key=lambda p: p[0].index))


def stand_fixes(cards: Sequence[Card], fix: Fix = (), as_value: int = 1,
                limit: int | None = LIMIT) -> list[Fix]:
    """Every way to fix the free comodines among `cards` at a stand (section 9): each to a
    rank, the total not over `limit` (None: no limit). `[()]` when none is free."""
    free = _free(cards, fix)
    if not free:
        return [()]
    base = total([c for c in cards if c not in free], fix, as_value)
    out: list[Fix] = []
    for ranks in itertools.product(FIX_RANKS, repeat=len(free)):
        if limit is not None and base + sum(value(r, as_value) for r in ranks) > limit:
            continue
        out.append(_sorted_fix(zip(free, ranks, strict=True)))
    return out


def best_pairs(cards: Sequence[Card], fix: Fix = (), as_value: int = 1,
               limit: int | None = LIMIT) -> tuple[int, Fix]:
    """The most pairs-and-trío points `cards` can score with their free comodines fixed
    within `limit`, and the fix that scores them (the highest total among equals, for las 31
    and el punto). (0, ()) when nothing can be fixed within the limit."""
    best: tuple[int, int] | None = None
    best_fix: Fix = ()
    for extra in stand_fixes(cards, fix, as_value, limit):
        full = fix + extra
        ranks, _ = _ranks(cards, full)
        key = (pair_points(ranks), total(cards, full, as_value))
        if best is None or key > best:
            best, best_fix = key, extra
    return (best[0] if best else 0), best_fix


def _all_fixes(cards: Sequence[Card]) -> list[Fix]:
    comodines = [c for c in cards if c.index in _COMODIN_INDEX]
    return [_sorted_fix(zip(comodines, ranks, strict=True))
            for ranks in itertools.product(FIX_RANKS, repeat=len(comodines))]


def is_baciga(cards: Sequence[Card], fix: Fix, as_value: int = 1) -> bool:
    """Three cards totalling 9 or less, fixed comodines at their value (section 8)."""
    return len(cards) == 3 and not _free(cards, fix) and total(cards, fix, as_value) <= 9


def is_bacigote(cards: Sequence[Card], fix: Fix) -> bool:
    """Three cards of one rank, comodines as fixed (section 7)."""
    if len(cards) != 3 or _free(cards, fix):
        return False
    ranks, _ = _ranks(cards, fix)
    return len(set(ranks)) == 1


def baciga_fixes(cards: Sequence[Card], as_value: int = 1) -> list[Fix]:
    """Every fix of the comodines of `cards` that makes them a báciga (section 8)."""
    if len(cards) != 3:
        return []
    return [f for f in _all_fixes(cards) if is_baciga(cards, f, as_value)]


def bacigote_fixes(cards: Sequence[Card]) -> list[Fix]:
    """Every fix of the comodines of `cards` that makes them a bacigote (section 7)."""
    if len(cards) != 3:
        return []
    return [f for f in _all_fixes(cards) if is_bacigote(cards, f)]


def is_ligada(cards: Sequence[Card], fix: Fix) -> bool:
    """A báciga two of whose cards are a pair (section 8)."""
    ranks, _ = _ranks(cards, fix)
    return len(set(ranks)) < len(ranks)


@lru_cache(maxsize=4096)
def _combination(cards: tuple[Card, ...], fix: Fix, as_value: int) -> tuple[str, int]:
    best = ("", 0)
    for extra in stand_fixes(cards, fix, as_value, None):
        full = fix + extra
        ranks, _ = _ranks(cards, full)
        if len(cards) == 3 and len(set(ranks)) == 1:
            found = ("bacigote", 7)
        elif is_baciga(cards, full, as_value):
            found = ("ligada", 3) if is_ligada(cards, full) else ("baciga", 2)
        elif len(set(ranks)) < len(ranks):
            found = ("ligue", 1)
        else:
            continue
        if found[1] > best[1]:
            best = found
    return best


def combination(cards: Sequence[Card], fix: Fix = (), as_value: int = 1) -> tuple[str, int]:
    """A bacigote singer's partner's combination (section 7), free comodines to his best
    advantage: ("bacigote", 7), ("ligada", 3), ("baciga", 2), ("ligue", 1) or ("", 0)."""
    return _combination(tuple(cards), _sorted_fix(fix), as_value)


def describe(cards: Sequence[Card]) -> str:
    """"rey de oros, 5 de copas": cards in the player's words."""
    return ", ".join(c.name for c in cards) if cards else "no cards"
