"""A game of La Báciga as a protocol `Match` (`core.game`): a `records.BacigaGame`, its
record kept in step, and what each step did. The arenas play on it; `game.py` serves it."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ...core.game import Ending, Outcome, Step
from ...core.match import RecordedMatch
from .records import BacigaGame, RecordError, parse_action
from .rules import (
    Action,
    BacigaError,
    BacigaState,
    Credit,
    DealResult,
    Ended,
    Event,
    Observation,
    Phase,
    observe,
)


@dataclass(frozen=True, slots=True)
class BacigaStep:
    """What else a Báciga step did, all of it public: the events in order (a pase, the
    reveal, a card dealt, a pasado, the count...), the lances credited, and the deal's
    result when it closed one."""

    phase: Phase
    events: tuple[Event, ...] = ()
    credits: tuple[Credit, ...] = ()
    result: DealResult | None = None


class BacigaMatch(RecordedMatch[Action, Observation]):
    """A game of La Báciga being played, its record kept in step (records.BacigaGame)."""

    CHANCE_PHASES = frozenset((Phase.DEAL,))

    def __init__(self, game: BacigaGame) -> None:
        super().__init__(game)
        self.game: BacigaGame = game

    @property
    def state(self) -> BacigaState:
        return self.game.state

    @property
    def seats(self) -> int:
        return self.game.state.seats

    def sides(self) -> tuple[tuple[int, ...], ...]:
        """Seat s plays for side s % 2: ((0,), (1,)) or ((0, 2), (1, 3))."""
        return (tuple(range(0, self.seats, 2)), tuple(range(1, self.seats, 2)))

    def standings(self) -> tuple[int, ...]:
        """Each side's points (section 11)."""
        return tuple(self.game.state.points)

    def outcome(self) -> Outcome | None:
        st = self.game.state
        if not st.is_over:
            return None
        ended = st.results[-1].ended if st.results else None
        ending = Ending.AT_ONCE if ended is Ended.COSAS else Ending.TARGET
        return Outcome(self.sides(), self.standings(), st.winner(), ending,
                       ended.value if ended is not None else "")

    def _step(self, seat: int | None, action: Action | None, events: int, credits: int,
              results: int) -> Step:
        st = self.game.state
        result = st.results[-1] if len(st.results) > results else None
        new_credits = (result.credits if result is not None else st.credits)[credits:]
        detail = BacigaStep(st.phase, st.events[events:], new_credits, result)
        return Step(index=self.step_index(), seat=seat, action=action, to_act=st.to_act,
                    hand_over=result is not None, game_over=st.is_over, detail=detail,
                    json=action.to_json() if action is not None else {})

    def step_index(self) -> int:
        deals = self.game.record.deals
        return len(deals[-1].actions) if deals else 0

    @property
    def hand_count(self) -> int:
        """The deals dealt so far (the protocol's hands)."""
        return len(self.game.record.deals)

    def told_again(self, seat: int) -> list[tuple[Step, Observation | None, Observation]]:
        """The deal in play replayed from the record on a copy, deal first, then each action
        as written, with `seat`'s view before and after each step: for a table that resumes
        a game in mid-deal and tells the deal so far. Empty between deals."""
        record = self.game.record
        if not record.deals or not self.game.state.in_deal:
            return []
        last = record.deals[-1]
        copy = BacigaMatch(BacigaGame.from_record(record.with_deals(record.deals[:-1])))
        out: list[tuple[Step, Observation | None, Observation]] = []
        results = len(copy.state.results)
        copy.game.start_deal(last.dealer, last.deal)
        out.append((copy._step(None, None, 0, 0, results), None, copy.observe(seat)))
        for action in last.actions:
            before = copy.observe(seat)
            out.append((copy.apply(action), before, copy.observe(seat)))
        return out

    def deal(self, rng: random.Random) -> Step:
        results = len(self.game.state.results)
        self.game.deal(rng)
        return self._step(None, None, 0, 0, results)

    def apply(self, action: Action) -> Step:
        st = self.game.state
        events, credits, results = len(st.events), len(st.credits), len(st.results)
        self.game.apply(action)
        return self._step(action.seat, action, events, credits, results)

    def observe(self, seat: int) -> Observation:
        return observe(self.game.state, seat)

    def observe_json(self, seat: int) -> dict[str, Any]:
        from .bots.view import view_of

        return view_of(self.observe(seat), list(self.game.record.players))

    def action_from_json(self, data: object) -> Action:
        try:
            return parse_action(data, "The action", self.seats)
        except RecordError as exc:
            raise BacigaError("bad_action", exc.message) from None

    def record_json(self) -> dict[str, Any]:
        return self.game.record.to_json()
