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


class _PaymentSlots:
    """`Payment`'s slots, plain: a payment is filled in here and then becomes a `Payment`."""

    __slots__ = Payment.__slots__


class _HandResultSlots:
    """`HandResult`'s slots, plain (see `_PaymentSlots`)."""

    __slots__ = HandResult.__slots__


def paid(name: str, frm: int, to: int | Recipient, vales: int) -> Payment:
    """The `Payment` the engine makes at settlement, with values it knows are right.

    A frozen dataclass sets each field through `object.__setattr__`; filling a plain object
    of the same slots and then giving it the frozen class (allowed: the layouts are the same)
    costs a fifth as much, and settlements make these for every hand a search plays out."""
    p: Any = _PaymentSlots.__new__(_PaymentSlots)
    p.name = name
    p.frm = frm
    p.to = to
    p.vales = vales
    p.__class__ = Payment
    result: Payment = p
    return result


def settled(mano: int | None, nombrado: int | None, solo: bool, zanga: bool,
            trump: Suit | None, tricks: tuple[int, int], result: Result | None,
            bonuses: tuple[Payment, ...], vales: tuple[int, int], pot: int, fianza: int,
            redeal: bool, pot_before: int, mesa: bool, renuncios: tuple[Renuncio, ...],
            claims: tuple[tuple[int, bool], ...]) -> HandResult:
    """The complete `HandResult` of a settled hand, made as `paid` makes a payment."""
    h: Any = _HandResultSlots.__new__(_HandResultSlots)
    h.mano = mano
    h.nombrado = nombrado
    h.solo = solo
    h.zanga = zanga
    h.trump = trump
    h.tricks = tricks
    h.result = result
    h.bonuses = bonuses
    h.vales = vales
    h.pot = pot
    h.fianza = fianza
    h.complete = True
    h.redeal = redeal
    h.pot_before = pot_before
    h.mesa = mesa
    h.renuncios = renuncios
    h.claims = claims
    h.__class__ = HandResult
    out: HandResult = h
    return out
