"""A partido whose file names a player with a lone surrogate plays on at the table: the
autosave is written after the next card and Save works (before, every write raised
UnicodeEncodeError in a Qt slot and the turn loop stopped); a full disk on Save is a
sentence."""

from __future__ import annotations

import errno
import json
from pathlib import Path

import pytest
from envite_ui_helpers import play_first_legal

from zanga_desktop.core import files
from zanga_desktop.games.envite.records import load_record
from zanga_desktop.games.envite.ui.controller import HUMAN, EnviteSetup, default_names


def test_a_surrogate_name_from_a_file_never_stops_play_or_saving(  # type: ignore[no-untyped-def]
        qtbot, stage, tmp_path: Path) -> None:
    table = stage.table
    table.new_game(EnviteSetup(2, (HUMAN,) * 4, default_names(4), seed=3))
    first = tmp_path / "first.envite.json"
    table.save(first)
    data = json.loads(first.read_text("utf-8"))
    data["players"][2] = "Benito\ud800"
    odd = tmp_path / "odd.envite.json"
    odd.write_text(json.dumps(data), "utf-8")  # the escape, as a hand-edited file has it
    auto = tmp_path / "autosave.envite.json"
    table.autosave_path = auto
    table.resume(table.load(odd))
    play_first_legal(qtbot, table.board)
    assert auto.exists() and not table.controller.autosave_failing
    assert load_record(auto).players[2] == "Benito\ufffd"
    again = tmp_path / "again.envite.json"
    table.save(again)
    assert load_record(again).players[2] == "Benito\ufffd"
    play_first_legal(qtbot, table.board)  # the turn loop goes on


def test_save_on_a_full_disk_raises_a_sentence(qtbot, stage, tmp_path: Path,  # type: ignore[no-untyped-def]
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    table = stage.table
    table.new_game(EnviteSetup(2, (HUMAN,) * 4, default_names(4), seed=3))

    def full(*_a: object, **_k: object) -> tuple[int, str]:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files.tempfile, "mkstemp", full)
    with pytest.raises(OSError) as caught:
        table.save(tmp_path / "p.envite.json")
    assert "disk is full" in str(caught.value) and "Errno" not in str(caught.value)
    assert caught.value.errno == errno.ENOSPC
    assert "disk is full" in table.export_hand(tmp_path / "h.envite.json")
