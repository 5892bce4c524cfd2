"""The searching levels: deals sampled from what the seat saw, each solved exactly.

For a card, each sampled deal is solved once per card the seat may play (`solver.py`) and the
card that wins the hand in most of the weighted deals is played. For a bet, an answer or the
tumbo decision the same search gives the team's chance of the hand, and `value.py` turns the
chance and the score into the choice. A decision's budget is work (`core/budget.py`: solver
nodes, each deal drawn counted as `DEAL_WORK`), scaled by `effort`, so it depends only on the
observation, the level and the seed; each turn runs one search, whether or not the seat
signals before acting.
"""

from __future__ import annotations

import math
import random
import threading
from dataclasses import dataclass, replace

from ....core.budget import Budget
from ..rules import Card, Kind, Observation, Order, Phase, team
from . import rules, value
from .sampler import Sampler
from .solver import DEAL_WORK, NodeLimit, Solver
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
    #: Solver nodes per decision at teams of two (each deal drawn counted as DEAL_WORK);
    #: at teams of n, 2/n of it, since a node of a bigger table costs more (`work_for`).
    work: int
    infer: bool  # weigh deals by the bets, answers and advice seen
    temperature: float  # in chance of the hand; 0 plays the best card
    node_limit: int  # per deal; a deal that needs more is skipped
    noise: float  # misjudgement of the chance when betting and answering
    #: Judge how the other team would answer a bet from the sampled deals (their cards in
    #: each) rather than from the chance alone (`value.accepted`).
    answers: bool = False
    #: With `answers`: the other team answers as the levels do, by the chance of the chico
    #: each answer leads to at this score (value.py), from its chance of the hand, rather
    #: than from that chance alone (`ACCEPT_AT`).
    chico_answers: bool = False
    #: The chance of the hand from which it bets with the answers judged deal by deal.
    bet_floor: float = 0.5
    #: The weight of a deal for each card seña a team-mate who has acted did not send but
    #: would have (team mode; 1: the silence is not read, sampler.py).
    silence: float = 1.0
    #: At the table only, the wall-clock safety net of a decision, in seconds.
    wall: float = 2.0


_SETTINGS = {
    "normal": Settings("normal", 24, 27_000, False, 0.02, 3000, 0.12, wall=0.3),
    "experto": Settings("experto", 120, 107_000, True, 0.0, 20_000, 0.05, wall=1.0),
    "maestro": Settings("maestro", 800, 360_000, True, 0.0, 60_000, 0.0, True,
                        chico_answers=True, bet_floor=0.0, silence=0.1, wall=2.0),
}


def settings_for(level: str) -> Settings:
    return _SETTINGS[str(level)]


