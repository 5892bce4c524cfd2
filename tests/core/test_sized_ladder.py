"""A ladder a table size on the shared one (core/sized_ladder.py), with a toy match whose
scores are known: each size's chunks in their own folder, the size, the game's own score and
the sides' counts pooled beside the chance; and its standing as the game's page shows it
(`core.ladder.chance_markdown`)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from zanga_desktop.core import ladder
from zanga_desktop.core.sized_ladder import SizedLadder


@dataclass(frozen=True)
class _Config:
    a: str
    b: str
    preset: str
    seed: int
    effort: float
    size: int


def _run(cfg: _Config, deals: int, jobs: int, first: int) -> dict[str, Any]:
    scores = [float((first + i) % 2) for i in range(deals)]
    return {"a": cfg.a, "b": cfg.b, "preset": cfg.preset, "seed": cfg.seed,
            "effort": cfg.effort, "deals": deals, "mean": sum(scores) / deals,
            "scores": scores, "tables": cfg.size, "stones_scores": [2 * s for s in scores],
            "sides": {"a": {"bets": deals}, "b": {"bets": 1}}}


TOY = SizedLadder("toy", (("strong", "weak"),), ("core/ladder.py",), size_key="tables",
                  unit="stones", stat_keys=("bets",), default_preset="plain", config=_Config,
                  run=_run)


def test_each_size_has_its_folder_and_its_chunks_keys() -> None:
    assert TOY.root_for(4) == Path("docs/arena/toy-n4")
    assert TOY.root_for(2, Path("x")) == Path("x/toy-n2")
    assert TOY.chunk_keys == ("tables", "sides", "stones_scores")
    game = TOY.ladder_for(4)
    assert game.pairs == TOY.pairs and game.default_preset == "plain"
    assert game.chunk_keys == TOY.chunk_keys and game.digest() == TOY.code_digest()
    assert TOY.code_digest() == ladder.code_digest(TOY.package, ("core/ladder.py",))


def test_a_size_s_chunks_pool_its_score_and_the_sides_counts(tmp_path: Path) -> None:
    game = TOY.ladder_for(4)
    assert ladder.run_pair(game, tmp_path, "strong", "weak", deals=5, chunk=2, jobs=1) == 3
    (row,) = ladder.report(game, tmp_path)
    assert row["deals"] == 5 and row["tables"] == 4 and row["chunks"] == 3
    assert row["stones"] == 2 * row["mean"] == 2 * 2 / 5
    assert row["stones_ci95"][0] < row["stones"] < row["stones_ci95"][1]
    assert row["sides"] == {"a": {"bets": 5}, "b": {"bets": 3}}
    assert TOY.pool([ladder.read_chunk(p) for p in sorted(tmp_path.rglob("*.json"))]) == \
        {k: v for k, v in row.items() if k != "stale"}


def test_the_standing_in_markdown_says_the_chance_then_the_game_s_score() -> None:
    rows = [{"a": "strong", "b": "weak", "deals": 0},
            {"a": "x", "b": "y", "deals": 40, "mean": 0.01234, "ci95": (-0.1, 0.2),
             "stones": -0.12345, "stones_ci95": (-1.23456, 0.5)}]
    said = ladder.chance_markdown(rows, 2000, "chance of the game per deal",
                                  "stones per deal", "stones", 3)
    assert said.splitlines() == [
        "| A | B | deals | A, chance of the game per deal | 95% CI | stones per deal (95% CI) "
        "| verdict |",
        "|---|---|---|---|---|---|---|",
        "| strong | weak | 0 | | | | not played |",
        "| x | y | 40 | +0.0123 | [-0.1000, +0.2000] | -0.123 [-1.235, +0.500] | "
        "not separated, 40 of 2000 deals |"]
