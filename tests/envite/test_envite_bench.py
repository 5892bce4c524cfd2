"""`zanga-cli bench envite` and `tools/bench_compare.py --game envite` as a developer runs them:
every figure printed, the search walk exact. Speed itself is never asserted."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

from zanga_desktop.games.envite import bench
from zanga_desktop.games.envite.records import replay

ROOT = Path(__file__).resolve().parents[2]
FIGURES = ("random_hands_per_s_n1", "random_hands_per_s_n2", "random_hands_per_s_n5",
           "search_apply_undo_per_s_n2", "search_apply_undo_per_s_n5",
           "replay_100_hands_s_median", "print_100_hands_s_median")


def _state_key(state: Any) -> dict[str, Any]:
    return {k: v for k, v in state.__dict__.items() if k != "_history"}


def test_bench_envite_prints_every_figure() -> None:
    done = subprocess.run([sys.executable, "-m", "zanga_desktop.cli", "bench", "envite",
                           "--hands", "6", "--repeat", "1"], capture_output=True, text=True,
                          timeout=300, check=True)
    printed = dict(line.split() for line in done.stdout.splitlines())
    for name in FIGURES:
        assert float(printed[name]) > 0
        assert float(printed[name.removesuffix("_median") + "_worst"]) > 0


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


def test_bench_compare_runs_envites_benchmark_on_both_checkouts() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "bench_compare.py"),
                           "--base", str(ROOT), "--game", "envite", "--rounds", "1",
                           "--hands", "6", "--repeat", "1"], capture_output=True, text=True,
                          timeout=600, check=True)
    rows = {line.split()[0]: line.split()[1:] for line in done.stdout.splitlines()[1:]}
    assert set(rows) == set(FIGURES)
    for base, new, ratio in rows.values():
        assert float(base) > 0 and float(new) > 0 and float(ratio) > 0
