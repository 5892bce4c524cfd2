"""The names the Save and Export dialogs propose, and the extension a chosen name is given,
so that every saved game shows in Open's filter."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QStandardPaths

EXTENSION = ".zanga.json"


def documents_dir() -> Path:
    """The player's documents folder (the home folder where the system names none)."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    folder = Path(found) if found else Path.home()
    return folder if folder.is_dir() else Path.home()


def proposed_name(stem: str, when: datetime | None = None) -> str:
    """`Zanga 2026-12-01 18-42.zanga.json`: dated, so saves never overwrite each other and
    sort by time (no colons: Windows refuses them)."""
    moment = when or datetime.now()
    return f"{stem} {moment:%Y-%m-%d %H-%M}{EXTENSION}"


def proposed_path(stem: str, folder: Path | None = None, when: datetime | None = None) -> Path:
    return (folder or documents_dir()) / proposed_name(stem, when)


def with_extension(path: str | Path) -> Path:
    """The chosen name with `.zanga.json` added unless it has it (`game` or `game.json`
    become `game.zanga.json`)."""
    p = Path(path)
    name = p.name
    if name.lower().endswith(EXTENSION):
        return p
    if name.lower().endswith(".json"):
        name = name[: -len(".json")]
    return p.with_name(name + EXTENSION)
