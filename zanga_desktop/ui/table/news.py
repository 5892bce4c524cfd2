"""What a game's table controller tells its views after each step, as far as the games set up
seat by seat tell it alike: the protocol's `Step`, the seat whose view the table shows and
its own observation (so that no view asks the rules, nor sees a card its viewer may not
see), the names, which seats are human and their levels, and whether a spectator watches.
A game's news adds what is its own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Generic, TypeVar

from ...core.game import Step

#: The game's observation.
ObsT = TypeVar("ObsT")


@dataclass(frozen=True, slots=True)
class SeatNews(Generic[ObsT]):
    """One step: the `Step`, the seat whose view the table shows (`viewer`), its
    observation after the step, the players' names, which seats are human and each seat's
    level."""

    step: Step
    viewer: int
    obs: ObsT
    names: tuple[str, ...]
    humans: frozenset[int]
    levels: tuple[str, ...] = ()
    #: A spectator's table (`TableController.watched`): nobody here is "you".
    watched: bool = field(default=False, kw_only=True)

    @property
    def hot_seat(self) -> bool:
        """Several humans share the screen, or a spectator watches: each is named, none is
        "you"."""
        return len(self.humans) > 1 or self.watched
