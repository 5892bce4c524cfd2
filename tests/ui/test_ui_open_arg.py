"""`zanga FILE` opens a saved game (what the installers' file associations run), and so does
the system's file-open event (macOS); a bad file shows a message and the first screen
follows, as if no file had been given."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from zanga_desktop import app
from zanga_desktop.games.zanga.records import load_record
from zanga_desktop.ui.main_window import MainWindow

RECORD = Path(__file__).parents[1] / "records" / "02-puesta-carries-over.zanga.json"


def same_deals(window: MainWindow, path: Path) -> bool:
    opened = window.controller.game.record.hands
    saved = load_record(path).hands
    return [h.deal for h in opened[:len(saved)]] == [h.deal for h in saved]


def test_the_command_line_takes_a_record() -> None:
    args = app.build_parser().parse_args([str(RECORD), "--speed", "instant"])
    assert args.record == str(RECORD)


def test_a_record_given_at_start_is_opened_without_the_resume_question(
        window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: pytest.fail("no resume question when a file is given"))
    app.open_first(window, str(RECORD), offer_resume=True)
    assert same_deals(window, RECORD)


def test_a_bad_record_warns_and_the_first_screen_follows(
        window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, title, text: warnings.append(text))
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: pytest.fail("no resume question when a file is given"))
    bad = tmp_path / "broken.zanga.json"
    bad.write_text("{not json", encoding="utf-8")
    app.open_first(window, str(bad), offer_resume=True)
    assert warnings and "could not be opened" in warnings[0]
    # as if no file had been given: the start screen, nothing dealt over an autosave
    assert window.start_screen.isVisible()
    assert not window.controller.game.record.hands


def test_the_systems_file_open_event_opens_the_record(qapp: QApplication,
                                                       window: MainWindow) -> None:
    opener = app.file_opener(lambda: window)
    qapp.installEventFilter(opener)
    try:
        QApplication.sendEvent(qapp, QFileOpenEvent(str(RECORD)))
    finally:
        qapp.removeEventFilter(opener)
    assert same_deals(window, RECORD)
