"""Who played each seat of a game saved, opened or autosaved on this computer.

A record names the players, not who plays them: a person at this screen or a computer level.
Opened again, a game would seat them as the New game dialog was last set (a game saved
against Maestro came back against Principiante, a game of two people at one screen with the
computer in the second person's seat). So the window keeps, beside the list of recent files,
each file's seats as they were, and puts them back when it opens the file. A hand-edited
list is read with care: at most `MOST` entries, each a path no longer than a path can be and
between 2 and 10 levels; the levels a game does not know are not used.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from pathlib import Path

from . import settings

KEY = "files/seats"
MOST = 24
#: Longer than any path a system allows (as `recent_files`).
LONGEST = 4096
#: Between a path and its levels: a tab, which no path this program writes holds.
_SEP = "\t"
_MOST_SEATS = 10


def _entries() -> list[tuple[str, tuple[str, ...]]]:
    out: list[tuple[str, tuple[str, ...]]] = []
    for entry in settings.get_strings(KEY)[:MOST]:
        path, sep, levels = entry.rpartition(_SEP)
        seats = tuple(levels.split(","))
        if (sep and path and len(path) <= LONGEST and 2 <= len(seats) <= _MOST_SEATS
                and all(seats) and all(p != path for p, _ in out)):
            out.append((path, seats))
    return out


def _key(path: str | Path) -> str:
    return str(Path(path).absolute())


def remember(path: str | Path, levels: Sequence[str], known: Collection[str]) -> None:
    """Keep `levels` as the seats of the game in `path`, newest first; levels of which only
    this table knows (a bot program's, a seat at another computer) are not kept."""
    text = _key(path)
    if (len(text) > LONGEST or _SEP in text or not 2 <= len(levels) <= _MOST_SEATS
            or any(level not in known for level in levels)):
        return
    entry = text + _SEP + ",".join(levels)
    kept = [p + _SEP + ",".join(s) for p, s in _entries() if p != text]
    settings.put(KEY, [entry, *kept][:MOST])


def recall(path: str | Path, known: Collection[str]) -> tuple[str, ...] | None:
    """The seats kept for the game in `path`, if every level is one of `known`."""
    text = _key(path)
    for p, seats in _entries():
        if p == text:
            return seats if all(level in known for level in seats) else None
    return None
