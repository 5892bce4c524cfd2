"""The three court cards: Sota (a standing page), Caballo (a rider) and Rey (a king).

Figures are flat illustrations with outlines, drawn directly in card coordinates
(200 x 300).  Each suit dresses them differently and puts its emblem in their hand.
"""

from __future__ import annotations

from .palette import CHEEK, GOLD, GOLD_DARK, OUT, SKIN, WHITE, Suit, mix
from .suits import emblem, gold_lin, held, mini
from .svg import Defs, circle, ellipse, g, num, path, rect, tf

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

def sota(d: Defs, s: Suit) -> str:
    k = s.key
    parts = [shadow(100, 272, 44)]
    # legs and shoes
    parts.append(limb([(91, 200), (89, 264)], 12, s.cloth2))
    parts.append(limb([(109, 200), (111, 264)], 12, s.cloth2))
    parts.append(path("M78 272 C76 264 84 261 95 263 L96 272 Z", fill=BOOT, stroke=OUT,
                      stroke_width=1.8, stroke_linejoin="round"))
    parts.append(path("M104 272 L105 263 C116 261 124 264 122 272 Z", fill=BOOT, stroke=OUT,
                      stroke_width=1.8, stroke_linejoin="round"))
    # back arm, hand on hip
    parts.append(limb([(80, 112), (62, 134), (75, 152)], 12, s.cloth))
    parts.append(hand(77, 153))
    # tunic
    parts.append(path("M80 104 C88 99 112 99 120 104 L127 150 L140 204 C120 213 80 213 60 204 "
                      "L73 150 Z", fill=s.cloth, stroke=OUT, stroke_width=2.4,
                      stroke_linejoin="round"))
    parts.append(path("M73 150 L60 204 C70 208 80 210 86 211 L90 150 Z", fill=OUT,
                      opacity=0.12))
    parts.append(diamonds([(x, y) for y, xs in ((174, (80, 90, 110, 120)),
                                                 (188, (74, 86, 114, 126)))
                           for x in xs], 2.8, s.trim))
    parts.append(path("M61 198 C80 207 120 207 139 198 L140 204 C120 213 80 213 60 204 Z",
                      fill=s.trim, stroke=OUT, stroke_width=1.6, stroke_linejoin="round"))
    parts.append(path("M100 106 L100 147 M100 159 L100 206", stroke=s.trim, stroke_width=3.2))
    parts.append("".join(circle(100, y, 1.8, fill=GOLD_DARK) for y in (114, 124, 134)))
    parts.append(path("M72 147 L128 147 L129.5 158 L70.5 158 Z", fill=s.cloth2, stroke=OUT,
                      stroke_width=1.8, stroke_linejoin="round"))
    parts.append(rect(95, 145.5, 10, 14, rx=2, fill=GOLD, stroke=OUT, stroke_width=1.5))
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
    parts.append(face(100, 80, 16))
    parts.append(path("M86 79 C86 70 92 66 100 66 C108 66 114 70 114 79 C110 72 104 71 100 71 "
                      "C95 71 90 73 86 79 Z", fill=HAIR[k]))
    # beret with a feather
    parts.append(path("M121 60 C130 48 140 40 152 37 C146 46 136 56 124 64 Z", fill=WHITE,
                      stroke=OUT, stroke_width=1.6, stroke_linejoin="round"))
    parts.append(path("M79 67 C77 55 90 48 104 49 C118 50 126 57 123 67 C112 62 90 62 79 67 Z",
                      fill=s.cloth, stroke=OUT, stroke_width=2, stroke_linejoin="round"))
    parts.append(path("M80 66 C92 61 110 61 122 66", fill="none", stroke=s.trim,
                      stroke_width=2.4))
    # front arm holding the emblem
    if k == "o":
        parts.append(emblem(d, s, 147, 70, 0.5))
        parts.append(limb([(120, 112), (142, 122), (147, 98)], 12, s.cloth))
        parts.append(hand(147, 96))
    elif k == "c":
        parts.append(emblem(d, s, 146, 102, 0.5))
        parts.append(limb([(120, 112), (140, 140), (146, 120)], 12, s.cloth))
        parts.append(hand(146, 117))
    elif k == "e":
        parts.append(held(d, s, 143, 167, 0.92, 1.65))
        parts.append(limb([(120, 112), (134, 142), (142, 166)], 12, s.cloth))
        parts.append(hand(143, 167))
    else:
        parts.append(held(d, s, 141, 167, 0.9, 1.55, rot=10))
        parts.append(limb([(120, 112), (134, 142), (140, 166)], 12, s.cloth))
        parts.append(hand(141, 167))
    return "".join(parts)


