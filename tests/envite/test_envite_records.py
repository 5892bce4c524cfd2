"""Envite records (envite-record-format.md): loading is bounded and a bad file is a clear
error with a code, never a traceback (a hypothesis fuzz of the loader); saving is atomic; a
live game's record replays to the same standings."""

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

from zanga_desktop.games.envite.game import GAME
from zanga_desktop.games.envite.records import (
    EnviteGame,
    EnviteRecord,
    RecordError,
    load_record,
    replay,
    save_record,
)
from zanga_desktop.games.envite.rules import CODES
from zanga_desktop.limits import MAX_RECORD_BYTES

RECORDS = Path(__file__).resolve().parent / "records"
VALID = [json.loads(p.read_text("utf-8")) for p in sorted(RECORDS.glob("*.envite.json"))
         if json.loads(p.with_name(p.name.replace(".envite.json", ".expected.json"))
                       .read_text("utf-8"))["status"] == 0]
STATUS2 = {"bad_json", "bad_format", "bad_deal", "bad_file"}
FUZZ = settings(max_examples=250, deadline=None, derandomize=bool(os.environ.get("CI")),
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

scalars = st.none() | st.booleans() | st.integers(-3, 12) | st.floats(allow_nan=False) \
    | st.text(max_size=5) | st.sampled_from(
        ["4c", "12o", "quiero", "paso", "tumbar", "malilla", "renuncio", "chico", "federacion",
         "popular", "envite-record/1", "mesa"])
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=5) | st.dictionaries(
    st.sampled_from(["format", "preset", "options", "players", "team_size", "captains",
                     "start", "piedras", "chicos", "hands", "dealer", "deal", "vira", "rest",
                     "actions", "seat", "play", "bet", "answer", "sena", "seen_by", "tumbo",
                     "claim", "0", "1"]) | st.text(max_size=3), inner, max_size=5),
    max_leaves=30)


def check_shape(status: int, out: dict[str, Any]) -> None:
    assert status in (0, 1, 2)
    json.dumps(out)
    if status == 0:
        assert out["ok"] is True and set(out) == {"ok", "hands", "piedras", "chicos", "winner"}
        return
    assert out["ok"] is False
    error = out["error"]
    assert set(error) == {"code", "section", "message"}
    assert isinstance(error["message"], str) and 0 < len(error["message"]) <= 400
    if status == 1:
        assert error["code"] in CODES and {"hand", "action"} <= set(out)
    else:
        assert error["code"] in STATUS2 and error["section"] is None


@FUZZ
@given(values)
def test_replay_of_anything_answers_in_shape(data: object) -> None:
    check_shape(*replay(data))


@FUZZ
@given(st.sampled_from(VALID), st.lists(st.tuples(st.integers(0, 40), values), min_size=1,
                                        max_size=3))
def test_replay_of_a_damaged_record_answers_in_shape(
        record: dict[str, Any], damage: list[tuple[int, object]]) -> None:
    data = copy.deepcopy(record)
    for where, value in damage:
        hand = data["hands"][where % len(data["hands"])]
        actions = hand["actions"]
        if actions and where % 3:
            actions[where % len(actions)] = value
        elif where % 2:
            hand["deal"][str(where % 4)] = value
        else:
            data[["team_size", "captains", "start", "options"][where % 4]] = value
    check_shape(*replay(data))


@FUZZ
@given(st.binary(max_size=200) | st.text(max_size=200).map(str.encode))
def test_load_record_raises_only_record_errors(tmp_path_factory: pytest.TempPathFactory,
                                               raw: bytes) -> None:
    path = tmp_path_factory.mktemp("fuzz") / "x.envite.json"
    path.write_bytes(raw)
    try:
        load_record(path)
    except RecordError as exc:
        assert exc.status == 2 and exc.code in STATUS2


