"""Normal, Experto and Maestro: perfect-information Monte Carlo over consistent deals.

For each sampled deal (sampler.py) the double-dummy solver scores every card the seat may
play by what the hand then comes to for its team (sacada, puesta or codillo, section 6, and
a pending cinco or todas, section 5); scores are averaged over the deals. Levels differ by
the number of deals, the work allowed (solver nodes, budget.py), inference from the talk, and
a temperature that lets weaker levels err among moves of close value.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace

from ....core.budget import Budget
from ....core.seeds import decision_rng, fresh_seed
from ..rules import Action, Card, Kind, Observation, TodasPayment
from . import bid_search, bidding, rules
from .choice import sane_cards, softmax_pick
from .sampler import Hands, Speakers, play_facts, sample_deals
from .solver import DEAL_WORK, Aborted, Solver, mask
from .view import decision_key, legal_cards, talk, team


@dataclass(frozen=True, slots=True)
class Settings:
    name: str
    samples: int  # most deals per card decision
    work: int  # solver nodes per card decision with 8 tricks to play (half with 1)
    infer: bool  # weight deals by the talk
    temperature: float  # in vales; 0 plays the best-scored card
    node_limit: int  # per solver question; a deal that needs more is skipped
    bid_noise: float  # misjudgement of a hand when speaking (model's latent score)
    plays: float  # weight of a deal where a seat let a trick go with a winner in hand (1: off)
    bid_samples: int = 0  # most deals solved per speaking decision (0: the bid model alone)
    bid_work: int = 0  # solver nodes per speaking decision
    #: At the table only, the wall-clock safety net of a card decision (speaking: BID_WALL).
    wall: float = 2.0


#: The table's safety net for a speaking decision, in seconds (Maestro's searched bids).
BID_WALL = 3.0

_SETTINGS = {
    "normal": Settings("normal", 60, 40_000, False, 0.4, 20_000, 0.6, 1.0, wall=0.5),
    "experto": Settings("experto", 200, 160_000, True, 0.1, 60_000, 0.25, 0.3, wall=1.0),
    "maestro": Settings("maestro", 400, 450_000, True, 0.0, 150_000, 0.0, 0.2, 24, 650_000,
                        wall=2.0),
}


def settings_for(level: str) -> Settings:
    return _SETTINGS[str(level)]


def scaled(settings: Settings, factor: float) -> Settings:
    """The same level with a smaller budget (tests, quick arenas)."""
    return replace(settings, samples=max(1, int(settings.samples * factor)),
                   work=max(1, int(settings.work * factor)),
                   node_limit=max(2000, int(settings.node_limit * factor)),
                   bid_samples=(max(1, int(settings.bid_samples * factor))
                                if settings.bid_samples else 0),
                   bid_work=max(1, int(settings.bid_work * factor)))


class SearchPlayer:
    """Normal and up. `speakers` says by seat whose policy the others speak by, when the
    table knows it (section 4's words are read by it when deals are drawn). Each decision
    draws its random numbers from the seed and the observation alone (`core.seeds`); with
    `wall_cap` (the table only) it also stops at the level's safety net of wall time."""

    def __init__(self, settings: Settings, seed: int | None, wall_cap: bool = False,
                 speakers: Speakers = None) -> None:
        self.settings = settings
        self.seed = fresh_seed() if seed is None else seed
        self.rng = random.Random(self.seed)
        self.wall_cap = wall_cap
        self.speakers = speakers
        #: Deals the last card decision was made over (`zanga-cli explain` quotes it).
        self.deals = 0

    def _noise(self) -> float:
        sd = self.settings.bid_noise
        return self.rng.gauss(0.0, sd) if sd > 0 else 0.0

    def decide(self, obs: Observation, cancel: threading.Event | None = None) -> Action:
        self.rng = decision_rng(self.seed, decision_key(obs))
        kinds = {a.kind for a in obs.legal}
        if Kind.PLAY in kinds:
            return self._play(obs, cancel)
        if len(obs.legal) == 1:
            return obs.legal[0]
        if Kind.SAY in kinds:
            return bidding.best_word(obs, self.word_values(obs, cancel))
        if Kind.TRUMP in kinds:
            return bidding.choose_trump(obs, self._noise(), self._judge(obs, cancel, top=3))
        if Kind.ANSWER in kinds:
            return bidding.choose_answer(obs, self._noise(), self._judge(obs, cancel))
        if Kind.KEEP in kinds:
            return bidding.choose_keep(obs, self._noise())
        if Kind.TODAS in kinds:
            p = self._chance_all(obs, cancel, horizon=None)
            if p is None:
                return rules.choose(obs)
            return next(a for a in obs.legal if a.value is (p > todas_need(obs)))
        return rules.choose(obs)

    def word_values(self, obs: Observation, cancel: threading.Event | None = None
                    ) -> dict[Action, float]:
        """Each word's expected vales, as the level weighs them (its misjudgement, and
        Maestro's solved deals, drawn from the decision's own random numbers)."""
        self.rng = decision_rng(self.seed, decision_key(obs))
        noise = self._noise()
        return bidding.word_values(obs, self.rng, noise, judge=self._judge(obs, cancel))

    def bid_values(self, obs: Observation) -> dict[Action, float]:
        """The values the level names trumps, answers an order or keeps a hand by, drawn as
        `decide` draws them (`zanga-cli explain`)."""
        self.rng = decision_rng(self.seed, decision_key(obs))
        kinds = {a.kind for a in obs.legal}
        if Kind.TRUMP in kinds:
            return bidding.trump_values(obs, self._noise(), self._judge(obs, None, top=3))
        if Kind.ANSWER in kinds:
            return bidding.answer_choices(obs, self._noise(), self._judge(obs, None))
        return bidding.keep_values(obs, self._noise())

    def todas_chance(self, obs: Observation) -> float | None:
        """How often the side wins every trick left, as `decide` judges it."""
        self.rng = decision_rng(self.seed, decision_key(obs))
        return self._chance_all(obs, None, horizon=None)

    def _judge(self, obs: Observation, cancel: threading.Event | None,
               top: int = 2) -> bidding.Judge:
        """The bid model, or (Maestro) the model corrected by the solver over deals drawn by
        the talk (bid_search.py)."""
        st = self.settings
        if not st.bid_samples:
            return bidding.MODEL
        budget = Budget(st.bid_work, BID_WALL if self.wall_cap else None)
        return bid_search.build(obs, self.rng, st.bid_samples, budget, cancel, top,
                                self.speakers)

    # ------------------------------------------------------------------ card play

    def _budget(self, obs: Observation) -> Budget:
        """The work for this decision: the full budget with eight cards in hand, half with
        one (the solver is fast late in a hand, and the deal cap is reached there)."""
        st = self.settings
        work = max(1, int(st.work * (0.5 + 0.5 * len(obs.hand) / 8)))
        return Budget(work, st.wall if self.wall_cap else None).start()

    def _solvers(self, obs: Observation, hands: list[int], cancel: threading.Event | None,
                 budget: Budget, first: bool) -> Callable[[int], Solver]:
        """Solvers of one deal for a side, each within the level's cap and what is left of
        the budget, their nodes charged to it."""
        trump = obs.trump
        assert trump is not None

        def make(side: int) -> Solver:
            solver = Solver(trump, hands, side, obs.out_seat,
                            budget.limit(self.settings.node_limit, first), cancel,
                            budget.wall_deadline)
            budget.track(solver)
            return solver

        return make

    def _stream(self, obs: Observation) -> Iterator[tuple[tuple[int, ...], Hands]]:
        """Sampled deals with a key each, until the level's cap, or until three batches in a
        row bring no deal not seen before (the few deals left are all known)."""
        st = self.settings
        facts = play_facts(obs, st.plays, min(1.0, 2 * st.plays)) \
            if st.infer and st.plays < 1.0 else None
        seen: set[tuple[int, ...]] = set()
        produced = stale = 0
        while produced < st.samples and stale < 3:
            deals = sample_deals(obs, self.rng, min(8, st.samples - produced), st.infer,
                                 facts=facts, speakers=self.speakers)
            if not deals:
                return
            fresh = False
            for d in deals:
                key = tuple(mask(d.get(s, ())) for s in range(4))
                if key not in seen:
                    seen.add(key)
                    fresh = True
                produced += 1
                yield key, d
            stale = 0 if fresh else stale + 1

    def _masks(self, obs: Observation, deal: Hands) -> list[int]:
        hands = [0, 0, 0, 0]
        hands[obs.seat] = mask(obs.hand)
        for s, cards in deal.items():
            hands[s] = mask(cards)
        return hands

    def _chance_all(self, obs: Observation, cancel: threading.Event | None,
                    horizon: int | None) -> float | None:
        """How often the seat's side wins every trick to the horizon, over sampled deals."""
        budget = self._budget(obs)
        wins = done = 0
        side = team(obs.seat)
        for _key, deal in self._stream(obs):
            if done and (budget.over() or _set(cancel)):
                break
            budget.charge(DEAL_WORK)
            hands = self._masks(obs, deal)
            solver = self._solvers(obs, hands, cancel, budget, first=not done)(side)
            n = max(bin(h).count("1") for h in hands)
            need = n if horizon is None else min(n, horizon)
            try:
                wins += solver.reaches(obs.seat, [], need, horizon)
            except Aborted:
                if budget.over():
                    break
                continue
            done += 1
        return wins / done if done else None

    def card_values(self, obs: Observation, cancel: threading.Event | None = None
                    ) -> tuple[dict[Card, float] | None, dict[Card, float] | None]:
        """What the search makes of each card the seat may play now (its mean value in vales
        for the seat's team, and what a `cinco` called now would add to it, when one may be
        called), as `decide` weighs them; None when no deal was solved. The decision's random
        numbers are drawn afresh from the seed and the observation, as `decide` draws them."""
        self.rng = decision_rng(self.seed, decision_key(obs))
        call = any(a.kind is Kind.CALL for a in obs.legal)
        return self._card_values(obs, cancel, ask_cinco=call)

    def _play(self, obs: Observation, cancel: threading.Event | None) -> Action:
        legal = legal_cards(obs)
        call = next((a for a in obs.legal if a.kind is Kind.CALL), None)
        if len(legal) == 1 and call is None:
            return _play_action(obs, legal[0])
        values, cinco = self._card_values(obs, cancel, ask_cinco=call is not None)
        # Call when the best card with the cinco pending is worth more than the best card
        # without it (section 5, Art. 48, 59): the search's own values.
        if (call is not None and values is not None and cinco is not None
                and max(values[c] + cinco[c] for c in legal) > max(values.values())):
            return call
        if len(legal) == 1:
            return _play_action(obs, legal[0])
        if values is None:
            return rules.choose(obs) if call is None else _play_action(
                obs, max(rules.card_scores(obs).items(), key=lambda kv: kv[1])[0])
        scores = self.card_scores(obs, values)
        if self.settings.temperature > 0:
            card = softmax_pick(self.rng, scores, self.settings.temperature)
        else:
            card = max(scores, key=lambda c: scores[c])
        return _play_action(obs, card)

    def card_scores(self, obs: Observation, values: dict[Card, float]) -> dict[Card, float]:
        """The cards the level chooses among (the sane ones) with the values it chooses by:
        the search's, ties going to the rules of thumb (common when the hand is decided)."""
        legal = legal_cards(obs)
        prefs = rules.card_scores(obs)
        ranked = sorted(legal, key=lambda c: prefs[c])
        tied = {c: values[c] + 1e-3 * i for i, c in enumerate(ranked)}
        return {c: tied[c] for c in sane_cards(obs, legal)}

    def _card_values(self, obs: Observation, cancel: threading.Event | None,
                     ask_cinco: bool = False
                     ) -> tuple[dict[Card, float] | None, dict[Card, float] | None]:
        """Mean value for the seat's team (in vales, team minus opponents) of each card; with
        `ask_cinco`, also what a `cinco` called now would add to each card."""
        assert obs.trump is not None and obs.nombrado is not None
        budget = self._budget(obs)
        legal = legal_cards(obs)
        totals = dict.fromkeys(legal, 0.0)
        extra = dict.fromkeys(legal, 0.0)
        done = 0
        cache: dict[tuple[int, ...], tuple[dict[int, float], dict[int, float]]] = {}
        for key, deal in self._stream(obs):
            if _set(cancel) or (done and budget.over()):
                break
            budget.charge(DEAL_WORK)
            got = cache.get(key)
            if got is None:
                try:
                    hands = self._masks(obs, deal)
                    make = self._solvers(obs, hands, cancel, budget, first=not done)
                    got = (self._values_one(obs, hands, make),
                           self._cinco_values(obs, team(obs.seat), make) if ask_cinco else {})
                except Aborted:
                    if budget.over():
                        break
                    continue
                cache[key] = got
            values, cinco = got
            for c in legal:
                totals[c] += values.get(c.index, 0.0)
                extra[c] += cinco.get(c.index, 0.0)
            done += 1
        self.deals = done
        if not done:
            return None, None
        return ({c: v / done for c, v in totals.items()},
                {c: v / done for c, v in extra.items()} if ask_cinco else None)

    def _cinco_values(self, obs: Observation, side: int,
                      make: Callable[[int], Solver]) -> dict[int, float]:
        """What a cinco of `side` adds to each card for the seat's team on one deal: its
        stake if `side` wins every trick to the fifth, minus it if not (Art. 48, 59)."""
        me = obs.seat
        n_tricks = len(obs.tricks)
        trick = [(s, c.index) for s, c in obs.trick]
        solver = make(side)
        reps = solver.move_values(me, trick, [5 - n_tricks], horizon=5 - n_tricks)
        made, failed = cinco_stakes(obs, side)
        sign = 1.0 if side == team(me) else -1.0
        out: dict[int, float] = {}
        for rep, k in reps.items():
            for c in solver.equivalents(me, rep):
                out[c] = sign * (made if k else -failed)
        return out

    def _values_one(self, obs: Observation, hands: list[int],
                    make: Callable[[int], Solver]) -> dict[int, float]:
        assert obs.trump is not None and obs.nombrado is not None
        me = obs.seat
        mine = team(me)
        trick = [(s, c.index) for s, c in obs.trick]
        out: dict[int, float] = {}

        def spread(solver: Solver, reps: dict[int, int], value_of: list[float],
                   sign: float) -> None:
            for rep, k in reps.items():
                for c in solver.equivalents(me, rep):
                    out[c] = out.get(c, 0.0) + sign * value_of[k]

        x = obs.todas_team
        if x is not None:
            left = max(bin(h).count("1") for h in hands)
            stake = (4.0 if obs.options.todas_payment is TodasPayment.BONUS
                     else 3.0 * max(obs.pot, 1))
            solver = make(x)
            reps = solver.move_values(me, trick, [left])
            spread(solver, reps, [-stake, stake], 1.0 if x == mine else -1.0)
            return out
        nt = team(obs.nombrado)
        won = obs.won[nt]
        pot = float(max(obs.pot, 1))
        # A solo said, or ordered and answered either way (section 4).
        solo = 4.0 if talk(obs).solo is not None else 0.0
        by_class = [-2 * pot - solo, -pot - solo, pot + solo]
        needs = [n - won for n in (4, 5) if n - won > 0]
        met = 2 - len(needs)
        solver = make(nt)
        if needs:
            reps = solver.move_values(me, trick, needs)
            values = [by_class[met + k] for k in range(len(needs) + 1)]
            spread(solver, reps, values, 1.0 if nt == mine else -1.0)
        c = obs.cinco_team
        n_tricks = len(obs.tricks)
        if (c is not None and n_tricks < 5 and obs.won[c] == n_tricks):
            for card, v in self._cinco_values(obs, c, make).items():
                out[card] = out.get(card, 0.0) + v
        return out


def cinco_stakes(obs: Observation, side: int) -> tuple[float, float]:
    """What a cinco of `side` moves, in the search's measure (twice the vales paid, team to
    team): the 2 it collects when made and the 2 it pays when not (Art. 59), each capped at
    what the paying team holds and, with the caps, what the other holds (Art. 57, 64)."""
    if "cinco" not in obs.options.bonuses:
        return 0.0, 0.0
    own, other = obs.vales[side], obs.vales[1 - side]
    if obs.options.bonus_caps:
        return 2.0 * min(2, other, own), 2.0 * min(2, own, other)
    return 2.0 * min(2, other), 2.0 * min(2, own)


def todas_need(obs: Observation) -> float:
    """The chance of winning every trick left above which going on for todas pays (section 5,
    Art. 49, 60): in the Manual it collects 2 when made and pays back what the cinco
    collected when not (so an uncollected cinco risks nothing); paid from the pot (section 9)
    it turns a sacada of the pot P into +3P or -3P, against +P for stopping."""
    if obs.options.todas_payment is TodasPayment.POT:
        return 2 / 3
    x = team(obs.seat)  # the winner of the fifth trick decides
    own, other = obs.vales[x], obs.vales[1 - x]
    cap = obs.options.bonus_caps
    cinco = min(2, other, own) if cap else min(2, other)
    todas = min(2, other - cinco, own) if cap else min(2, other - cinco)
    if "todas" not in obs.options.bonuses or todas <= 0:
        return 1.0  # nothing to win: stop
    return cinco / (cinco + todas)


def _set(cancel: threading.Event | None) -> bool:
    return cancel is not None and cancel.is_set()


def _play_action(obs: Observation, card: Card) -> Action:
    return next(a for a in obs.legal if a.kind is Kind.PLAY and a.value == card)


