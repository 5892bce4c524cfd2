"""Computer players for La Ronda: four levels, a fixed baseline and a duplicate arena.

Pure Python, no Qt. A player sees only its seat's `Observation` (rules/observation.py) and
returns one of its legal actions; it never holds a game state, so it cannot peek.
"""

from .players import Level, Player, make_player

__all__ = ["Level", "Player", "make_player"]
