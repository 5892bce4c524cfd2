"""The end-of-hand summary shown over the table: result, bonuses with their articles, vales
moved, every hand as dealt, and the button to the next hand (or the end of the game)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout

from ....ui.i18n import tr
from ....ui.table.art import Deck
from ....ui.table.overlay import empty_layout
from ..rules import Card, GameEnd, HandResult, Result, team
from ..rules.cards import sort_key
from .news import Table
from .prompt import STYLE, vales_text
from .review import (
    TricksGrid,
    centred_button,
    heading,
    penalty_sentences,
    renuncio_sentences,
)
from .words import suit_name, team_name

BONUS_ARTICLES = {"solo": 55, "cinco": 48, "todas": 49, "estuche": 51, "fianza": 25,
                  "solo_estuche": 55}  # rules, section 7


def result_lines(result: HandResult, names: list[str], you: int | None = None
                 ) -> tuple[str, list[str]]:
    """A headline and detail lines for a settled hand; the player's own seat (`you`) is told
    what he did in the second person."""
    if result.redeal or result.nombrado is None:
        return tr("Dealt again"), [tr("Nobody played this hand: the same dealer deals again, "
                                      "and the pot stays.")]
    n = result.nombrado
    nt = team(n)
    if result.result is Result.RENUNCIO:
        claimer = next((seat for seat, proven in result.claims if proven), n)
        headline = tr("¡Renuncio! {0} lose the hand").format(team_name(names, 1 - team(claimer)))
        lines = [_claimed_line(claimer, names, you),
                 tr("Tricks when the claim was made: {0} {1}, {2} {3}.").format(
                     team_name(names, 0), result.tricks[0], team_name(names, 1),
                     result.tricks[1])]
        return headline, lines + penalty_sentences(result, names)
    how = tr("solo") if result.solo else (tr("zanga") if result.zanga else tr("juego"))
    headlines: dict[Result | None, str] = {
        Result.SACADA: tr("Sacada! {0} take the pot"),
        Result.PUESTA: tr("Puesta: {0} double the pot"),
        Result.CODILLO: tr("Codillo! {0} lose to the defenders"),
    }
    headline = headlines.get(result.result, "{0}").format(team_name(names, nt))
    trump = suit_name(result.trump).capitalize() if result.trump else "-"
    lines = [
        _played_line(n, how, trump, names, you),
        tr("Tricks: {0} {1}, {2} {3}.").format(team_name(names, 0), result.tricks[0],
                                              team_name(names, 1), result.tricks[1]),
    ]
    for p in result.bonuses:
        frm = team_name(names, p.frm)
        to = team_name(names, p.to) if isinstance(p.to, int) else tr("the pot")
        art = BONUS_ARTICLES.get(p.name)
        where = tr(" (Art. {0})").format(art) if art else ""
        lines.append(tr("{0}: {1} from {2} to {3}{4}.").format(
            p.name.replace("_", " ").capitalize(), vales_text(p.vales), frm, to, where))
    return headline, lines


def _claimed_line(claimer: int, names: list[str], you: int | None) -> str:
    if claimer == you:
        return tr("You claimed a renuncio and it was proven: the hand ends at once and is "
                  "settled by Art. 29-31 instead of the tricks.")
    return tr("{0} claimed a renuncio and it was proven: the hand ends at once and is "
              "settled by Art. 29-31 instead of the tricks.").format(names[claimer])


def _played_line(nombrado: int, how: str, trump: str, names: list[str], you: int | None) -> str:
    if nombrado == you:
        return tr("You played {0} with {1} as trumps (Art. 43-47).").format(how, trump)
    return tr("{0} played {1} with {2} as trumps (Art. 43-47).").format(
        names[nombrado], how, trump)


class SummaryPanel(QFrame):
    next_hand = Signal()
    new_game = Signal()

    def __init__(self, deck: Deck) -> None:
        super().__init__()
        self.setObjectName("prompt")
        self.setStyleSheet(STYLE)
        self.deck = deck
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(32, 22, 32, 24)
        self.title, self.details = heading(self._layout)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(4)
        self._layout.addLayout(self.grid)
        self.tricks = TricksGrid(deck)  # a hand ended by a claim: the tricks reviewed
        self.tricks.hide()
        self._layout.addWidget(self.tricks)
        self.button = centred_button(self._layout, tr("Next hand"), "next_hand")
        self.button.clicked.connect(self._clicked)
        self.game_over = False
        self._shown: tuple[Table, list[str], HandResult, int | None, bool, int | None
                           ] | None = None
        self.pending = False  # mesa mode: play is over, but claims are still heard

    def retranslate(self) -> None:
        """Write the summary again in the language now installed."""
        if self._shown is not None:
            self.hide()  # so that the new children are shown (and measured) at once
            self.show_result(*self._shown)

    def _clicked(self) -> None:
        (self.new_game if self.game_over else self.next_hand).emit()

    def show_result(self, table: Table, names: list[str], result: HandResult,
                    winner: int | None = None, pending: bool = False,
                    you: int | None = None) -> None:
        """`pending`: mesa mode, play has stopped and the hand is not settled yet; `result` is
        how it will be settled if nobody claims a renuncio before the next hand. `you`: the
        player's seat, told about in the second person."""
        self._shown = (table, names, result, winner, pending, you)
        self.pending = pending
        headline, lines = result_lines(result, names, you)
        if result.result is Result.RENUNCIO:  # what was done, before what it costs
            lines[1:1] = renuncio_sentences(table, names, you=you)
        self.game_over = winner is not None
        if winner is not None:
            headline = tr("{0} win the game!").format(team_name(names, winner))
            if table.options.game_end is GameEnd.TEAM_BROKE:  # section 9 (004)
                lines.append(tr("{0} have no vales left: the game ends, and {1} take what was "
                                "in the centre.").format(team_name(names, 1 - winner),
                                                          team_name(names, winner)))
        if pending:
            headline = tr("Play is over: {0}").format(headline)
            lines.append(tr("Claims are still heard until the next hand: if you saw a "
                            "renuncio, press ¡Renuncio! (R) now (Art. 29-35)."))
        lines.append(tr("Vales now: {0} {1}, {2} {3}; pot {4}.").format(
            team_name(names, 0), result.vales[0], team_name(names, 1), result.vales[1],
            result.pot))
        self.title.setText(headline)
        self.details.setText("\n".join(lines))
        self.button.setText(tr("New game") if winner is not None else tr("Next hand"))
        self.button.setObjectName("new_game" if winner is not None else "next_hand")
        empty_layout(self.grid)
        deal = table.deal
        claimed = result.result is Result.RENUNCIO
        self.tricks.setVisible(claimed)
        if claimed:  # Art. 35: a claim opens the review of the tricks
            self.tricks.show_state(table, names, {(r.trick, r.card) for r in result.renuncios
                                                  if r.proven}, you)
        elif deal is not None:
            for seat in range(4):
                name = QLabel(names[seat])
                name.setObjectName("detail")
                self.grid.addWidget(name, seat, 0)
                cards: tuple[Card, ...] = deal.hands[seat]
                for i, c in enumerate(sorted(cards, key=lambda c: sort_key(c, table.trump))):
                    label = QLabel()
                    label.setPixmap(self.deck.pixmap(str(c), 92))
                    label.setToolTip(c.name)
                    self.grid.addWidget(label, seat, 1 + i)
        self.adjustSize()
        self.show()
