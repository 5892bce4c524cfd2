"""El Envite's lessons window: fixed positions on the real Envite table, a lesson panel that
asks, checks the answer with the engine and explains it by the rule it breaks (its section of
envite-rules.md), and a first hand played whole against the computer.

The table is the game's own (`EnviteBoard`) driven by a `LessonController`: the learner's
clicks on cards and on the table's buttons come to the lesson first.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from ....ui.i18n import tr
from ....ui.learn.positions import LessonKit, PositionLessonWindow, PositionShaping
from ..rules import Action, EnviteError, Observation
from ..ui.board import EnviteBoard
from ..ui.controller import EnviteController, EnviteSetup
from . import progress
from .checks import check_action, check_choice, explain_error, order_line
from .content import LEARNER, Lesson, Position, Step, lessons, position_game
from .guide import guide_line
from .links import section_links
from .reference import open_rules

__all__ = ["LearnWindow", "LessonController"]


class LessonController(PositionShaping, EnviteController):
    """The Envite controller, the learner's actions going to the lesson first (`chosen`);
    only in a guided hand do they go straight to the engine, and only then do the others
    play."""

    chosen = Signal(object)  # Action

    def seat_position(self, position: Position, levels: tuple[str, ...]) -> None:
        game = position_game(position)
        record = game.record
        self.resume(game, EnviteSetup(position.team_size, levels, tuple(record.players),
                                      record.captains, practice=False, seed=11))


class LearnWindow(PositionLessonWindow[Lesson, Step]):
    """Lessons on the left, El Envite's table in the middle, the lesson panel on the right."""

    # the table's answer prompt is wide: the list and the panel leave it more room
    LIST_MAX = 180
    PANEL_MAX = 300
    action_type = Action
    observation_type = Observation
    error_type = EnviteError
    kit = LessonKit(check_action, check_choice, explain_error, guide_line, section_links,
                    open_rules)

    def __init__(self, speed: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(progress.PROGRESS, speed, parent)
        self.controller = LessonController(self.animator, self)
        self.board = EnviteBoard(self.scene, self.animator, self.controller, self.deck)
        self.wire(lessons())

    def rules_item(self) -> str:
        return tr("The &rules of El Envite...")

    def window_title(self) -> str:
        return tr("Learn to play El Envite")

    def step_extra(self, step: Step) -> str:
        """The order of play, for a step that asks about it."""
        if not (step.order and step.position is not None):
            return ""
        state = position_game(step.position).state
        return "<p><b>" + html.escape(order_line(state)) + "</b></p>"

    def hand_over_text(self, step: Any) -> str:
        detail: Any = getattr(step, "detail", None)
        result = getattr(detail, "result", None)
        winner = getattr(result, "winner", None)
        if winner is None:
            return tr("The hand is over.")
        if winner == LEARNER % 2:
            return tr("The hand is over: your team wins it.")
        return tr("The hand is over: the other team wins it.")
