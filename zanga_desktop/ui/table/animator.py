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


class PieceAnimation(QPropertyAnimation):
    """A property animation that lets its piece go: a piece taken off the table while a
    step still held its move (a seat's cards made again for a new deal) leaves the step to
    skip the move quietly, where Qt would warn of "an animation without target" on stderr
    when the step reached it."""

    def updateState(self, new: QAbstractAnimation.State,
                    old: QAbstractAnimation.State) -> None:
        if self.targetObject() is not None:
            super().updateState(new, old)


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
        anim = PieceAnimation(target, name.encode())
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
            current.stateChanged.disconnect(self._state_changed)
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
                anim.stateChanged.connect(self._state_changed)
                self.step_started.emit()
                anim.start()
        finally:
            self._looping = False
        if not self._queue and self._current is None:
            self.idle.emit()

    def _state_changed(self, new: QAbstractAnimation.State,
                       _old: QAbstractAnimation.State) -> None:
        """The step stopped: at its end, or before it when Qt stopped a move whose piece
        was taken off the table (then no `finished` comes, and the table waited for ever)."""
        if new == QAbstractAnimation.State.Stopped:
            self._finished()

    def _finished(self) -> None:
        # Keep the finished group alive: dropping the last reference here would delete it
        # inside its own signal.
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
