"""Card faces: the frame with its pinta gaps, corner indices, pip layouts and aces."""

from __future__ import annotations

import math

from . import figures
from .glyphs import stroke_text
from .palette import GOLD, GOLD_DARK, GOLD_LIGHT, OUT, PAPER, Suit
from .suits import emblem, gold_lin, leaf, mini
from .svg import Defs, circle, document, el, ellipse, g, num, path, rect

W, H = 200, 300
RANKS = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)
SUITS = ("o", "c", "e", "b")
RANK_NAMES = {1: "As", 10: "Sota", 11: "Caballo", 12: "Rey"}
LETTER = {"o": "O", "c": "C", "e": "E", "b": "B"}

FRAME = (9.0, 9.0, 191.0, 291.0)
FRAME_R = 7.0
GAPS = {"o": (), "c": (100,), "e": (74, 126), "b": (62, 100, 138)}
GAP_LEN = 15.0


def card_ids() -> list[str]:
    return [f"{r}{s}" for s in SUITS for r in RANKS]


# --------------------------------------------------------------------------- frame

def card_base(d: Defs) -> str:
    _ = d
    return rect(1, 1, W - 2, H - 2, rx=12, fill=PAPER, stroke="#8c8270", stroke_width=2)


def frame(s: Suit, cb: bool) -> str:
    x0, y0, x1, y1 = FRAME
    w, h = x1 - x0, y1 - y0
    col = s.frame
    parts: list[str] = []
    if not cb:
        parts.append(rect(x0, y0, w, h, rx=FRAME_R, fill="none", stroke=col, stroke_width=2.4))
    elif s.key == "o":       # double line
        parts.append(rect(x0, y0, w, h, rx=FRAME_R, fill="none", stroke=col, stroke_width=2))
        parts.append(rect(x0 + 3.6, y0 + 3.6, w - 7.2, h - 7.2, rx=FRAME_R - 3, fill="none",
                          stroke=col, stroke_width=1.2))
    elif s.key == "c":       # one heavy line
        parts.append(rect(x0, y0, w, h, rx=FRAME_R, fill="none", stroke=col, stroke_width=3.4))
    elif s.key == "e":       # dashes
        parts.append(rect(x0, y0, w, h, rx=FRAME_R, fill="none", stroke=col, stroke_width=2.6,
                          stroke_dasharray="9,4"))
    else:                    # dots
        parts.append(rect(x0, y0, w, h, rx=FRAME_R, fill="none", stroke=col, stroke_width=3.4,
                          stroke_dasharray="0.1,6", stroke_linecap="round"))
    # the pinta: gaps in the top and bottom frame lines tell the suit from the edge
    for x in GAPS[s.key]:
        for y in (y0, y1):
            parts.append(rect(x - GAP_LEN / 2, y - 4 if y == y0 else y - 5.5, GAP_LEN, 9.5,
                              fill=PAPER))
            # little end ticks make the gap crisp
            parts.append(path(f"M{x - GAP_LEN / 2} {y - 3.5} L{x - GAP_LEN / 2} {y + 3.5} "
                              f"M{x + GAP_LEN / 2} {y - 3.5} L{x + GAP_LEN / 2} {y + 3.5}",
                              stroke=col, stroke_width=1.6, stroke_linecap="round"))
    return "".join(parts)


def index(rank: int, s: Suit, cb: bool) -> str:
    """Corner index: numeral, suit symbol (and in the colour-blind deck the suit letter),
    top-left and again rotated at bottom-right."""
    cx = 27.0
    parts: list[str] = []
    parts.append(stroke_text(str(rank), cx, 14, 40, s.ink, 6.2, condense=0.6, tracking=1.2))
    parts.append(mini(s, cx, 71, 0.27))
    if cb:
        parts.append(stroke_text(LETTER[s.key], cx, 88, 16, "#222222", 3.4))
    one = g(*parts)
    return one + g(one, transform=f"rotate(180,{W // 2},{H // 2})")


# --------------------------------------------------------------------------- pips

Pip = tuple[float, ...]   # x, y, scale, rotation[, vertical stretch]

ROUND_LAYOUTS: dict[int, list[Pip]] = {
    2: [(100, 82, .72, 0), (100, 218, .72, 0)],
    3: [(100, 64, .6, 0), (100, 150, .6, 0), (100, 236, .6, 0)],
    4: [(70, 88, .57, 0), (130, 88, .57, 0), (70, 212, .57, 0), (130, 212, .57, 0)],
    5: [(69, 80, .55, 0), (131, 80, .55, 0), (100, 150, .55, 0), (69, 220, .55, 0),
        (131, 220, .55, 0)],
    6: [(69, 70, .54, 0), (131, 70, .54, 0), (69, 150, .54, 0), (131, 150, .54, 0),
        (69, 230, .54, 0), (131, 230, .54, 0)],
    7: [(67, 66, .5, 0), (133, 66, .5, 0), (100, 110, .5, 0), (67, 150, .5, 0),
        (133, 150, .5, 0), (67, 234, .5, 0), (133, 234, .5, 0)],
}

