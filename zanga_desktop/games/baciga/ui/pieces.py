"""La Báciga's own pieces on the toolkit's table: the mark a comodín carries (section 3:
that it is one, and once fixed, the rank it copies), the rank picker shown on a comodín being
fixed (only the ranks the rules allow), and the banner that announces ¡Pasado!, ¡Las cosas!
and the end of the game in the middle of the table."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QAbstractAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGridLayout,
    QPushButton,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ....ui.table.animator import Animator
from ....ui.table.art import CARD_H, CARD_W
from ....ui.table.overlay import PromptFrame, PromptSizes, prompt_style
from ....ui.table.pieces import GOLD, INK, table_font
from ..rules import Card
from . import words

MARK_H = 78.0  # in the card's own units (200 x 300): the lower quarter of the card
RANK_W = 92  # a rank's button on the picker, pixels: all alike, "Caballo" the longest


class ComodinMark(QGraphicsObject):
    """Painted over the lower part of a comodín's face (a child of its card item, so it
    moves, turns and scales with it): "comodín" while it is free, "= 3" once fixed. Nothing
    shows while the card lies face down."""

    def __init__(self, parent: QGraphicsObject) -> None:
        super().__init__(parent)
        self.rank: int | None = None
        self.setZValue(1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rank(self, rank: int | None) -> None:
        if rank != self.rank:
            self.rank = rank
            self.update()

    def text(self) -> str:
        return words.comodin_mark(self.rank)

    def boundingRect(self) -> QRectF:
        return QRectF(-CARD_W / 2 + 6, CARD_H / 2 - MARK_H - 8, CARD_W - 12, MARK_H)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        card = self.parentObject()
        if card is None or not bool(card.property("faceUp")):
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect()
        fixed = self.rank is not None
        p.setPen(QPen(QColor("#6b4a12"), 4))
        p.setBrush(QColor("#1f5e3a") if fixed else QColor("#fbe7a6"))
        p.drawRoundedRect(r, 22, 22)
        font = table_font(34, True)
        text = self.text()
        fm = QFontMetricsF(font)
        while fm.horizontalAdvance(text) > r.width() - 16 and font.pointSizeF() > 12:
            font.setPointSizeF(font.pointSizeF() - 1)
            fm = QFontMetricsF(font)
        p.setFont(font)
        p.setPen(INK if fixed else QColor("#3a2405"))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)


PICKER_STYLE = prompt_style(PromptSizes(corner=14, title=19, detail=15, padding=(4, 10),
                                        button=19, button_height=32),
                            'QPushButton[best="true"] { border: 3px solid #8dff9e; }\n')


class RankPicker(PromptFrame):
    """The ranks a comodín may be fixed to, as buttons (section 3): `on_rank(rank)` with the
    one chosen, `on_cancel()` to go back. Only the ranks the rules allow are offered; a line
    says why the others are not."""

    def __init__(self, on_rank: Callable[[int], None], on_cancel: Callable[[], None]) -> None:
        super().__init__(PICKER_STYLE, (14, 10, 14, 12), 6)
        self.setObjectName("prompt")
        self.on_rank = on_rank
        self.on_cancel = on_cancel
        self.card: Card | None = None

    def ask(self, card: Card, title: str, ranks: Sequence[int], note: str,
            best: int | None = None) -> None:
        self._clear()
        self.card = card
        self._label(title, "title")
        grid = QGridLayout()
        grid.setSpacing(6)
        per_row = 5 if len(ranks) > 5 else len(ranks)
        for col in range(per_row):
            grid.setColumnStretch(col, 1)
        for i, rank in enumerate(ranks):
            b = QPushButton(words.rank_button(rank))
            b.setMinimumWidth(RANK_W)
            b.setObjectName(f"rank_{rank}")
            b.setProperty("act", f"rank_{rank}")
            b.setProperty("best", rank == best)
            b.setToolTip(words.rank_name(rank))
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.clicked.connect(lambda _=False, r=rank: self.on_rank(r))
            grid.addWidget(b, i // max(1, per_row), i % max(1, per_row))
            self.buttons.append(b)
        self._layout.addLayout(grid)
        for b in self.buttons:  # all alike, as wide as the longest word in the picker's font
            b.ensurePolished()
        widest = max([RANK_W, *(b.sizeHint().width() for b in self.buttons)])
        for b in self.buttons:
            b.setMinimumWidth(widest)
        if note:
            self._label(note, "detail")
        back = QPushButton(words.cancel_text())
        back.setObjectName("rank_cancel")
        back.setProperty("act", "cancel")
        back.clicked.connect(lambda _=False: self.on_cancel())
        self._layout.addWidget(back, 0, Qt.AlignmentFlag.AlignHCenter)
        self.buttons.append(back)
        self.adjustSize()

    def button(self, name: str) -> QPushButton | None:
        return next((b for b in self.buttons if b.property("act") == name), None)


class Banner(QGraphicsObject):
    """Big words in the middle of the table for a moment (¡Pasado!, ¡Las cosas!)."""

    W = 560.0
    H = 110.0

    def __init__(self) -> None:
        super().__init__()
        self.title = ""
        self.detail = ""
        self.loss = False
        self.setZValue(90)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def drop(self) -> None:
        """Gone at once (the table was drawn again, the queue cleared)."""
        self.setVisible(False)
        self.setOpacity(1.0)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.W / 2 - 4, -self.H / 2 - 4, self.W + 8, self.H + 8)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(-self.W / 2, -self.H / 2, self.W, self.H)
        p.setPen(QPen(QColor("#e0675c") if self.loss else GOLD, 4))
        p.setBrush(QColor(10, 22, 14, 235))
        p.drawRoundedRect(r, 22, 22)
        p.setPen(QColor("#ffb3a6") if self.loss else QColor("#f8dd8c"))
        p.setFont(table_font(30, True))
        top = QRectF(r.left() + 12, r.top() + 8, r.width() - 24, 58)
        p.drawText(top, Qt.AlignmentFlag.AlignCenter, self.title)
        if self.detail:
            p.setPen(INK)
            font = table_font(15, True)
            p.setFont(font)
            line = QFontMetricsF(font).elidedText(self.detail, Qt.TextElideMode.ElideRight,
                                                  r.width() - 24)
            p.drawText(QRectF(r.left() + 12, r.top() + 64, r.width() - 24, 36),
                       Qt.AlignmentFlag.AlignCenter, line)

    def announce(self, animator: Animator, title: str, detail: str, loss: bool,
                 ms: float = 1400) -> None:
        """Queued after what the animator holds: the words pop up, stay `ms`, and fade."""

        def pop() -> QAbstractAnimation:
            self.title, self.detail, self.loss = title, detail, loss
            self.setOpacity(0.0)
            self.setScale(0.8)
            self.setVisible(True)
            self.update()
            return animator.parallel(animator.prop(self, "opacity", 1.0, 220),
                                     animator.prop(self, "scale", 1.0, 220))

        animator.enqueue(pop)
        animator.enqueue(lambda: animator.pause(ms))
        animator.enqueue(lambda: animator.prop(self, "opacity", 0.0, 300))
        animator.call(lambda: self.setVisible(False))
