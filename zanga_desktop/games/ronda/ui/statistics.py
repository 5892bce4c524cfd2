"""La Ronda's statistics: the labels of the definition's counters, and what a finished deal
adds to them for the player at seat 0 (the shell's `ui/stats.py` keeps the games)."""

from __future__ import annotations

from collections.abc import Sequence

from ....ui import stats
from ....ui.i18n import tr
from ..rules import Credited, Declared, Event, Lance

GAME_ID = "ronda"
#: The falls counted as the player's caídas.
FALLS = (Lance.CAIDA, Lance.CONTRA, Lance.SAN_VICENTE)


def labels() -> dict[str, str]:
    """The common counters, then La Ronda's own."""
    return {
        "games": tr("Games finished"),
        "games_won": tr("Games won"),
        "deals": tr("Deals played"),
        "caidas": tr("Your caídas, contras and San Vicentes"),
        "rondas": tr("Rondas and rondines you sang"),
        "aseos": tr("Your aseos"),
    }


def deal_counts(log: Sequence[Event], seat: int = 0) -> dict[str, int]:
    """What one deal adds for the player at `seat`."""
    credits = [e for e in log if isinstance(e, Credited) and e.seat == seat]
    return {
        "deals": 1,
        "caidas": sum(1 for e in credits if e.lance in FALLS),
        "rondas": sum(1 for e in log if isinstance(e, Declared) and e.seat == seat),
        "aseos": sum(1 for e in credits if e.lance is Lance.ASEO),
    }


def record_deal(log: Sequence[Event]) -> None:
    stats.add(GAME_ID, **deal_counts(log))
