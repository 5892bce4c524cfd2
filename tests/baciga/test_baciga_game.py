"""La Báciga through the game protocol: the definition, the match, its steps and outcome,
refusals with the data a tutor needs, and the command line's shared commands."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from baciga_positions import deal_of, position, run

from zanga_desktop import cli
from zanga_desktop.core import registry
from zanga_desktop.core.errors import RulesError
from zanga_desktop.core.game import Ending
from zanga_desktop.games.baciga.game import GAME, BacigaMatch, BacigaStep
from zanga_desktop.games.baciga.records import (
    BacigaGame,
    BacigaRecord,
    RecordError,
    load_record,
    save_record,
)
from zanga_desktop.games.baciga.rules import BacigaError, Happened, Lance, Phase

RECORDS = Path(__file__).resolve().parent / "records"


def test_the_game_is_registered_with_its_seats_levels_and_files() -> None:
    assert registry.get("baciga") is GAME
    assert registry.for_format("baciga-record/1") is GAME
    assert registry.for_file("partida.BACIGA.json") is GAME
    assert 2 in GAME.seats and 4 in GAME.seats and 3 not in GAME.seats
    assert GAME.seats.default == 2
    assert GAME.levels == ("rules", "principiante", "normal", "experto", "maestro")
    assert GAME.presets == ("bengala",)
    assert GAME.table_module() == "zanga_desktop.games.baciga.ui"


def test_a_match_names_two_or_four_seats_and_refuses_three() -> None:
    assert GAME.new_match().record_json()["players"] == ["Tú", "Ana"]
    four = GAME.new_match(seats=4)
    assert four.record_json()["players"] == ["Tú", "Ana", "Benito", "Carmela"]
    assert four.sides() == ((0, 2), (1, 3)) and GAME.new_match().sides() == ((0,), (1,))
    with pytest.raises(ValueError, match="not 3"):
        GAME.new_match(seats=3)


def _match(hands: list[str], top: str = "", **options: object) -> BacigaMatch:
    game = BacigaGame.new(options=dict(options), players=["A", "B", "C", "D"][:len(hands)])
    game.start_deal(len(hands) - 1, deal_of(hands, top))
    return BacigaMatch(game)


def test_a_step_carries_its_events_and_credits_and_says_when_the_deal_ends() -> None:
    match = _match(["2e 3c 7o", "12o 12e 4c"], "10b 6o 7b")
    step = match.apply(match.action_from_json({"seat": 0, "say": "baciga", "fix": {"7o": 3}}))
    assert isinstance(step.detail, BacigaStep) and step.to_act == 1 and not step.hand_over
    step = match.apply(match.action_from_json({"seat": 1, "say": "paso"}))
    detail = step.detail
    assert isinstance(detail, BacigaStep)
    assert [e.kind for e in detail.events] == [Happened.SAID, Happened.CUT, Happened.REVEAL]
    assert [(c.seat, c.lance) for c in detail.credits] == [(0, Lance.BACIGA)]
    step = match.apply(match.action_from_json({"seat": 0, "draw": "down"}))
    drew = [e for e in step.detail.events if e.kind is Happened.DREW]  # type: ignore[attr-defined]
    assert drew[0].cards == () and drew[0].number == 1  # a card face down is not named
    for move in ({"seat": 0, "stand": True}, {"seat": 1, "tapar": "4c"},
                 {"seat": 1, "draw": "up"}):
        match.apply(match.action_from_json(move))
    step = match.apply(match.action_from_json({"seat": 1, "stand": True}))
    assert step.hand_over and not step.game_over and match.needs_deal
    assert step.detail.result is not None  # type: ignore[attr-defined]
    # seat 0 took the 10b face down and stood on 18; seat 1 drew the 6o: 30, el punto
    credits = step.detail.credits  # type: ignore[attr-defined]
    assert [c.lance for c in credits] == [Lance.PAIRS, Lance.PUNTO]
    assert match.standings() == (3, 2)


def test_the_outcome_says_las_cosas_win_at_once_and_points_the_target() -> None:
    match = _match(["1b 2b 3b", "12o 12e 12c"], "12b")
    for move in ("0 baciga", "1 paso", "0 stand", "1 up"):
        seat, word = move.split()
        data: dict[str, object] = {"seat": int(seat)}
        data.update({"say": word} if word in ("baciga", "paso") else
                    {"stand": True} if word == "stand" else {"draw": word})
        match.apply(match.action_from_json(data))
    outcome = match.outcome()
    assert outcome is not None and outcome.ending is Ending.AT_ONCE
    assert outcome.detail == "cosas" and outcome.winner == 1 and outcome.standings == (2, 0)
    game = BacigaGame.new(points=(16, 0))
    game.start_deal(1, deal_of(["1b 2b 3b", "12o 12e 4c"]))
    target = BacigaMatch(game)
    target.apply(target.action_from_json({"seat": 0, "say": "baciga"}))
    target.apply(target.action_from_json({"seat": 1, "say": "paso"}))
    outcome = target.outcome()
    assert outcome is not None and outcome.ending is Ending.TARGET and outcome.winner == 0


def test_refusals_carry_the_seat_and_cards_for_the_tutor() -> None:
    st = position(["2e 3c 5o", "12o 12e 4c"])
    with pytest.raises(BacigaError) as caught:
        run(st, "0 paso 7b")
    err = caught.value
    assert isinstance(err, RulesError) and err.code == "card_not_held"
    assert err.seat == 0 and err.card is not None and str(err.card) == "7b"
    assert [str(c) for c in err.cards] == ["2e", "3c", "5o"]
    assert err.article == "5" and err.to_json()["section"] == 5
    with pytest.raises(BacigaError) as caught:
        run(st, "1 paso 4c")
    assert caught.value.expected == 0 and caught.value.seat == 1
    st = position(["2e 3c 7o", "12o 12e 4c"])
    with pytest.raises(BacigaError) as caught:
        run(st, "0 baciga 7o=9")
    assert caught.value.code == "bad_fix" and caught.value.rank == 9
    assert str(caught.value.card) == "7o"


def test_a_refused_action_changes_nothing_and_bad_json_is_bad_action() -> None:
    match = GAME.new_match()
    match.deal(random.Random(5))
    before = match.record_json()
    seat = match.to_act
    assert seat is not None
    with pytest.raises(RulesError) as caught:
        match.apply(match.action_from_json({"seat": 1 - seat, "say": "cartas"}))
    assert caught.value.code == "not_your_turn" and match.record_json() == before
    for bad in ({"seat": 0, "dance": "jota"}, {"seat": 9, "say": "paso"}, "paso", None):
        with pytest.raises(RulesError) as caught:
            match.action_from_json(bad)
        assert caught.value.code == "bad_action"


def test_undo_through_the_match_takes_recorded_and_searched_actions_back() -> None:
    match = GAME.new_match(seats=4)
    match.deal(random.Random(2))
    first = match.legal_actions()[0]
    match.apply(first)
    record = match.record_json()
    second = match.legal_actions()[-1]
    match.apply_unchecked(second)
    match.undo()
    assert match.record_json() == record
    match.undo()
    assert match.record_json()["deals"][0]["actions"] == []


def test_records_save_and_load_atomically(tmp_path: Path) -> None:
    record = BacigaRecord.from_json(json.loads(
        (RECORDS / "01-worked-example.baciga.json").read_text("utf-8")))
    path = tmp_path / "g.baciga.json"
    save_record(record, path)
    assert load_record(path).to_json() == record.to_json()
    path.write_bytes(b"\xff\xfe")
    with pytest.raises(RecordError) as caught:
        load_record(path)
    assert caught.value.code == "bad_json"
    with pytest.raises(RecordError) as caught:
        load_record(tmp_path)
    assert caught.value.code == "bad_file"


@pytest.mark.parametrize("team_size", [1, 2])
def test_deal_and_selfplay_through_the_shared_command_line(team_size: int,
                                                           capsys: pytest.CaptureFixture[str]
                                                           ) -> None:
    args = ["--game", "baciga", "--team-size", str(team_size)]
    assert cli.main(["deal", *args, "--seed", "4"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["format"] == "baciga-record/1" and len(record["players"]) == 2 * team_size
    assert GAME.replay(record)[0] == 0
    assert cli.main(["selfplay", *args, "--seed", "2", "--hands", "5"]) == 0
    records = json.loads(capsys.readouterr().out)
    assert sum(len(r["deals"]) for r in records) == 5
    for rec in records:
        status, out = GAME.replay(rec)
        assert status == 0 and out["ok"]
        assert len(rec["players"]) == 2 * team_size


def test_the_shared_command_line_refuses_three_players(capsys: pytest.CaptureFixture[str]
                                                       ) -> None:
    assert cli.main(["deal", "--game", "baciga", "--team-size", "3", "--seed", "1"]) == 2
    assert "not 6 players" in capsys.readouterr().err


def test_a_game_in_progress_is_a_phase_of_the_state() -> None:
    match = _match(["2e 3c 7o", "12o 12e 4c"])
    assert match.state.phase is Phase.TALK and match.to_act == 0 and not match.needs_deal
