"""Writing a file so that a crash or a full disk never leaves half of it: the old file stays
until the new one is complete (written to a hidden temporary file beside it, then renamed).

A record reached through a symbolic link (a game kept in a synced folder, linked from the
documents folder) is written where the link points, and the link stays; a file that exists
keeps its permissions, and a new one gets those the user's umask gives every new file."""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path

#: How the temporary files of unfinished writes end (a data folder removes stale ones).
TEMP_SUFFIX = ".tmp"


def _umask() -> int:
    """The process's umask (read by setting it and setting it back, once, at import)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


_NEW_FILE_MODE = 0o666 & ~_umask()


def write_atomic(path: Path, text: str) -> None:
    """Replace `path` (or the file its symbolic links lead to) with `text` (UTF-8, `\\n` line
    ends) in one step, keeping its mode; on an error (OSError, or text no UTF-8 file can
    hold) the old file is left as it was and the temporary file is removed."""
    target = Path(os.path.realpath(path)) if path.is_symlink() else path
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        mode = _NEW_FILE_MODE
    data = text.encode("utf-8")  # before any file is made: text that cannot be written
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=TEMP_SUFFIX,
                               dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        with contextlib.suppress(OSError):  # a file system without modes keeps its own
            os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _sync_folder(target.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX: fsync the folder; Windows cannot open one)."""
    flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)
    try:
        fd = os.open(folder, flags)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)
