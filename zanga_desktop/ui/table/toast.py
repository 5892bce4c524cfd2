"""A short message on the table itself (a card refused, and why), readable whether the docks
are open or not: a rounded label over the view, just above the player's hand, gone after a
few seconds or at the next move. Not part of the scene, so it keeps its size in pixels at
any zoom."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, Qt, QTimer
from PySide6.QtWidgets import QGraphicsView, QLabel

WIDTH_IN_SCENE = 580.0  # the room between the team piles on the 1600-unit table


class Toast(QLabel):
    def __init__(self, view: QGraphicsView, anchor: QPointF) -> None:
        super().__init__(view.viewport())
        self.setObjectName("table_toast")
        self.view = view
        self.anchor = anchor  # the scene point the toast's bottom centre sits on
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)  # names and a host's words, as written
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet(
            "QLabel#table_toast { background: rgba(58, 20, 8, 235); color: #fff4d6;"
            " border: 2px solid #e0a030; border-radius: 10px; padding: 8px 14px;"
            " font-size: 15px; font-weight: bold; }")
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.hide)
        self.hide()
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self.place()
        return False

    def show_text(self, text: str, ms: int = 6000) -> None:
        self.setText(text)
        self.place()
        self.show()
        self.raise_()
        self.timer.start(ms)

    def place(self) -> None:
        port = self.view.viewport()
        # between the team piles (scene x 510 to 1090), so no count is hidden
        room = round(WIDTH_IN_SCENE * self.view.transform().m11())
        width = min(520, max(260, room), port.width() - 20)
        self.setFixedWidth(width)
        self.adjustSize()
        at = self.view.mapFromScene(self.anchor)
        x = max(10, min(at.x() - width // 2, port.width() - width - 10))
        y = max(10, min(at.y() - self.height(), port.height() - self.height() - 10))
        self.move(x, y)
