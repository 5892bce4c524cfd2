"""Every region of a table without tricks on a real table, for the author of a game to see
and for pictures of them (a developer's tool: its words are samples of what a game writes).

    python -m zanga_desktop.ui.table.regions_demo --seats 4 --table capture
    python -m zanga_desktop.ui.table.regions_demo --seats 2 --table draw --shot draw.png

`capture`: cards lying in the middle with a crossed stack and its caption, what the
player's card under the pointer would take lit, the stock and each side's captures with
their counts, the points track. `draw`: each seat's shown cards (a pair and a trío stacked,
a tapada apart, the running total), the cards laid down in the middle with their count, the
points track. Every seat holds its hand, the table at its fullest. The window is laid out
as a game's (the table, the tutor and the log beside it, the log with no last trick) and
opens as `zanga` opens (maximised on a small screen); `--shot` grabs the whole screen once
the credits have landed, and quits.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Iterable, Sequence
from pathlib import Path

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QColor, QGuiApplication
from PySide6.QtWidgets import QApplication, QGraphicsScene, QMainWindow

from ...core.deck import DECK, RANKS, Card
from .. import settings
from ..window_fit import fit
from .animator import Animator
from .art import Deck
from .card_item import CardItem
from .docks import LogDock, TutorDock
from .heaps import Heap
from .layout import hand_spots
from .motion import put
from .pieces import Bubble, SeatPlate, seat_pieces
from .regions import Regions, table_regions
from .shown import Showing, ShownRow
from .spread import Spread
from .track import Credit, PointsTrack
from .view import TableView

NAMES = ("Marta", "Ana", "Benito", "Carmela", "Dácil", "Eulogio", "Fefa", "Guayarmina",
         "Heriberto", "Idaira")
SPEEDS = {"instant": 0.0, "fast": 0.35, "normal": 1.0, "slow": 1.8}
TABLES = ("capture", "draw")
SHOWN = 6  # room in each row: a pair, a trío and one more, a tapada and the total


class _Back:
    """A card of another player's hand: only its back is ever seen."""

    def __str__(self) -> str:
        return "back"


def order(card: Card) -> int:
    """The demo's order key: the rank's place in 1-7, sota, caballo, rey."""
    return RANKS.index(card.rank)


def run_from(card: Card, lying: Iterable[Card]) -> list[Card]:
    """The demo's sample of what a card would take: the card of its rank lying there and
    the run of ranks following it."""
    by_key = {order(c): c for c in lying}
    out: list[Card] = []
    k = order(card)
    while k in by_key:
        out.append(by_key[k])
        k += 1
    return out


def cards(*texts: str) -> tuple[Card, ...]:
    return tuple(Card.parse(t) for t in texts)


#: What the first four seats show (a pair, a trío, singles, a tapada or none, the total of
#: the cards face up), as a drawing game might; further seats show cards of the pool.
SHOWINGS = ((("4o 4c", "7b"), "2o"), (("12o 12c 12b", "1o"), "3c"),
            (("5e 5b", "10o", "2e", "3o"), None), (("6e", "7e 7o"), "10c"))


def showing(pool: list[Card], seat: int) -> Showing[Card]:
    """A sample of what a seat shows, taken from `pool`: a pair or a trío, singles, and
    (not for every seat) a tapada, with their total."""
    if seat < len(SHOWINGS):
        texts, hidden_text = SHOWINGS[seat]
        given = tuple(tuple(Card.parse(t) for t in g.split()) for g in texts)
        hidden = Card.parse(hidden_text) if hidden_text else None
        for card in (*(x for g in given for x in g), *([hidden] if hidden else [])):
            pool.remove(card)
        return Showing(given, hidden, str(sum(min(x.rank, 10) for g in given for x in g)))
    patterns = (((2, 1), True), ((3, 1), True), ((2, 1, 1, 1), False), ((1, 2), True))
    sizes, tapada = patterns[seat % len(patterns)]
    groups: list[tuple[Card, ...]] = []
    for size in sizes:
        rank = next((c.rank for c in pool
                     if sum(1 for d in pool if d.rank == c.rank) >= size), None)
        if rank is None:
            break
        group = tuple([c for c in pool if c.rank == rank][:size])
        for c in group:
            pool.remove(c)
        groups.append(group)
    hidden = pool.pop() if tapada and pool else None
    total = sum(min(c.rank, 10) for g in groups for c in g)
    return Showing(tuple(groups), hidden, str(total))


