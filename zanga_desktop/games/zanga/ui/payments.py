"""A hand's settlement as the stones' flights, payment by payment, in the order the rules
settle it (section 7: the pot first, then the fianza, solo, cinco, todas, estuche; section 8
for a proven renuncio), so a player learns the scoring by watching who pays whom.

Pure Python: the board animates the flights, the tests check them against the engine.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules import HandResult, Payment, Recipient, Result

PILES = ("team0", "team1", "pot", "fianza")
Standing = tuple[int, int, int, int]  # team 0, team 1, pot, fianza: the piles in PILES order
POT_RESULTS = (Result.SACADA, Result.PUESTA, Result.CODILLO)
POT_NAMES = tuple(map(str, POT_RESULTS))  # the pot's own flights, named by the result


@dataclass(frozen=True)
class Flight:
    """`vales` stones from the pile `src` to the pile `dst` (names of PILES), for the
    payment `name`: an engine `Payment`'s name, or the result (sacada, puesta, codillo) for
    the pot's own settlement, or "pot" for a stake paid into it."""

    name: str
    src: str
    dst: str
    vales: int

    def applied(self, standing: Standing) -> Standing:
        """The piles once this flight has landed."""
        out = list(standing)
        out[PILES.index(self.src)] -= self.vales
        out[PILES.index(self.dst)] += self.vales
        return (out[0], out[1], out[2], out[3])


def from_pot(payment: Payment) -> bool:
    """Whether the engine pays `payment` out of the pot: a renuncio's pot going to the
    claimers (`renuncio_pot`), and by the same naming any payment called "pot" or "..._pot".
    The engine names a team as `frm` even then (the team the pot is taken from)."""
    return payment.name == "pot" or payment.name.endswith("_pot")


def payment_flight(payment: Payment, pot: bool | None = None) -> Flight:
    """Where an engine payment's stones come from and go to: the fianza from its own pile,
    a payment out of the pot (`pot`, by default `from_pot`) from the pot, any other from
    the paying team; to the pot or to the collecting team."""
    if payment.name == "fianza":
        src = "fianza"
    elif from_pot(payment) if pot is None else pot:
        src = "pot"
    else:
        src = f"team{payment.frm}"
    dst = "pot" if payment.to is Recipient.POT else f"team{payment.to}"
    return Flight(payment.name, src, dst, payment.vales)


def settled_payments(result: HandResult) -> list[Payment]:
    """The payments made at the settlement itself: a false claim's 2 vales were paid when
    it was made (and flew then), so they are left out."""
    return [p for p in result.bonuses if p.name != "false_claim"]


def settlement_flights(before: Standing, result: HandResult) -> list[Flight]:
    """Every flight of a settlement, in order, from the piles `before` it to `result`'s.

    The engine records each bonus and penalty as a `Payment`, and each becomes a flight of
    its own, whatever its name, so a payment the rules add later flies with no change here.
    The pot's own settlement (section 6) is what is left of the difference: the winners
    take from the pot, the payers put into it (first the taking when the pot holds enough,
    as in a codillo that carries over; else first the paying, as when the defenders take
    the pot and the payment). Flights of no vales are left out. Applied in order from
    `before`, the flights give exactly `result`'s piles, and no pile ever goes below zero."""
    paid = [payment_flight(p) for p in settled_payments(result)]
    after: Standing = (result.vales[0], result.vales[1], result.pot, result.fianza)
    rest = [a - b for a, b in zip(after, before, strict=True)]
    for f in paid:
        rest[PILES.index(f.src)] += f.vales
        rest[PILES.index(f.dst)] -= f.vales
    name = str(result.result) if result.result in POT_RESULTS else "pot"
    takes = [Flight(name, "pot", PILES[i], rest[i]) for i in (0, 1, 3) if rest[i] > 0]
    gives = [Flight(name, PILES[i], "pot", -rest[i]) for i in (0, 1, 3) if rest[i] < 0]
    taken = sum(f.vales for f in takes)
    pot = takes + gives if taken <= before[2] else gives + takes
    return [f for f in pot + paid if f.vales > 0]


def replay(before: Standing, flights: list[Flight]) -> list[Standing]:
    """The piles after each flight lands, in order."""
    out: list[Standing] = []
    standing = before
    for f in flights:
        standing = f.applied(standing)
        out.append(standing)
    return out
