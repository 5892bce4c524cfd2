"""La Ronda behind the game protocol (`core.game`): the definition the registry finds as
`GAME`, and `RondaMatch`, a `records.RondaGame` seen as a protocol `Match`.

Importing this module loads the rules and the record format only; the computer players
(`ai/`) are imported when one is asked for.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...core.game import Ending, Match, Outcome, Player, Seats, Step
from ...core.match import RecordedMatch
from .records import (
    FORMAT,
    RecordError,
    RondaGame,
    RondaRecord,
    _parse_action,
    default_players,
    replay,
)
from .rules import (
    PRESETS,
    Action,
    Event,
    Observation,
    Phase,
    RondaError,
    RondaState,
    observe,
    wait,
)

#: Two players, or four in two pairs (section 2); two by default.
SEATS = Seats(least=2, most=4, default=2, step=2)
#: The built-in players, weakest first (ai/players.py; `rules` is the arena's fixed baseline).
LEVELS: tuple[str, ...] = ("rules", "principiante", "normal", "experto", "maestro")


@dataclass(frozen=True, slots=True)
class RondaStep:
    """What a Ronda step did, in order (rules/events.py): the card and what it took, the
    closes, the calls, the words, the credits, a round dealt, the leftover and the count;
    then the phase it left and the points."""

    events: tuple[Event, ...]
    phase: Phase
    points: tuple[int, int]


class RondaMatch(RecordedMatch[Action, Observation]):
    """A game of La Ronda being played, its record kept in step (records.RondaGame)."""

    CHANCE_PHASES = frozenset((Phase.DEAL,))

    def __init__(self, game: RondaGame) -> None:
        super().__init__(game)
        self.game: RondaGame = game

    @property
    def state(self) -> RondaState:
        return self.game.state

    @property
    def seats(self) -> int:
        return self.game.state.seats

    @property
    def hand_count(self) -> int:
        """The deals dealt so far (a record's `deals`)."""
        return len(self.game.record.deals)

    def winner(self) -> int | None:
        return self.game.state.winner

    def standings(self) -> tuple[int, ...]:
        """Each side's points (section 11)."""
        return self.game.state.points

    def outcome(self) -> Outcome | None:
        """A game is won by reaching the target (section 11); `detail` is the lance that
        reached it (`count` at the end of a deal, else the lance in mid-deal)."""
        state = self.game.state
        if not state.is_over:
            return None
        lance = state.won_by.value if state.won_by is not None else ""
        return Outcome(self.sides(), self.standings(), state.winner, Ending.TARGET, lance)

    def out_of_turn(self) -> Sequence[Action]:
        return ()

    def step_index(self) -> int:
        deals = self.game.record.deals
        return len(deals[-1].actions) if deals else 0

    def _step(self, seat: int | None, action: Action | None,
              events: tuple[Event, ...]) -> Step:
        st = self.game.state
        return Step(index=self.step_index(), seat=seat, action=action, to_act=st.to_act,
                    hand_over=st.phase in (Phase.DEAL, Phase.OVER) and seat is not None,
                    game_over=st.is_over, detail=RondaStep(events, st.phase, st.points),
                    json=action.to_json() if action is not None else {})

    def deal(self, rng: random.Random) -> Step:
        return self._step(None, None, self.game.deal(rng))

    def apply(self, action: Action) -> Step:
        return self._step(action.seat, action, self.game.apply(action))

    def observe(self, seat: int) -> Observation:
        return observe(self.game.state, seat)

    def observe_json(self, seat: int) -> dict[str, Any]:
        from .bots.view import view_of

        return view_of(self.observe(seat), list(self.game.record.players))

    def action_from_json(self, data: object) -> Action:
        if (isinstance(data, dict) and set(data) == {"seat", "wait"} and data["wait"] is True
                and type(data["seat"]) is int and 0 <= data["seat"] < self.seats):
            return wait(data["seat"])
        try:
            return _parse_action(data, "The action", self.seats)
        except RecordError as exc:
            raise RondaError("bad_action", exc.message) from None


class RondaDefinition:
    """The definition of La Ronda (ronda-rules.md) that the registry serves."""

    id = "ronda"
    title = "La Ronda"
    seats = SEATS
    presets = tuple(PRESETS)
    record_format = FORMAT
    record_error = RecordError
    levels = LEVELS
    #: The counters the shell will keep for the player at seat 0.
    statistics = ("games", "games_won", "deals", "caidas", "rondas", "aseos")
    file_suffix = ".ronda.json"

    def new_match(self, preset: str | None = None, options: Mapping[str, Any] | None = None,
                  players: Sequence[str] | None = None,
                  seats: int | None = None) -> RondaMatch:
        if players is None:
            count = self.seats.default if seats is None else seats
            if count not in self.seats:
                raise ValueError(f"{self.title} is played by 2 players or 4 in two pairs, "
                                 f"not {count}")
            players = default_players(count)
        return RondaMatch(RondaGame.new(preset or self.presets[0], dict(options or {}),
                                        players))

    def load_match(self, data: object) -> RondaMatch:
        """The game as its record reads (section 15): declarations that end the record are
        settled, as the replay settles them, so a game they won is over."""
        game = RondaGame.from_record(RondaRecord.from_json(data))
        game.settle_waiting()
        return RondaMatch(game)

    def replay(self, data: object) -> tuple[int, dict[str, Any]]:
        return replay(data)

    def player(self, level: str, seed: int) -> Player[Any, Any]:
        from .ai.players import Level, make_player

        if level not in {lv.value for lv in Level}:
            raise ValueError(f"La Ronda has no level {level!r}")
        return make_player(level, seed)

    # network play (core.game.NetworkGame): a record's deals and a deal's deck
    record_hands = "deals"
    hand_cards = "deck"

    def seat_view(self, match: Match[Any, Any], seat: int) -> dict[str, Any]:
        """The bot protocol's view (section 15): the deal as the seat knows it."""
        return match.observe_json(seat)

    def seat_match(self, view: Mapping[str, Any], seat: int, rng: random.Random,
                   to_act: int | None = None) -> RondaMatch:
        from .bots.seat import game_from_view

        return RondaMatch(game_from_view(view, seat, rng, to_act))

    def tools_module(self) -> str:
        return "zanga_desktop.games.ronda.ai.cli"

    def table_module(self) -> str:
        return "zanga_desktop.games.ronda.ui"


GAME = RondaDefinition()
