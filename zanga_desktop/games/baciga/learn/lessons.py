"""La Báciga's lessons window: positions on the real Báciga table, a lesson panel that asks,
checks the answer with the engine and explains it by the rule it breaks (its section of
baciga-rules.md), and a first deal played whole against the computer.

The table is the game's own (`BacigaBoard`) driven by a `LessonController`: the learner's
clicks on cards, words and a comodín's ranks come to the lesson first.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from ....core.setup import HUMAN
from ....ui.i18n import tr
from ....ui.learn.panel import Verdict
from ....ui.learn.shaping import LessonShaping
from ....ui.learn.window import LessonWindow
from ....ui.table.animator import Animator
from ..rules import Action, BacigaError, Observation
from ..ui.board import BacigaBoard
from ..ui.controller import BacigaController, BacigaSetup
from . import progress
from .checks import check_action, check_choice, explain_error
from .content import LEARNER, Lesson, Position, Step, lessons, position_game
from .guide import guide_line
from .links import section_links

__all__ = ["LearnWindow", "LessonController"]

#: Who plays the other seats of the guided deal.
OPPONENT = "principiante"


class LessonController(LessonShaping, BacigaController):
    """The Báciga controller, the learner's actions going to the lesson first (`chosen`);
    only in a guided deal do they go straight to the engine, and only then do the others
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
        self.resume(game, BacigaSetup(seats, levels, tuple(record.players), record.preset,
                                      dict(record.options), practice=False, seed=11))

    def _advance(self) -> None:
        """A step that only shows the position asks for no turn: no card to click, no
        button on the table."""
        if not self.asking:
            self.thinking.emit(-1)
            return
        super()._advance()

    def next_hand(self) -> None:
        """A lesson is one deal: no next one is dealt."""

    def check(self, action: Action, step: Step) -> Verdict:
        return check_action(self.baciga, action, step)

    def check_choice(self, value: str, step: Step) -> Verdict:
        return check_choice(self.baciga.state, step, value)


class LearnWindow(LessonWindow[Lesson, Step]):
    """Lessons on the left, La Báciga's table in the middle, the lesson panel on the right."""

    LIST_MAX = 200
    PANEL_MAX = 320

    def __init__(self, speed: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(progress.PROGRESS, speed, parent)
        self.controller = LessonController(self.animator, self)
        self.board = BacigaBoard(self.scene, self.animator, self.controller, self.deck)
        self.board.highlight_legal = False  # the learner finds the cards himself
        self.board.show_hand_total = False  # and adds them up himself
        self.setup(lessons())
        ctl = self.controller
        ctl.chosen.connect(self.on_chosen)
        ctl.human_turn.connect(self._on_turn)
        ctl.acted.connect(lambda _news: self.panel.hint.hide())  # shown again at his turn
        ctl.refused.connect(self._on_refused)
        ctl.hand_over.connect(self._on_hand_over)
        ctl.game_over.connect(self._on_hand_over)
        menu = self.menuBar().addMenu(tr("&Learn"))
        menu.addAction(tr("The &rules of La Báciga..."), self._open_rules)
        menu.addSeparator()
        menu.addAction(tr("&Start the lessons again"), self.restart)
        menu.addAction(tr("&Close"), self.close)

    def _open_rules(self) -> None:
        from .reference import open_rules

        open_rules(None, self)

    def window_title(self) -> str:
        return tr("Learn to play La Báciga")

    def cite(self, number: int) -> str:
        return section_links((number,))

    # ---------------------------------------------------------------- showing a step

    def step_body(self, step: Step) -> str:
        body = _pick(step.text)
        if step.sections:
            body += "<p>" + section_links(step.sections) + "</p>"
        return body

    def present(self, step: Step) -> None:
        if step.kind == "choose":
            self.panel.fit_columns([_pick(c.label) for c in step.choices])
            for c in step.choices:
                self.panel.add_choice(f"choice_{c.value}", _pick(c.label),
                                      self._choice_slot(c.value))
        if step.position is not None:
            self.controller.show_position(step.position, guided=step.kind == "guided",
                                          asking=step.kind == "act")

    # ---------------------------------------------------------------- answers

    def _choice_slot(self, value: str) -> Callable[[], None]:
        return lambda: self.answer_choice(value)

    def answer_choice(self, value: str) -> None:
        if self.solved or self.step.kind != "choose":
            return
        self.verdict(self.controller.check_choice(value, self.step))

    def check_on_table(self, action: object) -> Verdict | None:
        return self.controller.check(action, self.step) if isinstance(action, Action) else None

    def show_refusal(self, error: object) -> None:
        self.controller.refused.emit(error)

    def _on_turn(self, obs: object) -> None:
        """In the guided deal, what the rules let the learner do now, and why."""
        if self.step.kind != "guided" or not isinstance(obs, Observation):
            return
        line = guide_line(obs)
        self.panel.hint.setText(html.escape(line))
        self.panel.hint.setVisible(bool(line))

    def _on_refused(self, exc: object) -> None:
        if isinstance(exc, BacigaError) and self.step.kind == "guided":
            self.panel.show_verdict(Verdict(False, explain_error(
                exc, self.controller.baciga.state), exc.section, exc))

    def _on_hand_over(self, _step: object) -> None:
        if self.step.kind != "guided" or self.solved:
            return
        st = self.controller.baciga.state
        result = st.results[-1] if st.results else None
        mine = sum(c.points for c in result.credits if c.side == LEARNER % 2) if result else 0
        theirs = sum(c.points for c in result.credits if c.side != LEARNER % 2) \
            if result else 0
        self.verdict(Verdict(True, tr("The deal is over: your side {0}, the other {1}.")
                             .format(mine, theirs)))


def _pick(text: dict[str, str]) -> str:
    from ....ui.learn.text import pick

    return pick(text)
