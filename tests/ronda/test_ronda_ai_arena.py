"""La Ronda's duplicate arena and ladder (games/ronda/ai/arena.py, ladder.py): both player
counts play, results repeat byte for byte, equal players score zero, chunks pool to the one
match, and `ronda.ai.cli.main` (what `zanga-cli ronda ...` runs) drives them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from ladder_checks import check_pooled_chunks_equal_one_match

from zanga_desktop.core import ladder as shared
from zanga_desktop.games.ronda.ai import cli
from zanga_desktop.games.ronda.ai.arena import MatchConfig, play_deal, run_match
from zanga_desktop.games.ronda.ai.ladder import PAIRS, PLAY_FILES, ladder_for, pool, root_for


@pytest.mark.parametrize("seats", [2, 4])
def test_a_duplicate_deal_plays_both_tables(seats: int) -> None:
    row = play_deal((MatchConfig("normal", "rules", "bengala", 3, 0.2, seats), 4))
    assert len(row["tables"]) == 2
    assert -1.0 <= row["score"] <= 1.0
    for t in row["tables"]:
        assert t["won"] in (None, "a", "b")
        assert set(t["stats"]["a"]) == set(t["stats"]["b"])


def test_an_arena_run_twice_prints_the_same_json(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["arena", "--a", "experto", "--b", "rules", "--deals", "3", "--jobs", "1",
            "--effort", "0.2", "--players", "4", "--json"]
    runs = []
    for _ in range(2):
        assert cli.main(argv) == 0
        out = json.loads(capsys.readouterr().out)
        out.pop("seconds")  # the wall time it took: the one figure that is not the match's
        runs.append(json.dumps(out))
    assert runs[0] == runs[1]
    assert (out["a"], out["b"], out["seats"], out["deals"]) == ("experto", "rules", 4, 3)


def test_equal_players_score_zero_on_every_deal() -> None:
    """The same deterministic level on both sides: the two tables cancel exactly."""
    out = run_match(MatchConfig("rules", "rules", "bengala", 8, 1.0, 2), 8, 1)
    assert out["scores"] == pytest.approx([0.0] * 8, abs=1e-12)
    assert out["points_scores"] == [0.0] * 8 and out["mean"] == 0.0


def test_pooled_chunks_equal_one_match(tmp_path: Path) -> None:
    whole = run_match(MatchConfig("principiante", "rules", "bengala", 1, 1.0, 2), 6, 1)
    check_pooled_chunks_equal_one_match(ladder_for(2), root_for(2, tmp_path), pool, whole)


def test_the_ladder_pairs_and_hashes_the_playing_code() -> None:
    assert PAIRS == (("normal", "principiante"), ("experto", "normal"), ("maestro", "experto"),
                     ("maestro", "rules"))
    assert "games/ronda/ai/search.py" in PLAY_FILES
    assert root_for(4) == Path("docs/arena/ronda-n4")
    assert len(ladder_for(2).digest()) == 12


def test_the_command_line_refuses_what_it_cannot_run(capsys: pytest.CaptureFixture[str]
                                                     ) -> None:
    assert cli.main(["arena", "--a", "rules", "--b", "rules", "--deals", "1", "--jobs", "1",
                     "--options", '{"fall_points": "never"}']) == 2
    assert cli.main([]) == 2
    with pytest.raises(SystemExit):
        cli.main(["arena", "--a", "rules", "--b", "rules", "--players", "3"])
    capsys.readouterr()


def test_the_bench_times_every_kind_of_decision(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["bench", "--deals", "2", "--levels", "rules", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    row = out["levels"]["rules"]
    assert set(row) == {"card", "word", "declare"} and row["card"]["n"] > 0


def test_the_ladder_report_prints_the_standing_as_a_markdown_table(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = ladder_for(2)
    shared.run_pair(game, root_for(2, tmp_path), "principiante", "rules", 4, 2, 1)
    assert cli.main(["ladder", "report", "--dir", str(tmp_path), "--deals", "4",
                     "--pair", "principiante:rules", "--pair", "maestro:rules",
                     "--markdown"]) == 0
    head, rule, played, missing = capsys.readouterr().out.strip().splitlines()
    assert head.startswith("| A | B | deals |") and set(rule) <= {"|", "-"}
    (row,) = shared.report(game, root_for(2, tmp_path), [("principiante", "rules")])
    cells = [c.strip() for c in played.strip("|").split("|")]
    assert cells[:4] == ["principiante", "rules", "4", f"{row['mean']:+.4f}"]
    assert missing.endswith("| not played |")
