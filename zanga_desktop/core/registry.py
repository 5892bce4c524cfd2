"""The games the table hosts, found by id, by record format or by a record file's name.

The registry names each built-in game's definition module as a string and imports it the
first time that game is asked for (a window opened on one game loads no other); the module
exposes the definition as `GAME`. So nothing game-free imports a game
(tests/test_architecture.py checks the imports), and a game's Qt table is imported only when
the shell opens it.
"""

from __future__ import annotations

import importlib
import os
from pathlib import Path

from .game import GameDefinition

#: The built-in games by id, each with its definition module, in the order the start screen
#: lists them.
BUILTIN: dict[str, str] = {
    "zanga": "zanga_desktop.games.zanga.game",
    "envite": "zanga_desktop.games.envite.game",
    "ronda": "zanga_desktop.games.ronda.game",
    "baciga": "zanga_desktop.games.baciga.game",
}

_games: dict[str, GameDefinition] = {}


class UnknownGame(LookupError):
    """No registered game has that id or record format."""


def _builtin(game_id: str) -> GameDefinition | None:
    """A built-in game, its definition module imported the first time it is asked for."""
    if game_id not in _games:
        name = BUILTIN.get(game_id)
        if name is None:
            return None
        game: GameDefinition = importlib.import_module(name).GAME
        if game.id != game_id:
            raise ValueError(f"{name} defines {game.id!r}, not {game_id!r}")
        _games[game_id] = game
    return _games[game_id]


def ids() -> tuple[str, ...]:
    """The ids of every registered game, built-in ones first, without loading any."""
    return (*BUILTIN, *(k for k in _games if k not in BUILTIN))


def register(game: GameDefinition) -> GameDefinition:
    """Add `game` after the built-in games (an id already taken by another game is a
    ValueError): how a game that is not built in, a plug-in, joins the table."""
    old = _builtin(game.id) if game.id in BUILTIN else _games.get(game.id)
    if old is not None and old is not game:
        raise ValueError(f"two games with the id {game.id!r}")
    _games[game.id] = game
    return game


def unregister(game_id: str) -> None:
    """Take a plug-in game out again (the built-in games stay)."""
    if game_id not in BUILTIN:
        _games.pop(game_id, None)


def games() -> tuple[GameDefinition, ...]:
    """Every registered game, built-in ones first (each loaded now if it was not)."""
    return tuple(g for g in (_builtin(k) for k in ids()) if g is not None)


def get(game_id: str) -> GameDefinition:
    """The game `game_id`, loading only that one."""
    game = _games.get(game_id) or _builtin(game_id)
    if game is None:
        raise UnknownGame(f"no game {game_id!r}")
    return game


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
