"""The three court cards: Sota (a standing page), Caballo (a rider) and Rey (a king).

Figures are flat illustrations with outlines, drawn directly in card coordinates
(200 x 300).  Each suit dresses them differently and puts its emblem in their hand.
"""

from __future__ import annotations

from dataclasses import replace

from .palette import CHEEK, GOLD, GOLD_DARK, OUT, SKIN, WHITE, Suit, mix
from .suits import emblem, gold_lin, held, mini
from .svg import Defs, circle, ellipse, g, mirror, num, path, rect, tf

HAIR = {"o": "#6b3f1d", "c": "#c98a2e", "e": "#2e2018", "b": "#8a4a22"}
BEARD = {"o": "#e9e4d8", "c": "#8a5a2b", "e": "#cfcac0", "b": "#a0522d"}
HORSE = {"o": ("#a0582d", "#3b2414"), "c": ("#ece6da", "#b5aa98"),
         "e": ("#4a3a30", "#1e1612"), "b": ("#c9833f", "#7a4a1e")}
BOOT = "#3b2a20"


def _pts(points: list[tuple[float, float]]) -> str:
    return "M" + " L".join(f"{num(x)} {num(y)}" for x, y in points)


def limb(points: list[tuple[float, float]], width: float, color: str) -> str:
    dd = _pts(points)
    common = {"fill": "none", "stroke_linecap": "round", "stroke_linejoin": "round"}
    return (path(dd, stroke=OUT, stroke_width=width + 3.4, **common)
            + path(dd, stroke=color, stroke_width=width, **common))


def hand(x: float, y: float, r: float = 5.6) -> str:
    return circle(x, y, r, fill=SKIN, stroke=OUT, stroke_width=1.8)


def face(cx: float, cy: float, r: float, look: float = 0.0, beard: bool = False) -> str:
    """Head with simple friendly features; ``look`` shifts features sideways (-1 .. 1)."""
    dx = look * r * 0.35
    parts = [circle(cx, cy, r, fill=SKIN, stroke=OUT, stroke_width=2)]
    ex = r * 0.36
    for sx in (-1, 1):
        parts.append(circle(cx + dx + sx * ex, cy + 0.5, r * 0.1, fill=OUT))
        parts.append(path(f"M{cx + dx + sx * ex - r * 0.16} {cy - r * 0.22} "
                          f"L{cx + dx + sx * ex + r * 0.16} {cy - r * 0.26}",
                          stroke=OUT, stroke_width=1.3, stroke_linecap="round"))
        if not beard:
            parts.append(circle(cx + dx + sx * r * 0.55, cy + r * 0.38, r * 0.17, fill=CHEEK,
                                opacity=0.55))
    nx = cx + dx * 1.3
    parts.append(path(f"M{nx} {cy + r * 0.05} L{nx - r * 0.1 - look * r * 0.12} {cy + r * 0.4} "
                      f"L{nx + r * 0.07} {cy + r * 0.42}", fill="none", stroke=OUT,
                      stroke_width=1.2, stroke_linejoin="round", stroke_linecap="round"))
    if not beard:
        parts.append(path(f"M{cx + dx - r * 0.24} {cy + r * 0.6} C{cx + dx - r * 0.1} "
                          f"{cy + r * 0.72} {cx + dx + r * 0.1} {cy + r * 0.72} "
                          f"{cx + dx + r * 0.24} {cy + r * 0.6}", fill="none", stroke=OUT,
                          stroke_width=1.3, stroke_linecap="round"))
    return "".join(parts)


def ermine(points: list[tuple[float, float]]) -> str:
    return "".join(path(f"M{x} {y - 3} C{x + 1.6} {y} {x + 1.4} {y + 2} {x} {y + 3.2} "
                        f"C{x - 1.4} {y + 2} {x - 1.6} {y} {x} {y - 3} Z", fill=OUT)
                   for x, y in points)


def diamonds(points: list[tuple[float, float]], size: float, fill: str) -> str:
    dd = " ".join(f"M{num(x)} {num(y - size)} L{num(x + size * 0.7)} {num(y)} L{num(x)} "
                  f"{num(y + size)} L{num(x - size * 0.7)} {num(y)} Z" for x, y in points)
    return path(dd, fill=fill, stroke=OUT, stroke_width=0.7, stroke_linejoin="round")


def robe_points() -> list[tuple[float, float]]:
    """Grid points inside the Rey's robe, clear of the ermine band and the belt."""
    pts = []
    for j, y in enumerate(range(182, 256, 15)):
        half = 22 + (y - 108) / 160 * 15 - 6
        for i in range(-3, 4):
            x = 100 + i * 12 + (6 if j % 2 else 0)
            if 12 < abs(x - 100) < half:
                pts.append((float(x), float(y)))
    return pts


