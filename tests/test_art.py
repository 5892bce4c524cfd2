"""Tests for the generated art (issue 4): reproducibility, Qt validity, completeness, icons."""

from __future__ import annotations

import importlib.util
import itertools
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QByteArray, QRectF, Qt, qInstallMessageHandler
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parents[1]
RES = ROOT / "resources"
RANKS = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)
SUITS = "oceb"
CARD_IDS = [f"{r}{s}" for s in SUITS for r in RANKS]
DECKS = ("cards", "cards-cb")


def _load_make_art():
    spec = importlib.util.spec_from_file_location("make_art", ROOT / "tools" / "make_art.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("make_art", mod)
    spec.loader.exec_module(mod)
    return mod


make_art = _load_make_art()


@pytest.fixture(scope="module")
def app(qapp):
    """pytest-qt's QApplication: a bare QGuiApplication made here would outlive this module
    and make every later widget test abort."""
    return qapp


def all_svgs() -> list[Path]:
    return sorted(p for p in RES.rglob("*.svg") if "i18n" not in p.parts)


def render(svg: bytes, height: int) -> QImage:
    width = round(height * 2 / 3)
    r = QSvgRenderer(QByteArray(svg))
    assert r.isValid()
    img = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    r.render(p, QRectF(0, 0, width, height))
    p.end()
    return img


# (1) the committed SVGs are exactly what the generator writes

def test_committed_svgs_match_generator(tmp_path: Path) -> None:
    make_art.generate(tmp_path, raster=False)
    made = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*.svg"))
    committed = sorted(p.relative_to(RES) for p in all_svgs())
    assert made == committed
    stale = [str(rel) for rel in made if (tmp_path / rel).read_bytes() != (RES / rel).read_bytes()]
    assert not stale, f"run `python tools/make_art.py`; out of date: {stale[:5]}"


def test_generator_is_deterministic() -> None:
    assert make_art.svg_files() == make_art.svg_files()


# (2) every SVG is valid for QSvgRenderer, with no warnings, and renders non-blank

def test_svgs_load_without_qt_warnings_and_render(app) -> None:
    messages: list[str] = []

    def handler(_mode, _ctx, msg):
        messages.append(msg)

    old = qInstallMessageHandler(handler)
    try:
        for path in all_svgs():
            data = path.read_bytes()
            assert b"<text" not in data and b"font" not in data, path
            assert b"<style" not in data and b"filter" not in data and b"<mask" not in data
            assert b"http://" not in data.replace(b"http://www.w3.org/", b""), path
            img = render(data, 120)
            assert not messages, f"{path}: {messages}"
            opaque = sum(1 for y in range(0, img.height(), 3) for x in range(0, img.width(), 3)
                         if img.pixelColor(x, y).alpha() > 0)
            colours = {img.pixel(x, y) for y in range(0, img.height(), 4)
                       for x in range(0, img.width(), 4)}
            assert opaque > 100 and len(colours) > 8, f"{path} renders blank"
    finally:
        qInstallMessageHandler(old)


# (3) complete decks

@pytest.mark.parametrize("deck", DECKS)
def test_deck_complete(deck: str) -> None:
    names = sorted(p.name for p in (RES / deck).glob("*.svg"))
    assert names == sorted([f"{c}.svg" for c in CARD_IDS] + ["back.svg", "back2.svg"])
    for cid in CARD_IDS:
        head = (RES / deck / f"{cid}.svg").read_text(encoding="utf-8")[:400]
        assert 'viewBox="0 0 200 300"' in head


def test_other_art_present() -> None:
    for rel in ("table/felt.svg", "vales/vale-team0.svg", "vales/vale-team1.svg",
                "icons/zanga.svg"):
        assert (RES / rel).is_file(), rel


def test_decks_differ_per_suit() -> None:
    """The colour-blind deck differs from the standard one (letters, frames, palette)."""
    for cid in CARD_IDS:
        assert (RES / "cards" / f"{cid}.svg").read_bytes() != \
            (RES / "cards-cb" / f"{cid}.svg").read_bytes()


# (4) the court cards look like a Spanish deck's: every figure its own drawing, and the
# corner numbers readable on a small card

FIGURES = [f"{r}{s}" for r in (10, 11, 12) for s in SUITS]


def _on_white(svg: bytes, width: int) -> QImage:
    img = render(svg, round(width * 3 / 2))
    out = QImage(img.size(), QImage.Format.Format_RGB32)
    out.fill(Qt.GlobalColor.white)
    p = QPainter(out)
    p.drawImage(0, 0, img)
    p.end()
    return out


def _outlines(img: QImage) -> set[tuple[int, int]]:
    """The dark outline pixels of the figure (clear of the corner indices): the drawing's
    lines, whatever the suit's colours."""
    w, h = img.width(), img.height()
    return {(x, y) for y in range(round(h * 0.1), round(h * 0.93))
            for x in range(round(w * 0.24), round(w * 0.93))
            if QColor(img.pixel(x, y)).lightness() < 90}


@pytest.mark.parametrize("deck", DECKS)
def test_the_twelve_figures_are_pairwise_different_drawings(app, deck: str) -> None:
    """No two Sotas, Caballos or Reyes share a pose recoloured: at 120 px width the outlines
    of any two figure cards overlap by well under two thirds (one pose recoloured overlaps
    by about nine tenths; the old single Rey pose, by 0.72)."""
    lines = {c: _outlines(_on_white((RES / deck / f"{c}.svg").read_bytes(), 120))
             for c in FIGURES}
    for a, b in itertools.combinations(FIGURES, 2):
        overlap = len(lines[a] & lines[b]) / len(lines[a] | lines[b])
        assert overlap < 0.6, f"{deck}: {a} and {b} are one drawing ({overlap:.2f})"


@pytest.mark.parametrize("deck", DECKS)
def test_corner_numbers_are_legible_at_60_px(app, deck: str) -> None:
    """On a card 60 px wide each corner number stands at least 11 px tall, and the two
    digits of 10, 11 and 12 are apart: a clear column of pixels between them, so 11 does not
    read as a smudge."""
    for cid in CARD_IDS:
        img = _on_white((RES / deck / f"{cid}.svg").read_bytes(), 60)

        def ink(x: int, y: int, img: QImage = img) -> bool:
            return QColor(img.pixel(x, y)).lightness() < 190

        rows = range(4, 16)  # below the frame line, above the suit symbol
        cols = [x for x in range(4, 16) if any(ink(x, y) for y in rows)]
        tall = [y for y in rows if any(ink(x, y) for x in cols)]
        assert tall and tall[-1] - tall[0] + 1 >= 11, (deck, cid, tall)
        if len(cid) == 3:
            gaps = [x for x in range(cols[0], cols[-1]) if x not in cols]
            assert gaps, f"{deck}/{cid}: the digits run together at 60 px"


# (5) icon containers

def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_icon_pngs(app) -> None:
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        data = (RES / "icons" / f"zanga-{size}.png").read_bytes()
        assert _png_size(data) == (size, size)
        img = QImage()
        assert img.loadFromData(data) and img.width() == size


def test_ico_container() -> None:
    data = (RES / "icons" / "zanga.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count == 7
    sizes = []
    for i in range(count):
        w, h, _c, _r, planes, bpp, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i:22 + 16 * i])
        png = data[offset:offset + length]
        assert len(png) == length and planes == 1 and bpp == 32
        assert _png_size(png) == ((w or 256), (h or 256))
        sizes.append(w or 256)
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_icns_container() -> None:
    data = (RES / "icons" / "zanga.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    expected = {b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256,
                b"ic09": 512}
    found = {}
    pos = 8
    while pos < len(data):
        kind = data[pos:pos + 4]
        (length,) = struct.unpack(">I", data[pos + 4:pos + 8])
        assert length > 8 and pos + length <= len(data)
        found[kind] = _png_size(data[pos + 8:pos + length])[0]
        pos += length
    assert found == expected


def test_qt_reads_ico(app) -> None:
    img = QImage(str(RES / "icons" / "zanga.ico"))
    assert not img.isNull()


# benchmark: parse and render the 40 cards plus a back at 120 px height

def test_render_speed(app, benchmark) -> None:
    svgs = [(RES / "cards" / f"{c}.svg").read_bytes() for c in CARD_IDS]
    svgs.append((RES / "cards" / "back.svg").read_bytes())

    def run() -> int:
        return sum(render(s, 120).width() for s in svgs)

    assert benchmark(run) == 41 * 80
