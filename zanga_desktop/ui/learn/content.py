"""What every game's lessons share as data: the answer part of a step (goal, expected
actions, the engine's question, choices, the right and wrong words), reading a folder of
lesson files, and the steps, lessons and lesson folder of the games taught by positions on
their own table. No widgets here."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, Self, TypeVar

from ..paths import resource
from .text import Text

L = TypeVar("L")
P = TypeVar("P")
S = TypeVar("S", bound="PositionStep[Any]")


@dataclass(frozen=True)
class Choice:
    value: str
    label: Text


@dataclass(frozen=True)
class LessonHead:
    """What the lesson list shows of a lesson: its id (its file's name), title and summary;
    a game's lesson adds its steps."""

    id: str
    title: Text
    summary: Text


@dataclass(frozen=True)
class Term:
    """A glossary entry: the word, its Spanish gloss, and ours in English and Japanese; the
    word in katakana as our Japanese texts write it (`kana`, with the other spellings some
    of them use in `kana_also`), so that a reader of the Japanese lessons finds it."""

    term: str
    es: str
    en: str
    ja: str
    kana: str = ""
    kana_also: tuple[str, ...] = ()

    @staticmethod
    def of(data: dict[str, Any]) -> Term:
        """An entry of a glossary file (`kana` and `kana_also` may be absent)."""
        return Term(data["term"], data["es"], data["en"], data.get("ja", ""),
                    data.get("kana", ""), tuple(data.get("kana_also", ())))

    def label(self, lang: str) -> str:
        """The word as the glossary lists it: with its katakana in Japanese."""
        return f"{self.term}（{self.kana}）" if lang == "ja" and self.kana else self.term

    def searched(self) -> str:
        """Everything a filter may find the entry by, in every language."""
        return " ".join((self.kana, *self.kana_also, self.es, self.en, self.ja))


def answer_fields(data: dict[str, Any]) -> dict[str, Any]:
    """A step's answer, as the keyword arguments of a game's step: `goal` (what the engine
    checks), `expect`, `engine` (the question a `choose` step asks the engine), `choices`,
    `right` and `wrong` (what the learner is told)."""
    return {
        "goal": data.get("goal", "legal"),
        "expect": tuple(data.get("expect", ())),
        "engine": data.get("engine"),
        "choices": tuple(Choice(str(c["value"]), c["label"]) for c in data.get("choices", ())),
        "right": data.get("right", {}),
        "wrong": data.get("wrong", {}),
    }


class Interactive:
    """A step whose kind is not `info` waits for the learner's answer."""

    kind: str

    @property
    def interactive(self) -> bool:
        return self.kind != "info"


def read_lessons(folder: Path, parse: Callable[[dict[str, Any]], L],
                 skip: str = "") -> tuple[L, ...]:
    """Every lesson file of `folder` (`NN-name.json`, in name order; not those ending in
    `skip`), parsed."""
    return tuple(parse(json.loads(p.read_text(encoding="utf-8")))
                 for p in sorted(folder.glob("*.json")) if not (skip and p.name.endswith(skip)))


@dataclass(frozen=True)
class PositionStep(Interactive, Generic[P]):
    """A step of a lesson taught by positions (P, the game's position) on the game's own
    table: its kind and text, the position it shows, its answer (`answer_fields`) and the
    sections of the rules page it cites. A game's step may add fields (`own_fields`)."""

    kind: str
    text: Text
    position: P | None = None
    goal: str = "legal"
    expect: tuple[str, ...] = ()
    engine: str | None = None
    choices: tuple[Choice, ...] = ()
    right: Text = field(default_factory=dict)
    wrong: Text = field(default_factory=dict)
    sections: tuple[int, ...] = ()

    @classmethod
    def from_json(cls, data: dict[str, Any], positions: dict[str, P],
                  default: str | None = None) -> Self:
        """The step of `data`, at its position (by name, else the lesson's `default`)."""
        where = data.get("position", default)
        return cls(kind=data["kind"], text=data.get("text", {}),
                   position=positions[where] if where else None,
                   sections=tuple(data.get("sections", ())), **answer_fields(data),
                   **cls.own_fields(data))

    @classmethod
    def own_fields(cls, data: dict[str, Any]) -> dict[str, Any]:
        """The fields a game's step adds, read from the step's data (none by default)."""
        return {}


@dataclass(frozen=True)
class PositionLesson(LessonHead, Generic[S]):
    """A lesson of positions: its steps (of the game's step type S)."""

    steps: tuple[S, ...]


class LessonBook(Generic[P, S]):
    """A game's lessons taught by positions: the files of `resources/lessons/<name>/`, read
    once; a lesson names its positions (`positions`, read by `position`) and its steps (the
    game's step type `step`) show them by name, or the lesson's `position`."""

    def __init__(self, name: str, position: Callable[[dict[str, Any]], P],
                 step: type[S]) -> None:
        self.name = name
        self.position = position
        self.step = step
        self._read: dict[str, tuple[PositionLesson[S], ...]] = {}

    def folder(self) -> Path:
        return resource("lessons", self.name)

    def lesson(self, data: dict[str, Any]) -> PositionLesson[S]:
        positions = {k: self.position(v) for k, v in data.get("positions", {}).items()}
        return PositionLesson(data["id"], data["title"], data.get("summary", {}),
                              tuple(self.step.from_json(s, positions, data.get("position"))
                                    for s in data["steps"]))

    def lessons(self) -> tuple[PositionLesson[S], ...]:
        """Every lesson, in file-name order (`NN-name.json`)."""
        folder = str(self.folder())
        if folder not in self._read:
            self._read[folder] = read_lessons(Path(folder), self.lesson)
        return self._read[folder]
