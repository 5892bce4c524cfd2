"""What a start does before its first frame (`zanga --screenshot`, the chosen game dealt and
drawn): none of the modules only a later moment needs (the computer's thinking, the bot
programs' host, the reported moves), and the dataclasses' methods kept for the next start."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from zanga_desktop.core import registry

CODE = """
import json, sys
from zanga_desktop.ui import game_table, settings
settings.set_names()
settings.put(game_table.CHOSEN_GAME, sys.argv[2])  # the game chosen last: dealt at once
from zanga_desktop.app import main
status = main(["--screenshot", sys.argv[1], "--speed", "instant", "--seed", "1"])
print(json.dumps({"status": status, "modules": sorted(sys.modules)}))
"""


def later(game: str) -> tuple[str, ...]:
    """Modules the first frame does without: each comes when its moment does (the other
    games' with their own tables, the lessons window with the first lessons opened)."""
    others = tuple(f"zanga_desktop.games.{g}." for g in registry.ids() if g != game)
    return (f"zanga_desktop.games.{game}.ai", f"zanga_desktop.games.{game}.bots.player",
            "zanga_desktop.core.explain", "zanga_desktop.bots.host", "subprocess",
            "zanga_desktop.ui.learn.window", "zanga_desktop.ui.about", *others)


def start(tmp_path: Path, shot: Path, game: str) -> list[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CACHE_HOME=str(tmp_path / "cache"))
    result = subprocess.run([sys.executable, "-c", CODE, str(shot), game], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=300, check=False)
    assert result.returncode == 0, result.stderr[-3000:]
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["status"] == 0 and shot.stat().st_size > 0
    modules: list[str] = report["modules"]
    return modules


@pytest.mark.parametrize("game", registry.ids())
def test_the_first_frame_of_a_start_waits_for_no_thinking_nor_bots(tmp_path: Path,
                                                                   game: str) -> None:
    modules = start(tmp_path, tmp_path / "first.png", game)
    assert f"zanga_desktop.games.{game}.ui.table" in modules  # the game was dealt and drawn
    early = [m for m in modules if m.startswith(later(game))]
    assert early == []
    kept = list((tmp_path / "cache").rglob("dataclass-code-*.bin"))
    assert len(kept) == 1 and kept[0].stat().st_size > 10_000
    # the next start reads them, and its pictures kept from the first: no SVG is drawn
    modules = start(tmp_path, tmp_path / "second.png", game)
    assert not [m for m in modules if m.startswith(later(game))]
    assert "PySide6.QtSvg" not in modules


def test_the_tables_viewports_are_made_by_python(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The view's and the hand log's viewports reach Python as widgets it made: one Qt made
    would have PySide6 set up every widget class the first time it is handed over."""
    from shiboken6 import Shiboken

    from zanga_desktop.ui.main_window import MainWindow

    window = MainWindow(speed="instant", autosave=False, record_stats=False)
    qtbot.addWidget(window)
    log_list = window.table.log.list
    for area in (window.view, log_list):
        assert Shiboken.createdByPython(area.viewport())
    window.controller.shutdown()


def test_a_game_dealt_again_writes_no_setting(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """"Dealt before" is written once: every later deal (a start's first among them) leaves
    the settings file alone."""
    from zanga_desktop.ui import game_table, settings

    writes: list[str] = []
    real_put = settings.put
    monkeypatch.setattr(settings, "put", lambda key, value: (writes.append(key),
                                                             real_put(key, value)))
    for _ in range(3):
        game_table.remember_dealt("zanga")
    assert writes == ["zanga/dealt_before"] and game_table.dealt_before("zanga")
