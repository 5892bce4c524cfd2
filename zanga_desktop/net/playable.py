"""The games a network table can play: those whose definition is a `core.game.NetworkGame`
(it writes each seat's view and makes a match from one). Any other registered game is
offered as not playable over the network yet, and a command or a hello naming one is refused
in those words, never half-played."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core import registry
from ..core.game import GameDefinition, NetworkGame, network_game, record_keys


class NotNetworked(ValueError):
    """A game that cannot be played over the network yet (its definition has no seat views)."""

    def __init__(self, game: GameDefinition) -> None:
        super().__init__(f"{game.title} is not playable over the network yet")
        self.game = game


def net_game(game_id: str) -> NetworkGame:
    """The registered game `game_id`, if it can be played over the network; NotNetworked if
    it cannot (KeyError for no such game)."""
    game = registry.get(game_id)
    found = network_game(game)
    if found is None:
        raise NotNetworked(game)
    return found


def net_game_ids() -> list[str]:
    """The ids of the registered games a network table can play, in the registry's order."""
    return [g.id for g in registry.games() if network_game(g) is not None]


def hands_of(game: GameDefinition, record: Mapping[str, Any]) -> list[Any]:
    """The hands (deals) of a record or a view of `game`, the one in progress last."""
    hands = record.get(record_keys(game)[0])
    return hands if isinstance(hands, list) else []


def cards_of(game: GameDefinition, hand: Mapping[str, Any]) -> object:
    """What a hand of `game`'s records says of its cards (La Zanga's `deal`, La Ronda's
    `deck`)."""
    return hand.get(record_keys(game)[1])
