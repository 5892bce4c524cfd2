"""La Báciga's statistics: the labels of the definition's counters, and what a finished deal
adds to them for the player at seat 0 (the shell's `ui/stats.py`)."""

from __future__ import annotations

from ....ui import stats
from ....ui.i18n import tr
from ..rules import DealResult, Lance, Stop, side

GAME_ID = "baciga"


def labels() -> dict[str, str]:
    return {
        "games": tr("Games finished"),
        "games_won": tr("Games won"),
        "deals": tr("Deals played"),
        "points": tr("Points scored by your side"),
        "bacigas": tr("Bácigas you scored"),
        "bacigotes": tr("Bacigotes you scored"),
        "las_31": tr("Times you had las 31"),
        "cosas": tr("Times you made las cosas"),
    }


def record_deal(result: DealResult, seat: int = 0) -> None:
    """A deal finished, counted for the player at `seat`."""
    mine = [c for c in result.credits if c.side == side(seat)]
    stats.add(GAME_ID, deals=1, points=sum(c.points for c in mine),
              bacigas=sum(1 for c in mine if c.seat == seat and c.lance is Lance.BACIGA),
              bacigotes=sum(1 for c in mine if c.seat == seat and c.lance is Lance.BACIGOTE),
              las_31=int(result.las_31 == seat),
              cosas=int(result.seats[seat].stop is Stop.COSAS))
