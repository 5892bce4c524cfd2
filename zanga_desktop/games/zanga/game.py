"""La Zanga behind the game protocol (`core.game`): the definition the registry finds as
`GAME`, and `ZangaMatch`, a `records.Game` seen as a protocol `Match`.

Importing this module loads the rules and the record format only; the AI is imported when a
computer player is asked for, the Qt table only by the shell.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...core.game import Ending, Match, Player, Seats, Step
from ...core.levels import LEVELS
from ...core.match import RecordedMatch
from .records import DEFAULT_PLAYERS, FORMAT, Game, GameRecord, RecordError, replay
from .rules import PRESETS, Action, Card, GameState, HandResult, Observation, Phase, observe

#: Seat 0 and 2 are team 0, seats 1 and 3 team 1 (section 2).
SEATS = Seats(least=4, most=4, default=4)
#: The counters kept for the player at seat 0 (labelled in ui/statistics.py).
STATISTICS = ("games", "games_won", "hands", "hands_declared", "sacadas", "puestas",
              "codillos", "vales_won", "vales_lost")


@dataclass(frozen=True, slots=True)
class ZangaStep:
    """What else a Zanga step did: the trick it completed (with its taker) and the hand's
    settlement when it closed one."""

    phase: Phase
    trick: tuple[tuple[int, Card], ...] = ()
    taker: int | None = None
    result: HandResult | None = None


#: The detail of a step that completed no trick and settled no hand, one per phase.
_PLAIN_STEPS: dict[Phase, ZangaStep] = {phase: ZangaStep(phase) for phase in Phase}


class ZangaMatch(RecordedMatch[Action, Observation]):
    """A game of La Zanga being played, its record kept in step (records.Game)."""

    # a mesa hand waiting for claims is settled by the next deal (section 8)
    CHANCE_PHASES = frozenset((Phase.DEAL, Phase.SCORING))
    #: A team wins holding all 32 vales (Art. 11): the other has none left.
    ENDING = Ending.KNOCKOUT

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.game: Game = game

    def standings(self) -> tuple[int, ...]:
        """Each team's vales."""
        return tuple(self.game.state.vales)

    @property
    def pot(self) -> int:
        """The vales in the centre, the fianza on the table with them."""
        st = self.game.state
        return st.pot + st.fianza

    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def seats(self) -> int:
        return 4

    def _step(self, seat: int | None, action: Action | None, tricks: int,
              results: int) -> Step:
        """The step just taken: `tricks` and `results` were the counts before it, so that a
        trick it completed and a hand it settled are told. Made for every action of every
        self-play and arena hand: a step that completed nothing shares its phase's detail,
        and `Step` is called with its fields in order."""
        st = self.game.state
        result = None
        if len(st.tricks) > tricks or len(st.results) > results:
            trick: tuple[tuple[int, Card], ...] = ()
            taker = None
            if len(st.tricks) > tricks:
                taker, trick = st.tricks[-1]
            if len(st.results) > results:
                result = st.results[-1]
            detail = ZangaStep(st.phase, trick, taker, result)
        else:
            detail = _PLAIN_STEPS[st.phase]
        hands = self.game.record.hands
        return Step(len(hands[-1].actions) if hands else 0, seat, action, st.to_act,
                    result is not None, st.is_over, detail,
                    action.to_json() if action is not None else {})

    def deal(self, rng: random.Random) -> Step:
        st = self.game.state
        results = len(st.results)
        if st.phase is Phase.SCORING:  # a mesa hand no longer open to claims (section 8)
            st.settle()
            if st.is_over:
                return self._step(None, None, 0, results)
        self.game.deal(rng)
        return self._step(None, None, 0, results)

    def apply(self, action: Action) -> Step:
        st = self.game.state
        tricks, results = len(st.tricks), len(st.results)
        self.game.apply(action)
        return self._step(action.seat, action, tricks, results)

    def observe(self, seat: int) -> Observation:
        return observe(self.game.state, seat)

    def observe_json(self, seat: int) -> dict[str, Any]:
        from .bots.view import view_of

        return view_of(self.observe(seat), list(self.game.record.players))

    def action_from_json(self, data: object) -> Action:
        try:
            return Action.from_json(data)
        except ValueError as exc:
            raise RecordError("bad_action", str(exc), status=1) from None


class ZangaGame:
    """The definition of La Zanga (docs/zanga-rules.md) that the registry serves."""

    id = "zanga"
    title = "La Zanga"
    seats = SEATS
    presets = tuple(PRESETS)
    record_format = FORMAT
    record_error = RecordError
    shown_at_hand_end = True
    levels = LEVELS
    statistics = STATISTICS
    file_suffix = ".zanga.json"

    def new_match(self, preset: str | None = None, options: Mapping[str, Any] | None = None,
                  players: Sequence[str] | None = None,
                  seats: int | None = None) -> ZangaMatch:
        if seats is not None and seats not in self.seats:
            raise ValueError(f"{self.title} is played by {self.seats.least} players, not {seats}")
        return ZangaMatch(Game.new(preset or self.presets[0], dict(options or {}),
                                   players or DEFAULT_PLAYERS))

    def load_match(self, data: object) -> ZangaMatch:
        return ZangaMatch(Game.from_record(GameRecord.from_json(data)))

    def replay(self, data: object) -> tuple[int, dict[str, Any]]:
        return replay(data)

    def player(self, level: str, seed: int) -> Player[Any, Any]:
        from .ai.players import make_player

        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}: expected one of {', '.join(LEVELS)}")
        return make_player(level, seed=seed)

    def seat_view(self, match: Match[Any, Any], seat: int) -> dict[str, Any]:
        return match.observe_json(seat)

    def seat_match(self, view: Mapping[str, Any], seat: int, rng: random.Random,
                   to_act: int | None = None) -> ZangaMatch:
        from .bots.view import game_from_view

        return ZangaMatch(game_from_view(dict(view), seat, rng, to_act))

    def tools_module(self) -> str:
        return "zanga_desktop.games.zanga.ai.cli"

    def table_module(self) -> str:
        return "zanga_desktop.games.zanga.ui"


GAME = ZangaGame()
