"""Where the art and the per-user data live, in a source checkout and in a PyInstaller bundle.

Every file the UI opens is found through these two functions, so bundling only has to put
`resources/` next to the frozen package (PyInstaller unpacks it under `sys._MEIPASS`).
"""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path

from PySide6.QtCore import QStandardPaths


def resources_dir() -> Path:
    """The `resources/` folder: beside the bundle when frozen, else at the repository root."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"


def resource(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)


def data_dir() -> Path:
    """The per-user data folder (autosave), never next to the executable; created if it can
    be (`data_folder.claim` says whether games can be kept there)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    path = Path(base) if base else Path.home() / ".zanga-desktop"
    with contextlib.suppress(OSError):
        path.mkdir(parents=True, exist_ok=True)
    return path
