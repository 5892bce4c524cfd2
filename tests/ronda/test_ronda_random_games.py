"""Random whole games for 2 and 4 players and every option (ronda-rules.md, sections 4-11):
all 40 cards accounted for after every action, the table never holds two equal ranks, points
only grow and equal the credits, nothing follows a win, undo restores the state exactly, and
the record a game leaves replays to the same result."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest

from zanga_desktop.core.deck import DECK
from zanga_desktop.games.ronda.game import GAME, RondaMatch
from zanga_desktop.games.ronda.records import replay
from zanga_desktop.games.ronda.rules import Credited, RondaState, Won

VARIANTS: list[dict[str, Any]] = [
    {},
    {"fall_points": "last"},
    {"falls_across_rounds": False},
    {"capture_mandatory": False},
    {"fall_points": "last", "falls_across_rounds": False, "capture_mandatory": False,
     "target": 31},
]


def snapshot(state: RondaState) -> dict[str, Any]:
    return {k: v for k, v in state.__dict__.items() if k not in ("_history", "_events")}


def every_card(state: RondaState) -> Counter[int]:
    cards = [*state.stock, *state.table, *(c for _, c in state.stack),
             *state.piles[0], *state.piles[1], *(c for h in state.hands for c in h)]
    if state.leftover is not None and state.leftover.side is None:
        cards += state.leftover.cards
    return Counter(c.index for c in cards)


def play_game(seats: int, seed: int, options: dict[str, Any], max_deals: int = 40
              ) -> RondaMatch:
    match = GAME.new_match(options=options, seats=seats)
    rng = random.Random(seed)
    state = match.state
    credited = [0, 0]
    deals = 0
    while not match.is_over and deals < max_deals:
        if match.needs_deal:
            match.deal(rng)
            deals += 1
            continue
        legal = list(match.legal_actions())
        assert legal and match.to_act is not None
        if rng.random() < 0.25:
            before = snapshot(state)
            match.apply_unchecked(rng.choice(legal))
            match.undo()
            assert snapshot(state) == before
        points = state.points
        step = match.apply(rng.choice(legal))
        events = step.detail.events  # type: ignore[attr-defined]
        for i, event in enumerate(events):
            if isinstance(event, Credited):
                credited[event.side] += event.points
            if isinstance(event, Won):
                assert i == len(events) - 1  # nothing follows a win
        assert credited == list(state.points)
        assert all(a <= b for a, b in zip(points, state.points, strict=True))
        if state.in_deal or state.ended is not None:
            assert every_card(state) == Counter(range(40))
        ranks = [c.rank for c in state.table]
        assert len(ranks) == len(set(ranks))
        if step.game_over:
            assert state.winner is not None and state.points[state.winner] >= \
                state.options.target
    return match


@pytest.mark.parametrize("options", VARIANTS)
@pytest.mark.parametrize("seats", [2, 4])
def test_random_games_keep_the_invariants_and_replay(seats: int, options: dict[str, Any]
                                                     ) -> None:
    for seed in range(25):
        match = play_game(seats, seed, options)
        record = json.loads(json.dumps(match.record_json()))
        status, out = replay(record)
        assert status == 0, out
        assert out == match.game.replay_json()
        again = GAME.load_match(record)
        assert again.record_json() == match.record_json()
        assert again.winner() == match.winner()
        assert len(DECK) == 40
