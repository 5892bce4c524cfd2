"""The dock of a network table: where it is (its address and code, large, for players on
networks where it is not found by itself), who sits where and how (a countdown for a player
whose connection dropped, the host's choice when it runs out), whether this window only
watches, and the chat (`chat.py`)."""

from __future__ import annotations

import html
import time

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.game import GameDefinition
from ...net.messages import Said, SeatKind, TableState
from ..i18n import tr
from ..level_names import FIRST_LEVEL, level_label
from . import words
from .chat import ChatBox


class NetPanel(QDockWidget):
    """`give(seat, level or None)` and `start(level)` are the host's choices; `say(phrase)`
    the player's chat."""

    give = Signal(int, object)
    start = Signal(str)
    say = Signal(object)

    def __init__(self, game: GameDefinition, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("net_dock")
        self.game = game
        self.host = False
        self.watching = False
        self.state: TableState | None = None
        self._sides: dict[int, tuple[tuple[int, ...], ...]] = {}
        self._state_at = time.monotonic()
        body = QWidget()
        layout = QVBoxLayout(body)
        self.code_title = QLabel()
        self.code = QLabel()
        self.code.setObjectName("table_code")
        big = QFont(self.code.font())
        big.setPointSizeF(max(big.pointSizeF(), 9.0) * 2.2)
        big.setBold(True)
        self.code.setFont(big)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address = QLabel()
        self.address.setObjectName("table_address")
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setWordWrap(True)
        layout.addWidget(self.code_title)
        layout.addWidget(self.code)
        layout.addWidget(self.address)
        self.link = QLabel()
        self.link.setObjectName("link_state")
        self.link.setWordWrap(True)
        self.link.setTextFormat(Qt.TextFormat.PlainText)  # a host's reason, as it came
        layout.addWidget(self.link)
        self.watching_line = QLabel()
        self.watching_line.setObjectName("watching")
        self.watching_line.setWordWrap(True)
        self.watching_line.hide()
        layout.addWidget(self.watching_line)
        self.seats_title = QLabel()
        layout.addWidget(self.seats_title)
        self.seats = QGridLayout()
        layout.addLayout(self.seats)
        self.seat_rows: list[tuple[QLabel, QLabel, QWidget]] = []
        # the sentence above, wrapped; its level and the button below: a dock is narrow
        start_column = QVBoxLayout()
        start_column.setContentsMargins(0, 0, 0, 0)
        self.start_caption = QLabel()
        self.start_caption.setObjectName("start_caption")
        self.start_caption.setWordWrap(True)
        start_column.addWidget(self.start_caption)
        start_row = QHBoxLayout()
        self.start_level = self._levels()
        self.start_button = QPushButton()
        self.start_button.setObjectName("start_table")
        self.start_button.clicked.connect(
            lambda: self.start.emit(str(self.start_level.currentData())))
        start_row.addWidget(self.start_level, 1)
        start_row.addWidget(self.start_button)
        start_column.addLayout(start_row)
        self.start_box = QWidget()
        self.start_box.setLayout(start_column)
        layout.addWidget(self.start_box)
        self.chat = ChatBox()
        self.chat.say.connect(self.say)
        layout.addWidget(self.chat, 1)
        self.setWidget(body)
        self.setMaximumWidth(340)  # the table keeps the room it needs at 1366 pixels
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self._tick)
        self.timer.start()
        self.retranslate()

    def _levels(self) -> QComboBox:
        box = QComboBox()
        for level in self.game.levels:
            box.addItem(level_label(self.game, level), level)
        box.setCurrentIndex(max(0, box.findData(FIRST_LEVEL)))
        return box

    # ---------------------------------------------------------------- what the table says

    def show_where(self, code: str, address: str) -> None:
        self.code.setText(code)
        self.address.setText(address)

    def show_link(self, state: str, reason: str) -> None:
        self.link.setText(words.link_text(state, reason))

    def show_table(self, state: TableState) -> None:
        self.state = state
        self._state_at = time.monotonic()
        self._draw_seats()

    def add_said(self, said: Said) -> None:
        self.chat.add(said)

    def show_watching(self) -> None:
        """This window watches the table: said so, under the connection's state."""
        self.watching = True
        self.watching_line.show()
        self.retranslate()

    def _tick(self) -> None:
        if self.state is not None and any(s.away_s is not None for s in self.state.seats):
            self._draw_seats()

    def _draw_seats(self) -> None:
        state = self.state
        if state is None:
            return
        while len(self.seat_rows) < len(state.seats):
            name, what = QLabel(), QLabel()
            name.setWordWrap(True)
            what.setWordWrap(True)
            choose = QWidget()
            row = QHBoxLayout(choose)
            row.setContentsMargins(0, 0, 0, 0)
            level = self._levels()
            take = QPushButton()
            wait = QPushButton()
            seat = len(self.seat_rows)
            take.clicked.connect(lambda _=False, s=seat, box=level:
                                 self.give.emit(s, str(box.currentData())))
            wait.clicked.connect(lambda _=False, s=seat: self.give.emit(s, None))
            row.addWidget(level)
            row.addWidget(take)
            row.addWidget(wait)
            r = len(self.seat_rows) * 2
            self.seats.addWidget(name, r, 0)
            self.seats.addWidget(what, r, 1)
            self.seats.addWidget(choose, r + 1, 0, 1, 2)
            self.seat_rows.append((name, what, choose))
        elapsed = time.monotonic() - self._state_at
        count = len(state.seats)
        if count not in self._sides:  # drawn again every second while a seat is away
            self._sides[count] = words.sides_of(self.game, count)
        sides = self._sides[count]
        for info, (name, what, choose) in zip(state.seats, self.seat_rows, strict=False):
            label = words.seat_label(info, state.seats, sides)
            name.setText(f"<b>{html.escape(label)}</b>")  # a name is shown as written
            away = None if info.away_s is None else max(0.0, info.away_s - elapsed)
            what.setText(words.seat_state(self.game, info, away))
            held_up = (info.kind is SeatKind.PERSON and not info.connected
                       and (info.waiting or (away is not None and away <= 0)))
            choose.setVisible(self.host and held_up)
            buttons = choose.findChildren(QPushButton)
            if len(buttons) == 2:
                buttons[0].setText(tr("Computer plays"))
                buttons[1].setText(tr("Wait"))
        self.start_box.setVisible(self.host and not state.started)

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Network table"))
        self.code_title.setText(tr("Table code"))
        self.seats_title.setText(tr("<b>Seats</b>"))
        self.watching_line.setText(tr(
            "<b>Watching</b>: you see what every player sees, and no one's hand."))
        self.start_caption.setText(
            tr("If you start now, the computer plays the free seats at this level:"))
        self.start_button.setText(tr("Start now"))
        self.chat.retranslate()
        self._draw_seats()