def test_loading_is_bounded_and_refuses_what_is_not_a_file(tmp_path: Path) -> None:
    big = tmp_path / "big.envite.json"
    with big.open("wb") as f:
        f.truncate(MAX_RECORD_BYTES + 1)
    with pytest.raises(RecordError) as caught:
        load_record(big)
    assert caught.value.code == "bad_format" and "MB" in caught.value.message
    with pytest.raises(RecordError) as caught:
        load_record(tmp_path)
    assert caught.value.code == "bad_file"
    with pytest.raises(RecordError) as caught:
        load_record(tmp_path / "missing.envite.json")
    assert caught.value.code == "bad_file"
    (tmp_path / "bad.envite.json").write_text("{\"format\": ", encoding="utf-8")
    with pytest.raises(RecordError) as caught:
        load_record(tmp_path / "bad.envite.json")
    assert caught.value.code == "bad_json"


def test_a_long_echo_is_cut(tmp_path: Path) -> None:
    status, out = replay({"format": "x" * 10_000})
    assert status == 2 and len(out["error"]["message"]) < 200


def test_save_is_atomic_and_round_trips(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = EnviteGame.new("popular", {"renuncio_mode": "mesa"}, ["a", "b", "c", "d", "e", "f"])
    rng = random.Random(4)
    game.deal(rng)
    for _ in range(5):
        game.apply(game.state.legal_actions()[0])
    path = tmp_path / "partido.envite.json"
    save_record(game.record, path)
    loaded = load_record(path)
    assert loaded.to_json() == game.record.to_json()
    again = EnviteGame.from_record(loaded)
    assert again.replay_json() == game.replay_json()
    # a failing write leaves the old file whole
    old = path.read_text(encoding="utf-8")

    def broken(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", broken)
    with pytest.raises(OSError):
        save_record(EnviteRecord(), path)
    assert path.read_text(encoding="utf-8") == old
    assert [p.name for p in tmp_path.iterdir()] == ["partido.envite.json"]


def test_a_silent_decline_is_not_written_and_the_record_still_replays() -> None:
    match = GAME.new_match("federacion", {}, [f"P{s}" for s in range(6)])
    match.game.start_hand(5, _deal6())
    match.game.apply(_act(0, "bet", 3))
    match.apply(match.legal_actions()[[a.kind.value for a in match.legal_actions()]
                                      .index("decline")])
    assert [a["seat"] for a in match.record_json()["hands"][0]["actions"]] == [0]
    status, _ = replay(match.record_json())
    assert status == 0


def _deal6() -> Any:
    from envite_positions import deal_of

    return deal_of("4c", ["12o 2c 5e", "3o 7c 12e", "1o 11e 4b", "6c 3c 7b", "5o 6o 7o",
                          "1e 6b 7e"])


def _act(seat: int, kind: str, value: Any) -> Any:
    from zanga_desktop.games.envite.rules import Action, Kind

    return Action(seat, Kind(kind), value)


def test_a_bad_value_in_a_record_is_refused_at_its_place() -> None:
    data = copy.deepcopy(VALID[0])
    data["hands"][0]["actions"][0] = {"seat": 0, "play": 12}
    status, out = replay(data)
    assert status == 2 and out["error"]["code"] == "bad_format"
    data["hands"][0]["actions"][0] = {"seat": 0, "play": "12o", "seen_by": []}
    assert replay(data)[1]["error"]["code"] == "bad_format"
    data["hands"][0]["actions"][0] = {"seat": 9, "play": "12o"}
    assert replay(data)[1]["error"]["code"] == "bad_format"


# ---------------------------------------------------------------- a bet's value (section 6, 13)


def _popular_chico_fuera() -> dict[str, Any]:
    """Golden record 22: Popular, seat 3 raises to the chico ("chico fuera") and it is
    accepted (action 3 is that raise)."""
    return json.loads((RECORDS / "22-popular-chico-fuera.envite.json").read_text("utf-8"))


def test_a_bet_of_100_is_not_the_chico_under_popular() -> None:
    # the rules keep the chico as the number 100 (`CHICO`); a record writes it "chico", and
    # 100 is no step of the page's ladders: refused as an unknown value, not a chico fuera
    data = _popular_chico_fuera()
    assert data["hands"][0]["actions"][3] == {"seat": 3, "bet": "chico"}
    assert replay(data)[0] == 0
    data["hands"][0]["actions"][3]["bet"] = 100
    status, out = replay(data)
    assert status == 1, out
    assert (out["hand"], out["action"]) == (0, 3)
    assert (out["error"]["code"], out["error"]["section"]) == ("bad_bet", 6)
    assert "bet 100" in out["error"]["message"] and "next step" in out["error"]["message"]


def test_a_bet_of_100_is_refused_as_100_under_federacion() -> None:
    # Federación: the refusal names the 100 written, not "bet chico"
    data = _popular_chico_fuera()
    data["preset"] = "federacion"
    data["hands"][0]["actions"] = [{"seat": 0, "bet": 100}]
    status, out = replay(data)
    assert status == 1 and (out["hand"], out["action"]) == (0, 0)
    assert (out["error"]["code"], out["error"]["section"]) == ("bad_bet", 6)
    message = out["error"]["message"]
    assert "bet 100" in message and "chico" not in message


@pytest.mark.parametrize("preset", ["federacion", "popular"])
@pytest.mark.parametrize("value", [100, 5, 0, -3, 12, 101, "100", "cien", "Chico"])
def test_a_bet_the_page_does_not_define_is_an_illegal_action(preset: str, value: object
                                                             ) -> None:
    # right type (a whole number or a word), unknown value: exit 1, as docs/engine.md reads
    # it for La Zanga ("13o" is card_not_held), here bad_bet (section 6)
    data = _popular_chico_fuera()
    data["preset"] = preset
    data["hands"][0]["actions"] = [{"seat": 0, "bet": value}]
    status, out = replay(data)
    assert status == 1, out
    assert (out["action"], out["error"]["code"]) == (0, "bad_bet")


@pytest.mark.parametrize("value", [True, False, 1.0, 3.0, 100.0, None, [3], {"step": 3}])
def test_a_bet_of_the_wrong_type_is_not_a_record(value: object) -> None:
    # envite-record-format.md: "a value of the wrong type" is bad_format, exit 2
    data = _popular_chico_fuera()
    data["hands"][0]["actions"][0]["bet"] = value
    status, out = replay(data)
    assert status == 2 and out["error"]["code"] == "bad_format", out
    assert "integer or \"chico\"" in out["error"]["message"]


def test_the_page_steps_are_still_read() -> None:
    # every step of both ladders is read as itself; "chico" as the chico
    data = _popular_chico_fuera()
    assert replay(data)[0] == 0
    for preset, ladder in (("federacion", [3, 6, 9]), ("popular", [4, 7, 9, "chico"])):
        data["preset"] = preset
        bets = [{"seat": s, "bet": step} for s, step in enumerate(ladder)]
        data["hands"][0]["actions"] = [*bets, {"seat": 0 if len(ladder) == 4 else 3,
                                               "answer": "paso"}]
        status, out = replay(data)
        assert status == 0, out
        assert out["hands"][0]["refused"] == ladder[-1]


def test_a_refused_number_round_trips_as_the_number_written() -> None:
    data = _popular_chico_fuera()
    data["hands"][0]["actions"][3]["bet"] = 100
    assert EnviteRecord.from_json(data).to_json()["hands"][0]["actions"][3] == {
        "seat": 3, "bet": 100}


def test_zanga_cli_replay_refuses_a_bet_of_100(tmp_path: Path) -> None:
    import subprocess
    import sys

    data = _popular_chico_fuera()
    data["hands"][0]["actions"][3]["bet"] = 100
    path = tmp_path / "hundred.envite.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "zanga_desktop.cli", "replay", str(path)],
                          capture_output=True, text=True, encoding="utf-8", timeout=120,
                          check=False)
    assert "Traceback" not in proc.stderr, proc.stderr
    assert proc.returncode == 1, proc.stdout
    out = json.loads(proc.stdout)
    assert out["ok"] is False and (out["hand"], out["action"]) == (0, 3)
    assert out["error"] == {"code": "bad_bet", "section": 6,
                            "message": "Seat 3 bet 100, but the next step of the ladder is "
                                       "chico."}


def test_a_bet_too_long_to_write_is_refused_without_a_traceback() -> None:
    # a caller's data (json.loads itself refuses such a number): past Python's limit on the
    # digits of an int written out, the refusal still names it in a sentence
    data = _popular_chico_fuera()
    data["hands"][0]["actions"][3]["bet"] = 10 ** 5000
    status, out = replay(data)
    assert status == 1 and out["error"]["code"] == "bad_bet"
    assert "too long" in out["error"]["message"]
