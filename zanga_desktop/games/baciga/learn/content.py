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
from functools import cache
from pathlib import Path
from typing import Any

from ....core.deck import DECK
from ....ui.learn.content import Choice, Interactive, LessonHead, Term, answer_fields, read_lessons
from ....ui.learn.source import Decision, Reglamento, Section
from ....ui.learn.text import Text
from ....ui.paths import resource
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
class Step(Interactive):
    """One thing the learner reads or does.

    kind: `info` (read, then Next); `act` (act on the table: a card, a word, a rank on a
    comodín), checked by the engine against `goal` and `expect`; `choose` (one of
    `choices`, the right one computed by the engine from `engine`); `guided` (play a whole
    deal against the computer)."""

    kind: str
    text: Text
    position: Position | None = None
    goal: str = "legal"
    expect: tuple[str, ...] = ()
    engine: str | None = None
    choices: tuple[Choice, ...] = ()
    right: Text = field(default_factory=dict)
    wrong: Text = field(default_factory=dict)
    sections: tuple[int, ...] = ()

    @staticmethod
    def from_json(data: dict[str, Any], positions: dict[str, Position],
                  default: str | None = None) -> Step:
        where = data.get("position", default)
        return Step(kind=data["kind"], text=data.get("text", {}),
                    position=positions[where] if where else None,
                    sections=tuple(data.get("sections", ())), **answer_fields(data))


@dataclass(frozen=True)
class Lesson(LessonHead):
    steps: tuple[Step, ...]

    @staticmethod
    def from_json(data: dict[str, Any]) -> Lesson:
        positions = {k: Position.from_json(v) for k, v in data.get("positions", {}).items()}
        return Lesson(data["id"], data["title"], data.get("summary", {}),
                      tuple(Step.from_json(s, positions, data.get("position"))
                            for s in data["steps"]))


def lessons_dir() -> Path:
    return resource("lessons", "baciga")


@cache
def _lessons(folder: str) -> tuple[Lesson, ...]:
    return read_lessons(Path(folder), Lesson.from_json)


def lessons() -> tuple[Lesson, ...]:
    """Every lesson, in file-name order (`NN-name.json`)."""
    return _lessons(str(lessons_dir()))


# ---------------------------------------------------------------------- the rules browser

#: The source text, glossary and decisions (`resources/reglamento/baciga/`).
REGLAMENTO = Reglamento("baciga")
sections = REGLAMENTO.sections
glossary = REGLAMENTO.glossary
decisions = REGLAMENTO.decisions
