"""`zanga-cli bench engine` / `bench GAME` and `tools/bench_compare.py` as a developer runs
them: every figure printed, and the same benchmark run against two checkouts, for every
registered game with a bench. Speed itself is never asserted."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from zanga_desktop.core import registry
from zanga_desktop.games.zanga import bench
from zanga_desktop.games.zanga.rules import Phase

ROOT = Path(__file__).resolve().parent.parent
FIGURES = ("random_hands_per_s_manual", "random_hands_per_s_simplificada",
           "search_apply_undo_per_s", "search_play_apply_undo_per_s",
           "replay_100_hands_s_median", "print_100_hands_s_median")
ENVITE_FIGURES = ("random_hands_per_s_n1", "random_hands_per_s_n2", "random_hands_per_s_n5",
                  "search_apply_undo_per_s_n2", "search_apply_undo_per_s_n5",
                  "replay_100_hands_s_median", "print_100_hands_s_median")
#: The figures two games' benches must print (the others': whatever they print, all positive).
KNOWN = {"zanga": FIGURES, "envite": ENVITE_FIGURES}
#: Every registered game whose package has a bench (`zanga-cli bench GAME`).
GAMES = [g for g in registry.ids()
         if (ROOT / "zanga_desktop" / "games" / g / "bench.py").is_file()]


def printed_figures(game: str) -> dict[str, float]:
    done = subprocess.run([sys.executable, "-m", "zanga_desktop.cli", "bench", game,
                           "--hands", "6", "--repeat", "1"], capture_output=True, text=True,
                          timeout=300, check=True)
    return {name: float(value) for name, value in
            (line.split() for line in done.stdout.splitlines())}


def test_every_registered_game_has_a_bench() -> None:
    assert list(registry.ids()) == GAMES


@pytest.mark.parametrize("game", GAMES)
def test_bench_prints_every_figure(game: str) -> None:
    printed = printed_figures(game)
    assert printed and all(value > 0 for value in printed.values())
    for name in KNOWN.get(game, ()):
        assert printed[name] > 0
        assert printed[name.removesuffix("_median") + "_worst"] > 0


def test_the_search_walk_takes_every_position_back() -> None:
    paths = bench.search_paths(5)
    keys = [state.summary_key() for state, _ in paths]
    pairs = bench.search_walk(paths)
    assert pairs == sum(len(actions) + 1 for _, steps in paths for actions, _ in steps)
    assert [state.summary_key() for state, _ in paths] == keys
    for state, steps in bench.search_paths(5, play_only=True):
        assert state.phase is Phase.PLAY and steps


@pytest.mark.parametrize("game", GAMES)
def test_bench_compare_runs_one_benchmark_on_both_checkouts(game: str) -> None:
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "bench_compare.py"),
                           "--base", str(ROOT), "--game", game, "--rounds", "1", "--hands",
                           "6", "--repeat", "1"], capture_output=True, text=True, timeout=600,
                          check=True)
    rows = {line.split()[0]: line.split()[1:] for line in done.stdout.splitlines()[1:]}
    assert set(rows) == {n for n in printed_figures(game) if not n.endswith("_worst")}
    for base, new, ratio in rows.values():
        assert float(base) > 0 and float(new) > 0 and float(ratio) > 0
