"""Help > Keyboard shortcuts and Help > How to play, of the game on the table: one page each,
in the UI's language.

The game's table writes its own part (`GameTable.how_to_play_html`: the aim, a hand in a few
steps, where its lessons are; `GameTable.shortcuts`: its own keys); the window's keys every
game shares are added here, each only where the game has its feature."""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMenu,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from .i18n import tr
from .table.front import Feature, GameTable
from .window_fit import fit

#: The window's key for a hint, a bare letter at every game's table: no game gives it a
#: meaning of its own (its table would never see it, the hint's shortcut taking it first).
HINT_KEY = "H"


def _key(standard: QKeySequence.StandardKey | str) -> str:
    """A shortcut as this system writes it (Ctrl+Z, or ⌘Z on a Mac)."""
    seq = QKeySequence(standard)
    return seq.toString(QKeySequence.SequenceFormat.NativeText)


def shortcuts(table: GameTable) -> list[tuple[str, str]]:
    """(keys, what they do): the game's own keys, then those of every game's window (a
    feature's key only where the game has it)."""
    rows = list(table.shortcuts())
    features = table.features
    if Feature.HINT in features:
        rows.append((HINT_KEY, tr("Hint: the computer's suggestion, with its reason")))
    if Feature.UNDO in features:
        rows.append((_key(QKeySequence.StandardKey.Undo),
                     tr("Take back your last move (practice games)")))
    rows += [
        (_key(QKeySequence.StandardKey.New), tr("New game")),
        (_key(QKeySequence.StandardKey.Save), tr("Save the game")),
        (_key(QKeySequence.StandardKey.Open), tr("Open a saved game")),
    ]
    if Feature.EXPORT in features:
        rows.append((_key("Ctrl+E"), tr("Export this deal")))
    rows += [
        (_key(QKeySequence.StandardKey.HelpContents), tr("How to play")),
        (_key("Esc"), tr("From the start screen back to the game")),
        (_key("F11"), tr("Full screen, and back")),
        (_key(QKeySequence.StandardKey.Quit), tr("Quit (the game is saved on its own)")),
    ]
    return rows


def shortcuts_html(table: GameTable) -> str:
    rows = "".join(
        f"<tr><td style='padding:4px 18px 4px 0; white-space:nowrap'><b>{html.escape(k)}</b>"
        f"</td><td style='padding:4px 0'>{html.escape(v)}</td></tr>"
        for k, v in shortcuts(table))
    title = html.escape(tr("Keyboard shortcuts"))
    note = html.escape(tr("Click the table once so that it has the keys."))
    return f"<h2>{title}</h2><p>{note}</p><table>{rows}</table>"


def how_to_play_html(table: GameTable) -> str:
    """The game's own page, then where its keys are."""
    title = html.escape(tr("How to play"))
    keys = html.escape(tr("Keys: Help > Keyboard shortcuts."))
    return f"<h2>{title}</h2>{table.how_to_play_html()}<p>{keys}</p>"


def game_page(aim: str, steps_title: str, steps: list[str], learn: str) -> str:
    """A game's How to play page (rich text, each part translated by the game): its aim, a
    hand in a few numbered steps, where to learn more, and how people play it together
    (every game seats people at one screen and over the network)."""
    items = "".join(f"<li style='margin-bottom:6px'>{s}</li>" for s in steps)
    return (f"<p>{aim}</p><h3>{html.escape(steps_title)}</h3><ol>{items}</ol>"
            f"<p>{learn}</p><p>{together()}</p>")


def together() -> str:
    """How people play one game together: at one screen, or on several computers."""
    return tr("<b>Playing together.</b> At one screen: in <i>Game &gt; New game</i>, set a "
              "seat to <i>Human (at this computer)</i>; at each player's turn the table turns "
              "to him, his cards face up at the bottom, and between two players they are "
              "hidden until the next one says he is at the screen. On several computers of "
              "the same network: <i>Host a table</i> and <i>Join a table</i> on the start "
              "screen.")


def key(standard: QKeySequence.StandardKey | str) -> str:
    """A shortcut as this system writes it, for the games' own rows."""
    return _key(standard)


class HelpPage(QDialog):
    """A page of help beside the table (not modal: the game can be played with it open),
    rewritten on a change of language."""

    def __init__(self, name: str, title: Callable[[], str], body: Callable[[], str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"help_{name}")
        self._title, self._body = title, body
        lay = QVBoxLayout(self)
        self.text = QTextBrowser()
        self.text.setObjectName("help_text")
        self.text.setOpenExternalLinks(False)
        lay.addWidget(self.text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        lay.addWidget(buttons)
        self.retranslate()
        fit(self, f"help_{name}", QSize(640, 600))

    def retranslate(self) -> None:
        self.setWindowTitle(self._title())
        self.text.setHtml(self._body())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def open_page(parent: QWidget, name: str, table: GameTable) -> HelpPage:
    """Show the page `name` ("shortcuts" or "how_to_play") of the game on `table`, one of
    each per window (a window hosts one game)."""
    page = parent.findChild(HelpPage, f"help_{name}")
    if page is None:
        if name == "shortcuts":
            page = HelpPage(name, lambda: tr("Keyboard shortcuts"),
                            lambda: shortcuts_html(table), parent)
        else:
            page = HelpPage(name, lambda: tr("How to play"),
                            lambda: how_to_play_html(table), parent)
        page.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    page.show()
    page.raise_()
    page.activateWindow()
    return page


def add_actions(window: QWidget, menu: QMenu, table: GameTable) -> dict[str, QAction]:
    """Help > How to play and Help > Keyboard shortcuts of the game on `table`, first in the
    menu."""
    actions: dict[str, QAction] = {}
    for name in ("how_to_play", "shortcuts"):
        action = QAction(window)
        action.setObjectName(f"act_help_{name}")
        action.triggered.connect(lambda _=False, n=name: open_page(window, n, table))
        menu.addAction(action)
        actions[name] = action
    actions["how_to_play"].setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
    menu.addSeparator()
    return actions


def retranslate_actions(actions: dict[str, QAction]) -> None:
    actions["how_to_play"].setText(tr("&How to play"))
    actions["shortcuts"].setText(tr("&Keyboard shortcuts"))
