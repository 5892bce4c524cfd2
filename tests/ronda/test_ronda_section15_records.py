"""Section 15 and the record format (ronda-record-format.md): a record round-trips, a bad file
is refused with its code and never a traceback (a hypothesis fuzz of the loader), files are
read bounded and written atomically, and every replay error has its code and section."""

from __future__ import annotations

import copy
import json
import os
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ronda_setup import deck_for

from zanga_desktop.games.ronda.game import GAME
from zanga_desktop.games.ronda.records import (
    RecordError,
    RondaRecord,
    load_record,
    replay,
    save_record,
)
from zanga_desktop.games.ronda.rules import CODES
from zanga_desktop.limits import MAX_RECORD_BYTES

STATUS2 = {"bad_json", "bad_format", "bad_deal", "bad_file"}
FUZZ = settings(max_examples=300, deadline=None, derandomize=bool(os.environ.get("CI")),
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _played(seats: int, seed: int) -> dict[str, Any]:
    match = GAME.new_match(seats=seats)
    rng = random.Random(seed)
    deals = 0
    while not match.is_over and deals < 2:
        if match.needs_deal:
            match.deal(rng)
            deals += 1
            continue
        match.apply(rng.choice(list(match.legal_actions())))
    return match.record_json()


VALID = [_played(2, 1), _played(4, 2), _played(2, 3)]

scalars = st.none() | st.booleans() | st.integers(-3, 45) | st.floats(allow_nan=False) \
    | st.text(max_size=5) | st.sampled_from(
        ["4c", "12o", "13o", "ronda", "rondin", "envio", "quiero", "no_quiero", "chiquita",
         "a_la_mayor", "bengala", "ronda-record/1", "last", "\ud800", "xx"])
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=5) | st.dictionaries(
    st.sampled_from(["format", "preset", "options", "players", "start", "points", "deals",
                     "dealer", "deck", "actions", "seat", "play", "declare", "say", "wait",
                     "target", "fall_points", "capture_mandatory"]) | st.text(max_size=3),
    inner, max_size=5), max_leaves=30)


def check_shape(status: int, out: dict[str, Any]) -> None:
    assert status in (0, 1, 2)
    json.dumps(out)
    if status == 0:
        assert out["ok"] is True and set(out) == {"ok", "deals", "points", "winner"}
        return
    assert out["ok"] is False
    error = out["error"]
    assert set(error) == {"code", "section", "message"}
    assert isinstance(error["message"], str) and 0 < len(error["message"]) <= 400
    if status == 1:
        assert error["code"] in CODES and {"deal", "action"} <= set(out)
        assert isinstance(error["section"], int)
    else:
        assert error["code"] in STATUS2 and error["section"] is None


@FUZZ
@given(values)
def test_section15_replay_of_anything_answers_in_shape(data: object) -> None:
    check_shape(*replay(data))


@FUZZ
@given(st.sampled_from(VALID), st.lists(st.tuples(st.integers(0, 200), values), min_size=1,
                                        max_size=3))
def test_section15_replay_of_a_damaged_record_answers_in_shape(
        record: dict[str, Any], damage: list[tuple[int, object]]) -> None:
    data = copy.deepcopy(record)
    for where, value in damage:
        deal = data["deals"][where % len(data["deals"])]
        actions = deal["actions"]
        if actions and where % 3:
            actions[where % len(actions)] = value
        elif where % 3 == 0:
            deal["deck"][where % 40] = value
        else:
            data[("start", "players", "options", "preset")[where % 4]] = value
    check_shape(*replay(data))


def test_section15_a_record_round_trips() -> None:
    for data in VALID:
        record = RondaRecord.from_json(data)
        assert record.to_json() == data
        assert RondaRecord.loads(record.dumps()).to_json() == data


