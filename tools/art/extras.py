"""Table felt, vale stones and the application icon."""

from __future__ import annotations

import math
import random

from .palette import GOLD, GOLD_DARK, OUT, STD
from .suits import emblem
from .svg import Defs, circle, document, ellipse, g, num, path, rect

FELT = "#1f6b3c"
#: Each felt colour the table offers (View > Table colour): the cloth, its light fibres and
#: its dark ones; the first is the usual green.
FELTS: dict[str, tuple[str, str, str]] = {
    "green": (FELT, "#3f9460", "#12482a"),
    "blue": ("#1f4a6b", "#3f7194", "#122f48"),
    "red": ("#6b1f28", "#94404a", "#481219"),
}


def felt_svg(size: int = 256, colour: str = "green") -> str:
    """A seamless baize tile: flat cloth with short fibres that wrap at the edges, the same
    fibres in every colour."""
    cloth, fibre_light, fibre_dark = FELTS[colour]
    d = Defs()
    rng = random.Random(4040)  # fixed seed: deterministic output
    light, dark = [], []
    for i in range(1400):
        x, y = rng.uniform(0, size), rng.uniform(0, size)
        a = rng.uniform(0, math.pi)
        ln = rng.uniform(1.4, 3.6)
        dx, dy = math.cos(a) * ln, math.sin(a) * ln
        target = light if i % 2 else dark
        for ox in (-size, 0, size):
            for oy in (-size, 0, size):
                x0, y0, x1, y1 = x + ox, y + oy, x + ox + dx, y + oy + dy
                if max(x0, x1) < -1 or min(x0, x1) > size + 1:
                    continue
                if max(y0, y1) < -1 or min(y0, y1) > size + 1:
                    continue
                target.append(f"M{num(x0)} {num(y0)} L{num(x1)} {num(y1)}")
    parts = [rect(0, 0, size, size, fill=cloth),
             path(" ".join(light), stroke=fibre_light, stroke_width=0.7, opacity=0.45,
                  stroke_linecap="round"),
             path(" ".join(dark), stroke=fibre_dark, stroke_width=0.7, opacity=0.5,
                  stroke_linecap="round")]
    title = "Table felt (seamless tile)" if colour == "green" else \
        f"Table felt, {colour} (seamless tile)"
    return document("\n".join(parts), d, size, size, title)


def vale_svg(team: int) -> str:
    d = Defs()
    if team == 0:
        stops = [(0, "#fffdf6"), (0.6, "#efe5cc"), (1, "#c9b991")]
        edge, mark = "#6f6248", "#9c8b66"
        title = "Vale stone, team 0 (ivory)"
    else:
        stops = [(0, "#e0605a"), (0.55, "#a81e2a"), (1, "#5e0c14")]
        edge, mark = "#3a060b", "#f0c0b0"
        title = "Vale stone, team 1 (deep red)"
    fill = d.rad(f"vale{team}", stops, cx=0.38, cy=0.32, r=0.75)
    pebble = ("M32 5 C47 5 59 14 60 29 C61 45 50 59 32 59 C15 59 3 47 4 31 C5 15 17 5 32 5 Z")
    parts = [ellipse(33, 60, 24, 3.2, fill=OUT, opacity=0.18),
             path(pebble, fill=fill, stroke=edge, stroke_width=2.2)]
    if team == 0:
        parts.append(circle(32, 32, 13, fill="none", stroke=mark, stroke_width=3))
        parts.append(circle(32, 32, 4, fill=mark))
    else:
        pts = []
        for i in range(10):
            r = 14 if i % 2 == 0 else 6
            a = math.pi * i / 5
            pts.append(f"{num(32 + r * math.sin(a))} {num(33 - r * math.cos(a))}")
        parts.append(path("M" + " L".join(pts) + " Z", fill=mark, opacity=0.9))
    parts.append(ellipse(23, 17, 9, 4.5, fill="#ffffff", opacity=0.45,
                         transform="rotate(-25,23,17)"))
    return document("\n".join(parts), d, 64, 64, title)


def check_svg() -> str:
    """A ticked box (the start screen's check box): a gold square with a dark tick."""
    d = Defs()
    fill = d.lin("checkfill", [(0, "#fbe7a6"), (1, GOLD_DARK)], x2=0, y2=1)
    parts = [rect(1, 1, 22, 22, rx=4, fill=fill, stroke=GOLD, stroke_width=2),
             path("M5.5 12.5 L10 17 L18.5 7.5", fill="none", stroke=OUT, stroke_width=3.2,
                  stroke_linecap="round", stroke_linejoin="round")]
    return document("\n".join(parts), d, 24, 24, "Check box, ticked")


def _mini_card(d: Defs, content: str, x: float, y: float, rot: float) -> str:
    body = (rect(-40, -60, 80, 120, rx=9, fill="#fffaf0", stroke=OUT, stroke_width=3.5)
            + rect(-33, -53, 66, 106, rx=5, fill="none", stroke=GOLD_DARK, stroke_width=2.5)
            + content)
    return g(body, transform=f"translate({num(x)},{num(y)}) rotate({num(rot)})")


def icon_svg() -> str:
    d = Defs()
    bg = d.rad("iconbg", [(0, "#2f8f55"), (1, "#0f4526")], r=0.7)
    parts = [rect(8, 8, 240, 240, rx=48, fill=bg, stroke="#0a2e19", stroke_width=4),
             rect(16, 16, 224, 224, rx=41, fill="none", stroke=GOLD, stroke_width=3,
                  opacity=0.8)]
    o, c, e = STD["o"], STD["c"], STD["e"]
    parts.append(_mini_card(d, emblem(d, c, -6, 0, 0.62), 84, 142, -22))
    parts.append(_mini_card(d, emblem(d, o, 6, 0, 0.56), 172, 142, 22))
    parts.append(_mini_card(d, emblem(d, e, 0, 2, 1.0), 128, 124, 0))
    return document("\n".join(parts), d, 256, 256, "Zanga Desktop")


