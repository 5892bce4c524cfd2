"""The cover over any game's table between two humans at one screen: the next player's cards
stay hidden until he says who he is ("I am Ana, show my cards"), so nobody sees another's
hand."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout

from ..i18n import tr

STYLE = """
QFrame#cover { background: #0c1f14; }
QLabel { color: #fdf8ea; background: transparent; font-size: 34px; font-weight: bold; }
QLabel#cover_detail { color: #d6e4cf; font-size: 22px; font-weight: normal; }
QPushButton { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #f9e3a0,
              stop:1 #d9a93c); color: #2b1d0e; border: 1px solid #6b4a12;
              border-radius: 14px; padding: 14px 30px; font-size: 26px; font-weight: bold; }
QPushButton:focus { border: 3px solid #7fd3ff; }
"""


class Cover(QFrame):
    """`on_done(seat)` once the player at `seat` has said he is at the screen."""

    def __init__(self, on_done: Callable[[int], None]) -> None:
        super().__init__()
        self.setObjectName("cover")
        self.setStyleSheet(STYLE)
        self.on_done = on_done
        self.seat = -1
        self.name = ""
        box = QVBoxLayout(self)
        box.addStretch(2)
        self.title = QLabel()
        self.title.setObjectName("cover_title")
        self.detail = QLabel()
        self.detail.setObjectName("cover_detail")
        self.button = QPushButton()
        self.button.setObjectName("cover_show")
        self.button.clicked.connect(lambda: self.on_done(self.seat))
        for w in (self.title, self.detail):
            w.setAlignment(Qt.AlignmentFlag.AlignCenter)
            w.setWordWrap(True)
            box.addWidget(w)
        box.addSpacing(24)
        box.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addStretch(3)

    def ask(self, seat: int, name: str) -> None:
        self.seat, self.name = seat, name
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(tr("Pass the screen to {0}").format(self.name))
        self.detail.setText(tr("The others look away: {0}'s cards are shown next.").format(
            self.name))
        self.button.setText(tr("I am {0}, show my cards").format(self.name))
