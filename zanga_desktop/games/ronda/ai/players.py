"""The players behind `make_player`: one `decide(obs, cancel)` for every level.

A player is handed only its seat's `Observation` and returns one of `obs.legal`; it keeps no
game state, so it cannot peek. Its choices depend on the observation, its seed and its budget
in work (worlds, nodes), never on the clock, and a decision's random numbers come from the
seed and the observation alone (`core.seeds`), never from the decisions before it, so that a
decision can be asked again out of its game (`zanga-cli explain`).

- `rules`: the fixed baseline (rules.py).
- `principiante`: the baseline with a beginner's slips: a loose card now and then, a ronda
  forgotten in the window, a misjudged envío; always legal.
- `normal`, `experto`, `maestro`: card play by search over sampled worlds (search.py); words by
  the chance of the best ronda in those worlds and what each outcome does to the chance of the
  game (value.py); a ronda or rondín always declared at once (declaring never loses points:
  a refused envío costs what the rival's uncontested ronda would have cost, and section 12
  rewards declaring early).
"""

from __future__ import annotations

import random
import threading
import time
from enum import StrEnum
from typing import Protocol

from ....core.seeds import decision_rng, fresh_seed
from ..rules import (
    PLACE,
    SEQUENCE,
    Action,
    Card,
    Combo,
    Dealt,
    Kind,
    Observation,
    Played,
    Word,
    side,
)
from . import rules
from .knowledge import World
from .search import Settings, card_values, scaled, settings_for, worlds
from .value import after


class Level(StrEnum):
    RULES = "rules"
    PRINCIPIANTE = "principiante"
    NORMAL = "normal"
    EXPERTO = "experto"
    MAESTRO = "maestro"


class Player(Protocol):
    def decide(self, obs: Observation, cancel: threading.Event | None = None) -> Action: ...


class RulesPlayer:
    """The fixed baseline (`Level.RULES`)."""

    def decide(self, obs: Observation, cancel: threading.Event | None = None) -> Action:
        return rules.choose(obs)


def decision_key(obs: Observation) -> tuple[object, ...]:
    """What makes a decision: the seat, the standings, the deal and round, the cards it was
    dealt and holds, the table, and every public event of the deal so far (core.seeds)."""
    return (obs.seat, obs.points, obs.dealer, obs.mano, obs.round_no, obs.own_rounds,
            obs.hand, obs.table, obs.stack, obs.log, obs.legal)


class PrincipiantePlayer:
    """The baseline with a beginner's slips."""

    def __init__(self, seed: int | None) -> None:
        self.seed = fresh_seed() if seed is None else seed

    def decide(self, obs: Observation, cancel: threading.Event | None = None) -> Action:
        rng = decision_rng(self.seed, decision_key(obs))
        declare = rules.declaration(obs)
        if declare is not None and rng.random() < 0.8:
            return declare
        kinds = {a.kind for a in obs.legal}
        if Kind.SAY in kinds:
            place = rules.own_rank(obs) + rng.choice((-2, -1, 0, 0, 1, 2))
            return rules.action_for(obs, rules.word(obs, place))
        if Kind.PLAY in kinds:
            cards = [a for a in obs.legal if a.kind is Kind.PLAY]
            if rng.random() < 0.3:
                return cards[rng.randrange(len(cards))]
            return rules.action_for(obs, rules.best_card(obs))
        return next(a for a in obs.legal if a.kind is Kind.WAIT)


