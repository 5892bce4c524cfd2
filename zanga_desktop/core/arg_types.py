"""Argument types of the command lines: a count or a scale that means nothing (no deals, no
jobs, a negative or NaN effort) is refused with a sentence, which argparse prints under the
usage before exiting with status 2, rather than played as nothing or ended by a traceback."""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable


def count(minimum: int = 1, maximum: int | None = None) -> Callable[[str], int]:
    """A whole number from `minimum` (to `maximum`)."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a whole number") from None
        if value < minimum or (maximum is not None and value > maximum):
            top = "" if maximum is None else f" and at most {maximum}"
            raise argparse.ArgumentTypeError(f"{value} is not allowed: at least {minimum}{top}")
        return value

    parse.__name__ = "count"
    return parse


#: The largest scale of the levels' search budgets a command or a move report takes: a
#: hundred times the level as shipped already thinks for minutes a decision.
MAX_EFFORT = 100.0


def _real(text: str, above_zero: bool, need: str, top: float = math.inf) -> float:
    """A finite number of 0 or more (`above_zero`: more than 0) up to `top`, else `need` is
    said."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a number") from None
    if not math.isfinite(value) or value < 0 or (above_zero and value == 0) or value > top:
        raise argparse.ArgumentTypeError(f"{text[:40]} is not allowed: {need}")
    return value


def effort_ok(value: float) -> bool:
    """Whether `value` scales the levels' budgets: above 0, at most `MAX_EFFORT`."""
    return math.isfinite(value) and 0 < value <= MAX_EFFORT


def scale(text: str) -> float:
    """A positive, finite factor up to `MAX_EFFORT` (the levels' `--effort`)."""
    return _real(text, True, f"a number above 0 and at most {MAX_EFFORT:g}", MAX_EFFORT)


def seconds(text: str) -> float:
    """A finite time of 0 seconds or more (a table's grace, pace and limits)."""
    return _real(text, False, "0 seconds or more")


#: A TCP port (0: any free one).
port = count(0, 65535)
