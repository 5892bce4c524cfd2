"""A game being played: its rules state and its record kept in step, so that whatever is
played can be saved at any moment and taken back (python-chess's push and pop), and a record
replayed into one with the first action the rules refuse named by its hand and index.

A game's live game subclasses `LiveGame`, gives the hands of its record (`_hands`), how a
recorded hand starts (`_begin`) and how an action is applied (`apply`, which says through
`_acted` whether the record writes it), and keeps its own deals. `replay_result` is what
`zanga-cli replay` prints for a record of any such game.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Sequence
from typing import Any, ClassVar, Generic, Protocol, TypeVar, cast

from .records import RecordError
from .section_errors import Refusal, SectionRecordError


class Undoable(Protocol):
    """A rules state that takes back its last action."""

    def undo(self) -> None: ...


class HandRecord(Protocol):
    """A hand of a record: its actions as the record writes them."""

    @property
    def actions(self) -> list[Any]: ...


S = TypeVar("S", bound=Undoable)
H = TypeVar("H", bound=HandRecord)
A = TypeVar("A")


class Step(enum.Enum):
    """What one step of a live game was, for `undo` to take it back (a step of chance, a
    deal or a hand settled before the next, is None: it is never taken back)."""

    #: An action the record writes.
    RECORDED = "recorded"
    #: An action taken but not written (a silent one, such as a decline or a wait).
    SILENT = "silent"
    #: A step the game made itself, with the recorded action after it or at a record's end.
    AUTO = "auto"


class LiveGame(Generic[S, H, A]):
    """The state and its record, kept in step by the steps taken (`undo` reads them)."""

    #: The rules' refusal (it cites a section: `section_errors.Refusal`) and the record
    #: error a refused record raises.
    RULES_ERROR: ClassVar[type[Exception]]
    RECORD_ERROR: ClassVar[type[SectionRecordError]]

    def __init__(self, state: S) -> None:
        self.state = state
        self._steps: list[Step | None] = []

    def _hands(self) -> Sequence[H]:
        """The record's hands (deals), the one in play last."""
        raise NotImplementedError

    def _begin(self, hand: H) -> None:
        """Start a record's `hand` as it was dealt (the rules' refusal if it cannot be)."""
        raise NotImplementedError

    def apply(self, action: A) -> object:
        raise NotImplementedError

    def _dealt(self) -> None:
        """A chance step was taken: nothing before it is taken back."""
        self._steps.append(None)

    def _acted(self, action: A, recorded: bool = True) -> None:
        """`action` was applied to the state; the record writes it unless it is silent."""
        if recorded:
            self._hands()[-1].actions.append(action)
            self._steps.append(Step.RECORDED)
        else:
            self._steps.append(Step.SILENT)

    def replay_hands(self, hands: Iterable[H]) -> None:
        """Play a record's `hands` into this game: the game's record error with status 1 at
        the first deal or action the rules refuse, with its hand's index and the action's."""
        for h, hand in enumerate(hands):
            try:
                self._begin(hand)
            except self.RULES_ERROR as exc:
                raise self.RECORD_ERROR.refused(cast(Refusal, exc), h) from None
            for a, action in enumerate(hand.actions):
                try:
                    self.apply(action)
                except self.RULES_ERROR as exc:
                    raise self.RECORD_ERROR.refused(cast(Refusal, exc), h, a) from None

    def undo(self) -> None:
        """Take back the last action, with the steps the game made with it (before it, or
        after it at the end of a loaded record); a deal is chance and is not taken back
        (ValueError)."""
        steps = self._steps
        top = len(steps)
        while top and steps[top - 1] is Step.AUTO:
            top -= 1
        if not top or steps[top - 1] not in (Step.RECORDED, Step.SILENT):
            raise ValueError("no action to take back since the deal")
        while len(steps) > top:
            steps.pop()
            self.state.undo()
        step = steps.pop()
        self.state.undo()
        if step is Step.RECORDED:
            self._hands()[-1].actions.pop()
            while steps and steps[-1] is Step.AUTO:
                steps.pop()
                self.state.undo()


class Replayed(Protocol):
    """A game replayed from a record."""

    def replay_json(self) -> dict[str, Any]: ...


def replay_result(load: Callable[[], Replayed], error: type[RecordError]
                  ) -> tuple[int, dict[str, Any]]:
    """`zanga-cli replay`: (exit status, JSON result) of the game `load` replays from a
    record's JSON; never raises (`error`, the game's record error, gives the status and the
    JSON of a record refused; nesting past Python's limit is a file that is no record)."""
    try:
        game = load()
    except error as exc:
        return exc.status, exc.to_json()
    except RecursionError:
        return 2, error("bad_format", "The record is nested too deeply.").to_json()
    return 0, game.replay_json()


def replay_report(key: str, done: Iterable[dict[str, Any]], current: dict[str, Any] | None,
                  **standing: Any) -> dict[str, Any]:
    """What `zanga-cli replay` prints of a game so far: each hand's result under `key`, the
    one in play (`current`) last, then the standing (the scores, the winner)."""
    hands = list(done)
    if current is not None:
        hands.append(current)
    return {"ok": True, key: hands, **standing}
