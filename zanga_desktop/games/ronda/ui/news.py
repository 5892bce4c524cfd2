"""What the Ronda controller tells its views after each step: one frozen record built from
the protocol's `Step` and the viewer's own `Observation`, so that no view asks the rules and
none sees a card its viewer may not see (ronda-rules.md, section 15)."""

from __future__ import annotations

from dataclasses import dataclass

from ....ui.table.news import SeatNews
from ..game import RondaStep
from ..rules import Event, Observation


@dataclass(frozen=True, slots=True)
class RondaNews(SeatNews[Observation]):
    """One step (`SeatNews`: the viewer is a human seat), whether the viewer is asked his
    last call (section 8), his observation before the step (None for a deal), and whether
    his cards are to stay hidden (`covered`: two humans at one screen, and he has not yet
    said he is at it; or a spectator's table, where they are a guess)."""

    last_call: bool = False
    before: Observation | None = None
    covered: bool = False

    @property
    def events(self) -> tuple[Event, ...]:
        d = self.step.detail
        return d.events if isinstance(d, RondaStep) else ()
