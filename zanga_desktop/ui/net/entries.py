"""Network play on the start screen: Host a table and Join a table, under the lessons and
the rules, and the table the player hosted if it was left open (Host a table then reads
Reopen your table). The buttons retranslate themselves; what they open is imported when
they are clicked."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from ...core.game import network_game
from ..i18n import tr
from .left_open import left_open_text, saved_table

# The windows of network tables opened from here, kept alive while they are open.
_open: list[Any] = []


class NetEntries(QWidget):
    """The two buttons and their caption, for the start screen's right column."""

    def __init__(self, window: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.window_ = window
        #: The table this player left open, read when the screen is shown (`showEvent`).
        self.left_table: dict[str, Any] | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 8, 0, 0)
        # the table left open, said above the button that reopens it (the screen's caption
        # style); hidden when there is none
        self.left_open = QLabel()
        self.left_open.setObjectName("caption")
        self.left_open.setWordWrap(True)
        self.left_open.hide()
        layout.addWidget(self.left_open)
        # one under the other, each as wide as the column (side by side their words were
        # cut), what they are for said by their tips: the column has no room for more
        self.host_button = QPushButton()
        self.host_button.setObjectName("host_table")
        self.join_button = QPushButton()
        self.join_button.setObjectName("join_table")
        for button in (self.host_button, self.join_button):
            button.setAutoDefault(False)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            layout.addWidget(button)
        self.host_button.clicked.connect(self.host)
        self.join_button.clicked.connect(self.join)
        self.retranslate()

    def retranslate(self) -> None:
        """The words, with the table left open if there is one."""
        table = self.left_table
        self.left_open.setVisible(table is not None)
        self.left_open.setText(left_open_text(table) if table is not None else "")
        self.host_button.setText(tr("Reopen your table...") if table is not None
                                 else tr("Host a table..."))
        self.join_button.setText(tr("Join a table..."))
        tip = tr("Play with family and friends on other computers of this network; the "
                 "computer fills the empty seats.")
        self.host_button.setToolTip(tip)
        self.join_button.setToolTip(tip)

    def showEvent(self, event: QShowEvent) -> None:
        """The table left open is looked for each time the screen is shown (one closed
        meanwhile is no longer offered), and only then: the file is read once a showing."""
        game = network_game(self.window_.game)
        self.left_table = saved_table(game) if game is not None else None
        self.retranslate()
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def host(self) -> None:
        from .host_dialog import ask_host

        opened = ask_host(self.window_)
        if opened is not None:
            _keep(opened, self.window_)

    def join(self) -> None:
        from .join_dialog import ask_join

        opened = ask_join(self.window_)
        if opened is not None:
            _keep(opened, self.window_)


def _keep(window: Any, beside: QWidget) -> None:
    """Keep the table's `window` alive while it is open, shown where the player's window is,
    at its size (maximized if it is): the table opens where the player was looking, and the
    program's own window waits under it."""
    _open.append(window)
    window.destroyed.connect(lambda *_: _open.remove(window) if window in _open else None)
    if beside.isMaximized() or beside.isFullScreen():
        window.showMaximized()
        return
    window.setGeometry(beside.geometry())
    window.show()


def add_to_start(screen: Any, window: Any) -> NetEntries:
    """Put the entries in the start screen's right column, under the rules, above its
    stretch: the Play column is already as tall as the smallest window lets it be."""
    entries = NetEntries(window, screen.learn_column)
    entries.setObjectName("net_entries")
    layout = screen.learn_column.layout()
    layout.insertWidget(max(0, layout.count() - 1), entries)
    screen.net_entries = entries
    return entries
