"""What every game's lessons share as data: the answer part of a step (goal, expected
actions, the engine's question, choices, the right and wrong words), and reading a folder of
lesson files. No widgets here."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from .text import Text

L = TypeVar("L")


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
    """A glossary entry: the word, its Spanish gloss, and ours in English and Japanese."""

    term: str
    es: str
    en: str
    ja: str


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
