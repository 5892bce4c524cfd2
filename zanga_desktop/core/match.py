"""The part of a `core.game.Match` every game writes alike: a live game object holding the
rules state and its record in step, seen through the protocol.

A game's `Match` subclasses `RecordedMatch` and adds what is its own: the seats, what a step
did (`Step.detail`), the deal and the recorded apply, the observation and its JSON, reading an
action from JSON.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from .game import Ending, Match, Outcome

A = TypeVar("A")
O_co = TypeVar("O_co", covariant=True)


class LiveGame(Protocol):
    """A game's state and record kept in step (`records.Game` of La Zanga): `undo` takes the
    last recorded action out of both."""

    @property
    def state(self) -> Any: ...

    @property
    def record(self) -> Any: ...

    def undo(self) -> None: ...


class RecordedMatch(Match[A, O_co], Generic[A, O_co]):
    """A match over `game`: the rules state answers, the record is written by the game."""

    #: The phases in which the next step is chance (a deal, or settling a hand kept open
    #: for claims, which the next deal does).
    CHANCE_PHASES: ClassVar[frozenset[object]] = frozenset()

    #: How a game of this kind ends when a side wins (`Outcome.ending`).
    ENDING: ClassVar[Ending] = Ending.TARGET

    def __init__(self, game: LiveGame) -> None:
        self.game = game
        # actions applied unchecked (a search's), above the recorded ones: `undo` takes
        # them back first, and only then the record's (python-chess's push and pop)
        self._unrecorded = 0

    @property
    def state(self) -> Any:
        return self.game.state

    @property
    def to_act(self) -> int | None:
        seat: int | None = self.game.state.to_act
        return seat

    @property
    def needs_deal(self) -> bool:
        return self.game.state.phase in self.CHANCE_PHASES

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(self.game.record.players)

    @property
    def preset(self) -> str:
        return str(self.game.record.preset)

    @property
    def hand_count(self) -> int:
        return len(self.game.record.hands)

    @property
    def is_over(self) -> bool:
        return bool(self.game.state.is_over)

    def winner(self) -> int | None:
        """The winning side's index, None until the end (or in a draw)."""
        won: int | None = self.game.state.winner()
        return won

    def sides(self) -> tuple[tuple[int, ...], ...]:
        """Two teams of alternate seats by default (seats 0, 2, ... against 1, 3, ...)."""
        return (tuple(range(0, self.seats, 2)), tuple(range(1, self.seats, 2)))

    def standings(self) -> tuple[int, ...]:
        """Each side's score as the game counts it, in the order of `sides`."""
        raise NotImplementedError

    def outcome(self) -> Outcome | None:
        if not self.is_over:
            return None
        return Outcome(self.sides(), self.standings(), self.winner(), self.ENDING)

    def legal_actions(self) -> Sequence[A]:
        legal: Sequence[A] = self.game.state.legal_actions()
        return legal

    def out_of_turn(self) -> Sequence[A]:
        claims: Sequence[A] = self.game.state.claim_actions()
        return claims

    def verify(self, action: A) -> None:
        self.game.state.verify(action)

    def apply_unchecked(self, action: A) -> None:
        self.game.state.apply_unchecked(action)
        self._unrecorded += 1

    def undo(self) -> None:
        if self._unrecorded:
            self.game.state.undo()
            self._unrecorded -= 1
        else:
            self.game.undo()

    def step_index(self) -> int:
        """How many actions the hand in play has recorded (the index of a step in it)."""
        hands = self.game.record.hands
        return len(hands[-1].actions) if hands else 0

    def action_json(self, action: A) -> dict[str, Any]:
        out: dict[str, Any] = action.to_json()  # type: ignore[attr-defined]
        return out

    def record_json(self) -> dict[str, Any]:
        out: dict[str, Any] = self.game.record.to_json()
        return out

    def record_text(self) -> str:
        return str(self.game.record.dumps()) + "\n"  # as the game's save_record writes it
