"""What a game's learn package offers the table and the start screen, written once for the
games taught by positions on their own table: the lessons window (one at a time), the rules
browser at a section, the links that open both from any text, and the Learn menu with the
tutor's citations and its invitation to a newcomer. The game gives its package, its link
schemes and its words (each a function, so that it is translated when asked); its windows are
its package's `lessons.LearnWindow(speed)` and `reference.open_rules(section, parent)`,
imported when first asked.

The table calls the game's `install(window)` once for its Learn menu; `open_lessons` and
`open_rules` are what the start screen's learn column opens; a text may link to a section of
the rules page (`<rules scheme>:N`) or to the lessons (`<lessons scheme>:`)."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from .links import follow_links
from .menu import Entry, install_menu, link_tutor

if TYPE_CHECKING:
    from .window import LessonWindow

__all__ = ["LearnPackage"]

# the lessons window's module comes with the first lessons opened, not with every table
W = TypeVar("W", bound="LessonWindow[Any, Any]")
B = TypeVar("B")

#: Larger than the lessons window's default where the screen allows: a table's prompts are wide.
SIZE = QSize(1600, 960)


class LearnPackage(Generic[W, B]):
    """A game's learning, its package named `package`: the lessons window (W, fitted and
    placed as it was last, `name`) and the rules browser (B); `rules_scheme:N` links open the
    rules at section N and `lessons_scheme:` the lessons. `menu` is the words of the Learn
    menu's two entries (lessons, rules), `invitation` the tutor's line to a newcomer, who is
    one while `done()` is empty."""

    def __init__(self, package: str, name: str, rules_scheme: str, lessons_scheme: str,
                 menu: tuple[Callable[[], str], Callable[[], str]],
                 invitation: Callable[[], str], done: Callable[[], object]) -> None:
        self.package = package
        self.name = name
        self.lessons_scheme = lessons_scheme
        self.menu = menu
        self.invitation = invitation
        self.done = done
        self.windows: list[W] = []
        follow_links(rules_scheme, self._open_section)
        follow_links(lessons_scheme, self._open_lessons_link)

    def _part(self, name: str) -> Any:
        return importlib.import_module(f"{self.package}.{name}")

    def open_lessons(self, parent: QWidget | None = None, speed: str | None = None) -> W:
        """The lessons window (one at a time), resumed where the learner left off."""
        from .window import one_window

        return one_window(self.windows, lambda: self._part("lessons").LearnWindow(speed),
                          self.name, SIZE)

    def open_rules(self, section: int | None = None, parent: QWidget | None = None) -> B:
        """The rules browser, at what `section` of the rules page decides."""
        browser: B = self._part("reference").open_rules(section, parent)
        return browser

    def _open_section(self, rest: str, parent: QWidget | None) -> bool:
        if not rest.isdigit():
            return False
        self.open_rules(int(rest), parent)
        return True

    def _open_lessons_link(self, rest: str, parent: QWidget | None) -> bool:
        self.open_lessons(parent)
        return True

    def install(self, window: QMainWindow, tutor: Any = None) -> QMenu:
        """Add the game's Learn menu (before Help): its lessons and its rules; follow the
        section the tutor cites for a refusal (its link opens the rules browser there), and
        invite a newcomer to the lessons in the narration."""
        lessons_words, rules_words = self.menu
        entries: tuple[Entry, ...] = (
            ("learn_lessons", lessons_words, lambda: self.open_lessons(window)),
            ("learn_rules", rules_words, lambda: self.open_rules(None, window)),
        )
        menu = install_menu(window, entries)
        if tutor is not None:
            link_tutor(window, tutor, f"{self.lessons_scheme}:", self.invitation,
                       bool(self.done()))
        return menu
