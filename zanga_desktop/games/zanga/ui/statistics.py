"""La Zanga's statistics: what the shell's per-game counters (`ui/stats.py`) hold for it,
their labels, and what a settled hand or a finished game adds to them."""

from __future__ import annotations

from ....ui import stats
from ....ui.i18n import tr
from ..game import STATISTICS
from ..rules import HandResult, Result, team
from .controller import GameController
from .setup import GAME_ID

FIELDS = STATISTICS

# Where versions before the game chooser kept these counters.
OLD_GROUP = "stats"


def labels() -> dict[str, str]:
    return {
        "games": tr("Games finished"),
        "games_won": tr("Games won"),
        "hands": tr("Hands played"),
        "hands_declared": tr("Hands you declared"),
        "sacadas": tr("Sacadas (your declarations)"),
        "puestas": tr("Puestas (your declarations)"),
        "codillos": tr("Codillos (your declarations)"),
        "vales_won": tr("Vales won by your team"),
        "vales_lost": tr("Vales lost by your team"),
    }


def migrate() -> None:
    """The counters of earlier versions (`stats/...`, when La Zanga was the only game) move
    to La Zanga's own group, once."""
    stats.move_old(OLD_GROUP, GAME_ID, FIELDS)


def record_hand(controller: GameController, result: HandResult) -> None:
    """A settled hand of a game with the player at seat 0 (a redeal counts nothing)."""
    if not controller.is_human(0) or result.redeal:
        return
    # the standings before this hand, from the state: a resumed or opened game was not
    # dealt here, so nothing the window noted at a deal would be this hand's
    before = controller.table.vales_before[team(0)]
    delta = result.vales[team(0)] - before
    d = {"hands": 1, "vales_won": max(0, delta), "vales_lost": max(0, -delta)}
    if result.nombrado == 0 and result.result:
        d["hands_declared"] = 1
        key = {Result.SACADA: "sacadas", Result.PUESTA: "puestas",
               Result.CODILLO: "codillos"}.get(result.result)
        if key:
            d[key] = 1
    stats.add(GAME_ID, **d)
