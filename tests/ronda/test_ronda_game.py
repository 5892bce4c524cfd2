"""La Ronda through the game protocol and the registry: its definition, steps that say what a
card did, actions to and from JSON, the outcome, undo of recorded actions, and the shared
command line's replay, deal and selfplay (2 or 4 players as teams of 1 or 2)."""

from __future__ import annotations

import json
import random

import pytest
from ronda_setup import deck_for

from zanga_desktop import cli
from zanga_desktop.core import registry
from zanga_desktop.core.errors import RulesError
from zanga_desktop.core.game import Ending
from zanga_desktop.games.ronda.game import GAME, RondaMatch, RondaStep
from zanga_desktop.games.ronda.records import RondaGame
from zanga_desktop.games.ronda.rules import Closed, Credited, Kind, Played, PlayKind, wait


def test_the_registry_serves_la_ronda_by_id_format_and_file_name() -> None:
    assert registry.get("ronda") is GAME
    assert registry.for_format("ronda-record/1") is GAME
    assert registry.for_file("partida.RONDA.json") is GAME
    assert GAME.seats.least == 2 and GAME.seats.most == 4 and 3 not in GAME.seats
    assert GAME.levels == ("rules", "principiante", "normal", "experto", "maestro")
    with pytest.raises(ValueError):
        GAME.new_match(seats=3)
    assert GAME.new_match(seats=4).sides() == ((0, 2), (1, 3))
    assert GAME.new_match().sides() == ((0,), (1,))


def _match(**kw: object) -> RondaMatch:
    game = RondaGame.new("bengala", {}, ["a", "b", "c", "d"][:4], (0, 0))
    game.start_deal(3, deck_for(4, 3, "3o 4c 10e 12b",
                                ("2e 6o 11c", "2c 7o 11o", "2b 5o 6e", "1e 5c 6c")))
    return RondaMatch(game)


def test_a_step_says_what_the_card_did() -> None:
    match = _match()
    for seat in range(4):
        step = match.apply(wait(seat))
        assert step.json == {"seat": seat, "wait": True} and step.to_act == (seat + 1) % 4
    steps = [match.apply(match.action_from_json({"seat": s, "play": c}))
             for s, c in ((0, "2e"), (1, "2c"), (2, "2b"), (3, "1e"))]
    detail = steps[3].detail
    assert isinstance(detail, RondaStep)
    closed, played = detail.events[0], detail.events[1]
    assert isinstance(closed, Closed) and closed.seat == 2
    assert isinstance(played, Played) and played.kind is PlayKind.DROP
    first = steps[1].detail
    assert isinstance(first, RondaStep)
    assert any(isinstance(e, Credited) and e.points == 1 for e in first.events)
    assert detail.points == (3, 1) and steps[3].to_act == 0
    assert not any(s.hand_over for s in steps)


def test_actions_to_and_from_json() -> None:
    match = _match()
    assert match.action_from_json({"seat": 0, "wait": True}) is wait(0)
    assert match.action_json(wait(0)) == {"seat": 0, "wait": True}
    for bad in ({"seat": 0, "dance": "jota"}, {"seat": 9, "play": "1o"}, "play",
                {"seat": 0, "play": 7}, {"seat": 0, "wait": False}):
        with pytest.raises(RulesError) as caught:
            match.action_from_json(bad)
        assert caught.value.code == "bad_action"
    action = match.action_from_json({"seat": 0, "declare": "ronda"})
    assert action.kind is Kind.DECLARE
    with pytest.raises(RulesError) as caught:
        match.apply(action)
    assert caught.value.code == "no_combination"


def test_undo_takes_back_a_recorded_action_from_the_record_too() -> None:
    match = GAME.new_match(seats=2)
    rng = random.Random(2)
    match.deal(rng)
    for _ in range(8):
        match.apply(rng.choice(list(match.legal_actions())))
    before = json.dumps(match.record_json())
    state = {k: v for k, v in match.state.__dict__.items() if k not in ("_history", "_events")}
    action = match.legal_actions()[0]
    match.apply(action)
    match.undo()
    assert json.dumps(match.record_json()) == before
    assert {k: v for k, v in match.state.__dict__.items()
            if k not in ("_history", "_events")} == state


def test_the_outcome_names_the_side_the_points_and_the_lance() -> None:
    match = GAME.new_match(seats=4)
    rng = random.Random(9)
    while not match.is_over:
        if match.needs_deal:
            match.deal(rng)
        else:
            match.apply(rng.choice(list(match.legal_actions())))
    outcome = match.outcome()
    assert outcome is not None and outcome.ending is Ending.TARGET
    assert outcome.winner == match.state.winner
    assert outcome.standings[outcome.winner] >= 18
    assert outcome.detail in {"caida", "contra", "san_vicente", "aseo", "ronda", "rondin",
                              "envio", "count"}


def test_the_shared_command_line_deals_and_selfplays_la_ronda(
        capsys: pytest.CaptureFixture[str]) -> None:
    for team_size, seats in ((1, 2), (2, 4)):
        assert cli.main(["deal", "--game", "ronda", "--team-size", str(team_size),
                         "--seed", "4"]) == 0
        record = json.loads(capsys.readouterr().out)
        assert len(record["players"]) == seats and len(record["deals"][0]["deck"]) == 40
        assert cli.main(["selfplay", "--game", "ronda", "--team-size", str(team_size),
                         "--seed", "4", "--hands", "3"]) == 0
        records = json.loads(capsys.readouterr().out)
        for data in records:
            assert GAME.replay(data)[0] == 0
    assert cli.main(["deal", "--game", "ronda", "--team-size", "3"]) == 2
    assert "2 players or 4" in capsys.readouterr().err
