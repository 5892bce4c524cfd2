"""A decision's deadlines, shared by the card search and the speaking search."""

from __future__ import annotations

import time
from dataclasses import dataclass


@dataclass(slots=True)
class Clock:
    """A decision's deadlines: `budget` seconds of the thread's CPU time (what the levels are
    defined by, whatever the load), and, if `wall` is set, `wall * budget` seconds of wall time
    (a busy machine cannot make a decision much slower). Before the first deal is done the
    CPU budget is twice as long (a decision needs one deal); the wall cap is not, and a
    decision that has no deal by then falls back on the baseline's card."""

    budget: float
    wall: float | None
    cpu_at: float = 0.0
    wall_at: float = 0.0

    def start(self) -> Clock:
        self.cpu_at = time.thread_time() + self.budget
        self.wall_at = time.perf_counter() + (self.wall or 0.0) * self.budget
        return self

    def over(self) -> bool:
        return time.thread_time() > self.cpu_at or (
            self.wall is not None and time.perf_counter() > self.wall_at)

    def solver_deadlines(self, first: bool) -> tuple[float, float | None]:
        extra = self.budget if first else 0.0
        return self.cpu_at + extra, None if self.wall is None else self.wall_at
