"""A decision's budget of work (core/budget.py) and its random numbers (core/seeds.py): what
a level spends is counted in nodes, never read from a clock, except for the table's safety
net; and a decision's random numbers follow from the seed and what it sees alone."""

from __future__ import annotations

from dataclasses import dataclass

from zanga_desktop.core.budget import Budget
from zanga_desktop.core.seeds import decision_rng


@dataclass
class Search:
    nodes: int = 0


def test_work_is_counted_from_searches_and_charges() -> None:
    budget = Budget(1000).start()
    assert not budget.over()
    first = Search()
    budget.track(first)
    # before the first result a decision may spend twice its budget
    assert budget.limit(5000, first=True) == 2000
    assert budget.limit(500, first=True) == 500
    first.nodes = 700  # a search counts as it goes, finished or aborted
    budget.charge(100)
    assert budget.limit(5000, first=False) == 200
    assert not budget.over()
    budget.charge(200)
    assert budget.over() and budget.spent == 1000
    assert budget.limit(5000, first=False) == 1  # never a limit of nothing
    budget.start()
    assert budget.spent == 0 and not budget.over() and budget.starts == 2


def test_the_wall_clock_is_a_safety_net_only_when_set() -> None:
    untimed = Budget(10**12).start()
    assert untimed.wall_deadline is None and not untimed.over()
    netted = Budget(10**12, wall=0.0).start()
    assert netted.wall_deadline is not None
    assert netted.over()  # the net is spent at once, however much work is left


def test_a_decisions_random_numbers_follow_from_the_seed_and_the_key_only() -> None:
    key = (1, ("a", 2), None)
    assert decision_rng(5, key).random() == decision_rng(5, (1, ("a", 2), None)).random()
    assert decision_rng(5, key).random() != decision_rng(6, key).random()
    assert decision_rng(5, key).random() != decision_rng(5, (1, ("a", 3), None)).random()
