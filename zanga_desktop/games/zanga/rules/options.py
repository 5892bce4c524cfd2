"""Presets and named options (rules, sections 9 and 10)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any, Final

MANUAL_BONUSES: Final = frozenset({"fianza", "solo", "cinco", "todas", "estuche"})
ALL_BONUSES: Final = MANUAL_BONUSES | {"solo_estuche"}


@dataclass(frozen=True, slots=True)
class Options:
    """Every rule that differs between presets, by the name a record uses for it.

    Section 10 names most of them; the rest name the other differences section 9 lists, so
    that a family can mix them too.
    """

    first_mano_siete_de_espadas: bool = True
    pie_may_pass: bool = False
    mandar_solo: bool = True
    cinco_call: bool = True
    todas_payment: str = "bonus"  # "bonus" (Art. 49, 60) | "pot" (section 9)
    codillo_payment: str = "carry"  # "carry" (Art. 47) | "to_defenders" (section 9)
    bonuses: frozenset[str] = MANUAL_BONUSES
    renuncio_mode: str = "tutor"  # "tutor" | "mesa" (section 8)
    zanga: str = "fianza"  # "fianza" (Art. 21, 23-25) | "blind" (section 9)
    todas_offer: str = "cinco"  # after a made "cinco" (Art. 49) | "first_five" (section 9)
    solo_bonus: str = "manual"  # "manual" (Art. 55, 62) | "winner" (section 9: puesta pays nothing)
    bonus_caps: bool = True  # Art. 57, 64
    broke_must_play: bool = True  # Art. 42; off: passing with no vales is free (section 9)
    solo_over_juego: bool = False  # Art. 54 (Manual); on: a plain solo overrides a juego (004)
    game_end: str = "all_32"  # Art. 11 | "team_broke": a broke team loses (section 9)


_CHOICES: Final[dict[str, tuple[str, ...]]] = {
    "todas_payment": ("bonus", "pot"),
    "codillo_payment": ("carry", "to_defenders"),
    "renuncio_mode": ("tutor", "mesa"),
    "zanga": ("fianza", "blind"),
    "todas_offer": ("cinco", "first_five"),
    "solo_bonus": ("manual", "winner"),
    "game_end": ("all_32", "team_broke"),
}

PRESETS: Final[dict[str, Options]] = {
    "manual": Options(),
    "simplificada": Options(
        first_mano_siete_de_espadas=False,
        pie_may_pass=True,
        mandar_solo=False,
        cinco_call=False,
        todas_payment="pot",
        codillo_payment="to_defenders",
        bonuses=frozenset({"solo", "solo_estuche"}),
        zanga="blind",
        todas_offer="first_five",
        solo_bonus="winner",
        bonus_caps=False,
        broke_must_play=False,
        solo_over_juego=True,
        game_end="team_broke",
    ),
}


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
        if name == "bonuses":
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                raise ValueError("option 'bonuses' must be a list of bonus names")
            unknown = set(value) - ALL_BONUSES
            if unknown:
                raise ValueError(f"unknown bonus {sorted(unknown)[0]!r}")
            changes[name] = frozenset(value)
        elif isinstance(current, bool):
            if not isinstance(value, bool):
                raise ValueError(f"option {name!r} must be true or false")
            changes[name] = value
        else:
            if value not in _CHOICES[name]:
                raise ValueError(f"option {name!r} must be one of {', '.join(_CHOICES[name])}")
            changes[name] = value
    return replace(base, **changes)


def options_to_json(options: Options, preset: str) -> dict[str, Any]:
    """The overrides that turn `preset` into `options`, as a record writes them."""
    base = PRESETS[preset]
    out: dict[str, Any] = {}
    for f in fields(Options):
        value = getattr(options, f.name)
        if value != getattr(base, f.name):
            out[f.name] = sorted(value) if isinstance(value, frozenset) else value
    return out
