"""The part of a game's table that the shell's window and menus ask of every game alike
(`ui/game_table.py`): whether a move can be taken back or a hint asked, pausing, the autosave
path, the keys, shutting down. Every answer comes from the game's `TableController` or its
board, so a game's table subclasses `TableFront` and writes only what is its own: its files,
its words, its panels and its narration."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QMainWindow

from .controller import TableController
from .docks import TutorDock


class KeyedBoard(Protocol):
    """A game's board, as far as the front asks it: the keys the window passes on."""

    def handle_key(self, event: QKeyEvent) -> bool: ...


class TableFront(QObject):
    """`window` gives the scene, view, animator and deck; a subclass sets `controller`,
    `board` and `tutor` before the window asks anything. `changed` says that what the
    window's menus offer may have changed; `deal_shown` that a hand's deal is on the table."""

    changed = Signal()
    deal_shown = Signal()

    controller: TableController
    board: KeyedBoard
    tutor: TutorDock

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window: Any = window  # the shell's main window (ui/main_window.py), or a stage

    @property
    def can_undo(self) -> bool:
        return self.controller.can_undo

    @property
    def autosave_path(self) -> Path | None:
        return self.controller.autosave_path

    @autosave_path.setter
    def autosave_path(self, path: Path | None) -> None:
        self.controller.autosave_path = path

    def pause(self) -> None:
        self.controller.pause()

    def unpause(self) -> None:
        self.controller.unpause()

    def shutdown(self) -> None:
        self.controller.shutdown()

    def handle_key(self, event: QKeyEvent) -> bool:
        return self.board.handle_key(event)

    @property
    def can_hint(self) -> bool:
        return self.controller.human_to_act

    def update_actions(self) -> None:
        """The tutor's Hint button, enabled while a hint may be asked."""
        self.tutor.hint_button.setEnabled(self.can_hint)

    def handle_key_release(self, event: QKeyEvent) -> bool:
        return False
