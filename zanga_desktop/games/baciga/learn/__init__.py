"""Learning La Báciga: lessons on the real Báciga table checked by the engine, and the rules
browser (the source text with our renderings, its glossary, the decisions of the rules page).

The table calls `install(window)` once for its Learn menu; `open_lessons` and `open_rules`
are what the start screen's learn column opens. A text may link to a section of the rules
page with `links.section_link(n)`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from ....ui.i18n import tr
from ....ui.learn.links import follow_links
from ....ui.learn.menu import Entry, install_menu, link_tutor
from .links import LEARN, SCHEME

if TYPE_CHECKING:
    from .lessons import LearnWindow
    from .reference import BacigaRulesBrowser

__all__ = ["install", "open_lessons", "open_rules"]

_windows: list[QWidget] = []


def open_lessons(parent: QWidget | None = None, speed: str | None = None) -> LearnWindow:
    """The lessons window (one at a time), resumed where the learner left off."""
    from ....ui.learn.window import one_window
    from .lessons import LearnWindow

    return one_window(_windows, LearnWindow, lambda: LearnWindow(speed), "baciga_lessons",
                      QSize(1600, 960))


def open_rules(section: int | None = None,
               parent: QWidget | None = None) -> BacigaRulesBrowser:
    from .reference import open_rules as open_browser

    return open_browser(section, parent)


def _open_section(rest: str, parent: QWidget | None) -> bool:
    if not rest.isdigit():
        return False
    open_rules(int(rest), parent)
    return True


def _open_lessons_link(rest: str, parent: QWidget | None) -> bool:
    open_lessons(parent)
    return True


follow_links(SCHEME, _open_section)  # `baciga-rules:N`, from any text (links.section_link)
follow_links(LEARN, _open_lessons_link)


def install(window: QMainWindow, tutor: Any = None) -> QMenu:
    """Add La Báciga's Learn menu (before Help): its lessons and its rules; follow the
    section the tutor cites for a refusal, and invite a newcomer to the lessons."""
    entries: tuple[Entry, ...] = (
        ("learn_lessons", lambda: tr("&Learn to play La Báciga..."),
         lambda: open_lessons(window)),
        ("learn_rules", lambda: tr("The &rules of La Báciga..."),
         lambda: open_rules(None, window)),
    )
    menu = install_menu(window, entries)
    if tutor is not None:
        _link_tutor(window, tutor)
    return menu


def _link_tutor(window: QWidget, tutor: Any) -> None:
    from . import progress

    link_tutor(window, tutor, f"{LEARN}:",
               lambda: tr("New to La Báciga? Learn to play, step by step."),
               bool(progress.PROGRESS.done()))
