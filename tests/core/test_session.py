"""The shared session keeps every step of any game on disk, survives a full disk, and leaves
the last good file in place when a write fails."""

from __future__ import annotations

import errno
import json
import random
from pathlib import Path

import pytest

from zanga_desktop.core import files, registry
from zanga_desktop.core.errors import RulesError
from zanga_desktop.core.session import Autosave, Saved, Session


def _session(tmp_path: Path) -> Session[object, object]:
    match = registry.get("zanga").new_match()
    return Session(match, Autosave(tmp_path / "autosave.json"))


def _first_legal(session: Session[object, object]) -> object:
    return session.match.legal_actions()[0]


def test_every_step_is_kept_and_the_file_replays(tmp_path: Path) -> None:
    session = _session(tmp_path)
    session.deal(random.Random(2))
    assert session.saved is Saved.WRITTEN
    for _ in range(5):
        session.apply(_first_legal(session))
    kept = json.loads((tmp_path / "autosave.json").read_text(encoding="utf-8"))
    assert kept == session.match.record_json()
    status, _ = registry.for_format(kept["format"]).replay(kept)
    assert status == 0
    assert not list(tmp_path.glob("*.tmp"))


def test_a_refused_action_keeps_the_file_as_it_was(tmp_path: Path) -> None:
    session = _session(tmp_path)
    session.deal(random.Random(2))
    before = (tmp_path / "autosave.json").read_bytes()
    seat = session.match.to_act
    assert seat is not None
    wrong = session.match.action_from_json({"seat": (seat + 1) % 4, "say": "paso"})
    with pytest.raises(RulesError):
        session.apply(wrong)
    assert (tmp_path / "autosave.json").read_bytes() == before


def test_a_full_disk_is_told_once_then_the_return_to_normal(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = _session(tmp_path)
    session.deal(random.Random(4))
    good = (tmp_path / "autosave.json").read_bytes()
    real = files.os.fsync

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files.os, "fsync", full)
    session.apply(_first_legal(session))
    assert session.saved is Saved.FAILED and session.autosave.error == "No space left on device"
    session.apply(_first_legal(session))
    assert session.saved is Saved.STILL_FAILING
    assert (tmp_path / "autosave.json").read_bytes() == good  # the last good game survives
    assert not list(tmp_path.glob("*.tmp"))
    monkeypatch.setattr(files.os, "fsync", real)
    session.apply(_first_legal(session))
    assert session.saved is Saved.RESTORED
    kept = json.loads((tmp_path / "autosave.json").read_text(encoding="utf-8"))
    assert len(kept["hands"][-1]["actions"]) == 3


def test_no_file_without_a_path_and_none_left_after_the_game(tmp_path: Path) -> None:
    off = Session(registry.get("zanga").new_match())
    off.deal(random.Random(1))
    assert off.saved is Saved.OFF
    keeper = Autosave(tmp_path / "a.json")
    assert keeper.keep(lambda: "x", finished=False) is Saved.WRITTEN
    assert keeper.keep(lambda: "x", finished=True) is Saved.REMOVED
    assert not (tmp_path / "a.json").exists()
