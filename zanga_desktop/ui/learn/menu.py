"""A game's Learn menu in the main window, before Help, its texts set again when the language
changes. The game gives its entries: an object name, the text (a function, so that it is
translated when asked) and what the entry opens."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu, QTextBrowser, QWidget

from ..table.docks import TutorDock
from .links import handle_link

Entry = tuple[str, Callable[[], str], Callable[[], object]]


def tr(text: str) -> str:
    return QCoreApplication.translate("Learn", text)


class _Retranslator(QObject):
    """Sets the Learn menu's texts again when the language changes."""

    def __init__(self, window: QMainWindow, menu: QMenu,
                 actions: list[tuple[QAction, Callable[[], str]]]) -> None:
        super().__init__(window)
        self.menu = menu
        self.actions = actions
        window.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.menu.setTitle(tr("&Learn"))
        for action, text in self.actions:
            action.setText(text())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False


def install_menu(window: QMainWindow, entries: Sequence[Entry]) -> QMenu:
    """Add the Learn menu (named `learn_menu`) with `entries`, before the window's Help menu
    (`window.menu_help`) if it has one."""
    menu = QMenu(window)
    menu.setObjectName("learn_menu")
    made: list[tuple[QAction, Callable[[], str]]] = []
    for name, text, slot in entries:
        action = QAction(window)
        action.setObjectName(name)
        action.triggered.connect(slot)
        menu.addAction(action)
        made.append((action, text))
    bar = window.menuBar()
    help_menu = getattr(window, "menu_help", None)
    if isinstance(help_menu, QMenu):
        bar.insertMenu(help_menu.menuAction(), menu)
    else:
        bar.addMenu(menu)
    _Retranslator(window, menu, made)  # parented to the window, lives as long
    return menu


def link_tutor(window: QWidget, tutor: object, invitation: str,
               words: Callable[[], str], done: bool) -> None:
    """Follow the rules a game's tutor cites for a refusal (its links open the game's rules
    browser there) and the links of its narration; a newcomer (`done` False) is invited to
    the lessons by a line pinned above every game's narration: `words()` linked to
    `invitation` (the game's lessons link, `learn:`)."""
    if not isinstance(tutor, TutorDock):
        return
    tutor.cited.connect(lambda link: handle_link(link, window))
    narration = tutor.narration
    if not isinstance(narration, QTextBrowser):
        return
    narration.setOpenLinks(False)
    narration.anchorClicked.connect(lambda url: handle_link(url.toString(), window))
    if not done:
        tutor.pin_html(lambda: f'<a href="{html.escape(invitation)}">'
                       + html.escape(words()) + "</a>")
