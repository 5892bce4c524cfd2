"""The built-in computer players a game offers, weakest first: the names its definition lists
(`GameDefinition.levels`), its `make_player` takes, and the arena, the ladder and `zanga-cli
bot` accept. `rules` is the fixed baseline the ladder measures the strongest level against."""

from __future__ import annotations

from enum import StrEnum


class Level(StrEnum):
    RULES = "rules"
    PRINCIPIANTE = "principiante"
    NORMAL = "normal"
    EXPERTO = "experto"
    MAESTRO = "maestro"


#: The levels' names, weakest first.
LEVELS: tuple[str, ...] = tuple(lv.value for lv in Level)
