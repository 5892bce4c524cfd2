"""The per-user data folder as one running copy of the app holds it for a game: created if it
can be, tried for writing, and locked for that game (`QLockFile`, one lock a game), so that two
copies never share one autosave, while a second copy playing another game keeps its own.

A copy that cannot keep games there (the folder cannot be made or written, or another copy
holds the lock) still starts, and says why its games will not be kept automatically.
"""

from __future__ import annotations

import contextlib
import enum
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLockFile

from ..core.files import TEMP_SUFFIX
from .i18n import tr
from .paths import data_dir


def lock_name(game_id: str) -> str:
    """The lock of a game's files in the data folder (its autosave, its games kept aside)."""
    return f"{game_id}.lock"
# A temporary file of an interrupted save is left alone for this long (seconds), in case
# it is being written right now.
STALE_TMP_S = 600.0


class Keeping(enum.Enum):
    """Whether this copy keeps its games in the data folder, and if not, why."""

    KEPT = "kept"
    UNWRITABLE = "unwritable"  # the folder cannot be created or written
    OTHER_COPY = "other_copy"  # another running copy holds the folder


@dataclass(frozen=True, slots=True)
class DataFolder:
    path: Path
    keeping: Keeping
    reason: str = ""  # the system's words, for UNWRITABLE

    @property
    def keeps_games(self) -> bool:
        return self.keeping is Keeping.KEPT

    def problem(self, title: str) -> str:
        """What the player is told when games of the game called `title` are not kept
        automatically ("" if they are)."""
        if self.keeping is Keeping.OTHER_COPY:
            return tr("{0} is already being played in another Zanga window, so this window "
                      "does not save its games of {0} automatically: use Game > Save to keep "
                      "one.").format(title)
        if self.keeping is Keeping.UNWRITABLE:
            return tr("Games cannot be saved automatically: the folder {0} cannot be "
                      "written ({1}). Use Game > Save to keep a game.").format(
                          str(self.path), self.reason)
        return ""


# One running copy is one process: every window of it shares the folder and its locks.
_held: dict[tuple[str, str], tuple[DataFolder, QLockFile | None]] = {}


def claim(game_id: str) -> DataFolder:
    """The data folder for this process's games of `game_id`, locked for that game on first
    use; never raises."""
    path = data_dir()
    key = (str(path), game_id)
    if key not in _held:
        _held[key] = _claim(path, lock_name(game_id))
    return _held[key][0]


def _claim(path: Path, lock_file: str) -> tuple[DataFolder, QLockFile | None]:
    try:
        path.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".probe.", suffix=".tmp", dir=path)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        return DataFolder(path, Keeping.UNWRITABLE, str(exc.strerror or exc)), None
    lock = QLockFile(str(path / lock_file))
    lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
    if not lock.tryLock(0):
        if lock.error() is QLockFile.LockError.LockFailedError:
            return DataFolder(path, Keeping.OTHER_COPY), None
        return DataFolder(path, Keeping.UNWRITABLE, tr("the lock file cannot be made")), None
    remove_stale_temporaries(path)
    return DataFolder(path, Keeping.KEPT), lock


def remove_stale_temporaries(folder: Path, older_than_s: float = STALE_TMP_S) -> list[Path]:
    """Delete the temporary files that interrupted saves left (`.NAME.*.tmp`, as
`core/files.write_atomic` names them: every file written in this folder is a game's record
or its autosave); returns them."""
    now = time.time()
    removed: list[Path] = []
    with contextlib.suppress(OSError):
        for tmp in folder.glob(f".*{TEMP_SUFFIX}"):
            with contextlib.suppress(OSError):
                if tmp.is_file() and now - tmp.stat().st_mtime > older_than_s:
                    tmp.unlink()
                    removed.append(tmp)
    return removed


def release_all() -> None:
    """Unlock every folder this process holds (tests; the lock also ends with the process)."""
    for _, lock in _held.values():
        if lock is not None:
            lock.unlock()
    _held.clear()


# ---------------------------------------------------------------------- kept unfinished games

KEPT_PREFIX = "unfinished-"


def keep_aside(autosave: Path, suffix: str) -> Path | None:
    """Move an unfinished autosaved game out of the way of another game
    (`unfinished-DATE` and the game's record `suffix`, beside it, so that it stays a record
    of its own game); returns its new place, None if it cannot be moved."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = autosave.with_name(f"{KEPT_PREFIX}{stamp}{suffix}")
    n = 1
    while target.exists():
        n += 1
        target = autosave.with_name(f"{KEPT_PREFIX}{stamp}-{n}{suffix}")
    try:
        os.replace(autosave, target)
    except OSError:
        return None
    return target


def newest_kept(folder: Path, suffix: str) -> Path | None:
    """The most recently kept unfinished game of the game whose records end with `suffix`
    in `folder`, if any."""
    try:
        kept = [p for p in folder.glob(f"{KEPT_PREFIX}*{suffix}") if p.is_file()]
        return max(kept, key=lambda p: (p.stat().st_mtime, p.name), default=None)
    except OSError:
        return None
