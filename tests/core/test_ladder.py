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


def _toy_command() -> ladder.LadderCommand:
    return ladder.LadderCommand(
        prog="toy ladder", description="a toy", levels=("strong", "weak"), dir_help="",
        ladder=lambda args: (TOY, args.dir),
        describe=lambda row, target: [f"{row['deals']} deals, {row['wins']} won",
                                      f"  {ladder.verdict(row, target)}"],
        markdown=lambda rows, target: f"| {len(rows)} rows of {target} |", effort=True)


def test_a_toy_ladder_command_runs_and_reports(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str],
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    command = _toy_command()
    monkeypatch.setitem(CODE, "digest", "cccccccccccc")
    argv = ["--dir", str(tmp_path), "--deals", "4", "--chunk", "2", "--effort", "0.5"]
    assert ladder.ladder_main(command, ["run", *argv]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[:2] == ["strong vs weak: deals 0..1, mean -0.500 (0.0 s)",
                       "strong vs weak: deals 2..3, mean +0.000 (0.0 s)"]
    assert out[2:] == [f"code cccccccccccc, chunks in {tmp_path}", "strong vs weak: 4 deals, 1 won",
                       "  not separated"]
    assert {c["effort"] for c in map(ladder.read_chunk, tmp_path.rglob("*.json"))} == {0.5}
    assert ladder.ladder_main(command, ["report", "--markdown", *argv]) == 0
    assert capsys.readouterr().out == "| 1 rows of 4 |\n"
    monkeypatch.setitem(CODE, "digest", "dddddddddddd")
    assert ladder.ladder_main(command, ["report", *argv]) == 0
    assert capsys.readouterr().out.splitlines()[1:] == [
        "strong vs weak: not played (2 chunks of other code)"]
    assert ladder.ladder_main(command, ["report", "--code", "cccccccccccc", *argv]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"code cccccccccccc, chunks in {tmp_path}", "strong vs weak: 4 deals, 1 won",
        "  not separated"]  # the standing measured under the earlier code, as it was
    with pytest.raises(SystemExit):
        ladder.ladder_main(command, ["run", "--code", "cccccccccccc", *argv])
    assert "--code is for report" in capsys.readouterr().err
    (tmp_path / "strong-vs-weak" / "00000.json").write_text("{")
    assert ladder.ladder_main(command, ["report", *argv]) == 2
    assert capsys.readouterr().err.startswith("toy ladder: ")
    with pytest.raises(SystemExit):
        ladder.ladder_main(command, ["report", "--pair", "strong:nobody"])
