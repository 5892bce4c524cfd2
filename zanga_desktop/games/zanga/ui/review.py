"""Mesa mode (rules section 8): the review of the hand's tricks that a renuncio claim allows
(Art. 35), with the offending cards marked, and the sentences that explain a claim and its
penalty (Art. 29-33).

`TricksGrid` lays out every trick played so far (the one on the table too) in two columns;
`ReviewPanel` shows it over the table after a false claim, until the player goes on. The
summary uses the same grid for a hand ended by a proven claim.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, Qt, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from ....ui.card_names import card_list, the_card
from ....ui.i18n import sentences, tr
from ....ui.table.art import Deck
from ....ui.table.overlay import empty_layout
from ..rules import Card, HandResult, Result, team
from .news import Table
from .prompt import STYLE, vales_text
from .words import team_name

#: The articles behind each payment of a claim (rules section 8).
CLAIM_ARTICLES = {"renuncio_pot": "29", "renuncio_codillo": "29, 47", "renuncio_matador": "30",
                  "renuncio_tricks": "31", "false_claim": "32, 33"}
#: What a proven claim against the nombrado's side also pays, as part of its codillo.
CODILLO_BONUSES = {"solo": "29, 62", "cinco": "29, 59"}
_MARK = "border: 4px solid #e0301e; border-radius: 6px; background: transparent;"


def rule_text(code: str) -> str:
    return {
        "must_follow_suit": tr("the suit led must be followed (Art. 27)"),
        "must_follow_trump": tr("a trump lead must be followed with a trump (Art. 28)"),
        "matador_forced": tr("a lone matador must be played when a higher matador is led "
                             "(Art. 28)"),
    }.get(code, code)


def renuncio_sentences(table: Table, names: list[str], proven_only: bool = True,
                       seats: tuple[int, ...] = (0, 1, 2, 3), you: int | None = None
                       ) -> list[str]:
    """One sentence per renuncio of the hand: who, which card, which trick, which rule, and
    the cards of the suit led that seat held (the rules' `could_follow`); the player's own seat
    (`you`) in the second person."""
    out: list[str] = []
    for r, should in zip(table.renuncios, table.could_follow, strict=True):
        if (proven_only and not r.proven) or r.seat not in seats:
            continue
        text = _renuncio_sentence(r.seat, r.card, r.trick, rule_text(r.code), names, you)
        if should:
            held_text = card_list(should)
            held = tr("You held {0}.").format(held_text) if r.seat == you \
                else tr("{0} held {1}.").format(names[r.seat], held_text)
            text = sentences(text, held)
        out.append(text)
    return out


def _renuncio_sentence(seat: int, card: Card, trick: int, why: str, names: list[str],
                       you: int | None) -> str:
    if seat == you:
        return tr("You played {0} in trick {1}: a renuncio, since {2}.").format(
            the_card(card), trick + 1, why)
    return tr("{0} played {1} in trick {2}: a renuncio, since {3}.").format(
        names[seat], the_card(card), trick + 1, why)


def penalty_sentences(result: HandResult, names: list[str]) -> list[str]:
    """The payments of a claim, each with its article (rules section 8)."""
    out: list[str] = []
    proven = result.result is Result.RENUNCIO
    # which rule each matador payment answers, in the engine's order (Art. 30)
    matador_codes = [r.code for r in result.renuncios if r.proven and r.matador]
    for p in result.bonuses:
        extra = proven and p.name in CODILLO_BONUSES
        if p.name not in CLAIM_ARTICLES and p.name != "fianza" and not extra:
            continue
        frm = team_name(names, p.frm)
        to = team_name(names, p.to) if isinstance(p.to, int) else tr("the pot")
        n = vales_text(p.vales)
        art = CLAIM_ARTICLES.get(p.name) or CODILLO_BONUSES.get(p.name, "25")
        text = {
            "renuncio_pot": tr("{0} lose the pot: {1} to {2} (Art. {3})."),
            "renuncio_codillo": tr("As the nombrado's side, {0} also pay a codillo: {1} into "
                                   "the centre, which carries over (Art. {3})."),
            "renuncio_matador": tr("The renuncio was made with a matador: {0} pay {1} more to "
                                   "{2} (Art. {3})."),
            "renuncio_tricks": tr("{2} had already won five tricks: {0} pay {1} more "
                                  "(Art. {3})."),
            "false_claim": tr("A false claim: {0} pay {1} to {2} (Art. {3}; a team with no "
                              "vales may still claim)."),
            "fianza": tr("The fianza goes to {2}: {1} (Art. {3})."),
            "solo": tr("The codillo of a solo: {0} pay the solo's {1} to {2} (Art. {3})."),
            "cinco": tr("The cinco {0} called was not made: they pay {1} to {2} (Art. {3})."),
        }[p.name]
        code = matador_codes.pop(0) if p.name == "renuncio_matador" and matador_codes else ""
        if code == "matador_forced":
            text = tr("A lone matador was wrongly kept back: {0} pay {1} more to {2} "
                      "(Art. {3}).")
        out.append(text.format(frm, n, to, art))
    return out


def claim_title(seat: int, proven: bool, names: list[str], you: int | None) -> str:
    """The headline of a claim by `seat`, the player's own in the second person."""
    if seat == you:
        return tr("¡Renuncio! You prove it") if proven else tr(
            "¡Renuncio! claimed by you: false")
    return (tr("¡Renuncio! {0} proves it") if proven else tr(
        "¡Renuncio! claimed by {0}: false")).format(names[seat])


def claim_lines(table: Table, names: list[str], seat: int, proven: bool,
                result: HandResult | None, you: int | None = None) -> tuple[str, list[str]]:
    """A headline and sentences for a claim just made by `seat`."""
    claimers = team_name(names, team(seat))
    offenders = team_name(names, 1 - team(seat))
    title = claim_title(seat, proven, names, you)
    if proven:
        lines = renuncio_sentences(table, names, seats=tuple(
            s for s in range(4) if team(s) != team(seat)), you=you)
        lines.append(tr("A proven claim ends the hand (Art. 29); no other bonus is paid than "
                        "those named here."))
    else:
        lines = [tr("No card of {0} breaks the rules of following in this hand, so the claim "
                    "of {1} is false, and play goes on.").format(offenders, claimers)]
        payment = next((p for p in reversed(table.claim_payments)
                        if p.name == "false_claim"), None)
        if payment is not None:
            lines.append(tr("A false claim costs {0} {1} to {2} (Art. 32, 33).").format(
                claimers, vales_text(payment.vales), offenders))
    if result is not None:
        lines += penalty_sentences(result, names)
    return title, lines


class TricksGrid(QFrame):
    """Every trick of the hand so far, the offending cards outlined in red."""

    def __init__(self, deck: Deck, height: int = 84) -> None:
        super().__init__()
        self.deck = deck
        self.card_height = height
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(4)
        self.grid.setVerticalSpacing(4)
        self.marked: list[Card] = []  # the cards outlined, for tests and tooltips

    def clear(self) -> None:
        empty_layout(self.grid)
        self.marked = []

    def show_state(self, table: Table, names: list[str], marked: set[tuple[int, Card]],
                   you: int | None = None) -> None:
        """The tricks of `table`'s hand; `marked` holds (trick index, card) pairs; `you`, the
        player's seat, takes a trick as "you"."""
        self.clear()
        tricks: list[tuple[int | None, tuple[tuple[int, Card], ...]]] = [
            (w, cards) for w, cards in table.tricks]
        if table.trick:
            tricks.append((None, table.trick))
        half = (len(tricks) + 1) // 2
        for k, (winner, cards) in enumerate(tricks):
            row, col = (k, 1) if k < half else (k - half, 7)
            caption = QLabel(tr("Trick {0}").format(k + 1) + "\n" + _taken_by(winner, names, you))
            caption.setObjectName("detail")
            caption.setStyleSheet("font-size: 15px;")
            self.grid.addWidget(caption, row, col)
            for i, (seat, card) in enumerate(cards):
                label = QLabel()
                pixmap = self.deck.pixmap(str(card), self.card_height)
                label.setPixmap(pixmap)
                label.setFixedSize(pixmap.deviceIndependentSize().toSize().grownBy(
                    QMargins(4, 4, 4, 4)))
                label.setAlignment(Qt.AlignmentFlag.AlignCenter)
                tip = tr("{0}: {1}").format(names[seat], card.name)
                if (k, card) in marked:
                    label.setStyleSheet(_MARK)
                    label.setObjectName("renuncio_card")
                    tip += "  ·  " + tr("renuncio")
                    self.marked.append(card)
                label.setToolTip(tip)
                self.grid.addWidget(label, row, col + 1 + i)
        # packed in the middle: the free width goes to the outer columns
        for col in range(13):
            self.grid.setColumnStretch(col, 1 if col in (0, 12) else 0)
        self.grid.setColumnMinimumWidth(6, 24 if half < len(tricks) else 0)


def _taken_by(winner: int | None, names: list[str], you: int | None) -> str:
    if winner is None:
        return tr("on the table")
    return tr("to you") if winner == you else tr("to {0}").format(names[winner])


def heading(lay: QVBoxLayout) -> tuple[QLabel, QLabel]:
    """The title and the detail lines a panel over the table opens with (the review, the
    hand summary), styled by the prompt's sheet."""
    title = QLabel()
    title.setObjectName("title")
    title.setAlignment(Qt.AlignmentFlag.AlignCenter)
    lay.addWidget(title)
    details = QLabel()
    details.setObjectName("detail")
    details.setWordWrap(True)
    lay.addWidget(details)
    return title, details


def centred_button(lay: QVBoxLayout, text: str, name: str) -> QPushButton:
    """The one button a panel over the table closes with, centred on its own row."""
    row = QHBoxLayout()
    row.addStretch(1)
    button = QPushButton(text)
    button.setObjectName(name)
    row.addWidget(button)
    row.addStretch(1)
    lay.addLayout(row)
    return button


class ReviewPanel(QFrame):
    """Shown over the table after a false claim: the tricks reviewed, and Continue."""

    go_on = Signal()

    def __init__(self, deck: Deck) -> None:
        super().__init__()
        self.setObjectName("prompt")
        self.setStyleSheet(STYLE)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(28, 18, 28, 20)
        self.title, self.details = heading(lay)
        self.grid = TricksGrid(deck)
        lay.addWidget(self.grid)
        self.button = centred_button(lay, tr("Continue"), "review_continue")
        self.button.clicked.connect(self.go_on)
        self._shown: tuple[Table, list[str], int, int | None] | None = None

    def retranslate(self) -> None:
        """Write the review again in the language now installed."""
        self.button.setText(tr("Continue"))
        if self._shown is not None:
            self.hide()  # so that the new children are shown (and measured) at once
            self.show_claim(*self._shown)

    def show_claim(self, table: Table, names: list[str], seat: int,
                   you: int | None = None) -> None:
        self._shown = (table, names, seat, you)
        title, lines = claim_lines(table, names, seat, False, None, you)
        self.title.setText(title)
        self.details.setText("\n".join(lines))
        self.grid.show_state(table, names, set(), you)
        self.adjustSize()
        self.show()
