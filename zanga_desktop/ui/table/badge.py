"""Words and numbers the table's regions show beside their cards: a number in a cream box
(how many cards lie in a heap, a seat's running total) and a caption on a dark band under a
piece (whose heap it is). Their sizes are fixed (`rect`), so the table's layout knows where
they end before any text is set; a text too long for one is shortened, never spilt."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .pieces import INK, Painted, table_font

BOX_H = 38.0
CAPTION_H = 26.0
NUMBER_PT = 16.0  # a number: 21 scene units high, 15 pixels on a 1366 x 768 screen
CAPTION_PT = 13.0  # a caption: 17 scene units, 12 pixels there


class _Worded(QGraphicsObject):
    """A piece of fixed size (`rect`, around its position) showing `text` above the cards."""

    text: Painted[str] = Painted()

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.setZValue(70)  # above any card lying under it: a count is always in sight

    def rect(self) -> QRectF:
        raise NotImplementedError

    def boundingRect(self) -> QRectF:
        return self.rect().adjusted(-2, -2, 2, 2)


class Badge(_Worded):
    """`text` (a number, or a short total such as "24") in a box `box_w` wide centred on
    the badge's position."""

    def __init__(self, box_w: float = 58.0) -> None:
        super().__init__()
        self.box_w = box_w

    @staticmethod
    def rect_of(box_w: float) -> QRectF:
        return QRectF(-box_w / 2, -BOX_H / 2, box_w, BOX_H)

    def rect(self) -> QRectF:
        return self.rect_of(self.box_w)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = self.rect()
        p.setPen(QPen(QColor("#2b1d0e"), 2))
        p.setBrush(QColor(250, 244, 224, 240))
        p.drawRoundedRect(box, 12, 12)
        p.setPen(QColor("#2b1d0e"))
        font = table_font(NUMBER_PT, True)
        p.setFont(font)
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, QFontMetricsF(font).elidedText(
            self.text, Qt.TextElideMode.ElideRight, box.width() - 10))


class Caption(_Worded):
    """`text` on a dark band at most `width` wide, its room centred on the caption's
    position (the band at the room's left end when `left`, else in its middle): words on the
    felt that stay readable over any card."""

    def __init__(self, width: float = 160.0, left: bool = False) -> None:
        super().__init__()
        self.width = width
        self.left = left

    @staticmethod
    def rect_of(width: float) -> QRectF:
        return QRectF(-width / 2, -CAPTION_H / 2, width, CAPTION_H)

    def rect(self) -> QRectF:
        return self.rect_of(self.width)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.text:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = table_font(CAPTION_PT, True)
        fm = QFontMetricsF(font)
        shown = fm.elidedText(self.text, Qt.TextElideMode.ElideRight, self.width - 16)
        w = min(self.width, fm.horizontalAdvance(shown) + 16)
        band = QRectF(-self.width / 2 if self.left else -w / 2, -CAPTION_H / 2, w, CAPTION_H)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(8, 18, 12, 180))
        p.drawRoundedRect(band, 9, 9)
        p.setPen(INK)
        p.setFont(font)
        p.drawText(band, Qt.AlignmentFlag.AlignCenter, shown)