@pytest.mark.parametrize(("change", "code"), [
    (lambda d: d.update(format="envite-record/1"), "bad_format"),
    (lambda d: d.update(preset="popular"), "bad_format"),
    (lambda d: d.update(options={"target": 0}), "bad_format"),
    (lambda d: d.update(players=["a", "b", "c"]), "bad_format"),
    (lambda d: d.update(start={"points": [18, 0]}), "bad_format"),
    (lambda d: d.update(start={"points": [10**400, 0]}), "bad_format"),
    (lambda d: d.update(deals={}), "bad_format"),
    (lambda d: d["deals"][0].update(dealer=2), "bad_format"),
    (lambda d: d["deals"][0]["actions"].insert(0, {"seat": 5, "play": "1o"}), "bad_format"),
    (lambda d: d["deals"][0]["actions"].insert(0, {"seat": 0, "play": "1o", "say": "envio"}),
     "bad_format"),
    (lambda d: d["deals"][0]["actions"].insert(0, {"seat": 0, "wait": True}), "bad_format"),
    (lambda d: d["deals"][0]["actions"].insert(0, {"seat": 0, "play": 7}), "bad_format"),
    (lambda d: d["deals"][0]["deck"].pop(), "bad_deal"),
    (lambda d: d["deals"][0]["deck"].__setitem__(0, d["deals"][0]["deck"][1]), "bad_deal"),
    (lambda d: d["deals"][0]["deck"].__setitem__(0, "13o"), "bad_deal"),
])
def test_section15_a_file_that_is_not_a_record_is_refused_with_its_code(change: Any,
                                                                         code: str) -> None:
    data = copy.deepcopy(VALID[0])
    change(data)
    status, out = replay(data)
    assert status == 2 and out["error"]["code"] == code and out["error"]["section"] is None


def test_section15_a_lone_surrogate_is_cleaned_where_a_player_reads_it() -> None:
    """A name or a word holding a lone surrogate (valid JSON, but no text) is kept as the
    replacement character, as every game's loader keeps it (tests/test_hostile_text.py): the
    name is shown and saved again, the word is one the rules know nothing of."""
    data = copy.deepcopy(VALID[0])
    data["players"] = ["a", "\ud800"]
    status, _ = replay(data)
    assert status == 0
    assert RondaRecord.from_json(data).players == ["a", "\ufffd"]
    data = copy.deepcopy(VALID[0])
    data["deals"][0]["actions"].insert(0, {"seat": 0, "say": "\ud800"})
    status, out = replay(data)
    # refused at its place in the contract's order of checks: no contest to speak here
    assert status == 1 and out["error"]["code"] == "unexpected_action"


def test_section15_deep_nesting_and_bad_files(tmp_path: Path) -> None:
    deep: Any = []
    for _ in range(100_000):
        deep = [deep]
    status, _ = replay({"format": "ronda-record/1", "players": ["a", "b"], "deals": deep})
    assert status == 2
    with pytest.raises(RecordError) as caught:
        RondaRecord.loads("[" * 100_000)
    assert caught.value.code in ("bad_json", "bad_format")
    with pytest.raises(RecordError) as caught:
        load_record(tmp_path)
    assert caught.value.code == "bad_file"
    big = tmp_path / "big.ronda.json"
    big.write_bytes(b" " * (MAX_RECORD_BYTES + 1))
    with pytest.raises(RecordError) as caught:
        load_record(big)
    assert caught.value.code == "bad_format"
    bad = tmp_path / "bad.ronda.json"
    bad.write_bytes(b"\xff\xfe{")
    with pytest.raises(RecordError) as caught:
        load_record(bad)
    assert caught.value.code == "bad_json"


def test_section15_a_save_is_atomic_and_loads_back(tmp_path: Path) -> None:
    path = tmp_path / "game.ronda.json"
    record = RondaRecord.from_json(VALID[1])
    save_record(record, path)
    assert load_record(path).to_json() == VALID[1]
    assert [p.name for p in tmp_path.iterdir()] == ["game.ronda.json"]


