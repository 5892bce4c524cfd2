"""La Alta, a toy game that lives only in the tests: what a new game brings to the table, and
nothing more. It is registered by the test that uses it (`register()`), never shipped."""

from __future__ import annotations


def register() -> None:
    """Put La Alta in the registry, through its public call, as a plug-in game would."""
    from zanga_desktop.core import registry

    from .game import GAME

    registry.register(GAME)


def unregister() -> None:
    from zanga_desktop.core import registry

    registry.unregister("toy")
