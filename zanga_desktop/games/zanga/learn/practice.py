"""Card order practice: a random trump suit, one card led and one played after it; which wins?
The engine's `ORDERS` answers; a streak counts the right answers in a row."""

from __future__ import annotations

import html
import random

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ....ui.card_names import the_card
from ....ui.learn.panel import Verdict
from ....ui.modal import asked_once
from ....ui.table.art import chosen_deck
from ..rules import DECK, ORDERS, SUITS, Card, Suit
from . import progress
from .checks import check_which, winner_of

STYLE = """
QLabel#practice_question { font-size: 18px; font-weight: bold; }
QLabel#practice_feedback { border-radius: 8px; padding: 8px; }
QLabel#practice_streak { font-size: 15px; color: #3a2405; }
"""


def tr(text: str) -> str:
    return QCoreApplication.translate("Learn", text)


def deal_pair(rng: random.Random) -> tuple[Suit, Card, Card]:
    """A trump suit and two cards, the first led. Half the time both are in the same suit in
    play (the harder case: the order decides); otherwise a trump against a plain card, or two
    plain suits (the card led wins)."""
    trump = rng.choice(SUITS)
    order = ORDERS[trump]
    led = rng.choice(DECK)
    same = [c for c in DECK if c != led and order.suit_of(c) == order.suit_of(led)]
    if rng.random() < 0.6 and same:
        other = rng.choice(same)
    else:
        other = rng.choice([c for c in DECK if c != led])
    return trump, led, other


class PracticeDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, seed: int | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("practice_dialog")
        self.setWindowTitle(tr("Card order practice"))
        self.setStyleSheet(STYLE)
        self.rng = random.Random(seed)
        self.deck = chosen_deck()
        self.streak = 0
        self.best = progress.best_streak()
        lay = QVBoxLayout(self)
        self.question = QLabel()
        self.question.setObjectName("practice_question")
        self.question.setWordWrap(True)
        lay.addWidget(self.question)
        row = QHBoxLayout()
        self.led_button = QPushButton()
        self.led_button.setObjectName("practice_led")
        self.other_button = QPushButton()
        self.other_button.setObjectName("practice_other")
        for b in (self.led_button, self.other_button):
            b.setIconSize(QSize(120, 180))
            row.addWidget(b)
        self.led_button.clicked.connect(lambda: self.answer(self.led))
        self.other_button.clicked.connect(lambda: self.answer(self.other))
        lay.addLayout(row)
        self.feedback = QLabel()
        self.feedback.setObjectName("practice_feedback")
        self.feedback.setWordWrap(True)
        self.feedback.setMinimumHeight(70)
        lay.addWidget(self.feedback)
        bottom = QHBoxLayout()
        self.streak_label = QLabel()
        self.streak_label.setObjectName("practice_streak")
        bottom.addWidget(self.streak_label)
        bottom.addStretch(1)
        self.next_button = QPushButton(tr("Next pair"))
        self.next_button.setObjectName("practice_next")
        self.next_button.clicked.connect(self.new_round)
        bottom.addWidget(self.next_button)
        close = QPushButton(tr("Close"))
        close.clicked.connect(self.accept)
        bottom.addWidget(close)
        lay.addLayout(bottom)
        self.trump: Suit = Suit.OROS
        self.led: Card = DECK[0]
        self.other: Card = DECK[1]
        self.answered = False
        self.new_round()

    def new_round(self) -> None:
        self.trump, self.led, self.other = deal_pair(self.rng)
        self.answered = False
        self.question.setText(tr("Trumps are {0}; {1} was led, then {2} was played. "
                                 "Which wins?").format(self.trump.spanish,
                                                       the_card(self.led),
                                                       the_card(self.other)))
        for b, card, what in ((self.led_button, self.led, tr("led")),
                              (self.other_button, self.other, tr("played second"))):
            b.setIcon(QIcon(self.deck.pixmap(str(card), 270)))
            b.setText(f"{card.name}\n({what})")
            b.setEnabled(True)
        self.feedback.clear()
        self.feedback.setStyleSheet("")
        self.next_button.setEnabled(False)
        self._show_streak()

    def winner(self) -> Card:
        return winner_of(self.trump, [(0, self.led), (1, self.other)])[1]

    def answer(self, card: Card) -> Verdict:
        verdict = check_which(self.trump, self.led, self.other, card)
        if self.answered:
            return verdict
        self.answered = True
        if verdict.ok:
            self.streak += 1
            if self.streak > self.best:
                self.best = self.streak
                progress.set_best_streak(self.best)
        else:
            self.streak = 0
        head = tr("Right!") if verdict.ok else tr("Not quite.")
        self.feedback.setText(f"<b>{html.escape(head)}</b> {html.escape(verdict.why)}")
        self.feedback.setTextFormat(Qt.TextFormat.RichText)
        self.feedback.setStyleSheet("QLabel { background: %s; }" %
                                    ("#e2f5df" if verdict.ok else "#fde5df"))
        self.led_button.setEnabled(False)
        self.other_button.setEnabled(False)
        self.next_button.setEnabled(True)
        self.next_button.setFocus()
        self._show_streak()
        return verdict

    def _show_streak(self) -> None:
        self.streak_label.setText(tr("Streak: {0}   Best: {1}").format(self.streak, self.best))


def ask_practice(parent: QWidget | None = None) -> None:
    """The card-order practice, asked once (the Learn menus of the window and the lessons)."""
    with asked_once(PracticeDialog(parent)) as dialog:
        dialog.exec()
