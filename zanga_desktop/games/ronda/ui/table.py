"""La Ronda's table in a window: the controller, the board, the tutor and the deal's log
docked beside it, hints, keys, statistics, and the game's files (save, open, autosave of
`.ronda.json`, and a deal exported alone).

The window gives it `scene`, `view`, `animator` and `deck` (the shell's main window does, and
so does any bare stage).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QMainWindow

from ....core.game import Match
from ....core.setup import GameSetup
from ....ui import seat_choices
from ....ui.i18n import sentences
from ....ui.table.docks import LogDock, TutorDock
from ....ui.table.front import Feature, GameTable
from ....ui.table.setup_front import SetupFront
from ..game import GAME, RondaMatch
from ..rules import DealReport, Event, RondaError
from . import statistics
from .board import RondaBoard
from .controller import RondaController, RondaSetup
from .narration import Teller, log_line, tutor_lines
from .new_game_options import setup_of
from .news import RondaNews
from .tutor_text import explain, hint_lines, reason


class RondaTable(SetupFront):
    """`window` gives the scene, view, animator and deck (the rest of what the shell asks,
    `SetupFront` answers from the controller)."""

    controller: RondaController
    board: RondaBoard

    features = (Feature.HINT | Feature.UNDO | Feature.EXPORT | Feature.LESSONS | Feature.REPORT
                | Feature.WATCH)
    learn_module = "zanga_desktop.games.ronda.learn"
    help_module = "zanga_desktop.games.ronda.ui.help"
    explainer_module = "zanga_desktop.games.ronda.ai.explain"

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window, GAME)
        w: Any = window  # scene, view, animator, deck (and, in the shell, toast)
        self.controller = RondaController(w.animator, w)
        self.board = RondaBoard(w.scene, w.animator, self.controller, w.deck)
        self.tutor = TutorDock(w)
        self.log = LogDock(w.deck, 0, w)  # no tricks: no last trick
        self.place_docks((self.tutor, self.log), (5, 4))
        self._wire()

    # ---------------------------------------------------------------- games

    def _setup_of(self, setup: GameSetup) -> RondaSetup:
        return setup_of(setup)

    def _resumed_setup(self, match: Match[Any, Any], levels: tuple[str, ...]) -> RondaSetup:
        assert isinstance(match, RondaMatch)
        record = match.game.record
        return RondaSetup(len(levels), levels, tuple(record.players), record.preset,
                          dict(record.options), cover=seat_choices.cover_chosen(GAME))

    def _hands_ended(self, match: Match[Any, Any]) -> int:
        assert isinstance(match, RondaMatch)
        return len(match.game.state.reports)

    # ---------------------------------------------------------------- what the tutor says

    def _on_hint(self, found: object) -> None:
        from ..ai.hints import Hint  # made by it: there already

        if not isinstance(found, Hint) or not self.controller.human_to_act:
            return
        names = self.controller.names
        self._tell_hint(lambda: sentences(*hint_lines(found, names)))
        self.board.show_hint(found.action)

    def _on_refused(self, exc: object) -> None:
        if not isinstance(exc, RondaError):
            return
        ctl = self.controller
        obs = ctl.ronda.observe(ctl.viewer)
        names = ctl.names
        self._show_refusal(lambda: explain(exc, obs, names), reason(exc, obs, names))

    def _teller(self, news: RondaNews) -> Teller:
        obs = news.obs
        return Teller(news.viewer, news.names, news.hot_seat,
                      max(1, self.controller.match.hand_count), obs.rounds_total, obs.dealer)

    def _tell(self, events: tuple[Event, ...] | list[Event], news: RondaNews,
              tutor: bool = True) -> None:
        teller = self._teller(news)
        for event in events:
            line = log_line(event, teller)
            if line is not None:
                self.log.add(line)
            if tutor:
                for said, strong in tutor_lines(event, teller):
                    self.tutor.say(said, strong)

    def _on_reset(self, resumed: bool) -> None:
        """A game put on the table, or actions taken back: the deal in play is told again
        in the log up to here, as if it had been watched."""
        self.tutor.clear_refusal()
        self.tutor.clear_narration()
        self._keep_hand(resumed)
        news = self.controller.news_now()
        if news.obs.dealer is not None:
            self._tell(news.obs.log, news, tutor=False)
        self.changed.emit()

    def _on_dealt(self, news: RondaNews) -> None:
        self.tutor.clear_refusal()
        self.tutor.clear_narration()
        self.tutor.show_hint("")
        self._deal_begins()
        self._tell(news.events, news)
        self.changed.emit()

    def _on_acted(self, news: RondaNews) -> None:
        self.tutor.clear_refusal()
        self.tutor.show_hint("")
        self._tell(news.events, news)
        self.changed.emit()

    # ---------------------------------------------------------------- statistics

    def _on_hand_over(self, _step: object) -> None:
        self._count_hands(self.controller.ronda.state.reports, _record_deal)


def _record_deal(report: DealReport) -> None:
    """A deal played out to its last card and counted, in the statistics (one ended by a
    side reaching the target is not)."""
    if report.ended is not None and report.ended.value == "cards":
        statistics.record_deal(report.log)


#: The table the shell makes (`make_table`), checked against the shell's contract.
_CONTRACT: Callable[[QMainWindow], GameTable] = RondaTable
