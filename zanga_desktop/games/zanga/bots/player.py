"""A `zanga-bot/1` program at a Zanga table: the shared bot seat (`bots/player.py`) with La
Zanga's view of an observation (bot-protocol.md)."""

from __future__ import annotations

from ....bots.player import PROTOCOL, GameBot, GameCodec
from ..rules import Action, Observation
from .view import view_of

__all__ = ["CODEC", "PROTOCOL", "ZangaBot"]

#: zanga-bot/1 as it was first written: the hello says the protocol alone.
CODEC: GameCodec[Observation, Action] = GameCodec(view_of)


class ZangaBot(GameBot[Observation, Action]):
    """A seat played by a child process speaking `zanga-bot/1`."""

    codec = CODEC
