"""The options of La Ronda and its one preset, Bengala (ronda-rules.md, section 14)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final

from ....core.options import Parser, as_written, choice, with_overrides


class FallPoints(StrEnum):
    """Who scores a fall chain (section 6, rule 5)."""

    EACH = "each"  # every faller when he falls
    LAST = "last"  # only the one who closes it, his step, at the close


@dataclass(frozen=True, slots=True)
class Options:
    """Every option of section 14 under the name a record uses for it (Bengala values)."""

    capture_mandatory: bool = True  # section 5
    fall_points: FallPoints = FallPoints.EACH  # section 6
    falls_across_rounds: bool = True  # section 6
    target: int = 18  # section 11

    def __post_init__(self) -> None:
        if not isinstance(self.fall_points, FallPoints):
            object.__setattr__(self, "fall_points", FallPoints(self.fall_points))


def _target(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 99:
        raise ValueError("option 'target' must be a whole number from 1 to 99")
    return value


PRESETS: Final[dict[str, Options]] = {"bengala": Options()}

_PARSERS: Final[dict[str, Parser]] = {
    "fall_points": choice("fall_points", tuple(FallPoints)), "target": _target}


def make_options(preset: str, overrides: Mapping[str, Any] | None = None) -> Options:
    """The options of `preset` with single options overridden by name; ValueError on bad input."""
    return with_overrides(PRESETS, preset, overrides, _PARSERS)


def options_to_json(options: Options, preset: str = "bengala") -> dict[str, Any]:
    """The overrides that turn `preset` into `options`, as a record writes them."""
    return as_written(options, PRESETS[preset])
