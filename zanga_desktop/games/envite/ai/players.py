"""The players behind `make_player`: one `decide(obs, cancel)` for every level.

A player is handed only its seat's `Observation` and returns one of `obs.legal`; it keeps no
game state, so it cannot peek. Each turn is thought about once: the first call of a turn
plans its action (for the searching levels, one search within the level's budget) and the
señas to send before it; the calls that follow send those señas, then the action. So the time
before a seat's action is the same whether or not it signals.
"""

from __future__ import annotations

import random
import threading
from typing import Any, Protocol

from ....core.levels import Level as Level  # re-exported: make_player takes one
from ..rules import TRIUNFO, Action, Card, Kind, Observation, Phase
from . import rules, senas
from .search import SearchPlayer, scaled, settings_for
from .view import follow_cards, order_of, team, trick_best

#: A decision stops at this multiple of its CPU budget in wall time, so that a busy machine
#: slows it little (Maestro: 0.45 s of CPU, at most 0.8 s of wall time).
WALL_CAP = 1.8


class Player(Protocol):
    def decide(self, obs: Observation, cancel: threading.Event | None = None) -> Action: ...


def turn_key(obs: Observation) -> tuple[Any, ...]:
    """What makes a turn: everything public but the señas, and the seat's cards."""
    return (obs.seat, obs.dealer, obs.piedras, obs.chicos, obs.vira, obs.hand, obs.phase,
            obs.tricks_played, obs.trick, obs.public)


class TurnPlayer:
    """Plans once per turn, sends the planned señas, then acts."""

    def __init__(self, seed: int | None) -> None:
        self.rng = random.Random(seed)
        self._key: tuple[Any, ...] | None = None
        self._plan: Action | None = None
        self._senas: list[Action] = []
        #: Turns planned (tests/envite: one per turn, señas or not).
        self.plans = 0

    def plan(self, obs: Observation, cancel: threading.Event | None) -> tuple[Action, float]:
        raise NotImplementedError

    def decide(self, obs: Observation, cancel: threading.Event | None = None) -> Action:
        key = turn_key(obs)
        if key != self._key or self._plan not in obs.legal:
            self._key = key
            self.plans += 1
            self._plan, p = self.plan(obs, cancel)
            self._senas = senas.to_send(obs, self.rng, p)
        while self._senas:
            a = self._senas.pop(0)
            if a in obs.legal:
                return a
        assert self._plan is not None
        return self._plan


class RulesPlayer(TurnPlayer):
    """The fixed baseline (`Level.RULES`)."""

    def __init__(self) -> None:
        super().__init__(0)

    def plan(self, obs: Observation, cancel: threading.Event | None) -> tuple[Action, float]:
        p = rules.chance(obs)
        return rules.choose(obs, p), p


def _sane(obs: Observation, cards: list[Card]) -> list[Card]:
    """Never the absurd: a triunfo thrown on a trick the partner already wins."""
    if not obs.trick:
        return cards
    order = order_of(obs)
    seat, _ = trick_best(order, obs.trick)
    if team(seat) != obs.team:
        return cards
    kept = [c for c in cards if order.play_suit[c.index] != TRIUNFO]
    return kept or cards


class PrincipiantePlayer(TurnPlayer):
    """The baseline with a beginner's slips: a misjudged hand, a loose card now and then, but
    always a legal one, and never a triunfo on the partner's winning trick by mistake."""

    def plan(self, obs: Observation, cancel: threading.Event | None) -> tuple[Action, float]:
        p = min(1.0, max(0.0, rules.chance(obs) + self.rng.gauss(0.0, 0.15)))
        action = rules.choose(obs, p)
        if action.kind is Kind.PLAY and self.rng.random() < 0.3:
            cards = _sane(obs, follow_cards(obs))
            action = rules.play_action(obs, cards[self.rng.randrange(len(cards))])
        return action, p


class SearchingPlayer(TurnPlayer):
    """Normal, Experto and Maestro (`search.py`)."""

    def __init__(self, search: SearchPlayer, seed: int | None) -> None:
        super().__init__(seed)
        self.search = search

    def plan(self, obs: Observation, cancel: threading.Event | None) -> tuple[Action, float]:
        est = self.search.estimate(obs, cancel)
        p = self.search.chance(est, obs)
        if obs.phase is Phase.TUMBO:
            return rules.tumbo_choice(obs, p), p
        answer = est.answer if est is not None else None
        if obs.phase is Phase.BET:
            return rules.answer_choice(obs, p, raise_at=0.0, answer=answer), p
        bet = rules.bet_wanted(obs, p, floor=0.62 if answer is None else 0.5, answer=answer)
        if bet is not None:
            return bet, p
        return rules.play_action(obs, self.search.pick_card(est, obs)), p


def make_player(level: Level | str, seed: int | None = None, effort: float = 1.0,
                wall_cap: bool = True) -> TurnPlayer:
    """A player of `level`; `seed` fixes its random choices (None: fresh randomness).

    `effort` scales the search budget of Normal and up (tests and quick arenas use less).
    Budgets count the deciding thread's CPU time; with `wall_cap` a decision also stops at
    `WALL_CAP` times its budget of wall time (the arena turns this off)."""
    lvl = Level(level)
    if lvl is Level.RULES:
        return RulesPlayer()
    if lvl is Level.PRINCIPIANTE:
        return PrincipiantePlayer(seed)
    settings = settings_for(lvl)
    if effort != 1.0:
        settings = scaled(settings, effort)
    return SearchingPlayer(SearchPlayer(settings, seed, WALL_CAP if wall_cap else None), seed)