def shadow(cx: float, cy: float, rx: float) -> str:
    return ellipse(cx, cy, rx, rx * 0.12, fill=OUT, opacity=0.14)


# --------------------------------------------------------------------------- Sota

# Each suit's page has his own stance, hat, garment and way of holding the emblem, as the
# figures of a Spanish deck do.  Drawn facing the viewer's right; `mirror` flips the whole
# figure (the emblem then stays clear of the top-left index by being held low).
SOTA_POSE = {  # suit: (mirror, look, legs, hat, pattern, cape, swap colours)
    "o": (False, 0.35, "straight", "beret", "diamonds", False, False),
    "c": (True, 0.45, "stride", "bonete", "stripes", False, False),
    "e": (False, 0.0, "apart", "chambergo", "dots", False, False),
    "b": (True, 0.5, "cross", "gorro", "checks", True, True),
}
LEGS = {"straight": ((89, 264), (111, 264)), "stride": ((82, 262), (117, 264)),
        "apart": ((78, 262), (122, 262)), "cross": ((95, 264), (104, 262))}


def _legs(s: Suit, legs: str) -> str:
    (lx, ly), (rx, ry) = LEGS[legs]
    parts = [limb([(91, 200), (lx, ly)], 12, s.cloth2), limb([(109, 200), (rx, ry)], 12,
                                                              s.cloth2)]
    parts.append(path(f"M{lx - 11} {ly + 8} C{lx - 13} {ly} {lx - 5} {ly - 3} {lx + 6} "
                      f"{ly - 1} L{lx + 7} {ly + 8} Z", fill=BOOT, stroke=OUT,
                      stroke_width=1.8, stroke_linejoin="round"))
    parts.append(path(f"M{rx - 7} {ry + 8} L{rx - 6} {ry - 1} C{rx + 5} {ry - 3} {rx + 13} "
                      f"{ry} {rx + 11} {ry + 8} Z", fill=BOOT, stroke=OUT, stroke_width=1.8,
                      stroke_linejoin="round"))
    return "".join(parts)


def _tunic_pattern(s: Suit, pattern: str) -> str:
    if pattern == "diamonds":
        return diamonds([(x, y) for y, xs in ((174, (80, 90, 110, 120)),
                                              (188, (74, 86, 114, 126))) for x in xs], 2.8,
                        s.trim)
    if pattern == "stripes":
        return path("M80 160 L70 200 M89 160 L84 203 M111 160 L116 203 M120 160 L130 200",
                    stroke=s.cloth2, stroke_width=4.2, stroke_linecap="round")
    if pattern == "dots":
        return "".join(circle(x, y, 2.3, fill=s.trim, stroke=OUT, stroke_width=0.8)
                       for y, xs in ((170, (82, 118)), (182, (76, 88, 112, 124)),
                                     (194, (70, 82, 118, 130)), (124, (86, 114)))
                       for x in xs)
    # checks: a chequered band above the hem
    cells = []
    for i in range(8):
        x0 = 64 + i * 9
        cells.append(path(f"M{x0 + 0.5} 184 L{x0 + 9} 184 L{x0 + 9} 192 L{x0 + 0.5} 192 Z"
                          if i % 2 else f"M{x0} 192 L{x0 + 9} 192 L{x0 + 9} 198 L{x0} 198 Z",
                          fill=s.cloth2))
    cells.append(path("M66 184 L134 184 M64 192 L136 192", stroke=OUT, stroke_width=1.2,
                      opacity=0.6))
    return "".join(cells)


