"""The table view: a felt-covered QGraphicsView that keeps the whole table in sight at any
window size or pixel density."""

from __future__ import annotations

import time

from PySide6.QtCore import QRect, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QKeyEvent, QPainter, QPaintEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QFrame,
    QGraphicsScene,
    QGraphicsView,
    QWidget,
)

from .felt import felt_pixmap

SCENE_RECT = QRectF(0, 0, 1600, 1000)


def own_viewport(area: QAbstractScrollArea) -> None:
    """Give `area` a viewport made from Python, whose type PySide6 knows: the one Qt makes
    would first reach Python as a bare QWidget, and PySide6 would then set up every widget
    class it has (some 70 enums, about 9 ms of a start) to see whether it is one of them."""
    area.setViewport(QWidget())


class TableView(QGraphicsView):
    key_pressed = Signal(QKeyEvent)
    key_released = Signal(QKeyEvent)
    frame_painted = Signal(float, float)  # (time painted, seconds it took)
    rescaled = Signal(float)  # pixels per scene unit, after every fit

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        own_viewport(self)
        scene.setSceneRect(SCENE_RECT)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # small enough that a window about 800 pixels wide holds it and the docks beside it
        # until they move under it (`docks.DockPlace`), never pushing them off the window
        self.setMinimumSize(400, 300)
        self._felt: QPixmap = felt_pixmap()

    def refresh_felt(self) -> None:
        """The felt again, in the colour chosen now."""
        self._felt = felt_pixmap()
        self.resetCachedContent()
        self.viewport().update()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.save()
        painter.resetTransform()
        painter.fillRect(self.viewport().rect(), QBrush(self._felt))
        painter.restore()

    def fit(self) -> None:
        self.fitInView(SCENE_RECT, Qt.AspectRatioMode.KeepAspectRatio)
        self.rescaled.emit(self.transform().m11())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.key_pressed.emit(event)
        if not event.isAccepted():
            super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        self.key_released.emit(event)
        if not event.isAccepted():
            super().keyReleaseEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        start = time.perf_counter()
        super().paintEvent(event)
        end = time.perf_counter()
        self.frame_painted.emit(end, end - start)
