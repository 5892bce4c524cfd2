"""The tutor and the log tell the hand as it is played: the deal, every bid and card, the
tricks taken; and, for a game resumed in mid-hand or a card taken back, the hand so far
(the log alone the hand last played, for a game resumed between hands).

Lines are kept as functions, so that a change of language writes them again."""

from __future__ import annotations

from functools import partial

from ....ui.i18n import tr
from ..rules import Kind, Phase
from .claims_review import explain_claim
from .controller import GameController
from .news import Played, Table
from .panels import LogDock, TutorDock
from .words import dealer_heading, dealer_line, mano_line, narrate, trick_caption


class Narration:
    def __init__(self, controller: GameController, tutor: TutorDock, log: LogDock) -> None:
        self.controller = controller
        self.tutor = tutor
        self.log = log

    def hand_so_far(self, resumed: bool, heading: str) -> None:
        """A game resumed in mid-hand, or a card taken back: the log and the tutor tell the
        hand up to here, as if it had been watched, so the player knows who said what
        before playing on. `heading` is "opened" for a file, "resumed" for the autosave."""
        table = self.controller.table
        if table.phase is Phase.GAME_OVER or not self.controller.game.record.hands:
            return
        if resumed and heading == "opened":
            self.tutor.say(lambda: tr("Game opened."), True)
        elif resumed and self.controller.relay is None:  # a network table is no resumed game
            self.tutor.say(lambda: tr("Game resumed."), True)
        if table.phase is Phase.DEAL:  # between hands: the summary tells the last one,
            if resumed:  # and the log holds it, as it did when the game was left
                self._tell(self.controller.last_hand(), tutor=False)
            return
        self._tell(self.controller.hand_so_far(), tutor=True)

    def _tell(self, hand: list[Played], tutor: bool) -> None:
        if not hand:
            return
        dealt, *acted = hand
        self.deal(dealt.table, tutor)
        for played in acted:
            action = played.action
            assert action is not None
            self.action(played, tutor)
            if tutor and action.kind is Kind.CLAIM:  # the hand goes on: the claim was false
                explain_claim(self.controller, self.tutor, action.seat, False, played.table)

    def deal(self, st: Table, tutor: bool = True) -> None:
        names = self.controller.names
        you = self.controller.you
        number = st.hand_index + 1
        if tutor:
            self.tutor.say(partial(dealer_line, number, st.dealer, names, you), True)
        self.log.add(partial(dealer_heading, number, st.dealer, names, you))
        if tutor and st.mano is not None:
            self.tutor.say(partial(mano_line, st.mano, names, you))

    def action(self, played: Played, tutor: bool = True) -> None:
        """The lines of one action, in the tutor (unless `tutor` is False) and the log."""
        a, st = played.action, played.table
        assert a is not None
        names = self.controller.names
        you = self.controller.you
        solo = names[st.solo_seat] if a.kind is Kind.ANSWER and st.solo_seat is not None else None
        line = partial(narrate, a, names[a.seat], a.seat == you, solo,
                       st.solo_seat is not None and st.solo_seat == you)
        if tutor and a.kind is not Kind.PLAY:
            self.tutor.say(line, a.kind in (Kind.TRUMP, Kind.CLAIM))
        mesa = self.controller.mesa
        if not (mesa and a.kind is Kind.PLAY):  # Art. 35: at a mesa table nobody keeps notes
            self.log.add(line)
        if a.kind is Kind.PLAY and played.taken is not None:
            winner, trick = played.taken
            caption = partial(trick_caption, len(st.tricks), winner, names, you)
            self.log.add(lambda: "   " + caption())
            if tutor:
                self.tutor.say(caption)
            if not mesa:
                self.log.show_last_trick(caption, tuple(c for _, c in trick))

    def show_last_trick_box(self) -> None:
        """The log's last trick is hidden at a mesa table: tricks are reviewed only on a
        claim (Art. 35)."""
        shown = not self.controller.mesa
        for w in (self.log.last_title, self.log.last_caption, *self.log.last_cards):
            w.setVisible(shown)
