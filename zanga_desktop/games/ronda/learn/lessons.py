"""La Ronda's lessons window: set positions on the real Ronda table, a lesson panel that asks,
checks the answer with the engine and explains it by the rule it breaks (its section of
ronda-rules.md), and a first deal played whole against the computer.

The table is the game's own (`RondaBoard`) driven by a `LessonController`: the learner's
clicks on cards and on the table's buttons come to the lesson first.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from ....ui.i18n import tr
from ....ui.learn.positions import LessonKit, PositionLessonWindow, PositionShaping
from ..game import RondaMatch
from ..rules import Action, Observation, RondaError
from ..ui.board import RondaBoard
from ..ui.controller import RondaController, RondaSetup
from . import progress
from .checks import check_action, check_choice, explain_error
from .content import NAMES, Lesson, Position, Step, game_of, lessons
from .guide import guide_line
from .links import section_links
from .reference import open_rules

__all__ = ["LearnWindow", "LessonController"]


class LessonController(PositionShaping, RondaController):
    """The Ronda controller, the learner's actions going to the lesson first (`chosen`);
    only in a guided deal do they go straight to the engine, and only then do the others
    play."""

    chosen = Signal(object)  # Action

    def seat_position(self, position: Position, levels: tuple[str, ...]) -> None:
        seats = position.seats
        self.resume(game_of(position), RondaSetup(seats, levels, NAMES[:seats], "bengala",
                                                  dict(position.options), practice=False,
                                                  seed=11))


class LearnWindow(PositionLessonWindow[Lesson, Step]):
    """Lessons on the left, La Ronda's table in the middle, the lesson panel on the right."""

    action_type = Action
    observation_type = Observation
    error_type = RondaError
    kit = LessonKit(check_action, check_choice, explain_error, guide_line, section_links,
                    open_rules)

    def __init__(self, speed: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(progress.PROGRESS, speed, parent)
        self.controller = LessonController(self.animator, self)
        self.board = RondaBoard(self.scene, self.animator, self.controller, self.deck)
        self.wire(lessons())

    def rules_item(self) -> str:
        return tr("The &rules of La Ronda...")

    def window_title(self) -> str:
        return tr("Learn to play La Ronda")

    def hand_over_text(self, step: Any) -> str:
        match: RondaMatch = self.controller.ronda
        pts = match.state.points
        if match.state.winner is not None:
            return tr("The game is over: {0} to {1}.").format(*pts)
        return tr("The deal is over: you {0}, Ana {1}.").format(*pts)
