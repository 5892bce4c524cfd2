"""The `zanga` entry point as a user or a smoke test runs it: version, watch mode, screenshot."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

from zanga_desktop.app import main


def _run(args: list[str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path / "d"),
               XDG_CONFIG_HOME=str(tmp_path / "c"))
    return subprocess.run([sys.executable, "-c", "import sys; from zanga_desktop.app import "
                           "main; sys.exit(main(sys.argv[1:]))", *args],
                          env=env, capture_output=True, text=True, timeout=90)


def test_version(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.startswith("zanga ")


def test_demo_plays_hands_and_exits_cleanly(tmp_path: Path) -> None:
    done = _run(["--demo", "--hands", "2", "--speed", "instant", "--seed", "4"], tmp_path)
    assert done.returncode == 0, done.stderr


def test_screenshot_is_written(tmp_path: Path) -> None:
    png = tmp_path / "table.png"
    done = _run(["--screenshot", str(png), "--seed", "2", "--speed", "fast", "--size",
                 "1024x640"], tmp_path)
    assert done.returncode == 0, done.stderr
    image = QImage(str(png))
    assert not image.isNull()
    assert image.width() == 1024
