"""A game as the start screen describes it: the one on the table, a saved one, or why a saved
one cannot be resumed. Game-free: a game's texts read what is their own from `match`."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class GameInfo:
    """A game as the start screen describes it, or why the saved one cannot be resumed."""

    names: tuple[str, ...] = ()
    standings: tuple[int, ...] = ()  # each side's score, as the game counts it
    middle: int | None = None  # what lies in the middle, no side's yet (La Zanga's pot)
    hand: int = 0  # the number of the hand being played (or the last one played)
    hand_over: bool = False  # that hand is finished (its summary is showing)
    preset: str = ""
    saved_at: datetime | None = None
    problem: str = ""  # not empty: the saved game cannot be resumed, and why
    error: Any = None  # the record's error (`core.records.RecordError`) that says why
    path: Path | None = None
    over: bool = False  # the game is finished
    game: str = ""  # the id of the game it is a game of
    # the game itself (a `core.game.Match`), for what the game's own texts show of it
    match: Any = None

    @property
    def resumable(self) -> bool:
        return not self.problem


def modified(path: Path) -> datetime | None:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime)
    except (OSError, ValueError, OverflowError):
        return None
