"""Colours.  ``STD`` is the traditional deck, ``CB`` the colour-blind-safe variant
(Paul Tol's "bright" qualitative scheme, which stays distinct under the common forms of
colour-vision deficiency)."""

from __future__ import annotations

from dataclasses import dataclass

OUT = "#2a1c12"          # outline ink used by every drawing
PAPER = "#fffaf0"        # card face
PAPER_EDGE = "#e9dfc8"
GOLD = "#f1c232"
GOLD_LIGHT = "#ffe98a"
GOLD_DARK = "#b8820f"
SKIN = "#f5d2ad"
SKIN_SHADE = "#e2ad80"
WHITE = "#fbf7ee"
CHEEK = "#ee9a86"


@dataclass(frozen=True)
class Suit:
    key: str            # o c e b
    name: str
    main: str
    light: str
    dark: str
    accent: str         # secondary detail colour on the emblem
    ink: str            # corner index colour
    frame: str          # pinta frame line colour
    cloth: str          # figure's main garment
    cloth2: str         # figure's second garment colour
    trim: str           # garment trim


STD: dict[str, Suit] = {
    "o": Suit("o", "oros", "#f0bd2c", "#ffe583", "#b87a0c", "#c8371e", "#a9650a", "#b87a0c",
              "#d59a1e", "#b8322a", "#fbe49a"),
    "c": Suit("c", "copas", "#cc2a2f", "#f07a6a", "#8a1419", "#f1c232", "#b51f26", "#b51f26",
              "#c4282e", "#f0bf3a", "#fbe49a"),
    "e": Suit("e", "espadas", "#2f70b8", "#b9d6f2", "#1b4479", "#f1c232", "#1f5597", "#1f5597",
              "#2d66ab", "#e6b532", "#fbe49a"),
    "b": Suit("b", "bastos", "#4e9a3a", "#a4d37e", "#2b6420", "#c89a5a", "#2c7424", "#2c7424",
              "#3f8a3a", "#c0843a", "#fbe49a"),
}

CB: dict[str, Suit] = {
    "o": Suit("o", "oros", "#e8b828", "#fbe38a", "#a87a06", "#c8371e", "#222222", "#8a6400",
              "#d59a1e", "#7a3f00", "#fbe49a"),
    "c": Suit("c", "copas", "#aa3377", "#e091bd", "#6e1c4b", "#ddaa33", "#222222", "#aa3377",
              "#aa3377", "#ddaa33", "#fbe49a"),
    "e": Suit("e", "espadas", "#2f6fbf", "#a7c8ee", "#0f3a73", "#ddaa33", "#222222", "#1d4f91",
              "#2f6fbf", "#ddaa33", "#fbe49a"),
    "b": Suit("b", "bastos", "#228833", "#8fd18f", "#12501d", "#c89a5a", "#222222", "#1d6b2a",
              "#228833", "#c0843a", "#fbe49a"),
}


def mix(a: str, b: str, t: float) -> str:
    """Blend two #rrggbb colours: t = 0 gives a, t = 1 gives b."""
    ca = [int(a[i:i + 2], 16) for i in (1, 3, 5)]
    cb = [int(b[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(ca, cb, strict=True))
