"""The figures every game's engine bench writes (core/bench.py): their keys in order, each
table's random play drawn from one `Random(1)` that every run goes on with, and the search
walk's pairs counted before it is timed."""

from __future__ import annotations

import random
from typing import Any

from zanga_desktop.core import bench


def test_rates_name_the_median_run_then_the_worst() -> None:
    figures = bench.rates("deals_per_s", 10, lambda: sum(range(10_000)), 3)
    assert list(figures) == ["deals_per_s", "deals_per_s_worst"]
    assert all(isinstance(v, int) for v in figures.values())
    assert figures["deals_per_s"] >= figures["deals_per_s_worst"]


def test_random_rates_go_on_drawing_from_one_generator_a_table() -> None:
    drawn: dict[Any, list[float]] = {}

    def play(rng: random.Random, count: int, table: Any) -> None:
        drawn.setdefault(table, []).extend(rng.random() for _ in range(count))

    figures = bench.random_rates("hands_per_s", {2: 3, 4: 1}, play, 2)
    assert list(figures) == ["hands_per_s_n2", "hands_per_s_n2_worst", "hands_per_s_n4",
                             "hands_per_s_n4_worst"]
    one = random.Random(1)
    assert drawn[2] == [one.random() for _ in range(6)]
    one = random.Random(1)
    assert drawn[4] == [one.random() for _ in range(2)]
    assert list(bench.random_rates("x", {"manual": 1}, play, 1, label="")) == ["x_manual",
                                                                              "x_manual_worst"]


class _Counter:
    """A state whose actions are counted, taken back to nothing."""

    def __init__(self) -> None:
        self.depth = 0
        self.pairs = 0

    def apply_unchecked(self, action: Any, /) -> None:
        self.depth += 1
        self.pairs += 1

    def undo(self) -> None:
        self.depth -= 1


def test_search_rates_time_the_walk_it_counted() -> None:
    state = _Counter()
    paths = [(state, [([1, 2, 3], 1), ([1, 2], 2)])]
    figures = bench.search_rates("search", paths, 2)
    assert list(figures) == ["search", "search_worst"] and state.depth == 0
    assert state.pairs == 3 * (4 + 3)  # 7 pairs a walk: one walk counted, two timed


def test_seconds_keep_the_worst_unless_told() -> None:
    assert list(bench.seconds("replay", lambda: None, 2)) == ["replay_s_median",
                                                               "replay_s_worst"]
    assert list(bench.seconds("print", lambda: None, 2, worst=False)) == ["print_s_median"]


def test_spread_says_median_p95_and_worst_to_four_decimals() -> None:
    xs = [0.123456, 0.2, 0.3, 0.4]
    assert bench.spread(xs, worst=True) == {"median": 0.2500, "p95": 0.4, "max": 0.4}
    assert bench.spread(xs, "cpu_") == {"cpu_median": 0.25, "cpu_p95": 0.4}
    assert bench.spread([], worst=True) == {"median": 0.0, "p95": 0.0, "max": 0.0}
    assert bench.spread([0.000049]) == {"median": 0.0, "p95": 0.0}


class _Countdown:
    """A hand of `left` actions, each legal action a number."""

    def __init__(self, left: int) -> None:
        self.left = left
        self.taken: list[int] = []

    def legal_actions(self) -> list[int]:
        return list(range(self.left))

    def apply(self, action: int, /) -> None:
        self.taken.append(action)
        self.left -= 1


def test_random_steps_keep_each_position_s_actions_and_the_one_taken() -> None:
    state = _Countdown(4)
    steps = bench.random_steps(state, random.Random(5), lambda s: s.left > 1)
    again = random.Random(5)
    assert steps == [(list(range(n)), again.choice(list(range(n)))) for n in (4, 3, 2)]
    assert state.taken == [chosen for _, chosen in steps] and state.left == 1
