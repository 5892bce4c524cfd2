"""The human's choices as buttons, exactly the actions the rules allow him now, each with
what it wins or loses: an envío beside his cards, the answer to a bet (team-mates may raise,
the capitán says quiero, paso or raises), the tumbo decision, señas, a renuncio claim and
the next hand.

A plain widget the board shows through a proxy; each button's object name (`act_bet`,
`act_quiero`, `act_sena_malilla`, ...) lets tests find it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton

from ....ui.i18n import tr
from ....ui.table.overlay import PromptFrame, PromptSizes, prompt_style
from ..rules import Action, Answer, Kind, Observation, Sena, Tumbo
from . import words

STYLE = prompt_style(PromptSizes(corner=18, title=26, detail=19, padding=(8, 18), button=21,
                                 button_height=36),
                     "QPushButton#sena { background: #d7e8f4; font-size: 20px; "
                     "padding: 5px 12px; min-height: 30px; }\n")


MAX_WIDTH = 16777215  # Qt's QWIDGETSIZE_MAX: no limit


class Prompt(PromptFrame):
    """`on_action(action)` is called with the action of the button pressed; `on_next()` for
    Next hand."""

    def __init__(self, on_action: Callable[[Action], None], on_next: Callable[[], None]) -> None:
        super().__init__(STYLE, (22, 14, 22, 16), 8)
        self.on_action = on_action
        self.on_next = on_next

    def clear(self) -> None:
        self._clear()
        self.setMinimumWidth(0)  # a claim's review is given a fixed width; the rest fit
        self.setMaximumWidth(MAX_WIDTH)

    def _button(self, row: QHBoxLayout | QGridLayout, text: str, name: str,
                action: Action | None, at: tuple[int, int] | None = None,
                style: str = "", then: Callable[[], None] | None = None) -> QPushButton:
        b = QPushButton(text)
        b.setObjectName(style or name)
        b.setProperty("act", name)
        b.setCursor(Qt.CursorShape.PointingHandCursor)
        if action is not None:
            b.clicked.connect(lambda _=False, a=action: self.on_action(a))
        else:
            go = then or self.on_next
            b.clicked.connect(lambda _=False: go())
        if isinstance(row, QGridLayout):
            assert at is not None
            row.addWidget(b, *at)
        else:
            row.addWidget(b)
        self.buttons.append(b)
        return b

    def button(self, name: str) -> QPushButton | None:
        return next((b for b in self.buttons if b.property("act") == name), None)

    # ---------------------------------------------------------------- what is offered

    def tell(self, title: str, detail: str = "", button: str = "",
             then: Callable[[], None] | None = None) -> bool:
        """Words, and at most one button calling `then` (the partido is over: New game)."""
        self.clear()
        self._label(title, "title")
        if detail:
            self._label(detail, "detail")
        if button:
            row = QHBoxLayout()
            self._button(row, button, "new_game", None, then=then)
            self._layout.addLayout(row)
        self.fit()
        return True

    def review(self, title: str, lines: Sequence[str], on_done: Callable[[], None]) -> bool:
        """A renuncio claim reviewed: what was proven, then Go on (section 8)."""
        self.clear()
        self._label(title, "title")
        for line in lines:
            self._label(line, "detail")
        row = QHBoxLayout()
        self._button(row, tr("Go on"), "go_on", None, then=on_done)
        self._layout.addLayout(row)
        self.fit()
        return True

    def offer(self, obs: Observation, claims: Sequence[tuple[Action, str]],
              hand_over: str = "", next_hand: bool = True) -> bool:
        """Fill the panel for `obs` (the human to act, or the viewer after a hand, with Next
        hand unless `next_hand` is False: a spectator's table); False when there is nothing
        to offer but cards."""
        self.clear()
        legal = obs.legal
        row = QHBoxLayout()
        row.setSpacing(10)
        # a raise goes on a row of its own under the answers, so that three long buttons are
        # not one row the table must shrink to fit beside the cards
        raises = QHBoxLayout()
        raises.setSpacing(10)
        senas = [a for a in legal if a.kind is Kind.SENA]
        shown = False
        if hand_over:
            self._label(hand_over, "title")
            if next_hand:
                self._button(row, tr("Next hand"), "next", None)
            shown = True
        elif obs.phase.value == "tumbo" and legal:
            self._label(tr("Your team is in tumbo: you are its capitán"), "title")
            self._label(tr("Tumbar: win this hand and you win the chico; lose it and they "
                           "score {0}. Achicarse: they score {1} and the hand is not played.")
                        .format(words.piedras_text(3), words.piedras_text(1)), "detail")
            for a in legal:
                if a.value is Tumbo.TUMBAR:
                    self._button(row, tr("Tumbar"), "tumbar", a)
                else:
                    self._button(row, tr("Achicarse"), "achicarse", a)
            shown = True
        elif words.answering(obs):
            assert obs.bet is not None
            self._label(tr("Envío of {0}: the hand would be worth {1}").format(
                words.step_text(obs.bet), words.piedras_text(obs.bet)), "title")
            for a in legal:
                if a.kind is Kind.ANSWER and a.value is Answer.QUIERO:
                    self._button(row, words.quiero_label(obs), "quiero", a)
                elif a.kind is Kind.ANSWER:
                    self._button(row, words.paso_label(obs), "paso", a)
                elif a.kind is Kind.BET and isinstance(a.value, int):
                    self._button(raises, words.bet_label(a.value, True), "raise", a)
                elif a.kind is Kind.DECLINE:
                    self._button(raises, tr("No raise"), "decline", a)
            if not any(a.kind is Kind.ANSWER for a in legal):
                self._label(tr("Your capitán answers; you may raise first."), "detail")
            shown = True
        else:
            bets = [a for a in legal if a.kind is Kind.BET and isinstance(a.value, int)]
            for a in bets:
                assert isinstance(a.value, int)
                raising = obs.raise_team is not None
                self._label(words.bet_detail(obs, a.value), "detail")
                self._button(row, words.bet_label(a.value, raising), "bet", a)
                shown = True
        for a, text in claims:
            self._button(row, text, "claim" if len(claims) == 1 else f"claim_{a.seat}", a)
            shown = True
        for line in (row, raises):
            if line.count():
                self._layout.addLayout(line)
        if senas:
            grid = QGridLayout()
            grid.setSpacing(6)
            title = QLabel(tr("Señas to your team:"))
            title.setObjectName("detail")
            grid.addWidget(title, 0, 0, 1, 4)
            for i, a in enumerate(senas):
                assert isinstance(a.value, Sena)
                b = self._button(grid, words.sena_button(a.value), f"sena_{a.value.value}", a,
                                 (1 + i // 4, i % 4), style="sena")
                b.setToolTip(words.sena_name(a.value))
            self._layout.addLayout(grid)
            shown = True
        self.fit()
        return shown

