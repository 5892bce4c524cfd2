"""The lessons window: scripted positions on the real table, a lesson panel that asks, checks
the answer with the engine and explains, and the list of lessons with their check marks.

The table is the game's own (`TableView`, `ZangaBoard`) driven by a `LessonController`: the
learner's clicks come to the lesson first, which decides what the table does with them.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ....ui.card_names import the_card
from ....ui.learn.panel import LessonPanel, Verdict
from ....ui.learn.shaping import LessonShaping
from ....ui.learn.window import LessonWindow
from ....ui.table.animator import Animator
from ....ui.table.art import Deck
from ....ui.table.layout import CENTRE
from ....ui.table.overlay import put_on_table
from ..ai import hint
from ..records import GameRecord
from ..rules import (
    Action,
    Card,
    HandResult,
    Kind,
    Observation,
    Suit,
    Word,
    ZangaError,
)
from ..ui.board import ZangaBoard
from ..ui.controller import GameController
from ..ui.prompt import STYLE as PROMPT_STYLE
from ..ui.setup import Setup
from ..ui.tutor_text import reason_text
from ..ui.words import word_gloss, word_text
from . import progress
from .checks import (
    LEARNER,
    check_action,
    check_choice,
    check_say,
    check_which,
    explain_error,
    load_position,
    order_line,
    which_cards,
)
from .content import Lesson, Step, lessons, pick, word_glosses
from .links import article_links, linkify

__all__ = ["LearnWindow", "LessonController", "LessonPanel", "QuestionPanel", "describe",
           "hand_over_text"]

WORDS = (Word.PASO, Word.JUEGO, Word.SOLO, Word.ZANGA, Word.MANDAR_SOLO)
OPPONENTS = ("human", "principiante", "principiante", "principiante")

def tr(text: str) -> str:
    return QCoreApplication.translate("Learn", text)


class LessonController(LessonShaping, GameController):
    """A game controller whose learner's actions go to the lesson first (`chosen`); only in
    a guided hand do they go straight to the engine, and only then do the others play."""

    chosen = Signal(object)  # Action

    def __init__(self, animator: Animator, parent: QWidget | None = None) -> None:
        super().__init__(animator, parent)
        self.guided = False
        self.pace_ms = 600

    def show_position(self, record: GameRecord, guided: bool = False) -> None:
        self.guided = guided
        self.resume(record, Setup(name=record.players[0], levels=OPPONENTS, practice=True,
                                  seed=11))

    def clear_table(self) -> None:
        """No position: the deck in the middle of the table."""
        self.guided = False
        super().clear_table()


    # the learner's answers, checked by the engine on the position shown (learn.checks)

    def check_action(self, action: Action, step: Step) -> Verdict:
        return check_action(self.state, action, step)

    def check_say(self, word: Word, step: Step) -> Verdict:
        return check_say(self.state, word, step)

    def check_choice(self, value: str, step: Step) -> Verdict:
        return check_choice(self.state, step, value)

    def explain(self, exc: ZangaError) -> str:
        """Why the engine refused `exc`'s action, as the lesson says it."""
        return explain_error(exc, self.state)


class QuestionPanel(QFrame):
    """A question on the table itself, in the style of the game's prompts: the trump suit
    and the two cards of a "which wins?" step, the cards being the answer buttons."""

    def __init__(self, deck: Deck, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("prompt")
        self.setStyleSheet(PROMPT_STYLE + "QPushButton { font-size: 20px; }")
        self.deck = deck
        lay = QVBoxLayout(self)
        lay.setContentsMargins(30, 22, 30, 24)
        self.title = QLabel()
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.title)
        self.detail = QLabel()
        self.detail.setObjectName("detail")
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.detail)
        row = QHBoxLayout()
        self.buttons = [QPushButton(), QPushButton()]
        for b, name in zip(self.buttons, ("card_led", "card_second"), strict=True):
            b.setObjectName(name)
            b.setIconSize(QSize(140, 210))
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            row.addWidget(b)
        lay.addLayout(row)

    def ask(self, trump: Suit, led: Card, other: Card) -> None:
        self.title.setText(tr("Trumps: {0}").format(trump.spanish))
        self.detail.setText(tr("Which card wins the trick?"))
        for b, card, what in ((self.buttons[0], led, tr("led")),
                              (self.buttons[1], other, tr("played second"))):
            b.setIcon(QIcon(self.deck.pixmap(str(card), 420)))
            b.setText(f"{card.name}\n({what})")
            b.setToolTip(card.name)


