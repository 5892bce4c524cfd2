"""Random whole partidos for every team size and both presets (envite-rules.md, sections 3-9):
every trick has one winner, the caps hold, undo restores the state exactly, and the record a
partido leaves replays to the same result."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from zanga_desktop.games.envite.game import GAME, EnviteMatch
from zanga_desktop.games.envite.records import replay
from zanga_desktop.games.envite.rules import CHICO, TRIUNFO, EnviteState

VARIANTS: list[dict[str, Any]] = [
    {},
    {"renuncio_mode": "mesa"},
    {"senas": "pillar", "must_overtrump": True},
    {"play_out_third": True, "raise_later": False, "exempt_card": "highest_in_play"},
    {"renuncio_mode": "mesa", "senas": "off", "tumbo_show_cards": False},
]


def snapshot(state: EnviteState) -> dict[str, Any]:
    return {k: v for k, v in state.__dict__.items() if k != "_history"}


def check_trick_winners(state: EnviteState) -> None:
    """Section 3: the orders are total, so one card of each completed trick beats the rest."""
    order = state.order
    for trick, winner in zip(state.tricks_played, state.trick_winners, strict=True):
        led = order.suit_of(trick[0][1])
        keys = [(order.suit_of(c) == TRIUNFO, order.suit_of(c) == led, order.power[c.index])
                for _, c in trick]
        best = max(keys)
        assert keys.count(best) == 1, trick
        assert trick[keys.index(best)][0] == winner


def play_partido(n: int, preset: str, seed: int, options: dict[str, Any],
                 max_hands: int = 60) -> EnviteMatch:
    players = [f"P{s}" for s in range(2 * n)]
    match = GAME.new_match(preset, options, players)
    rng = random.Random(seed)
    state = match.state
    hands = 0
    while not match.is_over and hands < max_hands:
        if match.needs_deal:
            match.deal(rng)
            hands += 1
            continue
        legal = list(match.legal_actions())
        assert legal and match.to_act is not None
        claims = list(match.out_of_turn())
        if rng.random() < 0.2:  # undo is exact
            before = snapshot(state)
            match.apply_unchecked(rng.choice(legal))
            match.undo()
            assert snapshot(state) == before
        action = rng.choice(claims) if claims and rng.random() < 0.02 else rng.choice(legal)
        step = match.apply(action)
        assert step.seat == action.seat
        opts = state.options
        assert all(0 <= p <= opts.tumbo_at for p in state.piedras)
        assert state.stake <= opts.ladder[-1]
        assert state.stake == opts.hand_piedras or not state.tumbo_hand
        if state.bet is not None:
            assert state.bet in opts.ladder and not state.tumbo_hand
        check_trick_winners(state)
        assert sum(state.won) == len(state.trick_winners) <= 3
        if step.hand_over:
            result = state.results[-1]
            assert result.ended is not None and result.winner in (0, 1)
            if result.ended.value == "tricks":
                assert result.tricks[result.winner] >= 2
            if result.stake == CHICO or result.chico is not None:
                assert result.piedras == (0, 0)
    return match


@pytest.mark.parametrize("preset", ["federacion", "popular"])
@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_random_partidos_keep_every_invariant_and_replay(n: int, preset: str) -> None:
    for v, options in enumerate(VARIANTS):
        seed = n * 100 + v + (7 if preset == "popular" else 0)
        match = play_partido(n, preset, seed, options)
        state = match.state
        state.close_hand()
        expected = match.game.replay_json()
        record = json.loads(json.dumps(match.record_json()))
        status, result = replay(record)
        assert status == 0, result
        assert result == expected
        assert match.is_over or len(record["hands"]) == 60
        again = GAME.load_match(record)
        assert again.record_json() == match.record_json()


def test_random_partidos_end_with_a_winner_of_the_needed_chicos() -> None:
    for seed in range(6):
        match = play_partido(2, "federacion", seed, {}, max_hands=400)
        assert match.is_over
        winner = match.winner()
        assert winner is not None
        assert match.state.chicos[winner] == match.state.options.chicos_to_win
