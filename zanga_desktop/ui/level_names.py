"""The computer players' levels as the tables show them, the same in every game (Rules,
Principiante, Normal, Experto, Maestro), written out so that lupdate finds each string."""

from __future__ import annotations

from .i18n import tr


def level_names() -> dict[str, str]:
    return {
        "human": tr("Human"),
        "rules": tr("Rules", "AI level"),
        "principiante": tr("Principiante"),
        "normal": tr("Normal", "AI level"),
        "experto": tr("Experto"),
        "maestro": tr("Maestro"),
    }


#: The level a new seat gets: the gentle start, as for a family's first game.
FIRST_LEVEL = "principiante"