T = 7.0   # lean of the long pips: the columns lean towards each other, a hint of the lattice
LONG_LAYOUTS: dict[int, list[Pip]] = {
    2: [(100, 150, 1.22, -24, 1.72), (100, 150, 1.22, 24, 1.72)],
    3: [(100, 150, 1.15, -30, 1.72), (100, 150, 1.15, 30, 1.72), (100, 150, 1.15, 0, 1.78)],
    4: [(72, 92, 1.0, T), (128, 92, 1.0, -T), (72, 208, 1.0, T), (128, 208, 1.0, -T)],
    5: [(64, 92, 1.0, T), (136, 92, 1.0, -T), (100, 150, .9, 0), (64, 208, 1.0, T),
        (136, 208, 1.0, -T)],
    6: [(70, 68, .74, T), (130, 68, .74, -T), (70, 150, .74, T), (130, 150, .74, -T),
        (70, 232, .74, T), (130, 232, .74, -T)],
    7: [(64, 68, .74, T), (136, 68, .74, -T), (100, 109, .74, 0), (64, 150, .74, T),
        (136, 150, .74, -T), (64, 232, .74, T), (136, 232, .74, -T)],
}


def pips(d: Defs, rank: int, s: Suit) -> str:
    layout = (ROUND_LAYOUTS if s.key in "oc" else LONG_LAYOUTS)[rank]
    return "".join(emblem(d, s, p[0], p[1], p[2], p[3], stretch=p[4] if len(p) > 4 else 1.0)
                   for p in layout)


# --------------------------------------------------------------------------- aces

def sunburst(cx: float, cy: float, r0: float, r1: float, n: int, color: str,
             opacity: float) -> str:
    dd = []
    for i in range(n):
        a0 = 2 * math.pi * i / n
        a1 = a0 + math.pi / n
        am = (a0 + a1) / 2
        p0 = (cx + r0 * math.sin(a0), cy - r0 * math.cos(a0))
        p1 = (cx + r1 * math.sin(am), cy - r1 * math.cos(am))
        p2 = (cx + r0 * math.sin(a1), cy - r0 * math.cos(a1))
        dd.append(f"M{num(p0[0])} {num(p0[1])} L{num(p1[0])} {num(p1[1])} "
                  f"L{num(p2[0])} {num(p2[1])} Z")
    return path(" ".join(dd), fill=color, opacity=opacity)


def laurel(cx: float, cy: float, r: float, a0: float, a1: float, n: int, size: float,
           fill: str) -> str:
    """A laurel branch following an arc from angle a0 to a1 (degrees, 0 = up, clockwise)."""
    parts = []
    pts = []
    for i in range(n):
        t = i / (n - 1)
        a = math.radians(a0 + (a1 - a0) * t)
        x, y = cx + r * math.sin(a), cy - r * math.cos(a)
        pts.append((x, y))
        tangent = math.degrees(a) + (90 if a1 > a0 else -90)
        sz = size * (0.65 + 0.35 * math.sin(math.pi * (0.25 + 0.75 * t)))
        parts.append(leaf(x, y, sz, tangent - 35, fill))
        parts.append(leaf(x, y, sz, tangent + 35, fill))
    stem = "M" + " L".join(f"{num(x)} {num(y)}" for x, y in pts)
    return path(stem, fill="none", stroke=OUT, stroke_width=1.6) + "".join(parts)


def ribbon(d: Defs, y: float, color: str, dark: str) -> str:
    """A waving banner across the card at height y with swallow-tailed ends."""
    top = (f"M34 {y} C60 {y - 20} 80 {y + 16} 100 {y - 2} C120 {y - 20} 140 {y + 16} 166 {y}")
    bot = (f"L166 {y + 15} C140 {y + 31} 120 {y - 5} 100 {y + 13} C80 {y + 31} 60 {y - 5} "
           f"34 {y + 15} Z")
    tails = (f"M40 {y + 2} L16 {y + 4} L26 {y + 12} L16 {y + 22} L40 {y + 16} Z "
             f"M160 {y + 2} L184 {y + 4} L174 {y + 12} L184 {y + 22} L160 {y + 16} Z")
    return (path(tails, fill=dark, stroke=OUT, stroke_width=1.8, stroke_linejoin="round")
            + path(top + " " + bot, fill=color, stroke=OUT, stroke_width=2,
                   stroke_linejoin="round")
            + path(f"M44 {y + 7} C64 {y - 6} 82 {y + 18} 100 {y + 5} C118 {y - 8} 138 "
                   f"{y + 18} 156 {y + 7}", fill="none", stroke=GOLD, stroke_width=1.6,
                   stroke_dasharray="3,3"))


