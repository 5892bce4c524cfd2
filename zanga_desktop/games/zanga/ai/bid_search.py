"""Maestro's speaking: the bid model's outcomes corrected by the solver over sampled deals.

The bid model (bidding.py) judges a hand by its features only. Maestro also deals the unseen
cards to the others as the talk makes likely (sampler.py: a partner who passed is weak, an
orderer strong), asks the double-dummy solver how each bid it weighs would end on every deal
(section 6: sacada, puesta or codillo), and counts the model as `PRIOR` deals more, so that a
handful of deals moves the estimate without ruling it.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field

from ....core.budget import Budget
from ..rules import SUITS, Card, Kind, Observation, Suit, Word
from . import bidding
from .bidding import Context, Judge, Outcome
from .evaluator import best_trump
from .sampler import Hands, Speakers, sample_deals
from .solver import DEAL_WORK, Aborted, Solver, mask
from .view import talk, team

PRIOR = 4.0  # the model's outcome counts as this many solved deals
NODE_LIMIT = 30_000  # per solver question at speaking time; a deal that needs more is skipped


@dataclass(slots=True)
class Tally:
    """Outcome counts over solved deals: codillo, puesta, sacada."""

    counts: list[int] = field(default_factory=lambda: [0, 0, 0])

    def add(self, result: int) -> None:
        self.counts[result] += 1

    def blend(self, prior: Outcome) -> Outcome:
        n = sum(self.counts)
        if not n:
            return prior
        c, p, s = self.counts
        w = PRIOR + n
        return Outcome((PRIOR * prior.codillo + c) / w, (PRIOR * prior.puesta + p) / w,
                       (PRIOR * prior.sacada + s) / w)


@dataclass(frozen=True, slots=True)
class Question:
    """One bid to ask the solver about on every deal: `declarer` plays it (`trump`, or his
    best suit by the evaluator on the deal when None), alone when `solo`."""

    declarer: int
    trump: Suit | None
    solo: bool


class SearchJudge(Judge):
    """Outcomes for this seat's own hand blended with the solver's tallies; any other hand
    (a zanga the pie weighs) is judged by the model alone."""

    def __init__(self, obs: Observation) -> None:
        self.hand = tuple(obs.hand)
        self.seat = obs.seat
        self.own: dict[tuple[Suit, bool], Tally] = {}
        self.theirs: dict[bool, Tally] = {}

    def outcome(self, hand: Sequence[Card], trump: Suit, ctx: Context, solo: bool,
                noise: float = 0.0) -> Outcome:
        prior = bidding.outcome(hand, trump, ctx, solo, noise)
        tally = self.own.get((trump, solo))
        if tally is None or tuple(hand) != self.hand:
            return prior
        return tally.blend(prior)

    def against(self, hand: Sequence[Card], ctx: Context, solo: bool, bidder: int) -> Outcome:
        prior = bidding.against_outcome(hand, ctx, solo, bidder)
        tally = self.theirs.get(solo)
        if tally is None or tuple(hand) != self.hand:
            return prior
        return tally.blend(prior)


def questions(obs: Observation, top: int) -> list[Question]:
    """The bids this decision weighs: the seat's own juego and solo under its `top` best suits
    by the model (only those its words can lead to), and the opponent's bid it may pass to or
    leave a solo to."""
    me = obs.seat
    ctx = bidding.context(obs)
    t = talk(obs)
    words = {a.value for a in obs.legal if a.kind is Kind.SAY}
    kinds = {a.kind for a in obs.legal}
    juego = Word.JUEGO in words or (Kind.TRUMP in kinds and t.solo != me)
    solo = bool(words & {Word.SOLO, Word.MANDAR_SOLO}) or Kind.ANSWER in kinds or (
        Kind.TRUMP in kinds and t.solo == me)
    out: list[Question] = []
    for kind, wanted in ((False, juego), (True, solo)):
        if not wanted:
            continue
        ranked = sorted(SUITS, key=lambda s: -bidding.value(
            bidding.outcome(obs.hand, s, ctx, kind), ctx.pot, ctx, kind))
        out += [Question(me, s, kind) for s in ranked[:top]]
    if Kind.ANSWER in kinds and t.mandar_by is not None:
        out.append(Question(t.mandar_by, None, True))
    elif Word.PASO in words and t.solo is None and t.juego is not None \
            and team(t.juego) != team(me):
        out.append(Question(t.juego, None, False))
    return out


def _result(obs: Observation, q: Question, hands: list[int], trump: Suit,
            cancel: threading.Event | None, budget: Budget, first: bool) -> int:
    """0 codillo, 1 puesta, 2 sacada for the declarer's side (section 6)."""
    assert obs.mano is not None
    out = (q.declarer + 2) % 4 if q.solo else None
    if out is not None:
        hands = list(hands)
        hands[out] = 0
    leader = obs.mano if obs.mano != out else (obs.mano + 1) % 4
    solver = Solver(trump, hands, team(q.declarer), out, budget.limit(NODE_LIMIT, first),
                    cancel, budget.wall_deadline)
    budget.track(solver)
    if solver.reaches(leader, [], 5):
        return 2
    return 1 if solver.reaches(leader, [], 4) else 0


def build(obs: Observation, rng: random.Random, samples: int, budget: Budget,
          cancel: threading.Event | None, top: int = 2,
          speakers: Speakers = None) -> SearchJudge:
    """Solve the decision's questions on up to `samples` deals drawn by the talk (read by
    each seat's policy, `speakers`), within the `budget` of work."""
    judge = SearchJudge(obs)
    asked = questions(obs, top)
    if not asked:
        return judge
    budget.start()
    done = 0
    while done < samples:
        deals = sample_deals(obs, rng, min(8, samples - done), infer=True, speakers=speakers)
        if not deals:
            break
        for deal in deals:
            if (done and budget.over()) or (cancel is not None and cancel.is_set()):
                return judge
            budget.charge(DEAL_WORK)
            if not _solve_deal(obs, deal, asked, judge, cancel, budget, first=not done):
                if budget.over():
                    return judge
                continue
            done += 1
            if done >= samples:
                break
    return judge


def _solve_deal(obs: Observation, deal: Hands, asked: list[Question], judge: SearchJudge,
                cancel: threading.Event | None, budget: Budget, first: bool) -> bool:
    """Tally every question on one deal; False (nothing counted) if the solver gave up."""
    hands = [0, 0, 0, 0]
    hands[obs.seat] = mask(obs.hand)
    for s, cards in deal.items():
        hands[s] = mask(cards)
    results: list[tuple[Question, int]] = []
    try:
        for q in asked:
            trump = q.trump
            if trump is None:
                held = deal.get(q.declarer)
                if held is None:
                    continue
                trump = best_trump(held)[0]
            results.append((q, _result(obs, q, hands, trump, cancel, budget, first)))
    except Aborted:
        return False
    for q, r in results:
        if q.declarer == obs.seat:
            assert q.trump is not None
            judge.own.setdefault((q.trump, q.solo), Tally()).add(r)
        else:
            judge.theirs.setdefault(q.solo, Tally()).add(r)
    return True
