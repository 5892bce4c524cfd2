"""Lessons taught by positions on a game's own table (El Envite, La Ronda, La Báciga): the
controller a lesson shapes and the window that wires it, written once. The game gives what is
its own: its board and controller, how a position is set up, its checks, guide line, links and
rules (`LessonKit`) and the sentences that end a guided hand."""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtWidgets import QWidget

from ...core.levels import Level
from ...core.setup import HUMAN
from ..i18n import tr
from .panel import Verdict
from .progress import Progress
from .shaping import LessonShaping
from .text import pick
from .window import LessonLike, LessonWindow, StepLike

if TYPE_CHECKING:
    from ..table.controller import TableController

    _Controller = TableController
else:
    _Controller = object

__all__ = ["LessonKit", "PositionLessonWindow", "PositionShaping"]

L = TypeVar("L", bound=LessonLike)
S = TypeVar("S", bound=StepLike)


class PositionShaping(LessonShaping, _Controller):
    """Put before a game's `TableController` subclass (which declares `chosen = Signal(
    object)`): a step that only shows a position (text, a question) asks for no turn, no card
    to click, no button on the table; a lesson is one hand, no next one is dealt. The game's
    `seat_position` resumes the position's game, `guided` and `asking` set."""

    #: Who plays the other seats of a position: the computer's beginner.
    OPPONENT = Level.PRINCIPIANTE.value

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.guided = False
        self.asking = False  # the step asks for an action on the table
        self.pace_ms = 600

    def show_position(self, position: Any, guided: bool = False, asking: bool = False) -> None:
        """Put `position` on the table for a step, the learner at the first seat (of
        `position.seats`) and the computer at the others."""
        self.shape(guided, asking)
        self.seat_position(position, (HUMAN,) + (self.OPPONENT,) * (position.seats - 1))

    def seat_position(self, position: Any, levels: tuple[str, ...]) -> None:
        """Resume the game of `position` on the table, its seats played by `levels`."""
        raise NotImplementedError

    def shape(self, guided: bool, asking: bool) -> None:
        """What the next position asks: an answer on the table, or the whole guided hand."""
        self.guided = guided
        self.asking = asking or guided

    def _advance(self) -> None:
        if not self.asking:
            self.thinking.emit(-1)
            return
        super()._advance()

    def next_hand(self) -> None:
        """A lesson is one hand: no next one is dealt."""


@dataclass(frozen=True)
class LessonKit:
    """The functions of a game's learn package that its lessons window calls:
    `check_action(match, action, step)` and `check_choice(state, step, value)`, the engine's
    verdicts; `explain(error, state)`, a refusal in the tutor's words; `guide(observation)`,
    what the guided hand lets the learner do; `links(sections)`, the HTML citing sections of
    the rules page; `rules(section, parent)`, the rules browser opened."""

    check_action: Callable[[Any, Any, Any], Verdict]
    check_choice: Callable[[Any, Any, str], Verdict]
    explain: Callable[[Any, Any], str]
    guide: Callable[[Any], str]
    links: Callable[[tuple[int, ...]], str]
    rules: Callable[[int | None, QWidget | None], object]


class PositionLessonWindow(LessonWindow[L, S]):
    """Lessons on the left, the game's table in the middle, the lesson panel on the right.
    The subclass's `__init__` makes `controller` (a `PositionShaping` one, with
    `show_position`) and `board`, then calls `wire(lessons)`; its `kit` answers for the
    game."""

    #: The game's action, observation and rules-error types (what the table sends).
    action_type: type
    observation_type: type
    error_type: type
    #: The game's checks, guide line, links and rules browser.
    kit: LessonKit

    def __init__(self, progress: Progress, speed: str | None = None,
                 parent: Any = None) -> None:
        super().__init__(progress, speed, parent)
        self.board: Any = None

    def wire(self, lessons: Any) -> None:
        self.board.highlight_legal = False  # the learner finds the cards himself
        self.setup(lessons)
        ctl = self.controller
        ctl.chosen.connect(self.on_chosen)
        ctl.human_turn.connect(self._on_turn)
        ctl.acted.connect(self._on_acted)
        ctl.refused.connect(self._on_refused)
        ctl.hand_over.connect(self._on_hand_over)
        ctl.game_over.connect(self._on_hand_over)
        menu = self.menuBar().addMenu(tr("&Learn"))
        menu.addAction(self.rules_item(), self.open_rules)
        menu.addSeparator()
        menu.addAction(tr("&Start the lessons again"), self.restart)
        self.add_closing_items(menu)

    # ---------------------------------------------------------------- for the game

    def rules_item(self) -> str:
        """The Learn menu's item that opens the game's rules."""
        raise NotImplementedError

    def open_rules(self) -> None:
        self.kit.rules(None, self)

    def links(self, sections: tuple[int, ...]) -> str:
        """The HTML that cites `sections` of the game's rules page."""
        return self.kit.links(sections)

    def step_extra(self, step: S) -> str:
        """HTML the game adds under a step's text (nothing by default)."""
        return ""

    def guide(self, obs: Any) -> str:
        """In the guided hand, what the rules let the learner do now, and why."""
        return self.kit.guide(obs)

    def explain(self, error: Any) -> str:
        """A refusal of the rules in the guided hand, in the tutor's words."""
        return self.kit.explain(error, self.controller.match.state)

    def hand_over_text(self, step: Any) -> str:
        """What the panel says when the guided hand ends."""
        raise NotImplementedError

    # ---------------------------------------------------------------- showing a step

    def cite(self, number: int) -> str:
        return self.links((number,))

    def step_body(self, step: S) -> str:
        s: Any = step
        body = pick(s.text) + self.step_extra(step)
        if s.sections:
            body += "<p>" + self.links(tuple(s.sections)) + "</p>"
        return body

    def present(self, step: S) -> None:
        s: Any = step
        if s.kind == "choose":
            self.present_choices(s.choices)
        if s.position is not None:
            self.controller.show_position(s.position, guided=s.kind == "guided",
                                          asking=s.kind == "act")

    # ---------------------------------------------------------------- answers

    def check_on_table(self, action: object) -> Verdict | None:
        if not isinstance(action, self.action_type):
            return None
        return self.kit.check_action(self.controller.match, action, self.step)

    def check_choice(self, value: str) -> Verdict:
        return self.kit.check_choice(self.controller.match.state, self.step, value)

    def show_refusal(self, error: object) -> None:
        self.controller.refused.emit(error)  # the table shows it as it shows any refusal

    def _on_turn(self, obs: object) -> None:
        if self.step.kind != "guided" or not isinstance(obs, self.observation_type):
            return
        line = self.guide(obs)
        self.panel.hint.setText(html.escape(line))
        self.panel.hint.setVisible(bool(line))

    def _on_acted(self, _news: object) -> None:
        """The guide line is shown again at the learner's next turn; a refusal in the guided
        deal spoke of the table before this action, so it goes with it."""
        self.panel.hint.hide()
        if self.step.kind == "guided" and not self.solved:
            self.panel.feedback.hide()

    def _on_refused(self, exc: object) -> None:
        if isinstance(exc, self.error_type) and self.step.kind == "guided":
            error: Any = exc
            self.panel.show_verdict(Verdict(False, self.explain(error), error.section, error))

    def _on_hand_over(self, step: object) -> None:
        if self.step.kind != "guided" or self.solved:
            return
        self.verdict(Verdict(True, self.hand_over_text(step)))
