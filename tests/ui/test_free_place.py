"""The nearest free place on a grid (`ui/table/free_place.py`) is the point that trying
every grid point with Qt's own rect tests finds: on random tables, pieces touching the gap
exactly, pieces drawn right to left, pieces with no area, and a search bounded by a reach."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, QRectF

from zanga_desktop.ui.table.free_place import nearest_free
from zanga_desktop.ui.table.layout import SCENE
from zanga_desktop.ui.table.regions import GAP, nearest_clear


def every_point(size: QRectF, prefer: QPointF, taken: list[QRectF], xs: range, ys: range,
                gap: float, reach2: float | None = None) -> QPointF | None:
    """The plain search: every grid point in reading order, the nearest clear one kept."""
    best: tuple[float, QPointF] | None = None
    for y in ys:
        for x in xs:
            d = (x - prefer.x()) ** 2 + (y - prefer.y()) ** 2
            if (reach2 is not None and d > reach2) or (best is not None and d >= best[0]):
                continue
            r = size.translated(x, y)
            if not SCENE.contains(r):
                continue
            grown = r.adjusted(-gap, -gap, gap, gap)
            if any(grown.intersects(o) for o in taken):
                continue
            best = (d, QPointF(x, y))
    return best[1] if best else None


def snapped(rng: random.Random, lo: float, hi: float) -> float:
    """A coordinate, often on the grid or half a gap off it (where edges just touch)."""
    value = rng.uniform(lo, hi)
    return round(value / 4) * 4 + rng.choice((0.0, 0.0, GAP / 2, 0.5, -0.25))


def random_table(rng: random.Random) -> tuple[QRectF, QPointF, list[QRectF]]:
    taken = []
    for _ in range(rng.randrange(0, 14)):
        w, h = snapped(rng, 0, 400), snapped(rng, 0, 300)
        if rng.random() < 0.1:
            w = -w  # drawn right to left
        if rng.random() < 0.05:
            h = 0.0  # no area: it covers nothing
        taken.append(QRectF(snapped(rng, -100, 1600), snapped(rng, -100, 1000), w, h))
    w, h = snapped(rng, 8, 500), snapped(rng, 8, 400)
    size = QRectF(-w / 2 if rng.random() < 0.7 else 0.0, -h / 2, w, h)
    prefer = QPointF(rng.uniform(-50, 1650), rng.uniform(-50, 1050))
    return size, prefer, taken


@pytest.mark.parametrize("seed", range(40))
def test_the_row_search_finds_what_trying_every_point_finds(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(12):
        size, prefer, taken = random_table(rng)
        step = rng.choice((8, 10, 16))
        xs = range(rng.randrange(-40, 60), rng.randrange(1500, 1700), step)
        ys = range(rng.randrange(-40, 60), rng.randrange(900, 1100), step)
        gap = rng.choice((GAP, 10.0, 0.0))
        reach2 = None if rng.random() < 0.5 else rng.uniform(0, 900) ** 2
        want = every_point(size, prefer, taken, xs, ys, gap, reach2)
        got = nearest_free(size, prefer, taken, xs, ys, gap, reach2)
        assert got == want, (size, prefer, taken, xs, ys, gap, reach2)


def test_the_regions_search_keeps_its_grid_reach_and_order() -> None:
    """`nearest_clear`: points 8 units apart around the rounded preference, within the
    reach, the nearest first and of two as near the upper, then the left."""
    rng = random.Random(7)
    for _ in range(60):
        size, prefer, taken = random_table(rng)
        reach = rng.choice((200.0, 500.0, 900.0))
        x0, y0 = round(prefer.x()), round(prefer.y())
        span = int(reach // 8) * 8
        want = every_point(size, QPointF(x0, y0), taken, range(x0 - span, x0 + span + 1, 8),
                           range(y0 - span, y0 + span + 1, 8), GAP, float(span * span))
        assert nearest_clear(size, prefer, taken, reach) == want


def test_a_full_table_has_no_free_place_and_an_empty_one_gives_the_preference() -> None:
    size = QRectF(-50, -50, 100, 100)
    grid = range(0, 1601, 8), range(0, 1001, 8)
    assert nearest_free(size, QPointF(800, 500), [SCENE], *grid, GAP) is None
    assert nearest_free(size, QPointF(800, 504), [], *grid, GAP) == QPointF(800, 504)
    assert nearest_free(QRectF(0, 0, 0, 10), QPointF(800, 500), [], *grid, GAP) is None