def _record(deals: list[dict[str, Any]], seats: int = 2, **top: Any) -> dict[str, Any]:
    return {"format": "ronda-record/1", "preset": "bengala", "options": {},
            "players": ["a", "b", "c", "d"][:seats], "start": {"points": [0, 0]},
            "deals": deals, **top}


def _deck(seats: int = 2, dealer: int = 1, table: str = "1o 2o 4o 6o",
          hands: tuple[str, ...] = ("5o 5c 7e", "10c 10e 11b")) -> list[str]:
    return [str(c) for c in deck_for(seats, dealer, table, hands)]


@pytest.mark.parametrize(("actions", "code", "section", "index"), [
    ([{"seat": 1, "play": "10c"}], "not_your_turn", 5, 0),
    ([{"seat": 0, "play": "10c"}], "card_not_held", 5, 0),
    ([{"seat": 0, "play": "13o"}], "card_not_held", 5, 0),
    ([{"seat": 1, "declare": "rondin"}], "no_combination", 8, 0),
    ([{"seat": 0, "declare": "ronda"}, {"seat": 0, "declare": "ronda"}],
     "declare_not_allowed", 8, 1),
    ([{"seat": 0, "declare": "trio"}], "bad_value", 8, 0),
    ([{"seat": 0, "declare": "ronda"}, {"seat": 1, "declare": "ronda"},
      {"seat": 0, "say": "quiero"}], "bad_say", 9, 2),
    ([{"seat": 0, "declare": "ronda"}, {"seat": 1, "declare": "ronda"},
      {"seat": 0, "say": "olé"}], "bad_value", 9, 2),
    ([{"seat": 0, "declare": "ronda"}, {"seat": 1, "declare": "ronda"},
      {"seat": 1, "say": "envio"}], "not_your_turn", 9, 2),
    ([{"seat": 0, "declare": "ronda"}, {"seat": 1, "declare": "ronda"},
      {"seat": 0, "play": "5o"}], "unexpected_action", 9, 2),
    ([{"seat": 0, "say": "envio"}], "unexpected_action", 9, 0),
    ([{"seat": 0, "play": "7e"}, {"seat": 0, "declare": "ronda"}], "not_your_turn", 8, 1),
])
def test_section15_every_rules_error_has_its_code_section_and_place(
        actions: list[dict[str, Any]], code: str, section: int, index: int) -> None:
    status, out = replay(_record([{"dealer": 1, "deck": _deck(), "actions": actions}]))
    assert status == 1, out
    assert (out["deal"], out["action"]) == (0, index)
    assert (out["error"]["code"], out["error"]["section"]) == (code, section)


def test_section15_must_capture_in_a_record() -> None:
    deck = _deck(table="3o 4c 5e 7b", hands=("3e 5b 11c", "2e 6c 12e"))
    status, out = replay(_record([{"dealer": 1, "deck": deck,
                                   "actions": [{"seat": 0, "play": "11c"}]}]))
    assert status == 1 and out["error"]["code"] == "must_capture"
    assert out["error"]["message"] == "Seat 0 dropped 11c, but he can capture with 3e, 5b and " \
        "must."


def test_section15_deal_errors_have_no_action_index() -> None:
    game = VALID[0]
    first = game["deals"][0]
    done = dict(first)
    wrong = _record([done, {"dealer": first["dealer"], "deck": first["deck"], "actions": []}])
    status, out = replay(wrong)
    assert status == 1 and out["action"] is None and out["deal"] == 1
    assert out["error"]["code"] in ("wrong_dealer", "incomplete_deal")
    short = dict(first, actions=first["actions"][:5])
    status, out = replay(_record([short, {"dealer": (first["dealer"] + 1) % 2,
                                          "deck": first["deck"], "actions": []}]))
    assert status == 1 and out["error"]["code"] == "incomplete_deal"
    assert (out["deal"], out["action"], out["error"]["section"]) == (1, None, 15)
