"""El Envite's duplicate arena and ladder (games/envite/ai/arena.py, ladder.py): every team
size plays, the fixed baseline's results repeat exactly, chunks pool to the one match, and
`zanga-cli envite` runs them."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from ladder_checks import check_pooled_chunks_equal_one_match

from zanga_desktop import cli
from zanga_desktop.core import ladder as shared
from zanga_desktop.games.envite.ai import value
from zanga_desktop.games.envite.ai.arena import MatchConfig, play_deal, run_match
from zanga_desktop.games.envite.ai.ladder import PAIRS, PLAY_FILES, ladder_for, pool, root_for
from zanga_desktop.games.envite.rules import PRESETS


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_a_duplicate_deal_plays_both_tables_at_every_team_size(n: int) -> None:
    row = play_deal((MatchConfig("normal", "rules", "federacion", 3, 0.02, n), 4))
    assert len(row["tables"]) == 2
    assert -1.0 <= row["score"] <= 1.0
    for t in row["tables"]:
        assert t["ended"] in ("tricks", "refused", "achicarse")


def test_the_baselines_results_repeat_exactly() -> None:
    cfg = MatchConfig("rules", "principiante", "federacion", 5, 1.0, 2)
    assert run_match(cfg, 6, 1) == run_match(cfg, 6, 1)
    popular = MatchConfig("principiante", "rules", "popular", 2, 1.0, 3, {"senas": "pillar"})
    assert run_match(popular, 3, 1) == run_match(popular, 3, 1)


def test_equal_players_score_zero_on_every_deal() -> None:
    """The same level on both sides, deterministic: the two tables cancel exactly."""
    out = run_match(MatchConfig("rules", "rules", "federacion", 8, 1.0, 2), 8, 1)
    assert out["scores"] == [0.0] * 8 and out["mean"] == 0.0


def test_pooled_chunks_equal_one_match(tmp_path: Path) -> None:
    whole = run_match(MatchConfig("principiante", "rules", "federacion", 1, 1.0, 2), 6, 1)
    check_pooled_chunks_equal_one_match(ladder_for(2), root_for(2, tmp_path), pool, whole)


def test_the_ladder_pairs_and_hashes_the_playing_code() -> None:
    assert PAIRS == (("normal", "principiante"), ("experto", "normal"), ("maestro", "experto"),
                     ("maestro", "rules"))
    assert "games/envite/ai/search.py" in PLAY_FILES
    assert root_for(2) == Path("docs/arena/envite-n2")


def test_zanga_cli_envite_arena_prints_one_json_object(capsys: pytest.CaptureFixture[str]
                                                       ) -> None:
    status = cli.main(["envite", "arena", "--a", "rules", "--b", "principiante", "--deals", "2",
                       "--team-size", "3", "--jobs", "1", "--json"])
    assert status == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["a"], out["b"], out["team_size"], out["deals"]) == ("rules", "principiante",
                                                                    3, 2)
    assert cli.main(["envite", "arena", "--a", "rules", "--b", "rules", "--deals", "1",
                     "--jobs", "1", "--options", '{"senas": "sometimes"}']) == 2
    assert cli.main(["envite"]) == 2


def test_zanga_cli_envite_bench_times_every_kind_of_decision(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["envite", "bench", "--hands", "3", "--levels", "rules", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    row = out["levels"]["rules"]
    assert set(row) == {"card", "bet", "answer", "tumbo"}
    assert row["card"]["n"] + row["bet"]["n"] > 0


def test_the_score_changes_how_a_hand_is_worth_betting() -> None:
    """Section 6's cap and section 9's tumbo: at 7 piedras of 8 a bet of 3 can gain only one
    piedra, so a hand a team at 0 would bet is not worth betting; against a team at 7 a bet
    risks little; in tumbo a weak hand is given up (achicarse) and a good one played."""
    fed = PRESETS["federacion"]
    assert value.bet_gain(fed, (0, 0), 0, 1, 3, 0.8) > 0
    assert value.bet_gain(fed, (7, 0), 0, 1, 3, 0.8) < value.bet_gain(fed, (0, 0), 0, 1, 3, 0.8)
    assert value.bet_gain(fed, (7, 0), 0, 1, 3, 0.8) <= 0
    weak = value.tumbo_values(fed, (8, 0), 0, 0.05)
    good = value.tumbo_values(fed, (8, 0), 0, 0.6)
    assert weak["achicarse"] > weak["tumbar"] and good["tumbar"] > good["achicarse"]
    assert value.chico_chance(fed, 8, 8) == 0.5


def test_the_ladder_report_prints_the_standing_as_a_markdown_table(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = ladder_for(2)
    shared.run_pair(game, root_for(2, tmp_path), "principiante", "rules", 4, 2, 1)
    assert cli.main(["envite", "ladder", "report", "--dir", str(tmp_path), "--deals", "4",
                     "--pair", "principiante:rules", "--pair", "maestro:rules",
                     "--markdown"]) == 0
    head, rule, played, missing = capsys.readouterr().out.strip().splitlines()
    assert head.startswith("| A | B | deals |") and set(rule) <= {"|", "-"}
    (row,) = shared.report(game, root_for(2, tmp_path), [("principiante", "rules")])
    cells = [c.strip() for c in played.strip("|").split("|")]
    assert cells[:4] == ["principiante", "rules", "4", f"{row['mean']:+.4f}"]
    assert missing.endswith("| not played |")


def test_the_ladder_report_counts_the_chunks_of_other_code(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game, root = ladder_for(2), root_for(2, tmp_path)
    assert shared.run_pair(game, root, "principiante", "rules", 2, 1, 1) == 2
    first, second = sorted(shared.pair_dir(root, "principiante", "rules").glob("*.json"))

    def other_code(path: Path) -> None:
        chunk = json.loads(path.read_text())
        path.write_text(json.dumps({**chunk, "digest": "0" * 12}))

    def report() -> list[str]:
        assert cli.main(["envite", "ladder", "report", "--dir", str(tmp_path), "--deals", "2",
                         "--pair", "principiante:rules"]) == 0
        return capsys.readouterr().out.splitlines()

    other_code(second)
    head, played, stale = report()
    assert head == f"code {game.digest()}, chunks in {root}"
    assert played.startswith("principiante vs rules: 1 deals, A ")
    assert stale == "  (1 chunks of other code not pooled)"
    other_code(first)
    assert report()[1:] == ["principiante vs rules: not played (2 chunks of other code)"]


BROKEN = f"cmd:{sys.executable} {Path(__file__).parents[1] / 'bots' / 'broken_bot.py'}"


def test_the_arena_seats_bot_programs_and_counts_their_faults() -> None:
    """A bot program takes a side as at La Zanga's arena (bot-protocol.md): each decision it
    gets wrong is a fault, counted for its side, and played by the first legal action."""
    cfg = MatchConfig(f"{BROKEN} illegal", f"{BROKEN} good", "federacion", 1, 1.0, 2,
                      time_ms=2000)
    out = run_match(cfg, 2, 1)
    assert out["names"] == {"a": "broken-illegal", "b": "broken-good"}
    assert out["faults"]["a"] >= 4 and out["faults"]["b"] == 0
    assert len(out["scores"]) == 2 and out["replaced"] == {"a": 0, "b": 0}
