"""Fuzzing the record loader: whatever it is given, `records.replay` answers with status 0, 1 or
2 and the documented shape, never an exception; `load_record` raises only `RecordError`."""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from zanga_desktop.games.zanga.records import RecordError, load_record, replay
from zanga_desktop.games.zanga.rules import CODES

RECORDS = Path(__file__).parent / "records"
VALID = [json.loads(p.read_text("utf-8")) for p in sorted(RECORDS.glob("*.zanga.json"))
         if json.loads((RECORDS / p.name.replace(".zanga.json", ".expected.json"))
                       .read_text("utf-8"))["status"] == 0]
STATUS2_CODES = {"bad_json", "bad_format", "bad_deal", "bad_file"}
# CI replays the same examples every run (a landing never hangs on luck); elsewhere each run
# explores new ones.
FUZZ = settings(max_examples=300, deadline=None, derandomize=bool(os.environ.get("CI")),
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

json_scalars = st.none() | st.booleans() | st.integers(-5, 50) | st.floats(allow_nan=False) \
    | st.text(max_size=6) | st.sampled_from(["1e", "7o", "paso", "juego", "o", "zanga-record/1",
                                            "manual", "simplificada", "cinco", "renuncio"])
json_values = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(
        st.sampled_from(["format", "preset", "options", "players", "start", "hands", "dealer",
                         "deal", "actions", "seat", "say", "play", "trump", "0", "zanga", "x"])
        | st.text(max_size=4), inner, max_size=5),
    max_leaves=30)


def check_shape(status: int, out: dict[str, Any]) -> None:
    """The documented output contract of `zanga-cli replay`."""
    assert status in (0, 1, 2)
    json.dumps(out)  # always serialisable
    if status == 0:
        assert out["ok"] is True
        assert set(out) == {"ok", "hands", "vales", "pot", "winner"}
        assert isinstance(out["hands"], list)
        assert out["winner"] in (None, 0, 1)
        for hand in out["hands"]:
            assert {"mano", "nombrado", "solo", "zanga", "trump", "tricks", "result", "bonuses",
                    "vales", "pot", "fianza", "complete"} <= set(hand)
            if hand["complete"]:
                assert sum(hand["vales"]) + hand["pot"] + hand["fianza"] == 32
        return
    assert out["ok"] is False
    error = out["error"]
    assert set(error) == {"code", "article", "message"}
    assert isinstance(error["message"], str) and error["message"]
    assert error["article"] is None or isinstance(error["article"], int)
    if status == 1:
        assert set(out) == {"ok", "hand", "action", "error"}
        assert error["code"] in CODES
        assert isinstance(out["hand"], int)
        assert out["action"] is None or isinstance(out["action"], int)
    else:
        assert set(out) == {"ok", "error"}
        assert error["code"] in STATUS2_CODES


@FUZZ
@given(json_values)
def test_arbitrary_json_never_raises(data: Any) -> None:
    status, out = replay(data)
    check_shape(status, out)


@FUZZ
@given(st.dictionaries(st.sampled_from(["format", "preset", "options", "players", "start",
                                        "hands"]), json_values, max_size=6))
def test_record_shaped_objects(data: dict[str, Any]) -> None:
    data.setdefault("format", "zanga-record/1")
    status, out = replay(data)
    check_shape(status, out)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*prefix, i))
    return out


def _parent(data: Any, path: tuple[Any, ...]) -> Any:
    for key in path[:-1]:
        data = data[key]
    return data


def _hand_list(data: Any) -> list[Any]:
    """The record's hands when an earlier mutation left them a non-empty list."""
    hands = data.get("hands") if isinstance(data, dict) else None
    return hands if isinstance(hands, list) else []


