"""Reading a game's record file without trusting it: a regular file only (a pipe, a device
or a folder is refused at once, never waited on), at most MAX_RECORD_BYTES, UTF-8 text, JSON
whose numbers are a few digits and whose nesting a record could have, and whose strings can be
written again (a lone surrogate is valid JSON, but no UTF-8 file can hold it: every game's
loader cleans what it parses with `clean_json`, so that a save never fails on it).

Every game's records are read so; each game turns a refusal into its own record error, with
the code and the sentence given here.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
from typing import Any

from ..limits import MAX_RECORD_BYTES, clean_text

#: The most digits a number of a record has (a seed is at most 20): a longer one is refused
#: before Python is asked to convert it.
MAX_NUMBER_DIGITS = 40


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


class _LongNumber(ValueError):
    pass


def _number(text: str) -> int:
    if len(text.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise _LongNumber(len(text.lstrip("-")))
    return int(text)


def parse_json(text: str) -> Any:
    """The JSON of a record file's text, cleaned (`clean_json`); FileRefused with a sentence
    a player understands: not JSON at all, a number too long for any record, or nesting too
    deep for one."""
    try:
        data = json.loads(text, parse_int=_number)
    except _LongNumber as exc:
        raise FileRefused("bad_format", f"The file holds a number {exc.args[0]:,} digits long: "
                          "a game record's numbers are a few digits.") from None
    except RecursionError:
        raise FileRefused("bad_format", "The file is nested too deeply to be a game "
                          "record.") from None
    except ValueError as exc:
        raise FileRefused("bad_json", f"The file is not JSON: {exc}.") from None
    return clean_json(data)


def clean_json(data: Any) -> Any:
    """`data` (parsed JSON) with every string, keys included, cleaned of lone surrogates
    (`limits.clean_text`), changed in place; the walk keeps its own stack, so no nesting
    JSON could parse makes it fail."""
    if isinstance(data, str):
        return clean_text(data)
    stack = [data]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            for key in list(node):
                value = node[key]
                if isinstance(value, str):
                    value = clean_text(value)
                elif isinstance(value, (dict, list)):
                    stack.append(value)
                clean = clean_text(key) if isinstance(key, str) else key
                if clean is not key:
                    del node[key]
                node[clean] = value
        elif isinstance(node, list):
            for i, value in enumerate(node):
                if isinstance(value, str):
                    node[i] = clean_text(value)
                elif isinstance(value, (dict, list)):
                    stack.append(value)
    return data
