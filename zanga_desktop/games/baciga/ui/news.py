"""What La Báciga's controller tells its views after each step: one frozen record built from
the protocol's `Step` and the viewer's own `Observation`, so that no view asks the rules and
none sees a card its viewer may not see (baciga-rules.md, section 15)."""

from __future__ import annotations

from dataclasses import dataclass

from ....core.game import Step
from ....ui.player_name import shown
from ..game import BacigaStep
from ..rules import Credit, Event, Observation


@dataclass(frozen=True, slots=True)
class BacigaNews:
    """One step: the `Step`, the seat whose view the table shows (`viewer`), its
    observation after the step (and before it, None for a deal), the players' names, which
    seats are human and each seat's level."""

    step: Step
    viewer: int
    obs: Observation
    names: tuple[str, ...]
    humans: frozenset[int]
    levels: tuple[str, ...] = ()
    before: Observation | None = None
    #: A spectator's table (`TableController.watched`): nobody here is "you".
    watched: bool = False

    @property
    def hot_seat(self) -> bool:
        """Several humans share the screen, or a spectator watches: each is named, none is
        "you"."""
        return len(self.humans) > 1 or self.watched

    @property
    def shown_names(self) -> tuple[str, ...]:
        """The names sentences use: a player who chose none is "you" in the language of the
        moment; at a shared screen every name as it is (there "Tú" is a name)."""
        if self.hot_seat:
            return self.names
        return tuple(shown(n) for n in self.names)

    @property
    def detail(self) -> BacigaStep | None:
        d = self.step.detail
        return d if isinstance(d, BacigaStep) else None

    @property
    def events(self) -> tuple[Event, ...]:
        d = self.detail
        return d.events if d is not None else ()

    @property
    def credits(self) -> tuple[Credit, ...]:
        d = self.detail
        return d.credits if d is not None else ()
