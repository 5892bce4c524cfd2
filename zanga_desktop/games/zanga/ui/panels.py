"""La Zanga's docks beside the table: the toolkit's rules tutor and hand log
(`ui/table/docks.py`) with La Zanga's texts: a refusal explained with its article of the
Manual and the cards that may be played, and the last trick's four cards."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from ....ui.table import docks
from ....ui.table.art import Deck
from ..rules import Card, ZangaError
from .tutor_text import article_citation, explain, may_play_text

#: A line shown in a dock: a string, or a function writing it in the language of the moment.
Text = docks.Text


class TutorDock(docks.TutorDock):
    def refuse(self, exc: ZangaError, led: Card | None) -> None:
        """Why the rules refused `exc`'s action (the card led, if any, for its suit), the
        article it breaks (a link to it, `cited`) and what may be played instead."""
        self.show_refusal(lambda: (explain(exc, led), article_citation(exc),
                                   may_play_text(exc)))


class LogDock(docks.LogDock):
    def __init__(self, deck: Deck, parent: QWidget | None = None) -> None:
        super().__init__(deck, 4, parent)  # a trick is a card from each of the four seats
