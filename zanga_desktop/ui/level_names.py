"""The computer players' levels as the tables show them.

A game's definition lists its levels (`GameDefinition.levels`); the games of this program
share the names below, written out so that lupdate finds each string. A game with a level of
its own labels it through its table package's `level_names()`, which this reads first."""

from __future__ import annotations

from collections.abc import Sequence

from ..core.game import GameDefinition
from ..core.setup import BOT, HUMAN, REMOTE, UNKNOWN
from .i18n import listed, tr

#: What a seat's plate names, in place of its level, while the person at another computer
#: who plays it is away (`TableController.away`).
AWAY = "away"


def common_level_names() -> dict[str, str]:
    """The levels every game of this program has, and the human seat."""
    return {
        "human": tr("Human"),
        # a seat played by a person at another computer of a network table
        "remote": tr("Online"),
        # that person gone from the table for now (his connection dropped, or he left)
        AWAY: tr("Away", "a network player"),
        # a seat of a game watched again, who played it unknown: nothing under the name
        UNKNOWN: "",
        # the fixed baseline: it plays by a few rules of thumb, as a player would put it
        "rules": tr("Rules of thumb", "AI level"),
        "principiante": tr("Principiante"),
        "normal": tr("Normal", "AI level"),
        "experto": tr("Experto"),
        "maestro": tr("Maestro"),
    }


def level_names() -> dict[str, str]:
    """The common levels' labels (for a game that names no level of its own)."""
    return common_level_names()


def level_label(game: GameDefinition, level: str) -> str:
    """How `game` names `level`: its own label, else the common one, else the level's own
    name capitalised."""
    from . import game_table

    own = getattr(game_table.package(game), "level_names", None)
    if callable(own):
        label = own().get(level)
        if isinstance(label, str):
            return label
    return common_level_names().get(level, level.capitalize())


def computer_players_text(game: GameDefinition, levels: Sequence[str]) -> str:
    """Who takes the other seats of a set-up (`GameSetup.levels`, the player's own first),
    as the start screen's line says it: "computer players: Normal, Experto", each level
    named once in seat order; "" when people take them all."""
    named: list[str] = []
    for level in levels[1:]:
        if level in (HUMAN, REMOTE):
            continue
        label = tr("a bot program") if level == BOT else level_label(game, level)
        if label not in named:
            named.append(label)
    if not named:
        return ""
    return tr("computer players: {0}").format(listed(named))


def seated_text(game: GameDefinition, levels: Sequence[str],
                names: Sequence[str] = ()) -> str:
    """Who takes the seats of a set-up, as the start screen's line says it: the people at
    this screen when more than the player sit there, by their names when each was given
    one (`names`, `GameSetup.names`: "with Pedro and Luis at this screen"), else counted
    ("3 players at this screen"); then the computer players; "" when the player has the
    table to himself."""
    from .game_table import FACTS
    from .player_name import people_named

    people = sum(1 for level in levels if level == HUMAN)
    named = [n for n in people_named(levels, names) if n]
    if people > 1 and len(named) == people - 1:
        here = tr("with {0} at this screen").format(listed(named))
    else:
        here = tr("%n player(s) at this screen", None, people) if people > 1 else ""
    return FACTS.join(p for p in (here, computer_players_text(game, levels)) if p)


#: The level a new seat gets: the gentle start, as for a family's first game.
FIRST_LEVEL = "principiante"
