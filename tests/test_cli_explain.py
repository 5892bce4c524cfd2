"""`zanga-cli explain FILE`, run as a user runs it: a reported move of every game whose tools
offer an explainer is explained the same every time, with the level's candidates, their values
and its choice; a game without one, and a hostile or corrupt report, are refused in a sentence
with exit status 2 and no traceback."""

from __future__ import annotations

import importlib
import json
import random
from pathlib import Path
from typing import Any

import pytest

from tests.cli_run import run
from zanga_desktop import cli
from zanga_desktop.core import registry
from zanga_desktop.core.explain import KEY, Explainer, Report, report_record
from zanga_desktop.core.game import GameDefinition, Match
from zanga_desktop.limits import MAX_RECORD_BYTES


def _explainer(game: GameDefinition) -> Explainer | None:
    offer = getattr(importlib.import_module(game.tools_module()), "explainer", None)
    return None if offer is None else offer()  # type: ignore[no-any-return]


EXPLAINED = [g.id for g in registry.games() if _explainer(g) is not None]


def _dealt(game: GameDefinition, seed: int) -> Match[Any, Any]:
    match = game.new_match()
    match.deal(random.Random(seed))
    return match


def _report(game: GameDefinition, level: str, seed: int = 3) -> dict[str, Any]:
    """A record stopped at the first decision where `level` weighs several actions by
    values, reported for it."""
    explainer = _explainer(game)
    assert explainer is not None
    match = _dealt(game, seed)
    baseline = game.player(game.levels[0], seed)
    while True:
        seat = match.to_act
        assert seat is not None and not match.needs_deal
        if len(match.legal_actions()) > 1:
            weighed = explainer.explain(match.observe(seat), Report(seat, level, seed))
            if level == game.levels[0] or sum(v is not None for _, v, _ in weighed.candidates) > 1:
                return report_record(match, explainer, seat, level, seed)
        match.apply(baseline.decide(match.observe(seat)))


def _write(tmp_path: Path, game: GameDefinition, data: object, name: str = "move") -> Path:
    path = tmp_path / f"{name}{game.file_suffix}"
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def test_every_game_with_explaining_levels_is_here() -> None:
    assert {"zanga", "envite", "ronda"} <= set(EXPLAINED)


@pytest.mark.parametrize("game_id", EXPLAINED)
def test_a_reported_move_is_explained_the_same_each_time(tmp_path: Path, game_id: str) -> None:
    game = registry.get(game_id)
    level = game.levels[-1]  # the strongest: a search with values to show
    path = _write(tmp_path, game, _report(game, level))
    first, second = run("explain", str(path)), run("explain", str(path))
    assert first.returncode == 0, first.stderr
    assert first.stdout == second.stdout and first.stderr == second.stderr == ""
    lines = first.stdout.splitlines()
    assert lines[0].startswith(f"{game.title}: seat ") and f"level {level}" in lines[0]
    assert sum(line.startswith(" *") for line in lines) == 1  # the choice marked once
    assert any(line.startswith("  chosen: ") for line in lines)
    as_json = run("explain", str(path), "--json")
    out = json.loads(as_json.stdout)
    assert as_json.returncode == 0 and out["ok"] is True and out["game"] == game_id
    assert out["chosen"] in [c["action"] for c in out["candidates"]]
    assert len(out["candidates"]) >= 2
    assert any(isinstance(c["value"], float) for c in out["candidates"])


