"""The four suit emblems.  Each is drawn centred on (0, 0) with a nominal height of 100
units; callers place it with :func:`place`."""

from __future__ import annotations

import math

from .palette import GOLD, GOLD_DARK, GOLD_LIGHT, OUT, Suit
from .svg import Defs, circle, ellipse, g, num, path, polar, rect, tf


def gold_lin(d: Defs) -> str:
    return d.lin("goldL", [(0, GOLD_LIGHT), (0.55, GOLD), (1, GOLD_DARK)])


def main_lin(d: Defs, s: Suit) -> str:
    return d.lin(f"main{s.key}", [(0, s.light), (0.45, s.main), (1, s.dark)])


def place(content: str, x: float, y: float, s: float = 1.0, rot: float = 0.0,
          stretch: float = 1.0) -> str:
    if stretch != 1.0:
        return g(content, transform=tf(x, y, rot=rot, sx=s, sy=s * stretch))
    return g(content, transform=tf(x, y, s, rot))


# --------------------------------------------------------------------------- coins

def coin(d: Defs, s: Suit, ornate: bool = False) -> str:
    fill = d.rad(f"coin{s.key}", [(0, s.light), (0.55, s.main), (1, s.dark)],
                 cx=0.4, cy=0.36, r=0.7)
    parts = [circle(0, 0, 47, fill=fill, stroke=OUT, stroke_width=3)]
    parts.append(circle(0, 0, 39.5, fill="none", stroke=s.dark, stroke_width=2))
    n = 16 if ornate else 12
    dots = "".join(circle(*polar(43.3, i * 360 / n), 2.3, fill=s.accent) for i in range(n))
    parts.append(dots)
    petals = "".join(
        ellipse(0, -23, 5.6, 11.5, transform=f"rotate({i * 45})") for i in range(8))
    parts.append(g(petals, fill=s.accent, stroke=OUT, stroke_width=1.3))
    if ornate:
        small = "".join(
            ellipse(0, -27, 3, 6.5, transform=f"rotate({i * 45 + 22.5})") for i in range(8))
        parts.append(g(small, fill=s.dark, stroke=OUT, stroke_width=1))
    parts.append(circle(0, 0, 11.5, fill=s.light, stroke=OUT, stroke_width=1.5))
    parts.append(circle(0, 0, 5, fill=s.accent))
    return "".join(parts)


def coin_mini(s: Suit) -> str:
    return (circle(0, 0, 43, fill=s.main, stroke=OUT, stroke_width=9)
            + circle(0, 0, 17, fill=s.accent if s.key == "o" else OUT))


# --------------------------------------------------------------------------- cups

CUP_BOWL = ("M-32 -40 L32 -40 C32 -12 20 2 7 6 L-7 6 C-20 2 -32 -12 -32 -40 Z")
CUP_FOOT = "M-27 47 C-25 37 -12 32 -6 29 L6 29 C12 32 25 37 27 47 Z"


def cup(d: Defs, s: Suit, ornate: bool = False) -> str:
    body = main_lin(d, s)
    gold = gold_lin(d)
    parts = [
        path(CUP_FOOT, fill=body, stroke=OUT, stroke_width=2.5, stroke_linejoin="round"),
        rect(-29, 44, 58, 7, rx=3, fill=gold, stroke=OUT, stroke_width=2.2),
        rect(-5.5, 4, 11, 27, fill=body, stroke=OUT, stroke_width=2.2),
        ellipse(0, 17, 11.5, 6, fill=gold, stroke=OUT, stroke_width=2.2),
        path(CUP_BOWL, fill=body, stroke=OUT, stroke_width=2.5, stroke_linejoin="round"),
        # band round the bowl
        path("M-31.2 -27 L31.2 -27 L29.3 -19 L-29.3 -19 Z", fill=gold, stroke=OUT,
             stroke_width=1.6, stroke_linejoin="round"),
        rect(-35, -47, 70, 9, rx=3.5, fill=gold, stroke=OUT, stroke_width=2.4),
        # highlight
        path("M-24 -15 C-22 -8 -16 -3 -10 0", fill="none", stroke=s.light, stroke_width=3,
             stroke_linecap="round", opacity=0.8),
    ]
    if ornate:
        jewels = "".join(circle(x, -23, 2.6, fill=s.accent if s.key != "c" else "#2f70b8",
                                stroke=OUT, stroke_width=1) for x in (-20, -10, 0, 10, 20))
        parts.append(jewels)
        parts.append(path("M-14 -12 C-8 -6 8 -6 14 -12 M0 -14 L0 -4", fill="none",
                          stroke=GOLD, stroke_width=2.4, stroke_linecap="round"))
        parts.append(path("M-16 40 C-8 35 8 35 16 40", fill="none", stroke=GOLD,
                          stroke_width=2.2, stroke_linecap="round"))
    return "".join(parts)


