"""What the Envite controller tells its views after each step: one frozen record built from
the protocol's `Step` and the viewer's own `Observation`, so that no view asks the rules and
none sees a card its viewer may not see (envite-rules.md, section 13)."""

from __future__ import annotations

from dataclasses import dataclass

from ....ui.table.news import SeatNews
from ..game import EnviteStep
from ..rules import Observation


@dataclass(frozen=True, slots=True)
class EnviteNews(SeatNews[Observation]):
    """One step (`SeatNews`: the viewer is a human seat), and the viewer's observation
    before it (None for a deal)."""

    before: Observation | None = None

    @property
    def detail(self) -> EnviteStep | None:
        d = self.step.detail
        return d if isinstance(d, EnviteStep) else None
