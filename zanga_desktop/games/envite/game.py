"""El Envite behind the game protocol (`core.game`): the definition the registry finds as
`GAME`, and `EnviteMatch`, a `records.EnviteGame` seen as a protocol `Match`.

Importing this module loads the rules and the record format only; the computer players
(`ai/`) are imported when one is asked for.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ...core.game import Match, Player, Seats, Step
from ...core.levels import LEVELS
from ...core.match import RecordedMatch
from .records import (
    FORMAT,
    EnviteGame,
    EnviteRecord,
    RecordError,
    _parse_action,
    default_players,
    replay,
)
from .rules import (
    PRESETS,
    Action,
    Card,
    EnviteError,
    EnviteState,
    HandResult,
    Kind,
    Observation,
    Phase,
    observe,
    team,
)
from .rules.options import SenaMode

#: Two teams of 1 to 5 players (section 2); four seats by default.
SEATS = Seats(least=2, most=10, default=4, step=2)


@dataclass(frozen=True, slots=True)
class EnviteStep:
    """What else an Envite step did: the trick it completed (with the seat that took it) and
    the hand's result when it closed one."""

    phase: Phase
    trick: tuple[tuple[int, Card], ...] = ()
    taker: int | None = None
    result: HandResult | None = None


#: The detail of a step that completed no trick and settled no hand, one per phase.
_PLAIN_STEPS: dict[Phase, EnviteStep] = {phase: EnviteStep(phase) for phase in Phase}


class EnviteMatch(RecordedMatch[Action, Observation]):
    """A partido of El Envite being played, its record kept in step (records.EnviteGame)."""

    # a mesa hand waiting for claims is settled by the next deal (section 8)
    CHANCE_PHASES = frozenset((Phase.DEAL, Phase.SCORING))

    def __init__(self, game: EnviteGame, rng: random.Random | None = None) -> None:
        super().__init__(game)
        self.game: EnviteGame = game
        #: Who catches a seña in pillar mode is chance (section 7): drawn here, then recorded.
        self._rng = rng or random.Random()

    @property
    def state(self) -> EnviteState:
        return self.game.state

    @property
    def seats(self) -> int:
        return self.game.state.seats

    def standings(self) -> tuple[int, ...]:
        """Each team's chicos (section 9: the partido is won on chicos)."""
        return tuple(self.game.state.chicos)

    def _step(self, seat: int | None, action: Action | None, tricks: int, results: int) -> Step:
        """The step just taken: `tricks` and `results` were the counts before it, so that a
        trick it completed and a hand it settled are told. A step that completed nothing
        shares its phase's detail, and `Step` is called with its fields in order (one is made
        for every action of every self-play and arena hand)."""
        st = self.game.state
        result = None
        if len(st.tricks_played) > tricks or len(st.results) > results:
            trick: tuple[tuple[int, Card], ...] = ()
            taker = None
            if len(st.tricks_played) > tricks:
                trick, taker = st.tricks_played[-1], st.trick_winners[-1]
            if len(st.results) > results:
                result = st.results[-1]
            detail = EnviteStep(st.phase, trick, taker, result)
        else:
            detail = _PLAIN_STEPS[st.phase]
        return Step(self.step_index(), seat, action, st.to_act, result is not None,
                    st.is_over, detail, action.to_json() if action is not None else {})

    def _counts(self) -> tuple[int, int]:
        st = self.game.state
        return (len(st.tricks_played) if st.in_hand else 0), len(st.results)

    def deal(self, rng: random.Random) -> Step:
        results = len(self.game.state.results)
        self.game.deal(rng)
        return self._step(None, None, 0, results)

    def _drawn(self, action: Action) -> Action:
        """In pillar mode each opponent catches a seña with probability `pillar_p` (section 7):
        drawn here whatever the sender asked for, then recorded, so replay needs no chance.
        A game that follows another's record (a network seat's shadow, `seat_match`) takes
        who saw it as the record says: the host drew it."""
        if action.kind is Kind.SENA and self.game.options.senas is SenaMode.PILLAR \
                and not (self.game.follows_record and action.seen_by is not None):
            p = self.game.options.pillar_p
            seen = tuple(s for s in range(self.seats)
                         if team(s) != team(action.seat) and self._rng.random() < p)
            return replace(action, seen_by=seen)
        return action

    def verify(self, action: Action) -> None:
        if action.kind is Kind.SENA and action.seen_by is None \
                and self.game.options.senas is SenaMode.PILLAR:
            action = replace(action, seen_by=())
        self.game.state.verify(action)

    def apply(self, action: Action) -> Step:
        action = self._drawn(action)
        tricks, results = self._counts()
        self.game.apply(action)
        return self._step(action.seat, action, tricks, results)

    def apply_unchecked(self, action: Action) -> None:
        if action.kind is Kind.SENA and action.seen_by is None \
                and self.game.options.senas is SenaMode.PILLAR:
            action = replace(action, seen_by=())
        super().apply_unchecked(action)

    def observe(self, seat: int) -> Observation:
        return observe(self.game.state, seat)

    def told_again(self, seat: int) -> list[tuple[Step, Observation | None, Observation]]:
        """The hand in play replayed from the record on a copy, deal first, then each
        action as written (señas caught as recorded, nothing drawn), with `seat`'s view
        before and after each step: for a table that resumes a partido in mid-hand and
        tells the hand so far. Empty between hands."""
        record = self.game.record
        if not record.hands or not self.game.state.in_hand:
            return []
        last = record.hands[-1]
        copy = EnviteMatch(EnviteGame.from_record(record.with_hands(record.hands[:-1])))
        results = len(copy.state.results)
        copy.game.start_hand(last.dealer, last.deal)
        out: list[tuple[Step, Observation | None, Observation]] = [
            (copy._step(None, None, 0, results), None, copy.observe(seat))]
        for action in last.actions:
            before = copy.observe(seat)
            tricks, results = copy._counts()
            copy.game.apply(action)
            out.append((copy._step(action.seat, action, tricks, results), before,
                        copy.observe(seat)))
        return out

    def observe_json(self, seat: int) -> dict[str, Any]:
        return self.observe(seat).to_json(list(self.game.record.players))

    def action_from_json(self, data: object) -> Action:
        if isinstance(data, dict) and "decline" in data and isinstance(data.get("seat"), int):
            return Action(data["seat"], Kind.DECLINE)
        try:
            return _parse_action(data, "The action", self.seats)
        except RecordError as exc:
            raise EnviteError("bad_action", exc.message) from None



