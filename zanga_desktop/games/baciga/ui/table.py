"""La Báciga's table in a window: the controller, the board, the tutor and the hand log docked
beside it, hints, keys, and the game's files (save, open, autosave of `.baciga.json`, and a
deal exported alone).

The window gives it `scene`, `view`, `animator` and `deck` (the shell's main window does, and
so does any bare stage).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtWidgets import QMainWindow

from ....core.game import Match
from ....core.setup import GameSetup
from ....ui import seat_choices
from ....ui.table.docks import LogDock, TutorDock
from ....ui.table.front import Feature, GameTable
from ....ui.table.setup_front import SetupFront
from ..game import GAME, BacigaMatch
from ..rules import Action, BacigaError, Credit, Kind
from . import statistics
from .board import BacigaBoard
from .controller import BacigaController, BacigaSetup
from .new_game_options import setup_of
from .news import BacigaNews
from .texts import named_lance
from .tutor_text import deal_line, deal_log, explain, hint_text, log_line, reason, step_lines


class BacigaTable(SetupFront):
    """`window` gives the scene, view, animator and deck (the rest of what the shell asks,
    `SetupFront` answers from the controller)."""

    controller: BacigaController
    board: BacigaBoard

    features = (Feature.HINT | Feature.UNDO | Feature.EXPORT | Feature.LESSONS | Feature.REPORT
                | Feature.WATCH)
    #: What "Report this move" asks for the candidates of a decision (core/explain.py).
    explainer_module = "zanga_desktop.games.baciga.ai.explain"
    learn_module = "zanga_desktop.games.baciga.learn"
    help_module = "zanga_desktop.games.baciga.ui.help"

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window, GAME)
        w: Any = window
        self.controller = BacigaController(w.animator, w)
        self.board = BacigaBoard(w.scene, w.animator, self.controller, w.deck)
        self.tutor = TutorDock(w)
        self.log = LogDock(w.deck, 0, w)  # no tricks: no last trick
        self.place_docks((self.tutor, self.log), (3, 2))
        self._wire()

    # ---------------------------------------------------------------- games

    def _setup_of(self, setup: GameSetup) -> BacigaSetup:
        return setup_of(setup)

    def _resumed_setup(self, match: Match[Any, Any], levels: tuple[str, ...]) -> BacigaSetup:
        assert isinstance(match, BacigaMatch)
        record = match.game.record
        return BacigaSetup(len(levels), levels, tuple(record.players), record.preset,
                           dict(record.options), cover=seat_choices.cover_chosen(GAME))

    def _hands_ended(self, match: Match[Any, Any]) -> int:
        assert isinstance(match, BacigaMatch)
        return len(match.game.state.results)

    # ---------------------------------------------------------------- what happened

    def _on_hint(self, found: object) -> None:
        from ..ai.hints import Hint  # made by it: there already

        if not isinstance(found, Hint) or not self.controller.human_to_act:
            return
        self._tell_hint(lambda: hint_text(found))
        self.board.show_hint(found)

    def _on_hand_over(self, _step: object) -> None:
        self._count_hands(self.controller.baciga.state.results, statistics.record_deal)

    def _on_refused(self, exc: object) -> None:
        if not isinstance(exc, BacigaError):
            return
        ctl = self.controller
        obs = ctl.baciga.observe(ctl.viewer)
        news = ctl.news_now()
        self._show_refusal(lambda: explain(exc, obs, news.shown_names),
                           reason(exc, obs, news.shown_names))

    def _on_reset(self, resumed: bool) -> None:
        """A game put on the table, or actions taken back: the deal in play is told up to
        here in the log and the tutor, as if it had been watched."""
        self.tutor.clear_refusal()
        self.tutor.clear_narration()
        self.tutor.show_hint("")
        self._keep_hand(resumed)
        so_far = self.controller.hand_so_far()
        if not so_far:
            return
        self._tell_deal(so_far[0])
        for news in so_far[1:]:
            self._tell(news)

    def _on_dealt(self, news: BacigaNews) -> None:
        self._deal_begins()
        self._tell_deal(news)

    def _tell_deal(self, news: BacigaNews) -> None:
        self.tutor.clear_refusal()
        self.tutor.show_hint("")
        # the names asked for as each line is written: a player who chose none is "you" in
        # the language of the moment, not in the one the line was first written in
        obs = news.obs
        you = news.you
        self.log.add(lambda: deal_log(obs, news.shown_names))
        self.tutor.say(lambda: deal_line(obs, news.shown_names, you), True)

    def _on_acted(self, news: BacigaNews) -> None:
        self.tutor.clear_refusal()
        self.tutor.show_hint("")
        self._tell(news)
        self.changed.emit()

    def _tell(self, news: BacigaNews) -> None:
        """What a step did, in the log (short) and the tutor (each line with its section),
        written again on a change of language."""
        action = news.step.action
        obs = news.obs
        if isinstance(action, Action) and action.kind is not Kind.TAPAR:
            self.log.add(lambda: log_line(action, obs, news.shown_names, news.events))
        events, credits = news.events, news.credits
        you, private = news.you, not news.hot_seat  # the next person at the screen reads it

        def lines() -> list[tuple[str, bool]]:
            return step_lines(action, events, credits, obs, news.shown_names, you, private)

        def line(k: int) -> str:
            return lines()[k][0]

        for k, (_text, strong) in enumerate(lines()):
            self.tutor.say(partial(line, k), strong)
        for c in credits:
            self.log.add(partial(_credit_log, c, news))


def _credit_log(credit: Credit, news: BacigaNews) -> str:
    """A credit in the hand log: who, the lance and its points."""
    names = news.shown_names
    who = names[credit.seat] if 0 <= credit.seat < len(names) else ""
    return named_lance(who, credit.lance, credit.points)


#: The table the shell makes (`make_table`), checked against the shell's contract.
_CONTRACT: Callable[[QMainWindow], GameTable] = BacigaTable
