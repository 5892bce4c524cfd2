"""La Ronda's lesson and rules data: JSON files under `resources/lessons/ronda/` and
`resources/reglamento/ronda/`, text keyed by language code (`ui.learn.text`).

A lesson is data: its positions (the table and the hands dealt, the moves played since,
perhaps more played by the baseline player) and its steps. The engine replays every position
when it is shown (`position_game`), so no lesson can show a position the rules refuse.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ....ui.learn.content import Choice, LessonBook, PositionLesson, PositionStep, Term
from ....ui.learn.source import Decision, Reglamento, Section
from ..positions import Move, position_game
from ..records import RondaGame
from ..rules import Kind, Phase, observe

__all__ = ["LEARNER", "NAMES", "REGLAMENTO", "Choice", "Decision", "Lesson", "Position",
           "Section", "Step", "Term", "decisions", "game_of", "glossary", "lessons",
           "lessons_dir", "sections"]

#: The learner's seat in every lesson.
LEARNER = 0
NAMES = ("Tú", "Ana", "Benito", "Carmela")


@dataclass(frozen=True)
class Position:
    """A deal on the table: seats, dealer, the table's four cards, the cards fixed per seat
    round by round (the rest from the shuffle of `seed`), the moves played since as
    `(seat, kind, value)`, then `autoplay` actions more by the baseline player (`rules`),
    and the points the deal started at."""

    seats: int
    dealer: int
    table: str
    rounds: tuple[dict[int, str], ...] = ()
    moves: tuple[Move, ...] = ()
    autoplay: int = 0
    points: tuple[int, int] = (0, 0)
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 7

    @staticmethod
    def from_json(data: dict[str, Any]) -> Position:
        points = data.get("points", [0, 0])
        return Position(int(data["seats"]), int(data["dealer"]), str(data["table"]),
                        tuple({int(k): str(v) for k, v in r.items()}
                              for r in data.get("rounds", ())),
                        tuple((int(m[0]), str(m[1]), str(m[2])) for m in data.get("moves", ())),
                        int(data.get("autoplay", 0)), (int(points[0]), int(points[1])),
                        dict(data.get("options", {})), int(data.get("seed", 7)))


def game_of(position: Position) -> RondaGame:
    """The position replayed by the engine (RecordError if the rules refuse it); the
    autoplay's actions by the baseline player, which is deterministic; then the silent waits
    of the players asked about a ronda they do not hold (section 8), as the table makes
    them."""
    from ..ai.rules import choose

    game = position_game(position.seats, position.dealer, position.table, position.rounds,
                         position.moves, position.points, position.options, position.seed,
                         NAMES[:position.seats])
    state = game.state
    for _ in range(position.autoplay):
        if state.to_act is None:
            break
        game.apply(choose(observe(state, state.to_act)))
    while state.phase is Phase.CANTE:
        legal = state.legal_actions()
        if len(legal) != 1 or legal[0].kind is not Kind.WAIT:
            break
        game.apply(legal[0])
    return game


@dataclass(frozen=True)
class Step(PositionStep[Position]):
    """One thing the learner reads or does.

    kind: `info` (read, then Next); `act` (act on the table: a card, or a button the table
    offers: sing, a word of the envío), checked by the engine against `goal` (`legal`,
    `expect`, `most`, `fall`, `aseo`); `choose` (one of `choices`, the right one computed by
    the engine from `engine`); `guided` (play a whole deal against the computer).
    """


Lesson = PositionLesson[Step]
#: Every lesson, from `resources/lessons/ronda/` (`lessons()`, in file-name order).
BOOK = LessonBook("ronda", Position.from_json, Step)
lessons = BOOK.lessons
lessons_dir = BOOK.folder


# ---------------------------------------------------------------------- the rules browser

#: The source text, glossary and decisions (`resources/reglamento/ronda/`).
REGLAMENTO = Reglamento("ronda")
sections = REGLAMENTO.sections
glossary = REGLAMENTO.glossary
decisions = REGLAMENTO.decisions
