"""The table's own buttons: Last trick (held to look at it, Art. 35) with the trick it shows,
and ¡Renuncio! (a claim, mesa mode)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsScene, QPushButton

from ....ui.i18n import tr
from ....ui.table.art import Deck
from ....ui.table.overlay import put_on_table
from ....ui.table.pieces import TrickPeek
from ..rules import Phase
from .news import Table
from .table_cards import turned
from .words import trick_caption

PEEK_POS = QPointF(1165, 540)  # the last trick, shown beside the trick area
BUTTON_POS = {"peek": QPointF(1415, 878), "claim": QPointF(1415, 936)}
BUTTON_STYLE = """
QPushButton { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #f9e3a0,
              stop:1 #d9a93c); color: #2b1d0e; border: 2px solid #6b4a12;
              border-radius: 12px; padding: 6px 12px; font-size: 20px; font-weight: bold; }
QPushButton:hover { background: #ffeeb8; }
QPushButton:pressed { background: #c99a30; }
QPushButton:disabled { background: #6f7a6a; color: #c9cfc4; border-color: #4d564a; }
QPushButton#claim_button { background: qlineargradient(x1:0, y1:0, x2:0, y2:1,
              stop:0 #f27a62, stop:1 #c0321f); color: #fff6e8; border-color: #5e140a; }
QPushButton#claim_button:hover { background: #ff8f78; }
QPushButton#claim_button:disabled { background: #6f7a6a; color: #c9cfc4;
              border-color: #4d564a; }
"""


class TableButtons:
    """Last trick and ¡Renuncio!. `is_human`, `names`, `you`, `claim_allowed` and `claim`
    are the controller's; `table` is the last table told, `viewer` the seat at the bottom
    (who claims, and where the last trick's cards lie)."""

    def __init__(self, scene: QGraphicsScene, deck: Deck, table: Callable[[], Table],
                 is_human: Callable[[int], bool], names: Callable[[], list[str]],
                 you: Callable[[], int | None], claim_allowed: Callable[[], bool],
                 claim: Callable[[], object], viewer: Callable[[], int] = lambda: 0) -> None:
        self.scene = scene
        self._viewer = viewer
        self._table = table
        self._is_human = is_human
        self._names = names
        self._you = you
        self._claim_allowed = claim_allowed
        self.peek = TrickPeek(deck)
        self.peek.setPos(PEEK_POS)
        scene.addItem(self.peek)
        self.peek_button = self._placed_button("peek_button", "peek")
        self.peek_button.pressed.connect(lambda: self.show_peek(True))
        self.peek_button.released.connect(lambda: self.show_peek(False))
        self.claim_button = self._placed_button("claim_button", "claim")
        self.claim_button.clicked.connect(lambda: claim())
        self.retranslate()

    def _placed_button(self, name: str, where: str) -> QPushButton:
        button = QPushButton()
        button.setObjectName(name)
        button.setStyleSheet(BUTTON_STYLE)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the table
        button.setFixedSize(172, 50)
        proxy = put_on_table(self.scene, button, 95)
        proxy.setPos(BUTTON_POS[where])
        return button

    def retranslate(self) -> None:
        self.peek_button.setText(tr("Last trick"))
        self.peek_button.setToolTip(tr("Hold to see the last trick (or hold L). Art. 35: only "
                                       "the last trick may be looked at."))
        self.claim_button.setText(tr("¡Renuncio!"))
        self.claim_button.setToolTip(tr("Claim that a player of the other team did not follow "
                                        "suit (R). A false claim costs 2 vales (Art. 29-35)."))

    def peek_available(self) -> bool:
        """The last trick may be looked at (Art. 35), but not at a mesa table, where tricks
        are reviewed only on a claim."""
        st = self._table()
        return (not st.mesa and st.phase in (Phase.PLAY, Phase.TODAS)
                and bool(st.tricks) and any(self._is_human(s) for s in range(4)))

    def update(self) -> None:
        st = self._table()
        self.peek_button.setVisible(self.peek_available())
        if not self.peek_available():
            self.show_peek(False)
        # the solo's partner who sits out claims once play has stopped (Art. 58)
        me = self._viewer()
        self.claim_button.setVisible(st.mesa and self._is_human(me)
                                     and st.deal is not None
                                     and (st.out_seat != me or st.phase is Phase.SCORING))
        self.claim_button.setEnabled(self._claim_allowed())

    def show_peek(self, on: bool) -> None:
        """Show (while held) or hide the last trick beside the trick area."""
        if not on or not self.peek_available():
            self.peek.show_trick("", [])
            return
        st = self._table()
        winner, cards = st.tricks[-1]
        caption = trick_caption(len(st.tricks), winner, self._names(), self._you())
        me = self._viewer()
        self.peek.show_trick(caption, [(turned(seat, me), str(card)) for seat, card in cards])
