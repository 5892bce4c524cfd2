"""The games the table hosts, found by id, by record format or by a record file's name.

The registry names each built-in game's definition module as a string and imports it the
first time a game is asked for; the module exposes the definition as `GAME`. So nothing game-free
imports a game (tests/test_architecture.py checks the imports), and a game's Qt table is
imported only when the shell opens it.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Iterable
from pathlib import Path

from .game import GameDefinition

#: The definition modules of the built-in games, in the order the start screen lists them.
BUILTIN: tuple[str, ...] = ("zanga_desktop.games.zanga.game", "zanga_desktop.games.envite.game",
                            "zanga_desktop.games.baciga.game")

_games: dict[str, GameDefinition] = {}


class UnknownGame(LookupError):
    """No registered game has that id or record format."""


def register(game: GameDefinition) -> GameDefinition:
    """Add `game` (another game's id already taken is a ValueError)."""
    old = _games.get(game.id)
    if old is not None and old is not game:
        raise ValueError(f"two games with the id {game.id!r}")
    _games[game.id] = game
    return game


def _load(packages: Iterable[str] = BUILTIN) -> None:
    for name in packages:
        module = importlib.import_module(name)
        register(module.GAME)


def games() -> tuple[GameDefinition, ...]:
    """Every registered game, built-in ones first."""
    if not _games:
        _load()
    return tuple(_games.values())


def get(game_id: str) -> GameDefinition:
    for game in games():
        if game.id == game_id:
            return game
    raise UnknownGame(f"no game {game_id!r}")


def for_file(path: str | os.PathLike[str]) -> GameDefinition | None:
    """The game whose records are named as `path` ends (`.zanga.json`, `.envite.json`, any
    case); None for a name no game claims (a plain `.json`)."""
    name = Path(path).name.lower()
    for game in games():
        if name.endswith(game.file_suffix):
            return game
    return None


def for_format(record_format: object) -> GameDefinition:
    """The game whose records carry `record_format` in their `format` field."""
    for game in games():
        if game.record_format == record_format:
            return game
    raise UnknownGame(f"no game writes records of format {record_format!r}")
