"""`zanga-cli explain` and the table's "Report this move" (core/explain.py, each game's
ai/explain.py): a record exported up to a decision, with its report, gives back the decision
the level took at the table, with the candidates it weighed, whatever it decided before."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from zanga_desktop import cli
from zanga_desktop.cli import explainer_of
from zanga_desktop.core import registry
from zanga_desktop.core.explain import (
    KEY,
    Explainer,
    ExplainError,
    Report,
    explain,
    explanation_lines,
    report_record,
)
from zanga_desktop.core.game import Match, Player


def _explainer(match: Match[Any, Any]) -> Explainer:
    """The explainer of the match's game, as `zanga-cli explain` finds it."""
    return explainer_of(registry.for_format(match.record_json()["format"]))


def _table(game_id: str, levels: list[str], seed: int) -> tuple[Match[Any, Any], list[Any]]:
    game = registry.get(game_id)
    match = game.new_match(seats=len(levels))
    match.deal(random.Random(seed))
    players: list[Player[Any, Any]] = [game.player(lv, seed + s) for s, lv in enumerate(levels)]
    return match, players


def _is_sena(match: Match[Any, Any], action: object) -> bool:
    return "sena" in match.action_json(action)


def _turn(match: Match[Any, Any], player: Player[Any, Any], seat: int) -> Any:
    """The seat's action for its turn (El Envite's señas sent first are applied)."""
    action = player.decide(match.observe(seat))
    while _is_sena(match, action):
        match.apply(action)
        action = player.decide(match.observe(seat))
    return action


@pytest.mark.parametrize(("game_id", "levels", "seed"), [
    ("zanga", ["normal", "rules", "principiante", "experto"], 3),
    ("envite", ["maestro", "rules", "experto", "principiante"], 4),
    ("baciga", ["maestro", "rules", "experto", "principiante"], 6),
    ("baciga", ["normal", "principiante"], 7),
])
def test_the_report_gives_back_the_decision_taken_at_the_table(
        game_id: str, levels: list[str], seed: int) -> None:
    """Every decision of a hand, each level's player having taken all the decisions before
    it (so its history differs from explain's fresh player): the report's explanation
    chooses what the table's player chose, and lists it among its candidates."""
    match, players = _table(game_id, levels, seed)
    explained = 0
    while not match.needs_deal and not match.is_over:
        seat = match.to_act
        assert seat is not None
        record = report_record(match, _explainer(match), seat, levels[seat], seed + seat, 1.0,
                               levels)
        exp = explain(json.loads(json.dumps(record)), explainer_of)
        action = _turn(match, players[seat], seat)
        assert exp.chosen == match.action_json(action)
        assert dict(exp.chosen) in [dict(c.action) for c in exp.candidates]
        explained += 1
        match.apply(action)
    assert explained >= 6


def test_a_searching_level_says_what_it_weighed_each_card_by() -> None:
    match, players = _table("zanga", ["experto", "rules", "rules", "rules"], 8)
    while True:
        seat = match.to_act
        assert seat is not None
        obs = match.observe(seat)
        plays = [a for a in obs.legal if a.kind.value == "play"]
        if seat == 0 and len(plays) > 1:
            break
        match.apply(players[seat].decide(obs))
    exp = explain(report_record(match, _explainer(match), 0, "experto", 8, 1.0), explainer_of)
    played = [c for c in exp.candidates if "play" in c.action]
    assert len(played) == len(plays)
    assert all(c.value is not None and "vales" in c.measure for c in played)
    best = max(played, key=lambda c: c.value or 0.0)
    assert best.value is not None
    chosen = next(c for c in played if dict(c.action) == dict(exp.chosen))
    assert chosen.value is not None and chosen.value >= best.value - 0.5  # temperature 0.1
    assert any(note.endswith("deals solved.") for note in exp.notes)
    lines = explanation_lines(exp, "La Zanga")
    assert lines[0] == "La Zanga: seat 0, level experto, seed 8, effort 1"
    assert sum(line.startswith(" *") for line in lines) == 1