# --------------------------------------------------------------------------- Caballo

def caballo(d: Defs, s: Suit) -> str:
    k = s.key
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
    for pts in ([(72, 196), (62, 226), (66, 260)], [(140, 196), (150, 228), (146, 260)]):
        parts.append(limb(pts, 10, far))
    for x in (66, 146):
        parts.append(path(f"M{x - 7} 268 L{x - 6} 259 L{x + 6} 259 L{x + 7} 268 Z", fill=BOOT,
                          stroke=OUT, stroke_width=1.6))
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
    parts.append(limb([(80, 196), (70, 222), (86, 238)], 11, hc))
    parts.append(path("M84 232 L94 236 L90 246 L80 242 Z", fill=BOOT, stroke=OUT,
                      stroke_width=1.6, stroke_linejoin="round"))
    parts.append(limb([(134, 198), (128, 232), (134, 262)], 11, hc))
    parts.append(path("M126 270 L127 261 L141 261 L142 270 Z", fill=BOOT, stroke=OUT,
                      stroke_width=1.6))
    # rider: far arm on the reins
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
    parts.append(face(112, 86, 14, look=-0.8))
    parts.append(path("M126 62 C134 52 144 48 152 48 C146 54 138 62 128 68 Z", fill=WHITE,
                      stroke=OUT, stroke_width=1.5, stroke_linejoin="round"))
    parts.append(path("M94 76 C96 70 104 70 108 71 C112 60 122 60 126 67 L132 74 C120 74 104 "
                      "74 94 76 Z", fill=s.cloth, stroke=OUT, stroke_width=1.9,
                      stroke_linejoin="round"))
    parts.append(path("M108 71 C114 70 122 70 127 70", stroke=s.trim, stroke_width=2))
    # near arm holding the emblem aloft
    if k in "oc":
        parts.append(emblem(d, s, 150, 72 if k == "o" else 70, 0.48))
        parts.append(limb([(122, 112), (144, 112), (150, 94)], 11, s.cloth))
        parts.append(hand(150, 92 if k == "o" else 86))
    elif k == "e":
        parts.append(held(d, s, 146, 116, 0.8, 1.45, rot=12))
        parts.append(limb([(122, 112), (140, 124), (146, 116)], 11, s.cloth))
        parts.append(hand(146, 116))
    else:
        parts.append(held(d, s, 146, 116, 0.82, 1.4, rot=16))
        parts.append(limb([(122, 112), (140, 124), (146, 116)], 11, s.cloth))
        parts.append(hand(146, 116))
    return "".join(parts)


# --------------------------------------------------------------------------- Rey

