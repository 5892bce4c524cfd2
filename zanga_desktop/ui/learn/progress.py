"""Lesson progress in the app's settings: the lessons done, the step reached in each, the
lesson last open, and the practice's best streak."""

from __future__ import annotations

from .. import settings

DONE = "learn/done"
CURRENT = "learn/current"
BEST_STREAK = "learn/best_streak"


def _step_key(lesson_id: str) -> str:
    return f"learn/step/{lesson_id}"


def done() -> set[str]:
    raw = settings.settings().value(DONE, "")
    if isinstance(raw, (list, tuple)):
        return {str(x) for x in raw if x}
    return {x for x in str(raw or "").split(",") if x}


def mark_done(lesson_id: str) -> None:
    settings.put(DONE, ",".join(sorted(done() | {lesson_id})))


def step(lesson_id: str) -> int:
    return settings.get_int(_step_key(lesson_id), 0)


def set_step(lesson_id: str, index: int) -> None:
    settings.put(_step_key(lesson_id), index)


def current() -> str:
    return str(settings.settings().value(CURRENT, "") or "")


def set_current(lesson_id: str) -> None:
    settings.put(CURRENT, lesson_id)


def best_streak() -> int:
    return settings.get_int(BEST_STREAK, 0)


def set_best_streak(n: int) -> None:
    settings.put(BEST_STREAK, n)


def reset() -> None:
    s = settings.settings()
    s.remove("learn")
    s.sync()
