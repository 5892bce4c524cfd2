"""A network table's files are read back without trusting them (`net/saved.py`): the save a
host reopens is read as a record file is (a regular file, at most the records' bound, UTF-8
JSON), and a key at most a key's length. A file edited into something huge, a pipe, or JSON
that is no table is refused with a sentence: the window offers no table to reopen,
`zanga-cli serve --resume` says why and exits 2, and nothing waits or reads it whole."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from zanga_desktop.core import registry
from zanga_desktop.limits import MAX_RECORD_BYTES
from zanga_desktop.net.cli import serve_main
from zanga_desktop.net.limits import MAX_NAME, MAX_TOKEN
from zanga_desktop.net.saved import read_table, read_token
from zanga_desktop.ui.net import left_open

pytestmark = pytest.mark.usefixtures("isolated")


def _huge(path: Path) -> Path:
    with path.open("wb") as f:  # sparse: as large as it says, nothing written
        f.truncate(MAX_RECORD_BYTES + 1)
    return path


def test_a_saved_table_larger_than_a_record_is_refused_unread(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="larger than"):
        read_table(_huge(tmp_path / "table.json"))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_in_place_of_the_save_is_refused_without_waiting(tmp_path: Path) -> None:
    pipe = tmp_path / "table.json"
    os.mkfifo(pipe)
    with pytest.raises(ValueError, match="not a file"):
        read_table(pipe)


def test_json_that_is_no_table_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "table.json"
    path.write_text("[1, 2, 3]", encoding="utf-8")
    with pytest.raises(ValueError, match="not a saved network table"):
        read_table(path)


def test_the_window_offers_no_table_to_reopen_from_a_damaged_save(qapp) -> None:  # type: ignore[no-untyped-def]
    game = registry.get("ronda")
    path = left_open.saved_table_path(game)
    assert path is not None
    path.write_text(json.dumps({"game": "ronda", "seats": []}), encoding="utf-8")
    assert left_open.saved_table(game) == {"game": "ronda", "seats": []}
    _huge(path)
    assert left_open.saved_table(game) is None


def test_serve_says_why_it_cannot_resume_a_huge_file(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = serve_main(["--game", "ronda", "--resume", str(_huge(tmp_path / "t.json")),
                       "--no-announce", "--host", "127.0.0.1"])
    assert code == 2
    assert "zanga-cli serve: The file is larger than" in capsys.readouterr().err


def test_a_key_is_read_no_longer_than_a_key(tmp_path: Path) -> None:
    path = tmp_path / "key"
    path.write_text("k" * (10 * MAX_TOKEN) + "\n", encoding="utf-8")
    assert read_token(path) == "k" * MAX_TOKEN
    assert read_token(tmp_path / "none") is None


def test_a_hand_edited_save_is_reopened_with_what_still_makes_sense() -> None:
    """A seat that is no object among the seats is left out (it took the reopening down); a
    table code that reads as none, however long, is made again as the table opens (the
    host's own window would refuse a welcome carrying it); a real code is kept; the rest
    that makes no sense takes the table's defaults, a name is kept as a hello keeps it."""
    from zanga_desktop.net.code import table_code
    from zanga_desktop.net.table import SeatSpec, TableCore

    game = registry.get("ronda")
    code = table_code("192.168.1.20", 40123)
    saved = json.loads(json.dumps(TableCore.new(game, [SeatSpec(), SeatSpec("rules")],
                                                code=code).to_json()))
    assert TableCore.restore(game, saved, now=0.0).code == code
    edited = {**saved, "seats": ["a seat", *saved["seats"]], "code": "X" * 100_000}
    core = TableCore.restore(game, edited, now=0.0)
    assert [s.kind.value for s in core.seats] == [s["kind"] for s in saved["seats"]]
    assert core.code == ""
    # a level to stand in that is none, a host's seat the table has not, a seed and a hand
    # count that are no numbers, a name of many lines: the table's own defaults, one line
    seats = [{**saved["seats"][0], "name": "Ana\n" + "x" * 500}, saved["seats"][1]]
    edited = {**saved, "seats": seats, "on_drop": "god", "host_seat": 9, "seed": {"a": 1},
              "hands": -3}
    core = TableCore.restore(game, edited, now=0.0)
    assert (core.on_drop, core.host_seat, core.seed, core.hands_limit) == ("wait", None, 0, None)
    assert core.seats[0].name == ("Ana " + "x" * 500)[:MAX_NAME]
