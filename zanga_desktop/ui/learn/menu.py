"""A game's Learn menu in the main window, before Help, its texts set again when the language
changes. The game gives its entries: an object name, the text (a function, so that it is
translated when asked) and what the entry opens."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu

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
