"""La Báciga's table in a window: the controller, the board, the tutor and the hand log docked
beside it, hints, keys, and the game's files (save, open, autosave of `.baciga.json`, and a
deal exported alone).

The window gives it `scene`, `view`, `animator` and `deck` (the shell's main window does, and
so does any bare stage).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from PySide6.QtWidgets import QMainWindow

from ....core.game import Match, Outcome
from ....core.setup import HUMAN, GameSetup
from ....ui.i18n import tr
from ....ui.table.docks import LogDock, TutorDock
from ....ui.table.front import Feature, GameTable, Seated, TableFront
from ..ai.hints import Hint
from ..game import GAME, BacigaMatch
from ..rules import Action, BacigaError, Credit, Kind
from . import statistics
from .board import BacigaBoard
from .controller import BacigaController, BacigaSetup
from .new_game_options import cover_chosen, new_seat_level, setup_from_settings, setup_of
from .news import BacigaNews
from .texts import lance_line
from .tutor_text import deal_line, deal_log, explain, hint_text, log_line, reason, step_lines


class BacigaTable(TableFront):
    """`window` gives the scene, view, animator and deck (the rest of what the shell asks,
    `TableFront` answers from the controller)."""

    controller: BacigaController
    board: BacigaBoard

    features = (Feature.HINT | Feature.UNDO | Feature.EXPORT | Feature.LESSONS | Feature.REPORT
                | Feature.WATCH)
    #: What "Report this move" asks for the candidates of a decision (core/explain.py).
    explainer_module = "zanga_desktop.games.baciga.ai.explain"
    learn_module = "zanga_desktop.games.baciga.learn"

    def seated(self, seat: int) -> Seated | None:
        levels = self.controller.levels
        if not 0 <= seat < len(levels) or levels[seat] not in GAME.levels:
            return None  # a person
        return Seated(levels[seat], self.controller.seed + seat)

    def seat_levels(self) -> tuple[str, ...]:
        return tuple(self.controller.levels)

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window, GAME)
        w: Any = window
        self.controller = BacigaController(w.animator, w)
        self.board = BacigaBoard(w.scene, w.animator, self.controller, w.deck)
        self.tutor = TutorDock(w)
        self.log = LogDock(w.deck, 0, w)  # no tricks: no last trick
        self.place_docks((self.tutor, self.log), (3, 2))
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
        dialog = getattr(window, "new_game_dialog", None)
        if callable(dialog):
            self.board.new_game_wanted.connect(dialog)
        self._counted = 0  # deals already added to the statistics
        self._opened = False
        self._deal_start = 0  # the log's lines before the deal in play

    # ---------------------------------------------------------------- games

    def new_game(self, setup: BacigaSetup | GameSetup) -> None:
        self.log.clear()
        self.tutor.clear_refusal()
        self._counted = 0
        self._opened = False
        if isinstance(setup, GameSetup):
            setup = setup_of(setup)
        self.controller.new_game(setup)

    def resume(self, match: Match[Any, Any], opened: bool = True,
               levels: Sequence[str] | None = None, setup: BacigaSetup | None = None) -> None:
        """Put a game back on the table: a `BacigaMatch` from `check_record` or
        `read_saved`; `levels` who plays each seat (`REMOTE`: a player at another computer
        of a network table), else as last chosen."""
        assert isinstance(match, BacigaMatch)
        game = match.game
        record = game.record
        seats = len(record.players)
        chosen = tuple(levels) if levels is not None and len(levels) == seats \
            else _resumed_levels(seats)
        setup = setup or BacigaSetup(seats, chosen, tuple(record.players),
                                     record.preset, dict(record.options),
                                     cover=cover_chosen())
        self.log.clear()
        self._counted = len(game.state.results)
        self._opened = opened
        self.controller.resume(game, setup)
        if match.needs_deal and not match.is_over:  # saved between deals
            self.controller.deal_next()

    def hand_record(self) -> str:
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

    # ---------------------------------------------------------------- what happened

    def _on_hint(self, found: object) -> None:
        if not isinstance(found, Hint) or not self.controller.human_to_act:
            return
        self.tutor.show_hint(lambda: tr("Hint: {0}").format(hint_text(found)))
        self.board.show_hint(found)

    def _on_hand_over(self, _step: object) -> None:
        results = self.controller.baciga.state.results
        if 0 in self.controller.humans:
            for result in results[self._counted:]:
                statistics.record_deal(result)
        self._counted = len(results)

    def _on_game_over(self, _outcome: Outcome) -> None:
        self._on_hand_over(None)

    def _on_refused(self, exc: object) -> None:
        if not isinstance(exc, BacigaError):
            return
        ctl = self.controller
        obs = ctl.baciga.observe(ctl.viewer)
        names = ctl.news_now().shown_names
        self.tutor.show_refusal(lambda: explain(exc, obs, names))
        toast = getattr(self.window, "toast", None)
        if toast is not None:
            toast.show_text(reason(exc, obs, names))

    def _on_reset(self, resumed: bool) -> None:
        """A game put on the table, or actions taken back: the deal in play is told up to
        here in the log and the tutor, as if it had been watched."""
        self.tutor.clear_refusal()
        self.tutor.clear_narration()
        self.tutor.show_hint("")
        if resumed:
            self._deal_start = 0
        self.log.keep(self._deal_start)
        if resumed and self._opened:
            self.tutor.say(lambda: tr("Game opened."), True)
        elif resumed and self.controller.relay is None:  # a network table is no resumed game
            self.tutor.say(lambda: tr("Game resumed."), True)
        so_far = self.controller.hand_so_far()
        if not so_far:
            return
        self._tell_deal(so_far[0])
        for news in so_far[1:]:
            self._tell(news)

    def _on_dealt(self, news: BacigaNews) -> None:
        self._deal_start = self.log.line_count()
        self.window.animator.call(self.deal_shown.emit)
        self._tell_deal(news)

    def _tell_deal(self, news: BacigaNews) -> None:
        self.tutor.clear_refusal()
        self.tutor.show_hint("")
        obs, names = news.obs, news.shown_names
        you = None if news.hot_seat else news.viewer
        self.log.add(lambda: deal_log(obs, names))
        self.tutor.say(lambda: deal_line(obs, names, you), True)

    def _on_acted(self, news: BacigaNews) -> None:
        self.tutor.clear_refusal()
        self.tutor.show_hint("")
        self._tell(news)
        self.changed.emit()

    def _tell(self, news: BacigaNews) -> None:
        """What a step did, in the log (short) and the tutor (each line with its section),
        written again on a change of language."""
        action = news.step.action
        obs, names = news.obs, news.shown_names
        if isinstance(action, Action) and action.kind is not Kind.TAPAR:
            self.log.add(lambda: log_line(action, obs, names))
        events, credits = news.events, news.credits
        you = None if news.hot_seat else news.viewer

        def lines() -> list[tuple[str, bool]]:
            return step_lines(action, events, credits, obs, names, you)

        def line(k: int) -> str:
            return lines()[k][0]

        for k, (_text, strong) in enumerate(lines()):
            self.tutor.say(partial(line, k), strong)
        for c in credits:
            self.log.add(partial(_credit_log, c, names))


def _credit_log(credit: Credit, names: tuple[str, ...]) -> str:
    """A credit in the hand log: who, the lance and its points."""
    who = names[credit.seat] if 0 <= credit.seat < len(names) else ""
    return f"{who}: {lance_line(credit.lance, credit.points)}"


def _resumed_levels(seats: int) -> tuple[str, ...]:
    """Who plays a resumed game's seats (a record does not say): the player at seat 0, the
    others as last chosen for a table of that size, else at the gentle level."""
    chosen = tuple(setup_from_settings().levels)
    if len(chosen) == seats and chosen[0] == HUMAN:
        return chosen
    return (HUMAN,) + (new_seat_level(),) * (seats - 1)


#: The table the shell makes (`make_table`), checked against the shell's contract.
_CONTRACT: Callable[[QMainWindow], GameTable] = BacigaTable
