"""The front of a table whose controller is a `SetupController` and whose board covers the
screen between two humans: the controller's news wired to the table's handlers, hints
while the cards are shown, a deal on demand and exported alone, a refusal told, the log
kept back to the deal in play on a reset, and who plays a resumed game's seats. The game
says how each piece of news is told.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QMainWindow

from ...core.game import GameDefinition, Match, Outcome
from ...core.setup import HUMAN, GameSetup
from ..i18n import tr
from ..seat_choices import new_seat_level
from .docks import RefusalLine
from .front import Board, TableFront
from .news import NewsFollower
from .setup_controller import SetupController

#: What a game keeps of each hand ended.
T = TypeVar("T")


class CoveringBoard(Board, Protocol):
    """A board that hides the cards between two humans at one screen, and ends a game with
    New game where the window offers it (`ui/table/seat_board.py`)."""

    offers_new_game: Callable[[], bool]

    @property
    def cover_done(self) -> SignalInstance:
        """The human at that seat says he is at the screen."""

    @property
    def new_game_wanted(self) -> SignalInstance:
        """The end of the game's New game button was pressed."""

    @property
    def covered(self) -> bool: ...

    def show_cover(self, seat: int) -> None: ...


def resumed_levels(seats: int, levels: Sequence[str] | None, last: Callable[[], GameSetup],
                   spare: Callable[[], str]) -> tuple[str, ...]:
    """Who plays a resumed game's seats: `levels` if it names them all; else (a record does
    not say) the player at seat 0 and the others as `last()` chosen for a table of that
    size, else `spare()`, the gentle level."""
    if levels is not None and len(levels) == seats:
        return tuple(levels)
    chosen = tuple(last().levels)
    if len(chosen) == seats and chosen[0] == HUMAN:
        return chosen
    return (HUMAN,) + (spare(),) * (seats - 1)


