"""El Envite's level ladder on the shared one (`core.ladder`): its pairings, the files whose
code plays a table, and the betting figures pooled beside the scores. One ladder per team
size, its chunks under `docs/arena/envite-n{N}/`."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ....core import ladder as shared
from ....core.ladder import Chunk
from ....core.levels import LEVELS
from ....core.stats import mean_ci95
from .arena import STAT_KEYS, MatchConfig, run_match

#: Each level against the one below, and the strongest against the fixed baseline.
PAIRS: tuple[tuple[str, str], ...] = shared.ladder_pairs(LEVELS)

#: Files (relative to `zanga_desktop`) whose code decides how a table is played and scored.
PLAY_FILES: tuple[str, ...] = (
    *shared.CORE_PLAY_FILES, "core/record_files.py", "limits.py",
    "games/envite/rules/*.py", "games/envite/game.py", "games/envite/records.py",
    *(f"games/envite/ai/{name}.py" for name in (
        "arena", "clock", "players", "rules", "sampler", "search", "senas", "solver", "value",
        "view")),
)

PACKAGE = Path(__file__).resolve().parents[3]
CHUNK_KEYS = ("team_size", "sides", "piedras_scores")


def root_for(team_size: int, base: Path = Path("docs/arena")) -> Path:
    return base / f"envite-n{team_size}"


def code_digest(package: Path = PACKAGE) -> str:
    return shared.code_digest(package, PLAY_FILES)


def _pool_extra(ordered: Sequence[Chunk]) -> dict[str, Any]:
    piedras = [float(x) for c in ordered for x in c["piedras_scores"]]
    mean, ci95 = mean_ci95(piedras)
    return {"team_size": ordered[0]["team_size"], "piedras": mean, "piedras_ci95": ci95,
            "sides": {side: {k: sum(int(c["sides"][side][k]) for c in ordered)
                             for k in STAT_KEYS} for side in ("a", "b")}}


def ladder_for(team_size: int) -> shared.LadderGame:
    """The ladder of teams of `team_size` (the shared ladder's `LadderGame`)."""

    def play(a: str, b: str, preset: str, seed: int, effort: float, deals: int, jobs: int,
             first: int) -> Chunk:
        return run_match(MatchConfig(a, b, preset, seed, effort, team_size), deals, jobs, first)

    return shared.LadderGame(pairs=PAIRS, play=play, pool_extra=_pool_extra,
                             digest=lambda: code_digest(), default_preset="federacion",
                             chunk_keys=CHUNK_KEYS)


def pool(chunks: Sequence[Chunk]) -> dict[str, Any]:
    return shared.pool(chunks, _pool_extra)
