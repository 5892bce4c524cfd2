"""La Báciga's lesson and rules data: JSON files under `resources/lessons/baciga/` and
`resources/reglamento/baciga/`, text keyed by language code (`ui.learn.text`).

A lesson is data: its positions (a deal with some cards fixed, the rest from a seeded
shuffle, the actions played so far, as a record writes them) and its steps. The engine
replays every position when it is shown (`position_game`), so no lesson can show a position
the rules refuse.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from ....core.deck import DECK
from ....ui.learn.content import Choice, LessonBook, PositionLesson, PositionStep, Term
from ....ui.learn.source import Decision, Reglamento, Section
from ..records import BacigaGame, BacigaRecord

__all__ = ["LEARNER", "REGLAMENTO", "Choice", "Decision", "Lesson", "Position", "Section",
           "Step", "Term", "decisions", "glossary", "lessons", "lessons_dir", "position_game",
           "sections"]

#: The learner's seat in every lesson.
LEARNER = 0
NAMES = ("Tú", "Ana", "Benito", "Carmela")


@dataclass(frozen=True)
class Position:
    """A deal on the table: the seats (2 or 4), the dealer, the cards fixed in each hand and
    on top of the stock (the rest dealt from the shuffle of `seed`), the options, the points
    before it, and the actions played so far as a record writes them."""

    seats: int
    dealer: int
    hands: dict[str, tuple[str, ...]]
    stock: tuple[str, ...] = ()
    actions: tuple[dict[str, Any], ...] = ()
    options: dict[str, Any] = field(default_factory=dict)
    points: tuple[int, int] = (0, 0)
    seed: int = 7

    @staticmethod
    def from_json(data: dict[str, Any]) -> Position:
        points = data.get("points", [0, 0])
        return Position(int(data.get("seats", 2)), int(data["dealer"]),
                        {str(k): tuple(v) for k, v in data.get("hands", {}).items()},
                        tuple(data.get("stock", ())), tuple(data.get("actions", ())),
                        dict(data.get("options", {})), (int(points[0]), int(points[1])),
                        int(data.get("seed", 7)))

    def deal_json(self) -> dict[str, Any]:
        """The deal as a record writes it: the fixed cards, the rest shuffled by `seed`."""
        used = [c for cards in self.hands.values() for c in cards] + list(self.stock)
        rest = [str(c) for c in DECK if str(c) not in used]
        random.Random(self.seed).shuffle(rest)
        out: dict[str, Any] = {}
        for s in range(self.seats):
            cards = list(self.hands.get(str(s), ()))
            while len(cards) < 3:
                cards.append(rest.pop())
            out[str(s)] = cards
        out["stock"] = list(self.stock) + rest
        return out

    def record_json(self) -> dict[str, Any]:
        return {"format": "baciga-record/1", "preset": "bengala", "options": self.options,
                "players": list(NAMES[:self.seats]), "start": {"points": list(self.points)},
                "deals": [{"dealer": self.dealer, "deal": self.deal_json(),
                           "actions": list(self.actions)}]}


def position_game(position: Position) -> BacigaGame:
    """The position replayed by the engine (RecordError if the rules refuse it)."""
    return BacigaGame.from_record(BacigaRecord.from_json(position.record_json()))


@dataclass(frozen=True)
class Step(PositionStep[Position]):
    """One thing the learner reads or does.

    kind: `info` (read, then Next); `act` (act on the table: a card, a word, a rank on a
    comodín), checked by the engine against `goal` and `expect`; `choose` (one of
    `choices`, the right one computed by the engine from `engine`); `guided` (play a whole
    deal against the computer)."""


Lesson = PositionLesson[Step]
#: Every lesson, from `resources/lessons/baciga/` (`lessons()`, in file-name order).
BOOK = LessonBook("baciga", Position.from_json, Step)
lessons = BOOK.lessons
lessons_dir = BOOK.folder


# ---------------------------------------------------------------------- the rules browser

#: The source text, glossary and decisions (`resources/reglamento/baciga/`).
REGLAMENTO = Reglamento("baciga")
sections = REGLAMENTO.sections
glossary = REGLAMENTO.glossary
decisions = REGLAMENTO.decisions
