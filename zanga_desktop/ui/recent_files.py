"""The games opened or saved last (Game > Open recent), newest first, kept in the settings.

A hand-edited list is read with care: only text, no longer than a path can be, at most
`MOST` of them, each once."""

from __future__ import annotations

from pathlib import Path

from . import settings

KEY = "files/recent"
MOST = 6
#: Longer than any path a system allows: a list edited into something else is not read.
LONGEST = 4096


def paths() -> list[str]:
    out: list[str] = []
    for p in settings.get(KEY):
        if isinstance(p, str) and p and len(p) <= LONGEST and p not in out:
            out.append(p)
    return out[:MOST]


def remember(path: str | Path) -> None:
    """`path` first on the list (once), the oldest beyond `MOST` dropped."""
    text = str(Path(path).absolute())
    if len(text) > LONGEST:
        return
    settings.put(KEY, [text, *(p for p in paths() if p != text)][:MOST])


def forget(path: str) -> None:
    settings.put(KEY, [p for p in paths() if p != path])


def clear() -> None:
    settings.put(KEY, [])
