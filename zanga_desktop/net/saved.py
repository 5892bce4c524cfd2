"""What a network table keeps on disk, read back without trusting it: the table's save (its
game's record, seats and tokens' hashes) as a record file is read (a regular file only,
bounded, UTF-8 JSON), and a seat's or the host's key at most as long as a key is. A file
someone edited, or replaced with something huge, is refused with a sentence, never read
whole."""

from __future__ import annotations

import os
from typing import Any

from ..core.record_files import decode_text, parse_json, read_bounded
from .limits import MAX_TOKEN


def read_table(path: str | os.PathLike[str]) -> dict[str, Any]:
    """A table's save as `TableCore.restore` takes it; ValueError (a sentence) if the file
    cannot be one."""
    data = parse_json(decode_text(read_bounded(path)))
    if not isinstance(data, dict):
        raise ValueError("The file is not a saved network table.")
    return data


def read_token(path: str | os.PathLike[str]) -> str | None:
    """The key kept in `path` (None if there is none, or the file cannot be read): at most
    a key's length of it is read."""
    try:
        with open(path, "rb") as f:
            raw = f.read(4 * MAX_TOKEN)
    except OSError:
        return None
    token = raw.decode("utf-8", "replace").strip()[:MAX_TOKEN]
    return token or None
