"""The pictures drawn from SVG are kept on disk for the next start (ui/table/art_cache.py): read
back pixel for pixel, drawn again when their file is damaged or their SVG changed, never a
failure when the cache cannot be written, and the folder kept within its bound."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtGui import QImage, QPixmap

from zanga_desktop.ui.paths import resource
from zanga_desktop.ui.table import art, art_cache


@pytest.fixture(autouse=True)
def cache_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp) -> Path:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(art_cache, "_pruned", False)
    return tmp_path / "cache"


def pixels(pm: QPixmap) -> QImage:
    return pm.toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)


def drawn_now(svg: Path, w: int, h: int, monkeypatch: pytest.MonkeyPatch) -> QPixmap:
    with monkeypatch.context() as m:
        m.setattr(art_cache, "load", lambda *_a: None)
        m.setattr(art_cache, "keep", lambda *_a: None)
        return art._drawn(svg, w, h)


def test_a_picture_drawn_is_read_back_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    svg = resource("cards", "7o.svg")
    first = art._drawn(svg, 96, 144)
    path = art_cache.file_for(svg, 96, 144)
    assert path is not None and path.is_file()
    kept = art_cache.load(svg, 96, 144)
    assert kept is not None and kept.size() == first.size()
    assert pixels(kept) == pixels(first) == pixels(drawn_now(svg, 96, 144, monkeypatch))
    # another size is another picture
    assert art_cache.load(svg, 64, 96) is None
    assert art._drawn(svg, 64, 96).height() == 96


def test_a_deck_draws_each_face_once_then_reads_it(monkeypatch: pytest.MonkeyPatch) -> None:
    art.Deck().pixmap("1e", 144)
    drawn: list[str] = []
    monkeypatch.setattr(art, "renderer", lambda path: drawn.append(path))
    again = art.Deck().pixmap("1e", 144)  # a new start: no picture in memory yet
    assert drawn == [] and again.height() == 144


@pytest.mark.parametrize("damage", ["cut short", "other size", "not ours", "empty"])
def test_a_damaged_file_is_drawn_again_and_written_over(damage: str,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    svg = resource("cards", "back.svg")
    art._drawn(svg, 64, 96)
    path = art_cache.file_for(svg, 64, 96)
    assert path is not None
    data = path.read_bytes()
    spoilt = {"cut short": data[:len(data) // 2],
              "other size": art_cache._HEADER.pack(b"ZART", 96, 64) + data[12:],
              "not ours": b"GIF89a" + data[6:],
              "empty": b""}[damage]
    path.write_bytes(spoilt)
    assert art_cache.load(svg, 64, 96) is None
    again = art._drawn(svg, 64, 96)
    assert pixels(again) == pixels(drawn_now(svg, 64, 96, monkeypatch))
    assert path.read_bytes() == data


def test_a_changed_svg_is_drawn_anew(tmp_path: Path) -> None:
    svg = tmp_path / "pictures" / "stone.svg"
    svg.parent.mkdir()
    svg.write_text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">'
                   '<rect width="10" height="10" fill="#ff0000"/></svg>')
    red = art._drawn(svg, 8, 8)
    assert red.toImage().pixelColor(4, 4).red() == 255
    svg.write_text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">'
                   '<rect width="10" height="10" fill="#0000ff"/></svg>')
    os.utime(svg, ns=(svg.stat().st_atime_ns, svg.stat().st_mtime_ns + 10**9))
    art.renderer.cache_clear()  # a new start: the SVG parsed again
    blue = art._drawn(svg, 8, 8)
    assert blue.toImage().pixelColor(4, 4).blue() == 255


def test_a_cache_that_cannot_be_written_only_costs_the_drawing(cache_home: Path) -> None:
    cache_home.parent.mkdir(parents=True, exist_ok=True)
    cache_home.write_text("a file where the folder would be")
    pm = art._drawn(resource("cards", "3c.svg"), 96, 144)
    assert not pm.isNull() and pm.height() == 144
    assert cache_home.read_text() == "a file where the folder would be"


def test_the_folder_keeps_within_its_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(art_cache, "MAX_FILES", 6)
    svg = resource("cards", "5b.svg")
    for h in range(16, 16 + 8 * 8, 8):  # eight pictures: the bound passed once
        art._drawn(svg, h * 2 // 3, h)
        monkeypatch.setattr(art_cache, "_pruned", False)
    folder = art_cache.folder()
    assert folder is not None
    kept = sorted(folder.iterdir())
    assert 0 < len(kept) <= 6
    assert not [p for p in kept if p.suffix == ".tmp"]
