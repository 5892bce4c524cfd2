"""What every game's speed benchmarks measure the same way: CPU time, percentiles, the
search walk (every action tried and taken back at every position of a hand), and the figures
the benches write of them (`rates`, `random_rates`, `search_rates`, `seconds`, `spread`).

`tools/bench_compare.py` loads this file from the checkout it runs in for both sides, so an
older checkout is measured by the same code even if it has no such module.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any, Protocol, TypeVar


class Searchable(Protocol):
    """A game state as a search walks it."""

    def apply_unchecked(self, action: Any, /) -> None: ...

    def undo(self) -> None: ...


class Playable(Protocol):
    """A game state played at random, every action checked."""

    def legal_actions(self) -> list[Any]: ...

    def apply(self, action: Any, /) -> Any: ...


S = TypeVar("S", bound=Searchable)
P = TypeVar("P", bound=Playable)
T = TypeVar("T")
#: One hand of a search: the state just dealt, and at each position the actions tried and the
#: one then taken.
SearchPath = tuple[S, list[tuple[list[Any], Any]]]


def random_steps(state: P, rng: random.Random, playing: Callable[[P], bool]
                 ) -> list[tuple[list[Any], Any]]:
    """A hand played on `state` at random while `playing(state)`: at each position the legal
    actions and the one taken (the steps of a `SearchPath`)."""
    steps = []
    while playing(state):
        actions = state.legal_actions()
        chosen = rng.choice(actions)
        steps.append((actions, chosen))
        state.apply(chosen)
    return steps


def timed(fn: Callable[[], Any], repeat: int) -> list[float]:
    """CPU seconds of each run: on a shared machine the wall clock also counts the other
    processes' turns, the process's own CPU time does not."""
    times = []
    for _ in range(repeat):
        t = time.process_time()
        fn()
        times.append(time.process_time() - t)
    return times


def percentile(xs: Sequence[float], q: float) -> float:
    """The `q` quantile of `xs` (the value at that rank, no interpolation); 0 for none."""
    if not xs:
        return 0.0
    ordered = sorted(xs)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def spread(xs: Sequence[float], prefix: str = "", worst: bool = False) -> dict[str, float]:
    """Decision times `xs` (seconds) as the levels' benches say them, to 4 decimals:
    `PREFIXmedian`, `PREFIXp95` and (`worst`) `PREFIXmax`, each 0 where there are none."""
    out = {f"{prefix}median": round(statistics.median(xs), 4) if xs else 0.0,
           f"{prefix}p95": round(percentile(xs, 0.95), 4)}
    if worst:
        out[f"{prefix}max"] = round(max(xs, default=0.0), 4)
    return out


def search_walk(paths: Sequence[SearchPath[S]]) -> int:
    """At every position try each action (`apply_unchecked`, `undo`), go on with the chosen
    one, and take the whole hand back at its end; the number of apply + undo pairs."""
    pairs = 0
    for state, steps in paths:
        for actions, chosen in steps:
            for action in actions:
                state.apply_unchecked(action)
                state.undo()
            state.apply_unchecked(chosen)
            pairs += len(actions) + 1
        for _ in steps:
            state.undo()
    return pairs


def rates(name: str, count: int, run: Callable[[], Any], repeat: int) -> dict[str, int]:
    """`name`: `count` (what one `run` does) per CPU second of the median of `repeat` runs;
    `name_worst`: the same of the slowest."""
    times = timed(run, repeat)
    return {name: round(count / statistics.median(times)),
            f"{name}_worst": round(count / max(times))}


def random_rates(name: str, counts: Mapping[T, int],
                 play: Callable[[random.Random, int, T], None], repeat: int, label: str = "n"
                 ) -> dict[str, int]:
    """`rates` of random play at each table of `counts` (`name_LABELtable`): `play(rng,
    count, table)` plays `count` deals or hands, on one `random.Random(1)` a table that
    each run goes on drawing from."""
    out: dict[str, int] = {}
    for table, count in counts.items():
        run = partial(play, random.Random(1), count, table)
        out.update(rates(f"{name}_{label}{table}", count, run, repeat))
    return out


def search_rates(name: str, paths: Sequence[SearchPath[S]], repeat: int) -> dict[str, int]:
    """The search walk's apply + undo pairs per CPU second over `paths` (`rates`), counted
    by a first walk that also warms up."""
    pairs = search_walk(paths)
    return rates(name, pairs, lambda: search_walk(paths), repeat)


def seconds(name: str, run: Callable[[], Any], repeat: int, worst: bool = True
            ) -> dict[str, float]:
    """`name_s_median`: the CPU seconds of the median of `repeat` runs; `name_s_worst`
    (unless not `worst`): of the slowest."""
    times = timed(run, repeat)
    out = {f"{name}_s_median": round(statistics.median(times), 5)}
    if worst:
        out[f"{name}_s_worst"] = round(max(times), 5)
    return out
