"""Renuncio at the table (mesa mode, rules section 8) for the AI: when to claim, and the
beginner's occasional renuncio.

Everything here reads only the seat's `Observation`: a claim is made on visible evidence, a
player of the other team who did not follow a suit in one trick and later showed a card of
that suit (for a trump lead, with the matador exemption of Art. 28 respected), never on a
hunch and never on a hidden card.

- `evidence(obs)`: the renuncios this seat can prove from the cards played.
- `should_claim(obs, attentiveness, salt)`: whether to claim now; a player with less than full
  attentiveness overlooks some evidence (each piece is noticed or missed once and for all, so
  asking again after every card does not make a beginner sharper).
- `maybe_renege(obs, rng, rate)`: the beginner's slip, a card that does not follow.
- `ATTENTIVENESS`, `RENEGE_RATE`: per level, for the table and the arena.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Final

from ..rules import ORDERS, Action, Card, Claim, Kind, Observation, Phase, RenuncioMode
from ..rules.cards import TRUMPS

#: How much of the visible evidence each level notices (maestro never misses any).
ATTENTIVENESS: Final[dict[str, float]] = {
    "rules": 1.0,
    "principiante": 0.5,
    "normal": 0.85,
    "experto": 0.97,
    "maestro": 1.0,
}

#: How often a level plays a card that does not follow when it could (mesa mode only).
RENEGE_RATE: Final[dict[str, float]] = {"principiante": 0.04}

_CLAIM_PHASES: Final = (Phase.PLAY, Phase.TODAS, Phase.SCORING)


@dataclass(frozen=True, slots=True)
class Evidence:
    """`seat` did not follow in trick `trick` (0-based) with `card`, and later showed `shown`,
    a card of the suit it had to play then."""

    seat: int
    trick: int
    card: Card
    shown: Card


def evidence(obs: Observation) -> list[Evidence]:
    """Every renuncio of the other team that the cards played so far prove."""
    if obs.trump is None or obs.options.renuncio_mode is not RenuncioMode.MESA:
        return []
    order = ORDERS[obs.trump]
    suits = order.play_suit
    power = order.power
    tricks = [t for _, t in obs.tricks]
    if obs.trick:
        tricks.append(obs.trick)
    mine = obs.seat & 1
    found: list[Evidence] = []
    for k, trick in enumerate(tricks):
        led = trick[0][1]
        group = suits[led.index]
        for seat, card in trick[1:]:
            if seat & 1 == mine or suits[card.index] == group:
                continue
            for later in tricks[k + 1:]:
                shown = next((c for s, c in later if s == seat), None)
                if shown is None or suits[shown.index] != group:
                    continue
                if group == TRUMPS and shown in order.matadores and not (
                        led in order.matadores and power[led.index] > power[shown.index]):
                    continue  # a lone matador need not follow (Art. 28): no proof
                found.append(Evidence(seat, k, card, shown))
                break
    return found


def _noticed(ev: Evidence, obs: Observation, attentiveness: float, salt: int) -> bool:
    if attentiveness >= 1.0:
        return True
    if attentiveness <= 0.0:
        return False
    key = f"{salt}:{obs.hand_index}:{obs.seat}:{ev.seat}:{ev.trick}:{ev.card}:{ev.shown}"
    return random.Random(key).random() < attentiveness


def should_claim(obs: Observation, attentiveness: float = 1.0, salt: int = 0) -> bool:
    """Whether this seat claims a renuncio now, from what it has seen (section 8).

    True only when a renuncio of the other team is proven by the cards played, and this seat
    noticed it; a player never claims without evidence, so never falsely."""
    if obs.phase not in _CLAIM_PHASES:
        return False
    if obs.seat == obs.out_seat and obs.phase is not Phase.SCORING:
        return False  # the solo's partner claims only once play has stopped (Art. 58)
    return any(_noticed(ev, obs, attentiveness, salt) for ev in evidence(obs))


def claim_action(obs: Observation) -> Action:
    return Action(obs.seat, Kind.CLAIM, Claim.RENUNCIO)


def maybe_renege(obs: Observation, rng: random.Random, rate: float) -> Action | None:
    """Now and then (`rate`), a card that does not follow, as a beginner slips at a real table:
    the lowest card held outside the suit led, never a matador. None otherwise, and always
    outside mesa mode or when every card held may be played."""
    if (rate <= 0.0 or obs.options.renuncio_mode is not RenuncioMode.MESA
            or obs.phase is not Phase.PLAY
            or obs.to_act != obs.seat or not obs.trick or obs.trump is None):
        return None
    legal = {a.value for a in obs.legal if a.kind is Kind.PLAY}
    order = ORDERS[obs.trump]
    wrong = [c for c in obs.hand if c not in legal and c not in order.matadores]
    if not wrong or rng.random() >= rate:
        return None
    card = min(wrong, key=lambda c: (order.is_trump(c), order.power[c.index], c.index))
    return Action(obs.seat, Kind.PLAY, card)


__all__ = ["ATTENTIVENESS", "RENEGE_RATE", "Evidence", "claim_action", "evidence",
           "maybe_renege", "should_claim"]
