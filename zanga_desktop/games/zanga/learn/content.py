"""Lesson and reglamento data: JSON files under `resources/`, text keyed by language code.

Nothing here knows Qt widgets; a lesson is data (steps, prompts, expected answers,
explanations) so that new lessons need no code.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from ....ui.learn.content import Choice, Interactive, LessonHead, Term, answer_fields, read_lessons
from ....ui.learn.text import LANGUAGES, Text, language, pick
from ....ui.paths import resource

__all__ = ["LANGUAGES", "Article", "Choice", "Decision", "Lesson", "Step", "Term", "Text",
           "article", "articles", "decisions", "glossary", "language", "lessons",
           "lessons_dir", "pick", "word_glosses"]

@dataclass(frozen=True)
class Step(Interactive):
    """One thing the learner reads or does.

    kind: `info` (read, then Next); `act` (act on the table: a card, or a button the table
    offers); `say` (choose a word among all five: the engine says which are allowed);
    `which_wins` (two cards, trump suit, the first one led: the engine's order decides);
    `choose` (one of `choices`, the right one computed by the engine from `engine`);
    `guided` (play a whole hand, the tutor suggesting every move).
    """

    kind: str
    text: Text
    record: str | None = None
    upto: int | None = None
    goal: str = "legal"
    expect: tuple[str, ...] = ()
    trump: str | None = None
    cards: tuple[str, ...] = ()
    engine: str | None = None
    choices: tuple[Choice, ...] = ()
    right: Text = field(default_factory=dict)
    wrong: Text = field(default_factory=dict)
    order: str | None = None
    articles: tuple[int, ...] = ()
    reveal: bool = False

    @staticmethod
    def from_json(data: dict[str, Any], default_record: str | None) -> Step:
        return Step(
            kind=data["kind"],
            text=data.get("text", {}),
            record=data.get("record", default_record),
            upto=data.get("upto"),
            trump=data.get("trump"),
            cards=tuple(data.get("cards", ())),
            order=data.get("order"),
            articles=tuple(data.get("articles", ())),
            reveal=bool(data.get("reveal", False)),
            **answer_fields(data),
        )


@dataclass(frozen=True)
class Lesson(LessonHead):
    """A lesson: its steps, and `glosses`, what each spoken word means (keyed by the word's
    value: `paso`, `mandar_solo`...), shown with the word buttons of its `say` steps."""

    steps: tuple[Step, ...]
    glosses: dict[str, Text] = field(default_factory=dict)

    @staticmethod
    def from_json(data: dict[str, Any]) -> Lesson:
        record = data.get("record")
        return Lesson(data["id"], data["title"], data.get("summary", {}),
                      tuple(Step.from_json(s, record) for s in data["steps"]),
                      dict(data.get("glosses", {})))


def lessons_dir() -> Path:
    return resource("lessons")


@cache
def _lessons(folder: str) -> tuple[Lesson, ...]:
    return read_lessons(Path(folder), Lesson.from_json, skip=".zanga.json")


def lessons() -> tuple[Lesson, ...]:
    """Every lesson, in file-name order (`NN-name.json`)."""
    return _lessons(str(lessons_dir()))


def word_glosses() -> dict[str, Text]:
    """What each spoken word means, from the lessons that gloss them (the first one wins):
    a lesson without glosses of its own shows these."""
    out: dict[str, Text] = {}
    for lesson in lessons():
        for word, text in lesson.glosses.items():
            out.setdefault(word, text)
    return out


# ---------------------------------------------------------------------- the reglamento


@dataclass(frozen=True)
class Article:
    number: int
    title: str  # the título it belongs to (Spanish)
    es: str
    en: str
    ja: str = ""


@dataclass(frozen=True)
class Decision:
    key: str
    title: Text
    text: Text
    articles: tuple[int, ...]
    options: tuple[str, ...]
    #: The section of the rules page it belongs to: 11 for the readings settled while
    #: building the engine.
    section: int = 0


@cache
def _load(name: str) -> Any:
    return json.loads(resource("reglamento", name).read_text(encoding="utf-8"))


def articles() -> tuple[Article, ...]:
    return tuple(Article(int(a["n"]), a["title"], a["es"], a["en"], a.get("ja", ""))
                 for a in _load("articles.json"))


def article(number: int) -> Article | None:
    return next((a for a in articles() if a.number == number), None)


def glossary() -> tuple[Term, ...]:
    return tuple(Term.of(t) for t in _load("lexico.json"))


def decisions() -> tuple[Decision, ...]:
    return tuple(Decision(d["key"], d["title"], d["text"], tuple(d.get("articles", ())),
                          tuple(d.get("options", ())), int(d.get("section", 0)))
                 for d in _load("decisions.json"))
