"""`zanga FILE` opens a saved game (what the installers' file associations run); a bad file
shows a message and a new game starts instead."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from zanga_desktop import app
from zanga_desktop.records import load_record
from zanga_desktop.ui.main_window import MainWindow

RECORDS = Path(__file__).parents[1] / "records"


def run_app(qapp: QApplication, argv: list[str]) -> MainWindow:
    seen: dict[str, MainWindow] = {}

    def look() -> None:
        window = next(w for w in qapp.topLevelWidgets()
                      if isinstance(w, MainWindow) and w.isVisible())
        seen["window"] = window
        window.controller.shutdown()
        window.close()
        qapp.quit()

    QTimer.singleShot(1500, look)
    assert app.main([*argv, "--speed", "instant"]) == 0
    return seen["window"]


def test_a_record_given_on_the_command_line_is_opened(qapp: QApplication,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: pytest.fail("no resume question when a file is given"))
    record = RECORDS / "02-puesta-carries-over.zanga.json"
    window = run_app(qapp, [str(record)])
    opened = window.controller.game.record.hands
    saved = load_record(record).hands
    assert len(opened) >= len(saved)  # the record's hands, then play goes on
    assert [h.deal for h in opened[:len(saved)]] == [h.deal for h in saved]


def test_a_bad_file_on_the_command_line_warns_and_starts_a_new_game(
        qapp: QApplication, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, title, text: warnings.append(text))
    bad = tmp_path / "broken.zanga.json"
    bad.write_text("{not json", encoding="utf-8")
    window = run_app(qapp, [str(bad)])
    assert warnings and "could not be opened" in warnings[0]
    assert len(window.controller.game.record.hands) == 1  # a fresh game was dealt
