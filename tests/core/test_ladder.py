"""The shared ladder with a game that is not La Zanga: a toy whose deal scores are known, so
that resuming, pooling and the digest rule can be checked without playing cards."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from zanga_desktop.core import ladder

CODE = {"digest": "aaaaaaaaaaaa"}
PLAYED: list[int] = []


def _play(a: str, b: str, preset: str, seed: int, effort: float, deals: int, jobs: int,
          first: int) -> dict[str, Any]:
    PLAYED.extend(range(first, first + deals))
    scores = [float((first + i) % 3 - 1) for i in range(deals)]  # -1, 0, +1, -1, ...
    return {"a": a, "b": b, "preset": preset, "seed": seed, "effort": effort, "deals": deals,
            "mean": sum(scores) / deals, "scores": scores, "wins": sum(s > 0 for s in scores)}


def _extra(chunks: Sequence[dict[str, Any]]) -> dict[str, Any]:
    return {"wins": sum(int(c["wins"]) for c in chunks)}


TOY = ladder.LadderGame(pairs=(("strong", "weak"),), play=_play, pool_extra=_extra,
                        digest=lambda: CODE["digest"], default_preset="plain",
                        chunk_keys=("wins",))


def test_a_toy_ladder_resumes_pools_and_restarts_after_a_code_change(tmp_path: Path) -> None:
    PLAYED.clear()
    assert ladder.run_pair(TOY, tmp_path, "strong", "weak", deals=7, chunk=3, jobs=1) == 3
    assert list(range(7)) == PLAYED
    assert ladder.run_pair(TOY, tmp_path, "strong", "weak", deals=7, chunk=3, jobs=1) == 0
    row = ladder.report(TOY, tmp_path)[0]
    assert row["deals"] == 7 and row["chunks"] == 3 and row["contiguous"]
    assert row["wins"] == 2 and row["mean"] == pytest.approx(-1 / 7, abs=1e-4)
    assert ladder.verdict(row, 7) == "not separated"
    CODE["digest"] = "bbbbbbbbbbbb"
    assert ladder.report(TOY, tmp_path)[0] == {"a": "strong", "b": "weak", "deals": 0,
                                               "stale": 3}
    PLAYED.clear()
    assert ladder.run_pair(TOY, tmp_path, "strong", "weak", deals=2, chunk=5, jobs=1) == 1
    assert PLAYED == [0, 1]
    assert len(list(ladder.pair_dir(tmp_path, "strong", "weak").glob("*.stale"))) == 3


def test_a_chunk_missing_a_game_field_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "c.json"
    path.write_text('{"a": "x", "b": "y", "preset": "p", "seed": 1, "effort": 1.0, '
                    '"first": 0, "deals": 1, "scores": [1.0], "digest": "d"}')
    assert ladder.read_chunk(path)["deals"] == 1
    with pytest.raises(ladder.LadderError, match="wins"):
        ladder.read_chunk(path, ("wins",))
