"""Normal, Experto and Maestro: perfect-information Monte Carlo over consistent deals.

For each sampled deal (sampler.py) the double-dummy solver scores every card the seat may
play by what the hand then comes to for its team (sacada, puesta or codillo, section 6, and
a pending cinco or todas, section 5); scores are averaged over the deals. Levels differ by
the number of deals, the time allowed, inference from the talk, and a temperature that lets
weaker levels err among moves of close value.
"""

from __future__ import annotations

import random
import threading
import time
from dataclasses import dataclass

from ..engine import Action, Card, Kind, Observation
from . import rules
from .players import sane_cards, softmax_pick
from .sampler import Hands, sample_deals
from .solver import Aborted, Solver, mask
from .view import legal_cards, team


@dataclass(frozen=True, slots=True)
class Settings:
    name: str
    samples: int  # deals per card decision
    budget: float  # seconds per card decision, at most
    infer: bool  # weight deals by the talk
    temperature: float  # in vales; 0 plays the best-scored card
    node_limit: int  # per solver question; a deal that needs more is skipped
    bid_bias: float  # added to the hand's worth before speaking


_SETTINGS = {
    "normal": Settings("normal", 6, 0.22, False, 1.0, 20_000, 0.0),
    "experto": Settings("experto", 16, 0.75, True, 0.3, 60_000, 0.0),
    "maestro": Settings("maestro", 40, 1.6, True, 0.0, 150_000, 0.0),
}


def settings_for(level: str) -> Settings:
    return _SETTINGS[str(level)]


def scaled(settings: Settings, factor: float) -> Settings:
    """The same level with a smaller budget (tests, quick arenas)."""
    return Settings(settings.name, max(1, int(settings.samples * factor)),
                    settings.budget * factor, settings.infer, settings.temperature,
                    max(2000, int(settings.node_limit * factor)), settings.bid_bias)


