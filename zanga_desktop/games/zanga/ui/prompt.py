"""The human's choices as buttons: exactly the actions the engine allows now, with their cost.

The panel is a plain widget (the board shows it on the table through a proxy); each button
carries an `Action` and its object name (`act_say_paso`, `act_trump_o`, ...) lets tests find it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from ....ui.i18n import tr
from ....ui.table import keys
from ....ui.table.art import Deck
from ....ui.table.overlay import PromptFrame, PromptSizes, prompt_style
from ..rules import (
    Action,
    Answer,
    Card,
    Keep,
    Kind,
    Observation,
    Suit,
    Word,
    partner,
)
from ..rules.cards import sort_key
from .words import suit_name, word_gloss, word_text

STYLE = prompt_style(PromptSizes(corner=20, title=30, detail=21, padding=(10, 22), button=23,
                                 button_height=40))


def vales_text(n: int) -> str:
    return tr("%n vale(s)", None, n)


def answer_label(accept: bool, orderer: str) -> str:
    """An answer's button, naming who plays the solo after it (section 4)."""
    if accept:
        return tr("Acepto: you play solo")
    return tr("No: {0} plays solo").format(orderer)


def answer_detail(seat: int, orderer: int | None, names: list[str]) -> str:
    """What each answer to mandar solo brings, by name: either way a solo stands (Art. 26)."""
    if orderer is None:
        return ""
    return tr("Acepto: you play the solo alone and {0} sits out. No: {1} plays it alone and "
              "{2} sits out. Either way a solo stands (Art. 26).").format(
        names[partner(seat)], names[orderer], names[partner(orderer)])


