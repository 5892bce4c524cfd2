"""El Envite's statistics: the labels of the definition's counters, and what a finished
hand or partido adds to them for the player at seat 0 (the shell's `ui/stats.py`)."""

from __future__ import annotations

from ....ui import stats
from ....ui.i18n import tr
from ..rules import HandResult, team

GAME_ID = "envite"


def labels() -> dict[str, str]:
    """The common counters in El Envite's words (a game is a partido), then its own."""
    return {
        "games": tr("Partidos finished"),
        "games_won": tr("Partidos won"),
        "games_drawn": tr("Partidos drawn"),
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


def migrate() -> None:
    """Partidos counted by earlier versions under their own names become the common
    counters of a finished game, once."""
    stats.move_old(stats.group(GAME_ID), GAME_ID, ("partidos", "partidos_won"),
                   {"partidos": "games", "partidos_won": "games_won"})
