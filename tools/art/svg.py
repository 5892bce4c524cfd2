"""Tiny deterministic SVG writing helpers (standard library only)."""

from __future__ import annotations

import math
import re

_TOKEN = re.compile(r"[MLCQZHVmlcqzhv]|-?\d*\.?\d+(?:e-?\d+)?")


def num(v: float) -> str:
    """Format a number with at most two decimals and no trailing zeros (stable output)."""
    r = round(float(v), 2)
    if r == 0:
        r = 0.0
    s = f"{r:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("", "-0") else s


def tf(x: float = 0, y: float = 0, s: float = 1.0, rot: float = 0.0,
       sx: float | None = None, sy: float | None = None) -> str:
    """A transform attribute value: translate, then rotate (degrees), then scale."""
    parts: list[str] = []
    if x or y:
        parts.append(f"translate({num(x)},{num(y)})")
    if rot:
        parts.append(f"rotate({num(rot)})")
    if sx is not None or sy is not None:
        parts.append(f"scale({num(s if sx is None else sx)},{num(s if sy is None else sy)})")
    elif s != 1:
        parts.append(f"scale({num(s)})")
    return " ".join(parts)


def _attr_name(k: str) -> str:
    if k == "href":
        return "xlink:href"
    return k.rstrip("_").replace("_", "-")


def el(tag: str, body: str | None = None, **attrs: object) -> str:
    """One element.  Keyword names use ``_`` for ``-``; float values are formatted by num()."""
    out = [f"<{tag}"]
    for k, v in attrs.items():
        if v is None:
            continue
        sval = num(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else str(v)
        out.append(f' {_attr_name(k)}="{sval}"')
    if body is None:
        out.append("/>")
    else:
        out.append(f">{body}</{tag}>")
    return "".join(out)


def g(*children: str, **attrs: object) -> str:
    return el("g", "".join(children), **attrs)


def path(d: str, **attrs: object) -> str:
    return el("path", d=norm_path(d), **attrs)


def circle(cx: float, cy: float, r: float, **attrs: object) -> str:
    return el("circle", cx=cx, cy=cy, r=r, **attrs)


def ellipse(cx: float, cy: float, rx: float, ry: float, **attrs: object) -> str:
    return el("ellipse", cx=cx, cy=cy, rx=rx, ry=ry, **attrs)


def rect(x: float, y: float, w: float, h: float, **attrs: object) -> str:
    return el("rect", x=x, y=y, width=w, height=h, **attrs)


def norm_path(d: str) -> str:
    """Re-emit path data with stable number formatting and single spaces."""
    out: list[str] = []
    for tok in _TOKEN.findall(d):
        out.append(tok if tok.isalpha() else num(float(tok)))
    s = " ".join(out)
    return re.sub(r"([MLCQZHVmlcqzhv]) ", r"\1", s)


def map_path(d: str, fn: object) -> str:
    """Apply a point function to an absolute M/L/C/Q/Z path; returns formatted data."""
    toks = _TOKEN.findall(d)
    out: list[str] = []
    i = 0
    nums: list[float] = []
    for tok in toks:
        if tok.isalpha():
            nums = []
            out.append(tok)
            continue
        nums.append(float(tok))
        if len(nums) == 2:
            x, y = fn(nums[0], nums[1])  # type: ignore[operator]
            out.append(f"{num(x)} {num(y)}")
            nums = []
        i += 1
    s = " ".join(out)
    return re.sub(r"([MLCQZ]) ", r"\1", s)


def xform_path(d: str, sx: float = 1, sy: float = 1, tx: float = 0, ty: float = 0,
               rot: float = 0) -> str:
    ca, sa = math.cos(math.radians(rot)), math.sin(math.radians(rot))

    def fn(x: float, y: float) -> tuple[float, float]:
        x, y = x * sx, y * sy
        return x * ca - y * sa + tx, x * sa + y * ca + ty

    return map_path(d, fn)


def mirror(content: str, axis_x: float = 100) -> str:
    """Mirror content horizontally about the vertical line x = axis_x."""
    return g(content, transform=f"translate({num(2 * axis_x)},0) scale(-1,1)")


class Defs:
    """Collects gradient definitions used by one document, in first-use order."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def add(self, ident: str, svg: str) -> str:
        self.items.setdefault(ident, svg)
        return f"url(#{ident})"

    def lin(self, ident: str, stops: list[tuple[float, str]], x1: float = 0, y1: float = 0,
            x2: float = 1, y2: float = 0) -> str:
        body = "".join(el("stop", offset=o, stop_color=c) for o, c in stops)
        return self.add(ident, el("linearGradient", body, id=ident, x1=x1, y1=y1, x2=x2, y2=y2))

    def rad(self, ident: str, stops: list[tuple[float, str]], cx: float = 0.5,
            cy: float = 0.5, r: float = 0.5, fx: float | None = None,
            fy: float | None = None) -> str:
        body = "".join(el("stop", offset=o, stop_color=c) for o, c in stops)
        return self.add(ident, el("radialGradient", body, id=ident, cx=cx, cy=cy, r=r,
                                  fx=fx, fy=fy))

    def render(self) -> str:
        if not self.items:
            return ""
        return "<defs>\n" + "\n".join(self.items.values()) + "\n</defs>\n"


def document(body: str, defs: Defs, w: float, h: float, title: str) -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'version="1.2" baseProfile="tiny" width="{num(w)}" height="{num(h)}" '
        f'viewBox="0 0 {num(w)} {num(h)}">\n'
        f"<title>{title}</title>\n"
        f"{defs.render()}{body}\n</svg>\n"
    )


def polar(r: float, deg: float, cx: float = 0, cy: float = 0) -> tuple[float, float]:
    a = math.radians(deg)
    return cx + r * math.sin(a), cy - r * math.cos(a)
