"""A guard against a refcount bug of this PySide6 build on Python 3.11.

PySide6 6.12 is built for the stable ABI as Python 3.12+ sees it, where `None` is immortal:
its void methods (`setPos`, `setZValue`, `update`, ...) hand back `None`, and a signal's
`emit()` hands back `True`, without taking a reference. On Python 3.11 every such call takes
one reference from the singleton, and after a few thousand calls the interpreter aborts
("deallocating None", "deallocating True or False"). A card table makes thousands of these
calls a second, so on an affected interpreter the guard gives the objects Python 3.12 makes
immortal a reference count no session can exhaust. It does nothing where they are immortal
or no leak is measured.
"""

from __future__ import annotations

import ctypes
import sys

_GUARDED = False
_RESERVE = 1 << 50


def leaks_none() -> bool:
    """Whether a void Qt call takes a reference from None on this interpreter."""
    from PySide6.QtCore import QObject

    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(64):
        probe.setObjectName("probe")
    return sys.getrefcount(None) < before - 32


def guard_none() -> bool:
    """Protect None if this build leaks it; True if the guard is (now) in place."""
    global _GUARDED
    if _GUARDED:
        return True
    if sys.version_info >= (3, 12) or not leaks_none():
        return False
    for obj in _immortal_in_312():
        refcount = ctypes.c_ssize_t.from_address(id(obj))
        refcount.value += _RESERVE
    _GUARDED = True
    return True


def _immortal_in_312() -> list[object]:
    return [None, True, False, Ellipsis, NotImplemented, (), "", b"",
            *range(-5, 257)]
