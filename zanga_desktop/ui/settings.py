"""One helper for every remembered setting (Frescobaldi style): names set once, typed reads.

Tests point QSettings at a temporary folder with `use_ini_folder()`, so they never touch the
user's real settings.
"""

from __future__ import annotations

import shutil
from collections.abc import Container
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings

ORGANISATION = "Zanga"
APPLICATION = "Zanga Desktop"

#: Each animation speed's factor on the animations' times, slowest first (the order the menu
#: and the New game dialog offer them: `speed_names`).
SPEEDS: dict[str, float] = {"slow": 1.7, "normal": 1.0, "fast": 0.5, "instant": 0.0}

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
    "view/felt": "green",  # the table's colour (`table.felt.FELTS`)
    "view/card_back": "red",  # the cards' back (`table.card_backs.BACKS`)
    "files/recent": [],  # the games opened or saved last (`recent_files`)
    "ui/start_screen": True,  # the start screen when the app opens
    "ui/game": "",  # the game chosen on the start screen (none: the first registered)
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
    """The value of `key`, of its default's type; anything else (a damaged or hand-edited
    file) reads as the default."""
    default = DEFAULTS.get(key)
    try:
        value = settings().value(key, default)
    except (RuntimeError, TypeError, ValueError):  # a stored variant PySide cannot convert
        return default
    if isinstance(default, bool):
        return value in (True, "true", "1", 1)
    if isinstance(default, list):
        if isinstance(value, str):
            value = [value]
        if isinstance(value, (list, tuple)) and all(isinstance(x, str) for x in value):
            return list(value)
        return list(default)
    if isinstance(default, str):
        return value if isinstance(value, str) else default
    return value


def get_strings(key: str) -> list[str]:
    """A list of words stored under `key` with no default: an INI file writes a list of one
    as that one word, which reads back as a string (a two-player game's opponent level
    was forgotten so: Play now dealt against Principiante, and a game resumed made the
    person across a computer); anything else reads as no list."""
    try:
        value = settings().value(key)
    except (RuntimeError, TypeError, ValueError):
        return []
    if isinstance(value, str):
        return [value]
    if isinstance(value, (list, tuple)) and all(isinstance(x, str) for x in value):
        return list(value)
    return []


def one_of(key: str, allowed: Container[str]) -> str:
    """The value of `key` if it is one of `allowed`, else its default (a hand-edited file
    naming a choice the program does not have)."""
    value = get(key)
    return value if isinstance(value, str) and value in allowed else str(DEFAULTS[key])


def put(key: str, value: Any) -> None:
    s = settings()
    s.setValue(key, value)
    s.sync()


def get_int(key: str, default: int = 0) -> int:
    try:
        value = settings().value(key, default)
        return int(str(value))
    except (RuntimeError, TypeError, ValueError):
        return default


_checked: set[str] = set()
_untold: list[Path] = []


def check_file() -> None:
    """If the settings file cannot be read as INI, keep a copy of it as it is (beside it,
    `NAME-damaged-DATE.ini`) before a write replaces it with what could be read; a folder in
    its place is moved aside so, since nothing could be kept while it is there. Called
    before anything else uses the settings (Qt forgets the damage once it syncs); the copy
    is then told by `take_damaged`. Once per file and run."""
    s = settings()
    name = s.fileName()
    status = s.status()
    del s
    if name in _checked:
        return
    _checked.add(name)
    path = Path(name)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}-damaged-{stamp}{path.suffix}")
    try:
        if path.is_dir():
            # a folder where the file should be: no setting could ever be kept; it is moved
            # aside whole (it is not ours to delete) and a new file is written in its place
            path.rename(target)
        elif status is QSettings.Status.FormatError:
            shutil.copy2(path, target)
        else:
            return
    except OSError:
        return
    _untold.append(target)


def take_damaged() -> list[Path]:
    """The copies of damaged settings files `check_file` kept and nobody has told yet."""
    copies = list(_untold)
    _untold.clear()
    return copies
