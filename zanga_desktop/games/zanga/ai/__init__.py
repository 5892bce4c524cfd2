"""AI opponents for La Zanga: four levels, a fixed baseline, hints and a duplicate arena.

Pure Python, no Qt. A player sees only its seat's `Observation`; `decide` may run on a worker
thread and returns promptly once its `cancel` event is set.
"""

from .hints import Hint, hint
from .players import Level, Player, make_player

__all__ = ["Hint", "Level", "Player", "hint", "make_player"]
