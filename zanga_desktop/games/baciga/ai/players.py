"""The players behind `make_player`: one `decide(obs, cancel)` for every level.

A player is handed only its seat's `Observation` and returns one of `obs.legal`; it keeps no
game state, so it cannot peek. Its choices depend on the observation, its seed and its budget
in work (nodes searched, deals sampled), never on time: the same observation, level and seed
give the same action on any machine.
"""

from __future__ import annotations

import random
import threading
import time
from typing import Protocol

from ..rules import Action, Card, Kind, Observation, Phase, Way, Word
from ..rules.cards import pair_points, total
from . import rules
from .draw import DrawSearch, tapada_value
from .rollout import sampled_talk
from .settings import SETTINGS, Level, Settings, scaled
from .talk import TalkChoice


class Player(Protocol):
    def decide(self, obs: Observation, cancel: threading.Event | None = None) -> Action: ...


def decision_rng(seed: int, obs: Observation) -> random.Random:
    """A generator seeded by the player's seed and the moment (the same observation, the same
    choices), so that a decision never depends on the decisions before it: a reported move
    is decided again exactly (`explain.py`)."""
    return random.Random(f"{seed}:{obs.seat}:{obs.dealer}:{obs.talk}:{len(obs.seen)}:"
                         f"{obs.points}")


class RulesPlayer:
    """The fixed baseline (`Level.RULES`, rules.py)."""

    def decide(self, obs: Observation, cancel: threading.Event | None = None) -> Action:
        return rules.choose(obs)


class PrincipiantePlayer:
    """The baseline with a beginner's slips, always legal: a báciga not seen now and then,
    a card laid down at random, a draw too many or too few."""

    def __init__(self, seed: int | None) -> None:
        self.seed = seed if seed is not None else random.randrange(2**31)

    def decide(self, obs: Observation, cancel: threading.Event | None = None) -> Action:
        legal = obs.legal
        rng = decision_rng(self.seed, obs)
        for a in legal:
            if a.kind is Kind.SALIR:
                return a
        if obs.phase is Phase.TALK:
            pasos = [a for a in legal if a.value is Word.PASO]
            sings = [a for a in legal if a.value in (Word.BACIGA, Word.BACIGOTE)]
            if sings and pasos and rng.random() < 0.2:
                return pasos[rng.randrange(len(pasos))]
            if not sings and len(pasos) > 1 and rng.random() < 0.35:
                return pasos[rng.randrange(len(pasos))]
            return rules.choose(obs)
        draw = next((a for a in legal if a.kind is Kind.DRAW and a.value is Way.UP), None)
        if draw is not None:
            limit = rules.safe_limit(obs.options.as_value) + rng.choice((-3, -2, 0, 0, 1, 2, 3))
            if total(obs.hand, obs.fix, obs.options.as_value) <= limit:
                return draw
        stands = [a for a in legal if a.kind is Kind.STAND]
        if stands:
            return rules.best_stand(legal, obs.hand, obs.fix, obs.options.as_value)
        return rules.choose(obs)


def stand_for(obs: Observation, option: tuple[int, int]) -> Action:
    """The legal stand whose fix gives (pairs, total) `option` (the first if none does)."""
    stands = [a for a in obs.legal if a.kind is Kind.STAND]
    for a in stands:
        fix = dict(obs.fix)
        fix.update((c, r) for c, r in a.fix if isinstance(c, Card))
        ranks = [fix.get(c, c.rank) for c in obs.hand]
        if (pair_points(ranks), total(obs.hand, tuple(fix.items()), obs.options.as_value)) \
                == option:
            return a
    return stands[0]


class SearchingPlayer:
    """Normal, Experto and Maestro: the talk by `talk.py` (Maestro samples deals to judge its
    cantes, `rollout.py`), the draw by `draw.py`."""

    def __init__(self, settings: Settings, seed: int | None, wall_cap: bool = False) -> None:
        self.settings = settings
        self.seed = seed if seed is not None else random.randrange(2**31)
        #: At the table only: a cante judged on the deals sampled after the level's
        #: `Settings.wall` seconds.
        self.wall_cap = wall_cap
        #: Nodes searched by the last draw decision (tests and the bench read it).
        self.nodes = 0

    def decide(self, obs: Observation, cancel: threading.Event | None = None) -> Action:
        legal = obs.legal
        for a in legal:
            if a.kind is Kind.SALIR:
                return a
        if obs.phase is Phase.TALK:
            if self.settings.samples:
                deadline = (time.perf_counter() + self.settings.wall if self.wall_cap
                            else None)
                return sampled_talk(obs, self.settings, self._rng(obs), cancel, deadline)
            return TalkChoice(obs, self.settings.talk).choose()
        return self.draw(obs)

    def _rng(self, obs: Observation) -> random.Random:
        return decision_rng(self.seed, obs)

    def draw(self, obs: Observation) -> Action:
        legal = obs.legal
        settings = self.settings
        tapars = [a for a in legal if a.kind is Kind.TAPAR]
        if settings.tapada and tapars:
            return max(tapars, key=lambda a: (tapada_value(a.value, obs)
                                              if isinstance(a.value, Card) else 0))
        search = DrawSearch(obs, settings.depth, settings.budget)
        draw, option, _, _ = search.decide()
        self.nodes = search.nodes
        if draw:
            down = settings.tapada and (obs.tapada is None
                                        or tapada_value(obs.tapada, obs) < search.mean)
            way = Way.DOWN if down else Way.UP
            return next(a for a in legal if a.kind is Kind.DRAW and a.value is way)
        return stand_for(obs, option)


def make_player(level: Level | str, seed: int | None = None, effort: float = 1.0,
                wall_cap: bool = False) -> Player:
    """A player of `level`; `seed` fixes its random choices (None: fresh randomness);
    `effort` scales the search budgets of Normal and up (tests and quick arenas use less);
    `wall_cap`, for the table only, adds the level's safety net of wall time per decision
    (`Settings.wall`), never set in arenas, ladders and tests."""
    lvl = Level(level)
    if lvl is Level.RULES:
        return RulesPlayer()
    if lvl is Level.PRINCIPIANTE:
        return PrincipiantePlayer(seed)
    settings = SETTINGS[lvl]
    if effort != 1.0:
        settings = scaled(settings, effort)
    return SearchingPlayer(settings, seed, wall_cap)
