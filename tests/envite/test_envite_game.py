"""El Envite behind the game protocol (`core.game`): the definition, the match, its steps,
its observations and its record."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

import pytest

from zanga_desktop.core import registry
from zanga_desktop.core.errors import RulesError
from zanga_desktop.core.session import Autosave, Session
from zanga_desktop.games.envite.game import GAME, EnviteStep
from zanga_desktop.games.envite.records import load_record
from zanga_desktop.games.envite.rules import Kind


def test_the_definition() -> None:
    assert registry.get("envite") is GAME
    assert registry.for_format("envite-record/1") is GAME
    assert (GAME.title, GAME.presets, GAME.levels) == (
        "El Envite", ("federacion", "popular"),
        ("rules", "principiante", "normal", "experto", "maestro"))
    assert (GAME.seats.least, GAME.seats.most, GAME.seats.default) == (2, 10, 4)
    assert all(GAME.player(level, seed=1) is not None for level in GAME.levels)
    with pytest.raises(ValueError):
        GAME.player("gran_maestro", seed=1)


@pytest.mark.parametrize("seats", [2, 4, 6, 8, 10])
def test_a_match_of_every_size_deals_and_plays(seats: int) -> None:
    match = GAME.new_match("federacion", None, [f"P{s}" for s in range(seats)])
    assert match.seats == seats and match.needs_deal
    step = match.deal(random.Random(seats))
    assert step.seat is None and step.to_act == match.to_act
    first = match.legal_actions()[0]
    step = match.apply(first)
    assert isinstance(step.detail, EnviteStep) and step.json == first.to_json()


def test_a_refused_action_is_a_rules_error_and_changes_nothing() -> None:
    match = GAME.new_match()
    match.deal(random.Random(5))
    seat = match.to_act
    assert seat is not None
    before = match.record_json()
    wrong = match.action_from_json({"seat": (seat + 1) % 4, "bet": 3})
    with pytest.raises(RulesError) as caught:
        match.apply(wrong)
    assert caught.value.code == "not_your_turn"
    assert match.record_json() == before
    with pytest.raises(RulesError) as caught:
        match.action_from_json({"seat": 0, "dance": "isa"})
    assert caught.value.code == "bad_action"


def test_observations_hide_other_hands() -> None:
    match = GAME.new_match()
    match.deal(random.Random(11))
    view = match.observe_json(0)
    assert all(c == "xx" for c in view["hands"]["1"]) and all(c != "xx" for c in
                                                              view["hands"]["0"])
    json.dumps(view)
    seat = match.to_act
    assert match.observe(seat).legal and not match.observe((seat + 1) % 4).legal


def test_pillar_senas_are_caught_by_chance_and_recorded() -> None:
    match = GAME.new_match("federacion", {"senas": "pillar", "pillar_p": 1.0})
    match.deal(random.Random(2))
    sena = next(a for a in match.legal_actions() if a.kind is Kind.SENA)
    assert sena.seen_by is None
    match.verify(sena)
    match.apply(sena)
    written = match.record_json()["hands"][0]["actions"][0]
    assert written["seen_by"] == [s for s in range(4) if s % 2 != sena.seat % 2]
    assert GAME.replay(match.record_json())[0] == 0


def test_a_hand_end_step_carries_the_result() -> None:
    match = GAME.new_match()
    rng = random.Random(3)
    match.deal(rng)
    while True:
        step = match.apply(rng.choice(list(match.legal_actions())))
        if step.hand_over:
            break
    assert isinstance(step.detail, EnviteStep) and step.detail.result is not None
    assert match.needs_deal and match.to_act is None


def test_in_pillar_mode_the_sender_cannot_choose_who_catches_his_sena() -> None:
    match = GAME.new_match("federacion", {"senas": "pillar", "pillar_p": 0.0})
    match.deal(random.Random(2))
    sena = next(a for a in match.legal_actions() if a.kind is Kind.SENA)
    step = match.apply(replace(sena, seen_by=(1, 3)))
    assert step.json["seen_by"] == []
    assert match.record_json()["hands"][0]["actions"][0]["seen_by"] == []


def test_a_session_keeps_an_envite_partido_that_replays(tmp_path: Path) -> None:
    match = GAME.new_match("popular", {"renuncio_mode": "mesa"}, [f"P{s}" for s in range(6)])
    session = Session(match, Autosave(tmp_path / "autosave.envite.json"))
    rng = random.Random(9)
    session.deal(rng)
    for _ in range(12):
        if match.needs_deal:
            session.deal(rng)
        else:
            session.apply(rng.choice(list(match.legal_actions())))
    kept = load_record(tmp_path / "autosave.envite.json")
    assert kept.to_json() == match.record_json()
    assert GAME.replay(match.record_json())[0] == 0
