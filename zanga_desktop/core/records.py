"""What every game's record files share: reading one without trusting it, the error a bad one
raises (in the shape `zanga-cli replay` prints), and writing one atomically.

A game's record error subclasses `RecordError`, saying only under which key its rules page
cites a rule (`REFERENCE`: La Zanga's articles, the other games' sections). The game's own
parser turns JSON into its record; reading the bytes, decoding and parsing JSON is done here
once, bounded, for every game.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, ClassVar, Self

from ..limits import MAX_MESSAGE_CHARS, MAX_RECORD_BYTES, cut
from . import record_files
from .errors import RulesError
from .files import write_atomic
from .record_files import FileRefused

#: How deeply a record's JSON may nest: a record is a few levels deep; JSON nested past this
#: is refused before Python's own recursion limit is reached.
MAX_DEPTH = 64


class RecordError(RulesError):
    """A file that is not a record (`status` 2), or a record whose actions the rules refuse
    (`status` 1, with the `hand` and `action` indexes): the exit status of `zanga-cli
    replay`. `to_json` is what that command prints."""

    #: The key the rule broken is cited under in the JSON ("article" or "section").
    REFERENCE: ClassVar[str] = "article"

    def __init__(self, code: str, message: str, *, status: int = 2,
                 article: int | str | None = None, hand: int | None = None,
                 action: int | None = None) -> None:
        message = cut(message, MAX_MESSAGE_CHARS)  # it may quote the file: never all of it
        super().__init__(code, message, article=article if status != 2 else None)
        self.status = status
        self.hand = hand
        self.action = action

    def to_json(self) -> dict[str, Any]:
        error = {"code": self.code, self.REFERENCE: self.article, "message": self.message}
        if self.status == 2:
            return {"ok": False, "error": error}
        return {"ok": False, "hand": self.hand, "action": self.action, "error": error}


def _depth_ok(data: object, limit: int = MAX_DEPTH) -> bool:
    """Whether `data` nests at most `limit` levels (walked without recursion)."""
    stack: list[tuple[object, int]] = [(data, 0)]
    while stack:
        value, depth = stack.pop()
        if depth > limit:
            return False
        if isinstance(value, dict):
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list):
            stack.extend((v, depth + 1) for v in value)
    return True


def parse_json(text: str, error: type[RecordError] = RecordError) -> object:
    """The JSON of a record's text, cleaned (`record_files.parse_json`); `error` (status 2)
    with a plain sentence if it is not JSON, holds a number too long for any record, or nests
    deeper than a record could."""
    try:
        data = record_files.parse_json(text)
    except FileRefused as exc:
        raise error(exc.code, exc.message) from None
    if not _depth_ok(data):
        raise error("bad_format", "The file is nested too deeply to be a game record.")
    return data


def read_bytes(path: str | os.PathLike[str], error: type[RecordError] = RecordError) -> bytes:
    """The bytes of a record file (`core.record_files`: a regular file only, bounded)."""
    try:
        return record_files.read_bounded(path)
    except FileRefused as exc:
        raise error(exc.code, exc.message) from None


def decode(raw: bytes, error: type[RecordError] = RecordError) -> str:
    try:
        return record_files.decode_text(raw)
    except FileRefused as exc:
        raise error(exc.code, exc.message) from None


def too_large(error: type[RecordError] = RecordError) -> RecordError:
    refused = record_files.too_large()
    return error(refused.code, refused.message)


def read_json(path: str | os.PathLike[str], error: type[RecordError] = RecordError) -> object:
    """A record file's JSON, read bounded; `error` (never another exception) if it cannot
    be one."""
    return parse_json(decode(read_bytes(path, error), error), error)


def read_stream_json(raw: bytes, error: type[RecordError] = RecordError) -> object:
    """The same for bytes read from a stream (standard input), at most MAX_RECORD_BYTES + 1
    of them."""
    if len(raw) > MAX_RECORD_BYTES:
        raise too_large(error)
    return parse_json(decode(raw, error), error)


def write_record(path: str | os.PathLike[str], text: str) -> None:
    """Write a record's text atomically: a crash or a full disk mid-write leaves the previous
    file intact (OSError says why it could not be written)."""
    write_atomic(Path(path), text)


class RecordFile:
    """What every game's record class shares: its JSON as a file holds it, and reading and
    writing it. A game's record (a dataclass) subclasses it and gives `to_json`, its
    `ERROR` (the game's `RecordError`) and `parse` (its JSON read into the record, the
    game's error with status 2 where it is not one)."""

    ERROR: ClassVar[type[RecordError]] = RecordError

    def to_json(self) -> dict[str, Any]:
        raise NotImplementedError

    @classmethod
    def parse(cls, data: object) -> Self:
        raise NotImplementedError

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1)

    @classmethod
    def from_json(cls, data: object) -> Self:
        """Parse a record's JSON (the game's error, status 2, if it is not a record)."""
        try:
            return cls.parse(record_files.clean_json(data))
        except RecursionError:
            raise cls.ERROR("bad_format", "The record is nested too deeply.") from None

    @classmethod
    def loads(cls, text: str) -> Self:
        return cls.from_json(parse_json(text, cls.ERROR))

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Self:
        """Read a record file; the game's error (never another exception) if it cannot be
        used."""
        return cls.from_json(read_json(path, cls.ERROR))

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write atomically: a crash mid-write leaves the previous file intact."""
        write_record(path, self.dumps() + "\n")
