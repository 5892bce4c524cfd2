"""A full disk on Save is said in a sentence a person understands, never "[Errno 28] ...";
a settings file that is a folder is moved aside and told, and settings are kept again."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from ui_helpers import rules_setup, wait_for_human

from zanga_desktop.core import files
from zanga_desktop.ui import settings
from zanga_desktop.ui.file_errors import write_error_text
from zanga_desktop.ui.main_window import MainWindow


def _disk_full(*_args: object, **_kwargs: object) -> tuple[int, str]:
    raise OSError(errno.ENOSPC, "No space left on device")


def test_save_on_a_full_disk_says_so_in_words(qtbot, window: MainWindow, tmp_path: Path,  # type: ignore[no-untyped-def]
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    window.new_game(rules_setup(seed=5))
    wait_for_human(qtbot, window)
    target = tmp_path / "g.zanga.json"
    target.write_text("the game as it was", "utf-8")
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: told.append(text))
    monkeypatch.setattr(files.tempfile, "mkstemp", _disk_full)
    assert not window.save_file(target)
    assert told and "disk is full" in told[0] and "Errno" not in told[0]
    assert target.read_text("utf-8") == "the game as it was"


@pytest.mark.parametrize(("code", "words"), [
    (errno.ENOSPC, "disk is full"), (errno.EACCES, "not allowed"), (errno.EROFS, "only be read"),
    (errno.ENOENT, "does not exist"), (errno.EIO, "could not be written")])
def test_every_write_error_is_a_sentence(code: int, words: str) -> None:
    text = write_error_text(OSError(code, "raw"))
    assert words in text and "Errno" not in text


def test_a_settings_file_that_is_a_folder_is_moved_aside_and_told(tmp_path: Path) -> None:
    name = Path(settings.settings().fileName())
    name.mkdir(parents=True)
    (name / "something.txt").write_text("kept", "utf-8")
    settings._checked.discard(str(name))
    settings.check_file()
    kept = settings.take_damaged()
    assert len(kept) == 1 and (kept[0] / "something.txt").read_text("utf-8") == "kept"
    settings.put("view/speed", "fast")
    assert name.is_file() and "fast" in name.read_text("utf-8")
