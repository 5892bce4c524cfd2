"""The lessons window: scripted positions on the real table, a lesson panel that asks, checks
the answer with the engine and explains, and the list of lessons with their check marks.

The table is the game's own (`TableView`, `ZangaBoard`) driven by a `LessonController`: the
learner's clicks come to the lesson first, which decides what the table does with them.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent, QIcon, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsProxyWidget,
    QGraphicsScene,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ....ui import settings
from ....ui.table.animator import Animator
from ....ui.table.art import Deck
from ....ui.table.layout import CENTRE
from ....ui.table.view import TableView
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
from ..ui.controller import GameController, Setup
from ..ui.prompt import STYLE as PROMPT_STYLE
from ..ui.tutor_text import reason_text
from ..ui.words import word_gloss, word_text
from . import progress
from .checks import (
    LEARNER,
    Verdict,
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
from .links import article_links, handle_link, linkify

WORDS = (Word.PASO, Word.JUEGO, Word.SOLO, Word.ZANGA, Word.MANDAR_SOLO)
OPPONENTS = ("human", "principiante", "principiante", "principiante")

PANEL_STYLE = """
QLabel#lesson_title { font-size: 19px; font-weight: bold; color: #3a2405; }
QLabel#step_count { color: #6b5a3a; }
QLabel#feedback { border-radius: 8px; padding: 8px; font-size: 14px; }
QLabel#hint { background: #e8f1ff; border: 1px solid #7fa7d9; border-radius: 8px;
              padding: 6px; }
QTextBrowser#lesson_text { font-size: 15px; background: #fffaf0; border: 1px solid #d9c9a3;
                           border-radius: 8px; padding: 6px; }
"""
RIGHT_STYLE = "QLabel#feedback { background: #e2f5df; color: #17401a; border: 1px solid #6fb36a; }"
WRONG_STYLE = "QLabel#feedback { background: #fde5df; color: #5c1a0c; border: 1px solid #d9735a; }"


def tr(text: str) -> str:
    return QCoreApplication.translate("Learn", text)


class LessonController(GameController):
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

    def screen(self, action: Action) -> bool:
        """Outside a guided hand the learner's answer goes to the lesson (`chosen`), which
        checks it and shows a right one with `accept`."""
        if self.guided:
            return False
        self.chosen.emit(action)
        return True

    def moves_on(self) -> bool:
        """Only a guided hand plays on; a position waits for the learner's answer."""
        return self.guided

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


