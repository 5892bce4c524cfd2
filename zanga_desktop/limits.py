"""Bounds on what a file or a bot may make us hold or repeat.

A real record is a few kilobytes and a name a few words: anything past these limits is
refused or cut, so that no input can exhaust memory, freeze the table or fill a dialog.
"""

from __future__ import annotations

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
