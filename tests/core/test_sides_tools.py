"""A tools module on `core.sides_tools.SidesTools` offers its commands through its module
`__getattr__`: each name of `COMMANDS` is the shared command, any other is missing as from any
module (so `zanga-cli` finds what a game has, and says what it lacks)."""

from __future__ import annotations

import importlib

import pytest

from zanga_desktop.core import registry
from zanga_desktop.core.game import GameDefinition
from zanga_desktop.core.sides_tools import COMMANDS, SidesTools

TOOLED = [g for g in registry.games()
          if isinstance(getattr(importlib.import_module(g.tools_module()), "TOOLS", None),
                        SidesTools)]


@pytest.mark.parametrize("game", TOOLED, ids=[g.id for g in TOOLED])
def test_each_command_is_the_shared_one(game: GameDefinition) -> None:
    module = importlib.import_module(game.tools_module())
    for name in COMMANDS:
        assert getattr(module, name) == getattr(module.TOOLS, name)
    assert module.main(["nothing"]) == 2


@pytest.mark.parametrize("game", TOOLED, ids=[g.id for g in TOOLED])
def test_any_other_name_is_missing(game: GameDefinition) -> None:
    module = importlib.import_module(game.tools_module())
    assert getattr(module, "replay_main", None) is None
    with pytest.raises(AttributeError, match="replay_main"):
        module.replay_main  # noqa: B018
    with pytest.raises(ImportError):
        exec(f"from {game.tools_module()} import replay_main", {})


def test_some_game_is_served_so() -> None:
    assert TOOLED
