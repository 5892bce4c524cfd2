"""The searching levels: deals sampled from what the seat saw, each solved exactly.

For a card, each sampled deal is solved once per card the seat may play (`solver.py`) and the
card that wins the hand in most of the weighted deals is played. For a bet, an answer or the
tumbo decision the same search gives the team's chance of the hand, and `value.py` turns the
chance and the score into the choice. A decision's budget is CPU time (`clock.py`), scaled
by `effort`; each turn runs one search, whether or not the seat signals before acting.
"""

from __future__ import annotations

import math
import random
import threading
from dataclasses import dataclass, replace

from ..rules import Card, Kind, Observation, Order, Phase, team
from . import rules
from .clock import Clock
from .sampler import Sampler
from .solver import NodeLimit, Solver
from .view import (
    card_worth,
    exempt_of,
    follow_cards,
    hand_worth,
    mean_worth,
    order_of,
    play_turn,
)

#: The chance of the hand above which the other team is taken to accept a bet.
ACCEPT_AT = 0.38


@dataclass(frozen=True, slots=True)
class Settings:
    name: str
    samples: int  # most deals per decision
    budget: float  # CPU seconds per decision
    infer: bool  # weigh deals by the bets, answers and advice seen
    temperature: float  # in chance of the hand; 0 plays the best card
    node_limit: int  # per deal; a deal that needs more is skipped
    noise: float  # misjudgement of the chance when betting and answering
    #: Judge how the other team would answer a bet from the sampled deals (their cards in
    #: each) rather than from the chance alone (`value.accepted`).
    answers: bool = False


_SETTINGS = {
    "normal": Settings("normal", 24, 0.05, False, 0.02, 3000, 0.12),
    "experto": Settings("experto", 120, 0.2, True, 0.0, 20_000, 0.05),
    "maestro": Settings("maestro", 800, 0.45, True, 0.0, 60_000, 0.0, True),
}


def settings_for(level: str) -> Settings:
    return _SETTINGS[str(level)]


def scaled(settings: Settings, factor: float) -> Settings:
    """The same level with a smaller budget (tests, quick arenas)."""
    return replace(settings, samples=max(2, int(settings.samples * factor)),
                   budget=settings.budget * factor,
                   node_limit=max(2000, int(settings.node_limit * factor)))


@dataclass(frozen=True, slots=True)
class Estimate:
    """One search's result: each card's weighted share of won deals (empty when the seat is
    not to play a card) and the team's chance of the hand."""

    cards: dict[Card, float]
    chance: float
    deals: int
    #: How a bet by this seat's team would be answered, judged deal by deal: the chance it
    #: is accepted and this team's chance of the hand when it is (None: not judged).
    answer: tuple[float, float] | None = None


def search(obs: Observation, settings: Settings, rng: random.Random, clock: Clock,
           cancel: threading.Event | None = None) -> Estimate | None:
    """Sample and solve until the budget or the sample count is spent; None if no deal
    could be solved within the node limit."""
    order = order_of(obs)
    exempt = exempt_of(obs)
    seats = 2 * obs.team_size
    turn = play_turn(obs)
    mine = obs.phase is Phase.PLAY and turn == obs.seat
    cards = follow_cards(obs) if mine else []
    sampler = Sampler(obs, rng, settings.infer)
    trick = tuple((s, c.index) for s, c in obs.trick)
    won = (obs.won[0], obs.won[1])
    totals = dict.fromkeys(cards, 0.0)
    judged: list[tuple[float, float, float]] = []  # weight, our result, their worth
    judge = settings.answers and any(a.kind in (Kind.BET,) for a in obs.legal)
    them = [s for s in range(seats) if team(s) != obs.team]
    whole = 0.0
    weights = 0.0
    solved = 0
    tried = 0
    clock.start()
    while tried < settings.samples and (tried == 0 or not clock.over()):
        if cancel is not None and cancel.is_set() and solved:
            break
        tried += 1
        hands, w = sampler.draw()
        idx = tuple(tuple(c.index for c in h) for h in hands)
        solver = Solver(order, -1 if exempt is None else exempt.index,
                        obs.options.must_overtrump, seats, obs.team, settings.node_limit)
        try:
            if cards:
                got = {c: solver.after(idx, trick, won, obs.seat, c.index) for c in cards}
            else:
                value = solver.wins(idx, trick, won, turn)
        except NodeLimit:
            continue
        solved += 1
        weights += w
        if cards:
            for c, v in got.items():
                totals[c] += w * v
            value = max(got.values())
        whole += w * value
        if judge:
            worth = sum(hand_worth(order, hands[s]) for s in them)
            judged.append((w, float(value), worth))
    if not solved or weights <= 0:
        return None
    answer = _answers(obs, order, judged) if judged else None
    return Estimate({c: v / weights for c, v in totals.items()}, whole / weights, solved,
                    answer)


def _answers(obs: Observation, order: Order, judged: list[tuple[float, float, float]]
             ) -> tuple[float, float]:
    """The other team accepts a bet when its own cards make the hand worth playing for:
    their cards' worth against an average team's, as the baseline judges a hand."""
    assert obs.vira is not None
    n = obs.team_size
    left = sum(obs.held[s] for s in range(2 * n) if team(s) != obs.team) / max(1, 3 * n)
    average = mean_worth(order, obs.vira) * n * left
    taken = total = won = 0.0
    for w, result, worth in judged:
        their = 1.0 / (1.0 + math.exp(-1.4 * (worth - average) / math.sqrt(n)))
        accept = 1.0 / (1.0 + math.exp(-8.0 * (their - ACCEPT_AT)))
        total += w
        taken += w * accept
        won += w * accept * result
    q = taken / total if total else 0.0
    return q, (won / taken if taken else 0.0)


class SearchPlayer:
    def __init__(self, settings: Settings, seed: int | None, wall_cap: float | None = 2.0
                 ) -> None:
        self.settings = settings
        self.rng = random.Random(seed)
        self.clock = Clock(settings.budget, wall_cap)

    def estimate(self, obs: Observation, cancel: threading.Event | None = None
                 ) -> Estimate | None:
        return search(obs, self.settings, self.rng, self.clock, cancel)

    def chance(self, est: Estimate | None, obs: Observation) -> float:
        p = est.chance if est is not None else rules.chance(obs)
        if self.settings.noise:
            p = min(1.0, max(0.0, p + self.rng.gauss(0.0, self.settings.noise)))
        return p

    def pick_card(self, est: Estimate | None, obs: Observation) -> Card:
        if est is None or not est.cards:
            return rules.best_card(obs)
        order = order_of(obs)
        # equal chances: keep the stronger cards for later
        scores = {c: v - 0.001 * card_worth(order, c) for c, v in est.cards.items()}
        t = self.settings.temperature
        if t <= 0:
            return max(scores, key=lambda c: (scores[c], -c.index))
        top = max(scores.values())
        ordered = sorted(scores, key=lambda c: c.index)
        weights = [math.exp((scores[c] - top) / t) for c in ordered]
        r = self.rng.random() * sum(weights)
        for c, w in zip(ordered, weights, strict=True):
            r -= w
            if r <= 0:
                return c
        return ordered[-1]
