"""Help > Keyboard shortcuts and Help > How to play: one page each, in the UI's language.

Keyboard play has been there from the start (the arrows, Enter, H, L, R, Ctrl+Z); these pages
are where a player finds it, and finds the aim of the game, a hand in five steps and the
lessons, without reading the rules first."""

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
from .window_fit import fit


def _key(standard: QKeySequence.StandardKey | str) -> str:
    """A shortcut as this system writes it (Ctrl+Z, or ⌘Z on a Mac)."""
    seq = QKeySequence(standard)
    return seq.toString(QKeySequence.SequenceFormat.NativeText)


def shortcuts() -> list[tuple[str, str]]:
    """(keys, what they do), in the order a hand needs them."""
    return [
        (tr("Left, Right"), tr("Choose a card of your hand (its outline is dashed blue)")),
        (tr("Enter or Space"), tr("Play the chosen card, or press the chosen button")),
        (tr("Left, Right, Tab"), tr("Move between the buttons of a question (speaking, "
                                    "trumps, cinco)")),
        ("H", tr("Hint: the computer's suggestion, with its reason; the card is lifted and "
                 "outlined in green")),
        (tr("L (hold)"), tr("Look at the last trick while the key is held (Art. 35)")),
        ("R", tr("¡Renuncio!: claim a renuncio (Mesa rules only)")),
        (_key(QKeySequence.StandardKey.Undo), tr("Take back your last card (practice games), "
                                                 "also while a computer player thinks")),
        (_key(QKeySequence.StandardKey.New), tr("New game")),
        (_key(QKeySequence.StandardKey.Save), tr("Save the game")),
        (_key(QKeySequence.StandardKey.Open), tr("Open a saved game")),
        (_key("Ctrl+E"), tr("Export this hand")),
        (tr("Escape"), tr("From the start screen back to the game")),
        (_key(QKeySequence.StandardKey.Quit), tr("Quit (the game is saved on its own)")),
    ]


def shortcuts_html() -> str:
    rows = "".join(
        f"<tr><td style='padding:4px 18px 4px 0; white-space:nowrap'><b>{html.escape(k)}</b>"
        f"</td><td style='padding:4px 0'>{html.escape(v)}</td></tr>" for k, v in shortcuts())
    title = html.escape(tr("Keyboard shortcuts"))
    note = html.escape(tr("Click the table once so that it has the keys."))
    return f"<h2>{title}</h2><p>{note}</p><table>{rows}</table>"


def how_to_play_html() -> str:
    steps = [
        tr("<b>The deal.</b> Everyone gets 8 cards; the 8 left over, face down, are the "
           "zanga. Play goes to the right: you, then the player on your right."),
        tr("<b>Speaking.</b> In turn each player says <i>paso</i> (pass, 1 vale into the "
           "pot), <i>juego</i> (I play, with my partner), <i>solo</i> (I play alone) or, "
           "last, <i>zanga</i>. The buttons offer only what you may say, and what it costs."),
        tr("<b>Trumps.</b> The player who plays the hand (the nombrado) names the trump "
           "suit. The three highest trumps are the matadores."),
        tr("<b>The tricks.</b> Eight tricks: follow the suit led if you can (else play any "
           "card); the highest trump, else the highest card of the suit led, wins and leads "
           "the next. The cards you may play are lifted."),
        tr("<b>The result.</b> Five tricks or more for the nombrado's pair: sacada, they "
           "take the pot. Four: puesta, they double it. Three or fewer: codillo, the other "
           "pair takes it. The summary shows every vale and why."),
    ]
    items = "".join(f"<li style='margin-bottom:6px'>{s}</li>" for s in steps)
    aim = tr("<b>The aim.</b> Four players in two pairs: you and your partner opposite you, "
             "against the players on your sides. Each pair starts with 16 vales (stones); "
             "the pair that wins all 32 wins the game.")
    learn = tr("<b>New to La Zanga?</b> <i>Learn &gt; Learn to play</i> has short lessons on "
               "the real table, step by step; the rules tutor beside the table explains "
               "every refusal and cites its article; <i>Learn &gt; Reglamento</i> has the "
               "whole rules.")
    title = html.escape(tr("How to play"))
    five = html.escape(tr("A hand in five steps"))
    keys = html.escape(tr("Keys: Help > Keyboard shortcuts."))
    return (f"<h2>{title}</h2><p>{aim}</p><h3>{five}</h3><ol>{items}</ol>"
            f"<p>{learn}</p><p>{keys}</p>")


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


def open_page(parent: QWidget, name: str) -> HelpPage:
    """Show the page `name` ("shortcuts" or "how_to_play"), one of each per window."""
    page = parent.findChild(HelpPage, f"help_{name}")
    if page is None:
        if name == "shortcuts":
            page = HelpPage(name, lambda: tr("Keyboard shortcuts"), shortcuts_html, parent)
        else:
            page = HelpPage(name, lambda: tr("How to play"), how_to_play_html, parent)
        page.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    page.show()
    page.raise_()
    page.activateWindow()
    return page


def add_actions(window: QWidget, menu: QMenu) -> dict[str, QAction]:
    """Help > How to play and Help > Keyboard shortcuts, first in the menu."""
    actions: dict[str, QAction] = {}
    for name in ("how_to_play", "shortcuts"):
        action = QAction(window)
        action.setObjectName(f"act_help_{name}")
        action.triggered.connect(lambda _=False, n=name: open_page(window, n))
        menu.addAction(action)
        actions[name] = action
    actions["how_to_play"].setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
    menu.addSeparator()
    return actions


def retranslate_actions(actions: dict[str, QAction]) -> None:
    actions["how_to_play"].setText(tr("&How to play"))
    actions["shortcuts"].setText(tr("&Keyboard shortcuts"))
