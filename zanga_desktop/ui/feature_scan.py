"""PySide6 reads the whole source file of every module imported after it, once per module
name, to learn whether that module might select one of its `__feature__` switches
(snake_case, true_property): it looks for the word "PySide6" in the text. This program never
selects a feature, so the answer can come from the module's name instead. At start-up that is
some 170 source files not read (about 14 ms of CPU, `zanga-cli bench ui startup`).

If a later PySide6 works otherwise (no such check under that name), nothing is changed.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

#: The modules that import PySide6: PySide6's own and this program's. Any other module is
#: taken as one that does not (what reading its source would conclude for the standard library).
PYSIDE_USERS = ("PySide6", "shiboken6", "zanga_desktop")

#: Where PySide6 keeps its feature switch, under each name it has used.
FEATURE_MODULES = ("shibokensupport.feature", "PySide6.support.feature")

#: PySide6's own question, kept when replaced (`restore_source_reading`).
_replaced: list[tuple[ModuleType, Callable[[ModuleType], bool]]] = []


def uses_pyside(module: ModuleType) -> bool:
    """PySide6's question ("might this module select a feature?") answered from the name."""
    name = getattr(module, "__name__", "")
    return isinstance(name, str) and name.startswith(PYSIDE_USERS)


def skip_source_reading() -> bool:
    """Answer PySide6's per-module question by name from now on; False if this PySide6 has
    no such question (nothing changed then). Importing PySide6 puts its import hook in place,
    so this imports it; called before the program's own modules, none of them is read."""
    import PySide6  # noqa: F401

    for name in FEATURE_MODULES:
        feature = sys.modules.get(name)
        question = getattr(feature, "_mod_uses_pyside", None)
        if feature is not None and callable(question):
            if question is not uses_pyside:
                _replaced.append((feature, question))
            setattr(feature, "_mod_uses_pyside", uses_pyside)  # noqa: B010
            return True
    return False


def restore_source_reading() -> None:
    """PySide6's own question back (for the tests that compare the two)."""
    while _replaced:
        feature, question = _replaced.pop()
        setattr(feature, "_mod_uses_pyside", question)  # noqa: B010
