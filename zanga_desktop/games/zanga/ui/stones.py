"""The vales on the table: the two teams' piles, the pot and the fianza, and the stones that
fly between them. What an action pays flies at once; a hand's settlement flies payment by
payment (`payments.settlement_flights`), each with a tag naming it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    Qt,
    Signal,
)
from PySide6.QtWidgets import QGraphicsScene

from ....ui.i18n import tr
from ....ui.table.animator import Animator
from ....ui.table.pieces import Label, StonePile, StoneToken
from ..rules import HandResult
from .news import Standings
from .payments import PILES, POT_NAMES, Flight, settlement_flights
from .prompt import vales_text
from .words import team_name

PILE_POS = {"team0": QPointF(390, 650), "team1": QPointF(1210, 650),
            "pot": QPointF(1120, 300), "fianza": QPointF(1120, 420)}
STONE_OFFSET = QPointF(-30, -8)  # where a pile's stones sit, from the pile's position
# A settlement's flights (ms at speed 1): each payment's stones in the air, one stone after
# another, then the new counts before the next payment; a long settlement is compressed
# to SETTLE_MS in all (at a speed faster than normal, to SETTLE_MS times the speed, so that
# fast is over in a moment).
FLIGHT_MS = 420.0
STAGGER_MS = 60.0
LANDED_MS = 200.0
SETTLE_MS = 2600.0
STONES_SHOWN = 6  # at most this many stones fly for one payment


class Stones(QObject):
    """The piles and the stones in flight. `standings` gives the counts the table shows
    once nothing is in the air (the last table the controller told)."""

    flying = Signal(object)  # Flight: a settlement's payment takes off
    landed = Signal(object, object)  # Flight, and the piles' counts once it landed

    def __init__(self, scene: QGraphicsScene, animator: Animator,
                 standings: Callable[[], Standings], names: Callable[[], list[str]]) -> None:
        super().__init__(scene)
        self.anim = animator
        self._standings = standings
        self._names = names
        self.piles = {
            "team0": StonePile("vale-team0.svg"),
            "team1": StonePile("vale-team1.svg"),
            "pot": StonePile("vale-team0.svg", tr("Pot")),
            "fianza": StonePile("vale-team1.svg", tr("Fianza")),
        }
        for key, pile in self.piles.items():
            pile.setPos(PILE_POS[key])
            scene.addItem(pile)
        self.tokens = [StoneToken("vale-team0.svg") for _ in range(16)]
        for t in self.tokens:
            t.setVisible(False)
            scene.addItem(t)
        self.flight_tag = Label(120, Qt.AlignmentFlag.AlignCenter, size=13)  # the payment
        self.flight_tag.setZValue(62)
        self.flight_tag.setVisible(False)
        scene.addItem(self.flight_tag)
        self.standing: Standings = (16, 16, 0, 0)  # the counts once the queued flights land
        self._shown = [16, 16, 0, 0]  # the counts on the piles during a settlement
        self.flown: HandResult | None = None  # the last settlement shown

    def retranslate(self) -> None:
        self.piles["pot"].caption = tr("Pot")
        self.piles["fianza"].caption = tr("Fianza")
        self._team_captions()

    def _team_captions(self) -> None:
        names = self._names()
        self.piles["team0"].caption = team_name(names, 0)
        self.piles["team1"].caption = team_name(names, 1)

    def update_piles(self, values: Standings | None = None) -> None:
        v = values or self._standings()
        self._team_captions()
        for key, n in zip(("team0", "team1", "pot", "fianza"), v, strict=True):
            self.piles[key].count = n
        self.piles["fianza"].setVisible(v[3] > 0)

    def home(self) -> None:
        """No stone in the air, every pile showing the table's count (after the animations
        were dropped: a new game, an undo, a game opened, the window closed)."""
        for t in self.tokens:
            t.setVisible(False)
        self.flight_tag.setVisible(False)
        self.standing = self._standings()
        self.update_piles()

    def _fly(self, group: QParallelAnimationGroup, first: int, src: str, dst: str, n: int,
             ms: float, stagger: float) -> int:
        """Add to `group` up to STONES_SHOWN stones (tokens from index `first`) flying from
        pile `src` to pile `dst`; the number of tokens used."""
        shown = min(n, STONES_SHOWN, len(self.tokens) - first)
        stone = ("vale-team1.svg" if src == "team1" or (src != "team0" and dst == "team1")
                 else "vale-team0.svg")
        for i in range(shown):
            token = self.tokens[first + i]
            token.stone_file = stone
            token.setPos(PILE_POS[src] + STONE_OFFSET)
            token.setVisible(True)
            token.update()
            group.addAnimation(self.anim.prop(token, "pos", PILE_POS[dst] + STONE_OFFSET, ms,
                                              QEasingCurve.Type.InOutQuad,
                                              delay_ms=i * stagger))
        return shown

    def flows(self, before: Standings) -> None:
        """Stones sliding from the piles that lost vales to those that gained them, all at
        once (what a word or a claim pays)."""
        def build() -> QAbstractAnimation | None:
            after = self._standings()
            keys = ("team0", "team1", "pot", "fianza")
            give: list[list[str | int]] = [
                [k, b - a] for k, b, a in zip(keys, before, after, strict=True) if b > a]
            take: list[list[str | int]] = [
                [k, a - b] for k, b, a in zip(keys, before, after, strict=True) if a > b]
            group = self.anim.parallel()
            used = 0
            for g in give:
                for t in take:
                    n = min(int(g[1]), int(t[1]))
                    if n <= 0:
                        continue
                    g[1] = int(g[1]) - n
                    t[1] = int(t[1]) - n
                    used += self._fly(group, used, str(g[0]), str(t[0]), min(n, 4), 520, 90)
            return group if group.animationCount() else None

        def done() -> None:
            for t in self.tokens:
                t.setVisible(False)
            self.update_piles()

        self.standing = self._standings()
        self.anim.enqueue(build)
        self.anim.call(done)

    def settlement(self, before: Standings, result: HandResult) -> None:
        """A hand's settlement, payment by payment: each payment's stones fly from the pile
        that pays to the pile that collects, with a tag naming it; the paying pile's count
        drops as they take off, the collecting pile's rises as they land, and the next
        payment waits until the counts are seen."""
        self.flown = result
        self.standing = (result.vales[0], result.vales[1], result.pot, result.fianza)
        flights = settlement_flights(before, result)
        if not flights:
            self.anim.call(self.home)
            return
        plan = [(f, min(f.vales, STONES_SHOWN)) for f in flights]
        total = sum(FLIGHT_MS + STAGGER_MS * (k - 1) + LANDED_MS for _, k in plan)
        squeeze = min(1.0, SETTLE_MS * min(1.0, self.anim.speed) / total)

        def start() -> None:
            self._shown = list(before)
            self.update_piles(before)

        def take_off(f: Flight) -> QAbstractAnimation | None:
            self._shown[PILES.index(f.src)] -= f.vales
            self._show_counts(f.src)
            self.flight_tag.set_text(f"{payment_label(f)}  ·  {vales_text(f.vales)}")
            mid = (PILE_POS[f.src] + PILE_POS[f.dst]) / 2 + STONE_OFFSET
            self.flight_tag.setPos(mid + QPointF(0, -46))
            self.flight_tag.setVisible(True)
            group = self.anim.parallel()
            self._fly(group, 0, f.src, f.dst, f.vales, FLIGHT_MS * squeeze, STAGGER_MS * squeeze)
            self.flying.emit(f)  # its stones shown on the paying pile
            return group

        def land(f: Flight) -> None:
            self._shown[PILES.index(f.dst)] += f.vales
            self._show_counts(f.dst)
            s = self._shown
            self.landed.emit(f, (s[0], s[1], s[2], s[3]))  # stones on the collector
            for t in self.tokens:
                t.setVisible(False)

        self.anim.call(start)
        for f in flights:
            self.anim.enqueue(partial(take_off, f))
            self.anim.call(partial(land, f))
            self.anim.enqueue(lambda: self.anim.pause(LANDED_MS * squeeze))
        self.anim.call(self.home)

    def _show_counts(self, key: str) -> None:
        n = self._shown[PILES.index(key)]
        self.piles[key].count = n
        if key == "fianza":
            self.piles[key].setVisible(n > 0 or self.piles[key].isVisible())


def payment_label(f: Flight) -> str:
    """What a flight's tag calls its payment: the result for the pot's own settlement (game
    terms stay Spanish), the bonus or penalty as the summary writes it."""
    if f.name in POT_NAMES:
        return f.name.capitalize()
    if f.name == "pot":
        return tr("Pot")
    penalty = {"renuncio_pot": tr("Renuncio: the pot"),
               "renuncio_codillo": tr("Renuncio: codillo"),
               "renuncio_matador": tr("Renuncio: matador"),
               "renuncio_tricks": tr("Renuncio: five tricks")}.get(f.name)
    return penalty or f.name.replace("_", " ").capitalize()