def _sota_hat(s: Suit, hat: str) -> str:
    if hat == "beret":
        return (path("M121 60 C130 48 140 40 152 37 C146 46 136 56 124 64 Z", fill=WHITE,
                     stroke=OUT, stroke_width=1.6, stroke_linejoin="round")
                + path("M79 67 C77 55 90 48 104 49 C118 50 126 57 123 67 C112 62 90 62 79 67 Z",
                       fill=s.cloth, stroke=OUT, stroke_width=2, stroke_linejoin="round")
                + path("M80 66 C92 61 110 61 122 66", fill="none", stroke=s.trim,
                       stroke_width=2.4))
    if hat == "bonete":  # a round cap with a rolled brim and a button
        return (path("M83 67 C81 50 119 50 117 67 Z", fill=s.cloth2, stroke=OUT,
                     stroke_width=2, stroke_linejoin="round")
                + path("M90 54 C94 60 95 64 95 67 M110 54 C106 60 105 64 105 67", fill="none",
                       stroke=OUT, stroke_width=1, opacity=0.45)
                + rect(80, 63, 40, 8, rx=4, fill=s.trim, stroke=OUT, stroke_width=1.8)
                + circle(100, 50.5, 3, fill=GOLD, stroke=OUT, stroke_width=1.3))
    if hat == "chambergo":  # a broad-brimmed hat with a curling plume
        return (path("M108 56 C118 40 138 38 150 46 C140 44 132 48 126 56 C134 52 142 54 146 "
                     "60 C136 58 124 60 116 64 Z", fill=WHITE, stroke=OUT, stroke_width=1.5,
                     stroke_linejoin="round")
                + path("M68 70 C72 62 90 60 100 60 C112 60 128 62 132 68 C126 72 112 70 100 70 "
                       "C88 70 74 74 68 70 Z", fill=s.cloth2, stroke=OUT, stroke_width=2,
                       stroke_linejoin="round")
                + path("M86 63 C85 50 92 46 100 46 C108 46 115 50 114 63 C108 61 92 61 86 63 Z",
                       fill=s.cloth2, stroke=OUT, stroke_width=2, stroke_linejoin="round")
                + path("M86 60 C94 57 106 57 114 60", fill="none", stroke=s.trim,
                       stroke_width=2.6))
    # gorro: a soft cap flopping to one side, with a tassel
    return (path("M81 68 C78 52 92 42 108 43 C122 44 134 52 138 66 C134 64 128 64 124 66 "
                 "C118 62 92 62 81 68 Z", fill=s.cloth, stroke=OUT, stroke_width=2,
                 stroke_linejoin="round")
            + path("M122 47 C130 52 136 58 138 66", fill="none", stroke=OUT, stroke_width=1,
                   opacity=0.5)
            + circle(139, 70, 4.2, fill=s.trim, stroke=OUT, stroke_width=1.4)
            + path("M80 67 C92 61 112 61 124 66", fill="none", stroke=s.trim,
                   stroke_width=3))


def sota(d: Defs, s: Suit) -> str:
    k = s.key
    flip, look, legs, hat, pattern, cape, swap = SOTA_POSE[k]
    if swap:
        s = replace(s, cloth=s.cloth2, cloth2=s.cloth)
    parts = [shadow(100, 272, 44)]
    if cape:  # a cape hanging from both shoulders, its folds showing either side
        parts.append(path("M76 104 C62 140 54 180 50 222 C70 230 130 230 150 222 C146 180 138 "
                          "140 124 104 Z", fill=s.cloth2, stroke=OUT, stroke_width=2.2,
                          stroke_linejoin="round"))
        parts.append(path("M60 170 C58 190 56 206 56 222 M141 170 C143 190 145 206 145 222",
                          fill="none", stroke=OUT, stroke_width=1.1, opacity=0.45))
    parts.append(_legs(s, legs))
    # back arm: a hand on the hip, or (espadas) both hands on the sword's pommel
    if k == "e":
        parts.append(limb([(80, 112), (74, 132), (94, 140)], 12, s.cloth))
    else:
        parts.append(limb([(80, 112), (62, 134), (75, 152)], 12, s.cloth))
        parts.append(hand(77, 153))
    # tunic
    hem = 196 if k == "e" else 204
    parts.append(path(f"M80 104 C88 99 112 99 120 104 L127 150 L{140 - (204 - hem) * 0.4} {hem} "
                      f"C120 {hem + 9} 80 {hem + 9} {60 + (204 - hem) * 0.4} {hem} L73 150 Z",
                      fill=s.cloth, stroke=OUT, stroke_width=2.4, stroke_linejoin="round"))
    parts.append(path(f"M73 150 L{60 + (204 - hem) * 0.4} {hem} C70 {hem + 4} 80 {hem + 6} "
                      f"86 {hem + 7} L90 150 Z", fill=OUT, opacity=0.12))
    parts.append(_tunic_pattern(s, pattern))
    lo = 60 + (204 - hem) * 0.4
    hi = 140 - (204 - hem) * 0.4
    parts.append(path(f"M{lo + 1} {hem - 6} C80 {hem + 3} 120 {hem + 3} {hi - 1} {hem - 6} "
                      f"L{hi} {hem} C120 {hem + 9} 80 {hem + 9} {lo} {hem} Z", fill=s.trim,
                      stroke=OUT, stroke_width=1.6, stroke_linejoin="round"))
    parts.append(path(f"M100 106 L100 147 M100 159 L100 {hem + 2}", stroke=s.trim,
                      stroke_width=3.2))
    parts.append("".join(circle(100, y, 1.8, fill=GOLD_DARK) for y in (114, 124, 134)))
    parts.append(path("M72 147 L128 147 L129.5 158 L70.5 158 Z", fill=s.cloth2, stroke=OUT,
                      stroke_width=1.8, stroke_linejoin="round"))
    parts.append(rect(95, 145.5, 10, 14, rx=2, fill=GOLD, stroke=OUT, stroke_width=1.5))
    if k == "e":  # a sash across the chest
        parts.append(path("M82 106 L124 146 L118 150 L78 112 Z", fill=s.cloth2, stroke=OUT,
                          stroke_width=1.6, stroke_linejoin="round"))
    # puffed shoulders
    for x in (80, 120):
        parts.append(ellipse(x, 110, 10, 9, fill=s.cloth2, stroke=OUT, stroke_width=2))
        parts.append(path(f"M{x - 4} 102 L{x - 4} 118 M{x + 4} 102 L{x + 4} 118", stroke=OUT,
                          stroke_width=1, opacity=0.5))
    # head
    parts.append(rect(94, 90, 12, 12, fill=SKIN, stroke=OUT, stroke_width=1.8))
    parts.append(path("M83 80 C81 62 90 58 100 58 C110 58 119 62 117 80 C118 88 116 93 112 96 "
                      "L113 80 C113 72 108 68 100 68 C92 68 87 72 87 80 L88 96 C84 93 82 88 "
                      "83 80 Z", fill=HAIR[k], stroke=OUT, stroke_width=1.8))
    parts.append(ellipse(100, 102.5, 15, 5, fill=WHITE, stroke=OUT, stroke_width=1.6))
    parts.append(face(100, 80, 16, look=look))
    parts.append(path("M86 79 C86 70 92 66 100 66 C108 66 114 70 114 79 C110 72 104 71 100 71 "
                      "C95 71 90 73 86 79 Z", fill=HAIR[k]))
    parts.append(_sota_hat(s, hat))
    # front arm and the emblem
    if k == "o":  # the coin raised high beside the head
        parts.append(emblem(d, s, 147, 70, 0.5))
        parts.append(limb([(120, 112), (142, 122), (147, 98)], 12, s.cloth))
        parts.append(hand(147, 96))
    elif k == "c":  # the cup offered on the palm, at chest height
        parts.append(limb([(120, 112), (130, 146), (146, 142)], 12, s.cloth))
        parts.append(emblem(d, s, 148, 116, 0.5))
        parts.append(hand(148, 140))
    elif k == "e":  # the sword point down before him, both hands on the pommel
        parts.append(held(d, s, 100, 137, 0.9, 1.55, rot=180))
        parts.append(limb([(120, 112), (126, 132), (106, 140)], 12, s.cloth))
        parts.append(hand(95, 140, 5.4))
        parts.append(hand(105, 139, 5.4))
    else:  # leaning on the club, its foot on the ground
        parts.append(emblem(d, s, 142, 200, 0.78, rot=3, stretch=1.45))
        parts.append(limb([(120, 112), (138, 124), (142, 140)], 12, s.cloth))
        parts.append(hand(142, 142))
    body = "".join(parts)
    return mirror(body) if flip else body


