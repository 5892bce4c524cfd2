"""The docks beside the table: the rules tutor (explanations, narration, hints) and the hand
log with a peek at the last trick."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...engine import Card, ZangaError
from ..table.art import Deck
from ..tutor_text import article_text, explain, may_play_text
from .words import tr


class TutorDock(QDockWidget):
    hint_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Rules tutor"), parent)
        self.setObjectName("tutor_dock")
        body = QWidget()
        lay = QVBoxLayout(body)
        lay.setContentsMargins(8, 8, 8, 8)
        self.explanation = QLabel()
        self.explanation.setObjectName("tutor_explanation")
        self.explanation.setWordWrap(True)
        self.explanation.setTextFormat(Qt.TextFormat.RichText)
        self.explanation.setStyleSheet(
            "QLabel { background: #fff4d6; color: #3a2405; border: 1px solid #d9a93c;"
            " border-radius: 8px; padding: 8px; }")
        self.explanation.hide()
        lay.addWidget(self.explanation)
        self.hint_button = QPushButton(tr("Hint (H)"))
        self.hint_button.setObjectName("hint_button")
        self.hint_button.clicked.connect(self.hint_requested)
        lay.addWidget(self.hint_button)
        self.hint_label = QLabel()
        self.hint_label.setObjectName("hint_label")
        self.hint_label.setWordWrap(True)
        lay.addWidget(self.hint_label)
        self.narration = QTextBrowser()
        self.narration.setObjectName("narration")
        lay.addWidget(self.narration, 1)
        self.setWidget(body)

    def refuse(self, exc: ZangaError, led: Card | None) -> None:
        parts = [f"<b>{html.escape(explain(exc, led))}</b>"]
        art = article_text(exc)
        if art:
            parts.append(html.escape(art))
        may = may_play_text(exc)
        if may:
            parts.append(html.escape(may))
        self.explanation.setText("<br>".join(parts))
        self.explanation.show()

    def clear_refusal(self) -> None:
        self.explanation.hide()
        self.explanation.setText("")

    def say(self, line: str, strong: bool = False) -> None:
        text = html.escape(line)
        self.narration.append(f"<b>{text}</b>" if strong else text)

    def show_hint(self, text: str) -> None:
        self.hint_label.setText(text)


class LogDock(QDockWidget):
    def __init__(self, deck: Deck, parent: QWidget | None = None) -> None:
        super().__init__(tr("Hand log"), parent)
        self.setObjectName("log_dock")
        self.deck = deck
        body = QWidget()
        lay = QVBoxLayout(body)
        lay.setContentsMargins(8, 8, 8, 8)
        self.list = QListWidget()
        self.list.setObjectName("hand_log")
        lay.addWidget(self.list, 1)
        lay.addWidget(QLabel(tr("Last trick:")))
        self.last_caption = QLabel(tr("none yet"))
        self.last_caption.setObjectName("last_trick_caption")
        lay.addWidget(self.last_caption)
        row = QHBoxLayout()
        self.last_cards: list[QLabel] = []
        for _ in range(4):
            label = QLabel()
            label.setFixedSize(48, 72)
            row.addWidget(label)
            self.last_cards.append(label)
        row.addStretch(1)
        lay.addLayout(row)
        self.setWidget(body)

    def add(self, line: str) -> None:
        self.list.addItem(line)
        self.list.scrollToBottom()

    def clear(self) -> None:
        self.list.clear()
        self.show_last_trick("", ())

    def show_last_trick(self, caption: str, cards: tuple[Card, ...]) -> None:
        self.last_caption.setText(caption or tr("none yet"))
        for i, label in enumerate(self.last_cards):
            if i < len(cards):
                label.setPixmap(self.deck.pixmap(str(cards[i]), 72))
                label.setToolTip(cards[i].name)
            else:
                label.clear()
