"""The names the Save and Export dialogs propose, and the extension a chosen name is given
(the game's own record suffix, from its definition), so that every saved game shows in
Open's filter and opens in its own game."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QStandardPaths


def documents_dir() -> Path:
    """The player's documents folder (the home folder where the system names none)."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    folder = Path(found) if found else Path.home()
    return folder if folder.is_dir() else Path.home()


def proposed_name(stem: str, suffix: str, when: datetime | None = None) -> str:
    """`STEM 2026-12-01 18-42SUFFIX`, the game's record suffix last: dated, so saves never
    overwrite each other and sort by time (no colons: Windows refuses them)."""
    moment = when or datetime.now()
    return f"{stem} {moment:%Y-%m-%d %H-%M}{suffix}"


def proposed_path(stem: str, suffix: str, folder: Path | None = None,
                  when: datetime | None = None) -> Path:
    return (folder or documents_dir()) / proposed_name(stem, suffix, when)


def with_extension(path: str | Path, suffix: str) -> Path:
    """The chosen name with the game's record `suffix` added unless it has it (`game` or
    `game.json` become `game` and the suffix)."""
    p = Path(path)
    name = p.name
    if name.lower().endswith(suffix):
        return p
    if name.lower().endswith(".json"):
        name = name[: -len(".json")]
    return p.with_name(name + suffix)
