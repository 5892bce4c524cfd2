"""The `rules` baseline: fixed rules of thumb, the arena's yardstick. Never tune this file.

It judges its team's chance of the hand from the cards it knows (its own, the team-mates' a
capitán in tumbo sees, the señas of its team-mates), plays the cheapest card that does the
job, and bets, answers and tumba by that chance and the score (`value.py`).
"""

from __future__ import annotations

import math

from ..rules import TRIUNFO, Action, Answer, Card, Kind, Observation, Phase, Sena, Tumbo
from . import value
from .sampler import _sena_card
from .view import (
    card_worth,
    follow_cards,
    hand_worth,
    mean_worth,
    order_of,
    play_turn,
    team,
    trick_best,
    unseen,
)

#: What a team-mate's card seña adds to the team's worth, in tricks (section 7).
SENA_WORTH = {Sena.TRIUNFO: 1.2, Sena.CIEGO: -0.3}
BET_AT = 0.7  # the chance of the hand below which the baseline never bets
RAISE_AT = 0.8


def chance(obs: Observation) -> float:
    """The baseline's chance that its team wins the hand, from the cards it knows."""
    order = order_of(obs)
    assert obs.vira is not None
    average = mean_worth(order, obs.vira)
    n = obs.team_size
    worth = hand_worth(order, obs.hand)
    known = {s for s, _ in obs.team_cards}
    for _, cards in obs.team_cards:
        worth += hand_worth(order, cards)
    bonus: dict[int, float] = {}
    for sent in obs.senas:
        if team(sent.seat) != obs.team or sent.seat == obs.seat or sent.seat in known:
            continue
        card = _sena_card(sent.sena, obs.vira)
        extra = card_worth(order, card) if card is not None else SENA_WORTH.get(sent.sena, 0.0)
        bonus[sent.seat] = bonus.get(sent.seat, 0.0) + extra
    mates = n - 1 - len(known)
    worth += sum(bonus.values()) + mates * average * 0.8
    for s, c in (p for t in obs.tricks_played for p in t):
        if team(s) == obs.team and s != obs.seat and s not in known:
            worth -= card_worth(order, c) * 0.5  # a partner's card played is spent
    left = sum(obs.held[s] for s in range(2 * n) if team(s) != obs.team) / max(1, 3 * n)
    lead = obs.won[obs.team] - obs.won[1 - obs.team]
    x = 1.4 * (worth - average * n * left) / math.sqrt(n) + 1.2 * lead
    return 1.0 / (1.0 + math.exp(-x))


def masters(obs: Observation) -> set[Card]:
    """Cards of this hand that no unseen card beats inside their suit in play."""
    order = order_of(obs)
    top: dict[str, int] = {}
    for c in unseen(obs):
        g = order.play_suit[c.index]
        top[g] = max(top.get(g, -1), order.power[c.index])
    return {c for c in obs.hand if order.power[c.index] > top.get(order.play_suit[c.index], -1)}


def card_scores(obs: Observation) -> dict[Card, float]:
    """A score per card section 5 allows (higher is better)."""
    order = order_of(obs)
    legal = follow_cards(obs)
    cost = {c: card_worth(order, c) for c in legal}
    wins = masters(obs)
    seats = 2 * obs.team_size
    if not obs.trick:
        trumps = [c for c in obs.hand if order.play_suit[c.index] == TRIUNFO]
        out = {}
        for c in legal:
            if c in wins and (order.play_suit[c.index] != TRIUNFO or len(trumps) >= 2
                              or obs.won[obs.team] == 1):
                out[c] = 10 + cost[c]
            else:
                out[c] = -cost[c]
        return out
    best_seat, best = trick_best(order, obs.trick)
    later = [(obs.seat + k) % seats for k in range(1, seats - len(obs.trick))]
    rivals_after = any(team(s) != obs.team for s in later)
    if team(best_seat) == obs.team:
        safe = not rivals_after or not any(order.beats(h, best) for h in unseen(obs))
        if safe:
            return {c: -cost[c] for c in legal}
    beaters = [c for c in legal if order.beats(c, best)]
    if beaters and team(best_seat) != obs.team:
        out = {c: -cost[c] - 100 for c in legal}
        for c in beaters:
            out[c] = -cost[c] + (20 if c in wins or not rivals_after else 0)
        return out
    return {c: -cost[c] for c in legal}


def best_card(obs: Observation) -> Card:
    scores = card_scores(obs)
    return max(scores, key=lambda c: (scores[c], -c.index))


def _find(obs: Observation, kind: Kind, value_: object = None) -> Action | None:
    for a in obs.legal:
        if a.kind is kind and (value_ is None or a.value == value_):
            return a
    return None


def play_action(obs: Observation, card: Card) -> Action:
    a = _find(obs, Kind.PLAY, card)
    assert a is not None
    return a


def tumbo_choice(obs: Observation, p: float) -> Action:
    values = value.tumbo_values(obs.options, obs.piedras, obs.team, p)
    choice = Tumbo.TUMBAR if values["tumbar"] >= values["achicarse"] else Tumbo.ACHICARSE
    a = _find(obs, Kind.TUMBO, choice)
    assert a is not None
    return a


def bet_wanted(obs: Observation, p: float, floor: float = BET_AT,
               answer: tuple[float, float] | None = None) -> Action | None:
    """The bet at this turn to play, if it raises the chance of the chico."""
    bet = _find(obs, Kind.BET)
    if bet is None or p < floor:
        return None
    assert isinstance(bet.value, int)
    gain = value.bet_gain(obs.options, obs.piedras, obs.team, obs.stake, bet.value, p, answer)
    return bet if gain > 0.005 else None


def answer_choice(obs: Observation, p: float, raise_at: float = RAISE_AT,
                  answer: tuple[float, float] | None = None) -> Action:
    """The answer to a bet that waits: quiero, paso, a raise, or (not capitán) letting it
    pass to the capitán."""
    assert obs.bet is not None
    raise_ = _find(obs, Kind.BET)
    step = raise_.value if raise_ is not None and p >= raise_at else None
    assert step is None or isinstance(step, int)
    values = value.answer_values(obs.options, obs.piedras, obs.team, obs.stake, obs.bet, step, p,
                                 answer)
    best = max(values, key=lambda k: values[k])
    if best == "raise" and raise_ is not None:
        return raise_
    if _find(obs, Kind.DECLINE) is not None:
        decline = _find(obs, Kind.DECLINE)
        assert decline is not None
        return decline
    a = _find(obs, Kind.ANSWER, Answer.QUIERO if best == "quiero" else Answer.PASO)
    assert a is not None
    return a


def choose(obs: Observation, p: float | None = None) -> Action:
    """The baseline's action (señas apart, `senas.py`): always one of `obs.legal`."""
    if p is None:
        p = chance(obs)
    if obs.phase is Phase.TUMBO:
        return tumbo_choice(obs, p)
    if obs.phase is Phase.BET:
        return answer_choice(obs, p)
    assert play_turn(obs) == obs.seat
    bet = bet_wanted(obs, p)
    if bet is not None:
        return bet
    return play_action(obs, best_card(obs))
