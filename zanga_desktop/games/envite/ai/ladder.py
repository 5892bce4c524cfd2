"""El Envite's level ladder on the shared one (`core.ladder`): its pairings, the files whose
code plays a table, and the betting figures pooled beside the scores. One ladder per team
size, its chunks under `docs/arena/envite-n{N}/`."""

from __future__ import annotations

from ....core import duplicate_arena
from ....core.ladder import CORE_PLAY_FILES, ladder_pairs
from ....core.levels import LEVELS
from ....core.sized_ladder import SizedLadder
from .arena import STAT_KEYS, MatchConfig, run_match

#: Each level against the one below, and the strongest against the fixed baseline.
PAIRS: tuple[tuple[str, str], ...] = ladder_pairs(LEVELS)

#: Files (relative to `zanga_desktop`) whose code decides how a table is played and scored
#: (the shared ones, budgets and seeds among them: `core.ladder.CORE_PLAY_FILES`, and those
#: of the games on `core.duplicate_arena`).
PLAY_FILES: tuple[str, ...] = (
    *CORE_PLAY_FILES, *duplicate_arena.PLAY_FILES, "games/envite/rules/*.py",
    "games/envite/game.py", "games/envite/records.py",
    *(f"games/envite/ai/{name}.py" for name in (
        "arena", "players", "rules", "sampler", "search", "senas", "solver", "value",
        "view")),
)

#: One ladder a table size (`core.sized_ladder`).
LADDERS = SizedLadder("envite", PAIRS, PLAY_FILES, size_key="team_size", unit="piedras",
                      stat_keys=STAT_KEYS, default_preset="federacion", config=MatchConfig,
                      run=run_match)
root_for = LADDERS.root_for
code_digest = LADDERS.code_digest
ladder_for = LADDERS.ladder_for
pool = LADDERS.pool
