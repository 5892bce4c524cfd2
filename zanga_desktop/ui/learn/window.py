"""The lessons window of any game: the list of lessons with their check marks on the left,
the game's own table in the middle, the lesson panel on the right; moving through lessons and
steps, progress kept, the verdict shown. A game's lesson window subclasses it and presents
each step on its table (`present`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsScene,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QSplitter,
    QWidget,
)

from .. import settings
from ..app_icon import app_icon
from ..i18n import sentences
from ..table.animator import Animator
from ..table.art import chosen_deck
from ..table.view import TableView
from ..window_fit import fit
from .lesson_rows import DONE, MARK, NUMBER, LessonRows
from .panel import LessonPanel, Verdict
from .progress import Progress
from .text import Text, pick


def tr(text: str) -> str:
    return QCoreApplication.translate("Learn", text)


class StepLike(Protocol):
    @property
    def kind(self) -> str: ...
    @property
    def interactive(self) -> bool: ...
    @property
    def right(self) -> Text: ...
    @property
    def wrong(self) -> Text: ...


class LessonLike(Protocol):
    @property
    def id(self) -> str: ...
    @property
    def title(self) -> Text: ...
    @property
    def summary(self) -> Text: ...
    @property
    def steps(self) -> Sequence[StepLike]: ...


L = TypeVar("L", bound=LessonLike)
S = TypeVar("S", bound=StepLike)


class LessonWindow(QMainWindow, Generic[L, S]):
    """The frame, for lessons of type L made of steps of type S; the subclass makes its
    `controller` and board on `scene` and `animator`, then calls `setup(lessons)`."""

    lesson_done = Signal(str)
    #: The widest the lesson list and the panel grow (pixels): a game whose table needs
    #: more room (its prompts are wide) keeps them narrower.
    LIST_MAX = 250
    PANEL_MAX = 350

    def __init__(self, progress: Progress, speed: str | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("learn_window")
        self.progress = progress
        self.resize(1360, 820)
        key = speed or str(settings.get("view/speed"))
        self.deck = chosen_deck()
        self.scene = QGraphicsScene(self)
        self.view = TableView(self.scene)
        self.animator = Animator(settings.SPEEDS.get(key, 1.0), self)
        self.lessons: tuple[L, ...] = ()
        self.controller: Any = None
        self.index = 0
        self.step_index = 0
        self.solved = False

    def setup(self, lessons: Sequence[L]) -> None:
        """The list, the table and the panel side by side, the lessons listed."""
        self.setWindowTitle(self.window_title())
        self.setWindowIcon(app_icon())  # a window of its own: without it, none
        self.list = QListWidget()
        self.list.setObjectName("lesson_list")
        # narrow enough for a 1024 x 600 screen: titles wrap rather than push the panel
        # (and its Next button) off the screen
        self.list.setMinimumWidth(150)
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        # the mark and the number in their own columns: a wrapped title keeps its indent
        self.list.setItemDelegate(LessonRows(self.list))
        self.view.setMinimumSize(360, 300)
        self.panel = LessonPanel(self.deck, self.cite)
        self.panel.setMinimumWidth(280)
        split = QSplitter()
        split.addWidget(self.list)
        split.addWidget(self.view)
        split.addWidget(self.panel)
        split.setStretchFactor(1, 1)
        split.setSizes([250, 760, 350])
        self.split = split
        self.setCentralWidget(split)
        self.lessons = tuple(lessons)
        self._fill_list()
        self.list.currentRowChanged.connect(self._on_row)
        self.panel.next.clicked.connect(self.go_next)
        self.panel.back.clicked.connect(self.go_back)

    # ---------------------------------------------------------------- for the game

    def window_title(self) -> str:
        raise NotImplementedError

    def cite(self, number: int) -> str:
        """The HTML that cites rule `number` (a link to it)."""
        raise NotImplementedError

    def present(self, step: S) -> None:
        """Put the step on the table and its answer buttons in the panel (text is shown)."""
        raise NotImplementedError

    def step_body(self, step: S) -> str:
        """The step's text as HTML."""
        raise NotImplementedError

    def shutdown(self) -> None:
        """Stop the table's controller (the window closes)."""
        if self.controller is not None:
            self.controller.shutdown()

    def showEvent(self, event: QShowEvent) -> None:
        """The list and the panel take their share of the width the window opens at, the
        table the rest: on a small screen the table keeps room to be read."""
        super().showEvent(event)
        width = self.split.width() or self.width()
        side = max(150, min(self.LIST_MAX, round(width * 0.15)))
        panel = max(280, min(self.PANEL_MAX, round(width * 0.26)))
        self.split.setSizes([side, max(360, width - side - panel), panel])

    def _fill_list(self) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        finished = self.progress.done()
        for n, lesson in enumerate(self.lessons, 1):
            done = lesson.id in finished
            title = pick(lesson.title)
            item = QListWidgetItem(title)
            item.setData(Qt.ItemDataRole.UserRole, lesson.id)
            item.setData(DONE, done)
            item.setData(NUMBER, n)
            item.setData(Qt.ItemDataRole.AccessibleTextRole,
                         f"{MARK + ' ' if done else ''}{n}. {title}")
            item.setToolTip(pick(lesson.summary))
            self.list.addItem(item)
        self.list.setCurrentRow(self.index)
        self.list.blockSignals(False)

    def start(self) -> None:
        """Open the lesson last open, at the step reached (resume where the learner left off)."""
        ids = [lesson.id for lesson in self.lessons]
        current = self.progress.current()
        if current in ids:
            self.open_lesson(ids.index(current), resume=True)
        else:
            finished = self.progress.done()
            first = next((i for i, lesson in enumerate(self.lessons)
                          if lesson.id not in finished), 0)
            self.open_lesson(first, resume=True)

    def restart(self) -> None:
        self.progress.reset()
        self.index = 0
        self._fill_list()
        self.open_lesson(0)

    def add_closing_items(self, menu: QMenu) -> None:
        """The end of a lessons window's Learn menu: Close, on the platform's Close keys, and
        Quit, on its Quit keys, which ends the program as its own window's Quit does (that
        window closes the lessons as it goes)."""
        menu.addAction(tr("&Close"), self.close).setShortcuts(QKeySequence.StandardKey.Close)
        menu.addAction(tr("&Quit"), QApplication.closeAllWindows).setShortcuts(
            QKeySequence.StandardKey.Quit)

    # ---------------------------------------------------------------- navigation

    @property
    def lesson(self) -> L:
        return self.lessons[self.index]

    @property
    def step(self) -> S:
        step: S = self.lesson.steps[self.step_index]  # type: ignore[assignment]
        return step

    def _on_row(self, row: int) -> None:
        if 0 <= row < len(self.lessons) and row != self.index:
            self.open_lesson(row, resume=True)

    def open_lesson(self, index: int, resume: bool = False) -> None:
        self.index = index
        self.progress.set_current(self.lesson.id)
        self.list.blockSignals(True)
        self.list.setCurrentRow(index)
        self.list.blockSignals(False)
        start = self.progress.step(self.lesson.id) if resume else 0
        if self.lesson.id in self.progress.done() and start >= len(self.lesson.steps) - 1:
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
            self.progress.mark_done(self.lesson.id)
            self.progress.set_step(self.lesson.id, 0)
            self._fill_list()
            self.panel.next.setText(tr("Next lesson") if self.index + 1 < len(self.lessons)
                                    else tr("All lessons done"))
            self.panel.next.setEnabled(self.index + 1 < len(self.lessons))
            self.lesson_done.emit(self.lesson.id)
        else:
            self.progress.set_step(self.lesson.id, self.step_index + 1)

    def show_step(self, i: int) -> None:
        self.step_index = i
        step = self.step
        self.solved = False
        self.progress.set_step(self.lesson.id, i)
        count = tr("Step {0} of {1}").format(i + 1, len(self.lesson.steps))
        self.panel.set_text(pick(self.lesson.title), count, self.step_body(step))
        self.panel.clear_choices()
        self.panel.back.setEnabled(i > 0)
        self.panel.next.setText(tr("Next"))
        self.panel.next.setEnabled(not step.interactive)
        self.present(step)
        if not step.interactive and i == len(self.lesson.steps) - 1:
            self._finish_step()

    def verdict(self, verdict: Verdict, extra: str = "") -> None:
        """Show the engine's verdict; a right answer finishes the step."""
        step = self.step
        if verdict.ok:
            right = self.linkify(pick(step.right))
            self.panel.show_verdict(verdict, sentences(right, extra))
            self._finish_step()
        else:
            self.panel.show_verdict(verdict, self.linkify(pick(step.wrong)))

    def on_chosen(self, action: object) -> None:
        """The learner's action on the table (a card, or a button the table offers) in an
        `act` step: checked (`check_on_table`), played if right, else its refusal shown on
        the table too (`show_refusal`)."""
        if self.solved or self.step.kind != "act":
            return
        verdict = self.check_on_table(action)
        if verdict is None:
            return
        self.verdict(verdict)
        if verdict.ok:
            self.controller.accept(action)
        elif verdict.error is not None:
            self.show_refusal(verdict.error)

    def present_choices(self, choices: Sequence[Any]) -> None:
        """A `choose` step's answers (`Choice`s: a value and its words) as the panel's
        buttons, each answered by `answer_choice`."""
        self.panel.fit_columns([pick(c.label) for c in choices])
        for c in choices:
            self.panel.add_choice(f"choice_{c.value}", pick(c.label), self._choice_slot(c.value))

    def _choice_slot(self, value: str) -> Callable[[], None]:
        return lambda: self.answer_choice(value)

    def answer_choice(self, value: str) -> None:
        """A `choose` step answered: the engine's verdict (`check_choice`; by default the
        game's controller checks it, `check_choice(value, step)`)."""
        if self.solved or self.step.kind != "choose":
            return
        self.verdict(self.check_choice(value))

    def check_choice(self, value: str) -> Verdict:
        """The engine's verdict on `value`, the answer to this `choose` step."""
        verdict: Verdict = self.controller.check_choice(value, self.step)
        return verdict

    def check_on_table(self, action: object) -> Verdict | None:
        """The engine's verdict on `action` for this step (None: not an action of this game)."""
        raise NotImplementedError

    def show_refusal(self, error: object) -> None:
        """Show the rules' refusal on the table as the game's table shows one."""

    def linkify(self, text_html: str) -> str:
        """Citations in a lesson's own text made links (none by default)."""
        return text_html

    def changeEvent(self, event: QEvent) -> None:
        # a closed window (kept until the lessons open again) stays as it was closed: its
        # step shown again would seat its position and set the computer seats thinking
        if event.type() == QEvent.Type.LanguageChange and self.lessons and self.isVisible():
            self.setWindowTitle(self.window_title())
            self._fill_list()
            if not self.solved:
                self.show_step(self.step_index)
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        super().closeEvent(event)


W = TypeVar("W", bound=LessonWindow[Any, Any])


def one_window(windows: list[W], make: Callable[[], W], name: str,
               size: QSize | None = None) -> W:
    """The lessons window of a game, one at a time (`windows` holds it): the one open brought
    to the front, else a new one sized and placed as it was last (`name`), resumed where the
    learner left off."""
    for w in windows:
        if w.isVisible():
            w.raise_()
            w.activateWindow()
            return w
    window = make()
    windows[:] = [window]
    # `size` if the screen has room, maximised on a small screen
    fit(window, name, size or QSize(1360, 820), share=0.86)
    window.show()
    window.start()
    return window
