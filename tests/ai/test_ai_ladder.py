"""The ladder's chunks: resumable runs, exact pooling, and no pooling across code changes."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from zanga_desktop.games.zanga.ai import ladder
from zanga_desktop.games.zanga.ai.arena import MatchConfig, run_match
from zanga_desktop.games.zanga.ai.cli import ladder_main

# The two fixed-rule players decide without a clock, so their matches repeat exactly.
PAIR = ("rules", "principiante")


def test_pooled_chunks_equal_one_long_match(tmp_path: Path) -> None:
    assert ladder.run_pair(tmp_path, *PAIR, deals=4, chunk=2, jobs=1) == 2
    pooled = ladder.report(tmp_path, [PAIR])[0]
    whole = run_match(MatchConfig(*PAIR, "manual", 1), deals=4, jobs=1)
    assert pooled["deals"] == 4 and pooled["chunks"] == 2 and pooled["contiguous"]
    assert pooled["mean"] == pytest.approx(whole["mean"], abs=1e-4)
    assert pooled["ci95"] == pytest.approx(whole["ci95"], abs=1e-4)
    assert pooled["declarers"] == whole["declarers"]
    assert pooled["redeals"] == whole["redeals"]


def test_a_run_resumes_and_replays_chunks_of_other_code(tmp_path: Path) -> None:
    assert ladder.run_pair(tmp_path, *PAIR, deals=3, chunk=1, jobs=1) == 3
    assert ladder.run_pair(tmp_path, *PAIR, deals=3, chunk=1, jobs=1) == 0
    path = ladder.chunk_path(tmp_path, *PAIR, 1)
    data = json.loads(path.read_text())
    data["digest"] = "000000000000"
    path.write_text(json.dumps(data))
    assert ladder.report(tmp_path, [PAIR])[0]["deals"] == 2
    assert ladder.report(tmp_path, [PAIR])[0]["stale"] == 1
    assert ladder.run_pair(tmp_path, *PAIR, deals=3, chunk=1, jobs=1) == 1
    assert path.with_suffix(".stale").exists()
    row = ladder.report(tmp_path, [PAIR])[0]
    assert row["deals"] == 3 and row["stale"] == 0


def _chunk(first: int, deals: int, **over: object) -> dict[str, object]:
    base: dict[str, object] = {
        "a": "normal", "b": "rules", "preset": "manual", "seed": 1, "effort": 1.0,
        "digest": "abc", "first": first, "deals": deals, "scores": [1.0] * deals,
        "redeals": 0, "faults": {"a": 0, "b": 0},
        "declarers": {s: {"declared": 2, "solo": 0, "sacada": 0.5, "puesta": 0.5,
                          "codillo": 0.0} for s in ("a", "b")}}
    base.update(over)
    return base


def test_pool_refuses_overlaps_and_mixed_matches() -> None:
    with pytest.raises(ladder.LadderError, match="overlap"):
        ladder.pool([_chunk(0, 4), _chunk(2, 4)])
    with pytest.raises(ladder.LadderError, match="digest"):
        ladder.pool([_chunk(0, 4), _chunk(4, 4, digest="def")])
    with pytest.raises(ladder.LadderError, match="b: 'rules'"):
        ladder.pool([_chunk(0, 4), _chunk(4, 4, b="maestro")])
    gap = ladder.pool([_chunk(0, 2), _chunk(4, 2)])
    assert gap["deals"] == 4 and not gap["contiguous"]
    assert gap["declarers"]["a"] == {"declared": 4, "declared_rate": 0.5, "solo": 0,
                                     "ordered": 0, "accepted": 0, "refused": 0,
                                     "sacada": 0.5, "puesta": 0.5, "codillo": 0.0}
    # Chunks that count orders and their answers (section 4) are summed.
    orders = {"declared": 2, "solo": 1, "ordered": 1, "accepted": 0, "refused": 1,
              "sacada": 0.5, "puesta": 0.5, "codillo": 0.0}
    both = ladder.pool([_chunk(0, 2, declarers={"a": orders, "b": orders}),
                        _chunk(2, 2, declarers={"a": orders, "b": orders})])
    assert (both["declarers"]["a"]["ordered"], both["declarers"]["a"]["refused"]) == (2, 2)


def test_the_digest_follows_the_playing_code_only(tmp_path: Path) -> None:
    copy = tmp_path / "zanga_desktop"
    shutil.copytree(ladder.PACKAGE, copy, ignore=shutil.ignore_patterns("__pycache__"))
    before = ladder.code_digest(copy)
    assert before == ladder.code_digest()
    hints = copy / "games" / "zanga" / "ai" / "hints.py"
    hints.write_text(hints.read_text() + "\n# a comment\n")
    assert ladder.code_digest(copy) == before
    search = copy / "games" / "zanga" / "ai" / "search.py"
    text = search.read_bytes()
    search.write_bytes(text.replace(b"\n", b"\r\n"))
    assert ladder.code_digest(copy) == before
    search.write_bytes(text.replace(b"\"experto\", 200,", b"\"experto\", 201,"))
    assert ladder.code_digest(copy) != before


def test_cli_report_and_bad_chunk(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert ladder_main(["report", "--dir", str(tmp_path), "--pair", "normal:rules"]) == 0
    assert "normal vs rules: not played" in capsys.readouterr().out
    ladder.run_pair(tmp_path, *PAIR, deals=2, chunk=2, jobs=1)
    assert ladder_main(["report", "--dir", str(tmp_path), "--pair", "rules:principiante",
                        "--deals", "2"]) == 0
    out = capsys.readouterr().out
    assert "rules vs principiante: 2 deals" in out
    bad = ladder.chunk_path(tmp_path, *PAIR, 2)
    bad.write_text("{not json")
    assert ladder_main(["report", "--dir", str(tmp_path), "--pair", "rules:principiante"]) == 2
    assert "not a readable chunk" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        ladder_main(["report", "--pair", "normal"])


def test_markdown_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    ladder.run_pair(tmp_path, *PAIR, deals=2, chunk=1, jobs=1)
    assert ladder_main(["report", "--dir", str(tmp_path), "--markdown", "--deals", "2",
                        "--pair", "rules:principiante", "--pair", "maestro:rules"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 4 and all(line.count("|") == 9 for line in lines)
    assert lines[2].startswith("| rules | principiante | 2 |")
    assert "not played" in lines[3]


def test_a_run_with_another_chunk_size_plays_only_the_missing_deals(tmp_path: Path) -> None:
    assert ladder.run_pair(tmp_path, *PAIR, deals=4, chunk=4, jobs=1) == 1
    assert ladder.run_pair(tmp_path, *PAIR, deals=7, chunk=2, jobs=1) == 2  # 4-5, 6
    names = sorted(p.name for p in ladder.pair_dir(tmp_path, *PAIR).iterdir())
    assert names == ["00000.json", "00004.json", "00006.json"]
    row = ladder.report(tmp_path, [PAIR])[0]
    assert row["deals"] == 7 and row["contiguous"]
    ladder.chunk_path(tmp_path, *PAIR, 4).write_text("damaged")
    assert ladder.run_pair(tmp_path, *PAIR, deals=7, chunk=2, jobs=1) == 1
    assert (ladder.pair_dir(tmp_path, *PAIR) / "00004.bad").read_text() == "damaged"
    assert ladder.report(tmp_path, [PAIR])[0]["deals"] == 7