def bow(x: float, y: float, color: str, dark: str) -> str:
    """A ribbon bow with two tails, centred at (x, y)."""
    tail = (f"M{x - 2} {y + 2} L{x - 15} {y + 27} L{x - 8} {y + 24} L{x - 5} {y + 31} "
            f"L{x + 3} {y + 4} Z")
    loop = (f"M{x} {y} C{x - 10} {y - 15} {x - 27} {y - 11} {x - 25} {y} "
            f"C{x - 27} {y + 11} {x - 10} {y + 15} {x} {y} Z")
    half = (path(tail, fill=dark, stroke=OUT, stroke_width=1.6, stroke_linejoin="round")
            + path(loop, fill=color, stroke=OUT, stroke_width=1.8, stroke_linejoin="round"))
    return (half + g(half, transform=f"translate({num(2 * x)},0) scale(-1,1)")
            + ellipse(x, y, 5, 5.5, fill=color, stroke=OUT, stroke_width=1.8))


def scroll_pair(y: float, color: str, spread: float = 1.0) -> str:
    """Symmetric gold flourishes (spiral scrolls) either side of the centre line."""
    one = path(
        f"M100 {y} C{100 - 30 * spread} {y} {100 - 52 * spread} {y - 14} "
        f"{100 - 52 * spread} {y - 30} C{100 - 52 * spread} {y - 44} {100 - 36 * spread} "
        f"{y - 48} {100 - 30 * spread} {y - 38} C{100 - 25 * spread} {y - 30} "
        f"{100 - 34 * spread} {y - 24} {100 - 38 * spread} {y - 30}",
        fill="none", stroke=OUT, stroke_width=5.2, stroke_linecap="round")
    two = path(
        f"M100 {y} C{100 - 30 * spread} {y} {100 - 52 * spread} {y - 14} "
        f"{100 - 52 * spread} {y - 30} C{100 - 52 * spread} {y - 44} {100 - 36 * spread} "
        f"{y - 48} {100 - 30 * spread} {y - 38} C{100 - 25 * spread} {y - 30} "
        f"{100 - 34 * spread} {y - 24} {100 - 38 * spread} {y - 30}",
        fill="none", stroke=color, stroke_width=2.6, stroke_linecap="round")
    half = one + two
    return half + g(half, transform="translate(200,0) scale(-1,1)")


def ace(d: Defs, s: Suit) -> str:
    parts: list[str] = []
    if s.key == "o":
        parts.append(sunburst(100, 150, 60, 92, 24, s.light, 0.55))
        parts.append(laurel(100, 150, 76, 198, 330, 9, 16, "#5f9a3c"))
        parts.append(laurel(100, 150, 76, 162, 30, 9, 16, "#5f9a3c"))
        parts.append(circle(100, 150, 71, fill="none", stroke=s.dark, stroke_width=1.5,
                            stroke_dasharray="2,4"))
        parts.append(emblem(d, s, 100, 150, 1.36, ornate=True))
        parts.append(bow(100, 226, "#c8371e", "#8a1f12"))
    elif s.key == "c":
        parts.append(sunburst(100, 142, 55, 98, 24, s.light, 0.45))
        parts.append(emblem(d, s, 100, 152, 1.72, ornate=True))
        gold = gold_lin(d)
        body = d.lin(f"main{s.key}", [(0, s.light), (0.45, s.main), (1, s.dark)])
        parts.append(path("M62 70 C62 44 138 44 138 70 Z", fill=body, stroke=OUT,
                          stroke_width=2.6, stroke_linejoin="round"))
        parts.append(path("M70 62 C76 54 124 54 130 62", fill="none", stroke=GOLD,
                          stroke_width=3, stroke_linecap="round"))
        parts.append("".join(circle(x, 58.5 if x in (85, 115) else 57, 2.4, fill="#2f70b8",
                                    stroke=OUT, stroke_width=1) for x in (85, 100, 115)))
        parts.append(ellipse(100, 43, 8, 4, fill=gold, stroke=OUT, stroke_width=1.8))
        parts.append(circle(100, 33, 7.5, fill=gold, stroke=OUT, stroke_width=2))
        parts.append(circle(100, 33, 2.6, fill="#c8371e"))
    elif s.key == "e":
        parts.append(sunburst(100, 120, 40, 86, 28, s.light, 0.5))
        parts.append(scroll_pair(236, GOLD_DARK, 1.05))
        parts.append(scroll_pair(206, GOLD_DARK, 0.75))
        parts.append(laurel(100, 196, 56, 205, 300, 7, 15, "#5f9a3c"))
        parts.append(laurel(100, 196, 56, 155, 60, 7, 15, "#5f9a3c"))
        parts.append(ornate_sword(d, s))
        parts.append(ribbon(d, 118, "#c8371e", "#8a1f12"))
    else:
        parts.append(sunburst(100, 120, 40, 88, 24, s.light, 0.5))
        parts.append(emblem(d, s, 100, 150, 2.3, rot=0, ornate=True))
        for x, y, ln, rot in ((78, 83, 22, -60), (68, 90, 18, -100), (124, 140, 22, 60),
                              (134, 146, 18, 105), (82, 196, 20, -70)):
            parts.append(leaf(x, y, ln, rot, "#6bb04a"))
        parts.append(ribbon(d, 168, "#c8371e", "#8a1f12"))
    return "".join(parts)


