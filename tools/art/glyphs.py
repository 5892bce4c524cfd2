"""A small stroked vector font for the corner indices (digits and the suit letters O C E B).

Glyphs are centre-lines in a 10 x 16 box (y down).  They are drawn as round-capped strokes,
so the output never depends on installed fonts.
"""

from __future__ import annotations

from .svg import el, xform_path

GLYPH_W = 10.0
GLYPH_H = 16.0

GLYPHS: dict[str, str] = {
    "0": "M5 1.2 C7.9 1.2 8.8 4.5 8.8 8 C8.8 11.5 7.9 14.8 5 14.8 "
         "C2.1 14.8 1.2 11.5 1.2 8 C1.2 4.5 2.1 1.2 5 1.2 Z",
    "1": "M2.2 4.2 L6 1.2 L6 14.8 M2.6 14.8 L9.2 14.8",
    "1|": "M2.6 4.4 L6.4 1.2 L6.4 14.8",
    "2": "M1.5 4.6 C1.5 2.4 3.1 1.2 5.1 1.2 C7.2 1.2 8.6 2.6 8.6 4.6 "
         "C8.6 6.9 6.8 8.4 4.8 10.2 L1.3 14.8 L8.9 14.8",
    "3": "M1.5 2.7 C2.5 1.7 3.7 1.2 5 1.2 C7.2 1.2 8.4 2.5 8.4 4.3 C8.4 6.3 6.9 7.5 4.5 7.5 "
         "C7.3 7.5 8.8 8.9 8.8 11.1 C8.8 13.4 7.2 14.8 4.9 14.8 C3.5 14.8 2.2 14.3 1.2 13.2",
    "4": "M6.9 14.8 L6.9 1.3 L1.2 10.6 L9 10.6",
    "5": "M8.3 1.2 L2.5 1.2 L1.9 7.2 C2.9 6.5 3.9 6.2 5 6.2 C7.4 6.2 8.8 7.9 8.8 10.4 "
         "C8.8 13 7.2 14.8 4.8 14.8 C3.3 14.8 2.1 14.2 1.2 13.1",
    "6": "M7.9 2 C7.1 1.5 6.2 1.2 5.1 1.2 C2.6 1.2 1.2 3.9 1.2 8.6 C1.2 12.6 2.6 14.8 5 14.8 "
         "C7.4 14.8 8.8 13 8.8 10.4 C8.8 7.9 7.3 6.4 5.1 6.4 C3.3 6.4 1.9 7.6 1.3 9",
    "7": "M1.2 1.2 L8.8 1.2 C6.5 5 5 9.4 4.3 14.8",
    "O": "M5 1.2 C7.6 1.2 8.8 4.4 8.8 8 C8.8 11.6 7.6 14.8 5 14.8 "
         "C2.4 14.8 1.2 11.6 1.2 8 C1.2 4.4 2.4 1.2 5 1.2 Z",
    "C": "M8.6 3.2 C7.9 1.9 6.6 1.2 5.1 1.2 C2.6 1.2 1.2 4 1.2 8 C1.2 12 2.6 14.8 5.1 14.8 "
         "C6.6 14.8 7.9 14.1 8.6 12.8",
    "E": "M8.4 1.2 L1.8 1.2 L1.8 14.8 L8.4 14.8 M1.8 8 L7 8",
    "B": "M1.8 8 L5.3 8 C7.3 8 8.6 9.2 8.6 11.4 C8.6 13.6 7.3 14.8 5.3 14.8 L1.8 14.8 "
         "L1.8 1.2 L4.9 1.2 C6.9 1.2 7.9 2.4 7.9 4.6 C7.9 6.8 6.9 8 5.3 8",
}


def text_path(text: str, cx: float, top: float, height: float, condense: float = 0.72,
              tracking: float = 0.9) -> tuple[str, float]:
    """Path data for ``text`` centred on ``cx`` with its cap height ``height``.

    Several characters are condensed horizontally (geometry, not the stroke) so two-digit
    numbers keep the width of about one and a half digits.  Returns (d, width).
    """
    sy = height / GLYPH_H
    sx = sy * (condense if len(text) > 1 else 1.0)
    adv = GLYPH_W * sx + tracking * sy
    width = adv * len(text) - tracking * sy
    x0 = cx - width / 2
    # in a number of several digits a 1 loses its foot, which would blur into its neighbour
    glyphs = [GLYPHS["1" + "|" if len(text) > 1 and ch == "1" else ch] for ch in text]
    parts = [xform_path(glyph, sx=sx, sy=sy, tx=x0 + i * adv, ty=top)
             for i, glyph in enumerate(glyphs)]
    return " ".join(parts), width


def stroke_text(text: str, cx: float, top: float, height: float, color: str, weight: float,
                condense: float = 0.72, halo: str | None = None, tracking: float = 0.9) -> str:
    d, _ = text_path(text, cx, top, height, condense, tracking)
    common = {"fill": "none", "stroke_linecap": "round", "stroke_linejoin": "round"}
    out = ""
    if halo:
        out += el("path", d=d, stroke=halo, stroke_width=weight * 2.1, **common)
    out += el("path", d=d, stroke=color, stroke_width=weight, **common)
    return out