class SearchPlayer:
    def __init__(self, settings: Settings, seed: int | None) -> None:
        self.settings = settings
        self.rng = random.Random(seed)

    def decide(self, obs: Observation, cancel: threading.Event | None = None) -> Action:
        kinds = {a.kind for a in obs.legal}
        if Kind.PLAY in kinds:
            return self._play(obs, cancel)
        if Kind.TODAS in kinds:
            p = self._chance_all(obs, cancel, horizon=None)
            if p is None:
                return rules.choose(obs)
            need = 2 / 3 if obs.options.todas_payment == "pot" else 0.5
            return next(a for a in obs.legal if a.value is (p > need))
        return rules.choose(obs)

    # ------------------------------------------------------------------ card play

    def _deadline(self) -> float:
        return time.perf_counter() + self.settings.budget

    def _deals(self, obs: Observation) -> list[Hands]:
        return sample_deals(obs, self.rng, self.settings.samples, self.settings.infer)

    def _masks(self, obs: Observation, deal: Hands) -> list[int]:
        hands = [0, 0, 0, 0]
        hands[obs.seat] = mask(obs.hand)
        for s, cards in deal.items():
            hands[s] = mask(cards)
        return hands

    def _chance_all(self, obs: Observation, cancel: threading.Event | None,
                    horizon: int | None) -> float | None:
        """How often the seat's side wins every trick to the horizon, over sampled deals."""
        assert obs.trump is not None
        deadline = self._deadline()
        wins = done = 0
        side = team(obs.seat)
        for deal in self._deals(obs):
            if done and (time.perf_counter() > deadline or _set(cancel)):
                break
            hands = self._masks(obs, deal)
            solver = Solver(obs.trump, hands, side, obs.out_seat, self.settings.node_limit,
                            cancel)
            n = max(bin(h).count("1") for h in hands)
            need = n if horizon is None else min(n, horizon)
            try:
                wins += solver.reaches(obs.seat, [], need, horizon)
            except Aborted:
                continue
            done += 1
        return wins / done if done else None

    def _play(self, obs: Observation, cancel: threading.Event | None) -> Action:
        legal = legal_cards(obs)
        call = next((a for a in obs.legal if a.kind is Kind.CALL), None)
        if call is not None:
            p = self._chance_all(obs, cancel, horizon=3)
            if p is not None and p > 0.55:
                return call
        if len(legal) == 1:
            return _play_action(obs, legal[0])
        values = self._card_values(obs, cancel)
        if values is None:
            return rules.choose(obs) if call is None else _play_action(
                obs, max(rules.card_scores(obs).items(), key=lambda kv: kv[1])[0])
        # Ties (common when the hand is already decided) go to the rules of thumb.
        prefs = rules.card_scores(obs)
        ranked = sorted(legal, key=lambda c: prefs[c])
        for i, c in enumerate(ranked):
            values[c] += 1e-3 * i
        allowed = sane_cards(obs, legal)
        scores = {c: values[c] for c in allowed}
        if self.settings.temperature > 0:
            card = softmax_pick(self.rng, scores, self.settings.temperature)
        else:
            card = max(scores, key=lambda c: scores[c])
        return _play_action(obs, card)

    def _card_values(self, obs: Observation,
                     cancel: threading.Event | None) -> dict[Card, float] | None:
        """Mean value for the seat's team (in vales, team minus opponents) of each card."""
        assert obs.trump is not None and obs.nombrado is not None
        deadline = self._deadline()
        legal = legal_cards(obs)
        totals = dict.fromkeys(legal, 0.0)
        done = 0
        for deal in self._deals(obs):
            if done and (time.perf_counter() > deadline or _set(cancel)):
                break
            if _set(cancel):
                break
            try:
                values = self._values_one(obs, self._masks(obs, deal), cancel)
            except Aborted:
                continue
            for c in legal:
                totals[c] += values.get(c.index, 0.0)
            done += 1
        if not done:
            return None
        return {c: v / done for c, v in totals.items()}

    def _values_one(self, obs: Observation, hands: list[int],
                    cancel: threading.Event | None) -> dict[int, float]:
        assert obs.trump is not None and obs.nombrado is not None
        me = obs.seat
        mine = team(me)
        trick = [(s, c.index) for s, c in obs.trick]
        limit = self.settings.node_limit
        out: dict[int, float] = {}

        def spread(solver: Solver, reps: dict[int, int], value_of: list[float],
                   sign: float) -> None:
            for rep, k in reps.items():
                for c in solver.equivalents(me, rep):
                    out[c] = out.get(c, 0.0) + sign * value_of[k]

        x = obs.todas_team
        if x is not None:
            left = max(bin(h).count("1") for h in hands)
            stake = 4.0 if obs.options.todas_payment == "bonus" else 3.0 * max(obs.pot, 1)
            solver = Solver(obs.trump, hands, x, obs.out_seat, limit, cancel)
            reps = solver.move_values(me, trick, [left])
            spread(solver, reps, [-stake, stake], 1.0 if x == mine else -1.0)
            return out
        nt = team(obs.nombrado)
        won = obs.won[nt]
        pot = float(max(obs.pot, 1))
        solo = 4.0 if any(a.kind is Kind.SAY and a.value == "solo" for a in obs.actions) or \
            any(a.kind is Kind.ANSWER and a.value == "acepto" for a in obs.actions) else 0.0
        by_class = [-2 * pot - solo, -pot - solo, pot + solo]
        needs = [n - won for n in (4, 5) if n - won > 0]
        met = 2 - len(needs)
        solver = Solver(obs.trump, hands, nt, obs.out_seat, limit, cancel)
        if needs:
            reps = solver.move_values(me, trick, needs)
            values = [by_class[met + k] for k in range(len(needs) + 1)]
            spread(solver, reps, values, 1.0 if nt == mine else -1.0)
        c = obs.cinco_team
        n_tricks = len(obs.tricks)
        if (c is not None and n_tricks < 5 and obs.won[c] == n_tricks):
            solver = Solver(obs.trump, hands, c, obs.out_seat, limit, cancel)
            reps = solver.move_values(me, trick, [5 - n_tricks], horizon=5 - n_tricks)
            spread(solver, reps, [-4.0, 4.0], 1.0 if c == mine else -1.0)
        return out


def _set(cancel: threading.Event | None) -> bool:
    return cancel is not None and cancel.is_set()


def _play_action(obs: Observation, card: Card) -> Action:
    return next(a for a in obs.legal if a.kind is Kind.PLAY and a.value == card)


