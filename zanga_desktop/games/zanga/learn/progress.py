"""Lesson progress in the app's settings: the lessons done, the step reached in each, the
lesson last open, and the practice's best streak. Progress is kept by lesson id; a lesson
renumbered when others were put before it keeps its progress through `RENAMED`."""

from __future__ import annotations

from ....ui import settings

DONE = "learn/done"
CURRENT = "learn/current"
BEST_STREAK = "learn/best_streak"

# old lesson id -> new id (lessons 8 and 10 were put between the old 8 and 9)
RENAMED = {
    "08-cinco-todas-estuche": "09-cinco-estuche",
    "09-first-hand": "11-first-hand",
}


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


def migrate() -> None:
    """Move progress saved under an old lesson id to the new one (nothing to do the second
    time)."""
    s = settings.settings()
    finished = done()
    if finished & RENAMED.keys():
        settings.put(DONE, ",".join(sorted({RENAMED.get(x, x) for x in finished})))
    if current() in RENAMED:
        set_current(RENAMED[current()])
    for old, new in RENAMED.items():
        if s.contains(_step_key(old)):
            if not s.contains(_step_key(new)):
                set_step(new, step(old))
            s.remove(_step_key(old))
            s.sync()


def reset() -> None:
    s = settings.settings()
    s.remove("learn")
    s.sync()
