"""Which señas a level sends at its turn (section 7).

In team mode señas are seen by team-mates only and are true, so every true card seña helps
and costs nothing: a level sends them all at its first chance, and advice (`envia`,
`no_envies`) when its own chance of the hand says so and a bet can still come. In pillar mode
each opponent may catch a seña: a level sends its big cards only now and then, and sometimes
bluffs one it does not hold. It only ever picks from the señas its observation offers.
"""

from __future__ import annotations

import random

from ..rules import TRIUNFO, Action, Card, Kind, Observation, Sena
from ..rules.options import SenaMode
from .sampler import _named, _sena_card
from .view import order_of

ENVIA_AT = 0.68
NO_ENVIES_AT = 0.3
PILLAR_SEND = 0.5
PILLAR_BLUFF = 0.12


def true_of(obs: Observation, which: Sena) -> bool:
    """Whether a card seña matches this seat's cards now (as the rules judge it)."""
    assert obs.vira is not None
    order = order_of(obs)
    card = _sena_card(which, obs.vira)
    if card is not None:
        return card in obs.hand
    ps = order.play_suit
    if which is Sena.CIEGO:
        return not any(ps[c.index] == TRIUNFO for c in obs.hand)
    named = _named(order, obs.vira)
    return any(ps[c.index] == TRIUNFO and c not in named for c in obs.hand)


def _sent_before(obs: Observation, which: Sena) -> bool:
    return any(s.seat == obs.seat and s.sena is which for s in obs.senas)


def to_send(obs: Observation, rng: random.Random, p: float | None) -> list[Action]:
    """The señas to send before this turn's action, in order."""
    offered = [a for a in obs.legal if a.kind is Kind.SENA]
    if not offered:
        return []
    pillar = obs.options.senas is SenaMode.PILLAR
    out: list[Action] = []
    for a in offered:
        which = a.value
        assert isinstance(which, Sena)
        if which.is_advice:
            continue
        if true_of(obs, which) and (not pillar or rng.random() < PILLAR_SEND):
            out.append(a)
    if pillar and rng.random() < PILLAR_BLUFF:
        false = [a for a in offered if isinstance(a.value, Sena) and not a.value.is_advice
                 and _sena_card(a.value, _vira(obs)) is not None and not true_of(obs, a.value)]
        if false:
            out.append(false[rng.randrange(len(false))])
    bets_open = obs.tumbo is None and obs.tumbo_team is None and max(obs.won) < 2
    if p is not None and bets_open:
        advice = Sena.ENVIA if p >= ENVIA_AT else Sena.NO_ENVIES if p <= NO_ENVIES_AT else None
        if advice is not None and not _sent_before(obs, advice):
            out += [a for a in offered if a.value is advice]
    return out


def _vira(obs: Observation) -> Card:
    assert obs.vira is not None
    return obs.vira
