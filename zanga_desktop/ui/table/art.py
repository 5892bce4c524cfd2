"""Card and table pictures: one QSvgRenderer per SVG file, pixmaps cached per device size.

Renderers and pixmaps are made once and reused by every item, every hand (Kajongg's tileset);
a picture drawn is also kept on disk for the next start (`art_cache`).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QWidget

from .. import settings
from ..paths import resource
from . import art_cache, card_backs

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

CARD_W = 200.0  # the cards' viewBox, also their size in scene units at scale 1
CARD_H = 300.0
_BUCKET = 8  # pixmap heights are rounded up to a multiple of this many device pixels


@cache
def renderer(path: str) -> QSvgRenderer:
    """The SVG's renderer, made once: Qt's SVG module is loaded with the first picture not
    kept from an earlier start (`art_cache`), often never."""
    from PySide6.QtSvg import QSvgRenderer

    return QSvgRenderer(path)


class Deck:
    """The pictures of one deck folder (`cards` or `cards-cb`), by card id and back name."""

    def __init__(self, folder: str = "cards", back: str = "back") -> None:
        self.folder = folder
        self.back = back
        self._pixmaps: dict[tuple[str, int], QPixmap] = {}

    def renderer(self, face: str) -> QSvgRenderer:
        return renderer(str(resource(self.folder, f"{face}.svg")))

    def pixmap(self, face: str, height: float) -> QPixmap:
        """`face` (`"1e"`, or the back) drawn `height` device pixels high, from the cache;
        `"back"` is this deck's back, whichever was chosen."""
        if face == "back":
            face = self.back
        h = max(_BUCKET, int(height + _BUCKET - 1) // _BUCKET * _BUCKET)
        key = (face, h)
        pm = self._pixmaps.get(key)
        if pm is None:
            pm = _drawn(resource(self.folder, f"{face}.svg"), round(h * CARD_W / CARD_H), h)
            self._pixmaps[key] = pm
        return pm


#: A deck's folders of faces: the usual ones, and the colour-blind ones (by the setting).
FOLDERS = {False: "cards", True: "cards-cb"}


def chosen_deck() -> Deck:
    """The deck as the View menu chose it: the colour-blind faces or not, and the back."""
    return Deck(FOLDERS[bool(settings.get("view/colour_blind"))], card_backs.back_face())


def device_ratio(painter: QPainter, widget: QWidget | None = None) -> float:
    """The device pixels per logical pixel of what `painter` paints on: its window's, for a
    widget on screen; the picture's own, for one being made (`grab`); 1 for a widget whose
    window is gone. Never `QWidget.devicePixelRatioF()` in a paint: when the window has no
    handle (a window being taken down while a paint is still due) Qt looks the screen up
    by position, which was seen to crash on the offscreen platform."""
    device = painter.device()
    if device is not None and not isinstance(device, QWidget):
        return float(device.devicePixelRatioF())
    target = widget if widget is not None else device
    handle = target.window().windowHandle() if isinstance(target, QWidget) else None
    return float(handle.devicePixelRatio()) if handle is not None else 1.0


@cache
def svg_pixmap(*parts: str, size: int) -> QPixmap:
    """A square picture (stone, icon) rendered once at `size` pixels."""
    return _drawn(resource(*parts), size, size)


def _drawn(svg: Path, width: int, height: int) -> QPixmap:
    """`svg` drawn at `width` x `height` pixels: the picture kept from an earlier start, else
    drawn now (smoothly) and kept."""
    kept = art_cache.load(svg, width, height)
    if kept is not None:
        return kept
    pm = QPixmap(QSize(width, height))
    pm.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pm)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer(str(svg)).render(painter, QRectF(0, 0, width, height))
    painter.end()
    art_cache.keep(svg, pm)
    return pm
