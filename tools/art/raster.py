"""Rasterising with Qt (PySide6): icon PNGs and contact sheets.  Only this module imports Qt."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

_app: QGuiApplication | None = None


def ensure_app() -> None:
    global _app
    if QGuiApplication.instance() is None:
        _app = QGuiApplication([])


def render(svg: bytes, width: int, height: int) -> QImage:
    ensure_app()
    r = QSvgRenderer(QByteArray(svg))
    img = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    r.render(p, QRectF(0, 0, width, height))
    p.end()
    return img


def png_bytes(img: QImage) -> bytes:
    ba = QByteArray()
    buf = QBuffer(ba)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    img.save(buf, "PNG")
    buf.close()
    return bytes(ba.data())


def contact_sheet(cards: list[list[bytes]], felt: bytes, out: Path, card_h: int = 240,
                  gap: int = 14) -> None:
    """One PNG: each inner list is a row of card SVGs, laid on the table felt."""
    card_w = card_h * 2 // 3
    cols = max(len(row) for row in cards)
    width = gap + cols * (card_w + gap)
    height = gap + len(cards) * (card_h + gap)
    sheet = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    sheet.fill(QColor("#1f6b3c"))
    p = QPainter(sheet)
    p.fillRect(0, 0, width, height, QBrush(render(felt, 256, 256)))
    for j, row in enumerate(cards):
        for i, svg in enumerate(row):
            img = render(svg, card_w, card_h)
            p.drawImage(gap + i * (card_w + gap), gap + j * (card_h + gap), img)
    p.end()
    out.parent.mkdir(parents=True, exist_ok=True)
    sheet.save(str(out), "PNG")
