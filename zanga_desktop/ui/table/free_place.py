"""The nearest free place for a piece on a grid of the table: the search every layout of
pieces makes (`regions.nearest_clear`, El Envite's boards and stock).

A piece of `size` (a rect around its origin) may lie at a grid point when, moved there, it
lies on the table and, grown by a gap, touches none of the pieces already placed. Trying
every grid point in turn costs a start some hundred milliseconds (a layout tries tens of
thousands, each a few rect calls). Here the grid is taken a row at a time: each piece
placed blocks one run of the points of every row it reaches, found once from its edges, so
a row costs a comparison or two a piece. The answer is the one trying every point gives:
the same point, by the same arithmetic on the same floating-point numbers as Qt's
`QRectF.contains` and `QRectF.intersects` (each edge of a run is checked by that
arithmetic, not guessed).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF

from .layout import SCENE


def _edges(x: float, w: float) -> tuple[float, float]:
    """Qt's left and right of a side that begins at `x` and runs `w` (negative: leftwards)."""
    return (x + w, x) if w < 0 else (x, x + w)


def _first(true_at: Callable[[int], bool], guess: int, n: int) -> int:
    """The first index of 0..n-1 at which `true_at` (false, then true, as the index grows)
    holds; n if none. `guess` is only where the walk starts."""
    i = min(max(guess, 0), n)
    while i > 0 and true_at(i - 1):
        i -= 1
    while i < n and not true_at(i):
        i += 1
    return i


def _index(value: float, start: int, step: int) -> int:
    return math.floor((value - start) / step) if math.isfinite(value) else 0


class _Axis:
    """One axis of the search: the grid's points `start + i * step`, i < n, and the piece's
    side (`lo`, `extent`) and gap."""

    def __init__(self, grid: range, lo: float, extent: float, gap: float) -> None:
        self.start, self.step, self.n = grid.start, grid.step, len(grid)
        self.lo, self.extent, self.gap = lo, extent, gap
        # QRectF.adjusted(-gap, -gap, gap, gap): the width becomes extent + gap - (-gap)
        self.grown = extent + gap - (-gap)

    def at(self, i: int) -> int:
        return self.start + i * self.step

    def piece(self, i: int) -> tuple[float, float]:
        """The piece's edges at point i (QRectF.translated)."""
        return _edges(self.lo + self.at(i), self.extent)

    def halo(self, i: int) -> tuple[float, float]:
        """Its edges grown by the gap at point i (QRectF.adjusted)."""
        return _edges(self.lo + self.at(i) + -self.gap, self.grown)

    def inside(self, lo: float, hi: float) -> tuple[int, int]:
        """The run of points at which the piece lies within lo..hi (QRectF.contains)."""
        first = _first(lambda i: self.piece(i)[0] >= lo,
                       _index(lo - self.lo, self.start, self.step), self.n)
        end = _first(lambda i: self.piece(i)[1] > hi,
                     _index(hi - self.lo - self.extent, self.start, self.step), self.n)
        return first, end - 1

    def blocked(self, lo: float, hi: float) -> tuple[int, int]:
        """The run of points at which the grown piece overlaps lo..hi (QRectF.intersects:
        its left below `hi` and its right above `lo`)."""
        first = _first(lambda i: self.halo(i)[1] > lo,
                       _index(lo - self.lo - self.grown, self.start, self.step), self.n)
        end = _first(lambda i: self.halo(i)[0] >= hi,
                     _index(hi - self.lo + self.gap, self.start, self.step), self.n)
        return first, end - 1


def nearest_free(size: QRectF, prefer: QPointF, taken: Sequence[QRectF], xs: range,
                 ys: range, gap: float, reach2: float | None = None) -> QPointF | None:
    """The grid point (x of `xs`, y of `ys`) nearest `prefer`, within a squared distance of
    `reach2` if given, at which `size` moved there lies on the table `gap` clear of every
    rect of `taken` (of two points as near, the one with the smaller y, then x); None if no
    point is free."""
    px, py = prefer.x(), prefer.y()
    across = _Axis(xs, size.x(), size.width(), gap)
    down = _Axis(ys, size.y(), size.height(), gap)
    if across.extent == 0 or down.extent == 0:
        return None  # a rect with no area lies nowhere (QRectF.contains)
    scene_x = _edges(SCENE.x(), SCENE.width())
    scene_y = _edges(SCENE.y(), SCENE.height())
    on_x = across.inside(*scene_x)
    on_y = down.inside(*scene_y)
    halo_null = across.grown == 0 or down.grown == 0
    # each piece placed blocks the same run of every row it reaches: found once
    blocks: list[tuple[tuple[int, int], tuple[float, float]]] = []
    for rect in taken:
        ex, ey = _edges(rect.x(), rect.width()), _edges(rect.y(), rect.height())
        if ex[0] != ex[1] and ey[0] != ey[1] and not halo_null:  # a null rect meets none
            blocks.append((across.blocked(*ex), ey))
    blocks.sort()
    best: tuple[float, int, int] | None = None
    for j in range(on_y[0], on_y[1] + 1):
        y = down.at(j)
        dy2 = (y - py) ** 2
        if best is not None and dy2 > best[0]:
            continue
        top, bottom = down.halo(j)
        runs = [run for run, ey in blocks if top < ey[1] and ey[0] < bottom]
        for i in _row_candidates(on_x, runs, (px - across.start) / across.step):
            x = across.at(i)
            d = (x - px) ** 2 + dy2
            if reach2 is not None and d > reach2:
                continue
            if best is None or (d, y, x) < (best[0], best[1], best[2]):
                best = (d, y, x)
    return None if best is None else QPointF(best[2], best[1])


def _row_candidates(span: tuple[int, int], runs: list[tuple[int, int]],
                    want: float) -> list[int]:
    """In each stretch of `span` that no run covers, the points either side of `want`
    (the index nearest the preferred x, as a real number), kept within the stretch."""
    out: list[int] = []
    lo = span[0]
    for a, b in [*runs, (span[1] + 1, span[1] + 1)]:
        if a > b:
            continue
        hi = min(a - 1, span[1])
        if lo <= hi:
            for i in (math.floor(want), math.ceil(want)):
                out.append(min(max(i, lo), hi))
        lo = max(lo, b + 1)
        if lo > span[1]:
            break
    return out
