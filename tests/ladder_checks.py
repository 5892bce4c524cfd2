"""A ladder's chunks, as every game that keeps them checks them: six deals played in three
chunks of two, then resumed with nothing left to play, pool to exactly the figures of one
match of the six deals (`core.ladder`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from zanga_desktop.core import ladder as shared


def check_pooled_chunks_equal_one_match(
        game: shared.LadderGame, root: Path,
        pool: Callable[[Sequence[shared.Chunk]], dict[str, Any]],
        whole: dict[str, Any]) -> None:
    """`whole`: the game's match of Principiante against `rules` over the six deals."""
    assert shared.run_pair(game, root, "principiante", "rules", 6, 2, 1) == 3
    assert shared.run_pair(game, root, "principiante", "rules", 6, 2, 1) == 0  # resumes
    chunks = [shared.read_chunk(p, game.chunk_keys)
              for p in sorted((root / "principiante-vs-rules").glob("*.json"))]
    pooled = pool(chunks)
    assert pooled["deals"] == 6 and pooled["contiguous"]
    assert (pooled["mean"], pooled["ci95"]) == (whole["mean"], whole["ci95"])
    assert pooled["sides"] == whole["sides"]
    (row,) = shared.report(game, root, [("principiante", "rules")])
    assert row["deals"] == 6
