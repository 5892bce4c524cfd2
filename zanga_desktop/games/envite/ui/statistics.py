"""El Envite's statistics: the labels of the definition's counters, and what a finished
hand or partido adds to them for the player at seat 0 (the shell's `ui/stats.py`)."""

from __future__ import annotations

from ....ui import stats
from ....ui.i18n import tr
from ..rules import HandResult, team

GAME_ID = "envite"


def labels() -> dict[str, str]:
    return {
        "partidos": tr("Partidos finished"),
        "partidos_won": tr("Partidos won"),
        "chicos_won": tr("Chicos won by your team"),
        "hands": tr("Hands played"),
        "hands_won": tr("Hands won by your team"),
        "bets_won": tr("Bets won by your team"),
    }


def record_hand(result: HandResult) -> None:
    mine = team(0)
    won = result.winner == mine
    stats.add(GAME_ID, hands=1, hands_won=int(won),
              chicos_won=int(result.chico == mine),
              bets_won=int(won and (result.refused is not None
                                    or (result.stake > 1 and result.tumbo is None))))


def record_partido(winner: int) -> None:
    stats.add(GAME_ID, partidos=1, partidos_won=int(winner == team(0)))