class LearnWindow(LessonWindow[Lesson, Step]):
    """Lessons on the left, La Zanga's table in the middle, the lesson panel on the right."""

    def __init__(self, speed: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(progress.PROGRESS, speed, parent)
        self.controller = LessonController(self.animator, self)
        self.board = ZangaBoard(self.scene, self.animator, self.controller, self.deck)
        self.board.highlight_legal = False  # the learner finds the cards himself
        self.view.rescaled.connect(self.board.set_view_scale)
        self.question = QuestionPanel(self.deck)
        self.question_proxy = put_on_table(self.scene, self.question, 85)
        self.question.buttons[0].clicked.connect(lambda: self._which_clicked(0))
        self.question.buttons[1].clicked.connect(lambda: self._which_clicked(1))
        self.view.key_pressed.connect(
            lambda e: e.accept() if self.board.handle_key(e) else e.ignore())
        self.suggested: Action | None = None
        progress.migrate()
        self.setup(lessons())
        ctl = self.controller
        ctl.chosen.connect(self.on_chosen)
        ctl.human_turn.connect(self._on_turn)
        ctl.refused.connect(self._on_refused)
        ctl.acted.connect(self._on_acted)
        ctl.hand_over.connect(self._on_hand_over)
        self._build_menu()

    def window_title(self) -> str:
        return tr("Learn to play La Zanga")

    def cite(self, number: int) -> str:
        return article_links((number,))

    def linkify(self, text_html: str) -> str:
        return linkify(text_html)

    # ---------------------------------------------------------------- set-up

    def _build_menu(self) -> None:
        from .practice import ask_practice
        from .reference import open_article, show_cheat_sheet

        menu = self.menuBar().addMenu(tr("&Learn"))
        menu.addAction(tr("Card order &practice..."), lambda: ask_practice(self))
        menu.addAction(tr("&Reglamento..."), lambda: open_article(None, self))
        menu.addAction(tr("&Cheat sheet"), lambda: show_cheat_sheet(self))
        menu.addSeparator()
        menu.addAction(tr("&Start the lessons again"), self.restart)
        self.add_closing_items(menu)

    # ---------------------------------------------------------------- showing a step

    def step_body(self, step: Step) -> str:
        body = linkify(pick(step.text))
        if step.order is not None:
            trump = Suit(step.order[0])
            suit = Suit(step.order[2]) if len(step.order) > 2 else None
            body += "<p><b>" + html.escape(order_line(trump, suit)) + "</b></p>"
        if step.articles:
            body += "<p>" + article_links(step.articles) + "</p>"
        if step.kind == "say":
            body += '<p style="color: #5a4a2a; font-size: 13px;">' + "<br>".join(
                self.gloss(w) for w in WORDS) + "</p>"
        return body

    def present(self, step: Step) -> None:
        self.suggested = None
        if step.kind == "say":
            self.panel.fit_columns([word_text(w) for w in WORDS])
            for w in WORDS:
                button = self.panel.add_choice(f"say_{w.value}", word_text(w), self._say_slot(w))
                button.setToolTip(self.gloss(w))
        elif step.kind == "which_wins":
            self._ask_which()
        elif step.kind == "choose":
            self.panel.fit_columns([pick(c.label) for c in step.choices])
            for c in step.choices:
                self.panel.add_choice(f"choice_{c.value}", pick(c.label),
                                      self._choice_slot(c.value))
        # the text first: a position may ask for the learner's turn at once
        self.question.hide()
        if step.kind == "which_wins":
            self.controller.clear_table()  # the two cards alone: no other trump suit in sight
            self._ask_which()
        elif step.record is not None:
            self.controller.show_position(load_position(step.record, step.upto),
                                          guided=step.kind == "guided")
            if step.reveal:
                self.board.reveal = True
                self.board.place_now()

    def gloss(self, word: Word) -> str:
        """What `word` means (HTML): the lesson's gloss, else another lesson's, else the
        table's tooltip."""
        text = pick(self.lesson.glosses.get(word.value) or word_glosses().get(word.value))
        return text or html.escape(word_gloss(word))

    # ---------------------------------------------------------------- answers

    def answer_say(self, word: Word) -> None:
        if self.solved or self.step.kind != "say":
            return
        verdict = self.controller.check_say(word, self.step)
        self.verdict(verdict)
        seat = self.controller.table.to_act
        if verdict.ok and seat is not None:
            self.controller.accept(Action(seat, Kind.SAY, word))

    def _say_slot(self, word: Word) -> Callable[[], None]:
        return lambda: self.answer_say(word)

    def _choice_slot(self, value: str) -> Callable[[], None]:
        return lambda: self.answer_choice(value)

    def _ask_which(self) -> None:
        if self.step.kind != "which_wins":
            return
        trump, led, other = which_cards(self.step)
        self.question.ask(trump, led, other)
        self.question.adjustSize()
        size = self.question.sizeHint()
        self.question_proxy.resize(size.width(), size.height())
        self.question_proxy.setPos(CENTRE.x() - size.width() / 2,
                                   CENTRE.y() - size.height() / 2 - 20)
        self.question.show()

    def _which_clicked(self, k: int) -> None:
        _, led, other = which_cards(self.step)
        self.answer_which(led if k == 0 else other)

    def answer_which(self, card: Card) -> None:
        if self.solved:
            return
        trump, led, other = which_cards(self.step)
        self.verdict(check_which(trump, led, other, card))

    def answer_choice(self, value: str) -> None:
        if self.solved:
            return
        self.verdict(self.controller.check_choice(value, self.step))

    def check_on_table(self, action: object) -> Verdict | None:
        if not isinstance(action, Action):
            return None
        controller: LessonController = self.controller
        return controller.check_action(action, self.step)

    def show_refusal(self, error: object) -> None:
        if isinstance(error, ZangaError):
            self.board.on_refused(error)

    # ---------------------------------------------------------------- the table's news

    def _on_turn(self, obs: Observation) -> None:
        step = self.step
        if step.kind not in ("act", "guided"):
            self.board.prompt.hide()
        if step.kind == "guided" and obs.legal:
            suggestion = hint(obs, effort=0.2)
            self.suggested = suggestion.action
            self.panel.hint.setText(tr("The tutor suggests: {0}").format(
                html.escape(describe(suggestion.action))) + "<br><i>"
                + html.escape(reason_text(suggestion.why, self.controller.names)) + "</i>")
            self.panel.hint.show()
            self.board.show_hint(suggestion.action)

    def _on_refused(self, exc: object) -> None:
        if isinstance(exc, ZangaError):
            self.panel.show_verdict(Verdict(False, self.controller.explain(exc),
                                            exc.article, exc))

    def _on_acted(self, change: object) -> None:
        action = getattr(change, "action", None)
        if self.step.kind == "guided" and isinstance(action, Action) and action.seat == LEARNER:
            self.panel.feedback.hide()
            if self.suggested is not None and action != self.suggested:
                self.panel.show_verdict(Verdict(True, tr(
                    "You chose differently from the tutor: that is allowed; watch what "
                    "happens.")))
            self.panel.hint.hide()

    def _on_hand_over(self, result: HandResult) -> None:
        if self.step.kind != "guided" or self.solved:
            return
        self.verdict(Verdict(True, hand_over_text(result, self.controller.names,
                                                   self.controller.you)))


def hand_over_text(result: HandResult, names: list[str], you: int | None) -> str:
    """The guided hand's last verdict; the learner's own side is "your side"."""
    what = result.result or "-"
    if result.nombrado is not None and result.nombrado == you:
        return tr("The hand is over: {0} for your side; tricks: us {1}, them {2}.").format(
            what, result.tricks[0], result.tricks[1])
    who = names[result.nombrado] if result.nombrado is not None else "-"
    return tr("The hand is over: {0} for {1}'s side; tricks: us {2}, them {3}.").format(
        what, who, result.tricks[0], result.tricks[1])


def describe(action: Action) -> str:
    """A short name for an action, for the tutor's suggestion."""
    value = action.value
    if isinstance(value, Card):
        return tr("play {0}").format(the_card(value))
    if isinstance(value, Word):
        return tr("say {0}").format(word_text(value))
    if action.kind is Kind.TRUMP:
        return tr("name {0} as trumps").format(getattr(value, "spanish", str(value)))
    return str(action.json_value())
