"""The part of a `core.game.Match` every game writes alike: a live game object holding the
rules state and its record in step, seen through the protocol.

A game's `Match` subclasses `RecordedMatch` and adds what is its own: the seats, what a step
did (`Step.detail`), the deal and the recorded apply, the observation and its JSON, reading an
action from JSON.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from .game import Match

A = TypeVar("A")
O_co = TypeVar("O_co", covariant=True)


class LiveGame(Protocol):
    """A game's state and record kept in step (`records.Game` of La Zanga)."""

    @property
    def state(self) -> Any: ...

    @property
    def record(self) -> Any: ...


class RecordedMatch(Match[A, O_co], Generic[A, O_co]):
    """A match over `game`: the rules state answers, the record is written by the game."""

    #: The phases in which the next step is chance (a deal, or settling a hand kept open
    #: for claims, which the next deal does).
    CHANCE_PHASES: ClassVar[frozenset[object]] = frozenset()

    def __init__(self, game: LiveGame) -> None:
        self.game = game

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
    def is_over(self) -> bool:
        return bool(self.game.state.is_over)

    def winner(self) -> int | None:
        won: int | None = self.game.state.winner()
        return won

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

    def undo(self) -> None:
        self.game.state.undo()

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
