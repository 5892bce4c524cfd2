"""The named options and the one preset of La Báciga (baciga-rules.md, section 14)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from ....core.options import Parser, as_written, choice, with_overrides


@dataclass(frozen=True, slots=True)
class Options:
    """Every option of section 14 under the name a record uses for it (Bengala's values)."""

    as_value: int = 1  # section 3
    pass_min_discard: int = 1  # section 5
    max_talks: int | None = None  # section 6
    revival_takes_back: bool = False  # section 8
    cosas_beats_pasado: bool = True  # section 9
    pasado_keeps_pairs: bool = False  # section 10
    score_floor_zero: bool = False  # section 10
    auto_salirse: bool = True  # section 12
    target: int = 18  # section 11


PRESETS: Final[dict[str, Options]] = {"bengala": Options()}


def _max_talks(value: object) -> object:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 2 <= value <= 999:
        raise ValueError("option 'max_talks' must be null or a number from 2 to 999")
    return value


def _target(value: object) -> object:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 99:
        raise ValueError("option 'target' must be a number from 1 to 99")
    return value


_PARSERS: Final[dict[str, Parser]] = {
    "as_value": choice("as_value", (1, 11)),
    "pass_min_discard": choice("pass_min_discard", (0, 1)),
    "max_talks": _max_talks,
    "target": _target,
}


def make_options(preset: str, overrides: Mapping[str, Any] | None = None) -> Options:
    """The options of `preset` with single options overridden by name; ValueError on bad
    input."""
    return with_overrides(PRESETS, preset, overrides, _PARSERS)


def options_to_json(options: Options, preset: str = "bengala") -> dict[str, Any]:
    """The overrides that turn `preset` into `options`, as a record writes them."""
    return as_written(options, PRESETS[preset])
