"""La Báciga's computer players (docs/baciga-ai.md): levels from the fixed `rules` baseline
to Maestro, each deciding from its seat's observation only, within a budget in work."""

from .players import make_player
from .settings import Level

__all__ = ["Level", "make_player"]
