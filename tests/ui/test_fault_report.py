"""An error nobody expected: written down in the data folder (bounded), told to the player
in a sentence over the window, once a minute at most, and told even when nothing can be
written; the program installs the report for its own thread and for the others."""

from __future__ import annotations

import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from zanga_desktop.ui import fault_report
from zanga_desktop.ui.fault_report import LOG_NAME, MAX_LOG_BYTES, FaultReport


def fail(message: str = "the table lost a card") -> tuple[type[BaseException], BaseException,
                                                           object]:
    try:
        raise RuntimeError(message)
    except RuntimeError as exc:
        return type(exc), exc, exc.__traceback__


def told(qtbot, report: FaultReport) -> QMessageBox:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: report.box is not None and report.box.isVisible())
    assert report.box is not None
    return report.box


def test_an_unexpected_error_is_written_down_and_told(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    report = FaultReport(lambda: tmp_path)
    report.hook(*fail())  # type: ignore[arg-type]
    log = (tmp_path / LOG_NAME).read_text("utf-8")
    assert "RuntimeError: the table lost a card" in log and "Traceback" in log
    box = told(qtbot, report)
    assert "did not expect" in box.text() and "kept" in box.text()
    assert str(tmp_path / LOG_NAME) in box.text()
    assert "Traceback" not in box.text()  # the player reads a sentence, not the details
    box.close()
    qtbot.waitUntil(lambda: report.box is None)


def test_errors_that_follow_are_written_down_but_told_once(qtbot, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                           monkeypatch) -> None:
    report = FaultReport(lambda: tmp_path)
    report.hook(*fail("first"))  # type: ignore[arg-type]
    told(qtbot, report).close()
    qtbot.waitUntil(lambda: report.box is None)
    report.hook(*fail("second"))  # type: ignore[arg-type]
    qtbot.wait(50)
    assert report.box is None
    assert "second" in (tmp_path / LOG_NAME).read_text("utf-8")
    # a minute later, the next one is told again
    monkeypatch.setattr(fault_report.time, "monotonic",
                        lambda: report._told_at + fault_report.QUIET_SECONDS + 1)
    report.hook(*fail("third"))  # type: ignore[arg-type]
    told(qtbot, report).close()


def test_the_log_keeps_its_newest_entries_within_its_bound(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    report = FaultReport(lambda: tmp_path)
    for n in range(200):
        report.write(f"RuntimeError: error number {n}\n" + "x" * 4000)
    log = (tmp_path / LOG_NAME).read_bytes()
    assert len(log) <= MAX_LOG_BYTES
    assert b"error number 199" in log and b"error number 0\n" not in log
    assert log.startswith(b"--- ")  # whole entries only: the oldest went whole


def test_an_error_is_told_even_where_nothing_can_be_written(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    not_a_folder = tmp_path / "file"
    not_a_folder.write_text("")
    report = FaultReport(lambda: not_a_folder)
    report.hook(*fail())  # type: ignore[arg-type]
    box = told(qtbot, report)
    assert "could not be written" in box.text()
    box.close()


@pytest.mark.qt_no_exception_capture  # the hooks restored as they really were
def test_the_program_reports_errors_of_every_thread(qtbot, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                    monkeypatch) -> None:
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    report = FaultReport(lambda: tmp_path)
    report.install()
    assert sys.excepthook == report.hook
    worker = threading.Thread(target=lambda: 1 / 0)
    worker.start()
    worker.join()
    assert "ZeroDivisionError" in (tmp_path / LOG_NAME).read_text("utf-8")
    told(qtbot, report).close()  # shown by the GUI thread, where widgets live


def test_an_interrupt_is_not_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                      ) -> None:
    report = FaultReport(lambda: tmp_path)
    try:
        raise KeyboardInterrupt
    except KeyboardInterrupt as exc:
        report.hook(KeyboardInterrupt, exc, exc.__traceback__)
    assert not (tmp_path / LOG_NAME).exists()
