"""The players behind `make_player`: one `decide(obs, cancel)` for every level.

A player is handed only its seat's `Observation` (rules/observation.py) and returns one of
`obs.legal`; it holds no reference to any game state, so it cannot peek at hidden cards.
"""

from __future__ import annotations

import random
import threading
from typing import Protocol

from ....core.levels import Level as Level  # re-exported: make_player takes one
from ..rules import Action, Kind, Observation
from . import rules
from .choice import sane_cards, softmax_pick
from .evaluator import best_trump
from .sampler import Speaker, Speakers
from .search import SearchPlayer, scaled, settings_for
from .view import legal_cards


class Player(Protocol):
    def decide(self, obs: Observation, cancel: threading.Event | None = None) -> Action: ...


class RulesPlayer:
    """The fixed baseline (`Level.RULES`)."""

    def decide(self, obs: Observation, cancel: threading.Event | None = None) -> Action:
        return rules.choose(obs)


class PrincipiantePlayer:
    """The rules of thumb with a beginner's slips: a misjudged hand now and then, a loose lead
    or discard, but always a legal card and never a matador on the partner's trick."""

    def __init__(self, seed: int | None) -> None:
        self.rng = random.Random(seed)

    def decide(self, obs: Observation, cancel: threading.Event | None = None) -> Action:
        kinds = {a.kind for a in obs.legal}
        if Kind.SAY in kinds:
            _, mine = best_trump(obs.hand)
            s = rules.speak_scores(obs, mine + self.rng.gauss(0.0, 0.5))
            return max(s, key=lambda a: s[a])
        if Kind.PLAY in kinds and self.rng.random() < 0.3:
            scores = rules.card_scores(obs)
            allowed = sane_cards(obs, legal_cards(obs))
            card = softmax_pick(self.rng, {c: scores[c] for c in allowed}, 3.0)
            return next(a for a in obs.legal if a.kind is Kind.PLAY and a.value == card)
        return rules.choose(obs)


def speaker_of(level: str) -> Speaker:
    """Whose policy a seat of `level` speaks by (a person, or a bot, is unknown)."""
    if level in (Level.RULES, Level.PRINCIPIANTE):
        return Speaker.BASELINE
    if level in (Level.NORMAL, Level.EXPERTO, Level.MAESTRO):
        return Speaker.MODEL
    return Speaker.UNKNOWN


def make_player(level: Level | str, seed: int | None = None, effort: float = 1.0,
                wall_cap: bool = True, speakers: Speakers = None) -> Player:
    """A player of `level`; `seed` fixes its random choices (None: fresh randomness).
    `speakers`, by seat, says whose policy each seat speaks by (`speaker_of` its level), so
    that Normal and up read the talk by it; without it every seat is read loosely.

    `effort` scales the search budget of Normal and up (tests and quick arenas use less).
    Budgets count the deciding thread's CPU time; with `wall_cap` a decision also stops at
    twice its budget of wall time, so a busy machine slows it little (the arena turns this off
    so that its results do not depend on the load)."""
    lvl = Level(level)
    if lvl is Level.RULES:
        return RulesPlayer()
    if lvl is Level.PRINCIPIANTE:
        return PrincipiantePlayer(seed)
    settings = settings_for(lvl)
    return SearchPlayer(settings if effort == 1.0 else scaled(settings, effort), seed,
                        2.0 if wall_cap else None, speakers)
