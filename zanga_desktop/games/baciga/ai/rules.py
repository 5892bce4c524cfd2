"""The fixed baseline (`Level.RULES`), never tuned: what a steady club player does without
counting cards.

Talk: sing every bacigote and báciga (the lowest fix, to win contests); in the first talk lay
down the cards that help neither a báciga nor a pair (the figures and high cards, at least
the highest); from the second talk cut with cartas holding a pair or a comodín. Draw: no
tapada; ask for a card face up while no card can take the total over 31 (21 or less with the
as at 1), stand above; fix free comodines for the most pairs, then the highest total.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..rules import Action, Card, Kind, Observation, Phase, Way, Word
from ..rules.cards import LIMIT, Fix, is_comodin, pair_points, total, value


def lowest_cante(actions: Sequence[Action], hand: tuple[Card, ...], as_value: int) -> Action:
    """The cante whose fix gives the lowest total (contests go to the lowest, sections 7,
    8), ligada first among equals."""
    def key(a: Action) -> tuple[int, int]:
        fix = tuple((c, r) for c, r in a.fix if isinstance(c, Card))
        ranks = [dict(fix).get(c, c.rank) for c in hand]
        return total(hand, fix, as_value), -pair_points(ranks)
    return min(actions, key=key)


def paired(hand: Sequence[Card]) -> set[Card]:
    """The cards of `hand` in a pair or trío (a comodín pairs with anything)."""
    plain = [c for c in hand if not is_comodin(c)]
    ranks = [c.rank for c in plain]
    out = {c for c in plain if ranks.count(c.rank) >= 2}
    if any(is_comodin(c) for c in hand):
        out.update(c for c in hand if is_comodin(c))
    return out


def baseline_discard(hand: tuple[Card, ...], as_value: int) -> tuple[Card, ...]:
    """What the baseline lays down: the unpaired cards worth 6 or more, else the highest
    unpaired card (never a comodín)."""
    keep = paired(hand)
    loose = [c for c in hand if c not in keep]
    if not loose:
        return ()
    high = tuple(c for c in loose if value(c.rank, as_value) >= 6)
    if high:
        return high
    return (max(loose, key=lambda c: (value(c.rank, as_value), c.index)),)


def paso_with(legal: Sequence[Action], cards: tuple[Card, ...]) -> Action | None:
    """The legal paso laying down exactly `cards` (in any order written)."""
    want = set(cards)
    for a in legal:
        if a.kind is Kind.SAY and a.value is Word.PASO and a.discard is not None \
                and len(a.discard) == len(want) and set(a.discard) == want:
            return a
    return None


def best_stand(legal: Sequence[Action], hand: tuple[Card, ...], fix: Fix,
               as_value: int) -> Action:
    """The stand whose fix makes the most pairs, then the highest total."""
    stands = [a for a in legal if a.kind is Kind.STAND]

    def key(a: Action) -> tuple[int, int]:
        full = dict(fix)
        full.update((c, r) for c, r in a.fix if isinstance(c, Card))
        ranks = [full.get(c, c.rank) for c in hand]
        return pair_points(ranks), total(hand, tuple(full.items()), as_value)
    return max(stands, key=key)


def safe_limit(as_value: int) -> int:
    """The highest total from which no card can go over 31."""
    return LIMIT - max(10, as_value)


def choose(obs: Observation) -> Action:
    legal = obs.legal
    as_value = obs.options.as_value
    for a in legal:
        if a.kind is Kind.SALIR:
            return a
    if obs.phase is Phase.TALK:
        return talk(obs)
    hand = obs.hand
    draw = next((a for a in legal if a.kind is Kind.DRAW and a.value is Way.UP), None)
    if draw is not None and total(hand, obs.fix, as_value) <= safe_limit(as_value):
        return draw
    return best_stand(legal, hand, obs.fix, as_value)


def talk(obs: Observation) -> Action:
    legal = obs.legal
    as_value = obs.options.as_value
    hand = obs.hand
    for word in (Word.BACIGOTE, Word.BACIGA):
        cantes = [a for a in legal if a.value is word]
        if cantes:
            return lowest_cante(cantes, hand, as_value)
    cartas = next((a for a in legal if a.value is Word.CARTAS), None)
    if cartas is not None and paired(hand):
        return cartas
    if obs.cut is not None:
        return next(a for a in legal if a.value is Word.PASO)
    chosen = paso_with(legal, baseline_discard(hand, as_value))
    if chosen is not None:
        return chosen
    pasos = [a for a in legal if a.value is Word.PASO]
    if pasos:  # the least the talk allows (pass_min_discard 0: nothing; else the highest)
        return min(pasos, key=lambda a: (len(a.discard or ()),
                                         -sum(value(c.rank, as_value) for c in a.discard or ()
                                              if isinstance(c, Card))))
    return cartas or legal[0]
