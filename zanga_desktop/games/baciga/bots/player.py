"""A bot program at a Báciga table: the shared bot seat (`bots/player.py`) with La Báciga's
view of an observation. The framing is that of `zanga-bot/1`; the hello names the game."""

from __future__ import annotations

from ....bots.player import PROTOCOL, GameBot, GameCodec
from ..rules import Action, Observation
from .view import view_of

__all__ = ["CODEC", "GAME", "PROTOCOL", "BacigaBot"]

GAME = "baciga"
CODEC: GameCodec[Observation, Action] = GameCodec(view_of, GAME)


class BacigaBot(GameBot[Observation, Action]):
    """A seat of a Báciga table played by a child process."""

    codec = CODEC
