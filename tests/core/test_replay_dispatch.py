"""`zanga-cli replay` dispatches on the record's `format`: each game replays its own records."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from zanga_desktop import cli
from zanga_desktop.core import registry


class ToyGame:
    """Just enough of a game definition for the dispatch: an id, a format, a replay."""

    id = "toy"
    record_format = "toy-record/1"

    def replay(self, data: object) -> tuple[int, dict[str, Any]]:
        assert isinstance(data, dict)
        return 0, {"ok": True, "toy": data.get("moves", 0)}


def _replay(tmp_path: Path, data: object, capsys: pytest.CaptureFixture[str]
            ) -> tuple[int, dict[str, Any]]:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    status = cli.main(["replay", str(path)])
    return status, json.loads(capsys.readouterr().out)


def test_a_record_goes_to_the_game_of_its_format(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    registry.games()
    monkeypatch.setitem(registry._games, "toy", ToyGame())
    assert _replay(tmp_path, {"format": "toy-record/1", "moves": 3}, capsys) == (
        0, {"ok": True, "toy": 3})
    status, out = _replay(tmp_path, {"format": "zanga-record/1", "preset": "manual",
                                     "hands": []}, capsys)
    assert status == 0 and out["ok"] and out["vales"] == [16, 16]


@pytest.mark.parametrize("data", [{"format": "mus-record/9"}, [1, 2], {"format": [1]}])
def test_a_record_of_no_known_format_is_refused_by_the_default_game(
        tmp_path: Path, data: object, capsys: pytest.CaptureFixture[str]) -> None:
    status, out = _replay(tmp_path, data, capsys)
    assert status == 2 and out["ok"] is False and out["error"]["code"] == "bad_format"
