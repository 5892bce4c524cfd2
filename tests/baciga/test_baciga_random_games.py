"""Random whole games at 2 and 4 players under every option: after every action all 40
cards are in a hand, the stock or on the table; the standings are the start plus the credits;
no credit follows a win; apply_unchecked + undo gives back the very state; and every record
replays to the same result."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest

from zanga_desktop.core.deck import DECK
from zanga_desktop.games.baciga.game import GAME, BacigaMatch
from zanga_desktop.games.baciga.records import BacigaGame
from zanga_desktop.games.baciga.rules import BacigaState

OPTIONS: list[dict[str, Any]] = [
    {},
    {"as_value": 11},
    {"pass_min_discard": 0},
    {"max_talks": 2},
    {"revival_takes_back": True},
    {"cosas_beats_pasado": False},
    {"pasado_keeps_pairs": True},
    {"score_floor_zero": True},
    {"auto_salirse": False},
    {"target": 6, "max_talks": 3},
]


def _snapshot(state: BacigaState) -> dict[str, Any]:
    snap = state.__dict__.copy()
    del snap["_history"]
    return snap


def _check_cards(state: BacigaState) -> None:
    if not state.in_deal:
        return
    every = Counter(c for h in state.hands for c in h)
    every.update(state.stock)
    every.update(c for _, cards in state.table for c in cards)
    assert every == Counter(DECK)


def _check_points(state: BacigaState) -> None:
    totals = list(state.points_before)
    won = False
    for credit in state.credits:
        assert not won, "a credit after the game was won"
        new = totals[credit.side] + credit.points
        if state.options.score_floor_zero:
            new = max(0, new)
        totals[credit.side] = new
        assert credit.total == new
        if credit.points > 0 and new >= state.options.target:
            won = True
    assert tuple(totals) == state.points


def play_game(seed: int, seats: int, options: dict[str, Any], max_deals: int = 30,
              check_undo: bool = True, observe: bool = True) -> BacigaMatch:
    rng = random.Random(seed)
    match = GAME.new_match(options=options, seats=seats)
    deals = 0
    while not match.is_over and deals < max_deals:
        if match.needs_deal:
            match.deal(rng)
            deals += 1
            continue
        state = match.state
        legal = list(match.legal_actions()) + list(match.out_of_turn())
        assert legal
        action = rng.choice(legal)
        if check_undo:
            before = _snapshot(state)
            match.apply_unchecked(action)
            match.undo()
            assert _snapshot(state) == before
        step = match.apply(action)
        assert step.seat == action.seat
        _check_cards(state)
        _check_points(state)
        for seat in range(seats if observe else 0):
            obs = match.observe(seat)
            assert set(obs.legal) <= set(state.legal_actions())
            json.dumps(match.observe_json(seat))
    return match


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: ",".join(o) or "bengala")
@pytest.mark.parametrize("seats", [2, 4])
def test_random_games_keep_the_invariants_and_replay(seats: int, options: dict[str, Any]
                                                     ) -> None:
    for seed in range(3):
        match = play_game(seed * 7 + seats, seats, options)
        record = json.loads(json.dumps(match.record_json()))
        status, out = GAME.replay(record)
        assert status == 0, out
        assert out == match.game.replay_json()
        again = GAME.load_match(record)
        assert again.record_json() == match.record_json()
        assert again.standings() == match.standings()
        if match.is_over:
            outcome = match.outcome()
            assert outcome is not None and outcome.winner in (0, 1)
            assert outcome.standings == match.standings()


def test_undo_takes_a_whole_deal_back_to_its_start() -> None:
    game = BacigaGame.new(players=["A", "B", "C", "D"])
    rng = random.Random(4)
    game.deal(rng)
    start = _snapshot(game.state)
    record = json.dumps(game.record.to_json())
    n = 0
    while game.state.in_deal:
        game.apply(rng.choice(game.state.legal_actions()))
        n += 1
    for _ in range(n):
        game.undo()
    assert _snapshot(game.state) == start
    assert json.dumps(game.record.to_json()) == record


@pytest.mark.slow
def test_many_random_games_at_both_table_sizes() -> None:
    kinds: Counter[str] = Counter()
    for seed in range(120):
        seats = 2 if seed % 2 else 4
        match = play_game(1000 + seed, seats, OPTIONS[seed % len(OPTIONS)], check_undo=False,
                          observe=False)
        for result in match.state.results:
            kinds[result.ended.value if result.ended else "none"] += 1
        status, _ = GAME.replay(json.loads(json.dumps(match.record_json())))
        assert status == 0
    # random play reaches every way a deal ends
    assert {"count", "bacigote", "cosas", "target"} <= set(kinds)
