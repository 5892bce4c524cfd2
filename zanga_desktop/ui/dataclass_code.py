"""The methods Python's dataclasses generate, kept compiled between starts.

`@dataclass` writes the source of each class's `__init__`, `__eq__`, `__repr__`... as text
and compiles it when the class is made, every time the program starts: the byte-code cache
that spares a module's compiling does not cover it. At start-up that is some 290 small
compilations for the 52 dataclasses the window and a game's table import, about 19 ms of CPU
(`zanga-cli bench ui startup`), the largest part of making those classes.

`install` has `dataclasses` compile through a table of code objects keyed by the exact text
they were compiled from; `save` writes the table to the cache folder, so the next start
takes each method's code from it instead of the compiler. The text is the key, so a changed
class compiles anew; the file names the interpreter that wrote it, since code objects are
its own. It is only a cache: a file that cannot be read whole is ignored, one that cannot be
written is not written, and nothing is said.
"""

from __future__ import annotations

import builtins
import contextlib
import dataclasses
import marshal
import os
import sys
from pathlib import Path
from types import CodeType
from typing import Any

#: The most entries kept: far more than the program's dataclasses generate (a runaway
#: table is not kept growing on disk).
MAX_ENTRIES = 4000
#: The largest file read (the program's methods take some 200 KB).
MAX_BYTES = 8 * 1024 * 1024
#: What the file begins with: the format and the interpreter's full version.
_HEADER = f"zanga-dataclass-code 1 {sys.version}".encode()

_table: dict[str, CodeType] = {}
_state = {"dirty": False, "installed": False}


def file_in(folder: Path) -> Path:
    """The cache file in `folder`, named after the interpreter (code objects are its own)."""
    return folder / f"dataclass-code-{sys.implementation.cache_tag}.bin"


def _compile(source: str) -> CodeType:
    code = _table.get(source)
    if code is None:
        # as `exec(source)` in dataclasses would: no future statement of this module inherited
        code = compile(source, "<string>", "exec", dont_inherit=True)
        if len(_table) < MAX_ENTRIES:
            _table[source] = code
            _state["dirty"] = True
    return code


def _exec(source: Any, globals_: Any = None, locals_: Any = None) -> None:
    """`exec` as dataclasses calls it, its text compiled through the table."""
    if isinstance(source, str):
        source = _compile(source)
    builtins.exec(source, globals_, locals_)


def load(path: Path) -> int:
    """Take the entries of `path` into the table; how many (0 for a missing, damaged or
    foreign file)."""
    try:
        if path.stat().st_size > MAX_BYTES:
            return 0
        data = path.read_bytes()
    except OSError:
        return 0
    if not data.startswith(_HEADER + b"\n"):
        return 0
    try:
        entries = marshal.loads(data[len(_HEADER) + 1:])
    except (ValueError, EOFError, TypeError):
        return 0
    if not isinstance(entries, dict):
        return 0
    taken = 0
    for source, code in entries.items():
        if isinstance(source, str) and isinstance(code, CodeType) and len(_table) < MAX_ENTRIES:
            _table.setdefault(source, code)
            taken += 1
    return taken


def install(path: Path | None) -> None:
    """Compile dataclasses' methods through the table from now on, filled from `path` (None:
    no cache folder; the table still serves this run)."""
    if path is not None:
        load(path)
    if vars(dataclasses).get("exec") is None:  # not already ours, nor anyone else's
        dataclasses.exec = _exec  # type: ignore[attr-defined]
        _state["installed"] = True


def uninstall() -> None:
    """dataclasses' own `exec` back, and the table emptied (for the tests)."""
    if _state["installed"]:
        with contextlib.suppress(AttributeError):
            del dataclasses.exec  # type: ignore[attr-defined]
        _state["installed"] = False
    _table.clear()
    _state["dirty"] = False


def save(path: Path | None) -> bool:
    """Write the table if it gained entries: to a temporary file renamed into place, so that a
    start reading it never finds half of it. False if nothing was written."""
    if path is None or not _state["dirty"]:
        return False
    data = _HEADER + b"\n" + marshal.dumps(dict(_table))
    temporary = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary.write_bytes(data)
        os.replace(temporary, path)
    except OSError:
        with contextlib.suppress(OSError):
            temporary.unlink()
        return False
    _state["dirty"] = False
    return True
