"""A record's positions, for watching a game again (`core/replay.py`), in every game: one
for each hand's deal and one after each of its moves, the record cut at each replaying to
the same game as the moves applied one by one, and the steps from hand to hand."""

from __future__ import annotations

import json
from typing import Any

import pytest

from zanga_desktop import cli
from zanga_desktop.core import registry
from zanga_desktop.core.game import record_keys
from zanga_desktop.core.replay import Position, Replay

GAMES = list(registry.ids())


def _record(game_id: str, hands: int = 3, seed: int = 5) -> tuple[Any, dict[str, Any]]:
    game = registry.get(game_id)
    match = cli.selfplay(seed, hands, lambda: cli.new_match(game, None, None))[0]
    return game, match.record_json()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_position_for_each_deal_and_after_each_move(game_id: str) -> None:
    game, data = _record(game_id)
    hands = data[record_keys(game)[0]]
    replay = Replay(game, data)
    assert len(replay) == sum(len(h["actions"]) + 1 for h in hands)
    assert replay.positions[0] == Position(0, 0)
    assert replay.positions[-1] == Position(len(hands) - 1, len(hands[-1]["actions"]))
    # the last position is the whole game; each one the record cut there
    assert json.dumps(replay.record_at(len(replay) - 1), sort_keys=True) == \
        json.dumps(data, sort_keys=True)
    for index in (0, 1, len(replay) // 2):
        at, cut = replay.positions[index], replay.record_at(index)
        kept = cut[record_keys(game)[0]]
        assert len(kept) == at.hand + 1 and len(kept[-1]["actions"]) == at.moves
        assert game.load_match(cut).record_json()[record_keys(game)[0]][-1]["actions"] == \
            kept[-1]["actions"]
    assert replay.move_to(0) is None and replay.move_to(1) == hands[0]["actions"][0]


@pytest.mark.parametrize("game_id", GAMES)
def test_each_position_is_the_one_before_and_one_move(game_id: str) -> None:
    """Position i + 1 is position i and the move between (or the next deal): the game's
    loader takes every cut, and where the move follows at once (not after a step the
    record does not write, La Ronda's waits) it is the move applied to the position before."""
    game, data = _record(game_id, hands=2, seed=8)
    key = record_keys(game)[0]
    replay = Replay(game, data)
    applied = 0
    for index in range(1, len(replay)):
        move = replay.move_to(index)
        after = replay.match_at(index).record_json()
        if move is None:
            assert after[key][-1]["actions"] == []
            continue
        before = replay.match_at(index - 1)
        assert after[key][-1]["actions"] == [*before.record_json()[key][-1]["actions"], move]
        try:
            before.verify(before.action_from_json(move))
        except ValueError:
            continue
        before.apply(before.action_from_json(move))
        assert json.dumps(before.record_json(), sort_keys=True) == \
            json.dumps(after, sort_keys=True)
        applied += 1
    assert applied >= (len(replay) - len(replay.hands)) // 2


def test_the_steps_from_hand_to_hand() -> None:
    game, data = _record("zanga")
    replay = Replay(game, data)
    starts = [i for i, p in enumerate(replay.positions) if p.moves == 0]
    assert len(starts) >= 2
    middle = starts[1] + 2
    assert replay.hand_start(middle) == starts[1]
    assert replay.previous_hand(middle) == starts[1]  # to the start of its hand
    assert replay.previous_hand(starts[1]) == starts[0]  # then to the hand before
    assert replay.previous_hand(0) == 0
    assert replay.next_hand(0) == starts[1]
    assert replay.next_hand(len(replay) - 1) == len(replay) - 1


def test_a_record_with_no_hand_has_no_position() -> None:
    game = registry.get("zanga")
    data = game.new_match().record_json()
    assert Replay(game, data).positions == ()
    damaged = dict(data, hands="not a list")
    assert Replay(game, damaged).positions == ()
