"""A modal dialog asked once: shown, its answer read, then deleted.

A dialog made with the window as its parent lives as long as the window unless it is
deleted: each New game left one more hidden dialog behind, its choices still wired to the
settings and its filters still installed, and a test that opened the dialog twice, then
played, crashed in Qt's painting within a few rounds. Every dialog the shell asks through
`asked_once` is gone once its answer is read."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TypeVar

from PySide6.QtWidgets import QDialog

D = TypeVar("D", bound=QDialog)


@contextmanager
def asked_once(dialog: D) -> Iterator[D]:
    """`with asked_once(SomeDialog(window)) as d: if d.exec() ...: answer = d.chosen()`."""
    try:
        yield dialog
    finally:
        dialog.hide()
        dialog.deleteLater()
