"""La Báciga behind the game protocol (`core.game`): the definition the registry finds as
`GAME`. The match it serves, `BacigaMatch`, lives in `match.py`.

Importing this module loads the rules and the record format only; the computer players
(`ai/`) are imported when one is asked for.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ...core.game import Match, Player, Seats
from .match import BacigaMatch, BacigaStep
from .records import FORMAT, BacigaGame, BacigaRecord, RecordError, default_players, replay
from .rules import PRESETS

__all__ = ["GAME", "LEVELS", "SEATS", "BacigaDefinition", "BacigaMatch", "BacigaStep"]

#: 2 players, or 4 in two pairs (section 2); two by default.
SEATS = Seats(least=2, most=4, default=2, step=2)
#: The built-in players, weakest first (ai/players.py; `rules` is the arena's fixed baseline).
LEVELS: tuple[str, ...] = ("rules", "principiante", "normal", "experto", "maestro")


class BacigaDefinition:
    """The definition of La Báciga (baciga-rules.md) that the registry serves."""

    id = "baciga"
    title = "La Báciga"
    seats = SEATS
    presets = tuple(PRESETS)
    record_format = FORMAT
    record_error = RecordError
    levels = LEVELS
    #: The counters the shell will keep for the player at seat 0 (section 11: deals make the
    #: game; bácigas, bacigotes, las 31 and las cosas are what a player remembers).
    statistics = ("games", "games_won", "deals", "points", "bacigas", "bacigotes", "las_31",
                  "cosas")
    file_suffix = ".baciga.json"

    def new_match(self, preset: str | None = None, options: Mapping[str, Any] | None = None,
                  players: Sequence[str] | None = None,
                  seats: int | None = None) -> BacigaMatch:
        if players is None:
            count = self.seats.default if seats is None else seats
            if count not in self.seats:
                raise ValueError(f"{self.title} is played by 2 players, or 4 in two pairs, "
                                 f"not {count} players")
            players = default_players(count)
        return BacigaMatch(BacigaGame.new(preset or self.presets[0], dict(options or {}),
                                          players))

    def load_match(self, data: object) -> BacigaMatch:
        return BacigaMatch(BacigaGame.from_record(BacigaRecord.from_json(data)))

    def replay(self, data: object) -> tuple[int, dict[str, Any]]:
        return replay(data)

    def player(self, level: str, seed: int) -> Player[Any, Any]:
        from .ai.players import make_player

        if level not in LEVELS:
            raise ValueError(f"La Báciga has no level {level!r}")
        return make_player(level, seed)

    # network play (core.game.NetworkGame): a record's deals and a deal's cards
    record_hands = "deals"
    hand_cards = "deal"
    #: The count turns the hands up, never the discards nor the stock (section 15).
    shown_at_hand_end = False

    def seat_view(self, match: Match[Any, Any], seat: int) -> dict[str, Any]:
        """The bot protocol's view (section 15): the deal as the seat knows it."""
        return match.observe_json(seat)

    def seat_match(self, view: Mapping[str, Any], seat: int, rng: random.Random,
                   to_act: int | None = None) -> BacigaMatch:
        """A match drawn from `view` (bots/seat.py), turned so that `seat` is seat 0. Every
        step is written, so `to_act` adds nothing to what the view tells."""
        from .bots.seat import game_from_view, turned_record

        game = game_from_view(view, seat, rng)
        turned = turned_record(game.record.to_json(), seat)
        return BacigaMatch(BacigaGame.from_record(BacigaRecord.from_json(turned)))

    def tools_module(self) -> str:
        return "zanga_desktop.games.baciga.ai.cli"

    def table_module(self) -> str:
        return "zanga_desktop.games.baciga.ui"


GAME = BacigaDefinition()
