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
from ....ui.learn.panel import Verdict
from ....ui.learn.shaping import LessonShaping
from ....ui.learn.window import LessonWindow
from ....ui.table.animator import Animator
from ..rules import Action, EnviteError, Observation
from ..ui.board import EnviteBoard
from ..ui.controller import HUMAN, EnviteController, EnviteSetup
from . import progress
from .checks import check_action, check_choice, explain_error, order_line
from .content import LEARNER, Lesson, Position, Step, lessons, position_game
from .guide import guide_line
from .links import section_links

__all__ = ["LearnWindow", "LessonController"]

#: Who plays the other seats of the guided hand.
OPPONENT = "principiante"


class LessonController(LessonShaping, EnviteController):
    """The Envite controller, the learner's actions going to the lesson first (`chosen`);
    only in a guided hand do they go straight to the engine, and only then do the others
    play."""

    chosen = Signal(object)  # Action

    def __init__(self, animator: Animator, parent: QWidget | None = None) -> None:
        super().__init__(animator, parent)
        self.guided = False
        self.asking = False  # the step asks for an action on the table
        self.pace_ms = 600

    def show_position(self, position: Position, guided: bool = False,
                      asking: bool = False) -> None:
        self.guided = guided
        self.asking = asking or guided
        game = position_game(position)
        seats = position.seats
        levels = (HUMAN,) + (OPPONENT,) * (seats - 1)
        record = game.record
        self.resume(game, EnviteSetup(position.team_size, levels, tuple(record.players),
                                      record.captains, practice=False, seed=11))


    def _advance(self) -> None:
        """A step that only shows the position (text, a question) asks for no turn: no
        card to click, no button on the table."""
        if not self.asking:
            self.thinking.emit(-1)
            return
        super()._advance()

    def next_hand(self) -> None:
        """A lesson is one hand: no next one is dealt."""

    def check(self, action: Action, step: Step) -> Verdict:
        return check_action(self.envite, action, step)

    def check_choice(self, value: str, step: Step) -> Verdict:
        return check_choice(self.envite.state, step, value)


class LearnWindow(LessonWindow[Lesson, Step]):
    """Lessons on the left, El Envite's table in the middle, the lesson panel on the right."""

    # the table's answer prompt is wide: the list and the panel leave it more room
    LIST_MAX = 180
    PANEL_MAX = 300

    def __init__(self, speed: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(progress.PROGRESS, speed, parent)
        self.controller = LessonController(self.animator, self)
        self.board = EnviteBoard(self.scene, self.animator, self.controller, self.deck)
        self.board.highlight_legal = False  # the learner finds the cards himself
        self.setup(lessons())
        ctl = self.controller
        ctl.chosen.connect(self.on_chosen)
        ctl.human_turn.connect(self._on_turn)
        ctl.acted.connect(lambda _news: self.panel.hint.hide())  # shown again at his turn
        ctl.refused.connect(self._on_refused)
        ctl.hand_over.connect(self._on_hand_over)
        menu = self.menuBar().addMenu(tr("&Learn"))
        menu.addAction(tr("The &rules of El Envite..."), self._open_rules)
        menu.addSeparator()
        menu.addAction(tr("&Start the lessons again"), self.restart)
        menu.addAction(tr("&Close"), self.close)

    def _open_rules(self) -> None:
        from .reference import open_rules

        open_rules(None, self)

    def window_title(self) -> str:
        return tr("Learn to play El Envite")

    def cite(self, number: int) -> str:
        return section_links((number,))

    # ---------------------------------------------------------------- showing a step

    def step_body(self, step: Step) -> str:
        body = _pick(step.text)
        if step.order and step.position is not None:
            state = position_game(step.position).state
            body += "<p><b>" + html.escape(order_line(state)) + "</b></p>"
        if step.sections:
            body += "<p>" + section_links(step.sections) + "</p>"
        return body

    def present(self, step: Step) -> None:
        if step.kind == "choose":
            self.present_choices(step.choices)
        if step.position is not None:
            self.controller.show_position(step.position, guided=step.kind == "guided",
                                          asking=step.kind == "act")

    # ---------------------------------------------------------------- answers

    def check_on_table(self, action: object) -> Verdict | None:
        return self.controller.check(action, self.step) if isinstance(action, Action) else None

    def show_refusal(self, error: object) -> None:
        self.controller.refused.emit(error)  # the table shows it as it shows any refusal

    def _on_turn(self, obs: object) -> None:
        """In the guided hand, what the rules let the learner do now, and why."""
        if self.step.kind != "guided" or not isinstance(obs, Observation):
            return
        line = guide_line(obs)
        self.panel.hint.setText(html.escape(line))
        self.panel.hint.setVisible(bool(line))

    def _on_refused(self, exc: object) -> None:
        if isinstance(exc, EnviteError) and self.step.kind == "guided":
            self.panel.show_verdict(Verdict(False, explain_error(exc, self.controller.envite.state),
                                            exc.section, exc))

    def _on_hand_over(self, step: object) -> None:
        if self.step.kind != "guided" or self.solved:
            return
        detail: Any = getattr(step, "detail", None)
        result = getattr(detail, "result", None)
        winner = getattr(result, "winner", None)
        if winner is None:
            text = tr("The hand is over.")
        elif winner == LEARNER % 2:
            text = tr("The hand is over: your team wins it.")
        else:
            text = tr("The hand is over: the other team wins it.")
        self.verdict(Verdict(True, text))


def _pick(text: dict[str, str]) -> str:
    from ....ui.learn.text import pick

    return pick(text)
