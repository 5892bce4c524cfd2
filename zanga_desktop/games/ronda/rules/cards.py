"""La Ronda's cards on the shared deck (`core.deck`): only ranks matter (ronda-rules.md,
section 3), in the sequence `1 2 3 4 5 6 7 10 11 12`, which does not wrap.

Each rank has a place in the sequence (`place`, 0 for the as to 9 for the rey): the table's
ranks fit in a ten-bit mask, and the correlativas of a capture are the run of set bits above
the rank taken (section 5).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from ....core.deck import DECK, RANK_NAMES, RANKS, Card, cards_text, parse_cards

__all__ = [
    "DECK", "PLACE", "RANKS", "SEQUENCE", "Card", "cards_text", "next_rank", "parse_cards",
    "rank_name", "rank_plural", "run_above",
]

#: The sequence of section 3, as ranks: the sota follows the 7.
SEQUENCE: Final = RANKS
#: Each rank's place in the sequence (0 to 9).
PLACE: Final = {rank: i for i, rank in enumerate(SEQUENCE)}
#: Each card's place by card index, for the AI's tables.
CARD_PLACE: Final = tuple(PLACE[c.rank] for c in DECK)

_PLURALS: Final = {1: "ases", 10: "sotas", 11: "caballos", 12: "reyes"}


def next_rank(rank: int) -> int | None:
    """The rank that follows `rank` in the sequence; None after the rey (no wrap)."""
    i = PLACE[rank] + 1
    return SEQUENCE[i] if i < len(SEQUENCE) else None


def run_above(rank: int, ranks: Iterable[int]) -> list[int]:
    """The correlativas of `rank` among `ranks`: next(rank), next(next(rank)), ... while each
    is there (section 5), in that order."""
    present = set(ranks)
    out: list[int] = []
    r = next_rank(rank)
    while r is not None and r in present:
        out.append(r)
        r = next_rank(r)
    return out


def rank_name(rank: int) -> str:
    """`"as"`, `"5"`, `"sota"`: how a message names a rank."""
    return RANK_NAMES.get(rank, str(rank))


def rank_plural(rank: int) -> str:
    """`"ases"`, `"cincos"`...: a ronda's rank in words (a ronda of sotas)."""
    words = {2: "doses", 3: "treses", 4: "cuatros", 5: "cincos", 6: "seises", 7: "sietes"}
    return _PLURALS.get(rank) or words[rank]
