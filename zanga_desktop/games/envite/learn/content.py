"""El Envite's lesson and rules data: JSON files under `resources/lessons/envite/` and
`resources/reglamento/envite/`, text keyed by language code (`ui.learn.text`).

A lesson is data: its positions (a deal, some cards fixed and the rest from a seeded shuffle,
and the actions played so far) and its steps. The engine replays every position when it is
shown (`position_game`), so no lesson can show a position the rules refuse.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ....core.deck import DECK
from ....ui.learn.content import Choice, LessonBook, PositionLesson, PositionStep, Term
from ....ui.learn.source import Decision, Reglamento, Section
from ..records import EnviteGame, EnviteRecord, HandRecord, default_players
from ..rules import Action, Answer, Card, Deal, Kind, Sena, Tumbo

__all__ = ["REGLAMENTO", "Choice", "Decision", "Lesson", "Position", "Section", "Step", "Term",
           "decisions", "glossary", "lessons", "lessons_dir", "position_game", "sections"]

#: The learner's seat in every lesson.
LEARNER = 0
NAMES = ("Tú", "Ana", "Benito", "Carmela", "Dácil", "Eulogio", "Fefa", "Guayarmina",
         "Heriberto", "Idaira")


@dataclass(frozen=True)
class Position:
    """A hand on the table: team size, dealer, vira, the cards fixed per seat (the rest dealt
    from the shuffle of `seed`), capitanes, standings and the actions played so far as
    `(seat, kind, value)`."""

    team_size: int
    dealer: int
    vira: str
    hands: dict[str, tuple[str, ...]]
    actions: tuple[tuple[int, str, Any], ...] = ()
    captains: tuple[int, int] | None = None
    piedras: tuple[int, int] = (0, 0)
    chicos: tuple[int, int] = (0, 0)
    seed: int = 7

    @staticmethod
    def from_json(data: dict[str, Any]) -> Position:
        caps = data.get("captains")
        return Position(int(data["team_size"]), int(data["dealer"]), str(data["vira"]),
                        {str(k): tuple(v) for k, v in data.get("hands", {}).items()},
                        tuple((int(a[0]), str(a[1]), a[2]) for a in data.get("actions", ())),
                        (int(caps[0]), int(caps[1])) if caps else None,
                        (int(data.get("piedras", [0, 0])[0]), int(data.get("piedras", [0, 0])[1])),
                        (int(data.get("chicos", [0, 0])[0]), int(data.get("chicos", [0, 0])[1])),
                        int(data.get("seed", 7)))

    @property
    def seats(self) -> int:
        return 2 * self.team_size

    def deal(self) -> Deal:
        fixed = {int(s): [Card.parse(c) for c in cards] for s, cards in self.hands.items()}
        vira = Card.parse(self.vira)
        used = {vira, *(c for cards in fixed.values() for c in cards)}
        rest = [c for c in DECK if c not in used]
        random.Random(self.seed).shuffle(rest)
        hands = []
        for seat in range(self.seats):
            cards = list(fixed.get(seat, []))
            while len(cards) < 3:
                cards.append(rest.pop())
            hands.append(tuple(cards))
        return Deal(vira, tuple(hands), tuple(rest))


#: How a position's action value is read, by kind (a decline has none).
_VALUES: dict[Kind, Callable[[Any], Any]] = {
    Kind.PLAY: lambda v: Card.parse(str(v)), Kind.BET: int, Kind.ANSWER: Answer,
    Kind.SENA: Sena, Kind.TUMBO: Tumbo,
}


def _action(seat: int, kind: str, value: Any) -> Action:
    k = Kind(kind)
    read = _VALUES.get(k)
    return Action(seat, k, read(value) if read is not None else None)


def position_game(position: Position) -> EnviteGame:
    """The position replayed by the engine (RecordError if the rules refuse it)."""
    seats = position.seats
    names = NAMES[:seats] if seats <= len(NAMES) else default_players(seats)
    record = EnviteRecord("federacion", {}, list(names), position.team_size,
                          position.captains or (0, seats - 1), position.piedras,
                          position.chicos,
                          [HandRecord(position.dealer, position.deal(),
                                      [_action(*a) for a in position.actions])])
    return EnviteGame.from_record(record)


@dataclass(frozen=True)
class Step(PositionStep[Position]):
    """One thing the learner reads or does.

    kind: `info` (read, then Next); `act` (act on the table: a card, or a button the table
    offers: envío, quiero, paso, a seña, tumbar...), checked by the engine against `goal`;
    `choose` (one of `choices`, the right one computed by the engine from `engine`);
    `guided` (play the whole hand against the computer).
    """

    order: bool = False

    @classmethod
    def own_fields(cls, data: dict[str, Any]) -> dict[str, Any]:
        """`order`: the step shows the order of play under its text."""
        return {"order": bool(data.get("order", False))}


Lesson = PositionLesson[Step]
#: Every lesson, from `resources/lessons/envite/` (`lessons()`, in file-name order).
BOOK = LessonBook("envite", Position.from_json, Step)
lessons = BOOK.lessons
lessons_dir = BOOK.folder


# ---------------------------------------------------------------------- the rules browser

#: The source text, glossary and decisions (`resources/reglamento/envite/`).
REGLAMENTO = Reglamento("envite")
sections = REGLAMENTO.sections
glossary = REGLAMENTO.glossary
decisions = REGLAMENTO.decisions
