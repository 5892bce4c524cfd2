"""Files that are no records, or records with absurd values, are refused or bounded by the
loader and `zanga-cli replay`: never a traceback, never a wait, never an echo of the input
whole (record-format.md, Replaying)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from zanga_desktop.games.zanga.records import RecordError, load_record, replay
from zanga_desktop.limits import MAX_ECHO_CHARS, MAX_MESSAGE_CHARS, MAX_NAME_CHARS

RECORDS = Path(__file__).parent / "records"
GOOD = RECORDS / "01-juego-sacada.zanga.json"
WON = RECORDS / "06-broke-team-orders-solo-game-won.zanga.json"


def cli(*args: str, stdin: bytes | None = None) -> tuple[int, dict[str, Any], str]:
    proc = subprocess.run([sys.executable, "-m", "zanga_desktop.cli", *args],
                          capture_output=True, input=stdin, timeout=60, check=False)
    out = proc.stdout.decode("utf-8")
    assert "Traceback" not in proc.stderr.decode("utf-8", "replace")
    return proc.returncode, json.loads(out), out


def good() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(GOOD.read_text("utf-8"))
    return data


@pytest.mark.parametrize("path", ["/dev/zero", "/dev/null", "."])
def test_devices_and_folders_are_refused_at_once(path: str) -> None:
    if not os.path.exists(path):
        pytest.skip(f"no {path} here")
    with pytest.raises(RecordError) as caught:
        load_record(path)
    assert caught.value.code == "bad_file" and caught.value.status == 2
    status, out, _ = cli("replay", path)
    assert status == 2 and out["error"]["code"] == "bad_file"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes")
def test_a_pipe_with_no_writer_does_not_block(tmp_path: Path) -> None:
    fifo = tmp_path / "game.zanga.json"
    os.mkfifo(fifo)
    with pytest.raises(RecordError) as caught:
        load_record(fifo)  # before: open() waited for a writer, for ever
    assert caught.value.code == "bad_file"
    status, out, _ = cli("replay", str(fifo))
    assert status == 2 and out["error"]["code"] == "bad_file"


def test_a_file_over_the_limit_is_bad_format(tmp_path: Path) -> None:
    big = tmp_path / "big.zanga.json"
    with open(big, "wb") as f:
        f.truncate(16 * 1024 * 1024 + 1)  # sparse: costs no disk
    with pytest.raises(RecordError) as caught:
        load_record(big)
    assert caught.value.code == "bad_format" and "16 MB" in caught.value.message
    status, out, _ = cli("replay", str(big))
    assert status == 2 and out["error"]["code"] == "bad_format"
    status, out, _ = cli("replay", "-", stdin=b" " * (16 * 1024 * 1024 + 1))
    assert status == 2 and out["error"]["code"] == "bad_format"


def test_a_huge_player_name_is_cut(tmp_path: Path) -> None:
    data = good()
    data["players"][1] = "Ana" * 400_000
    path = tmp_path / "long.zanga.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    record = load_record(path)
    assert len(record.players[1]) == MAX_NAME_CHARS and record.players[1].endswith("…")
    assert record.players[0] == data["players"][0]


@pytest.mark.parametrize("where", ["option", "format", "card", "say"])
def test_messages_never_echo_a_huge_value(where: str, tmp_path: Path) -> None:
    huge = "z" * 3_000_000
    data = good()
    if where == "option":
        data["options"] = {huge: 1}
    elif where == "format":
        data["format"] = huge
    elif where == "card":
        data["hands"][0]["deal"]["0"][0] = huge
    else:
        data["hands"][0]["actions"][0] = {"seat": data["hands"][0]["actions"][0]["seat"],
                                          "say": huge}
    _, out = replay(data)
    assert len(out["error"]["message"]) <= MAX_MESSAGE_CHARS
    path = tmp_path / "huge.zanga.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    _, out, text = cli("replay", str(path))
    assert len(text) < MAX_MESSAGE_CHARS + 200
    message = out["error"]["message"]
    assert "z" * MAX_MESSAGE_CHARS not in text and ("…" in message or "..." in message)
    if where == "format":  # quoted by the loader itself: cut to a short echo
        assert "z" * (MAX_ECHO_CHARS + 1) not in text


def test_game_over_after_the_winning_move_has_no_action_index() -> None:
    data = json.loads(WON.read_text("utf-8"))
    data["hands"][-1]["actions"].append({"seat": 0, "play": "1e"})
    status, out = replay(data)
    assert status == 1
    assert out["error"]["code"] == "game_over" and out["action"] is None
    assert out["hand"] == len(data["hands"]) - 1
