"""What a record's text may hold that no file can hold again, and numbers or nesting no record
has: every registered game's loader cleans or refuses it with a sentence a person reads, and
nothing a record brought in can make a save, or the autosave, fail (record-format.md,
Replaying; envite-record-format.md)."""

from __future__ import annotations

import importlib
import json
import random
from pathlib import Path
from typing import Any

import pytest

from zanga_desktop.core import registry
from zanga_desktop.core.files import write_atomic
from zanga_desktop.core.game import GameDefinition
from zanga_desktop.core.session import Autosave, Saved
from zanga_desktop.limits import clean_name

GAMES = registry.games()


def _record_text(game: GameDefinition) -> str:
    """A dealt game of `game` as its record file says it."""
    match = game.new_match()
    match.deal(random.Random(5))
    return match.record_text()


def _loader(game: GameDefinition) -> Any:
    """The game's own file loader (`games/<id>/records.py`, `load_record`)."""
    return importlib.import_module(f"zanga_desktop.games.{game.id}.records").load_record


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_a_lone_surrogate_in_a_name_is_cleaned_and_the_game_saves_again(
        game: GameDefinition, tmp_path: Path) -> None:
    text = _record_text(game)
    data = json.loads(text)
    data["players"][0] = "Ana\ud800"  # valid JSON ("\ud800"), but no UTF-8 text
    raw = json.dumps(data)  # ensure_ascii: the escape is in the file, as a hostile one has it
    assert "\\ud800" in raw
    path = tmp_path / f"odd{game.file_suffix}"
    path.write_text(raw, "utf-8")
    loaded = _loader(game)(path)
    match = game.load_match(json.loads(raw))
    for out in (loaded.dumps(), match.record_text()):
        out.encode("utf-8")  # before: UnicodeEncodeError on every save
        assert "Ana\ufffd" in out
    write_atomic(tmp_path / "again.json", match.record_text())


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_control_characters_and_direction_overrides_leave_names(
        game: GameDefinition) -> None:
    data = json.loads(_record_text(game))
    data["players"][1] = "Be\x00ni\u202eto\n x"
    match = game.load_match(data)
    assert json.loads(match.record_text())["players"][1] == "Benito x"


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_a_number_of_thousands_of_digits_is_named_as_such(game: GameDefinition,
                                                          tmp_path: Path) -> None:
    path = tmp_path / f"long{game.file_suffix}"
    # every game's record names its players
    path.write_text(_record_text(game).replace('"players"', '"x": ' + "9" * 5000
                                               + ', "players"', 1), "utf-8")
    with pytest.raises(ValueError) as caught:
        _loader(game)(path)
    message = str(caught.value)
    assert "5,000 digits" in message and "not JSON" not in message
    assert getattr(caught.value, "code", None) == "bad_format"


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_deep_nesting_is_named_as_such(game: GameDefinition, tmp_path: Path) -> None:
    path = tmp_path / f"deep{game.file_suffix}"
    path.write_text("[" * 100_000 + "]" * 100_000, "utf-8")
    with pytest.raises(ValueError) as caught:
        _loader(game)(path)
    message = str(caught.value)
    assert "nested too deeply" in message and "recursion" not in message


def test_names_keep_their_letters_and_lose_what_is_not_shown() -> None:
    assert clean_name("José\u200f Ñ\x7f") == "José Ñ"
    assert clean_name("x" * 100) == "x" * 39 + "…"


def test_the_autosave_survives_text_that_cannot_be_written(tmp_path: Path) -> None:
    """Whatever a write raises, the autosave says it failed; it never raises into the turn
    loop (a Qt slot), and the file as it was is kept."""
    path = tmp_path / "autosave.json"
    path.write_text("old", "utf-8")
    keep = Autosave(path)
    assert keep.keep(lambda: "new \ud800", False) is Saved.FAILED
    assert keep.error and path.read_text("utf-8") == "old"
    assert keep.keep(lambda: "new", False) is Saved.RESTORED
    assert path.read_text("utf-8") == "new"
    assert list(tmp_path.iterdir()) == [path]  # no temporary file left behind
