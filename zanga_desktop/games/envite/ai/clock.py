"""A decision's deadline in CPU time of the deciding thread (what the levels are defined by,
whatever the load), with an optional cap in wall time."""

from __future__ import annotations

import time
from dataclasses import dataclass


@dataclass(slots=True)
class Clock:
    budget: float
    wall: float | None = None
    cpu_at: float = 0.0
    wall_at: float = 0.0
    #: How many times this clock was started: one search per turn (tests/envite).
    starts: int = 0

    def start(self) -> Clock:
        self.starts += 1
        self.cpu_at = time.thread_time() + self.budget
        self.wall_at = time.perf_counter() + (self.wall or 0.0) * self.budget
        return self

    def over(self) -> bool:
        return time.thread_time() > self.cpu_at or (
            self.wall is not None and time.perf_counter() > self.wall_at)
