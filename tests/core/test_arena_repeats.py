"""An arena gives the same answer twice: every level of every game decides from its
observation, its level, its seed and a budget of work, never from the time it had
(docs/ai.md and docs/envite-ai.md, "Budgets"; house style item 18).

Every registered game whose tools module (`GameDefinition.tools_module()`) offers
`arena_main` is played here: one small duplicate match per pairing of its levels (each level
plays at least once), run twice in separate processes with different hash seeds, with one
worker process and with two, the second with every clock of the `time` module running twenty
times fast (as a machine loaded past its cores would look to a player that budgets in
seconds), and the two JSON answers are compared byte for byte but for the wall time the match
took (`seconds`, the only figure of the answer that is no part of the result).
"""

from __future__ import annotations

import contextlib
import importlib
import io
import os
import re
import subprocess
import sys
from collections.abc import Callable, Iterator

import pytest

from zanga_desktop.core import registry

ArenaMain = Callable[[list[str]], int]

#: A reduced budget when the game's arena offers one: what repeats at a reduced budget
#: repeats at any, and the test stays short.
EFFORT = "0.1"


def _arena_modules() -> Iterator[tuple[str, str]]:
    """(game id, its tools module) for every registered game whose tools offer an arena."""
    for game in registry.games():
        name = game.tools_module()
        if callable(getattr(importlib.import_module(name), "arena_main", None)):
            yield game.id, name


def _pairings(levels: tuple[str, ...]) -> list[tuple[str, str]]:
    """Levels two by two, the strongest first in each pairing; with an odd count the
    strongest plays the weakest as well, so that every level plays."""
    strong_first = list(reversed(levels))
    pairs = list(zip(strong_first[::2], strong_first[1::2], strict=False))
    if len(strong_first) % 2:
        pairs.append((strong_first[-1], strong_first[0]))
    return pairs


CASES = [pytest.param(module, a, b, id=f"{game_id}-{a}-{b}")
         for game_id, module in _arena_modules()
         for a, b in _pairings(registry.get(game_id).levels)]


def _offers(module: str, option: str) -> bool:
    """Whether the game's arena takes `option` (its --help names it)."""
    main: ArenaMain = importlib.import_module(module).arena_main
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit):
        main(["--help"])
    return option in out.getvalue()


#: Run before the game is imported: every clock a player could budget by runs fast.
FAST_CLOCKS = """
import time
for name in ("thread_time", "perf_counter", "process_time", "monotonic", "time"):
    real = getattr(time, name)
    setattr(time, name, lambda real=real: real() * 20)
"""


def _run(module: str, argv: list[str], hash_seed: str, fast: bool = False) -> bytes:
    code = ((FAST_CLOCKS if fast else "")
            + f"import sys\nfrom {module} import arena_main\nsys.exit(arena_main(sys.argv[1:]))")
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    done = subprocess.run([sys.executable, "-c", code, *argv], capture_output=True,
                          env=env, timeout=900, check=False)
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    return done.stdout


#: The wall time a match took, as the arena's JSON writes it (`core.tools.arena_main`).
SECONDS = re.compile(rb', "seconds": [0-9.]+')


def _without_seconds(answer: bytes) -> bytes:
    """The answer's bytes without its wall time (which it must hold exactly once)."""
    rest, count = SECONDS.subn(b"", answer)
    assert count == 1, answer[:400]
    return rest


def test_every_game_with_an_arena_is_played_here() -> None:
    ids = {game_id for game_id, _ in _arena_modules()}
    assert ids == set(registry.ids())  # every registered game has an arena
    assert _pairings(("rules", "principiante", "normal", "experto", "maestro")) == [
        ("maestro", "experto"), ("normal", "principiante"), ("rules", "maestro")]


@pytest.mark.parametrize(("module", "a", "b"), CASES)
def test_one_arena_run_twice_prints_the_same_bytes(module: str, a: str, b: str) -> None:
    argv = ["--a", a, "--b", b, "--deals", "2", "--seed", "77", "--json"]
    if _offers(module, "--effort"):
        argv += ["--effort", EFFORT]
    first = _run(module, [*argv, "--jobs", "1"], hash_seed="1")
    second = _run(module, [*argv, "--jobs", "2"], hash_seed="2", fast=True)
    assert first.strip().startswith(b"{")
    assert _without_seconds(first) == _without_seconds(second)