def cup_mini(s: Suit) -> str:
    d = ("M-38 -46 L38 -46 C38 -8 18 6 7 8 L7 26 C18 30 32 35 34 48 L-34 48 "
         "C-32 35 -18 30 -7 26 L-7 8 C-18 6 -38 -8 -38 -46 Z")
    return path(d, fill=s.main, stroke=OUT, stroke_width=8, stroke_linejoin="round")


# --------------------------------------------------------------------------- swords

def sword_shift(stretch: float) -> float:
    """How far the hilt moves down when the blade is lengthened to make the sword
    ``stretch`` times its nominal height (the sword stays centred)."""
    length = (105 * stretch - 34) / 71
    return 35.5 * (length - 1)


def sword(d: Defs, s: Suit, ornate: bool = False, stretch: float = 1.0) -> str:
    gold = gold_lin(d)
    sh = sword_shift(stretch)
    tip, base = -50 - sh, 21 + sh
    sho = tip + 13
    blade = [
        path(f"M0 {tip} L-7 {sho} L-7 {base} L0 {base} Z", fill=s.light),
        path(f"M0 {tip} L7 {sho} L7 {base} L0 {base} Z", fill=s.main),
        path(f"M0 {tip} L7 {sho} L7 {base} L-7 {base} L-7 {sho} Z", fill="none", stroke=OUT,
             stroke_width=2.4, stroke_linejoin="round"),
        path(f"M0 {tip + 10} L0 {base - 5}", stroke=s.dark, stroke_width=1.4, opacity=0.7),
    ]
    hilt = [
        # cross-guard with curled quillons
        path("M-25 17 C-21 24 -10 22 0 22 C10 22 21 24 25 17 L27 24 C21 31 10 29 0 29 "
             "C-10 29 -21 31 -27 24 Z", fill=gold, stroke=OUT, stroke_width=2.2,
             stroke_linejoin="round"),
        circle(-27, 20.5, 4, fill=gold, stroke=OUT, stroke_width=2),
        circle(27, 20.5, 4, fill=gold, stroke=OUT, stroke_width=2),
        rect(-4.5, 29, 9, 15, fill="#8a3b1c", stroke=OUT, stroke_width=2),
        path("M-4.5 33 L4.5 31 M-4.5 38 L4.5 36 M-4.5 43 L4.5 41", stroke=GOLD_LIGHT,
             stroke_width=1.3),
        circle(0, 49, 5.8, fill=gold, stroke=OUT, stroke_width=2),
    ]
    if ornate:
        hilt.insert(0, path("M-7 21 C-3 14 3 14 7 21", fill=GOLD, stroke=OUT,
                            stroke_width=1.2))
    return "".join(blade) + (g(*hilt, transform=f"translate(0,{num(sh)})") if sh
                             else "".join(hilt))


def sword_mini(s: Suit) -> str:
    return g(
        path("M0 -52 L10 -36 L10 16 L-10 16 L-10 -36 Z", fill=s.main),
        rect(-27, 16, 54, 12, rx=5, fill=GOLD),
        rect(-6, 28, 12, 14, fill=GOLD_DARK),
        circle(0, 47, 7.5, fill=GOLD),
        stroke=OUT, stroke_width=6.5, stroke_linejoin="round")


# --------------------------------------------------------------------------- clubs

CLUB_BODY = ("M-13 -41 C-16 -48 -8 -53 0 -53 C8 -53 16 -48 13 -41 C12 -20 9 10 7.5 44 "
             "C7 50 -7 50 -7.5 44 C-9 10 -12 -20 -13 -41 Z")
CLUB_STUBS = [
    ("M-11.5 -27 L-21 -33 C-24 -31 -24 -25 -21 -23 L-11.5 -18 Z", (-21.5, -28, -35)),
    ("M9.5 -8 L19.5 -13 C22.5 -11 22.5 -6 19.5 -4 L9.5 0 Z", (20.5, -8.5, 30)),
    ("M-8.5 20 L-16.5 16 C-19.5 18 -19.5 22 -16.5 24 L-8.5 28 Z", (-17.5, 20, -25)),
]


