"""Lesson progress in the app's settings, one settings group per game: the lessons done, the
step reached in each, the lesson last open."""

from __future__ import annotations

from .. import settings


class Progress:
    """The progress kept under the settings group `group` (La Zanga's is `learn`)."""

    def __init__(self, group: str) -> None:
        self.group = group

    def _step_key(self, lesson_id: str) -> str:
        return f"{self.group}/step/{lesson_id}"

    @property
    def done_key(self) -> str:
        return f"{self.group}/done"

    @property
    def current_key(self) -> str:
        return f"{self.group}/current"

    def done(self) -> set[str]:
        raw = settings.settings().value(self.done_key, "")
        if isinstance(raw, (list, tuple)):
            return {str(x) for x in raw if x}
        return {x for x in str(raw or "").split(",") if x}

    def mark_done(self, lesson_id: str) -> None:
        settings.put(self.done_key, ",".join(sorted(self.done() | {lesson_id})))

    def step(self, lesson_id: str) -> int:
        return settings.get_int(self._step_key(lesson_id), 0)

    def set_step(self, lesson_id: str, index: int) -> None:
        settings.put(self._step_key(lesson_id), index)

    def has_step(self, lesson_id: str) -> bool:
        return bool(settings.settings().contains(self._step_key(lesson_id)))

    def forget_step(self, lesson_id: str) -> None:
        s = settings.settings()
        s.remove(self._step_key(lesson_id))
        s.sync()

    def current(self) -> str:
        return str(settings.settings().value(self.current_key, "") or "")

    def set_current(self, lesson_id: str) -> None:
        settings.put(self.current_key, lesson_id)

    def reset(self) -> None:
        s = settings.settings()
        s.remove(self.group)
        s.sync()