class EnviteDefinition:
    """The definition of El Envite (envite-rules.md) that the registry serves."""

    id = "envite"
    title = "El Envite"
    seats = SEATS
    presets = tuple(PRESETS)
    record_format = FORMAT
    record_error = RecordError
    shown_at_hand_end = False
    levels = LEVELS
    #: The counters the shell will keep for the player at seat 0 (section 9: piedras make
    #: chicos, chicos the partido).
    statistics = ("chicos_won", "hands", "hands_won", "bets_won")
    file_suffix = ".envite.json"

    def new_match(self, preset: str | None = None, options: Mapping[str, Any] | None = None,
                  players: Sequence[str] | None = None,
                  seats: int | None = None) -> EnviteMatch:
        if players is None:
            count = self.seats.default if seats is None else seats
            if count not in self.seats:
                raise ValueError(f"{self.title} is played by two teams of "
                                 f"{self.seats.least // 2} to {self.seats.most // 2} players, "
                                 f"not {count} players")
            players = default_players(count)
        return EnviteMatch(EnviteGame.new(preset or self.presets[0], dict(options or {}),
                                          players))

    def load_match(self, data: object) -> EnviteMatch:
        return EnviteMatch(EnviteGame.from_record(EnviteRecord.from_json(data)))

    def replay(self, data: object) -> tuple[int, dict[str, Any]]:
        return replay(data)

    def player(self, level: str, seed: int) -> Player[Any, Any]:
        from .ai.players import make_player

        if level not in LEVELS:
            raise ValueError(f"El Envite has no level {level!r}")
        return make_player(level, seed)

    def seat_view(self, match: Match[Any, Any], seat: int) -> dict[str, Any]:
        from .bots.view import view_of

        return view_of(match.observe(seat), list(match.players))

    def seat_match(self, view: Mapping[str, Any], seat: int, rng: random.Random,
                   to_act: int | None = None) -> EnviteMatch:
        from .bots.view import game_from_view

        game = game_from_view(dict(view), seat, rng)
        if to_act is not None:  # the seats before it let the bet pass, unwritten (section 6)
            asked, state = (to_act - seat) % game.state.seats, game.state
            while state.phase is Phase.BET and state.to_act not in (None, asked) \
                    and state.can_raise(asked):
                game.apply(Action(state.to_act, Kind.DECLINE))
        return EnviteMatch(game, random.Random(rng.random()))

    def tools_module(self) -> str:
        return "zanga_desktop.games.envite.ai.cli"

    def table_module(self) -> str:
        return "zanga_desktop.games.envite.ui"


GAME = EnviteDefinition()