# --------------------------------------------------------------------------- Caballo

CABALLO_POSE = {  # suit: (mirror, gait, emblem raised over the horse's head)
    "o": (False, "prance", False),
    "c": (True, "step", True),
    "e": (False, "rear", False),
    "b": (True, "prance", True),
}


RIDER_LOOK = {"o": -0.8, "c": -0.35, "e": -0.7, "b": 0.1}
RIDER_HAT = {"c": "chambergo", "e": "bonete", "b": "gorro"}


def caballo(d: Defs, s: Suit) -> str:
    k = s.key
    flip, gait, forward = CABALLO_POSE[k]
    hc, mc = HORSE[k]
    parts = [shadow(104, 268, 62)]
    # tail
    parts.append(path("M152 158 C168 152 184 160 187 176 C182 171 177 171 173 173 C177 177 178 "
                      "181 174 184 C167 177 158 176 150 179 Z", fill=mc, stroke=OUT,
                      stroke_width=2, stroke_linejoin="round"))
    parts.append(path("M158 164 C166 162 174 165 178 170", fill="none", stroke=OUT,
                      stroke_width=1, opacity=0.5))
    # far legs
    far = mix(hc, OUT, 0.3)
    if gait == "prance":
        parts.append(limb([(72, 196), (62, 226), (66, 260)], 10, far))
        parts.append(path("M59 268 L60 259 L72 259 L73 268 Z", fill=BOOT, stroke=OUT,
                          stroke_width=1.6))
    else:  # the far foreleg lifted too (rearing) or instead of the near one (a step)
        parts.append(limb([(72, 196), (54, 214), (62, 234)], 10, far))
        parts.append(path("M58 230 L68 232 L66 243 L56 240 Z", fill=BOOT, stroke=OUT,
                          stroke_width=1.6, stroke_linejoin="round"))
    parts.append(limb([(140, 196), (150, 228), (146, 260)], 10, far))
    parts.append(path("M139 268 L140 259 L152 259 L153 268 Z", fill=BOOT, stroke=OUT,
                      stroke_width=1.6))
    # body, neck, head
    parts.append(path("M62 172 C62 150 84 144 110 146 C134 146 156 152 158 176 C160 200 142 "
                      "210 116 210 L86 210 C68 210 60 194 62 172 Z", fill=hc, stroke=OUT,
                      stroke_width=2.4))
    parts.append(path("M66 176 C58 156 56 134 62 116 C66 104 76 98 86 100 C88 120 96 140 104 "
                      "152 Z", fill=hc, stroke=OUT, stroke_width=2.4, stroke_linejoin="round"))
    parts.append(path("M66 104 C58 100 48 104 42 112 L28 132 C24 138 28 146 36 145 L50 142 C58 "
                      "140 64 130 68 122 Z", fill=hc, stroke=OUT, stroke_width=2.4,
                      stroke_linejoin="round"))
    parts.append(path("M64 104 L68 89 L76 102 Z", fill=hc, stroke=OUT, stroke_width=2,
                      stroke_linejoin="round"))
    parts.append(path("M84 96 C96 110 104 128 110 150 L101 150 C99 142 93 136 95 127 C89 129 "
                      "87 121 89 114 C83 116 81 108 82 100 C78 102 74 100 72 96 C76 94 80 94 84 96 "
                      "Z", fill=mc, stroke=OUT, stroke_width=1.8, stroke_linejoin="round"))
    parts.append(circle(55, 115, 2.3, fill=OUT))
    parts.append(circle(33, 137, 1.6, fill=OUT))
    # bridle
    parts.append(path("M64 106 L58 132 M36 128 L50 140 M44 118 L62 118", fill="none",
                      stroke=s.cloth2, stroke_width=2.4, stroke_linecap="round"))
    # saddle cloth
    parts.append(path("M90 146 C104 143 132 143 142 148 L146 206 C126 215 104 215 86 208 Z",
                      fill=s.cloth, stroke=OUT, stroke_width=2.2, stroke_linejoin="round"))
    parts.append(path("M87 202 C104 209 126 209 145.6 200 L146 206 C126 215 104 215 86 208 Z",
                      fill=s.trim, stroke=OUT, stroke_width=1.4))
    parts.append("".join(circle(x, 212 - abs(x - 116) * 0.05, 2.4, fill=GOLD, stroke=OUT,
                                stroke_width=1) for x in (92, 104, 116, 128, 140)))
    parts.append(circle(128, 182, 10, fill=s.trim, stroke=OUT, stroke_width=1.6))
    parts.append(mini(s, 128, 182, 0.14))
    # near legs (front one raised)
    if gait == "step":
        parts.append(limb([(80, 196), (76, 228), (80, 260)], 11, hc))
        parts.append(path("M72 270 L73 261 L87 261 L88 270 Z", fill=BOOT, stroke=OUT,
                          stroke_width=1.6))
    else:
        parts.append(limb([(80, 196), (70, 222), (86, 238)], 11, hc))
        parts.append(path("M84 232 L94 236 L90 246 L80 242 Z", fill=BOOT, stroke=OUT,
                          stroke_width=1.6, stroke_linejoin="round"))
    parts.append(limb([(134, 198), (128, 232), (134, 262)], 11, hc))
    parts.append(path("M126 270 L127 261 L141 261 L142 270 Z", fill=BOOT, stroke=OUT,
                      stroke_width=1.6))
    # rider: far arm on the reins
    if forward:  # the far arm raises the emblem over the horse's head
        if k == "b":
            parts.append(held(d, s, 72, 98, 0.72, 1.2, rot=-18))
        else:
            parts.append(emblem(d, s, 68, 60, 0.48))
        parts.append(limb([(104, 114), (86, 104), (72, 98 if k == "b" else 84)], 10, s.cloth))
        parts.append(hand(72, 98 if k == "b" else 82, 5))
    else:
        parts.append(limb([(104, 114), (92, 128), (88, 136)], 10, s.cloth))
        parts.append(path("M88 138 L36 134", fill="none", stroke=s.cloth2, stroke_width=1.8))
        parts.append(hand(88, 138, 5))
    # torso
    parts.append(path("M98 146 L97 112 C104 103 122 103 128 112 L129 146 Z", fill=s.cloth,
                      stroke=OUT, stroke_width=2.2, stroke_linejoin="round"))
    parts.append(path("M97 136 L129 136 L129 144 L97 144 Z", fill=s.cloth2, stroke=OUT,
                      stroke_width=1.6))
    parts.append(path("M112 106 L112 136", stroke=s.trim, stroke_width=2.6))
    # near leg with boot and stirrup
    parts.append(limb([(118, 146), (98, 160), (101, 190)], 13, s.cloth2))
    parts.append(path("M93 186 L108 186 L110 200 L86 200 C86 194 89 190 93 186 Z", fill=BOOT,
                      stroke=OUT, stroke_width=1.8, stroke_linejoin="round"))
    parts.append(path("M90 202 L108 202", stroke=GOLD_DARK, stroke_width=2.4,
                      stroke_linecap="round"))
    # head and hat
    parts.append(rect(107, 94, 11, 11, fill=SKIN, stroke=OUT, stroke_width=1.6))
    parts.append(ellipse(113, 104, 13, 4.5, fill=WHITE, stroke=OUT, stroke_width=1.5))
    parts.append(path("M100 84 C98 74 106 70 114 70 C124 70 128 78 127 88 L122 96 L118 84 Z",
                      fill=HAIR[k], stroke=OUT, stroke_width=1.6))
    parts.append(face(112, 86, 14, look=RIDER_LOOK[k]))
    if k == "o":  # a peaked cap with a feather
        parts.append(path("M126 62 C134 52 144 48 152 48 C146 54 138 62 128 68 Z", fill=WHITE,
                          stroke=OUT, stroke_width=1.5, stroke_linejoin="round"))
        parts.append(path("M94 76 C96 70 104 70 108 71 C112 60 122 60 126 67 L132 74 C120 74 "
                          "104 74 94 76 Z", fill=s.cloth, stroke=OUT, stroke_width=1.9,
                          stroke_linejoin="round"))
        parts.append(path("M108 71 C114 70 122 70 127 70", stroke=s.trim, stroke_width=2))
    else:  # the page's hat of the same suit, on the rider's smaller head
        parts.append(g(_sota_hat(s, RIDER_HAT[k]), transform=tf(24.5, 16, 0.875)))
    # near arm: the emblem aloft, or (when the far arm holds it) the reins
    if forward:
        parts.append(limb([(122, 112), (118, 130), (104, 136)], 11, s.cloth))
        parts.append(path("M102 138 L36 134", fill="none", stroke=s.cloth2, stroke_width=1.8))
        parts.append(hand(102, 137))
    elif k == "o":
        parts.append(emblem(d, s, 150, 72, 0.48))
        parts.append(limb([(122, 112), (144, 112), (150, 94)], 11, s.cloth))
        parts.append(hand(150, 92))
    else:
        parts.append(held(d, s, 146, 116, 0.8, 1.45, rot=12))
        parts.append(limb([(122, 112), (140, 124), (146, 116)], 11, s.cloth))
        parts.append(hand(146, 116))
    body = "".join(parts)
    return mirror(body) if flip else body


