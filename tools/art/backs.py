"""Card backs: a classic red back and a blue one, both with a central suit medallion."""

from __future__ import annotations

import math

from .palette import GOLD, GOLD_DARK, OUT, STD, mix
from .suits import emblem
from .svg import Defs, circle, document, ellipse, g, num, path, rect

W, H = 200, 300


def _clip(px: float, py: float, dx: float, dy: float,
          box: tuple[float, float, float, float]) -> tuple[float, float, float, float] | None:
    """Liang-Barsky: the part of the infinite line p + t*d inside box, or None."""
    x0, y0, x1, y1 = box
    t0, t1 = -1e9, 1e9
    for p, q in ((-dx, px - x0), (dx, x1 - px), (-dy, py - y0), (dy, y1 - py)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 >= t1:
        return None
    return px + t0 * dx, py + t0 * dy, px + t1 * dx, py + t1 * dy


def lattice(box: tuple[float, float, float, float], step: float) -> str:
    """Diagonal lattice lines, clipped to box, as one path."""
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    dd = []
    n = int((x1 - x0 + y1 - y0) / step) + 2
    for i in range(-n, n + 1):
        for dx, dy in ((1, 1), (1, -1)):
            # lines through (cx + i*step, cy) in direction (dx, dy)
            seg = _clip(cx + i * step, cy, dx, dy, box)
            if seg:
                dd.append(f"M{num(seg[0])} {num(seg[1])} L{num(seg[2])} {num(seg[3])}")
    return " ".join(dd)


def lattice_nodes(box: tuple[float, float, float, float], step: float,
                  margin: float) -> list[tuple[float, float]]:
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    pts = []
    half = step / 2
    ny = int((y1 - y0) / half) + 2
    nx = int((x1 - x0) / step) + 2
    for j in range(-ny, ny + 1):
        for i in range(-nx, nx + 1):
            x = cx + i * step + (half if j % 2 else 0)
            y = cy + j * half
            if x0 + margin <= x <= x1 - margin and y0 + margin <= y <= y1 - margin:
                pts.append((x, y))
    return pts


def _outside_ellipse(x: float, y: float, cx: float, cy: float, rx: float, ry: float) -> bool:
    return ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 > 1


def _medallion(d: Defs, rx: float, ry: float, ring: str, fill: str) -> str:
    parts = [ellipse(100, 150, rx + 8, ry + 8, fill=ring, stroke=OUT, stroke_width=2),
             ellipse(100, 150, rx + 8, ry + 8, fill="none", stroke=GOLD, stroke_width=2.4,
                     stroke_dasharray="1,4", stroke_linecap="round"),
             ellipse(100, 150, rx, ry, fill=fill, stroke=GOLD_DARK, stroke_width=2.4)]
    # the four suits around a gilt Z for Zanga
    parts.append(emblem(d, STD["o"], 100, 150 - ry * 0.66, 0.3))
    parts.append(emblem(d, STD["c"], 100 + rx * 0.6, 150, 0.3))
    parts.append(emblem(d, STD["e"], 100, 150 + ry * 0.64, 0.38))
    parts.append(emblem(d, STD["b"], 100 - rx * 0.6, 150, 0.38))
    z = "M86 132 L114 132 L86 168 L114 168"
    parts.append(path(z, fill="none", stroke=OUT, stroke_width=9, stroke_linejoin="round",
                      stroke_linecap="round"))
    parts.append(path(z, fill="none", stroke=GOLD, stroke_width=5, stroke_linejoin="round",
                      stroke_linecap="round"))
    parts.append(path("M92 150 L108 150", stroke=OUT, stroke_width=3, stroke_linecap="round"))
    return "".join(parts)


def back_svg(variant: int) -> str:
    d = Defs()
    if variant == 1:
        base, light, title = "#a3202a", "#d4504a", "Card back (red)"
        paper = "#fffaf0"
    else:
        base, light, title = "#1d4f8f", "#5c8fd0", "Card back (blue)"
        paper = "#f6f8ff"
    dark = mix(base, "#000000", 0.35)
    panel = d.rad(f"panel{variant}", [(0, mix(base, "#ffffff", 0.08)), (1, dark)],
                  r=0.75)
    box = (14.0, 14.0, 186.0, 286.0)
    parts = [rect(1, 1, W - 2, H - 2, rx=12, fill=paper, stroke="#8c8270", stroke_width=2),
             rect(10, 10, 180, 280, rx=8, fill=panel, stroke=OUT, stroke_width=1.6)]
    if variant == 1:
        parts.append(path(lattice(box, 14), stroke=light, stroke_width=1.3, fill="none"))
        dots = [circle(x, y, 2.1) for x, y in lattice_nodes(box, 14, 3)
                if _outside_ellipse(x, y, 100, 150, 58, 76)]
        parts.append(g(*dots, fill=GOLD))
    else:
        step = 20.0
        stars = []
        for x, y in lattice_nodes(box, step, 6):
            if not _outside_ellipse(x, y, 100, 150, 60, 78):
                continue
            pts = []
            for i in range(16):
                r = 7.5 if i % 2 == 0 else 3.6
                a = math.pi * i / 8
                pts.append(f"{num(x + r * math.sin(a))} {num(y - r * math.cos(a))}")
            stars.append("M" + " L".join(pts) + " Z")
        parts.append(path(" ".join(stars), fill=light, stroke=mix(base, "#000000", 0.5),
                          stroke_width=0.8))
        rings = [circle(x, y, 1.8) for x, y in lattice_nodes(
            (box[0] + 10, box[1] + 5, box[2] + 10, box[3] + 5), step, 2)
            if _outside_ellipse(x, y, 100, 150, 60, 78) and box[0] + 3 < x < box[2] - 3]
        parts.append(g(*rings, fill=GOLD))
    # borders
    parts.append(rect(15, 15, 170, 270, rx=5, fill="none", stroke=paper, stroke_width=2.4))
    parts.append(rect(19.5, 19.5, 161, 261, rx=3, fill="none", stroke=GOLD, stroke_width=1.2))
    for cx, cy in ((26, 26), (174, 26), (26, 274), (174, 274)):
        parts.append(path(f"M{cx} {cy - 7} L{cx + 7} {cy} L{cx} {cy + 7} L{cx - 7} {cy} Z",
                          fill=GOLD, stroke=OUT, stroke_width=1.2))
    ring = mix(base, "#000000", 0.15)
    parts.append(_medallion(d, 48, 64, ring, paper))
    return document("\n".join(parts), d, W, H, title)
