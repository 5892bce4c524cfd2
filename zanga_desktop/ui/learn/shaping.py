"""What a game's table controller becomes in a lesson (a mixin put before it): the learner's
actions go to the lesson first, which checks them and plays a right one with `accept`; only a
guided hand goes straight to the engine, and only then do the other seats play."""

from __future__ import annotations

from typing import Any


class LessonShaping:
    """Mixed into a `ui.table.controller.TableController` subclass that declares the signal
    `chosen = Signal(object)` (the learner's action, for the lesson to check)."""

    guided = False
    chosen: Any

    def screen(self, action: object) -> bool:
        """Outside a guided hand the learner's answer goes to the lesson (`chosen`), which
        checks it and shows a right one with `accept`."""
        if self.guided:
            return False
        self.chosen.emit(action)
        return True

    def moves_on(self) -> bool:
        """Only a guided hand plays on; a position waits for the learner's answer."""
        return self.guided