# --------------------------------------------------------------------------- Rey

REY_POSE = {  # suit: (mirror, look, robe, crown, beard, pattern, swap colours)
    "o": (False, 0.25, "long", "points", "full", "diamonds", False),
    "c": (True, 0.4, "long", "arched", "long", "stripes", False),
    "e": (False, -0.35, "tunic", "spiked", "pointed", "dots", False),
    "b": (True, 0.3, "long", "fleurons", "short", "checks", True),
}


def _crown(d: Defs, crown: str) -> str:
    gold = gold_lin(d)
    band = (rect(79, 61, 42, 8, rx=1.5, fill=GOLD_DARK, stroke=OUT, stroke_width=1.6)
            + circle(90, 65, 2.4, fill="#c8371e", stroke=OUT, stroke_width=1)
            + circle(100, 65, 2.6, fill="#2f70b8", stroke=OUT, stroke_width=1)
            + circle(110, 65, 2.4, fill="#3f8a3a", stroke=OUT, stroke_width=1))
    if crown == "points":
        top = path("M80 68 L78 44 L89 55 L100 37 L111 55 L122 44 L120 68 Z", fill=gold,
                   stroke=OUT, stroke_width=2, stroke_linejoin="round")
        balls = "".join(circle(x, y, 2.8, fill=GOLD, stroke=OUT, stroke_width=1.3)
                        for x, y in ((78, 43), (100, 36), (122, 43)))
        return top + band + balls
    if crown == "arched":  # two arches meeting under an orb and cross
        top = (path("M80 63 C80 44 92 38 100 38 C108 38 120 44 120 63 L113 63 C113 50 106 46 "
                    "100 46 C94 46 87 50 87 63 Z", fill=gold, stroke=OUT, stroke_width=1.8,
                    stroke_linejoin="round")
               + path("M97 63 L97 46 L103 46 L103 63 Z", fill=gold, stroke=OUT,
                      stroke_width=1.4)
               + path("M87 63 C87 55 92 50 100 50 C108 50 113 55 113 63 Z", fill="#b8322a",
                      stroke=OUT, stroke_width=1.4)
               + circle(100, 35, 4, fill=GOLD, stroke=OUT, stroke_width=1.4)
               + path("M100 31 L100 22 M96 26 L104 26", stroke=OUT, stroke_width=4.6,
                      stroke_linecap="round")
               + path("M100 31 L100 22 M96 26 L104 26", stroke=GOLD, stroke_width=2.2,
                      stroke_linecap="round"))
        return top + band
    if crown == "spiked":  # tall thin rays, each tipped with a pearl
        rays = "".join(path(f"M{x - 3} 63 L{x} {y} L{x + 3} 63 Z", fill=gold, stroke=OUT,
                            stroke_width=1.5, stroke_linejoin="round")
                       + circle(x, y - 1, 2.4, fill=WHITE, stroke=OUT, stroke_width=1.1)
                       for x, y in ((82, 46), (91, 38), (100, 32), (109, 38), (118, 46)))
        return rays + band
    # fleurons: three lily-like points over the band
    fl = ""
    for x, y in ((84, 52), (100, 44), (116, 52)):
        fl += path(f"M{x} {y - 8} C{x + 4} {y - 3} {x + 4} {y + 3} {x} {y + 9} "
                   f"C{x - 4} {y + 3} {x - 4} {y - 3} {x} {y - 8} Z M{x - 1} {y + 4} "
                   f"C{x - 6} {y - 2} {x - 11} {y} {x - 9} {y + 6} C{x - 6} {y + 5} {x - 3} "
                   f"{y + 7} {x - 1} {y + 9} Z M{x + 1} {y + 4} C{x + 6} {y - 2} {x + 11} {y} "
                   f"{x + 9} {y + 6} C{x + 6} {y + 5} {x + 3} {y + 7} {x + 1} {y + 9} Z",
                   fill=gold, stroke=OUT, stroke_width=1.4, stroke_linejoin="round")
    base = path("M80 63 L80 56 C90 60 110 60 120 56 L120 63 Z", fill=gold, stroke=OUT,
                stroke_width=1.6, stroke_linejoin="round")
    return fl + base + band


