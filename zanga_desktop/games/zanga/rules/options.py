"""Presets and named options (rules, sections 9 and 10)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final

from ....core.options import Parser, as_written, choice, with_overrides

MANUAL_BONUSES: Final = frozenset({"fianza", "solo", "cinco", "todas", "estuche"})
ALL_BONUSES: Final = MANUAL_BONUSES | {"solo_estuche"}


class TodasPayment(StrEnum):
    BONUS = "bonus"  # 2 vales (Art. 49, 60)
    POT = "pot"  # the pot, doubled by the losing side (section 9)


class CodilloPayment(StrEnum):
    CARRY = "carry"  # the losers' payment stays in the pot (Art. 47)
    TO_DEFENDERS = "to_defenders"  # the losers pay the defenders (section 9)


class RenuncioMode(StrEnum):
    TUTOR = "tutor"  # a card that does not follow is refused
    MESA = "mesa"  # any card may be played; renuncios are claimed (section 8)


class ZangaMode(StrEnum):
    FIANZA = "fianza"  # seen first, with a fianza (Art. 21, 23-25)
    BLIND = "blind"  # blind, with no fianza (section 9)


class TodasOffer(StrEnum):
    CINCO = "cinco"  # after a made cinco (Art. 49)
    FIRST_FIVE = "first_five"  # when the nombrado's side wins the first five (section 9)


class SoloBonus(StrEnum):
    MANUAL = "manual"  # won or lost (Art. 55, 62)
    WINNER = "winner"  # to the winning side; a puesta pays nothing (section 9)


class GameEnd(StrEnum):
    ALL_32 = "all_32"  # when a team holds all 32 vales (Art. 11)
    TEAM_BROKE = "team_broke"  # when a team has no vales left: it loses (section 9)


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
    todas_payment: TodasPayment = TodasPayment.BONUS
    codillo_payment: CodilloPayment = CodilloPayment.CARRY
    bonuses: frozenset[str] = MANUAL_BONUSES
    renuncio_mode: RenuncioMode = RenuncioMode.TUTOR
    zanga: ZangaMode = ZangaMode.FIANZA
    todas_offer: TodasOffer = TodasOffer.CINCO
    solo_bonus: SoloBonus = SoloBonus.MANUAL
    bonus_caps: bool = True  # Art. 57, 64
    broke_must_play: bool = True  # Art. 42; off: passing with no vales is free (section 9)
    solo_over_juego: bool = False  # Art. 54 (Manual); on: a plain solo overrides a juego (004)
    game_end: GameEnd = GameEnd.ALL_32

    @property
    def takes_fianza(self) -> bool:
        """Whether a zanga puts up a fianza: seen first (Art. 21, 23-25) and the fianza kept
        among the `bonuses` (section 10); a family may leave it out."""
        return self.zanga is ZangaMode.FIANZA and "fianza" in self.bonuses

    def __post_init__(self) -> None:
        """A choice given as the record's word (`renuncio_mode="mesa"`) is taken for its
        member, so that the rules compare members; ValueError for a word that is none."""
        for name, choices in _CHOICES.items():
            value = getattr(self, name)
            if type(value) is not choices:
                object.__setattr__(self, name, choices(value))


#: The options that choose one of a few ways, by name: the enum of their choices.
_CHOICES: Final[dict[str, type[StrEnum]]] = {
    "todas_payment": TodasPayment,
    "codillo_payment": CodilloPayment,
    "renuncio_mode": RenuncioMode,
    "zanga": ZangaMode,
    "todas_offer": TodasOffer,
    "solo_bonus": SoloBonus,
    "game_end": GameEnd,
}

PRESETS: Final[dict[str, Options]] = {
    "manual": Options(),
    "simplificada": Options(
        first_mano_siete_de_espadas=False,
        pie_may_pass=True,
        mandar_solo=False,
        cinco_call=False,
        todas_payment=TodasPayment.POT,
        codillo_payment=CodilloPayment.TO_DEFENDERS,
        bonuses=frozenset({"solo", "solo_estuche"}),
        zanga=ZangaMode.BLIND,
        todas_offer=TodasOffer.FIRST_FIVE,
        solo_bonus=SoloBonus.WINNER,
        bonus_caps=False,
        broke_must_play=False,
        solo_over_juego=True,
        game_end=GameEnd.TEAM_BROKE,
    ),
}


def _bonuses(value: object) -> frozenset[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ValueError("option 'bonuses' must be a list of bonus names")
    unknown = set(value) - ALL_BONUSES
    if unknown:
        raise ValueError(f"unknown bonus {sorted(unknown)[0]!r}")
    return frozenset(value)


_PARSERS: Final[dict[str, Parser]] = {
    "bonuses": _bonuses, **{name: choice(name, enum) for name, enum in _CHOICES.items()}}


def make_options(preset: str, overrides: Mapping[str, Any] | None = None) -> Options:
    """The options of `preset` with single options overridden by name; ValueError on bad input."""
    return with_overrides(PRESETS, preset, overrides, _PARSERS)


def options_to_json(options: Options, preset: str) -> dict[str, Any]:
    """The overrides that turn `preset` into `options`, as a record writes them."""
    return as_written(options, PRESETS[preset], {"bonuses": sorted})
