"""`zanga-cli` run as a user runs it, for the command line's tests: the installed script in a
real subprocess, and `replay`'s contract (one JSON object on one line, never a traceback)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

SCRIPT = shutil.which("zanga-cli", path=str(Path(sys.executable).parent))
COMMAND = [SCRIPT] if SCRIPT else [sys.executable, "-m", "zanga_desktop.cli"]


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*COMMAND, *args], capture_output=True, text=True, encoding="utf-8",
                          input=stdin, timeout=300, check=False)


def replay_file(path: Path) -> tuple[int, dict[str, Any]]:
    """`zanga-cli replay PATH`: its exit status and the one JSON object it prints."""
    proc = run("replay", str(path))
    assert "Traceback" not in proc.stderr, proc.stderr
    assert proc.stdout.endswith("\n") and proc.stdout.count("\n") == 1, proc.stdout
    out = json.loads(proc.stdout)
    assert isinstance(out, dict)
    return proc.returncode, out
