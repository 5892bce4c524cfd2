"""La Ronda's level ladder on the shared one (`core.ladder`): its pairings, the files whose
code plays a table, and the figures pooled beside the scores. One ladder per player count,
its chunks under `docs/arena/ronda-n2/` and `docs/arena/ronda-n4/`."""

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
    "core/options.py", "core/record_files.py", "core/stats.py", "core/seeds.py",
    "limits.py", "games/ronda/rules/*.py", "games/ronda/game.py", "games/ronda/records.py",
    *(f"games/ronda/ai/{name}.py" for name in (
        "arena", "knowledge", "players", "rules", "search", "sim", "value")),
)

PACKAGE = Path(__file__).resolve().parents[3]
CHUNK_KEYS = ("seats", "sides", "points_scores")


def root_for(seats: int, base: Path = Path("docs/arena")) -> Path:
    return base / f"ronda-n{seats}"


def code_digest(package: Path = PACKAGE) -> str:
    return shared.code_digest(package, PLAY_FILES)


def _pool_extra(ordered: Sequence[Chunk]) -> dict[str, Any]:
    points = [float(x) for c in ordered for x in c["points_scores"]]
    mean, ci95 = mean_ci95(points)
    return {"seats": ordered[0]["seats"], "points": mean, "points_ci95": ci95,
            "sides": {side: {k: sum(int(c["sides"][side][k]) for c in ordered)
                             for k in STAT_KEYS} for side in ("a", "b")}}


def ladder_for(seats: int) -> shared.LadderGame:
    """The ladder at `seats` players (the shared ladder's `LadderGame`)."""

    def play(a: str, b: str, preset: str, seed: int, effort: float, deals: int, jobs: int,
             first: int) -> Chunk:
        return run_match(MatchConfig(a, b, preset, seed, effort, seats), deals, jobs, first)

    return shared.LadderGame(pairs=PAIRS, play=play, pool_extra=_pool_extra,
                             digest=lambda: code_digest(), default_preset="bengala",
                             chunk_keys=CHUNK_KEYS)


def pool(chunks: Sequence[Chunk]) -> dict[str, Any]:
    return shared.pool(chunks, _pool_extra)