def ornate_sword(d: Defs, s: Suit) -> str:
    """The Espadilla: a long sword with an elaborate gilt hilt."""
    gold = gold_lin(d)
    blade = d.lin("blade", [(0, s.light), (0.5, s.light), (0.5, s.main), (1, s.dark)])
    parts = [
        path("M100 26 L111 46 L110 196 L90 196 L89 46 Z", fill=blade, stroke=OUT,
             stroke_width=2.6, stroke_linejoin="round"),
        path("M100 40 L100 190", stroke=s.dark, stroke_width=1.6, opacity=0.6),
        # etched decoration near the hilt
        path("M100 150 C94 158 94 166 100 172 C106 166 106 158 100 150 Z", fill=GOLD,
             stroke=OUT, stroke_width=1.2),
        # quillons curling into scrolls
        path("M100 196 C80 196 62 200 52 192 C44 186 48 174 58 176 C66 178 64 188 58 186",
             fill="none", stroke=OUT, stroke_width=9, stroke_linecap="round"),
        path("M100 196 C80 196 62 200 52 192 C44 186 48 174 58 176 C66 178 64 188 58 186",
             fill="none", stroke=GOLD, stroke_width=5, stroke_linecap="round"),
        path("M100 196 C120 196 138 200 148 192 C156 186 152 174 142 176 C134 178 136 188 "
             "142 186", fill="none", stroke=OUT, stroke_width=9, stroke_linecap="round"),
        path("M100 196 C120 196 138 200 148 192 C156 186 152 174 142 176 C134 178 136 188 "
             "142 186", fill="none", stroke=GOLD, stroke_width=5, stroke_linecap="round"),
        # guard knuckle-bow
        path("M78 198 C76 222 92 230 100 232 C108 230 124 222 122 198", fill="none",
             stroke=OUT, stroke_width=6, stroke_linecap="round"),
        path("M78 198 C76 222 92 230 100 232 C108 230 124 222 122 198", fill="none",
             stroke=GOLD, stroke_width=2.8, stroke_linecap="round"),
        path("M82 192 L118 192 L122 202 L78 202 Z", fill=gold, stroke=OUT, stroke_width=2.2,
             stroke_linejoin="round"),
        circle(100, 197, 5, fill="#c8371e", stroke=OUT, stroke_width=1.5),
        rect(94, 202, 12, 34, rx=2, fill="#8a3b1c", stroke=OUT, stroke_width=2),
        path("M94 208 L106 204 M94 215 L106 211 M94 222 L106 218 M94 229 L106 225",
             stroke=GOLD_LIGHT, stroke_width=1.6),
        el("ellipse", cx=100, cy=243, rx=10, ry=9, fill=gold, stroke=OUT, stroke_width=2.2),
        circle(100, 243, 3.5, fill="#c8371e", stroke=OUT, stroke_width=1.2),
        path("M100 252 L100 262", stroke=OUT, stroke_width=5, stroke_linecap="round"),
        circle(100, 264, 4, fill=gold, stroke=OUT, stroke_width=1.8),
    ]
    return "".join(parts)


# --------------------------------------------------------------------------- whole card

def card_svg(card_id: str, suits: dict[str, Suit], cb: bool) -> str:
    rank, suit_key = int(card_id[:-1]), card_id[-1]
    s = suits[suit_key]
    d = Defs()
    body = [card_base(d), frame(s, cb)]
    if rank == 1:
        body.append(ace(d, s))
    elif rank <= 7:
        body.append(pips(d, rank, s))
    else:
        body.append(figures.figure(d, rank, s))
    body.append(index(rank, s, cb))
    name = RANK_NAMES.get(rank, str(rank))
    title = f"{name} de {s.name}" + (" (colour-blind variant)" if cb else "")
    return document("\n".join(body), d, W, H, title)