def _beard(beard: str, colour: str) -> str:
    body = {"full": "M84 83 C84 102 93 113 100 113 C107 113 116 102 116 83 C112 91 106 93 100 "
                    "93 C94 93 88 91 84 83 Z",
            "long": "M84 83 C83 104 92 116 100 126 C108 116 117 104 116 83 C112 91 106 93 100 "
                    "93 C94 93 88 91 84 83 Z",
            "pointed": "M85 84 C86 98 94 106 100 120 C106 106 114 98 115 84 C112 91 106 93 "
                       "100 93 C94 93 88 91 85 84 Z",
            "short": "M85 84 C86 98 93 104 100 104 C107 104 114 98 115 84 C112 91 106 93 100 93 "
                     "C94 93 88 91 85 84 Z"}[beard]
    out = path(body, fill=colour, stroke=OUT, stroke_width=1.6, stroke_linejoin="round")
    if beard in ("long", "pointed"):
        out += path("M95 98 C96 106 98 112 100 116 M105 98 C104 106 102 112 100 116",
                    fill="none", stroke=OUT, stroke_width=0.9, opacity=0.5)
    out += path("M92 90 C95 87 99 87 100 89 C101 87 105 87 108 90 C105 93 101 92 100 91 "
                "C99 92 95 93 92 90 Z", fill=colour, stroke=OUT, stroke_width=1.3)
    out += path("M97 96 C99 97 101 97 103 96", fill="none", stroke=OUT, stroke_width=1.2)
    return out


