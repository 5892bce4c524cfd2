"""What the Envite controller tells its views after each step: one frozen record built from
the protocol's `Step` and the viewer's own `Observation`, so that no view asks the rules and
none sees a card its viewer may not see (envite-rules.md, section 13)."""

from __future__ import annotations

from dataclasses import dataclass

from ....core.game import Step
from ..game import EnviteStep
from ..rules import Observation


@dataclass(frozen=True, slots=True)
class EnviteNews:
    """One step: the `Step`, the seat whose view the table shows (`viewer`, a human seat),
    its observation after the step, the players' names and which seats are human."""

    step: Step
    viewer: int
    obs: Observation
    names: tuple[str, ...]
    humans: frozenset[int]
    levels: tuple[str, ...] = ()
    #: The viewer's observation before the step (None for a deal).
    before: Observation | None = None

    #: A spectator's table (`TableController.watched`): nobody here is "you".
    watched: bool = False

    @property
    def hot_seat(self) -> bool:
        """Several humans share the screen, or a spectator watches: each is named, none is
        "you"."""
        return len(self.humans) > 1 or self.watched

    @property
    def you(self) -> int | None:
        """The seat the table's lines call "you": the viewer, none at a spectator's."""
        return None if self.watched else self.viewer

    @property
    def detail(self) -> EnviteStep | None:
        d = self.step.detail
        return d if isinstance(d, EnviteStep) else None
