"""La Zanga's records through `zanga-cli replay` as a user runs it (a real subprocess, exit
statuses, one JSON object on stdout, never a traceback), and its atomic `save_record`."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from cli_run import replay_file, run

from zanga_desktop.core import files as core_files
from zanga_desktop.games.zanga.records import Game, GameRecord, load_record, save_record

RECORDS = Path(__file__).parent / "records"
GOOD = RECORDS / "01-juego-sacada.zanga.json"
def good_record() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(GOOD.read_text("utf-8"))
    return data


def write(tmp_path: Path, data: object | str, name: str = "r.zanga.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def test_replay_legal_record_exit_0() -> None:
    status, out = replay_file(GOOD)
    assert status == 0
    assert out["ok"] is True and out["vales"] == [18, 14] and out["winner"] is None


def test_replay_from_stdin() -> None:
    proc = run("replay", "-", stdin=GOOD.read_text("utf-8"))
    assert proc.returncode == 0
    assert json.loads(proc.stdout)["vales"] == [18, 14]


def test_wrong_seat_is_exit_1(tmp_path: Path) -> None:
    data = good_record()
    data["hands"][0]["actions"][1]["seat"] = 2  # seat 2 speaks in seat 1's turn
    status, out = replay_file(write(tmp_path, data))
    assert status == 1
    assert out["hand"] == 0 and out["action"] == 1
    assert out["error"]["code"] == "not_your_turn"
    assert "seat 1" in out["error"]["message"] and "seat 2" in out["error"]["message"]


def test_renuncio_is_exit_1_naming_seat_and_cards(tmp_path: Path) -> None:
    data = good_record()
    actions = data["hands"][0]["actions"]
    actions[6] = {"seat": 1, "play": "11c"}  # 1e was led; seat 1 holds 5o 7o 11o
    status, out = replay_file(write(tmp_path, data))
    assert status == 1 and (out["hand"], out["action"]) == (0, 6)
    assert out["error"]["code"] == "must_follow_trump" and out["error"]["article"] == 28
    for part in ("Seat 1", "11c", "7o", "11o", "5o"):
        assert part in out["error"]["message"]


@pytest.mark.parametrize(("content", "code"), [
    ("this is not json", "bad_json"),
    ("", "bad_json"),
    ("[1, 2, 3]", "bad_format"),
    ('{"format": "zanga-record/1"}', "bad_format"),
    ('{"format": "zanga-record/1", "hands": 7}', "bad_format"),
    ('{"format": "zanga-record/1", "hands": [{"dealer": "3"}]}', "bad_format"),
    ('{"format": "zanga-record/1", "start": {"vales": [20, 20], "pot": 0}, "hands": []}',
     "bad_format"),
    ("\ud800", "bad_json"),
])
def test_bad_input_is_exit_2(tmp_path: Path, content: str, code: str) -> None:
    path = tmp_path / "r.zanga.json"
    path.write_bytes(content.encode("utf-8", "surrogatepass"))
    status, out = replay_file(path)
    assert status == 2
    assert out["ok"] is False and set(out) == {"ok", "error"}
    assert out["error"]["code"] == code


def test_truncated_record_is_exit_2(tmp_path: Path) -> None:
    text = GOOD.read_text("utf-8")
    for cut in (1, len(text) // 3, len(text) - 3):
        status, out = replay_file(write(tmp_path, text[:cut]))
        assert status == 2 and out["error"]["code"] == "bad_json"


def test_wrong_types_are_exit_2(tmp_path: Path) -> None:
    for mutate, code in (
        (lambda d: d.update(players="four"), "bad_format"),
        (lambda d: d["start"].update(vales=["16", 16]), "bad_format"),
        (lambda d: d["hands"][0].update(deal=["1e"]), "bad_deal"),
        (lambda d: d["hands"][0].update(actions={"seat": 0}), "bad_format"),
        (lambda d: d["hands"][0]["actions"].__setitem__(0, ["seat", 0]), "bad_format"),
        (lambda d: d["hands"][0]["actions"].__setitem__(0, {"seat": 7, "say": "paso"}),
         "bad_format"),
        (lambda d: d["hands"][0]["actions"].__setitem__(0, {"seat": 0, "dance": "jota"}),
         "bad_format"),
        (lambda d: d.update(preset="chinchon"), "bad_format"),
        (lambda d: d.update(options={"pie_may_pass": "yes"}), "bad_format"),
    ):
        data = good_record()
        mutate(data)
        status, out = replay_file(write(tmp_path, data))
        assert status == 2, data
        assert out["error"]["code"] == code, data


def test_deal_of_39_cards_and_unknown_cards_are_exit_2(tmp_path: Path) -> None:
    data = good_record()
    data["hands"][0]["deal"]["2"].pop()
    status, out = replay_file(write(tmp_path, data))
    assert status == 2 and out["error"]["code"] == "bad_deal"
    for bad in ("8o", "13e", "", "1x", 5, None):
        data = good_record()
        data["hands"][0]["deal"]["zanga"][3] = bad
        status, out = replay_file(write(tmp_path, data))
        assert status == 2 and out["error"]["code"] == "bad_deal", bad


def test_missing_file_is_exit_2(tmp_path: Path) -> None:
    status, out = replay_file(tmp_path / "nowhere.zanga.json")
    assert status == 2
    assert out["ok"] is False and out["error"]["code"] == "bad_file"
    status, out = replay_file(tmp_path)  # a directory
    assert status == 2 and out["ok"] is False


# ---------------------------------------------------------------------- save_record


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    record = load_record(GOOD)
    path = tmp_path / "sub" / "saved.zanga.json"
    save_record(record, path)
    assert load_record(path).to_json() == record.to_json()
    status, out = replay_file(path)
    assert status == 0 and out["vales"] == [18, 14]


def test_save_record_is_atomic(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.zanga.json"
    first = load_record(GOOD)
    save_record(first, path)
    before = path.read_bytes()

    game = Game.from_record(first)
    game.deal(__import__("random").Random(3))
    second = game.record

    def broken_replace(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(core_files.os, "replace", broken_replace)
    with pytest.raises(OSError):
        save_record(second, path)
    monkeypatch.undo()
    assert path.read_bytes() == before, "the previous file must survive a failed write"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.zanga.json"], \
        "the temporary file is removed"
    save_record(second, path)
    assert len(load_record(path).hands) == 2


def test_save_record_atomic_when_write_fails(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.zanga.json"
    save_record(load_record(GOOD), path)
    before = path.read_bytes()

    def broken_dumps(self: GameRecord) -> str:
        raise RuntimeError("crash while serialising")

    monkeypatch.setattr(GameRecord, "dumps", broken_dumps)
    with pytest.raises(RuntimeError):
        save_record(load_record(GOOD), path)
    assert path.read_bytes() == before

    def broken_fsync(fd: int) -> None:
        raise OSError(5, "I/O error")

    monkeypatch.undo()
    monkeypatch.setattr(core_files.os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        save_record(load_record(GOOD), path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.zanga.json"]
    assert not any(name.endswith(".tmp") for name in os.listdir(tmp_path))
