"""The table's chat in the network dock: the phrases said (each with who said it), on the
dock's own background, and one button a preset phrase under them. There is no free text:
señas are the games' only signals between partners."""

from __future__ import annotations

import html

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from ...net.limits import CHAT_KEPT
from ...net.messages import Phrase, Said
from ..i18n import tr
from . import words

#: The said phrases drawn as the dock's other parts are: its background and words, a thin
#: rounded rim of the palette's, never a blank white field.
STYLE = """
QTextBrowser#chat { background: palette(window); color: palette(window-text);
                    border: 1px solid palette(mid); border-radius: 6px; padding: 2px 4px; }
"""


class ChatBox(QWidget):
    """`say(phrase)` when the player sends one."""

    say = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chat_box")
        self._said: list[Said] = []
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel()
        column.addWidget(self.title)
        self.lines = QTextBrowser()
        self.lines.setObjectName("chat")
        self.lines.setStyleSheet(STYLE)
        self.lines.setOpenLinks(False)
        self.lines.setMinimumHeight(72)
        column.addWidget(self.lines, 1)
        phrases = QGridLayout()
        phrases.setContentsMargins(0, 2, 0, 0)
        phrases.setSpacing(4)
        self.phrase_buttons: dict[Phrase, QPushButton] = {}
        for i, phrase in enumerate(Phrase):
            button = QPushButton()
            button.setObjectName(f"say_{phrase.value}")
            button.clicked.connect(lambda _=False, p=phrase: self.say.emit(p))
            phrases.addWidget(button, i // 2, i % 2)
            self.phrase_buttons[phrase] = button
        column.addLayout(phrases)
        self.retranslate()

    def add(self, said: Said) -> None:
        self._said.append(said)
        del self._said[:-CHAT_KEPT]  # as many as the table keeps
        self._draw()

    def clear(self) -> None:
        """Forget the lines shown: after each welcome the host tells the table's chat again,
        as it keeps it."""
        self._said.clear()
        self._draw()

    @property
    def said(self) -> tuple[Said, ...]:
        return tuple(self._said)

    def _draw(self) -> None:
        rows = []
        for s in self._said:
            if s.seat is None:  # a spectator says who he is, if he says it
                who = tr("{0}, watching").format(s.name) if s.name else tr("A spectator")
            else:
                who = s.name or words.seat_name_of(s.seat)
            who = html.escape(who)
            rows.append(tr("{0}: {1}").format(f"<b>{who}</b>",
                                              html.escape(words.phrase_text(s.phrase))))
        self.lines.setHtml("<br>".join(rows))
        bar = self.lines.verticalScrollBar()
        bar.setValue(bar.maximum())

    def retranslate(self) -> None:
        self.title.setText(tr("<b>Chat</b>"))
        self.lines.setPlaceholderText(tr("No messages yet."))
        for phrase, button in self.phrase_buttons.items():
            text = words.phrase_text(phrase)
            button.setText(text)
            button.setToolTip(tr("Say to the whole table: {0}").format(text))
        self._draw()
