"""The lesson panel beside the table: the step's text, its answer buttons, the verdict with
the rule it cites, Back and Next. Game-free: a game's lesson window fills it."""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...core.deck import Card
from ...core.errors import RulesError
from ..table.art import Deck
from .links import handle_link

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


@dataclass(frozen=True)
class Verdict:
    """The engine's word on an answer: right or not, why (plain text, translated), the rule
    it cites (La Zanga's article, El Envite's section) and the refusal, if the rules refused."""

    ok: bool
    why: str = ""
    article: int | None = None
    error: RulesError | None = None


class LessonPanel(QWidget):
    """The side panel; `cite(n)` makes the HTML that cites rule n in a verdict."""

    answered = Signal(bool)

    def __init__(self, deck: Deck, cite: Callable[[int], str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lesson_panel")
        self.setStyleSheet(PANEL_STYLE)
        self.deck = deck
        self.cite = cite
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
        # the answers under the hint and the verdict, just above Back and Next: what comes
        # and goes takes its room from the text above, so an answer button never moves
        # under the pointer (a second click would land on the verdict)
        lay.addWidget(self.choices)
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
            parts.append(self.cite(verdict.article))
        self.feedback.setStyleSheet(RIGHT_STYLE if verdict.ok else WRONG_STYLE)
        self.feedback.setText("<br>".join(parts))
        self.feedback.show()
        self.answered.emit(verdict.ok)
