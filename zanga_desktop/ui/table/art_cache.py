"""Card and table pictures kept on disk once drawn from their SVG, so that the next start
reads them instead of drawing them again: parsing and drawing the dozen pictures of a first
deal was the largest part of the program's start after its imports.

A file holds the picture's pixels as Qt holds them (premultiplied ARGB) after a short header:
reading it back is a copy, with no image decoder (whose plugins Qt would look through on the
first picture read) nor inflating (which cost more than the reading). It is named after its
SVG (folder, name, size on disk, time of change), the size drawn and Qt's version: an edited
or updated SVG, or another Qt, draws anew. It is only a cache: a file that cannot be written
(a full disk, a read-only folder) or read back whole is drawn again, and nothing is said.
The folder is kept under `MAX_FILES` pictures (window sizes each make their own)."""

from __future__ import annotations

import contextlib
import os
import struct
from pathlib import Path

from PySide6.QtCore import qVersion
from PySide6.QtGui import QImage, QPixmap

from ..paths import cache_dir

#: Raised when what a picture's file holds changes meaning (its name then changes).
VERSION = 3
_MAGIC = b"ZART"
_HEADER = struct.Struct("<4sII")  # magic, width, height
_FORMAT = QImage.Format.Format_ARGB32_Premultiplied
#: The pictures kept at the most (a card is some 55 KB); past it the older half is removed.
MAX_FILES = 400

_pruned = False


def folder() -> Path | None:
    base = cache_dir()
    return base / "art" if base else None


def file_for(svg: Path, width: int, height: int) -> Path | None:
    """Where the picture of `svg` drawn at `width` x `height` pixels is kept (None: no cache
    folder, or the SVG cannot be read)."""
    where = folder()
    if where is None:
        return None
    try:
        stat = svg.stat()
    except OSError:
        return None
    stamp = f"{stat.st_size:x}-{stat.st_mtime_ns:x}"
    name = f"{svg.parent.name}-{svg.stem}-{width}x{height}-{stamp}-q{qVersion()}-v{VERSION}"
    return where / f"{name}.art"


def load(svg: Path, width: int, height: int) -> QPixmap | None:
    """The kept picture, if there is one of the size asked."""
    path = file_for(svg, width, height)
    if path is None:
        return None
    try:
        if path.stat().st_size != _HEADER.size + width * height * 4:
            return None  # read only if it holds just the picture asked
        data = path.read_bytes()
        magic, w, h = _HEADER.unpack_from(data)
        pixels = data[_HEADER.size:]
    except (OSError, struct.error):
        return None  # none kept, or damaged: drawn again, and written over
    if magic != _MAGIC or (w, h) != (width, height) or len(pixels) != w * h * 4:
        return None
    image = QImage(pixels, w, h, w * 4, _FORMAT)
    return QPixmap.fromImage(image.copy())  # the copy owns its pixels


def keep(svg: Path, pm: QPixmap) -> None:
    """Write `pm` for the next start: to a temporary file renamed into place, so that a
    start reading it never finds half a picture."""
    path = file_for(svg, pm.width(), pm.height())
    if path is None:
        return
    image = pm.toImage().convertToFormat(_FORMAT)
    w, h = image.width(), image.height()
    pixels = bytes(image.constBits())  # four bytes a pixel: rows are never padded
    temporary = path.with_name(f"{path.stem}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        _prune(path.parent)
        temporary.write_bytes(_HEADER.pack(_MAGIC, w, h) + pixels)
        os.replace(temporary, path)
    except OSError:
        pass
    finally:
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)


def _prune(where: Path) -> None:
    """Once a run: past `MAX_FILES` pictures, the older half goes."""
    global _pruned
    if _pruned:
        return
    _pruned = True
    with contextlib.suppress(OSError):
        files = [p for p in where.iterdir() if p.suffix in (".art", ".tmp")]
        if len(files) <= MAX_FILES:
            return
        files.sort(key=lambda p: p.stat().st_mtime)
        for p in files[:len(files) // 2]:
            with contextlib.suppress(OSError):
                p.unlink()
