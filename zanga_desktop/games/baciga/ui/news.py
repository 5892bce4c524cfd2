"""What La Báciga's controller tells its views after each step: one frozen record built from
the protocol's `Step` and the viewer's own `Observation`, so that no view asks the rules and
none sees a card its viewer may not see (baciga-rules.md, section 15)."""

from __future__ import annotations

from dataclasses import dataclass

from ....ui.player_name import shown
from ....ui.table.news import SeatNews
from ..game import BacigaStep
from ..rules import Credit, Event, Observation


@dataclass(frozen=True, slots=True)
class BacigaNews(SeatNews[Observation]):
    """One step (`SeatNews`), and the viewer's observation before it (None for a deal)."""

    before: Observation | None = None

    @property
    def shown_names(self) -> tuple[str, ...]:
        """The names sentences use: a player who chose none is "you" in the language of the
        moment (and his lines say "you", `SeatNews.you`, at a shared screen too)."""
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
