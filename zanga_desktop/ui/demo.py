"""Watch mode (`zanga --demo`): computer players in every seat of the chosen game play on,
game after game.

A game may end before the hands asked for with `--hands`; the demo then deals a new game, so
that a script waiting for N hands always gets them (and the window never idles with nobody to
play).
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Callable

from PySide6.QtCore import QTimer

from ..core.game import Outcome
from ..core.setup import GameSetup
from .main_window import MainWindow

#: The pause on the final summary before the next game, when not at instant speed.
NEXT_GAME_MS = 3000


def _stdout(line: str) -> None:
    """A line for a script reading the output as it comes; none without a console (the
    Windows bundle) or once the reader has gone."""
    with contextlib.suppress(OSError, ValueError):
        print(line, flush=True)


def _ending(outcome: Outcome | None) -> str:
    if outcome is None or outcome.winner is None:
        return "a draw"
    return f"side {outcome.winner} won"


def watch(window: MainWindow, setup: GameSetup, hands: int | None, instant: bool,
          done: Callable[[], None], log: Callable[[str], None] = _stdout) -> None:
    """Play `setup` on and on in `window`; call `done` once `hands` hands are over (never,
    without a limit). `log` gets a line for scripts (stdout, like `--version`, so not
    translated) as each game ends."""
    ctl = window.controller
    ctl.auto_next_ms = 0 if instant else 1500
    count = {"hands": 0, "games": 0}

    def hand_over() -> bool:
        count["hands"] += 1
        if hands is not None and count["hands"] >= hands:
            done()
            return True
        return False

    def game_over(outcome: Outcome | None) -> None:
        count["games"] += 1
        # The game's last hand ends the game: no hand_over signal comes for it.
        finished = hand_over()
        log(f"zanga: game {count['games']} over after {ctl.match.hand_count} hands, "
            f"{_ending(outcome)}" + ("" if finished else "; a new game begins"))
        if finished:
            return
        # A seeded demo stays repeatable, without replaying the game of the next seed.
        seed = None if setup.seed is None else setup.seed + 1_000_003 * count["games"]
        following = dataclasses.replace(setup, seed=seed)
        QTimer.singleShot(0 if instant else NEXT_GAME_MS, window,
                          lambda: window.new_game(following))

    ctl.hand_over.connect(lambda _result: hand_over())
    ctl.game_over.connect(game_over)
