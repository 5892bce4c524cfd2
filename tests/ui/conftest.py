"""UI test set-up: settings and the per-user data folder in a temporary place, instant
animations, no pacing delay, and a helper that plays the human's turns through real widgets."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from zanga_desktop.ui import data_folder, settings
from zanga_desktop.ui.main_window import MainWindow


@pytest.fixture(autouse=True)
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    settings.use_ini_folder(tmp_path / "config")
    return tmp_path


@pytest.fixture
def fresh_lock() -> Iterator[None]:
    """A test that is a fresh start of the app: its own data folder, its own lock."""
    data_folder.release_all()
    yield
    data_folder.release_all()


@pytest.fixture
def window(qtbot) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    w = MainWindow(speed="instant", autosave=True)
    w.controller.pace_ms = 0
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    yield w
    w.controller.shutdown()


