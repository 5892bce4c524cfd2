"""What the Ronda controller tells its views after each step: one frozen record built from
the protocol's `Step` and the viewer's own `Observation`, so that no view asks the rules and
none sees a card its viewer may not see (ronda-rules.md, section 15)."""

from __future__ import annotations

from dataclasses import dataclass

from ....core.game import Step
from ..game import RondaStep
from ..rules import Event, Observation


@dataclass(frozen=True, slots=True)
class RondaNews:
    """One step: the `Step`, the seat whose view the table shows (`viewer`, a human seat),
    its observation after the step, the players' names, which seats are human and their
    levels, whether the viewer is asked his last call (section 8), his observation before
    the step (None for a deal), and whether his cards are to stay hidden (`covered`: two
    humans at one screen, and he has not yet said he is at it; or a spectator's table,
    where they are a guess)."""

    step: Step
    viewer: int
    obs: Observation
    names: tuple[str, ...]
    humans: frozenset[int]
    levels: tuple[str, ...] = ()
    last_call: bool = False
    before: Observation | None = None
    covered: bool = False

    #: A spectator's table (`TableController.watched`): nobody here is "you".
    watched: bool = False

    @property
    def hot_seat(self) -> bool:
        """Several humans share the screen, or a spectator watches: each is named, none is
        "you"."""
        return len(self.humans) > 1 or self.watched

    @property
    def events(self) -> tuple[Event, ...]:
        d = self.step.detail
        return d.events if isinstance(d, RondaStep) else ()
