"""Señas as faces: the gesture a seña is made with, drawn on the sender's avatar for a moment
(section 7: the perica a wink, the malilla the tip of the tongue, the rey raised eyebrows,
the caballo a twisted mouth, the tres de bastos or the cinco a wrinkled nose, ciego closed
eyes; the other señas get gestures of our own)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..rules import Sena

R = 37.0  # the face's radius, in scene units: it sits on the right end of a seat plate
_SKIN = QColor("#f0c79a")
_INK = QColor("#3a2410")
_RED = QColor("#d9434b")


class SenaFace(QGraphicsObject):
    """A face making one seña's gesture (None: no gesture, hidden)."""

    def __init__(self) -> None:
        super().__init__()
        self.sena: Sena | None = None
        self.setZValue(84)  # above the bubbles (82): a gesture is short and must be seen
        self.setVisible(False)
        self._timer = QTimer(self)  # goes with the face: never fires on a table gone
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(lambda: self.show_sena(None))

    def flash(self, which: Sena, ms: int) -> None:
        """Make the gesture for `ms` milliseconds."""
        self.show_sena(which)
        self._timer.start(ms)

    def boundingRect(self) -> QRectF:
        return QRectF(-R - 6, -R - 6, 2 * R + 12, 2 * R + 12)

    def show_sena(self, which: Sena | None) -> None:
        self.sena = which
        self.setVisible(which is not None)
        self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        which = self.sena
        if which is None:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#f2c14e"), 4))
        p.setBrush(_SKIN)
        p.drawEllipse(QPointF(0, 0), R, R)
        ink = QPen(_INK, 3.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        p.setPen(ink)
        p.setBrush(Qt.BrushStyle.NoBrush)
        self._brows(p, which)
        self._eyes(p, which)
        self._nose(p, which)
        self._mouth(p, which)

    @staticmethod
    def _brows(p: QPainter, which: Sena) -> None:
        lift = -8.0 if which is Sena.REY else 0.0
        for side in (-1, 1):
            x = 13 * side
            if which is Sena.NO_ENVIES:  # a frown: brows down toward the nose
                p.drawLine(QPointF(x - 7 * side, -18 + 5), QPointF(x + 7 * side, -18 - 2))
            else:
                path = QPainterPath(QPointF(x - 7, -17 + lift))
                path.quadTo(QPointF(x, -23 + lift * 1.4), QPointF(x + 7, -17 + lift))
                p.drawPath(path)

    @staticmethod
    def _eyes(p: QPainter, which: Sena) -> None:
        for side in (-1, 1):
            x = 13 * side
            closed = which is Sena.CIEGO or (which is Sena.PERICA and side > 0)
            if closed:
                path = QPainterPath(QPointF(x - 6, -7))
                path.quadTo(QPointF(x, -2), QPointF(x + 6, -7))
                p.drawPath(path)
            else:
                p.setBrush(_INK)
                p.drawEllipse(QPointF(x, -8), 3.5 if which is not Sena.REY else 4.5, 4.5)
                p.setBrush(Qt.BrushStyle.NoBrush)

    @staticmethod
    def _nose(p: QPainter, which: Sena) -> None:
        p.drawLine(QPointF(0, -4), QPointF(-3, 6))
        p.drawLine(QPointF(-3, 6), QPointF(3, 6))
        if which in (Sena.TRES_BASTOS, Sena.CINCO):  # wrinkles across the bridge
            for dy in (-3.0, 1.0):
                p.drawLine(QPointF(-8, dy), QPointF(-4, dy - 1))
                p.drawLine(QPointF(4, dy - 1), QPointF(8, dy))
        if which is Sena.AS_OROS:  # puffed cheeks
            p.setPen(QPen(QColor("#e59a7a"), 2))
            p.setBrush(QColor(229, 154, 122, 120))
            for side in (-1, 1):
                p.drawEllipse(QPointF(22 * side, 8), 9, 7)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(_INK, 3.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))

    @staticmethod
    def _mouth(p: QPainter, which: Sena) -> None:
        y = 19.0
        if which is Sena.MALILLA:  # the tip of the tongue
            p.drawLine(QPointF(-10, y), QPointF(10, y))
            p.setBrush(_RED)
            p.drawChord(QRectF(-6, y - 5, 12, 14), 180 * 16, 180 * 16)
            p.setBrush(Qt.BrushStyle.NoBrush)
        elif which is Sena.CABALLO_BASTOS:  # twisted to one side
            path = QPainterPath(QPointF(-9, y + 3))
            path.cubicTo(QPointF(-2, y + 4), QPointF(4, y - 2), QPointF(13, y - 6))
            p.drawPath(path)
        elif which in (Sena.TRIUNFO, Sena.AS_OROS):  # pursed lips
            p.setBrush(_RED)
            p.drawEllipse(QPointF(0, y), 4.5, 4)
            p.setBrush(Qt.BrushStyle.NoBrush)
        elif which is Sena.NO_ENVIES:
            path = QPainterPath(QPointF(-10, y + 4))
            path.quadTo(QPointF(0, y - 4), QPointF(10, y + 4))
            p.drawPath(path)
        else:  # a smile (the nod of envía is told by the arrows)
            path = QPainterPath(QPointF(-11, y - 2))
            path.quadTo(QPointF(0, y + 7), QPointF(11, y - 2))
            p.drawPath(path)
        if which is Sena.ENVIA:
            p.setPen(QPen(QColor("#f2c14e"), 3))
            for side in (-1, 1):
                x = (R + 2) * side
                p.drawLine(QPointF(x, -8), QPointF(x, 8))
                p.drawLine(QPointF(x - 4, 4), QPointF(x, 8))
                p.drawLine(QPointF(x + 4, 4), QPointF(x, 8))
