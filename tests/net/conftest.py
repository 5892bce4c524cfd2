"""The network tests' summary (how many frames were scanned for hidden cards, by game), and
what the window tests ask for: a profile of their own (`isolated`), no pace (`unpaced`)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .scanner import SCANNED


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if not SCANNED:
        return
    figures = ", ".join(f"{game} {n}" for game, n in sorted(SCANNED.items()))
    verdict = "" if terminalreporter.stats.get("failed") else \
        ", none with a card its seat may not see"
    terminalreporter.write_line(f"frames scanned for hidden cards: {figures} "
                                f"({sum(SCANNED.values())} in all{verdict})")


@pytest.fixture
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A window test's own data and settings folders, its animations instant (Qt's modules
    loaded only for the tests that ask)."""
    from zanga_desktop.ui import data_folder, settings

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    settings.use_ini_folder(tmp_path / "config")
    settings.put("view/speed", "instant")
    data_folder.release_all()
    yield tmp_path
    data_folder.release_all()


@pytest.fixture
def unpaced(monkeypatch: pytest.MonkeyPatch) -> None:
    """No pause between the steps a window shows (`PACE_S`)."""
    from zanga_desktop.ui.net import window as net_window

    monkeypatch.setattr(net_window, "PACE_S", 0.0)