def _robe_pattern(s: Suit, pattern: str, bottom: float) -> str:
    if pattern == "diamonds":
        return diamonds([p for p in robe_points() if p[1] < bottom - 12], 3.2, s.trim)
    if pattern == "stripes":
        return path(f"M84 172 L78 {bottom - 12} M116 172 L122 {bottom - 12} M90 112 L86 158 "
                    "M110 112 L114 158", stroke=s.trim, stroke_width=3.6, stroke_linecap="round")
    if pattern == "dots":
        return "".join(circle(x, y, 2.4, fill=s.trim, stroke=OUT, stroke_width=0.8)
                       for x, y in robe_points() if y < bottom - 12 and (x + y) % 2 == 0)
    # checks: squares set on the robe either side of the ermine front
    sq = ""
    for j, y in enumerate(range(178, int(bottom) - 14, 14)):
        for x in ((80, 114) if j % 2 else (84, 110)):
            sq += rect(x, y, 7, 7, fill=s.cloth2, stroke=OUT, stroke_width=0.8)
    return sq


def rey(d: Defs, s: Suit) -> str:
    k = s.key
    flip, look, robe, crown, beard, pattern, swap = REY_POSE[k]
    if swap:
        s = replace(s, cloth=s.cloth2, cloth2=s.cloth)
    gold = gold_lin(d)
    short = robe == "tunic"
    bottom = 214.0 if short else 268.0
    parts = [shadow(100, 274, 60)]
    # cape
    parts.append(path("M74 106 C58 150 46 220 42 274 L158 274 C154 220 142 150 126 106 Z",
                      fill=s.cloth2, stroke=OUT, stroke_width=2.4, stroke_linejoin="round"))
    parts.append(path("M42 268 L158 268 L158 274 L42 274 Z", fill=GOLD, stroke=OUT,
                      stroke_width=1.4))
    if short:  # a knee-length tunic over hose and boots, feet apart
        for top, foot in (((90, 206), (80, 262)), ((110, 206), (120, 262))):
            parts.append(limb([top, foot], 13, mix(s.cloth2, OUT, 0.35)))
        parts.append(path("M66 272 C64 262 72 258 84 260 L86 272 Z M114 272 L116 260 C128 258 "
                          "136 262 134 272 Z", fill=BOOT, stroke=OUT, stroke_width=1.8,
                          stroke_linejoin="round"))
    else:
        parts.append(ellipse(88, 273, 9, 5, fill=BOOT, stroke=OUT, stroke_width=1.6))
        parts.append(ellipse(112, 273, 9, 5, fill=BOOT, stroke=OUT, stroke_width=1.6))
    lo, hi = (70, 130) if short else (63, 137)
    parts.append(path(f"M78 108 C72 150 {lo + 3} 190 {lo} {bottom} L{hi} {bottom} "
                      f"C{hi - 3} 190 128 150 122 108 Z", fill=s.cloth, stroke=OUT,
                      stroke_width=2.2, stroke_linejoin="round"))
    parts.append(path(f"M78 108 C72 150 {lo + 3} 190 {lo} {bottom} L{lo + 13} {bottom} "
                      "C78 190 82 150 86 110 Z", fill=OUT, opacity=0.12))
    parts.append(_robe_pattern(s, pattern, bottom))
    parts.append(path(f"M{lo + 1} {bottom - 10} L{hi - 1} {bottom - 10} L{hi} {bottom} "
                      f"L{lo} {bottom} Z", fill=s.trim, stroke=OUT, stroke_width=1.4))
    # ermine front
    parts.append(path(f"M95 112 L92 {bottom} L108 {bottom} L105 112 Z", fill=WHITE,
                      stroke=OUT, stroke_width=1.6))
    parts.append(ermine([(x, y) for x, y in ((97, 190), (103, 206), (97, 222), (103, 238),
                                             (98, 254), (102, 176)) if y < bottom - 6]))
    parts.append(path("M75 160 L125 160 L126 169 L74 169 Z", fill=gold, stroke=OUT,
                      stroke_width=1.6))
    parts.append(circle(100, 164.5, 4, fill="#c8371e", stroke=OUT, stroke_width=1.2))
    # left arm: on the belt, or (espadas) holding the cape
    if short:
        parts.append(limb([(80, 116), (64, 146), (60, 168)], 13, s.cloth))
        parts.append(hand(60, 170))
    else:
        parts.append(limb([(80, 116), (66, 142), (82, 162)], 13, s.cloth))
        parts.append(path("M76 164 L84 156", stroke=WHITE, stroke_width=6,
                          stroke_linecap="round"))
        parts.append(hand(85, 163))
    # ermine collar
    parts.append(path("M70 106 C84 126 116 126 130 106 C124 96 76 96 70 106 Z", fill=WHITE,
                      stroke=OUT, stroke_width=1.8))
    parts.append(ermine([(78, 108), (88, 115), (112, 115), (122, 108), (100, 118)]))
    # head, beard, crown
    parts.append(path("M83 78 C82 92 86 98 90 100 L110 100 C114 98 118 92 117 78 Z",
                      fill=BEARD[k], stroke=OUT, stroke_width=1.6))
    parts.append(face(100, 80, 16.5, look=look, beard=True))
    parts.append(_beard(beard, BEARD[k]))
    parts.append(_crown(d, crown))
    # right arm holding the emblem
    if k == "o":  # the coin shown at the shoulder
        parts.append(emblem(d, s, 148, 128, 0.52))
        parts.append(limb([(120, 116), (134, 156), (146, 154)], 13, s.cloth))
        parts.append(hand(147, 153))
    elif k == "c":  # the cup raised before him
        parts.append(emblem(d, s, 146, 118, 0.56))
        parts.append(limb([(120, 116), (128, 150), (144, 142)], 13, s.cloth))
        parts.append(hand(146, 141))
    elif k == "e":  # the sword raised upright at arm's length
        parts.append(held(d, s, 148, 162, 0.92, 1.6, rot=-4))
        parts.append(limb([(120, 116), (140, 146), (147, 162)], 13, s.cloth))
        parts.append(hand(148, 162))
    else:  # the club planted like a staff
        parts.append(emblem(d, s, 146, 206, 0.8, rot=-2, stretch=1.55))
        parts.append(limb([(120, 116), (140, 130), (145, 138)], 13, s.cloth))
        parts.append(hand(145, 140))
    body = "".join(parts)
    return mirror(body) if flip else body


def figure(d: Defs, rank: int, s: Suit) -> str:
    fn = {10: sota, 11: caballo, 12: rey}[rank]
    # drawn a little large, then shrunk about the card centre to clear the corner indices
    return g(fn(d, s), transform=tf(8, 12, 0.92))
