"""A computer seat's move in the cante window (section 8: declare or wait), reported from the
table, is explained like any other: waiting is never written (record format), so the report
carries the waits since the record's last action, and the record is loaded with the window
still open, where the loader would settle it."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from tests.cli_run import run
from zanga_desktop.core.explain import explain, point_record, report_point, report_record
from zanga_desktop.games.ronda.ai import explain as ronda_explain
from zanga_desktop.games.ronda.game import GAME, RondaMatch
from zanga_desktop.games.ronda.rules import Kind, Phase


def _in_the_window(seats: int, phase: Phase = Phase.CANTE) -> RondaMatch:
    """A game played by the baseline up to a seat asked to declare or wait after another
    seat has waited (so the report has silent waits), with a combination to declare; or,
    with `phase` PLAY, up to the first card after everyone waited."""
    for seed in range(200):
        match = GAME.new_match(seats=seats)
        rng = random.Random(seed)
        players = {s: GAME.player("rules", seed + s) for s in range(seats)}
        while not match.is_over:
            if match.needs_deal:
                match.deal(rng)
                continue
            seat = match.to_act
            assert seat is not None
            if (match.state.phase is phase and ronda_explain.silent(match)
                    and len(match.legal_actions()) > 1):
                return match
            match.apply(players[seat].decide(match.observe(seat)))
    raise AssertionError("no deal with a declaration after a wait")


def _explained(record: dict[str, Any]) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    exp = explain(record, lambda game: ronda_explain)
    return dict(exp.chosen), [dict(c.action) for c in exp.candidates]


@pytest.mark.parametrize("seats", [2, 4])
def test_section_8_a_move_in_the_cante_window_is_explained_as_the_level_took_it(
        seats: int) -> None:
    match = _in_the_window(seats)
    seat = match.to_act
    assert seat is not None
    waits = ronda_explain.silent(match)
    assert waits and all(a.kind is Kind.WAIT and a.seat != seat for a in waits)
    # as the table keeps a computer seat's decision, then writes its report
    record = point_record(report_point(match, ronda_explain, seat), ronda_explain, "maestro", 7)
    assert len(record["report"]["silent"]) == len(waits)
    chosen, candidates = _explained(record)
    level = GAME.player("maestro", 7).decide(match.observe(seat))
    assert chosen == match.action_json(level)
    assert candidates == [match.action_json(a) for a in match.legal_actions()]
    # the table's "Report this move" of the decision at hand gives the same record
    assert _explained(report_record(match, ronda_explain, seat, "maestro", 7))[0] == chosen


def test_section_8_a_reported_wait_is_explained_by_zanga_cli(tmp_path: Path) -> None:
    match = _in_the_window(2)
    seat = match.to_act
    assert seat is not None
    record = point_record(report_point(match, ronda_explain, seat), ronda_explain, "rules", 3)
    path = tmp_path / f"move{GAME.file_suffix}"
    path.write_text(json.dumps(record), encoding="utf-8")
    out = run("explain", str(path))
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines()[0].startswith(f"{GAME.title}: seat {seat}, level rules")


def test_the_loader_still_settles_a_record_that_ends_in_the_window() -> None:
    """The explainer's loader is its own: the game's loader, the replay and the table go on
    settling the declarations a record ends with (record format)."""
    match = _in_the_window(2)
    loaded = GAME.load_match(match.record_json())
    assert loaded.state.phase is not Phase.CANTE
    assert ronda_explain.load(GAME, match.record_json()).state.phase is Phase.CANTE


def test_section_8_the_first_card_after_everyone_waited_is_explained() -> None:
    """The waits closed the window: the record's last action is from before them."""
    match = _in_the_window(2, Phase.PLAY)
    seat = match.to_act
    assert seat is not None
    assert GAME.load_match(match.record_json()).legal_actions() == match.legal_actions()
    record = report_record(match, ronda_explain, seat, "maestro", 7)
    chosen, candidates = _explained(record)
    assert chosen == match.action_json(GAME.player("maestro", 7).decide(match.observe(seat)))
    assert len(candidates) == len(match.legal_actions())
