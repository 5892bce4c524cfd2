"""La Báciga's lessons window: positions on the real Báciga table, a lesson panel that asks,
checks the answer with the engine and explains it by the rule it breaks (its section of
baciga-rules.md), and a first deal played whole against the computer.

The table is the game's own (`BacigaBoard`) driven by a `LessonController`: the learner's
clicks on cards, words and a comodín's ranks come to the lesson first.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from ....ui.i18n import tr
from ....ui.learn.positions import LessonKit, PositionLessonWindow, PositionShaping
from ..rules import Action, BacigaError, Observation
from ..ui.board import BacigaBoard
from ..ui.controller import BacigaController, BacigaSetup
from . import progress
from .checks import check_action, check_choice, explain_error
from .content import LEARNER, Lesson, Position, Step, lessons, position_game
from .guide import guide_line
from .links import section_links
from .reference import open_rules

__all__ = ["LearnWindow", "LessonController"]


class LessonController(PositionShaping, BacigaController):
    """The Báciga controller, the learner's actions going to the lesson first (`chosen`);
    only in a guided deal do they go straight to the engine, and only then do the others
    play."""

    chosen = Signal(object)  # Action

    def seat_position(self, position: Position, levels: tuple[str, ...]) -> None:
        game = position_game(position)
        record = game.record
        self.resume(game, BacigaSetup(position.seats, levels, tuple(record.players), record.preset,
                                      dict(record.options), practice=False, seed=11))


class LearnWindow(PositionLessonWindow[Lesson, Step]):
    """Lessons on the left, La Báciga's table in the middle, the lesson panel on the right."""

    LIST_MAX = 200
    PANEL_MAX = 320
    action_type = Action
    observation_type = Observation
    error_type = BacigaError
    kit = LessonKit(check_action, check_choice, explain_error, guide_line, section_links,
                    open_rules)

    def __init__(self, speed: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(progress.PROGRESS, speed, parent)
        self.controller = LessonController(self.animator, self)
        self.board = BacigaBoard(self.scene, self.animator, self.controller, self.deck)
        self.board.show_hand_total = False  # the learner adds up his cards himself
        self.wire(lessons())

    def rules_item(self) -> str:
        return tr("The &rules of La Báciga...")

    def window_title(self) -> str:
        return tr("Learn to play La Báciga")

    def hand_over_text(self, step: Any) -> str:
        st = self.controller.baciga.state
        result = st.results[-1] if st.results else None
        credits = result.credits if result is not None else ()
        mine = sum(c.points for c in credits if c.side == LEARNER % 2)
        theirs = sum(c.points for c in credits if c.side != LEARNER % 2)
        return tr("The deal is over: your side {0}, the other {1}.").format(mine, theirs)
