"""What a settled hand came to: its result, the payments it made, the renuncios it saw."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .cards import Card, Suit


class Result(StrEnum):
    """How a hand that was played ended (sections 6 and 8)."""

    SACADA = "sacada"  # the nombrado's side won five tricks or more
    PUESTA = "puesta"  # four: the pot is doubled
    CODILLO = "codillo"  # three or fewer: the defenders win
    RENUNCIO = "renuncio"  # a proven claim ended it (mesa mode, section 8)


class Recipient(StrEnum):
    """Where a payment goes that goes to no team."""

    POT = "pot"


@dataclass(frozen=True, slots=True)
class Payment:
    """Vales moved by a bonus or a penalty at settlement: from a team to a team, or to the pot
    (`Recipient.POT`, which may be given as the record's word "pot")."""

    name: str
    frm: int
    to: int | Recipient
    vales: int

    def __post_init__(self) -> None:
        if type(self.to) is str:
            object.__setattr__(self, "to", Recipient(self.to))

    def to_json(self) -> dict[str, Any]:
        to = str(self.to) if isinstance(self.to, Recipient) else self.to
        return {"name": self.name, "from": self.frm, "to": to, "vales": self.vales}


@dataclass(frozen=True, slots=True)
class Renuncio:
    """A card played against section 5 in mesa mode, remembered until a claim proves it."""

    seat: int
    trick: int
    card: Card
    code: str
    matador: bool
    proven: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "trick": self.trick, "card": str(self.card),
                "code": self.code, "proven": self.proven}


@dataclass(frozen=True, slots=True)
class HandResult:
    """What a hand came to, in the shape `zanga-cli replay` reports it."""

    mano: int | None
    nombrado: int | None
    solo: bool
    zanga: bool
    trump: Suit | None
    tricks: tuple[int, int]
    result: Result | None  # None: dealt again, or not finished
    bonuses: tuple[Payment, ...]
    vales: tuple[int, int]
    pot: int
    fianza: int
    complete: bool
    redeal: bool = False
    pot_before: int = 0
    mesa: bool = False
    renuncios: tuple[Renuncio, ...] = ()
    claims: tuple[tuple[int, bool], ...] = ()

    def __post_init__(self) -> None:
        if type(self.result) is str:  # the record's word, e.g. "renuncio"
            object.__setattr__(self, "result", Result(self.result))

    def to_json(self) -> dict[str, Any]:
        out = {
            "mano": self.mano,
            "nombrado": self.nombrado,
            "solo": self.solo,
            "zanga": self.zanga,
            "trump": self.trump.value if self.trump else None,
            "tricks": list(self.tricks),
            "result": None if self.result is None else str(self.result),
            "bonuses": [p.to_json() for p in self.bonuses],
            "vales": list(self.vales),
            "pot": self.pot,
            "fianza": self.fianza,
            "complete": self.complete,
        }
        if self.mesa:
            out["renuncios"] = [r.to_json() for r in self.renuncios]
            out["claims"] = [{"seat": seat, "proven": proven} for seat, proven in self.claims]
        return out