def scaled(settings: Settings, factor: float) -> Settings:
    """The same level with a smaller budget (tests, quick arenas)."""
    return replace(settings, samples=max(2, int(settings.samples * factor)),
                   work=max(1, int(settings.work * factor)),
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


def search(obs: Observation, settings: Settings, rng: random.Random, budget: Budget,
           cancel: threading.Event | None = None) -> Estimate | None:
    """Sample and solve until the budget of work or the sample count is spent; None if no
    deal could be solved within the node limit."""
    order = order_of(obs)
    exempt = exempt_of(obs)
    seats = 2 * obs.team_size
    turn = play_turn(obs)
    mine = obs.phase is Phase.PLAY and turn == obs.seat
    cards = follow_cards(obs) if mine else []
    sampler = Sampler(obs, rng, settings.infer, settings.silence)
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
    budget.start()
    while tried < settings.samples and (tried == 0 or not budget.over()):
        if cancel is not None and cancel.is_set() and solved:
            break
        tried += 1
        hands, w = sampler.draw()
        budget.charge(DEAL_WORK)
        idx = tuple(tuple(c.index for c in h) for h in hands)
        solver = Solver(order, -1 if exempt is None else exempt.index,
                        obs.options.must_overtrump, seats, obs.team,
                        budget.limit(settings.node_limit, first=not solved))
        budget.track(solver)
        try:
            if cards:
                got = {c: solver.after(idx, trick, won, obs.seat, c.index) for c in cards}
            else:
                result = solver.wins(idx, trick, won, turn)
        except NodeLimit:
            continue
        solved += 1
        weights += w
        if cards:
            for c, v in got.items():
                totals[c] += w * v
            result = max(got.values())
        whole += w * result
        if judge:
            worth = sum(hand_worth(order, hands[s]) for s in them)
            judged.append((w, float(result), worth))
    if not solved or weights <= 0:
        return None
    answer = _answers(obs, order, judged, settings.chico_answers) if judged else None
    return Estimate({c: v / weights for c, v in totals.items()}, whole / weights, solved,
                    answer)


def _answers(obs: Observation, order: Order, judged: list[tuple[float, float, float]],
             by_chico: bool = False) -> tuple[float, float]:
    """The other team accepts a bet when its own cards make the hand worth playing for:
    their cards' worth against an average team's, as the baseline judges a hand, gives their
    chance of the hand; they accept above `ACCEPT_AT`, or (`by_chico`) when accepting leaves
    them a better chance of the chico than refusing, at this score (value.py)."""
    assert obs.vira is not None
    n = obs.team_size
    left = sum(obs.held[s] for s in range(2 * n) if team(s) != obs.team) / max(1, 3 * n)
    average = mean_worth(order, obs.vira) * n * left
    lead = obs.won[1 - obs.team] - obs.won[obs.team]
    stake, step = _bet_at_stake(obs)
    taken = total = won = 0.0
    for w, result, worth in judged:
        their = 1.0 / (1.0 + math.exp(-1.4 * (worth - average) / math.sqrt(n) - 1.2 * lead))
        if by_chico and step is not None:
            values = value.answer_values(obs.options, obs.piedras, 1 - obs.team, stake, step,
                                         None, their)
            accept = 1.0 / (1.0 + math.exp(-(values["quiero"] - values["paso"]) / 0.02))
        else:
            accept = 1.0 / (1.0 + math.exp(-8.0 * (their - ACCEPT_AT)))
        total += w
        taken += w * accept
        won += w * accept * result
    q = taken / total if total else 0.0
    return q, (won / taken if taken else 0.0)


def _bet_at_stake(obs: Observation) -> tuple[int, int | None]:
    """What a bet by this seat would put to the other team: the stake it scores if they
    refuse (the stake now, or the bet it raises) and the step they would accept."""
    bet = next((a for a in obs.legal if a.kind is Kind.BET and isinstance(a.value, int)), None)
    step = bet.value if bet is not None and isinstance(bet.value, int) else None
    refused = obs.bet if obs.phase is Phase.BET and obs.bet is not None else obs.stake
    return refused, step


def work_for(settings: Settings, team_size: int) -> int:
    """A decision's work at teams of `team_size`: a node (and a deal) of a bigger table costs
    more, about in proportion to its seats, so that decisions take about as long."""
    return max(1, settings.work * 2 // team_size)


class SearchPlayer:
    """The search of one level: `wall_cap` (the table only) adds the level's safety net of
    wall time to its budget of work."""

    def __init__(self, settings: Settings, wall_cap: bool = False) -> None:
        self.settings = settings
        self.budget = Budget(settings.work, settings.wall if wall_cap else None)

    def estimate(self, obs: Observation, rng: random.Random,
                 cancel: threading.Event | None = None) -> Estimate | None:
        self.budget.work = work_for(self.settings, obs.team_size)
        return search(obs, self.settings, rng, self.budget, cancel)

    def chance(self, est: Estimate | None, obs: Observation, rng: random.Random) -> float:
        p = est.chance if est is not None else rules.chance(obs)
        if self.settings.noise:
            p = min(1.0, max(0.0, p + rng.gauss(0.0, self.settings.noise)))
        return p

    def card_scores(self, est: Estimate, obs: Observation) -> dict[Card, float]:
        """What the level chooses a card by: its share of won deals, equal shares going to
        the weaker card (the strong ones kept for later)."""
        order = order_of(obs)
        return {c: v - 0.001 * card_worth(order, c) for c, v in est.cards.items()}

    def pick_card(self, est: Estimate | None, obs: Observation, rng: random.Random) -> Card:
        if est is None or not est.cards:
            return rules.best_card(obs)
        scores = self.card_scores(est, obs)
        t = self.settings.temperature
        if t <= 0:
            return max(scores, key=lambda c: (scores[c], -c.index))
        top = max(scores.values())
        ordered = sorted(scores, key=lambda c: c.index)
        weights = [math.exp((scores[c] - top) / t) for c in ordered]
        r = rng.random() * sum(weights)
        for c, w in zip(ordered, weights, strict=True):
            r -= w
            if r <= 0:
                return c
        return ordered[-1]
