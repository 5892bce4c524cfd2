"""La Zanga's table in the main window: the controller, the board, the hand summary and the
claims review on the scene, the tutor and the log docked beside it, and what the window's
menus and start screen ask of the game (saving, opening, hints, undo, statistics).

The window (`ui/main_window.py`) makes it through the game's table package
(`make_table`) and knows it only by the methods below.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QMainWindow

from ....core import records
from ....core.game import Match, Outcome
from ....core.setup import GameSetup
from ....ui import settings
from ....ui.i18n import tr
from ....ui.player_name import shown
from ....ui.table.cover import Cover, TableCover
from ....ui.table.front import Feature, GameTable, TableFront
from ....ui.table.layout import CENTRE
from ....ui.table.overlay import put_on_table
from ....ui.table.saved_game import GameInfo
from ..game import GAME, ZangaMatch
from ..records import GameRecord
from ..rules import Action, Card, HandResult, Kind, Result, ZangaError
from . import statistics
from .board import ZangaBoard
from .claims_review import explain_claim, tell_unclaimed
from .controller import GameController
from .narration import Narration
from .new_game_options import setup_from_settings
from .news import Played
from .panels import LogDock, TutorDock
from .record_text import record_problem
from .review import ReviewPanel
from .setup import Setup
from .summary import SummaryPanel
from .tutor_text import explain, hint_names, reason_text


class ZangaTable(TableFront):
    """`window` is the main window: its scene, view, animator, deck, toast and status bar
    show the game (the rest of what the shell asks, `TableFront` answers from the
    controller)."""

    controller: GameController
    board: ZangaBoard
    tutor: TutorDock

    features = (Feature.HINT | Feature.UNDO | Feature.CLAIM | Feature.EXPORT
                | Feature.LESSONS | Feature.REPORT | Feature.WATCH)
    explainer_module = "zanga_desktop.games.zanga.ai.explain"
    learn_module = "zanga_desktop.games.zanga.learn"
    help_module = "zanga_desktop.games.zanga.ui.help"

    def seat_levels(self) -> tuple[str, ...]:
        return tuple(self.controller.setup.levels)

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window, GAME)
        w = self.window
        statistics.migrate()
        self.controller = GameController(w.animator, w)
        self.board = ZangaBoard(w.scene, w.animator, self.controller, w.deck)
        self.board.highlight_legal = bool(settings.get("view/highlight_legal"))
        w.view.rescaled.connect(self.board.set_view_scale)
        self.summary = SummaryPanel(w.deck)
        self.summary_proxy = put_on_table(w.scene, self.summary, 90)
        self.summary.next_hand.connect(self.next_hand)
        self.summary.new_game.connect(self.ask_new_game)
        self.review = ReviewPanel(w.deck)
        self.review_proxy = put_on_table(w.scene, self.review, 92)
        self.review.go_on.connect(self.end_review)
        # several humans at one screen: the next one's cards stay hidden until he is at it
        self.table_cover = TableCover(w.scene, self._uncovered)
        self._resumed_heading = ""  # the tutor's first line for a game put back on the table

        self.tutor = TutorDock(w)
        self.tutor.hint_requested.connect(self.ask_hint)
        self.log = LogDock(w.deck, w)
        self.place_docks((self.tutor, self.log), (1, 1))
        self.narration = Narration(self.controller, self.tutor, self.log)

        ctl = self.controller
        ctl.dealt.connect(self._on_dealt)
        ctl.acted.connect(self._on_acted)
        ctl.refused.connect(self._on_refused)
        ctl.hint_ready.connect(self._on_hint)
        ctl.hand_over.connect(self._on_hand_over)
        ctl.game_over.connect(self._on_game_over)
        ctl.reset.connect(self._on_reset)
        self._hide_toast_on(ctl)
        ctl.human_turn.connect(lambda _obs: self.changed.emit())
        ctl.thinking.connect(lambda _seat: self.changed.emit())  # Ctrl+Z while AI thinks
        w.animator.idle.connect(self.changed)
        ctl.play_over.connect(self._on_play_over)
        ctl.claim_reviewed.connect(self._on_claim_reviewed)
        ctl.settled.connect(self._on_settled)
        ctl.notice.connect(self._on_notice)
        ctl.screen_wanted.connect(self.show_cover)

    # ---------------------------------------------------------------- for the menus

    def retranslate(self) -> None:
        """The table's plates, piles and prompt, the hand summary and the review (the docks
        and the cover do their own)."""
        self.board.retranslate()
        if self.summary.isVisible():
            self.summary.retranslate()
            self._place_summary()
        if self.review.isVisible():
            self.review.retranslate()
            self._place_review()

    def new_game(self, setup: GameSetup | Setup) -> None:
        self.summary.hide()
        self.table_cover.hide()
        chosen = Setup.of(setup)
        self.controller.new_game(replace(chosen, cover=_covered_screen(chosen)))

    def resume(self, match: Match[Any, Any], opened: bool,
               levels: Sequence[str] | None = None) -> None:
        """Put `match` (from `check_record`, or from `read_saved`) on the table."""
        assert isinstance(match, ZangaMatch)
        game = match.game
        self.summary.hide()
        self.table_cover.hide()
        self._resumed_heading = "opened" if opened else "resumed"
        try:
            setup = self._setup_for(game.record)
            if levels is not None and len(levels) == 4:
                setup.levels = (levels[0], levels[1], levels[2], levels[3])
                setup.cover = _covered_screen(setup)
            self.controller.resume(game, setup)
        finally:
            self._resumed_heading = ""

    def _setup_for(self, record: GameRecord) -> Setup:
        base = Setup.of(setup_from_settings())
        return Setup(name=record.players[0], levels=base.levels, preset=record.preset,
                     options=dict(record.options), practice=base.practice,
                     cover=_covered_screen(base))

    def describe(self, match: Match[Any, Any], saved_at: datetime | None = None,
                 path: Path | None = None) -> GameInfo:
        """The teams' vales, and the pot in the centre with the fianza on it."""
        assert isinstance(match, ZangaMatch)
        return replace(super().describe(match, saved_at, path), middle=match.pot)

    def hand_record(self) -> str:
        return self.controller.game.export_hand().dumps() + "\n"

    def problem_text(self, exc: records.RecordError) -> str:
        return record_problem(exc)

    # ---------------------------------------------------------------- a shared screen

    @property
    def cover(self) -> Cover:
        return self.table_cover.page

    @property
    def covered(self) -> bool:
        return self.table_cover.covered

    def show_cover(self, seat: int) -> None:
        """Hide the table until the human at `seat` says he is at the screen."""
        self.table_cover.show(seat, shown(self.controller.game.record.players[seat]))
        self.changed.emit()

    def _uncovered(self, seat: int) -> None:
        """The human at `seat` is at the screen: the table turns to him, then play goes on."""
        self.board.orient(seat)
        self.controller.show_screen(seat)
        self.board.place_now()
        self.board.update_buttons()
        self.changed.emit()

    def handle_key(self, event: QKeyEvent) -> bool:
        """Under the cover a key that chooses presses its button, and no key reaches the
        table."""
        return self.table_cover.take_key(event.key()) or self.board.handle_key(event)

    def handle_key_release(self, event: QKeyEvent) -> bool:
        return self.covered or self.board.handle_key_release(event)

    # ---------------------------------------------------------------- play news

    def _on_reset(self, resumed: bool) -> None:
        self.summary.hide()
        self.review.hide()
        self.narration.show_last_trick_box()
        self.log.clear()
        self.tutor.clear_refusal()
        self.tutor.clear_narration()
        self.narration.hand_so_far(resumed, self._resumed_heading)
        self.changed.emit()

    def _on_dealt(self, played: Played) -> None:
        st = played.table
        self.log.clear()
        self.summary.hide()  # the hand before is over, however the deal came (watch mode)
        self.review.hide()
        self.narration.show_last_trick_box()
        self.tutor.clear_refusal()
        self.tutor.show_hint("")
        if st.hand_index > 0:  # the tutor tells the hand on the table, not the ones before
            self.tutor.clear_narration()  # (a new game's first deal follows its reset)
        self.narration.deal(st)
        self.window.animator.call(self.deal_shown.emit)
        self.changed.emit()

    def _on_acted(self, played: Played) -> None:
        self.tutor.clear_refusal()
        self.tutor.show_hint("")
        self.narration.action(played)
        a = played.action
        if a is not None and a.kind is Kind.CLAIM and played.settled:
            explain_claim(self.controller, self.tutor, a.seat, True, played.table)
        self.changed.emit()

    def claim(self) -> bool:
        """The human's ¡Renuncio! (the table's button, or R)."""
        return self.controller.claim()

    def _on_claim_reviewed(self, action: Action) -> None:
        """A false claim: the tricks are reviewed (Art. 35), the penalty explained; play
        waits until the player goes on."""
        explain_claim(self.controller, self.tutor, action.seat, False)
        self.summary.hide()
        self.review.show_claim(self.controller.table, self.controller.names, action.seat,
                               self.controller.you)
        self._place_review()

    def _place_review(self) -> None:
        self.review.adjustSize()
        size = self.review.sizeHint()
        self.review_proxy.resize(size.width(), size.height())
        self.review_proxy.setPos(CENTRE.x() - size.width() / 2,
                                 CENTRE.y() - size.height() / 2 - 20)

    def end_review(self) -> None:
        self.review.hide()
        self.controller.resume_play()

    def _on_play_over(self, preview: HandResult | None) -> None:
        """Mesa mode: play has stopped; the summary shows how the hand will be settled, and
        claims are heard until the player goes on."""
        if preview is None:
            return
        self.summary.show_result(self.controller.table, self.controller.names, preview,
                                 pending=True, you=self.controller.you)
        self._place_summary()
        self.changed.emit()

    def _on_settled(self, result: HandResult) -> None:
        if self.window.record_stats:
            statistics.record_hand(self.controller, result)
        if not self.controller.mesa or result.result is Result.RENUNCIO:
            return
        tell_unclaimed(self.controller, self.tutor)

    def _on_notice(self, text: str) -> None:
        """Something the player must know (a bot program that did not start)."""
        self.window.tell(tr("Bot program"), text)

    def _on_refused(self, exc: ZangaError) -> None:
        """On the table and in the status bar, the reason in one sentence; in the tutor,
        with the article and the cards that may be played."""
        st = self.controller.table
        led: Card | None = st.trick[0][1] if st.trick else None
        self.tutor.refuse(exc, led)
        self.tutor.raise_()
        short = explain(exc, led)
        self.window.toast.show_text(short)
        self.window.statusBar().showMessage(short, 8000)

    def ask_hint(self) -> None:
        if self.controller.ask_hint():
            self.tutor.show_hint(lambda: tr("Thinking..."))

    def _on_hint(self, hint: object) -> None:
        from ..ai.hints import Hint  # made by it

        if not isinstance(hint, Hint):
            return
        why = hint.why
        ctl = self.controller
        hinted, you = ctl.match.to_act, ctl.you
        # written again on a change of language: the names and places in its words too
        self.tutor.show_hint(lambda: tr("Hint: {0}").format(
            reason_text(why, hint_names(ctl.names, hinted, you))))
        self.board.show_hint(hint.action)

    def undo(self) -> bool:
        if not self.controller.undo():
            return False
        self.tutor.say(lambda: tr("Card taken back."))
        return True

    def next_hand(self) -> None:
        self.summary.hide()
        self.controller.deal_next()

    def _place_summary(self) -> None:
        self.summary.adjustSize()
        size = self.summary.sizeHint()
        self.summary_proxy.resize(size.width(), size.height())
        self.summary_proxy.setPos(CENTRE.x() - size.width() / 2,
                                  CENTRE.y() - size.height() / 2 - 20)

    def _on_hand_over(self, result: HandResult) -> None:
        st = self.controller.table
        self.summary.show_result(st, self.controller.names, result, you=self.controller.you)
        self._summary_button()
        self._place_summary()
        self.changed.emit()

    def _summary_button(self) -> None:
        """A spectator's table offers no next hand nor new game: the players deal on."""
        self.summary.button.setVisible(not self.controller.watched)

    def _on_game_over(self, outcome: Outcome) -> None:
        winner = outcome.winner
        st = self.controller.table
        result = st.last_result
        if result is not None:
            self.summary.show_result(st, self.controller.names, result, winner,
                                     you=self.controller.you)
            self._summary_button()
            self._place_summary()
        if self.controller.autosave_path is not None:
            self.controller.autosave_path.unlink(missing_ok=True)


def _covered_screen(setup: Setup) -> bool:
    """Whether the table is covered between two humans' turns: as the New game dialog was
    left, for a set-up with two humans or more (one player needs no cover, nor pays for
    the dialog's module at start-up)."""
    if len(setup.humans) < 2:
        return False
    from ....ui.seat_choices import cover_chosen

    return cover_chosen(GAME)


#: The table the shell makes (`make_table`), checked against the shell's contract.
_CONTRACT: Callable[[QMainWindow], GameTable] = ZangaTable
