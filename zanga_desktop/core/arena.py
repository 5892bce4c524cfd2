"""Running the deals of a duplicate match, in one process or several: the part of an arena
that does not depend on the game. Each deal is played by the game's own function, from its
number alone, so that a deal's result does not depend on which process played it."""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")
R = TypeVar("R")


def map_deals(play: Callable[[T], R], work: Sequence[T], jobs: int) -> list[R]:
    """`play` over `work` in order, with `jobs` worker processes when more than one (forked,
    so that the game's modules are loaded once)."""
    if jobs > 1 and len(work) > 1:
        with multiprocessing.get_context("fork").Pool(min(jobs, len(work))) as pool:
            return list(pool.imap(play, work, chunksize=1))
    return [play(w) for w in work]
