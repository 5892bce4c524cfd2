"""One helper for every remembered setting (Frescobaldi style): names set once, typed reads.

Tests point QSettings at a temporary folder with `use_ini_folder()`, so they never touch the
user's real settings.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings

ORGANISATION = "Zanga"
APPLICATION = "Zanga Desktop"

SPEEDS: dict[str, float] = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.7}

DEFAULTS: dict[str, Any] = {
    "player/name": "",  # none chosen: new_game.default_name(), in the UI language
    "game/levels": ["principiante", "principiante", "principiante"],
    "game/preset": "manual",
    "game/practice": True,
    "game/options": "{}",  # rule options that differ from the preset, as JSON
    "game/bots": ["", "", ""],  # command lines of bot programs, seats 1-3
    "view/speed": "normal",
    "view/highlight_legal": True,
    "view/colour_blind": False,
    "ui/start_screen": True,  # the start screen when the app opens
}


def set_names() -> None:
    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setApplicationName(APPLICATION)


def use_ini_folder(folder: Path) -> None:
    """Keep settings as INI files under `folder` (tests, portable installs)."""
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(folder))


def settings() -> QSettings:
    """INI files on every system (not the Windows registry), so `use_ini_folder` works."""
    set_names()
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANISATION,
                     APPLICATION)


def get(key: str) -> Any:
    default = DEFAULTS.get(key)
    value = settings().value(key, default)
    if isinstance(default, bool):
        return value in (True, "true", "1", 1)
    if isinstance(default, list):
        if isinstance(value, str):
            return [value]
        return list(value) if isinstance(value, (list, tuple)) else list(default)
    return value


def put(key: str, value: Any) -> None:
    s = settings()
    s.setValue(key, value)
    s.sync()


def get_int(key: str, default: int = 0) -> int:
    value = settings().value(key, default)
    try:
        return int(str(value))
    except ValueError:
        return default
