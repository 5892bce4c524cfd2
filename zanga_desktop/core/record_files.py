"""Reading a game's record file without trusting it: a regular file only (a pipe, a device
or a folder is refused at once, never waited on), at most MAX_RECORD_BYTES, UTF-8 text.

Every game's records are read so; each game turns a refusal into its own record error, with
the code and the sentence given here.
"""

from __future__ import annotations

import contextlib
import os
import stat

from ..limits import MAX_RECORD_BYTES


class FileRefused(ValueError):
    """A file that cannot be a record: `code` is `bad_file`, `bad_format` (too large) or
    `bad_json` (not UTF-8 text)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def too_large() -> FileRefused:
    return FileRefused("bad_format", f"The file is larger than {MAX_RECORD_BYTES // (1024 * 1024)}"
                       " MB: a game record is a few kilobytes.")


def _unreadable(exc: OSError) -> FileRefused:
    return FileRefused("bad_file", f"The file cannot be read: {exc.strerror or exc}.")


def read_bounded(path: str | os.PathLike[str]) -> bytes:
    """The bytes of a record file (FileRefused if it cannot be one)."""
    try:
        # O_NONBLOCK: opening a pipe nobody writes to must not wait for a writer
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        raise _unreadable(exc) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileRefused("bad_file", "This is not a file that can be opened as a game "
                              "record (a folder, a device or a pipe).")
        if info.st_size > MAX_RECORD_BYTES:
            raise too_large()
        with contextlib.suppress(OSError, AttributeError):
            os.set_blocking(fd, True)
        with os.fdopen(fd, "rb") as f:
            fd = -1
            raw = f.read(MAX_RECORD_BYTES + 1)
    except OSError as exc:
        raise _unreadable(exc) from None
    finally:
        if fd >= 0:
            os.close(fd)
    if len(raw) > MAX_RECORD_BYTES:  # it grew while being read
        raise too_large()
    return raw


def decode_text(raw: bytes) -> str:
    """The file's text (a UTF-8 byte order mark is allowed, as editors write one)."""
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise FileRefused("bad_json", "The file is not UTF-8 JSON text.") from None
