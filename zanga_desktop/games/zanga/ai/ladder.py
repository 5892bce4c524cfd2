"""La Zanga's level ladder (docs/ai.md) on the shared one (`core.ladder`): its pairings, the
files whose code plays a table, and the declarer statistics pooled beside the scores.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from ....core import ladder as shared
from ....core.ladder import Chunk, LadderError, chunk_path, pair_dir, read_chunk, verdict
from ....core.levels import LEVELS
from .arena import PLAYED_RESULTS, MatchConfig, run_match

__all__ = ["PACKAGE", "PAIRS", "PLAY_FILES", "LadderError", "chunk_path", "code_digest",
           "pair_dir", "pool", "read_chunk", "report", "run_pair", "verdict"]

#: The pairings the ladder must win: each level against the one below, and the strongest
#: against the fixed baseline.
PAIRS: tuple[tuple[str, str], ...] = shared.ladder_pairs(LEVELS)

#: Files (relative to `zanga_desktop`) whose code decides how a table is played and scored.
PLAY_FILES: tuple[str, ...] = (
    *shared.CORE_PLAY_FILES,
    "games/zanga/rules/*.py", "games/zanga/game.py", "games/zanga/records.py",
    *(f"games/zanga/ai/{name}.py" for name in (
        "arena", "bid_search", "bid_table", "bidding", "choice", "clock", "evaluator",
        "players", "rules", "sampler", "search", "solver", "view")),
)

PACKAGE = Path(__file__).resolve().parents[3]


def code_digest(package: Path = PACKAGE) -> str:
    """A short hash of the playing code; line endings do not count."""
    return shared.code_digest(package, PLAY_FILES)


def _play(a: str, b: str, preset: str, seed: int, effort: float, deals: int, jobs: int,
          first: int) -> Chunk:
    return run_match(MatchConfig(a, b, preset, seed, effort), deals, jobs, first)


def _declarers(ordered: Sequence[Chunk]) -> dict[str, Any]:
    """Declarer counts added over chunks (from each chunk's rates and counts)."""
    tables = 2 * sum(int(c["deals"]) for c in ordered)
    declarers: dict[str, dict[str, Any]] = {}
    for side in ("a", "b"):
        declared = sum(int(c["declarers"][side]["declared"]) for c in ordered)
        row: dict[str, Any] = {
            "declared": declared,
            "declared_rate": round(declared / tables, 4),
            "solo": sum(int(c["declarers"][side]["solo"]) for c in ordered),
            # mandar solo (section 4): orders said, and answers to the other side's orders.
            **{k: sum(int(c["declarers"][side].get(k, 0)) for c in ordered)
               for k in ("ordered", "accepted", "refused")},
        }
        for res in map(str, PLAYED_RESULTS):
            count = sum(round(float(c["declarers"][side][res]) * int(c["declarers"][side]
                                                                      ["declared"]))
                        for c in ordered)
            row[res] = round(count / declared, 4) if declared else 0.0
        declarers[side] = row
    return {"redeals": sum(int(c["redeals"]) for c in ordered), "declarers": declarers,
            "faults": {s: sum(int(c["faults"][s]) for c in ordered) for s in ("a", "b")}}


LADDER = shared.LadderGame(pairs=PAIRS, play=_play, pool_extra=_declarers,
                           digest=lambda: code_digest(), default_preset="manual",
                           chunk_keys=("declarers", "redeals", "faults"))


def run_pair(root: Path, a: str, b: str, deals: int, chunk: int, jobs: int, seed: int = 1,
             preset: str = "manual", effort: float = 1.0,
             progress: Callable[[str], None] | None = None) -> int:
    """`core.ladder.run_pair` for La Zanga."""
    return shared.run_pair(LADDER, root, a, b, deals, chunk, jobs, seed, preset, effort,
                           progress)


def pool(chunks: Sequence[Chunk]) -> dict[str, Any]:
    return shared.pool(chunks, _declarers)


def report(root: Path, pairs: Iterable[tuple[str, str]] = PAIRS,
           digest: str | None = None) -> list[dict[str, Any]]:
    return shared.report(LADDER, root, pairs, digest)
