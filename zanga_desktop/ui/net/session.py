"""A window's seat at a network table: the connection (`net.client.Link`, in its own thread),
and the game's own table kept in step with the views the host sends (`net.follow`).

The table is the game's, unchanged: its controller plays on a shadow match whose hidden cards
are guesses drawn from the seat's view alone, and is told what the host did as if it had
happened at home (`TableController.played_by_host`, `dealt_by_host`, `adopt`). The player's
own actions go the other way (`Relay`): verified on the shadow first, so that a refusal is the
game's own tutor sentence, then sent; the host verifies them again and is the only one who
applies them. Nothing here waits on the network: frames arrive through a queued signal.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QObject, Signal

from ...core.game import NetworkGame
from ...core.setup import HUMAN, REMOTE
from ...net.client import Link, LinkState
from ...net.follow import Apply, Deal, Follower, Rebuild, Swap
from ...net.messages import (
    Act,
    Bye,
    ClientMessage,
    Closing,
    Hello,
    HostMessage,
    Phrase,
    Ready,
    Refused,
    Said,
    Say,
    SeatKind,
    TableState,
    View,
    Welcome,
    strip_seat,
)
from ..i18n import tr
from ..table.front import Feature, GameTable

log = logging.getLogger(__name__)


class NetSession(QObject):
    """One connection to a table and the table it drives. `table` is the game's table in
    the window (its `autosave_path` None: the host keeps the game)."""

    welcomed = Signal(object)  # Welcome
    table_changed = Signal(object)  # TableState
    said = Signal(object)  # Said
    link_changed = Signal(str, str)  # LinkState, reason
    ended = Signal(str)  # the table closed: why
    refused = Signal(str)  # the host refused what this seat did (a sentence to show)
    _arrived = Signal(object)  # from the link's thread

    def __init__(self, game: NetworkGame, table: GameTable, url: str, hello: Hello,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.table = table
        self.url = url
        #: A spectator's connection: the table shows what is public, no hand face up, and
        #: asks nothing (`TableController.watched`).
        self.watching = hello.watch
        self.welcome: Welcome | None = None
        table.controller.watched = hello.watch
        table.withhold(self._withheld())
        self.state: TableState | None = None
        self.last_view: View | None = None
        self.follower: Follower | None = None
        self.counts = {"applied": 0, "swapped": 0, "dealt": 0, "rebuilt": 0}
        self._shown = False  # the table shows a shadow already
        self._acted_on: int | None = None  # the step this seat's last action was sent on
        #: A step the table took by itself (La Ronda's silent wait) while the host was not
        #: asking this seat: held, not sent, and taken again when the host asks.
        self._held = False
        #: Whether the player chose the action last sent (not the table by itself).
        self._chosen = True
        self._arrived.connect(self._on_message)
        self.link = Link(url, hello, self._arrived.emit,
                         lambda state, reason: self._arrived.emit((state, reason)))

    def start(self) -> None:
        self.link.start()

    @property
    def seat(self) -> int | None:
        return self.welcome.seat if self.welcome is not None else None

    @property
    def is_host(self) -> bool:
        return self.welcome is not None and self.welcome.host

    def send(self, message: ClientMessage) -> None:
        self.link.send(message)

    def say(self, phrase: Phrase) -> None:
        self.link.send(Say(phrase))

    def leave(self) -> None:
        """Leave the table (the seat is held for a while, as for a dropped connection)."""
        self.link.send(Bye())
        self.link.close(0.0)  # the link's thread says goodbye; the window does not wait

    # ---------------------------------------------------------------- the Relay

    def ready(self) -> None:
        if not self.watching:  # the next hand waits for the players, not for spectators
            self.link.send(Ready())

    # the Relay protocol's `send(action, chosen)`: the controller calls it by this name
    def act(self, action: object, chosen: bool = True) -> None:
        """Send the seat's action on the host's last view. A step the table takes by itself
        (`chosen` False: La Ronda's silent wait, section 8) that this view does not ask for
        is held: the table may be a step ahead of the host in a batch of steps it follows
        (the host's own silent waits for this seat), and the host would refuse it, telling
        the player of a move he never made."""
        view = self.last_view
        if view is None or self.watching:  # a spectator acts on nothing
            return
        match = self.table.controller.match
        sent = strip_seat(match.action_json(action))
        if not chosen and (view.to_act != self.seat or sent not in view.legal):
            self._held = True
            return
        if self._acted_on == view.seq:
            return  # one action a step: the table asked again before the host answered
        self._acted_on, self._held, self._chosen = view.seq, False, chosen
        self.link.send(Act(view.seq, sent))

    # ---------------------------------------------------------------- what arrives

    def _on_message(self, item: Any) -> None:
        try:
            self._take(item)
        except Exception:  # a view the table cannot follow must not take the window down
            log.exception("a message of the table could not be followed")

    def _take(self, item: Any) -> None:
        if isinstance(item, tuple):
            state, reason = item
            self.link_changed.emit(str(state), reason)
            if state == LinkState.CLOSED:
                self.ended.emit(reason)
            return
        message: HostMessage = item
        if isinstance(message, Welcome):
            self.welcome = message
            self.follower = Follower(self.game, message.seat)
            self._relay_on()
            self.welcomed.emit(message)
        elif isinstance(message, TableState):
            self.state = message
            self.table.controller.set_away(self._away(message))
            self.table_changed.emit(message)
        elif isinstance(message, Said):
            self.said.emit(message)
        elif isinstance(message, View):
            self.last_view = message
            self._follow(message)
        elif isinstance(message, Refused):
            self._refused(message)
        elif isinstance(message, Closing):
            pass  # the link ends with its reason

    def _relay_on(self) -> None:
        controller = self.table.controller
        controller.relay = _Relay(self)
        self.table.withhold(self._withheld())

    def _withheld(self) -> Feature:
        """What the table does not offer here: undo and the hand's export (the host keeps
        the game), Report this move (the computer seats decide at the host, so no decision
        of theirs is ever here to report: the item would stay greyed), hints if the host
        does not allow them, and to a spectator, who acts on nothing, no hint or claim
        either."""
        withheld = Feature.UNDO | Feature.EXPORT | Feature.REPORT
        if self.welcome is not None and not self.welcome.hints:
            withheld |= Feature.HINT
        if self.watching:
            withheld |= Feature.HINT | Feature.CLAIM
        return withheld

    def _refused(self, message: Refused) -> None:
        """What this seat did reached the host after the table moved on (its own rules were
        checked here first): said plainly, and the turn asked again."""
        self._acted_on = None
        if self._chosen:  # a step the table took by itself is taken again, unsaid
            self.refused.emit(tr("The table had moved on before your move arrived: "
                                 "play again on the table as it is now."))
        controller = self.table.controller
        controller.animator.call(controller._advance)

    def _follow(self, message: View) -> None:
        follower = self.follower
        if follower is None:
            return
        controller = self.table.controller
        shadow = controller.match if self._shown else None
        try:
            moves = follower.plan(shadow, message)
        except ValueError:
            log.exception("no deal explains the view")
            return
        for move in moves:
            if isinstance(move, Rebuild):
                self._rebuild(move)
            elif isinstance(move, Swap):
                controller.adopt(move.match)
                self.counts["swapped"] += 1
            elif isinstance(move, Deal):
                controller.dealt_by_host(move.rng)
                self.counts["dealt"] += 1
            else:
                assert isinstance(move, Apply)
                controller.played_by_host(move.action)
                self.counts["applied"] += 1
        target = follower.target(message)
        if not follower.agrees(controller.match, target):
            self._rebuild(Rebuild(target))
        elif not moves and self._asked_again(message):
            controller.animator.call(controller._advance)

    def _asked_again(self, message: View) -> bool:
        """The host asks this seat again on a view that writes nothing new: La Ronda's last
        call after its first (section 8: the wait this seat sent is never written), which the
        table must ask (or wait through) as a new turn."""
        controller = self.table.controller
        return (self.seat is not None and message.to_act == self.seat and bool(message.legal)
                and (self._held or (self._acted_on is not None
                                    and self._acted_on != message.seq))
                and not controller.human_to_act)

    def _rebuild(self, move: Rebuild) -> None:
        controller = self.table.controller
        self.counts["rebuilt"] += 1
        # taken in place while the players are the same (a table keeps their names and who
        # plays each seat from when the game was put on it)
        if self._shown and tuple(controller.match.players) == tuple(move.match.players):
            try:
                controller.adopt(move.match)
                return
            except TypeError:
                pass
        self.table.resume(move.match, opened=False, levels=self._levels(move.match.seats))
        # the players at this table are the host's: none is made here
        controller.close_players()
        controller.players = {}
        controller.humans = frozenset({0}) if self.seat is not None else frozenset()
        controller.watched = self.watching
        self._shown = True
        controller.animator.call(controller._advance)

    def _here(self, seat: int, seats: int) -> int:
        """Where the host's `seat` of a table of `seats` sits at this one, the shadow's:
        turned so that this player (a spectator: seat 0) sits at 0."""
        return (seat - (self.seat or 0)) % seats

    def _away(self, state: TableState) -> frozenset[int]:
        """The seats, as this table numbers them, whose person at another computer is
        away: their plates say so."""
        return frozenset(self._here(info.seat, len(state.seats)) for info in state.seats
                         if info.kind is SeatKind.PERSON and not info.connected)

    def _levels(self, seats: int) -> list[str]:
        """Who plays each seat of the shadow (turned: this player at seat 0): a computer
        seat its level, a person at another computer `REMOTE` (a spectator's seat 0 too:
        nobody plays here)."""
        levels = [REMOTE if self.watching else HUMAN] + [REMOTE] * (seats - 1)
        if self.state is not None:
            for info in self.state.seats:
                turned = self._here(info.seat, seats)
                if (turned or self.watching) and info.kind is SeatKind.COMPUTER and info.level:
                    levels[turned] = info.level
        return levels


class _Relay:
    """The controller's `Relay` for a session."""

    def __init__(self, session: NetSession) -> None:
        self.session = session

    def send(self, action: object, chosen: bool = True) -> None:
        self.session.act(action, chosen)

    def ready(self) -> None:
        self.session.ready()
