"""Game > Open recent: the games saved and opened last, newest first, each opened as Open
opens it; a file gone is said so and taken off; the list can be cleared, and a hand-edited
list is read with care."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox
from ui_helpers import rules_setup, wait_for_human

from zanga_desktop.ui import recent_files, settings
from zanga_desktop.ui.main_window import MainWindow


def _entries(window: MainWindow) -> list[QAction]:
    window.menu_recent.aboutToShow.emit()
    return [a for a in window.menu_recent.actions() if a.objectName().startswith("recent_")
            and a.objectName() != "recent_clear"]


def test_saved_and_opened_games_are_listed_newest_first_and_open(  # type: ignore[no-untyped-def]
        qtbot, window: MainWindow, tmp_path: Path) -> None:
    assert _entries(window) == []
    assert not window.menu_recent.actions()[0].isEnabled()  # "No game opened or saved yet"
    window.new_game(rules_setup(seed=11))
    wait_for_human(qtbot, window)
    first, second = tmp_path / "first.zanga.json", tmp_path / "R&D.zanga.json"
    assert window.save_file(first) and window.save_file(second)
    entries = _entries(window)
    assert [a.toolTip() for a in entries] == [str(second), str(first)]
    assert entries[0].text() == "&1 R&&D.zanga.json"  # its '&' shown, not a mnemonic
    saved = first.read_text(encoding="utf-8")
    entries[1].trigger()  # first.zanga.json
    assert "Game opened." in window.tutor.narration.toPlainText()
    assert [a.toolTip() for a in _entries(window)] == [str(first), str(second)]
    window.save_file(first)
    assert first.read_text(encoding="utf-8") == saved  # the very game it held


def test_a_file_gone_is_said_so_and_taken_off(qtbot, window: MainWindow, tmp_path: Path,  # type: ignore[no-untyped-def]
                                             monkeypatch) -> None:
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information",
                        lambda parent, title, text, *a: told.append(text))
    gone = tmp_path / "gone.zanga.json"
    recent_files.remember(gone)
    _entries(window)[0].trigger()
    assert told and "gone.zanga.json" in told[0] and "no longer there" in told[0]
    assert recent_files.paths() == []


def test_the_list_is_cleared_and_a_hand_edited_one_read_with_care(  # type: ignore[no-untyped-def]
        qtbot, window: MainWindow, tmp_path: Path) -> None:
    for i in range(9):
        recent_files.remember(tmp_path / f"g{i}.zanga.json")
    assert len(recent_files.paths()) == recent_files.MOST
    assert recent_files.paths()[0].endswith("g8.zanga.json")
    window.menu_recent.aboutToShow.emit()
    clear = next(a for a in window.menu_recent.actions() if a.objectName() == "recent_clear")
    clear.trigger()
    assert recent_files.paths() == [] and _entries(window) == []
    settings.put(recent_files.KEY, ["x" * 100_000, "", "/a.zanga.json", "/a.zanga.json"])
    assert recent_files.paths() == ["/a.zanga.json"]
    settings.put(recent_files.KEY, 7)
    assert recent_files.paths() == []