def test_a_game_whose_levels_cannot_explain_is_told(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """La Alta (tests/toy_game), registered for the while: its tools offer no explainer."""
    import toy_game

    toy_game.register()
    try:
        game = registry.get("toy")
        assert _explainer(game) is None
        match = _dealt(game, 1)
        record = match.record_json()
        record[KEY] = {"seat": match.to_act or 0, "level": game.levels[0], "seed": 1}
        assert cli.main(["explain", str(_write(tmp_path, game, record))]) == 2
        captured = capsys.readouterr()
        assert captured.out == ""
        assert captured.err == (f"zanga-cli explain: {game.title}'s computer players cannot "
                                "explain their decisions yet.\n")
    finally:
        toy_game.unregister()


def _hostile(good: dict[str, Any], seats: int) -> dict[str, object]:
    """Reports no table wrote: each must be refused in one sentence."""
    report = good[KEY]
    huge_level = "m" * 100_000
    return {
        "not JSON": "{\"format\": ",
        "binary": "\x00\x01\x02\xff" * 50,
        "a list": [good],
        "deep": "[" * 100_000 + "]" * 100_000,
        "no report": {k: v for k, v in good.items() if k != KEY},
        "report a list": {**good, KEY: [1, 2]},
        "seat a name": {**good, KEY: {**report, "seat": "Ana"}},
        "seat true": {**good, KEY: {**report, "seat": True}},
        "seat far away": {**good, KEY: {**report, "seat": 10**40}},
        "seat negative": {**good, KEY: {**report, "seat": -1}},
        "seat of nobody": {**good, KEY: {**report, "seat": seats}},
        "seed a float": {**good, KEY: {**report, "seed": 1.5}},
        "effort huge": {**good, KEY: {**report, "effort": 1e308}},
        "effort zero": {**good, KEY: {**report, "effort": 0}},
        "level unknown": {**good, KEY: {**report, "level": huge_level}},
        "levels garbage": {**good, KEY: {**report, "levels": [1, {"x": 2}]}},
        "levels long": {**good, KEY: {**report, "levels": ["human"] * 10_000}},
        "silent garbage": {**good, KEY: {**report, "silent": [{"seat": "x", "zz": [1]}]}},
        "silent too many": {**good, KEY: {**report, "silent": [{}] * 10_000}},
        "code a number": {**good, KEY: {**report, "code": 7}},
        "format unknown": {**good, "format": "chess/1"},
        "format a list": {**good, "format": ["x"]},
        "lists garbage": {**good, **{k: [{"seat": 0, "play": "99x"}] for k, v in good.items()
                                     if isinstance(v, list)}},
        "too big": " " * (MAX_RECORD_BYTES + 10) + "{}",
    }


@pytest.mark.parametrize("game_id", EXPLAINED)
def test_a_hostile_or_corrupt_report_is_refused_in_a_sentence(tmp_path: Path,
                                                               game_id: str) -> None:
    game = registry.get(game_id)
    good = _report(game, game.levels[0])
    for name, data in _hostile(good, game.new_match().seats).items():
        path = _write(tmp_path, game, data, name.replace(" ", "-"))
        done = run("explain", str(path))
        assert done.returncode == 2, (name, done.stdout[:300])
        assert "Traceback" not in done.stderr, (name, done.stderr[-2000:])
        assert done.stdout == "", name
        err = done.stderr
        assert err.startswith("zanga-cli explain: ") and err.count("\n") == 1, (name, err)
        assert len(err) < 400 and err.rstrip().endswith("."), (name, err)
        as_json = run("explain", str(path), "--json")
        assert as_json.returncode == 2 and "Traceback" not in as_json.stderr, name
        assert json.loads(as_json.stdout)["ok"] is False, name
    for missing in (tmp_path / "nothing-here.json", tmp_path):
        done = run("explain", str(missing))
        assert done.returncode == 2 and "Traceback" not in done.stderr
        assert done.stderr.startswith("zanga-cli explain: ")


@pytest.mark.parametrize("game_id", [g for g in ("ronda", "baciga") if g in EXPLAINED])
def test_a_level_that_weighs_nothing_says_whose_rules_it_plays(game_id: str) -> None:
    """Principiante's move is told as the baseline's rules of thumb with a beginner's
    slips; it was told as the baseline's own."""
    game = registry.get(game_id)
    explainer = _explainer(game)
    assert explainer is not None
    for level, said in (("principiante", "Principiante plays the baseline's rules of thumb"),
                        ("rules", "The baseline's rules of thumb weigh no values.")):
        match = _dealt(game, 5)
        notes: tuple[str, ...] = ()
        while not any("rules of thumb" in note for note in notes):
            if match.needs_deal:
                match.deal(random.Random(5))
            seat = match.to_act
            assert seat is not None
            obs = match.observe(seat)
            if len(match.legal_actions()) > 1:
                notes = explainer.explain(obs, Report(seat, level, 5)).notes
            match.apply(game.player("rules", 5).decide(obs))
        assert any(note.startswith(said) for note in notes), (level, notes)
