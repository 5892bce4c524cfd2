"""The rows of the lesson list: each lesson's check mark, its number and its title in three
columns. Drawn rather than written as one text, so that a title too long for a narrow list
wraps under its own first word, not back under the mark at the list's edge."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

#: An item's role holding whether its lesson is finished (the mark is drawn).
DONE = Qt.ItemDataRole.UserRole + 1
#: An item's role holding its lesson's number, from 1.
NUMBER = Qt.ItemDataRole.UserRole + 2
MARK = "✓"
PAD = 4  # pixels around a row's text

Index = QModelIndex | QPersistentModelIndex


def columns(metrics: QFontMetrics, rows: int) -> tuple[int, int]:
    """The widths of the mark's column and of the numbers' (the widest number of `rows`)."""
    return metrics.horizontalAdvance(MARK + " "), metrics.horizontalAdvance(f"{rows}. ")


class LessonRows(QStyledItemDelegate):
    """Paints a lesson row (mark, number, wrapped title) and says how tall it is at the
    list's width; the title is the item's text, the mark and the number its DONE and NUMBER
    data."""

    def _title_left(self, metrics: QFontMetrics, index: Index) -> int:
        mark, number = columns(metrics, index.model().rowCount())
        return PAD + mark + number

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        view = option.widget
        width = view.viewport().width() if isinstance(view, QAbstractItemView) else 0
        metrics = option.fontMetrics
        if width <= 0:
            return super().sizeHint(option, index)
        left = self._title_left(metrics, index)
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        room = max(20, width - left - PAD)
        height = metrics.boundingRect(QRect(0, 0, room, 100000),
                                      Qt.TextFlag.TextWordWrap, text).height()
        return QSize(width, max(height, metrics.height()) + 2 * PAD)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text = opt.text
        opt.text = ""  # the style draws the row, we its words
        widget: QWidget | None = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        rect: QRect = opt.rect
        metrics: QFontMetrics = opt.fontMetrics
        mark, number = columns(metrics, index.model().rowCount())
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.save()
        painter.setFont(opt.font)
        painter.setPen(opt.palette.color(role))
        inner = rect.adjusted(PAD, PAD, -PAD, -PAD)
        top = Qt.AlignmentFlag.AlignTop
        if index.data(DONE):
            painter.drawText(QRect(inner.left(), inner.top(), mark, inner.height()),
                             int(Qt.AlignmentFlag.AlignLeft | top), MARK)
        n = index.data(NUMBER)
        if n is not None:
            painter.drawText(QRect(inner.left() + mark, inner.top(), number - metrics.
                                   horizontalAdvance(" "), inner.height()),
                             int(Qt.AlignmentFlag.AlignRight | top), f"{n}.")
        painter.drawText(inner.adjusted(mark + number, 0, 0, 0),
                         int(Qt.AlignmentFlag.AlignLeft | top | Qt.TextFlag.TextWordWrap), text)
        painter.restore()
