"""How the player chose to play a game, as the shell keeps it: a game-free frozen record.

The start screen and the New game dialog hand one to the window; the game's table turns it
into its own set-up (for La Zanga, `games.zanga.ui.setup.Setup`). Seats are counted from the
player's own (seat 0); `levels` names what plays each seat ("human", a built-in level of the
game, or "bot" for a program whose command line is in `bots`); `names` the names chosen for
the other people at the same screen, seat 1 first ("" where none was chosen: the seat keeps
its usual name; a computer seat's entry is not read).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

HUMAN = "human"
BOT = "bot"
#: A seat played at another computer (a table joined over the network): nobody here plays it.
REMOTE = "remote"
#: A seat of a game watched again from a file that does not say who played it.
UNKNOWN = "unknown"
#: Who plays a seat for which no computer player is made here: a person, at this screen or
#: at another computer, or nobody (a game watched again).
NO_PLAYER_MADE = frozenset({HUMAN, REMOTE, UNKNOWN})


@dataclass(frozen=True, slots=True)
class GameSetup:
    game: str
    name: str
    levels: tuple[str, ...]
    preset: str
    options: Mapping[str, object] = field(default_factory=dict)
    practice: bool = True
    seed: int | None = None
    bots: tuple[str, ...] = ()
    names: tuple[str, ...] = ()
