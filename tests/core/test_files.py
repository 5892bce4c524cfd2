"""`write_atomic`: a record reached through a symbolic link is written where the link points
(the link stays), a file keeps its mode, a new one gets the umask's, and the folder is synced
after the rename."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

import pytest

from zanga_desktop.core import files
from zanga_desktop.core.files import write_atomic

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="POSIX links and modes")


@posix_only
def test_a_symbolic_link_is_written_through(tmp_path: Path) -> None:
    synced = tmp_path / "synced"
    synced.mkdir()
    real = synced / "game.envite.json"
    real.write_text("old game", "utf-8")
    link = tmp_path / "game.envite.json"
    link.symlink_to(real)
    write_atomic(link, "new game")
    assert link.is_symlink()  # before: the link was replaced by a file of its own
    assert real.read_text("utf-8") == "new game"
    assert sorted(p.name for p in synced.iterdir()) == ["game.envite.json"]


@posix_only
def test_a_file_keeps_its_mode(tmp_path: Path) -> None:
    path = tmp_path / "game.zanga.json"
    path.write_text("old", "utf-8")
    os.chmod(path, 0o644)
    write_atomic(path, "new")
    assert stat.S_IMODE(path.stat().st_mode) == 0o644  # before: 0600, from mkstemp


@posix_only
def test_a_new_file_gets_the_umasks_mode(tmp_path: Path) -> None:
    path = tmp_path / "new.zanga.json"
    write_atomic(path, "new")
    assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~files._umask()


@posix_only
def test_the_folder_is_synced_after_the_rename(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[bool] = []
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        synced.append(stat.S_ISDIR(os.fstat(fd).st_mode))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    write_atomic(tmp_path / "g.json", "x")
    assert synced == [False, True]  # the file's data, then the folder holding its new name


def test_text_no_file_can_hold_leaves_the_old_file(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    path.write_text("old", "utf-8")
    with pytest.raises(UnicodeEncodeError):
        write_atomic(path, "\ud800")
    assert path.read_text("utf-8") == "old" and list(tmp_path.iterdir()) == [path]
