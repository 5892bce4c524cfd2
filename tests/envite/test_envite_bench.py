"""El Envite's rules benchmark (`zanga-cli bench envite`): its search walk takes every position
back, and its records replay (the command itself: tests/test_bench_engine.py)."""

from __future__ import annotations

from typing import Any

from zanga_desktop.games.envite import bench
from zanga_desktop.games.envite.records import replay


def _state_key(state: Any) -> dict[str, Any]:
    return {k: v for k, v in state.__dict__.items() if k != "_history"}


def test_the_envite_search_walk_takes_every_position_back() -> None:
    for team_size in (2, 5):
        paths = bench.search_paths(4, team_size)
        keys = [_state_key(state) for state, _ in paths]
        pairs = bench.search_walk(paths)
        assert pairs == sum(len(actions) + 1 for _, steps in paths for actions, _ in steps)
        assert [_state_key(state) for state, _ in paths] == keys


def test_the_benchmark_records_replay_and_hold_a_hundred_hands() -> None:
    data = bench.records(100)
    assert sum(len(d["hands"]) for d in data) >= 100
    for d in data:
        status, out = replay(d)
        assert status == 0 and out["ok"]