def test_the_last_move_is_reported_up_to_the_decision_that_made_it() -> None:
    match, players = _table("zanga", ["principiante", "normal", "rules", "normal"], 12)
    for _ in range(9):
        seat = match.to_act
        assert seat is not None
        match.apply(players[seat].decide(match.observe(seat)))
    last = match.record_json()["hands"][-1]["actions"][-1]
    seat = last["seat"]
    before = match.record_json()
    level = ["principiante", "normal", "rules", "normal"][seat]
    record = report_record(match, _explainer(match), seat, level, 12 + seat, last_move=True)
    assert match.record_json() == before  # the table's match is left as it is
    assert len(record["hands"][-1]["actions"]) < len(before["hands"][-1]["actions"])
    assert explain(record, explainer_of).chosen == last


def test_el_envites_silent_declines_are_carried_by_the_report() -> None:
    """Section 6: a non-capitán who lets a bet pass to the next writes nothing in the
    record; the report carries it, so the decision that follows is the one explained."""
    for seed in range(40):
        levels = ["rules"] * 6
        match, players = _table("envite", levels, seed)
        while not match.needs_deal and not match.is_over:
            seat = match.to_act
            assert seat is not None
            record = report_record(match, _explainer(match), seat, "rules", seed + seat)
            if record[KEY].get("silent"):
                assert all("decline" in a for a in record[KEY]["silent"])
                registry.get("envite").load_match(record)  # a record as any other
                exp = explain(record, explainer_of)
                assert exp.chosen == match.action_json(_turn(match, players[seat], seat))
                return
            match.apply(_turn(match, players[seat], seat))
    pytest.fail("no decline in 40 deals")


def test_what_cannot_be_explained_is_told(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    match, _ = _table("zanga", ["rules"] * 4, 1)
    record = report_record(match, _explainer(match), match.to_act or 0, "rules", 5)
    with pytest.raises(ExplainError, match="no \"report\""):
        explain({k: v for k, v in record.items() if k != KEY}, explainer_of)
    with pytest.raises(ExplainError, match="no level 'gran_maestro'"):
        explain({**record, KEY: {**record[KEY], "level": "gran_maestro"}}, explainer_of)
    other = (record[KEY]["seat"] + 1) % 4
    with pytest.raises(ExplainError, match="does not stop at a decision of seat"):
        explain({**record, KEY: {**record[KEY], "seat": other}}, explainer_of)
    for effort in (-1, 101, float("nan"), True):
        with pytest.raises(ExplainError, match="effort"):
            explain({**record, KEY: {**record[KEY], "effort": effort}}, explainer_of)
    with pytest.raises(ExplainError, match="format"):
        explain({"format": "chess/1"}, explainer_of)
    with pytest.raises(ValueError):
        report_record(match, _explainer(match), other, "rules", 5)
    stale = {**record, KEY: {**record[KEY], "code": "000000000000"}}
    assert any("playing code 000000000000" in n for n in explain(stale, explainer_of).notes)
    assert Report.from_json(record[KEY]).to_json() == record[KEY]

    path = tmp_path / "move.zanga.json"
    path.write_text(json.dumps(record))
    assert cli.main(["explain", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("La Zanga: seat ") and "chosen: " in out
    assert cli.main(["explain", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["ok"] is True
    path.write_text(json.dumps({k: v for k, v in record.items() if k != KEY}))
    assert cli.main(["explain", str(path)]) == 2
    assert "names no seat, level and seed" in capsys.readouterr().err
    path.write_text("{not json")
    assert cli.main(["explain", str(path), "--json"]) == 2
    assert json.loads(capsys.readouterr().out)["error"]["code"] == "bad_json"
    assert cli.main(["explain", str(tmp_path)]) == 2  # a folder is no record
