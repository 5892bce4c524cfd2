"""La Ronda's table in a window: the controller, the board, the tutor and the deal's log
docked beside it, hints, keys, statistics, and the game's files (save, open, autosave of
`.ronda.json`, and a deal exported alone).

The window gives it `scene`, `view`, `animator` and `deck` (the shell's main window does, and
so does any bare stage).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtWidgets import QMainWindow

from ....core.game import Match, Outcome
from ....core.setup import GameSetup
from ....ui.i18n import sentences, tr
from ....ui.table.docks import LogDock, TutorDock
from ....ui.table.front import Feature, GameTable, Seated, TableFront
from ..ai.hints import Hint
from ..game import GAME, RondaMatch
from ..rules import Event, RondaError
from . import statistics
from .board import RondaBoard
from .controller import HUMAN, RondaController, RondaSetup
from .narration import Teller, log_line, tutor_lines
from .new_game_options import cover_chosen, setup_of
from .news import RondaNews
from .tutor_text import explain, hint_lines, reason


class RondaTable(TableFront):
    """`window` gives the scene, view, animator and deck (the rest of what the shell asks,
    `TableFront` answers from the controller)."""

    controller: RondaController
    board: RondaBoard

    features = (Feature.HINT | Feature.UNDO | Feature.EXPORT | Feature.LESSONS | Feature.REPORT
                | Feature.WATCH)
    learn_module = "zanga_desktop.games.ronda.learn"
    explainer_module = "zanga_desktop.games.ronda.ai.explain"

    def seated(self, seat: int) -> Seated | None:
        levels = self.controller.levels
        if not 0 <= seat < len(levels) or levels[seat] not in GAME.levels:
            return None  # a person
        return Seated(levels[seat], self.controller.seed + seat)

    def seat_levels(self) -> tuple[str, ...]:
        return tuple(self.controller.levels)

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window, GAME)
        w: Any = window  # scene, view, animator, deck (and, in the shell, toast)
        self.controller = RondaController(w.animator, w)
        self.board = RondaBoard(w.scene, w.animator, self.controller, w.deck)
        self.tutor = TutorDock(w)
        self.log = LogDock(w.deck, 0, w)  # no tricks: no last trick
        self.place_docks((self.tutor, self.log), (5, 4))
        self.tutor.hint_requested.connect(self.ask_hint)
        ctl = self.controller
        ctl.refused.connect(self._on_refused)
        ctl.reset.connect(self._on_reset)
        ctl.dealt.connect(self._on_dealt)
        ctl.acted.connect(self._on_acted)
        ctl.human_turn.connect(lambda _obs: self.changed.emit())
        ctl.human_turn.connect(lambda _obs: self.update_actions())
        ctl.notice.connect(lambda text: self.tutor.say(text, True))
        ctl.hand_over.connect(self._on_hand_over)
        ctl.game_over.connect(self._on_game_over)
        ctl.hint_ready.connect(self._on_hint)
        ctl.screen_wanted.connect(self.board.show_cover)
        self.board.cover_done.connect(ctl.show_screen)
        self._counted = 0  # deals already added to the statistics
        self._opened = False  # the game resumed is a file opened, not the autosave
        self._deal_start = 0  # the log's lines before the deal in play

    # ---------------------------------------------------------------- games

    def new_game(self, setup: RondaSetup | GameSetup) -> None:
        self.log.clear()
        self.tutor.clear_refusal()
        self._counted = 0
        self._deal_start = 0
        if isinstance(setup, GameSetup):
            setup = setup_of(setup)
        self.controller.new_game(setup)

    def resume(self, match: Match[Any, Any], opened: bool = True,
               levels: Sequence[str] | None = None, setup: RondaSetup | None = None) -> None:
        """Put a game back on the table: a `RondaMatch` from `check_record` or `read_saved`
        (or `load`); `levels` who plays each seat (`REMOTE`: a player at another computer of
        a network table), else as last chosen."""
        assert isinstance(match, RondaMatch)
        record = match.game.record
        seats = len(record.players)
        chosen = tuple(levels) if levels is not None and len(levels) == seats \
            else _resumed_levels(seats)
        setup = setup or RondaSetup(seats, chosen, tuple(record.players),
                                    record.preset, dict(record.options), cover=cover_chosen())
        self.log.clear()
        self._deal_start = 0
        self._counted = len(match.game.state.reports)
        self._opened = opened
        self.controller.resume(match.game, setup)

    def hand_record(self) -> str:
        """The last deal dealt, alone, as a record that starts from its points."""
        return self.controller.hand_record().dumps() + "\n"

    @property
    def can_hint(self) -> bool:
        return self.controller.human_to_act and not self.board.covered

    def next_hand(self) -> None:
        self.controller.next_hand()

    def how_to_play_html(self) -> str:
        from .help import how_to_play_html

        return how_to_play_html()

    def shortcuts(self) -> list[tuple[str, str]]:
        from .help import shortcuts

        return shortcuts()

    # ---------------------------------------------------------------- what the tutor says

    def _on_hint(self, found: object) -> None:
        if not isinstance(found, Hint) or not self.controller.human_to_act:
            return
        names = self.controller.names
        self.tutor.show_hint(lambda: tr("Hint: {0}").format(sentences(*hint_lines(found,
                                                                                  names))))
        self.board.show_hint(found.action)

    def _on_refused(self, exc: object) -> None:
        if not isinstance(exc, RondaError):
            return
        ctl = self.controller
        obs = ctl.ronda.observe(ctl.viewer)
        names = ctl.names
        self.tutor.show_refusal(lambda: explain(exc, obs, names))  # again in a new language
        toast = getattr(self.window, "toast", None)
        if toast is not None:
            toast.show_text(reason(exc, obs, names))

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

    def _hide_toast(self) -> None:
        """A refusal's words on the table go with the next move."""
        toast = getattr(self.window, "toast", None)
        if toast is not None:
            toast.hide()

    def _on_reset(self, resumed: bool) -> None:
        """A game put on the table, or actions taken back: the deal in play is told again
        in the log up to here, as if it had been watched."""
        self._hide_toast()
        self.tutor.clear_refusal()
        self.tutor.clear_narration()
        if resumed:
            self._deal_start = 0
        self.log.keep(self._deal_start)
        if resumed and self._opened:
            self.tutor.say(lambda: tr("Game opened."), True)
        elif resumed and self.controller.relay is None:  # a network table is no resumed game
            self.tutor.say(lambda: tr("Game resumed."), True)
        news = self.controller.news_now()
        if news.obs.dealer is not None:
            self._tell(news.obs.log, news, tutor=False)
        self.changed.emit()

    def _on_dealt(self, news: RondaNews) -> None:
        self._hide_toast()
        self.tutor.clear_refusal()
        self.tutor.clear_narration()
        self.tutor.show_hint("")
        self._deal_start = self.log.line_count()
        self.window.animator.call(self.deal_shown.emit)
        self._tell(news.events, news)
        self.changed.emit()

    def _on_acted(self, news: RondaNews) -> None:
        self._hide_toast()
        self.tutor.clear_refusal()
        self.tutor.show_hint("")
        self._tell(news.events, news)
        self.changed.emit()

    # ---------------------------------------------------------------- statistics

    def _on_hand_over(self, _step: object) -> None:
        reports = self.controller.ronda.state.reports
        if 0 in self.controller.humans:
            for report in reports[self._counted:]:
                if report.ended is not None and report.ended.value == "cards":
                    statistics.record_deal(report.log)
        self._counted = len(reports)

    def _on_game_over(self, outcome: Outcome) -> None:
        self._on_hand_over(None)


def _resumed_levels(seats: int) -> tuple[str, ...]:
    """Who plays a resumed game's seats (a record does not say): the player at seat 0, the
    others as last chosen for a table of that size, else at the gentle level."""
    from .new_game_options import new_seat_level, setup_from_settings

    chosen = tuple(setup_from_settings().levels)
    if len(chosen) == seats and chosen[0] == HUMAN:
        return chosen
    return (HUMAN,) + (new_seat_level(),) * (seats - 1)


#: The table the shell makes (`make_table`), checked against the shell's contract.
_CONTRACT: Callable[[QMainWindow], GameTable] = RondaTable
