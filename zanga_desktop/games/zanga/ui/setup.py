"""La Zanga's own set-up of a game, and its conversion from the shell's game-free record
(`core.setup.GameSetup`): four seats, the player at seat 0."""

from __future__ import annotations

from dataclasses import dataclass

from ....core.setup import GameSetup
from ..records import DEFAULT_PLAYERS

GAME_ID = "zanga"


@dataclass
class Setup:
    """How a game is played: names, the AI level of every seat not human, the rules."""

    name: str = DEFAULT_PLAYERS[0]
    levels: tuple[str, str, str, str] = ("human", "principiante", "principiante", "principiante")
    preset: str = "manual"
    options: dict[str, object] | None = None
    practice: bool = True
    seed: int | None = None
    bots: tuple[str, str, str, str] = ("", "", "", "")  # command lines of the "bot" seats
    #: Several humans at this screen: the table is covered between two humans' turns.
    cover: bool = False
    #: The names chosen for the other people at this screen, seat 1 first
    #: (`core.setup.GameSetup.names`).
    names: tuple[str, ...] = ()

    @property
    def humans(self) -> frozenset[int]:
        return frozenset(s for s, lv in enumerate(self.levels) if lv == "human")

    @classmethod
    def of(cls, setup: GameSetup | Setup) -> Setup:
        """`setup` as La Zanga plays it: a shell record is read seat by seat (missing seats
        as the defaults), one of La Zanga's own is taken as it is."""
        if isinstance(setup, Setup):
            return setup
        base = cls()
        levels = (*setup.levels, *base.levels[len(setup.levels):])[:4]
        bots = (*setup.bots, *base.bots[len(setup.bots):])[:4]
        return cls(name=setup.name, levels=(levels[0], levels[1], levels[2], levels[3]),
                   preset=setup.preset, options=dict(setup.options), practice=setup.practice,
                   seed=setup.seed, bots=(bots[0], bots[1], bots[2], bots[3]),
                   names=tuple(setup.names))

    def generic(self) -> GameSetup:
        """The shell's record of this set-up."""
        return GameSetup(game=GAME_ID, name=self.name, levels=self.levels, preset=self.preset,
                         options=dict(self.options or {}), practice=self.practice,
                         seed=self.seed, bots=self.bots, names=self.names)
