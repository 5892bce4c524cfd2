"""The code standards are part of the suite: ruff and mypy --strict on the whole package
(the rules, the AI, the records, the shell and the tables; pyproject.toml lists it)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True,
                          text=True, check=False)


def test_ruff_is_clean() -> None:
    result = run("ruff", "check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_is_clean() -> None:
    result = run("mypy")
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_engine_never_imports_qt_or_the_ui() -> None:
    code = ("import sys, zanga_desktop.games.zanga.rules, zanga_desktop.games.zanga.records,"
            " zanga_desktop.games.zanga.ai;"
            "bad = [m for m in sys.modules if m.startswith(('PySide6', 'zanga_desktop.ui',"
            " 'zanga_desktop.games.zanga.ui', 'zanga_desktop.games.zanga.learn'))];"
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                            text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