class SearchingPlayer:
    """Normal, Experto and Maestro."""

    def __init__(self, settings: Settings, seed: int | None, wall_cap: bool = False) -> None:
        self.settings = settings
        self.seed = fresh_seed() if seed is None else seed
        self.rng = random.Random(self.seed)
        #: At the table only: a decision stops with the worlds searched after the level's
        #: `Settings.wall` seconds.
        self.wall_cap = wall_cap

    def decide(self, obs: Observation, cancel: threading.Event | None = None) -> Action:
        self.rng = decision_rng(self.seed, decision_key(obs))
        declare = rules.declaration(obs)
        if declare is not None:
            return declare
        kinds = {a.kind for a in obs.legal}
        if Kind.SAY in kinds:
            return rules.action_for(obs, self.word(obs))
        if Kind.PLAY in kinds:
            return rules.action_for(obs, self.card(obs, cancel))
        return obs.legal[0]  # a wait: nothing to declare

    # ------------------------------------------------------------------ cards

    def card(self, obs: Observation, cancel: threading.Event | None) -> Card:
        cards = [a.value for a in obs.legal if isinstance(a.value, Card)]
        if len({c.rank for c in cards}) == 1:
            return cards[0]
        values = self.card_scores(obs, cancel)
        counts = rules.seen_counts(obs)
        # equal values: keep the rarer ranks for falling later, then the lower card
        best = max(values, key=lambda r: (round(values[r], 6), counts[_rank(r)], -r))
        return next(c for c in cards if PLACE[c.rank] == best)

    def card_scores(self, obs: Observation, cancel: threading.Event | None = None
                    ) -> dict[int, float]:
        """Each rank place the seat may play with the value it plays by (its mean over the
        worlds, misjudged by the level's noise), drawn from the decision's random numbers."""
        settings = self.settings.at(obs.seats)
        deadline = time.perf_counter() + settings.wall if self.wall_cap else None
        values = card_values(obs, settings, self.rng, cancel, deadline=deadline)
        noise = self.settings.noise
        if noise:
            values = {r: v + self.rng.gauss(0.0, noise) for r, v in values.items()}
        return values

    # ------------------------------------------------------------------ words

    def word(self, obs: Observation) -> Word:
        """Section 9: the word whose outcomes give our side the best chance of the game, over
        worlds that hold the declared rondas."""
        values = self.word_values(obs)
        return max(values, key=lambda w: (values[w], w.value))

    def word_values(self, obs: Observation) -> dict[Word, float]:
        """Each word the seat may say with our side's chance of the game after it."""
        contest = obs.contest
        assert contest is not None
        settings = self.settings.at(obs.seats)
        count = max(8, settings.worlds)
        sample = worlds(obs, settings, self.rng, count)
        outcomes = [_contest_outcome(obs, w) for w in sample]
        weights = [w.weight * _belief(obs, w) for w in sample]
        total = sum(weights) or 1.0
        words = [a.value for a in obs.legal if isinstance(a.value, Word)]
        us = obs.side
        target = obs.options.target
        pts = obs.points

        def chance(gain_us: int, gain_them: int) -> float:
            gain = (gain_us, gain_them) if us == 0 else (gain_them, gain_us)
            return after(pts, us, gain, target, obs.seats)

        def played_out(a_la_mayor: bool) -> float:
            acc = 0.0
            for (we_win, v_us, v_them, r_us, r_them), wt in zip(outcomes, weights, strict=True):
                total_v = v_us + v_them
                if we_win:
                    acc += wt * chance((v_us if a_la_mayor else total_v) + r_us, 0)
                else:
                    acc += wt * chance(0, (v_them if a_la_mayor else total_v) + r_them)
            return acc / total

        def ours_now() -> float:
            v_us, r_us = outcomes[0][1], outcomes[0][3]
            return chance(v_us + r_us, 0)

        def theirs_now() -> float:
            acc = 0.0
            for (_, _, v_them, _, r_them), wt in zip(outcomes, weights, strict=True):
                acc += wt * chance(0, v_them + r_them)
            return acc / total

        values: dict[Word, float] = {}
        if Word.QUIERO in words:
            values[Word.QUIERO] = played_out(False)
            values[Word.NO_QUIERO] = theirs_now()
        else:
            accepted = self._accept_chance(obs, sample, outcomes)
            values[Word.ENVIO] = accepted * played_out(False) + (1 - accepted) * ours_now()
            values[Word.A_LA_MAYOR if Word.A_LA_MAYOR in words else Word.CHIQUITA] = \
                played_out(True)
        return values

    def _accept_chance(self, obs: Observation, sample: list[World],
                       outcomes: list[tuple[bool, int, int, int, int]]) -> float:
        """How often the rival would accept an envío: when his best ronda is high enough that
        the baseline would (a rival who holds the best one accepts more)."""
        contest = obs.contest
        assert contest is not None
        accept = 0.0
        total = 0.0
        for world, outcome in zip(sample, outcomes, strict=True):
            best = max((_place_of(world, obs, s) for s in contest.contenders
                        if side(s) != obs.side), default=-1)
            total += world.weight
            if best >= rules.ACCEPT_FROM or not outcome[0]:
                accept += world.weight
        return accept / total if total else 0.5


