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
    file_suffix = ".toy.json"

    def replay(self, data: object) -> tuple[int, dict[str, Any]]:
        assert isinstance(data, dict)
        return 0, {"ok": True, "toy": data.get("moves", 0)}


def _replay(tmp_path: Path, data: object, capsys: pytest.CaptureFixture[str],
            name: str = "game.json") -> tuple[int, dict[str, Any]]:
    path = tmp_path / name
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


@pytest.mark.parametrize(("name", "game_format"), [
    ("game.json", "zanga-record/1"), ("partido.envite.json", "envite-record/1"),
    ("PARTIDO.ENVITE.JSON", "envite-record/1"), ("mano.zanga.json", "zanga-record/1")])
def test_a_record_of_no_known_format_is_refused_by_the_game_its_name_says(
        tmp_path: Path, name: str, game_format: str, capsys: pytest.CaptureFixture[str]) -> None:
    """A hand-edited `.envite.json` whose `format` went wrong is told what El Envite's
    records must say, not La Zanga's; a name no game claims goes to the default game."""
    status, out = _replay(tmp_path, {"format": "envite/1"}, capsys, name)
    assert status == 2 and out["error"]["code"] == "bad_format"
    assert f"not an {game_format}" in out["error"]["message"] or \
        f"not a {game_format}" in out["error"]["message"]


def test_a_file_name_names_its_game() -> None:
    assert registry.for_file("a/b/Partida.ENVITE.json") is registry.get("envite")
    assert registry.for_file(Path("x.zanga.json")) is registry.get("zanga")
    assert registry.for_file("x.json") is None and registry.for_file("zanga.json.txt") is None


@pytest.mark.parametrize(("name", "key"), [
    ("partido.envite.json", "section"), ("mano.zanga.json", "article"), ("game.json", "article")])
def test_a_file_that_is_no_record_is_refused_in_its_games_shape(
        tmp_path: Path, name: str, key: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Not JSON, or not there: the refusal is the one the game named by the file's ending
    documents (El Envite's errors carry a `section`, La Zanga's an `article`)."""
    path = tmp_path / name
    path.write_bytes(b"\\x00not json")
    for target, code in ((path, "bad_json"), (tmp_path / ("gone-" + name), "bad_file")):
        assert cli.main(["replay", str(target)]) == 2
        error = json.loads(capsys.readouterr().out)["error"]
        assert error["code"] == code and set(error) == {"code", key, "message"}, error
        assert error[key] is None
