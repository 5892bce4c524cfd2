"""A saved game on a table again, move by move, forward and back (`core.replay.Replay`).

The table is the game's own, as at a network table: nobody plays at it (its controller
relays to `_Still`, which sends nothing), and each move is told to it as the host of a
network table tells one (`TableController.played_by_host`, a deal by `dealt_by_host` with
the deck arranged as the record dealt it), so the cards move as in play. A step the table
cannot take so (the first deal, a move back, a jump) puts the position in place at once
(`adopt`). After every step the table's game is the record cut there, or is made so.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ...core.game import Match, network_game
from ...core.replay import Replay
from ...core.setup import UNKNOWN
from ...net.follow import Follower
from ..table.front import GameTable

log = logging.getLogger(__name__)

#: How long a move stays before the next one, while the game plays by itself (normal
#: speed; the window's speed scales it).
PACE_MS = 1100


class _Still:
    """The controller's relay at a table nobody plays at: a step the table takes by itself
    (La Ronda's wait) is held for the session to tell it back; the player's "Next hand"
    deals the replay's next hand (`on_ready`)."""

    def __init__(self, on_ready: Callable[[], object]) -> None:
        self.held: list[object] = []
        self.on_ready = on_ready

    def send(self, action: object, chosen: bool = True) -> None:
        self.held.append(action)

    def ready(self) -> None:
        self.on_ready()


class ReplaySession(QObject):
    """`replay` shown on `table`, at `index` (a position of the replay). `moved` tells the
    new position after every step; `playing_changed` whether the game plays by itself."""

    moved = Signal(int)
    playing_changed = Signal(bool)

    def __init__(self, table: GameTable, replay: Replay, levels: Sequence[str] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.replay = replay
        self.index = 0
        self._levels = list(levels) if levels is not None else None
        self._shown = False  # a position is on the table
        self._playing = False
        self._still = _Still(self._dealt_here)
        game = network_game(replay.game)
        self._follower = Follower(game, 0) if game is not None else None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_on)
        self.pace_ms = PACE_MS
        controller = table.controller
        controller.relay = self._still
        controller.open_hands = True  # every card of a saved game is known: all shown
        controller.animator.idle.connect(self._schedule)

    @property
    def controller(self) -> Any:
        return self.table.controller

    # ---------------------------------------------------------------- where

    def show(self, index: int) -> None:
        """Put position `index` on the table at once."""
        index = max(0, min(index, len(self.replay) - 1))
        match = self.replay.match_at(index)
        controller = self.controller
        if self._shown:
            try:
                controller.animator.clear()
                if self._ends_hand(index):
                    self._told_last(index)
                else:
                    controller.adopt(match)
            except TypeError:
                self._put(match)
        else:
            self._put(match)
        self.index = index
        self.moved.emit(index)

    def _ends_hand(self, index: int) -> bool:
        """Whether position `index` is a hand's last move (the game over, or a deal next)."""
        at = self.replay.positions
        return at[index].moves > 0 and (index + 1 == len(at) or at[index + 1].moves == 0)

    def _told_last(self, index: int) -> None:
        """A hand's end put on the table as the move before it and that move told: a table
        between two hands tells no hand so far, so its log would be empty."""
        self.controller.adopt(self.replay.match_at(index - 1))
        self._arrive(index)

    def _put(self, match: Match[Any, Any]) -> None:
        """`match` on the table as a new game put there: nobody plays any seat here."""
        levels = self._levels if self._levels and len(self._levels) == match.seats \
            else [UNKNOWN] * match.seats
        self.table.resume(match, opened=False, levels=levels)
        controller = self.controller
        controller.close_players()
        controller.players = {}
        controller.humans = frozenset()  # the view `seen_from`, and nothing asked of anyone
        self._shown = True

    # ---------------------------------------------------------------- steps

    def forward(self) -> bool:
        """The next move, the cards moving as in play; False at the end."""
        if self.index + 1 >= len(self.replay):
            return False
        index = self.index + 1
        self._arrive(index)
        self.index = index
        self.moved.emit(index)
        return True

    def _arrive(self, index: int) -> None:
        """The step to `index` told to the table, then the position put in place where the
        table's game is not the record cut there."""
        self._tell(index)
        target = self.replay.match_at(index)
        controller = self.controller
        if controller.match.record_json() != target.record_json():
            log.debug("replay: position %d put in place", index)
            controller.adopt(target)

    def _tell(self, index: int) -> None:
        """Tell the table the step to `index` as the host of a network table would, where
        it can be told so (the caller puts the position in place where the table's game is
        not then the record cut there)."""
        controller = self.controller
        at = self.replay.positions[index]
        try:
            if at.moves == 0:
                rng = None if self._follower is None else self._follower.arranged(
                    controller.match, self.replay.hands[at.hand])
                if rng is None:
                    return
                controller.dealt_by_host(rng)
            else:
                move = controller.match.action_from_json(self.replay.move_to(index))
                controller.played_by_host(move)
            while self._still.held:  # what the table did by itself after it
                controller.played_by_host(self._still.held.pop(0))
        except (ValueError, KeyError, IndexError, TypeError):
            self._still.held.clear()

    def show_every_hand(self, on: bool) -> None:
        """Every hand face up, or only the cards the bottom seat saw; the position drawn
        again."""
        if on != self.controller.open_hands:
            self.controller.open_hands = on
            self.show(self.index)

    def see_from(self, seat: int) -> None:
        """The table seen from `seat`, at its bottom; the position drawn again."""
        if seat != self.controller.seen_from:
            self.controller.seen_from = seat
            self.show(self.index)

    def back(self) -> bool:
        """The position before; False at the start."""
        if self.index <= 0:
            return False
        self.show(self.index - 1)
        return True

    def next_hand(self) -> None:
        self.show(self.replay.next_hand(self.index))

    def _dealt_here(self) -> None:
        """The table's own "Next hand" at a hand's end: the replay's next deal, dealt."""
        at = self.replay.positions
        if self.index + 1 < len(at) and at[self.index + 1].moves == 0:
            QTimer.singleShot(0, self, self.forward)

    def previous_hand(self) -> None:
        self.show(self.replay.previous_hand(self.index))

    # ---------------------------------------------------------------- playing by itself

    @property
    def playing(self) -> bool:
        return self._playing

    def play(self, on: bool) -> None:
        """Play the moves one after another (from the start again, at the end), or stop."""
        if on and self.index + 1 >= len(self.replay):
            self.show(0)
        self._playing = on
        self._timer.stop()
        if on:
            self._schedule()
        self.playing_changed.emit(on)

    def _schedule(self) -> None:
        if self.playing and not self.controller.animator.busy:
            speed = self.controller.animator.speed
            self._timer.start(max(0, round(self.pace_ms * speed)))

    def _play_on(self) -> None:
        if not self.playing:
            return
        if self.controller.animator.busy:
            return  # the step is still moving: its end schedules the next
        if not self.forward():
            self.play(False)
            return
        self._schedule()
