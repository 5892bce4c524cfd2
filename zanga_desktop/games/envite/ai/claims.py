"""When a seat can prove a renuncio from what it saw (mesa mode, section 8).

A seat that played a plain card on a suit led showed it held none of that suit; one that
played a plain card on an arrastre showed it held no triunfo but perhaps the exempt card.
Cards only leave a hand, so if that seat later plays a card of that suit (or a triunfo other
than the exempt card), the earlier card was a renuncio for sure. A level claims only then: a
false claim costs a piedra, and guessing would also tell the table what the level suspects.
The table asks `claim(obs)` of its computer seats after every card; the arena does not (its
levels never renounce).
"""

from __future__ import annotations

from ..rules import TRIUNFO, Action, Kind, Observation, team
from .view import exempt_of, order_of


def proven_renuncio(obs: Observation) -> int | None:
    """An opponent seat whose renuncio this seat can prove, or None."""
    if obs.vira is None:
        return None
    order = order_of(obs)
    exempt = exempt_of(obs)
    ps = order.play_suit
    lacks: dict[int, set[str]] = {}
    for trick in (*obs.tricks_played, obs.trick):
        if not trick:
            continue
        led = ps[trick[0][1].index]
        for i, (seat, card) in enumerate(trick):
            suit = ps[card.index]
            if team(seat) != obs.team and suit in lacks.get(seat, ()) and not (
                    suit == TRIUNFO and card is exempt):
                return seat
            if i == 0:
                continue
            if led == TRIUNFO and suit != TRIUNFO:
                lacks.setdefault(seat, set()).add(TRIUNFO)
            elif led != TRIUNFO and suit not in (led, TRIUNFO):
                lacks.setdefault(seat, set()).add(led)
    return None


def claim(obs: Observation) -> Action | None:
    """The renuncio claim to make now, if this seat may make one and can prove it."""
    claims = [a for a in obs.claims if a.kind is Kind.CLAIM and a.seat == obs.seat]
    if not claims or proven_renuncio(obs) is None:
        return None
    return claims[0]
