"""La Báciga's level ladder on the shared one (`core.ladder`): its pairings, the files whose
code plays a table, and the figures pooled beside the scores. One ladder per table size,
its chunks under `docs/arena/baciga-n2/` and `docs/arena/baciga-n4/`."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ....core import ladder as shared
from ....core.ladder import Chunk
from ....core.stats import mean_ci95
from .arena import STAT_KEYS, MatchConfig, run_match

#: Each level against the one below, and the strongest against the fixed baseline.
PAIRS: tuple[tuple[str, str], ...] = (
    ("normal", "principiante"),
    ("experto", "normal"),
    ("maestro", "experto"),
    ("maestro", "rules"),
)

#: Files (relative to `zanga_desktop`) whose code decides how a table is played and scored.
PLAY_FILES: tuple[str, ...] = (
    "core/deck.py", "core/errors.py", "core/arena.py", "core/game.py", "core/match.py",
    "core/options.py", "core/records.py", "core/record_files.py", "core/files.py",
    "core/stats.py", "limits.py",
    "games/baciga/rules/*.py", "games/baciga/match.py", "games/baciga/records.py",
    *(f"games/baciga/ai/{name}.py" for name in (
        "arena", "draw", "knowledge", "players", "rollout", "rules", "sampler", "settings",
        "talk", "value")),
)

PACKAGE = Path(__file__).resolve().parents[3]
CHUNK_KEYS = ("players", "sides", "points_scores")


def root_for(players: int, base: Path = Path("docs/arena")) -> Path:
    return base / f"baciga-n{players}"


def code_digest(package: Path = PACKAGE) -> str:
    return shared.code_digest(package, PLAY_FILES)


def _pool_extra(ordered: Sequence[Chunk]) -> dict[str, Any]:
    points = [float(x) for c in ordered for x in c["points_scores"]]
    mean, ci95 = mean_ci95(points)
    return {"players": ordered[0]["players"], "points": mean, "points_ci95": ci95,
            "sides": {who: {k: sum(int(c["sides"][who][k]) for c in ordered)
                            for k in STAT_KEYS} for who in ("a", "b")}}


def ladder_for(players: int) -> shared.LadderGame:
    """The ladder of tables of `players` (the shared ladder's `LadderGame`)."""

    def play(a: str, b: str, preset: str, seed: int, effort: float, deals: int, jobs: int,
             first: int) -> Chunk:
        return run_match(MatchConfig(a, b, preset, seed, effort, players), deals, jobs, first)

    return shared.LadderGame(pairs=PAIRS, play=play, pool_extra=_pool_extra,
                             digest=lambda: code_digest(), default_preset="bengala",
                             chunk_keys=CHUNK_KEYS)


def pool(chunks: Sequence[Chunk]) -> dict[str, Any]:
    return shared.pool(chunks, _pool_extra)
