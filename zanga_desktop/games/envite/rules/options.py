"""The named options and the two presets of El Envite (envite-rules.md, section 12)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final

from ....core.options import Parser, as_written, choice, with_overrides

#: The ladder's last step under Popular: the chico itself ("chico fuera", section 12). Kept as
#: a number above every piedra step so that stakes compare as numbers.
CHICO: Final = 100

LADDER_FEDERACION: Final = (3, 6, 9)
LADDER_POPULAR: Final = (4, 7, 9, CHICO)


class Matadores(StrEnum):
    """Which fixed top triunfos (section 3, 12)."""

    FEDERACION = "federacion"
    POPULAR = "popular"


class ExemptCard(StrEnum):
    """Which card need not serve an arrastre (section 3, "The top card")."""

    NAMED = "named"
    HIGHEST_IN_PLAY = "highest_in_play"


class SenaMode(StrEnum):
    """How señas are sent (section 7)."""

    TEAM = "team"
    PILLAR = "pillar"
    OFF = "off"


class RenuncioMode(StrEnum):
    """Who catches a renuncio (section 8)."""

    TUTOR = "tutor"
    MESA = "mesa"


#: The options whose values are words, by name: the word's enum.
_ENUMS: Final[dict[str, type[StrEnum]]] = {
    "matadores": Matadores, "exempt_card": ExemptCard, "senas": SenaMode,
    "renuncio_mode": RenuncioMode,
}


@dataclass(frozen=True, slots=True)
class Options:
    """Every option of section 12 under the name a record uses for it (Federación values)."""

    matadores: Matadores = Matadores.FEDERACION  # section 3, 12
    exempt_card: ExemptCard = ExemptCard.NAMED  # section 3
    must_overtrump: bool = False  # section 5, rule 3
    play_out_third: bool = False  # section 5, end of the hand
    ladder: tuple[int, ...] = LADDER_FEDERACION  # section 6
    hand_piedras: int = 1  # section 6, 12
    tumbo_at: int = 8  # sections 6, 9
    raise_later: bool = True  # section 6
    tumbo_show_cards: bool = True  # section 9
    chicos_to_win: int = 2  # section 9
    senas: SenaMode = SenaMode.TEAM  # section 7
    pillar_p: float = 0.25  # section 7
    renuncio_mode: RenuncioMode = RenuncioMode.TUTOR  # section 8
    false_claim_piedras: int = 1  # section 8

    def __post_init__(self) -> None:
        # a record's words become the enums, so that the rules compare by identity
        for name, enum in _ENUMS.items():
            value = getattr(self, name)
            if not isinstance(value, enum):
                object.__setattr__(self, name, enum(value))


_CHOICES: Final[dict[str, tuple[object, ...]]] = {
    "matadores": tuple(Matadores),
    "exempt_card": tuple(ExemptCard),
    "hand_piedras": (1, 2),
    "tumbo_at": (8, 11),
    "chicos_to_win": (2, 4),
    "senas": tuple(SenaMode),
    "renuncio_mode": tuple(RenuncioMode),
    "false_claim_piedras": (0, 1, 2, 3),
}

PRESETS: Final[dict[str, Options]] = {
    "federacion": Options(),
    "popular": Options(matadores=Matadores.POPULAR, ladder=LADDER_POPULAR, hand_piedras=2,
                       tumbo_at=11, chicos_to_win=4),
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


def _pillar_p(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0.0 <= value <= 1.0:
        raise ValueError("option 'pillar_p' must be a number from 0 to 1")
    return float(value)


_PARSERS: Final[dict[str, Parser]] = {
    "ladder": _ladder, "pillar_p": _pillar_p,
    **{name: choice(name, choices) for name, choices in _CHOICES.items()}}


def make_options(preset: str, overrides: Mapping[str, Any] | None = None) -> Options:
    """The options of `preset` with single options overridden by name; ValueError on bad input."""
    return with_overrides(PRESETS, preset, overrides, _PARSERS)


def options_to_json(options: Options, preset: str) -> dict[str, Any]:
    """The overrides that turn `preset` into `options`, as a record writes them."""
    return as_written(options, PRESETS[preset], {"ladder": ladder_json})
