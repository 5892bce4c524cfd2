"""La Báciga's level ladder on the shared one (`core.ladder`): its pairings, the files whose
code plays a table, and the figures pooled beside the scores. One ladder per table size,
its chunks under `docs/arena/baciga-n2/` and `docs/arena/baciga-n4/`."""

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
    *CORE_PLAY_FILES, *duplicate_arena.PLAY_FILES, "games/baciga/rules/*.py",
    "games/baciga/match.py", "games/baciga/records.py",
    *(f"games/baciga/ai/{name}.py" for name in (
        "arena", "draw", "knowledge", "players", "rollout", "rules", "sampler", "settings",
        "talk", "value")),
)

#: One ladder a table size (`core.sized_ladder`).
LADDERS = SizedLadder("baciga", PAIRS, PLAY_FILES, size_key="players", unit="points",
                      stat_keys=STAT_KEYS, default_preset="bengala", config=MatchConfig,
                      run=run_match)
root_for = LADDERS.root_for
code_digest = LADDERS.code_digest
ladder_for = LADDERS.ladder_for
pool = LADDERS.pool