@st.composite
def mutated_records(draw: st.DrawFn) -> Any:
    data = copy.deepcopy(draw(st.sampled_from(VALID)))
    for _ in range(draw(st.integers(1, 3))):
        paths = [p for p in _paths(data) if p]
        if not paths:
            break
        path = draw(st.sampled_from(paths))
        parent = _parent(data, path)
        key = path[-1]
        how = draw(st.sampled_from(["delete", "replace", "duplicate_card", "random_action",
                                    "swap_type"]))
        if how == "delete":
            del parent[key]
        elif how == "replace":
            parent[key] = draw(json_values)
        elif how == "swap_type":
            value = parent[key]
            parent[key] = [value] if not isinstance(value, list) else {"x": value}
        elif how == "duplicate_card":
            hand = draw(st.sampled_from(hands)) if (hands := _hand_list(data)) else None
            if isinstance(hand, dict) and isinstance(hand.get("deal"), dict):
                seat = draw(st.sampled_from(["0", "1", "2", "3", "zanga"]))
                cards = hand["deal"].get(seat)
                if isinstance(cards, list) and len(cards) > 1:
                    cards[0] = cards[1]
        else:
            hand = draw(st.sampled_from(hands)) if (hands := _hand_list(data)) else None
            if isinstance(hand, dict) and isinstance(hand.get("actions"), list):
                kind = draw(st.sampled_from(["say", "play", "trump", "call", "todas", "answer",
                                             "keep", "claim", "nonsense"]))
                value = draw(st.sampled_from(["paso", "juego", "solo", "zanga", "mandar_solo",
                                              "1e", "7o", "12c", "o", "b", "cinco", "acepto",
                                              "own", "renuncio", "13o"]) | st.booleans())
                action = {"seat": draw(st.integers(-1, 4)), kind: value}
                at = draw(st.integers(0, len(hand["actions"])))
                hand["actions"].insert(at, action)
    return data


@FUZZ
@given(mutated_records())
def test_mutated_records_never_raise(data: Any) -> None:
    status, out = replay(data)
    check_shape(status, out)


@FUZZ
@given(st.sampled_from(VALID), st.data())
def test_truncated_actions_are_games_in_progress(record: Any, data: st.DataObject) -> None:
    """Cutting a legal record's last hand short leaves a legal game in progress (or a settled
    one, when the cut falls after the last action that mattered)."""
    record = copy.deepcopy(record)
    hand = record["hands"][-1]
    hand["actions"] = hand["actions"][: data.draw(st.integers(0, len(hand["actions"])))]
    status, out = replay(record)
    assert status == 0, out
    check_shape(status, out)
    last = out["hands"][-1]
    if not last["complete"]:
        assert last["result"] is None and last["bonuses"] == []


@FUZZ
@given(st.binary(max_size=300) | st.sampled_from(VALID).map(
    lambda r: json.dumps(r).encode()).flatmap(
    lambda b: st.integers(0, len(b)).map(lambda n: b[:n])))
def test_load_record_raises_only_record_error(tmp_path_factory: Any, raw: bytes) -> None:
    path = tmp_path_factory.mktemp("fuzz") / "r.zanga.json"
    path.write_bytes(raw)
    try:
        record = load_record(path)
    except RecordError as exc:
        assert exc.status == 2
        assert exc.code in STATUS2_CODES
        check_shape(2, exc.to_json())
        return
    status, out = replay(record.to_json())
    check_shape(status, out)


@FUZZ
@given(st.text(max_size=200))
def test_load_record_text(tmp_path_factory: Any, text: str) -> None:
    assume(text.strip())
    path = tmp_path_factory.mktemp("fuzz") / "t.zanga.json"
    path.write_text(text, encoding="utf-8")
    try:
        load_record(path)
    except RecordError as exc:
        check_shape(2, exc.to_json())


def test_deeply_nested_json_is_exit_2() -> None:
    deep: Any = []
    for _ in range(100_000):
        deep = [deep]
    status, out = replay({"format": "zanga-record/1", "hands": [{"dealer": 0, "deal": deep}]})
    check_shape(status, out)
    assert status == 2
