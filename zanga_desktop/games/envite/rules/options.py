"""The named options and the two presets of El Envite (envite-rules.md, section 12)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any, Final

#: The ladder's last step under Popular: the chico itself ("chico fuera", section 12). Kept as
#: a number above every piedra step so that stakes compare as numbers.
CHICO: Final = 100

LADDER_FEDERACION: Final = (3, 6, 9)
LADDER_POPULAR: Final = (4, 7, 9, CHICO)


@dataclass(frozen=True, slots=True)
class Options:
    """Every option of section 12 under the name a record uses for it (Federación values)."""

    matadores: str = "federacion"  # "federacion" | "popular" (section 3, 12)
    exempt_card: str = "named"  # "named" | "highest_in_play" (section 3)
    must_overtrump: bool = False  # section 5, rule 3
    play_out_third: bool = False  # section 5, end of the hand
    ladder: tuple[int, ...] = LADDER_FEDERACION  # section 6
    hand_piedras: int = 1  # section 6, 12
    tumbo_at: int = 8  # sections 6, 9
    raise_later: bool = True  # section 6
    tumbo_show_cards: bool = True  # section 9
    chicos_to_win: int = 2  # section 9
    senas: str = "team"  # "team" | "pillar" | "off" (section 7)
    pillar_p: float = 0.25  # section 7
    renuncio_mode: str = "tutor"  # "tutor" | "mesa" (section 8)
    false_claim_piedras: int = 1  # section 8


_CHOICES: Final[dict[str, tuple[object, ...]]] = {
    "matadores": ("federacion", "popular"),
    "exempt_card": ("named", "highest_in_play"),
    "hand_piedras": (1, 2),
    "tumbo_at": (8, 11),
    "chicos_to_win": (2, 4),
    "senas": ("team", "pillar", "off"),
    "renuncio_mode": ("tutor", "mesa"),
    "false_claim_piedras": (0, 1, 2, 3),
}

PRESETS: Final[dict[str, Options]] = {
    "federacion": Options(),
    "popular": Options(matadores="popular", ladder=LADDER_POPULAR, hand_piedras=2, tumbo_at=11,
                       chicos_to_win=4),
}


def ladder_json(ladder: tuple[int, ...]) -> list[int | str]:
    return ["chico" if step == CHICO else step for step in ladder]


def step_json(step: int) -> int | str:
    return "chico" if step == CHICO else step


def _ladder(value: object) -> tuple[int, ...]:
    if value == [3, 6, 9]:
        return LADDER_FEDERACION
    if value == [4, 7, 9, "chico"]:
        return LADDER_POPULAR
    raise ValueError("option 'ladder' must be [3, 6, 9] or [4, 7, 9, \"chico\"]")


def make_options(preset: str, overrides: Mapping[str, Any] | None = None) -> Options:
    """The options of `preset` with single options overridden by name; ValueError on bad input."""
    if preset not in PRESETS:
        raise ValueError(f"unknown preset {preset!r}: expected one of {', '.join(PRESETS)}")
    base = PRESETS[preset]
    if not overrides:
        return base
    names = {f.name for f in fields(Options)}
    changes: dict[str, Any] = {}
    for name, value in overrides.items():
        if name not in names:
            raise ValueError(f"unknown option {name!r}")
        current = getattr(base, name)
        if name == "ladder":
            changes[name] = _ladder(value)
        elif name == "pillar_p":
            if (isinstance(value, bool) or not isinstance(value, int | float)
                    or not 0.0 <= value <= 1.0):
                raise ValueError("option 'pillar_p' must be a number from 0 to 1")
            changes[name] = float(value)
        elif isinstance(current, bool):
            if not isinstance(value, bool):
                raise ValueError(f"option {name!r} must be true or false")
            changes[name] = value
        else:
            choices = _CHOICES[name]
            if isinstance(value, bool) or value not in choices or type(value) is not type(
                    choices[0]):
                raise ValueError(f"option {name!r} must be one of "
                                 + ", ".join(str(c) for c in choices))
            changes[name] = value
    return replace(base, **changes)


def options_to_json(options: Options, preset: str) -> dict[str, Any]:
    """The overrides that turn `preset` into `options`, as a record writes them."""
    base = PRESETS[preset]
    out: dict[str, Any] = {}
    for f in fields(Options):
        value = getattr(options, f.name)
        if value != getattr(base, f.name):
            out[f.name] = ladder_json(value) if f.name == "ladder" else value
    return out
