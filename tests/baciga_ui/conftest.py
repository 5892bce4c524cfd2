"""La Báciga's table test set-up: settings in a temporary place, instant animations, no
pacing, and a bare stage (scene, view, animator, deck) with the Báciga table on it."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QGraphicsScene, QMainWindow

from zanga_desktop.games.baciga.ui.table import BacigaTable
from zanga_desktop.ui import i18n, settings
from zanga_desktop.ui.table.animator import Animator
from zanga_desktop.ui.table.art import Deck
from zanga_desktop.ui.table.view import TableView

sys.path.insert(0, str(Path(__file__).resolve().parent))


@pytest.fixture(autouse=True)
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    settings.use_ini_folder(tmp_path / "config")
    # the tests take every seat's turn at one screen: no cover between them (the cover's own
    # tests turn it on)
    settings.put("baciga/cover_screen", False)
    return tmp_path


class Stage(QMainWindow):
    """What a table needs of the main window: scene, view, animator, deck."""

    def __init__(self, speed: float = 0) -> None:
        super().__init__()
        self.deck = Deck("cards")
        self.scene = QGraphicsScene(self)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.animator = Animator(speed, self)
        self.table = BacigaTable(self)
        self.table.controller.pace_ms = 0
        self.table.install_menus()  # the Learn menu, and the tutor's citations as links
        self.view.key_pressed.connect(self.table.handle_key)  # as the main window does


@pytest.fixture
def stage(qtbot) -> Iterator[Stage]:  # type: ignore[no-untyped-def]
    i18n.install("en")
    s = Stage()
    qtbot.addWidget(s)
    s.resize(1366, 768)
    s.show()
    yield s
    s.table.shutdown()
