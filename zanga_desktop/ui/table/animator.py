"""Queued, grouped animations (Kajongg's animation.py): one step runs at a time, a signal when
the queue is empty, and a speed factor where 0 ("instant") sets end values at once, so tests
are fast and deterministic.

A step is built lazily, when its turn comes, so that it starts from where the pieces really
are after the steps before it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QAnimationGroup,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Signal,
)

Builder = Callable[[], "QAbstractAnimation | None"]


class Animator(QObject):
    idle = Signal()
    step_started = Signal()
    cleared = Signal()  # the queue was dropped: views put their pieces where they belong

    def __init__(self, speed: float = 1.0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.speed = speed
        self._queue: deque[tuple[str, Any]] = deque()
        self._current: QAbstractAnimation | None = None
        self._retired: QAbstractAnimation | None = None
        self._looping = False

    # ---------------------------------------------------------------- building blocks

    def ms(self, base: float) -> int:
        return max(0, round(base * self.speed))

    def prop(self, target: QObject, name: str, end: Any, base_ms: float,
             curve: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
             delay_ms: float = 0) -> QAbstractAnimation:
        anim = QPropertyAnimation(target, name.encode())
        anim.setEndValue(end)
        anim.setDuration(max(1, self.ms(base_ms)))
        anim.setEasingCurve(curve)
        if delay_ms <= 0:
            return anim
        seq = QSequentialAnimationGroup()
        seq.addPause(max(1, self.ms(delay_ms)))
        seq.addAnimation(anim)
        return seq

    def pause(self, base_ms: float) -> QAbstractAnimation:
        return QPauseAnimation(max(1, self.ms(base_ms)))

    @staticmethod
    def parallel(*anims: QAbstractAnimation | None) -> QParallelAnimationGroup:
        group = QParallelAnimationGroup()
        for a in anims:
            if a is not None:
                group.addAnimation(a)
        return group

    @staticmethod
    def sequential(*anims: QAbstractAnimation | None) -> QSequentialAnimationGroup:
        group = QSequentialAnimationGroup()
        for a in anims:
            if a is not None:
                group.addAnimation(a)
        return group

    # ---------------------------------------------------------------- the queue

    @property
    def busy(self) -> bool:
        return bool(self._queue) or self._current is not None or self._looping

    @property
    def running(self) -> bool:
        """Whether an animation step is playing now (frames are being drawn for it)."""
        return self._current is not None

    def enqueue(self, build: Builder) -> None:
        self._queue.append(("anim", build))
        self._kick()

    def call(self, fn: Callable[[], None]) -> None:
        """Run `fn` when the steps queued before it are done."""
        self._queue.append(("call", fn))
        self._kick()

    def clear(self) -> None:
        """Drop what is queued and jump the running step to its end; then `cleared`, so
        that whoever queued steps can show their end at once."""
        self._queue.clear()
        current, self._current = self._current, None
        if current is not None:
            current.finished.disconnect(self._finished)
            current.stop()
            _finish_now(current)
        self.cleared.emit()

    def _kick(self) -> None:
        if self._current is None and not self._looping:
            self._loop()

    def _loop(self) -> None:
        self._looping = True
        try:
            while self._queue and self._current is None:
                what, payload = self._queue.popleft()
                if what == "call":
                    payload()
                    continue
                anim = payload()
                if anim is None:
                    continue
                if self.speed <= 0:
                    _finish_now(anim)
                    continue
                self._current = anim
                anim.finished.connect(self._finished)
                self.step_started.emit()
                anim.start()
        finally:
            self._looping = False
        if not self._queue and self._current is None:
            self.idle.emit()

    def _finished(self) -> None:
        # Keep the finished group alive: dropping the last reference here would delete it
        # inside its own `finished` signal.
        self._retired = self._current
        self._current = None
        self._loop()


def _finish_now(anim: QAbstractAnimation) -> None:
    """Set every property animation's end value, in order, without waiting."""
    if isinstance(anim, QAnimationGroup):
        for i in range(anim.animationCount()):
            child = anim.animationAt(i)
            if child is not None:
                _finish_now(child)
    elif isinstance(anim, QPropertyAnimation):
        target = anim.targetObject()
        if target is not None:
            target.setProperty(bytes(anim.propertyName().data()).decode(), anim.endValue())