class PromptPanel(PromptFrame):
    def __init__(self, deck: Deck, act: Callable[[Action], object],
                 cost: Callable[[Word], int], parent: QWidget | None = None) -> None:
        """`act` takes the chosen action; `cost` tells what a word would take from the
        speaker's team now (the rules' `GameState.word_cost`, asked through the
        controller)."""
        super().__init__(STYLE, (30, 22, 30, 24), 10, parent)
        self.deck = deck
        self._act = act
        self._cost = cost
        self._shown: tuple[Observation, list[str]] | None = None
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground, False)

    # ---------------------------------------------------------------- building

    def _button(self, row: QHBoxLayout, text: str, action: Action,
                icon: QIcon | None = None) -> QPushButton:
        b = QPushButton(text)
        b.setObjectName(f"act_{action.kind.value}_{action.json_value()}")
        if icon is not None:
            b.setIcon(icon)
            b.setIconSize(QSize(48, 72))
        b.setCursor(Qt.CursorShape.PointingHandCursor)
        b.clicked.connect(lambda _=False, a=action: self._act(a))
        row.addWidget(b)
        self.buttons.append(b)
        return b

    def _cards_row(self, cards: tuple[Card, ...], trump: Suit | None = None) -> None:
        row = QHBoxLayout()
        row.setSpacing(4)
        row.addStretch(1)
        for c in sorted(cards, key=lambda c: sort_key(c, trump)):
            label = QLabel()
            label.setPixmap(self.deck.pixmap(str(c), 120))
            label.setToolTip(c.name)
            row.addWidget(label)
        row.addStretch(1)
        self._layout.addLayout(row)

    def show_for(self, obs: Observation, names: list[str]) -> bool:
        """Fill the panel for `obs`; False (and hidden) when the cards alone are the choice."""
        self._shown = (obs, names)
        self._clear()
        kinds = {a.kind for a in obs.legal}
        row = QHBoxLayout()
        row.setSpacing(10)
        if Kind.SAY in kinds:
            title = tr("Your turn to speak")
            if obs.seat == obs.mano:
                title = tr("You are mano: you put 4 vales in the pot whatever you say")
            elif obs.seat == obs.pie and sum(1 for a in obs.actions if a.value == Word.PASO) == 3:
                title = tr("Three passes: as the pie you must play")
            elif all(a.value is not Word.PASO for a in obs.legal):
                title = tr("Your team has no vales to pay for a pass: it must play (Art. 42)")
            self._label(title, "title")
            self._label(self._talk_so_far(obs, names), "detail")
            for a in obs.legal:
                assert isinstance(a.value, Word)
                cost = self._cost(a.value)
                text = word_text(a.value)
                if cost:  # a word and what it takes from the team now
                    text = tr("{0}  ({1})").format(text, vales_text(cost))
                self._button(row, text, a).setToolTip(word_gloss(a.value))
        elif Kind.TRUMP in kinds:
            self._label(tr("Name trumps"), "title")
            self._label(tr("You are the nombrado: choose the trump suit."), "detail")
            for a in obs.legal:
                assert isinstance(a.value, Suit)
                n = sum(1 for c in obs.hand if c.suit is a.value)
                icon = QIcon(self.deck.pixmap("1" + a.value.value, 120))
                self._button(row, f"{suit_name(a.value).capitalize()} ({n})", a, icon)
        elif Kind.ANSWER in kinds:
            orderer = next((x.seat for x in reversed(obs.actions)
                            if x.value == Word.MANDAR_SOLO), None)
            who = names[orderer] if orderer is not None else ""
            self._label(tr("{0} orders solo (mandar solo)").format(who), "title")
            self._label(answer_detail(obs.seat, orderer, names), "detail")
            for a in obs.legal:
                self._button(row, answer_label(a.value is Answer.ACEPTO, who), a)
        elif Kind.KEEP in kinds:
            self._label(tr("Which eight cards do you keep?"), "title")
            self._label(tr("The zanga:"), "detail")
            self._cards_row(obs.zanga or ())
            self._label(tr("Your own cards:"), "detail")
            self._cards_row(obs.hand)
            for a in obs.legal:
                text = tr("Keep the zanga") if a.value is Keep.ZANGA else tr("Keep my cards")
                self._button(row, text, a)
        elif Kind.TODAS in kinds:
            self._label(tr("Five tricks made! Go on for todas?"), "title")
            self._label(tr("Todas wins all eight tricks; losing one gives the cinco back."),
                        "detail")
            for a in obs.legal:
                self._button(row, tr("Todas") if a.value is True else tr("Stop here"), a)
        elif Kind.CALL in kinds:
            self._label(tr("Your side won the first two tricks"), "title")
            self._label(tr("Call cinco before you lead, or just lead a card."), "detail")
            for a in obs.legal:
                if a.kind is Kind.CALL:
                    self._button(row, tr("Cinco!"), a)
        else:
            self.hide()
            return False
        self._layout.addLayout(row)
        self.fit()
        self.show()
        return True

    def retranslate(self) -> bool:
        """Build the panel again for what it shows, in the language now installed (the
        board places it again, as its size changes)."""
        if self._shown is None:
            return False
        focused = next((b.objectName() for b in self.buttons if b.hasFocus()), None)
        # hidden first: children added to a visible panel are shown only later (a queued
        # call), so its size would be measured without them and the panel clipped
        self.hide()
        shown = self.show_for(*self._shown)
        for b in self.buttons:
            if b.objectName() == focused:
                b.setFocus()
        return shown

    @staticmethod
    def _talk_so_far(obs: Observation, names: list[str]) -> str:
        said = [tr("{0}: {1}", "who said what").format(
                    names[a.seat], word_text(a.value) if isinstance(a.value, Word) else a.value)
                for a in obs.actions if a.kind is Kind.SAY]
        return "  ·  ".join(said) if said else tr("Nobody has spoken yet.")

    # ---------------------------------------------------------------- keyboard

    def focus_step(self, step: int) -> None:
        keys.focus_step(self.buttons, step)

    def activate(self) -> bool:
        return keys.activate(self.buttons)
