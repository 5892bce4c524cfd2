"""The cards lying face up in the middle (`ui/table/spread.py`), on a real scene and view: a
column per order key, so a run of ranks lies side by side; each card keeps its place while
others come and go, and lands where `landing` said; a crossed stack of up to four cards with
its caption above its column; the cards a hovered card would take lit, and only while the
pointer is over it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from zanga_desktop.core.deck import DECK, RANKS, Card
from zanga_desktop.ui.table.animator import Animator
from zanga_desktop.ui.table.art import Deck
from zanga_desktop.ui.table.card_item import CardItem
from zanga_desktop.ui.table.layout import SCENE, card_rect
from zanga_desktop.ui.table.motion import put
from zanga_desktop.ui.table.regions import table_regions
from zanga_desktop.ui.table.spread import MAX_STACK, Spread, SpreadShape, spread_shape
from zanga_desktop.ui.table.view import TableView


def order(card: Card) -> int:
    return RANKS.index(card.rank)


def c(text: str) -> Card:
    return Card.parse(text)


class Table:
    """A scene, its view and the forty cards, with a spread of `keys` columns laid out for a
    table of `seats`."""

    def __init__(self, qtbot, seats: int = 4, keys: int = 10, depth: int = 1) -> None:  # type: ignore[no-untyped-def]
        self.scene = QGraphicsScene()
        self.view = TableView(self.scene)
        qtbot.addWidget(self.view)
        self.view.resize(1110, 700)
        self.items = {card: CardItem(card, Deck()) for card in DECK}
        for item in self.items.values():
            self.scene.addItem(item)
        regions = table_regions(seats, 3, spread_keys=keys, spread_depth=depth)
        assert regions.spread is not None
        self.shape = regions.spread
        self.spread: Spread[Card] = Spread(self.scene, regions.spread, regions.spread_centre,
                                           order, self.items.__getitem__)

    def place(self) -> None:
        put(self.spread.moves())


@pytest.fixture
def table(qtbot) -> Iterator[Table]:  # type: ignore[no-untyped-def]
    yield Table(qtbot)


def test_a_run_of_ranks_lies_side_by_side_and_a_missing_rank_shows_as_a_gap(table: Table) -> None:
    for text in ("3o", "4c", "5e", "7b", "10o", "12c"):
        table.spread.add(c(text))
    spots = table.spread.spots()
    pitch = table.shape.pitch
    xs = {str(card): spot.x for card, spot in spots.items()}
    assert xs["4c"] - xs["3o"] == pytest.approx(pitch)
    assert xs["5e"] - xs["4c"] == pytest.approx(pitch)
    assert xs["7b"] - xs["5e"] == pytest.approx(2 * pitch)  # no 6 lies there
    assert xs["10o"] - xs["7b"] == pytest.approx(pitch)  # the sota follows the 7
    assert xs["12c"] - xs["10o"] == pytest.approx(2 * pitch)
    assert len({spot.y for spot in spots.values()}) == 1
    assert all(spot.face_up and spot.rotation == 0 for spot in spots.values())


def test_cards_keep_their_places_while_others_come_and_go(table: Table) -> None:
    spread = table.spread
    for text in ("3o", "7b", "12c"):
        spread.add(c(text))
    before = spread.spots()
    landing = spread.landing(c("5e"))
    spread.add(c("5e"))
    spread.add(c("1o"))
    spread.remove([c("3o")])
    after = spread.spots()
    assert after[c("5e")] == landing
    for text in ("7b", "12c"):
        assert after[c(text)] == before[c(text)]
    assert c("3o") not in after
    # the card that comes back lands where it lay
    assert spread.landing(c("3o")) == before[c("3o")]


def test_show_keeps_those_still_there_and_lands_the_new_ones(table: Table) -> None:
    spread = table.spread
    spread.show([c("3o"), c("4c"), c("11b")])
    first = spread.spots()
    spread.show([c("4c"), c("11b"), c("6e")])
    assert spread.cards == (c("4c"), c("11b"), c("6e"))
    assert spread.spots()[c("4c")] == first[c("4c")]
    assert spread.spots()[c("11b")] == first[c("11b")]


def test_equal_keys_lie_down_their_column_and_a_full_column_closes_up(qtbot) -> None:  # type: ignore[no-untyped-def]
    t = Table(qtbot, depth=2)
    spread = t.spread
    ones = [c("1o"), c("1c"), c("1e"), c("1b")]
    for card in ones[:2]:
        spread.add(card)
    a, b = spread.spots()[ones[0]], spread.spots()[ones[1]]
    assert a.x == b.x and b.y > a.y and b.z > a.z
    h = 300 * t.shape.scale
    assert b.y - a.y == pytest.approx(0.26 * h)
    for card in ones[2:]:  # more than the column holds: it closes up within its row
        spread.add(card)
    spots = [spread.spots()[card] for card in ones]
    assert spots[-1].y - spots[0].y <= 0.26 * h + 0.01
    for card in ones:
        assert t.spread.rect().contains(card_rect(spread.spots()[card]))


def test_fourteen_cards_lie_inside_the_spread_without_covering_each_other(qtbot) -> None:  # type: ignore[no-untyped-def]
    t = Table(qtbot, keys=14)
    keys = list(range(14))

    def key(card: Card) -> int:
        return keys[DECK.index(card)]

    t.spread.key = key
    cards = list(DECK[:14])
    for card in cards:
        t.spread.add(card)
    t.place()
    rects = [t.items[card].sceneBoundingRect() for card in cards]
    laid = [card_rect(t.spread.spots()[card]) for card in cards]
    for i, r in enumerate(laid):
        assert t.spread.rect().contains(r) and SCENE.contains(r)
        assert not any(r.intersects(o) for o in laid[i + 1:])
    assert all(SCENE.contains(r) for r in rects)


def test_a_stack_lies_crossed_on_its_card_with_its_caption_above(table: Table) -> None:
    spread = table.spread
    for text in ("2e", "3o", "5e"):
        spread.add(c(text))
    falls = [c("2c"), c("2b"), c("2o")]
    spread.stack_on(c("2e"), falls, "Contra")
    spots = spread.spots()
    base = spots[c("2e")]
    turns = [spots[card].rotation for card in falls]
    assert all(60 < t < 120 for t in turns) and len(set(turns)) == 3  # across, each apart
    assert [spots[card].z for card in falls] == sorted(spots[card].z for card in falls)
    assert all(spots[card].z > base.z for card in falls)
    for card in falls:
        assert abs(spots[card].x - base.x) < 0.1 * 200 * base.scale
        assert table.spread.rect().contains(card_rect(spots[card]))
    # the caption says it, above the column, clear of every card lying there
    assert spread.caption.isVisible() and spread.caption.text == "Contra"
    cap = spread.caption.sceneBoundingRect()
    assert abs(cap.center().x() - base.x) < 1
    assert all(not cap.intersects(card_rect(s)) for s in spots.values())
    assert table.spread.rect().contains(cap)
    # the stack closes: its cards and the card they lay on are taken together
    spread.remove([c("2e"), *falls])
    assert spread.stack == (None, ()) and not spread.caption.isVisible()
    assert set(spread.spots()) == {c("3o"), c("5e")}


def test_a_stack_holds_four_cards_on_a_card_of_the_spread(table: Table) -> None:
    spread = table.spread
    spread.add(c("2e"))
    with pytest.raises(ValueError):
        spread.stack_on(c("3o"), [c("3c")])  # 3o does not lie there
    with pytest.raises(ValueError):
        spread.stack_on(c("2e"), [c("2c")] * (MAX_STACK + 1))
    three = Spread(QGraphicsScene(), SpreadShape(3, 1, 0.5, 1), QPointF(800, 478), order,
                   table.items.__getitem__)
    three.add(c("3o"))
    with pytest.raises(ValueError, match="order key 9"):
        three.add(c("12o"))  # the rey's key is not one of three columns


def test_the_cards_a_hovered_card_would_take_are_lit_while_the_pointer_is_over_it(
        qtbot, table: Table) -> None:  # type: ignore[no-untyped-def]
    spread = table.spread
    for text in ("3o", "4c", "5e", "7b"):
        spread.add(c(text))
    table.place()
    mine = table.items[c("4b")]
    mine.setPos(800, 860)
    mine.setScale(0.72)
    mine.set_face_up(True)

    def would_take(card: object) -> list[Card]:
        lying = {order(x): x for x in spread.cards}
        out, k = [], order(card)  # type: ignore[arg-type]
        while k in lying:
            out.append(lying[k])
            k += 1
        return out

    spread.follow_hover(mine, would_take)
    table.view.show()
    qtbot.waitExposed(table.view)
    viewport = table.view.viewport()
    qtbot.mouseMove(viewport, table.view.mapFromScene(QPointF(800, 860)))
    qtbot.waitUntil(lambda: spread.lit == {c("4c"), c("5e")})
    assert table.items[c("4c")].marks[0] and table.items[c("5e")].marks[0]
    assert not table.items[c("3o")].marks[0] and not table.items[c("7b")].marks[0]
    qtbot.mouseMove(viewport, table.view.mapFromScene(QPointF(100, 960)))
    qtbot.waitUntil(lambda: spread.lit == frozenset())
    assert not any(table.items[x].marks[0] for x in spread.cards)


def test_a_card_taken_or_cleared_is_lit_no_more(table: Table) -> None:
    spread = table.spread
    for text in ("4c", "5e", "7b"):
        spread.add(c(text))
    spread.highlight([c("4c"), c("5e")])
    spread.remove([c("4c")])  # taken: it flies to a pile unmarked
    assert not table.items[c("4c")].marks[0] and table.items[c("5e")].marks[0]
    assert spread.lit == {c("5e")}
    spread.clear()
    assert not table.items[c("5e")].marks[0] and spread.lit == frozenset()
    assert spread.cards == () and spread.spots() == {}


def test_lighting_keeps_the_cards_other_marks(table: Table) -> None:
    spread = table.spread
    spread.add(c("4c"))
    item = table.items[c("4c")]
    item.set_marks(hinted=True)
    spread.highlight([c("4c"), c("12o")])  # a card not lying there is left alone
    assert item.marks == (True, False, False, True)
    assert spread.lit == {c("4c")}
    spread.highlight(())
    assert item.marks == (False, False, False, True)


def test_glide_moves_every_card_to_its_place(qtbot, table: Table) -> None:  # type: ignore[no-untyped-def]
    spread = table.spread
    for text in ("3o", "4c"):
        spread.add(c(text))
    spread.stack_on(c("3o"), [c("3c")], "¡Se cae!")
    animator = Animator(0.05)
    with qtbot.waitSignal(animator.idle, timeout=3000):
        animator.enqueue(spread.glide(animator))
    for card, spot in spread.spots().items():
        item = table.items[card]
        assert item.pos() == spot.pos and item.rotation() == pytest.approx(spot.rotation)
        assert item.face_up and item.isVisible()


def test_the_shape_fits_its_room() -> None:
    shape = spread_shape(10, 1, QRectF(0, 0, 1200, 260).size())
    assert shape.rows == 1 and shape.scale == 0.5
    assert shape.rect(QPointF(600, 130)).width() <= 1200
    narrow = spread_shape(14, 1, QRectF(0, 0, 700, 560).size())
    assert narrow.rows == 2
    assert narrow.rect(QPointF(350, 280)).width() <= 700
    assert narrow.size().height() <= 560
    with pytest.raises(ValueError):
        spread_shape(0, 1, QRectF(0, 0, 100, 100).size())
