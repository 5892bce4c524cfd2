"""Writing a file so that a crash or a full disk never leaves half of it: the old file stays
until the new one is complete (written to a hidden temporary file beside it, then renamed)."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

#: How the temporary files of unfinished writes end (a data folder removes stale ones).
TEMP_SUFFIX = ".tmp"


def write_atomic(path: Path, text: str) -> None:
    """Replace `path` with `text` (UTF-8, `\\n` line ends) in one step; on OSError the old
    file is left as it was and the temporary file is removed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
