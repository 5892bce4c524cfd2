"""Bounds on what a file or a bot may make us hold or repeat.

A real record is a few kilobytes and a name a few words: anything past these limits is
refused or cut, so that no input can exhaust memory, freeze the table or fill a dialog.
"""

from __future__ import annotations

import re
import reprlib

#: The largest record file read (`bad_format` above it).
MAX_RECORD_BYTES = 16 * 1024 * 1024
#: A player's name, as shown and kept (longer names are cut).
MAX_NAME_CHARS = 40
#: A value quoted back in a message (an option name, a card, a format).
MAX_ECHO_CHARS = 60
#: A whole error message.
MAX_MESSAGE_CHARS = 400
#: One line from a protocol bot (a fault above it).
MAX_BOT_LINE_CHARS = 1024 * 1024

ELLIPSIS = "…"


def cut(text: str, limit: int) -> str:
    """`text`, or its first characters and an ellipsis if it is longer than `limit`."""
    if len(text) <= limit:
        return text
    return text[:max(0, limit - 1)] + ELLIPSIS


def echo(value: object, limit: int = MAX_ECHO_CHARS) -> str:
    """`value` as a message quotes it (its repr), at most `limit` characters: reprlib never
    walks a huge or deep value whole."""
    short = reprlib.Repr()
    short.maxlevel, short.maxlist, short.maxdict = 2, 4, 4
    short.maxstring = short.maxother = limit
    return cut(short.repr(value), limit)


#: What a name may not hold: control characters (NUL, line breaks), the marks that turn the
#: direction of the text around (an override would make "Ana" read backwards beside it) and
#: the lone halves of a UTF-16 pair, which no file can hold.
_UNSHOWN = re.compile("[\x00-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069"
                      "\ud800-\udfff]")
REPLACEMENT = "\ufffd"


def clean_text(text: str) -> str:
    """`text` with every lone surrogate (`"\\ud800"` in JSON: valid JSON, but no text that can
    be written as UTF-8) replaced by U+FFFD, so that whatever is kept can be saved again."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return "".join(REPLACEMENT if "\ud800" <= ch <= "\udfff" else ch for ch in text)
    return text


def clean_name(text: str, limit: int = MAX_NAME_CHARS) -> str:
    """A player's name as it is shown and kept: on one line, without control characters,
    direction overrides or lone surrogates, at most `limit` characters."""
    return cut(_UNSHOWN.sub("", clean_text(text)), limit)
