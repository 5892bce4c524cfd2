"""Envite's own painted pieces: a team's board (piedras as pebbles toward the tumbo mark,
chicos won, tricks of the hand) and the stock with the vira face up under it."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ....ui.table.art import svg_pixmap
from ....ui.table.pieces import GOLD, INK, table_font


class TeamBoard(QGraphicsObject):
    """One team's standing: its name, its piedras as pebbles on a track that ends at the
    tumbo mark, its chicos (of those needed) and its tricks in this hand."""

    W = 300.0
    H = 118.0

    def __init__(self, team: int) -> None:
        super().__init__()
        self.team = team
        self.title = ""
        self.piedras = 0
        self.tumbo_at = 8
        self.chicos = 0
        self.chicos_to_win = 2
        self.tricks = 0
        self.chicos_label = ""
        self.tricks_label = ""
        self.tumbo_label = "tumbo"
        self.colour = QColor(GOLD)  # the team's colour (its players' plates are ringed so)
        self.setZValue(6)

    @classmethod
    def rect(cls) -> QRectF:
        return QRectF(-cls.W / 2, -cls.H / 2, cls.W, cls.H)

    def boundingRect(self) -> QRectF:
        return self.rect().adjusted(-2, -2, 2, 2)

    def set_standing(self, title: str, piedras: int, tumbo_at: int, chicos: int,
                     chicos_to_win: int, tricks: int, chicos_label: str,
                     tricks_label: str) -> None:
        self.title, self.piedras, self.tumbo_at = title, piedras, tumbo_at
        self.chicos, self.chicos_to_win, self.tricks = chicos, chicos_to_win, tricks
        self.chicos_label, self.tricks_label = chicos_label, tricks_label
        self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        r = self.rect()
        p.setPen(QPen(QColor(242, 193, 78, 170), 1.5))
        p.setBrush(QColor(8, 20, 12, 200))
        p.drawRoundedRect(r, 14, 14)
        p.setPen(self.colour)
        p.setFont(table_font(14, True))
        p.drawText(QRectF(r.left() + 12, r.top() + 6, r.width() - 24, 26),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.title)
        p.setPen(INK)
        p.setFont(table_font(12, True))
        p.drawText(QRectF(r.left() + 12, r.top() + 6, r.width() - 24, 26),
                   Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                   self.tricks_label)
        # the track: one hole per piedra up to the tumbo, the last one ringed
        n = max(1, self.tumbo_at)
        left, right = r.left() + 14, r.right() - 14
        step = (right - left) / n
        d = min(24.0, step - 3)
        y = r.top() + 48
        pm = svg_pixmap("vales", f"vale-team{self.team}.svg", size=64)
        for i in range(n):
            x = left + step * (i + 0.5)
            hole = QRectF(x - d / 2, y - d / 2, d, d)
            if i < self.piedras:
                p.drawPixmap(hole, pm, QRectF(pm.rect()))
            else:
                p.setPen(QPen(QColor(255, 255, 255, 70), 1.2))
                p.setBrush(QColor(0, 0, 0, 60))
                p.drawEllipse(hole)
            if i == n - 1:
                p.setPen(QPen(GOLD, 2.2))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawEllipse(hole.adjusted(-3, -3, 3, 3))
        p.setPen(INK)
        p.setFont(table_font(11))
        p.drawText(QRectF(r.left() + 12, y + d / 2 + 2, r.width() - 24, 20),
                   Qt.AlignmentFlag.AlignRight, f"{self.piedras}/{self.tumbo_at} · "
                   + self.tumbo_label)
        p.setFont(table_font(12, True))
        p.drawText(QRectF(r.left() + 12, r.bottom() - 28, r.width() - 24, 24),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   self.chicos_label)
        cx = r.right() - 14 - 18 * self.chicos_to_win
        for i in range(self.chicos_to_win):
            c = QRectF(cx + 18 * i, r.bottom() - 24, 14, 14)
            p.setPen(QPen(GOLD, 1.5))
            p.setBrush(GOLD if i < self.chicos else Qt.BrushStyle.NoBrush)
            p.drawEllipse(c)