def _rank(place: int) -> int:
    return SEQUENCE[place]


def _place_of(world: World, obs: Observation, seat: int) -> int:
    """The rank place of `seat`'s combination this round in `world` (-1 if none)."""
    cards = list(world.hands[seat])
    if seat == obs.seat:
        cards = list(obs.round_cards)
    else:
        start = _round_start(obs)
        cards += [e.card for e in obs.log[start:] if isinstance(e, Played) and e.seat == seat]
    ranks = [c.rank for c in cards]
    combos = [r for r in set(ranks) if ranks.count(r) >= 2]
    return max((PLACE[r] for r in combos), default=-1)


def _round_start(obs: Observation) -> int:
    start = 0
    for i, event in enumerate(obs.log):
        if isinstance(event, Dealt):
            start = i
    return start


def _contest_outcome(obs: Observation, world: World) -> tuple[bool, int, int, int, int]:
    """In `world`: whether our side holds the best contender, each side's contenders' value,
    and each side's void rondas that a won rondín contest adds."""
    contest = obs.contest
    assert contest is not None
    value = contest.kind.points
    best = max(contest.contenders,
               key=lambda s: (_place_of(world, obs, s), -((s - obs.mano) % obs.seats)))
    us = obs.side
    v_us = value * sum(1 for s in contest.contenders if side(s) == us)
    v_them = value * sum(1 for s in contest.contenders if side(s) != us)
    r_us = r_them = 0
    if contest.kind is Combo.RONDIN:
        for s, combo in obs.declared:
            if combo is Combo.RONDA:
                if side(s) == us:
                    r_us += 2
                else:
                    r_them += 2
    return side(best) == us, v_us, v_them, r_us, r_them


def _belief(obs: Observation, world: World) -> float:
    """How well a world fits the rivals' words: a rival who sent or accepted tends to hold a
    high ronda."""
    contest = obs.contest
    if contest is None:
        return 1.0
    weight = 1.0
    for seat, said in contest.said:
        if side(seat) != obs.side and said in (Word.ENVIO, Word.QUIERO):
            place = _place_of(world, obs, seat)
            weight *= 0.25 + 0.75 * max(0, place) / 9
    return weight


def make_player(level: Level | str, seed: int | None = None, effort: float = 1.0,
                wall_cap: bool = False) -> Player:
    """A player of `level`; `seed` fixes its random choices (None: fresh randomness); `effort`
    scales the search budget of Normal and up (tests and quick arenas use less); `wall_cap`,
    for the table only, adds the level's safety net of wall time per decision
    (`Settings.wall`), never set in arenas, ladders and tests."""
    lvl = Level(level)
    if lvl is Level.RULES:
        return RulesPlayer()
    if lvl is Level.PRINCIPIANTE:
        return PrincipiantePlayer(seed)
    settings = settings_for(lvl.value)
    if effort != 1.0:
        settings = scaled(settings, effort)
    return SearchingPlayer(settings, seed, wall_cap)