class SetupFront(NewsFollower, TableFront):
    """A subclass makes `controller`, `board`, `tutor` and `log`, then calls `_wire`."""

    controller: SetupController[Any]
    board: CoveringBoard

    def __init__(self, window: QMainWindow, game: GameDefinition) -> None:
        super().__init__(window, game)
        self._counted = 0  # hands already added to the statistics
        self._opened = False  # the game resumed is a file opened, not the autosave
        #: The log's lines before each hand dealt here, by the count of hands dealt then:
        #: what an undo keeps, and a game taken back to an earlier hand (a watched game).
        self._hand_starts: dict[int, int] = {}

    def new_game(self, setup: Any) -> None:
        """A new game as `setup` says: the game's own set-up, or the shell's `GameSetup`
        made the game's by `_setup_of`."""
        self.log.clear()
        self.tutor.clear_refusal()
        self._counted = 0
        self._opened = False
        self._hand_starts = {}
        if isinstance(setup, GameSetup):
            setup = self._setup_of(setup)
        self.controller.new_game(setup)

    def _setup_of(self, setup: GameSetup) -> Any:
        """The shell's game-free set-up as the game's own."""
        raise NotImplementedError

    def resume(self, match: Match[Any, Any], opened: bool = True,
               levels: Sequence[str] | None = None, setup: Any = None) -> None:
        """Put a game back on the table: a match from `check_record` or `read_saved` (or
        `load`), `opened` from a file rather than the autosave; `levels` who plays each seat
        (`REMOTE`: a player at another computer of a network table), else as last chosen
        (`resumed_levels`); `setup` the game's own, else made by `_resumed_setup`."""
        if setup is None:
            chosen = resumed_levels(match.seats, levels, self._last_setup,
                                    lambda: new_seat_level(self.game))
            setup = self._resumed_setup(match, chosen)
        self.log.clear()
        self._hand_starts = {}
        self._counted = self._hands_ended(match)
        self._opened = opened
        self.controller.resume_match(match, setup)

    def _last_setup(self) -> GameSetup:
        """The set-up last chosen in the New game dialog."""
        from ..new_game import setup_from_settings  # the shell's, read through the offer

        return setup_from_settings(self.game)

    def _resumed_setup(self, match: Match[Any, Any], levels: tuple[str, ...]) -> Any:
        """The game's own set-up for `match` resumed with `levels`, its names, rules and
        options as the record has them."""
        raise NotImplementedError

    def _hands_ended(self, match: Match[Any, Any]) -> int:
        """How many of `match`'s hands have ended (they are in the statistics already)."""
        raise NotImplementedError

    def _wire(self) -> None:
        """The controller's news to the handlers below, the tutor's Hint button to the hint,
        the cover between two humans to the board, and the board's New game at the end of a
        game to the window's."""
        self.tutor.hint_requested.connect(self.ask_hint)
        ctl = self.controller
        self._follow_news(ctl)
        self._hide_toast_on(ctl)
        ctl.refused.connect(self._on_refused)
        ctl.human_turn.connect(lambda _obs: self.changed.emit())
        for news in (ctl.reset, ctl.dealt):  # Save and Export follow a deal at once
            news.connect(lambda *_news: self.changed.emit())
        ctl.human_turn.connect(lambda _obs: self.update_actions())
        ctl.notice.connect(lambda text: self.tutor.say(text, True))
        ctl.hint_ready.connect(self._on_hint)
        ctl.screen_wanted.connect(self.board.show_cover)
        self.board.cover_done.connect(ctl.show_screen)
        self.board.new_game_wanted.connect(self.ask_new_game)
        self.board.offers_new_game = lambda: self.offers_new_game

    # ---------------------------------------------------------------- what the game tells

    def _on_refused(self, exc: object) -> None:
        raise NotImplementedError

    def _on_hint(self, found: object) -> None:
        raise NotImplementedError

    def _on_game_over(self, _outcome: Outcome) -> None:
        self._on_hand_over(None)

    # ---------------------------------------------------------------- for the game's handlers

    def _show_refusal(self, explained: Callable[[], Sequence[RefusalLine]], short: str) -> None:
        """A refusal in the tutor (`explained`, written again in a new language) and, in the
        shell, `short` on the table."""
        self.tutor.show_refusal(explained)
        toast = getattr(self.window, "toast", None)
        if toast is not None:
            toast.show_text(short)

    def _tell_hint(self, text: Callable[[], str]) -> None:
        """A hint in the tutor (`text`, written again in a new language)."""
        self.tutor.show_hint(lambda: tr("Hint: {0}").format(text()))

    def _count_hands(self, results: Sequence[T], record: Callable[[T], None]) -> None:
        """The hands ended since the last count (`results`, one a hand) each `record`ed in
        the player's statistics, if he plays at seat 0."""
        if 0 in self.controller.humans:
            for result in results[self._counted:]:
                record(result)
        self._counted = len(results)

    def _deal_begins(self) -> None:
        """A deal is on the table: the log's lines before it are what an undo keeps, and
        the window hears of it once the cards are shown (`deal_shown`)."""
        self._hand_starts[self.controller.match.hand_count] = self.log.line_count()
        self.window.animator.call(self.deal_shown.emit)

    def _keep_hand(self, resumed: bool) -> None:
        """On a reset: the log back to the start of the hand in play (a game put on the
        table has emptied it), and the tutor says a game opened or resumed."""
        hands = self.controller.match.hand_count
        if resumed:
            self._hand_starts = {}
        # the hand on the table is the one the log last started, or one dealt before it (a
        # watched game taken back), or one this log never told (a jump): nothing kept then
        self._hand_starts = {n: at for n, at in self._hand_starts.items() if n <= hands}
        self.log.keep(self._hand_starts.get(hands, 0))
        if resumed and self._opened:
            self.tutor.say(lambda: tr("Game opened."), True)
        elif resumed and self.controller.relay is None:  # a network table is no resumed game
            self.tutor.say(lambda: tr("Game resumed."), True)

    # ---------------------------------------------------------------- the menus

    def hand_record(self) -> str:
        """The last hand dealt, alone, as a record that starts from its standings."""
        return str(self.controller.hand_record().dumps()) + "\n"

    @property
    def can_hint(self) -> bool:
        return self.controller.human_to_act and not self.board.covered

    def next_hand(self) -> None:
        self.controller.next_hand()
