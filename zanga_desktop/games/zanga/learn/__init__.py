"""Learning La Zanga: lessons on the real table, card order practice, the reglamento and a
cheat sheet of the card orders.

The main window calls `install(window)` once; everything else is reached from the "Learn"
menu it adds. Any text may link to an article with `links.article_link(n)`, and
`open_article(n)` opens the rules browser at article n.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from ....ui.learn.menu import Entry, install_menu, link_tutor
from .links import article_link, follow_links, handle_link, linkify

if TYPE_CHECKING:
    from .lessons import LearnWindow

__all__ = ["article_link", "handle_link", "install", "linkify", "open_article", "open_lessons",
           "open_rules", "show_cheat_sheet"]

_windows: list[LearnWindow] = []


def tr(text: str) -> str:
    return QCoreApplication.translate("Learn", text)


def open_lessons(parent: QWidget | None = None, speed: str | None = None) -> QMainWindow:
    """The lessons window (one at a time), resumed where the learner left off."""
    from ....ui.learn.window import one_window
    from .lessons import LearnWindow

    return one_window(_windows, lambda: LearnWindow(speed), "lessons")


def open_article(number: int | None, parent: QWidget | None = None) -> QWidget:
    """The reglamento, at article `number` (the rules browser, made when first asked)."""
    from .reference import open_article as open_browser

    return open_browser(number, parent)


def show_cheat_sheet(window: QWidget) -> QWidget:
    """The cheat sheet of card orders, beside `window`."""
    from .reference import show_cheat_sheet as show

    return show(window)


def open_rules(article: int | None = None, parent: QWidget | None = None) -> QWidget:
    """The reglamento, at `article` (the rules browser every game's Learn offers)."""
    return open_article(article, parent)


def open_practice(parent: QWidget | None = None) -> None:
    from .practice import ask_practice

    ask_practice(parent)


def _open_article_link(rest: str, parent: QWidget | None) -> bool:
    try:
        number = int(rest)
    except ValueError:
        return False
    open_article(number, parent)
    return True


def _open_lessons_link(rest: str, parent: QWidget | None) -> bool:
    open_lessons(parent)
    return True


follow_links("article", _open_article_link)  # `article:N`, from any text (links.article_link)
follow_links("learn", _open_lessons_link)  # `learn:`, the tutor's invitation to the lessons


def install(window: QMainWindow, tutor: Any = None) -> QMenu:
    """Add the Learn menu (before Help) and follow the article citations of the tutor (the
    window's if none is given)."""
    entries: tuple[Entry, ...] = (
        ("learn_lessons", lambda: tr("&Learn to play (Aprender a jugar)..."),
         lambda: open_lessons(window)),
        ("learn_practice", lambda: tr("Card order &practice..."),
         lambda: open_practice(window)),
        ("learn_rules", lambda: tr("&Reglamento (the rules)..."),
         lambda: open_article(None, window)),
        ("learn_cheat", lambda: tr("&Cheat sheet of card orders"),
         lambda: show_cheat_sheet(window)),
    )
    menu = install_menu(window, entries)
    _link_tutor(window, tutor if tutor is not None else getattr(window, "tutor", None))
    return menu


def _link_tutor(window: Any, tutor: Any) -> None:
    """Follow the article the tutor cites for a refusal (its link opens the reglamento
    there), and offer the lessons in the narration the first time."""
    from . import progress

    link_tutor(window, tutor, "learn:",
               lambda: tr("New to La Zanga? Learn to play, step by step."), bool(progress.done()))