def rey(d: Defs, s: Suit) -> str:
    k = s.key
    gold = gold_lin(d)
    parts = [shadow(100, 274, 60)]
    # cape and robe
    parts.append(path("M74 106 C58 150 46 220 42 274 L158 274 C154 220 142 150 126 106 Z",
                      fill=s.cloth2, stroke=OUT, stroke_width=2.4, stroke_linejoin="round"))
    parts.append(path("M42 268 L158 268 L158 274 L42 274 Z", fill=GOLD, stroke=OUT,
                      stroke_width=1.4))
    parts.append(ellipse(88, 273, 9, 5, fill=BOOT, stroke=OUT, stroke_width=1.6))
    parts.append(ellipse(112, 273, 9, 5, fill=BOOT, stroke=OUT, stroke_width=1.6))
    parts.append(path("M78 108 C72 150 66 220 63 268 L137 268 C134 220 128 150 122 108 Z",
                      fill=s.cloth, stroke=OUT, stroke_width=2.2, stroke_linejoin="round"))
    parts.append(path("M78 108 C72 150 66 220 63 268 L76 268 C78 220 82 150 86 110 Z",
                      fill=OUT, opacity=0.12))
    parts.append(diamonds(robe_points(), 3.2, s.trim))
    parts.append(path("M64 258 L136 258 L137 268 L63 268 Z", fill=s.trim, stroke=OUT,
                      stroke_width=1.4))
    # ermine front
    parts.append(path("M95 112 L92 268 L108 268 L105 112 Z", fill=WHITE, stroke=OUT,
                      stroke_width=1.6))
    parts.append(ermine([(97, 190), (103, 206), (97, 222), (103, 238), (98, 254),
                         (102, 176)]))
    parts.append(path("M75 160 L125 160 L126 169 L74 169 Z", fill=gold, stroke=OUT,
                      stroke_width=1.6))
    parts.append(circle(100, 164.5, 4, fill="#c8371e", stroke=OUT, stroke_width=1.2))
    # left arm resting on the belt
    parts.append(limb([(80, 116), (66, 142), (82, 162)], 13, s.cloth))
    parts.append(path("M76 164 L84 156", stroke=WHITE, stroke_width=6, stroke_linecap="round"))
    parts.append(hand(85, 163))
    # ermine collar
    parts.append(path("M70 106 C84 126 116 126 130 106 C124 96 76 96 70 106 Z", fill=WHITE,
                      stroke=OUT, stroke_width=1.8))
    parts.append(ermine([(78, 108), (88, 115), (112, 115), (122, 108), (100, 118)]))
    # head, beard, crown
    parts.append(path("M83 78 C82 92 86 98 90 100 L110 100 C114 98 118 92 117 78 Z",
                      fill=BEARD[k], stroke=OUT, stroke_width=1.6))
    parts.append(face(100, 80, 16.5, beard=True))
    parts.append(path("M84 83 C84 102 93 113 100 113 C107 113 116 102 116 83 C112 91 106 93 100 "
                      "93 C94 93 88 91 84 83 Z", fill=BEARD[k], stroke=OUT, stroke_width=1.6,
                      stroke_linejoin="round"))
    parts.append(path("M92 90 C95 87 99 87 100 89 C101 87 105 87 108 90 C105 93 101 92 100 91 "
                      "C99 92 95 93 92 90 Z", fill=BEARD[k], stroke=OUT, stroke_width=1.3))
    parts.append(path("M97 96 C99 97 101 97 103 96", fill="none", stroke=OUT, stroke_width=1.2))
    parts.append(path("M80 68 L78 44 L89 55 L100 37 L111 55 L122 44 L120 68 Z", fill=gold,
                      stroke=OUT, stroke_width=2, stroke_linejoin="round"))
    parts.append(rect(79, 61, 42, 8, rx=1.5, fill=GOLD_DARK, stroke=OUT, stroke_width=1.6))
    parts.append(circle(90, 65, 2.4, fill="#c8371e", stroke=OUT, stroke_width=1))
    parts.append(circle(100, 65, 2.6, fill="#2f70b8", stroke=OUT, stroke_width=1))
    parts.append(circle(110, 65, 2.4, fill="#3f8a3a", stroke=OUT, stroke_width=1))
    for x, y in ((78, 43), (100, 36), (122, 43)):
        parts.append(circle(x, y, 2.8, fill=GOLD, stroke=OUT, stroke_width=1.3))
    # right arm holding the emblem
    if k == "o":
        parts.append(emblem(d, s, 148, 128, 0.52))
        parts.append(limb([(120, 116), (134, 156), (146, 154)], 13, s.cloth))
        parts.append(hand(147, 153))
    elif k == "c":
        parts.append(emblem(d, s, 148, 124, 0.56))
        parts.append(limb([(120, 116), (134, 156), (147, 142)], 13, s.cloth))
        parts.append(hand(148, 139))
    elif k == "e":
        parts.append(held(d, s, 146, 161, 0.95, 1.68))
        parts.append(limb([(120, 116), (136, 150), (145, 160)], 13, s.cloth))
        parts.append(hand(146, 161))
    else:
        parts.append(held(d, s, 145, 161, 0.92, 1.58, rot=6))
        parts.append(limb([(120, 116), (136, 150), (144, 160)], 13, s.cloth))
        parts.append(hand(145, 161))
    return "".join(parts)


def figure(d: Defs, rank: int, s: Suit) -> str:
    fn = {10: sota, 11: caballo, 12: rey}[rank]
    # drawn a little large, then shrunk about the card centre to clear the corner indices
    return g(fn(d, s), transform=tf(8, 12, 0.92))
