"""A piece taken off the table while an animation step still holds its move: the step goes
on with the other pieces and says nothing on stderr (Qt warned "Changing state of an
animation without target" when the step reached the move)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import shiboken6
from PySide6.QtCore import QPoint, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QWidget

from zanga_desktop.ui.table.animator import Animator


@contextmanager
def _qt_messages() -> Iterator[list[str]]:
    said: list[str] = []

    def handler(_mode: QtMsgType, _context: object, message: str) -> None:
        said.append(message)

    old = qInstallMessageHandler(handler)
    try:
        yield said
    finally:
        qInstallMessageHandler(old)


def test_a_piece_gone_before_its_move_is_skipped_quietly(qtbot) -> None:  # type: ignore[no-untyped-def]
    animator = Animator(1.0)
    first, gone, last = QWidget(), QWidget(), QWidget()
    with _qt_messages() as said:
        animator.enqueue(lambda: animator.sequential(
            animator.prop(first, "pos", QPoint(10, 10), 40),
            animator.prop(gone, "pos", QPoint(20, 20), 40),
            animator.prop(last, "pos", QPoint(30, 30), 40)))
        assert animator.running
        shiboken6.delete(gone)  # made again for a new deal while the step runs
        qtbot.waitUntil(lambda: not animator.busy, timeout=5000)
    assert first.pos() == QPoint(10, 10) and last.pos() == QPoint(30, 30)
    assert not [m for m in said if "without target" in m], said


def test_a_piece_gone_mid_move_ends_its_step(qtbot) -> None:  # type: ignore[no-untyped-def]
    animator = Animator(1.0)
    gone = QWidget()
    with _qt_messages() as said:
        animator.enqueue(lambda: animator.prop(gone, "pos", QPoint(20, 20), 2000))
        qtbot.wait(30)
        shiboken6.delete(gone)
        qtbot.waitUntil(lambda: not animator.busy, timeout=5000)
    assert not [m for m in said if "without target" in m], said
