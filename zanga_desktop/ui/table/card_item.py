"""A card on the table: a QGraphicsObject wrapping one engine card, made once per game.

It paints from the deck's pixmap cache at the size it is shown on screen, so animation frames
are plain blits; it knows nothing of rules, only whether it is face up, lifted or marked.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .art import CARD_H, CARD_W, Deck, device_ratio

_RECT = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)
_RADIUS = 12.0


class CardItem(QGraphicsObject):
    """`card` is any object whose `str()` names its picture (the engine's `Card`)."""

    clicked = Signal(object)
    hovered = Signal(object, bool)

    def __init__(self, card: Any, deck: Deck) -> None:
        super().__init__()
        self.card = card
        self.face = str(card)
        self.deck = deck
        self._face_up = False
        self._marked = False  # a legal card to play, or the hint
        self._dimmed = False
        self._focus = False
        self._hinted = False  # the card a hint suggests
        self._clickable = False
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self.setTransformOriginPoint(0, 0)

    # ---------------------------------------------------------------- state set by the board

    @property
    def face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, up: bool) -> None:
        if up != self._face_up:
            self._face_up = up
            self.update()

    def _get_face(self) -> float:
        return 1.0 if self._face_up else 0.0

    def _set_face(self, value: float) -> None:
        self.set_face_up(value >= 0.5)

    #: Animatable (0 down, 1 up), so a flip can sit inside an animation group.
    faceUp = Property(float, _get_face, _set_face)

    def set_marks(self, *, marked: bool = False, dimmed: bool = False,
                  focus: bool = False, hinted: bool = False) -> None:
        marks = (marked, dimmed, focus, hinted)
        if marks != (self._marked, self._dimmed, self._focus, self._hinted):
            self._marked, self._dimmed, self._focus, self._hinted = marks
            self.update()

    @property
    def marks(self) -> tuple[bool, bool, bool, bool]:
        """(marked, dimmed, focus, hinted), as the board set them."""
        return self._marked, self._dimmed, self._focus, self._hinted

    def set_clickable(self, on: bool) -> None:
        self._clickable = on
        self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)

    @property
    def clickable(self) -> bool:
        return self._clickable

    # ---------------------------------------------------------------- painting

    def boundingRect(self) -> QRectF:
        return _RECT.adjusted(-16, -16, 16, 16)  # room for the focus and hint outlines

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(_RECT, _RADIUS, _RADIUS)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        t = painter.worldTransform()
        scale = math.hypot(t.m11(), t.m12())
        dpr = device_ratio(painter, widget)
        name = self.face if self._face_up else self.deck.back
        pm = self.deck.pixmap(name, CARD_H * scale * dpr)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(_RECT, pm, QRectF(pm.rect()))
        if self._dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 30, 20, 110))
            painter.drawRoundedRect(_RECT, _RADIUS, _RADIUS)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self._hinted:  # the hint: a broad green band, unlike the legal cards' gold
            painter.setPen(QPen(QColor("#1f7a3a"), 14))
            painter.drawRoundedRect(_RECT.adjusted(-3, -3, 3, 3), _RADIUS + 3, _RADIUS + 3)
            painter.setPen(QPen(QColor("#8dff9e"), 7))
            painter.drawRoundedRect(_RECT.adjusted(-3, -3, 3, 3), _RADIUS + 3, _RADIUS + 3)
        elif self._marked:
            painter.setPen(QPen(QColor("#ffd54a"), 7))
            painter.drawRoundedRect(_RECT.adjusted(-2, -2, 2, 2), _RADIUS + 2, _RADIUS + 2)
        if self._focus:  # the keyboard's card: dark and light dashes, seen on any face
            rect = _RECT.adjusted(-9, -9, 9, 9)
            painter.setPen(QPen(QColor("#0b2a4a"), 12))
            painter.drawRoundedRect(rect, _RADIUS + 9, _RADIUS + 9)
            dash = QPen(QColor("#7fd3ff"), 8, Qt.PenStyle.DashLine)
            painter.setPen(dash)
            painter.drawRoundedRect(rect, _RADIUS + 9, _RADIUS + 9)

    # ---------------------------------------------------------------- input

    def mousePressEvent(self, event: Any) -> None:
        if self._clickable and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: Any) -> None:
        if self._clickable and self.contains(event.pos()):
            self.clicked.emit(self.card)

    def hoverEnterEvent(self, event: Any) -> None:
        self.hovered.emit(self.card, True)

    def hoverLeaveEvent(self, event: Any) -> None:
        self.hovered.emit(self.card, False)

    def centre_in_scene(self) -> QPointF:
        return self.mapToScene(QPointF(0, 0))