class LessonPanel(QWidget):
    """The side panel: the step's text, its answer buttons, the verdict, Back and Next."""

    answered = Signal(bool)

    def __init__(self, deck: Deck, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lesson_panel")
        self.setStyleSheet(PANEL_STYLE)
        self.deck = deck
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 10, 10, 10)
        self.title = QLabel()
        self.title.setObjectName("lesson_title")
        self.title.setWordWrap(True)
        lay.addWidget(self.title)
        self.count = QLabel()
        self.count.setObjectName("step_count")
        lay.addWidget(self.count)
        self.text = QTextBrowser()
        self.text.setObjectName("lesson_text")
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(lambda url: handle_link(url.toString(), self))
        lay.addWidget(self.text, 1)
        self.choices = QWidget()
        self.choices.setObjectName("choices")
        self.choice_row = QGridLayout(self.choices)
        self.choice_row.setContentsMargins(0, 0, 0, 0)
        for c in range(6):  # six narrow columns: rows of three, two or one buttons
            self.choice_row.setColumnStretch(c, 1)
        lay.addWidget(self.choices)
        self.buttons: list[QPushButton] = []
        self._next_place = (0, 0)  # row and column (of six) of the next answer button
        self.columns = 3
        self.hint = QLabel()
        self.hint.setObjectName("hint")
        self.hint.setWordWrap(True)
        self.hint.hide()
        lay.addWidget(self.hint)
        self.feedback = QLabel()
        self.feedback.setObjectName("feedback")
        self.feedback.setWordWrap(True)
        self.feedback.setTextFormat(Qt.TextFormat.RichText)
        self.feedback.linkActivated.connect(lambda href: handle_link(href, self))
        self.feedback.hide()
        lay.addWidget(self.feedback)
        nav = QHBoxLayout()
        self.back = QPushButton(tr("Back"))
        self.back.setObjectName("lesson_back")
        self.next = QPushButton(tr("Next"))
        self.next.setObjectName("lesson_next")
        self.next.setDefault(True)
        nav.addWidget(self.back)
        nav.addStretch(1)
        nav.addWidget(self.next)
        lay.addLayout(nav)

    def set_text(self, title: str, count: str, body: str) -> None:
        self.title.setText(title)
        self.count.setText(count)
        self.text.setHtml(body)
        self.feedback.hide()
        self.hint.hide()

    def _column_width(self, columns: int | None = None) -> int:
        n = columns or self.columns
        spacing = max(0, self.choice_row.horizontalSpacing())
        return max(1, (self.choices.width() - (n - 1) * spacing) // n)

    def fit_columns(self, texts: list[str]) -> None:
        """Three answer buttons to a row, or two, or one: as many as these words allow."""
        widest = max((QPushButton(t).sizeHint().width() for t in texts), default=0)
        self.columns = next((n for n in (3, 2) if widest <= self._column_width(n)), 1)

    def clear_choices(self) -> None:
        for b in self.buttons:
            b.hide()
            b.deleteLater()
        self.buttons = []
        self._next_place = (0, 0)
        self.columns = 3
        while self.choice_row.count():
            self.choice_row.takeAt(0)

    def add_choice(self, name: str, text: str, slot: Callable[[], None],
                   card: Card | None = None) -> QPushButton:
        b = QPushButton(text)
        b.setObjectName(name)
        if card is not None:
            b.setIcon(QIcon(self.deck.pixmap(str(card), 150)))
            b.setIconSize(QSize(66, 100))
            b.setToolTip(card.name)
        b.clicked.connect(slot)
        # `columns` to a row; a button whose words need more room takes more places
        span = min(6, -(-b.sizeHint().width() // self._column_width()) * (6 // self.columns))
        row, col = self._next_place
        if col + span > 6:
            row, col = row + 1, 0
        self.choice_row.addWidget(b, row, col, 1, span)
        self._next_place = (row, col + span)
        b.show()  # the panel is already visible: a new child must be shown now
        self.buttons.append(b)
        return b

    def show_verdict(self, verdict: Verdict, extra: str = "") -> None:
        head = tr("Right!") if verdict.ok else tr("Not quite.")
        parts = [f"<b>{html.escape(head)}</b>"]
        if verdict.why:
            parts.append(html.escape(verdict.why))
        if extra:
            parts.append(extra)
        if verdict.article:
            parts.append(article_links((verdict.article,)))
        self.feedback.setStyleSheet(RIGHT_STYLE if verdict.ok else WRONG_STYLE)
        self.feedback.setText("<br>".join(parts))
        self.feedback.show()
        self.answered.emit(verdict.ok)


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


class LearnWindow(QMainWindow):
    """Lessons on the left, the table in the middle, the lesson panel on the right."""

    lesson_done = Signal(str)

    def __init__(self, speed: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("learn_window")
        self.setWindowTitle(tr("Learn to play La Zanga"))
        self.resize(1360, 820)
        key = speed or str(settings.get("view/speed"))
        self.deck = Deck("cards-cb" if settings.get("view/colour_blind") else "cards")
        self.scene = QGraphicsScene(self)
        self.view = TableView(self.scene)
        self.animator = Animator(settings.SPEEDS.get(key, 1.0), self)
        self.controller = LessonController(self.animator, self)
        self.board = ZangaBoard(self.scene, self.animator, self.controller, self.deck)
        self.board.highlight_legal = False  # the learner finds the cards himself
        self.view.rescaled.connect(self.board.set_view_scale)
        self.question = QuestionPanel(self.deck)
        self.question_proxy: QGraphicsProxyWidget = self.scene.addWidget(self.question)
        self.question_proxy.setZValue(85)
        self.question.hide()
        self.question.buttons[0].clicked.connect(lambda: self._which_clicked(0))
        self.question.buttons[1].clicked.connect(lambda: self._which_clicked(1))
        self.view.key_pressed.connect(
            lambda e: e.accept() if self.board.handle_key(e) else e.ignore())

        self.list = QListWidget()
        self.list.setObjectName("lesson_list")
        # narrow enough for a 1024 x 600 screen: titles wrap rather than push the panel
        # (and its Next button) off the screen
        self.list.setMinimumWidth(150)
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.view.setMinimumSize(360, 300)
        self.panel = LessonPanel(self.deck)
        self.panel.setMinimumWidth(280)
        split = QSplitter()
        split.addWidget(self.list)
        split.addWidget(self.view)
        split.addWidget(self.panel)
        split.setStretchFactor(1, 1)
        split.setSizes([250, 760, 350])
        self.split = split
        self.setCentralWidget(split)

        progress.migrate()
        self.lessons: tuple[Lesson, ...] = lessons()
        self.index = 0
        self.step_index = 0
        self.solved = False
        self.suggested: Action | None = None
        self._fill_list()
        self.list.currentRowChanged.connect(self._on_row)
        self.panel.next.clicked.connect(self.go_next)
        self.panel.back.clicked.connect(self.go_back)
        ctl = self.controller
        ctl.chosen.connect(self._on_chosen)
        ctl.human_turn.connect(self._on_turn)
        ctl.refused.connect(self._on_refused)
        ctl.acted.connect(self._on_acted)
        ctl.hand_over.connect(self._on_hand_over)
        self._build_menu()

    def showEvent(self, event: QShowEvent) -> None:
        """The list and the panel take their share of the width the window opens at, the
        table the rest: on a small screen the table keeps room to be read."""
        super().showEvent(event)
        width = self.split.width() or self.width()
        side = max(150, min(250, round(width * 0.15)))
        panel = max(280, min(350, round(width * 0.26)))
        self.split.setSizes([side, max(360, width - side - panel), panel])

    # ---------------------------------------------------------------- set-up

    def _build_menu(self) -> None:
        from .practice import PracticeDialog
        from .reference import open_article, show_cheat_sheet

        menu = self.menuBar().addMenu(tr("&Learn"))
        menu.addAction(tr("Card order &practice..."), lambda: PracticeDialog(self).exec())
        menu.addAction(tr("&Reglamento..."), lambda: open_article(None, self))
        menu.addAction(tr("&Cheat sheet"), lambda: show_cheat_sheet(self))
        menu.addSeparator()
        menu.addAction(tr("&Start the lessons again"), self.restart)
        menu.addAction(tr("&Close"), self.close)

    def _fill_list(self) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        finished = progress.done()
        for n, lesson in enumerate(self.lessons, 1):
            mark = "✓ " if lesson.id in finished else "    "
            item = QListWidgetItem(f"{mark}{n}. {pick(lesson.title)}")
            item.setData(Qt.ItemDataRole.UserRole, lesson.id)
            item.setToolTip(pick(lesson.summary))
            self.list.addItem(item)
        self.list.setCurrentRow(self.index)
        self.list.blockSignals(False)

    def start(self) -> None:
        """Open the lesson last open, at the step reached (resume where the learner left off)."""
        ids = [lesson.id for lesson in self.lessons]
        current = progress.current()
        if current in ids:
            self.open_lesson(ids.index(current), resume=True)
        else:
            finished = progress.done()
            first = next((i for i, lesson in enumerate(self.lessons)
                          if lesson.id not in finished), 0)
            self.open_lesson(first, resume=True)

    def restart(self) -> None:
        progress.reset()
        self.index = 0
        self._fill_list()
        self.open_lesson(0)

    # ---------------------------------------------------------------- navigation

    @property
    def lesson(self) -> Lesson:
        return self.lessons[self.index]

    @property
    def step(self) -> Step:
        return self.lesson.steps[self.step_index]

    def _on_row(self, row: int) -> None:
        if 0 <= row < len(self.lessons) and row != self.index:
            self.open_lesson(row, resume=True)

    def open_lesson(self, index: int, resume: bool = False) -> None:
        self.index = index
        progress.set_current(self.lesson.id)
        self.list.blockSignals(True)
        self.list.setCurrentRow(index)
        self.list.blockSignals(False)
        start = progress.step(self.lesson.id) if resume else 0
        if self.lesson.id in progress.done() and start >= len(self.lesson.steps) - 1:
            start = 0
        self.show_step(min(start, len(self.lesson.steps) - 1))

    def go_next(self) -> None:
        if self.step.interactive and not self.solved:
            return
        if self.step_index + 1 < len(self.lesson.steps):
            self.show_step(self.step_index + 1)
        elif self.index + 1 < len(self.lessons):
            self.open_lesson(self.index + 1)

    def go_back(self) -> None:
        if self.step_index > 0:
            self.show_step(self.step_index - 1)

    def _finish_step(self) -> None:
        self.solved = True
        self.panel.next.setEnabled(True)
        if self.step_index == len(self.lesson.steps) - 1:
            progress.mark_done(self.lesson.id)
            progress.set_step(self.lesson.id, 0)
            self._fill_list()
            self.panel.next.setText(tr("Next lesson") if self.index + 1 < len(self.lessons)
                                    else tr("All lessons done"))
            self.panel.next.setEnabled(self.index + 1 < len(self.lessons))
            self.lesson_done.emit(self.lesson.id)
        else:
            progress.set_step(self.lesson.id, self.step_index + 1)

    # ---------------------------------------------------------------- showing a step

    def show_step(self, i: int) -> None:
        self.step_index = i
        step = self.step
        self.solved = False
        self.suggested = None
        progress.set_step(self.lesson.id, i)
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
        count = tr("Step {0} of {1}").format(i + 1, len(self.lesson.steps))
        self.panel.set_text(pick(self.lesson.title), count, body)
        self.panel.clear_choices()
        self.panel.back.setEnabled(i > 0)
        self.panel.next.setText(tr("Next"))
        self.panel.next.setEnabled(not step.interactive)
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
        if not step.interactive and i == len(self.lesson.steps) - 1:
            self._finish_step()

    def gloss(self, word: Word) -> str:
        """What `word` means (HTML): the lesson's gloss, else another lesson's, else the
        table's tooltip."""
        text = pick(self.lesson.glosses.get(word.value) or word_glosses().get(word.value))
        return text or html.escape(word_gloss(word))

    # ---------------------------------------------------------------- answers

    def _verdict(self, verdict: Verdict, extra: str = "") -> None:
        if verdict.ok:
            right = linkify(pick(self.step.right))
            self.panel.show_verdict(verdict, right + (" " + extra if extra else ""))
            self._finish_step()
        else:
            self.panel.show_verdict(verdict, linkify(pick(self.step.wrong)))

    def answer_say(self, word: Word) -> None:
        if self.solved or self.step.kind != "say":
            return
        verdict = self.controller.check_say(word, self.step)
        self._verdict(verdict)
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
        self._verdict(check_which(trump, led, other, card))

    def answer_choice(self, value: str) -> None:
        if self.solved:
            return
        self._verdict(self.controller.check_choice(value, self.step))

    def _on_chosen(self, action: Action) -> None:
        """A click on the table (a card, or a button the table offers) in a scripted step."""
        if self.solved or self.step.kind != "act":
            return
        verdict = self.controller.check_action(action, self.step)
        self._verdict(verdict)
        if verdict.ok:
            self.controller.accept(action)
        elif verdict.error is not None:
            self.board.on_refused(verdict.error)

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
        self._verdict(Verdict(True, hand_over_text(result, self.controller.names,
                                                   self.controller.you)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.lessons:
            self.setWindowTitle(tr("Learn to play La Zanga"))
            self._fill_list()
            if not self.solved:
                self.show_step(self.step_index)
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.shutdown()
        super().closeEvent(event)


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
        return tr("play the {0}").format(value.name)
    if isinstance(value, Word):
        return tr("say {0}").format(word_text(value))
    if action.kind is Kind.TRUMP:
        return tr("name {0} as trumps").format(getattr(value, "spanish", str(value)))
    return str(action.json_value())
