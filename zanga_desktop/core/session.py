"""A game being played and where it is kept: the match, and its autosave after every step.

Never lose a player's game: the record is written atomically after every step, so a crash or a
closed window leaves the last complete record on disk. A full disk must not stop the game
either: the failure is told once, saving is tried again after every step, and the return to
normal is told too.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Generic, TypeVar

from .files import write_atomic
from .game import Match, Step

A = TypeVar("A")
O = TypeVar("O")  # noqa: E741


class Saved(Enum):
    """What one autosave did, for the interface to tell (or not)."""

    OFF = "off"  # no autosave file
    WRITTEN = "written"
    REMOVED = "removed"  # the game is over: nothing is left to resume
    FAILED = "failed"  # the first failure: tell the player
    STILL_FAILING = "still_failing"  # told already
    RESTORED = "restored"  # written again after failures: tell the player


@dataclass
class Autosave:
    """Where an unfinished game is kept, and whether writing it currently fails."""

    path: Path | None = None
    failing: bool = False
    error: str = ""

    def keep(self, text: Callable[[], str], finished: bool) -> Saved:
        """Write `text()` to the file, or remove the file once the game is `finished`."""
        return self.keep_with(lambda path: write_atomic(path, text()), finished)

    def keep_with(self, write: Callable[[Path], None], finished: bool) -> Saved:
        """The same, with the game's own writer of its files (`write(path)`, atomic)."""
        if self.path is None:
            return Saved.OFF
        try:
            if finished:
                self.path.unlink(missing_ok=True)
                return Saved.REMOVED
            write(self.path)
        except (OSError, ValueError) as exc:
            # ValueError: text no file can hold (a lone surrogate's UnicodeEncodeError); the
            # turn loop this runs in must go on whatever a write raises
            self.error = (str(exc.strerror or exc) if isinstance(exc, OSError)
                          else "the game holds text that cannot be written")
            if self.failing:
                return Saved.STILL_FAILING
            self.failing = True
            return Saved.FAILED
        if self.failing:
            self.failing = False
            return Saved.RESTORED
        return Saved.WRITTEN


class Session(Generic[A, O]):
    """A match of any game with its autosave: every deal and action is kept at once.
    `saved` tells what the last autosave did."""

    def __init__(self, match: Match[A, O], autosave: Autosave | None = None) -> None:
        self.match = match
        self.autosave = autosave or Autosave()
        self.saved = Saved.OFF

    def _keep(self) -> None:
        self.saved = self.autosave.keep(self.match.record_text, self.match.is_over)

    def deal(self, rng: random.Random) -> Step:
        step = self.match.deal(rng)
        self._keep()
        return step

    def apply(self, action: A) -> Step:
        """Apply a verified action (the game's `RulesError` leaves match and file as they
        were) and keep the game."""
        step = self.match.apply(action)
        self._keep()
        return step