def demo_regions(seats: int, capture: bool) -> Regions:
    """The regions of the demo's table: as many shown cards as the table has room for, up to
    `SHOWN` (a crowded table has room for fewer)."""
    if capture:
        return table_regions(seats, 3, spread_keys=len(RANKS), centre_heap=True,
                             side_heaps=2, track_sides=2)
    for shown in range(SHOWN, 1, -1):
        try:
            return table_regions(seats, 3, shown=shown, centre_heap=True, track_sides=2)
        except ValueError:
            continue
    return table_regions(seats, 3, shown=1, centre_heap=True, track_sides=2)


class RegionsDemo(QMainWindow):
    """A table of `seats` (2 to 10) laid out with the regions of `table` (capture, draw)."""

    def __init__(self, seats: int, table: str, speed: float = 0.0) -> None:
        super().__init__()
        if table not in TABLES:
            raise ValueError("the demo lays out a capture or a draw table")
        self.setWindowTitle("Regions")
        self.scene = QGraphicsScene(self)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.animator = Animator(speed, self)
        self.deck = Deck()
        self.tutor = TutorDock(self)
        self.log = LogDock(self.deck, parent=self)  # no tricks: no last trick
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.tutor)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log)
        self.resizeDocks([self.tutor], [250], Qt.Orientation.Horizontal)
        self.seats = seats
        self.table = table
        capture = table == "capture"
        self.regions: Regions = demo_regions(seats, capture)
        centre = self.regions.centre_heap
        assert centre is not None
        self.items: dict[Card, CardItem] = {}
        for card in DECK:  # every card starts in the middle heap, and goes from there
            item = CardItem(card, self.deck)
            item.setPos(centre)
            item.setScale(0.42)
            self.scene.addItem(item)
            self.items[card] = item
        self.plates: list[SeatPlate] = []
        self.bubbles: list[Bubble] = []
        self._seat_pieces()
        self.pool = list(DECK)
        self.hand = self._take(cards("4b", "11o", "6o"))
        self._hands()
        sides = NAMES[:2] if seats == 2 else (
            " & ".join(NAMES[i] for i in range(0, min(seats, 4), 2)),
            " & ".join(NAMES[i] for i in range(1, min(seats, 4), 2)))
        track_at = self.regions.track
        assert track_at is not None
        self.track = PointsTrack(sides, 18, track_at.width())
        self.track.setPos(track_at.topLeft())
        self.scene.addItem(self.track)
        self.spread: Spread[Card] | None = None
        self.rows: list[ShownRow[Card]] = []
        self.side_heaps: list[Heap[Card]] = []
        self.centre_heap = Heap(self.scene, centre, self.item,
                                scale=self.regions.centre_heap_scale)
        if capture:
            self._capture()
        else:
            self._draw()

    def item(self, card: Card) -> CardItem:
        return self.items[card]

    def _take(self, wanted: Sequence[Card]) -> list[Card]:
        for card in wanted:
            self.pool.remove(card)
        return list(wanted)

    # ---------------------------------------------------------------- seats

    def _seat_pieces(self) -> None:
        for s, seat in enumerate(self.regions.seats):
            plate, bubble = seat_pieces(self.scene, seat)
            plate.set_info(NAMES[s], "Normal" if s else "You")
            plate.team_colour = QColor(("#efe5cc", "#d0463b")[s % 2])
            self.plates.append(plate)
            self.bubbles.append(bubble)
        self.plates[0].badges = [("M", "#9fd8a4")]
        self.plates[-1].badges = [("D", "#9ad0ff")]

    def _hands(self) -> None:
        """The player's cards face up, three backs in every other hand."""
        seats = self.regions.seats
        put((self.items[c], spot) for c, spot in zip(
            self.hand, hand_spots(seats[0], 3, True, fan=True), strict=True))
        for seat in seats[1:]:
            for spot in hand_spots(seat, 3, False):
                back = CardItem(_Back(), self.deck)
                self.scene.addItem(back)
                put([(back, spot)])

    # ---------------------------------------------------------------- a capture table

    def _capture(self) -> None:
        reg = self.regions
        assert reg.spread is not None
        spread = Spread(self.scene, reg.spread, reg.spread_centre, order, self.item)
        self.spread = spread
        for card in self._take(cards("3o", "4c", "5e", "7b", "10o", "12c", "2e")):
            spread.add(card)
        spread.stack_on(Card.parse("2e"), self._take(cards("2c", "2b")), "Contra")
        for card in self.hand:  # the player's cards light what they would take
            spread.follow_hover(self.items[card], lambda c: run_from(c, spread.cards))
        spread.highlight(run_from(Card.parse("4b"), spread.cards))
        caught = (self._take(cards("1o", "2o", "3c", "6e", "7e", "10c", "11c", "12o")),
                  self._take(cards("4o", "5c", "6b", "7o", "10e")))
        self.centre_heap.set_cards(self.pool)
        self.centre_heap.set_caption("Stock")
        for k, (at, mine, name) in enumerate(zip(reg.side_heaps, caught, ("Us", "Them"),
                                                 strict=True)):
            heap = Heap(self.scene, at, self.item, name, z0=2 + 3 * k)
            heap.set_cards(mine)
            self.side_heaps.append(heap)
        self.bubbles[1].say("Contra", strong=True)
        for b in (spread.glide(self.animator), self.centre_heap.glide(self.animator),
                  *(h.glide(self.animator) for h in self.side_heaps)):
            self.animator.enqueue(b)
        for credit in (Credit(0, "Caída", 1), Credit(1, "Caída", 1), Credit(0, "Aseo", 1),
                       Credit(1, "Rondín", 5), Credit(0, "San Vicente", 4),
                       Credit(1, "Contra", 3)):
            self.track.credit(credit, self.animator)
        self.tutor.say("The table's cards, a run of ranks side by side; a stack crossed "
                       "on the 2 with its caption; what the 4 would take is lit.")
        self.log.add("Ana falls on the 2: Contra")

    # ---------------------------------------------------------------- a drawing table

    def _draw(self) -> None:
        reg = self.regions
        for s, row_at in enumerate(reg.rows):
            row = ShownRow(self.scene, row_at.centre, row_at.length, row_at.scale, self.item)
            row.show(showing(self.pool, s))
            self.rows.append(row)
        self.centre_heap.set_cards(self.pool[:5])
        self.centre_heap.set_caption("Laid down")
        self.bubbles[1].say("Me planto", strong=True)
        for row in self.rows:
            self.animator.enqueue(row.glide(self.animator))
        self.animator.enqueue(self.centre_heap.glide(self.animator))
        for credit in (Credit(0, "Ligue", 1), Credit(1, "Trío", 3), Credit(0, "Pasado", -1),
                       Credit(1, "Las 31", 2), Credit(0, "El punto", 1)):
            self.track.credit(credit, self.animator)
        self.tutor.say("Each seat's shown cards: pairs and tríos stacked, the tapada apart, "
                       "the running total on it.")
        self.log.add("Ana stands on 31")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seats", type=int, default=4, choices=range(2, 11))
    p.add_argument("--table", default="capture", choices=TABLES)
    p.add_argument("--speed", default="normal", choices=tuple(SPEEDS))
    p.add_argument("--shot", type=Path, help="grab the screen to this file and quit")
    args = p.parse_args(argv)
    settings.set_names()
    settings.use_ini_folder(Path(tempfile.mkdtemp(prefix="zanga-regions-")))
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    window = RegionsDemo(args.seats, args.table, SPEEDS[args.speed])
    fit(window, "regions_demo", QSize(1440, 900), share=0.86)
    window.show()
    if args.shot is not None:
        def grab() -> None:
            screen = QGuiApplication.primaryScreen()
            ok = screen is not None and screen.grabWindow(0).save(str(args.shot))
            app.exit(0 if ok else 1)

        def when_idle() -> None:
            window.animator.idle.disconnect(when_idle)
            QTimer.singleShot(1200, grab)

        window.animator.idle.connect(when_idle)
        if not window.animator.busy:
            when_idle()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
