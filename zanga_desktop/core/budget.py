"""A computer player's budget for one decision in work, never in time: the nodes its searches
visit, and whatever else it does (drawing a deal) counted as so many nodes by the game. So a
decision depends only on the observation, the level and the seed, and an arena, a ladder
chunk, a test or a reported move gives the same answer on any machine under any load (OpenSpiel's
`MCTSBot(max_simulations=...)`). At the table a wall-clock cap may stop a decision early, as a
safety net only; arenas, ladders and tests never set one.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Protocol


class Counted(Protocol):
    """A search, as the budget sees it: the nodes it has visited so far."""

    nodes: int


@dataclass(slots=True)
class Budget:
    """`work` nodes to spend on one decision, and, at the table only, `wall` seconds after
    which it stops with what it has. A search is `track`ed (its nodes count whether it
    finishes or is aborted), other work is `charge`d. Before the first result (a deal solved)
    the budget is twice as long: a decision needs one."""

    work: int
    wall: float | None = None
    spent: int = 0
    wall_at: float = 0.0
    #: Searches tracked, with the nodes of each already counted.
    _open: list[tuple[Counted, int]] = field(default_factory=list)
    #: Decisions it was started for (a game's tests count one search per turn).
    starts: int = 0

    def start(self) -> Budget:
        self.starts += 1
        self.spent = 0
        self._open.clear()
        self.wall_at = time.perf_counter() + self.wall if self.wall is not None else 0.0
        return self

    def over(self) -> bool:
        """Whether the work (or the safety net) is spent. Asked between results, when the
        searches tracked so far are finished: they are let go (their tables freed)."""
        self.settle()
        self._open.clear()
        return self.spent >= self.work or (
            self.wall is not None and time.perf_counter() > self.wall_at)

    def limit(self, per_deal: int, first: bool) -> int:
        """The node limit of the next search: the level's cap for one (`per_deal`), within
        what is left of the budget (`first`: before the first result)."""
        self.settle()
        left = (2 if first else 1) * self.work - self.spent
        return max(1, min(per_deal, left))

    def charge(self, nodes: int) -> None:
        self.spent += nodes

    def track(self, search: Counted) -> None:
        """Count `search`'s nodes as it goes, whether it finishes or is aborted."""
        self._open.append((search, 0))

    def settle(self) -> None:
        """Count the nodes the searches tracked have visited since last counted."""
        self.spent += sum(s.nodes - counted for s, counted in self._open)
        self._open = [(s, s.nodes) for s, _ in self._open]

    @property
    def wall_deadline(self) -> float | None:
        """The safety net as a `time.perf_counter()` reading, for a search (None: none)."""
        return self.wall_at if self.wall is not None else None