def club(d: Defs, s: Suit, ornate: bool = False) -> str:
    body = main_lin(d, s)
    parts = []
    for stub, (cx, cy, rot) in CLUB_STUBS:
        parts.append(path(stub, fill=s.dark, stroke=OUT, stroke_width=2, stroke_linejoin="round"))
        parts.append(ellipse(cx, cy, 3.2, 4.8, fill=s.accent, stroke=OUT, stroke_width=1.6,
                             transform=f"rotate({rot} {cx} {cy})"))
    parts.append(path(CLUB_BODY, fill=body, stroke=OUT, stroke_width=2.6,
                      stroke_linejoin="round"))
    parts.append(path("M-7 -44 C-8 -22 -6 8 -4 40", fill="none", stroke=s.light,
                      stroke_width=3, stroke_linecap="round", opacity=0.75))
    knots = "M4 -34 C6 -32 6 -29 4 -27 M-3 -6 C-1 -4 -1 -1 -3 1 M3 14 C5 16 5 19 3 21 " \
            "M-1 32 C1 34 1 36 -1 38"
    parts.append(path(knots, fill="none", stroke=s.dark, stroke_width=2,
                      stroke_linecap="round"))
    parts.append(ellipse(0, -47, 7, 3, fill=s.accent, stroke=OUT, stroke_width=1.4))
    if ornate:
        gold = gold_lin(d)
        for y, half in ((-36, 13.6), (30, 9.2)):
            parts.append(path(f"M{-half} {y - 3} C{-half / 2} {y} {half / 2} {y} {half} {y - 3} "
                              f"L{half - 0.4} {y + 3} C{half / 2} {y + 6} {-half / 2} {y + 6} "
                              f"{-half + 0.4} {y + 3} Z", fill=gold, stroke=OUT,
                              stroke_width=1.4, stroke_linejoin="round"))
            parts.append(circle(0, y + 1.6, 1.6, fill="#c8371e"))
    return "".join(parts)


def club_mini(s: Suit) -> str:
    d = ("M-16 -40 C-19 -50 -9 -56 0 -56 C9 -56 19 -50 16 -40 C14 -18 11 12 9 44 "
         "C9 52 -9 52 -9 44 C-11 12 -14 -18 -16 -40 Z")
    stub = "M-14 -22 L-26 -30 L-30 -20 L-13 -12 Z M12 2 L26 -6 L29 4 L11 10 Z"
    return (path(stub, fill=s.dark, stroke=OUT, stroke_width=6, stroke_linejoin="round")
            + path(d, fill=s.main, stroke=OUT, stroke_width=7, stroke_linejoin="round"))


EMBLEM = {"o": coin, "c": cup, "e": sword, "b": club}
MINI = {"o": coin_mini, "c": cup_mini, "e": sword_mini, "b": club_mini}


def emblem(d: Defs, s: Suit, x: float, y: float, scale: float, rot: float = 0,
           ornate: bool = False, stretch: float = 1.0) -> str:
    """An emblem at (x, y).  ``stretch`` makes it taller: a sword gets a longer blade,
    anything else is scaled vertically."""
    if s.key == "e" and stretch != 1.0:
        return place(sword(d, s, ornate, stretch), x, y, scale, rot)
    return place(EMBLEM[s.key](d, s, ornate), x, y, scale, rot, stretch)


GRIP_Y = {"e": 36.5, "b": 38.0}


def held(d: Defs, s: Suit, hx: float, hy: float, scale: float, stretch: float,
         rot: float = 0) -> str:
    """A sword or club whose grip sits in a hand at (hx, hy)."""
    if s.key == "e":
        off = (GRIP_Y["e"] + sword_shift(stretch)) * scale
    else:
        off = GRIP_Y[s.key] * scale * stretch
    a = math.radians(rot)
    return emblem(d, s, hx + off * math.sin(a), hy - off * math.cos(a), scale, rot,
                  stretch=stretch)


def mini(s: Suit, x: float, y: float, scale: float) -> str:
    return place(MINI[s.key](s), x, y, scale)


def leaf(x: float, y: float, length: float, rot: float, fill: str) -> str:
    """A pointed leaf whose base is at (x, y), pointing up when rot == 0."""
    h = length
    w = length * 0.32
    dd = f"M0 0 C{w} {-h * 0.3} {w} {-h * 0.7} 0 {-h} C{-w} {-h * 0.7} {-w} {-h * 0.3} 0 0 Z"
    return g(path(dd, fill=fill, stroke=OUT, stroke_width=1.3, stroke_linejoin="round"),
             path(f"M0 {-h * 0.15} L0 {-h * 0.8}", stroke=OUT, stroke_width=0.8,
                  opacity=0.5),
             transform=tf(x, y, 1, rot))


