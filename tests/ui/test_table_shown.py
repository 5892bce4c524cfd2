"""The cards a seat shows (`ui/table/shown.py`) and the heaps with their counts
(`ui/table/heaps.py`), on a real scene: groups stacked with a small offset that leaves every
card's corner in sight, the tapada face down and apart with the running total on it, a long
row closing up inside its room; a heap's count always above its cards and beside them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from zanga_desktop.core.deck import DECK, Card
from zanga_desktop.ui.table.animator import Animator
from zanga_desktop.ui.table.art import Deck
from zanga_desktop.ui.table.card_item import CardItem
from zanga_desktop.ui.table.heaps import LAYERS, Heap, heap_rect
from zanga_desktop.ui.table.layout import CARD_SIZE, card_rect
from zanga_desktop.ui.table.motion import put
from zanga_desktop.ui.table.shown import Showing, ShownRow, row_height, row_length


def c(text: str) -> Card:
    return Card.parse(text)


def corner(spot_rect: QRectF, scale: float) -> QRectF:
    """A card's top left corner, where its rank is printed: a fifth of its width and height."""
    w, h = CARD_SIZE.width() * scale, CARD_SIZE.height() * scale
    return QRectF(spot_rect.left(), spot_rect.top(), 0.2 * w, 0.2 * h)


@pytest.fixture
def scene(qtbot) -> QGraphicsScene:  # type: ignore[no-untyped-def]
    return QGraphicsScene()


@pytest.fixture
def items(scene: QGraphicsScene) -> dict[Card, CardItem]:
    out = {card: CardItem(card, Deck()) for card in DECK}
    for item in out.values():
        scene.addItem(item)
    return out


PAIR_TRIO = Showing(((c("4o"), c("4c")), (c("12o"), c("12c"), c("12b")), (c("7e"),)),
                    c("2b"), "31")


def test_groups_stack_and_every_cards_corner_shows(scene, items) -> None:  # type: ignore[no-untyped-def]
    row = ShownRow(scene, QPointF(800, 620), row_length(6, 0.42), 0.42, items.__getitem__)
    row.show(PAIR_TRIO)
    spots = row.spots()
    order = [card for group in PAIR_TRIO.groups for card in group]
    w = CARD_SIZE.width() * 0.42
    # within a group each card lies a little right of and below the one under it
    pair = [spots[x] for x in PAIR_TRIO.groups[0]]
    assert 0 < pair[1].x - pair[0].x < 0.4 * w and 0 < pair[1].y - pair[0].y < 0.1 * 126
    trio = [spots[x] for x in PAIR_TRIO.groups[1]]
    assert trio[1].x - trio[0].x == pytest.approx(trio[2].x - trio[1].x)
    # between groups a gap: the groups read apart
    assert spots[PAIR_TRIO.groups[1][0]].x - pair[1].x > w
    # no card covers the corner of one laid before it
    rects = {card: card_rect(spots[card]) for card in order}
    for i, card in enumerate(order):
        for later in order[i + 1:]:
            assert not rects[later].intersects(corner(rects[card], 0.42)), (card, later)
    assert all(spots[card].face_up and spots[card].rotation == 0 for card in order)


def test_the_tapada_lies_face_down_apart_with_the_total_on_it(scene, items) -> None:  # type: ignore[no-untyped-def]
    row = ShownRow(scene, QPointF(800, 620), row_length(6, 0.42), 0.42, items.__getitem__)
    row.show(PAIR_TRIO)
    spots = row.spots()
    tapada = spots[c("2b")]
    last = spots[c("7e")]
    w = CARD_SIZE.width() * 0.42
    assert not tapada.face_up and tapada.rotation != 0
    assert tapada.x - last.x > 1.3 * w  # set apart, further than between two groups
    assert row.total.isVisible() and row.total.text == "31"
    box = row.total.sceneBoundingRect()
    assert abs(box.center().x() - tapada.x) < 1
    assert card_rect(tapada).intersects(box) and row.total.zValue() > tapada.z
    assert row.rect().contains(box.adjusted(2, 2, -2, -2))  # (its bounding rect's margin)


def test_without_a_tapada_the_total_follows_the_cards(scene, items) -> None:  # type: ignore[no-untyped-def]
    row = ShownRow(scene, QPointF(800, 620), row_length(6, 0.42), 0.42, items.__getitem__)
    row.show(Showing(((c("5e"), c("5b")),), None, "10"))
    spots = row.spots()
    box = row.total.sceneBoundingRect()
    assert box.left() > card_rect(spots[c("5b")]).right()
    row.show(Showing(((c("5e"),),)))
    assert not row.total.isVisible()
    row.clear()
    assert row.spots() == {}


@pytest.mark.parametrize("scale", [0.42, 0.3])
@pytest.mark.parametrize("cards", [1, 3, 6, 8])
def test_a_row_closes_up_inside_its_room(scene, items, scale: float, cards: int) -> None:  # type: ignore[no-untyped-def]
    """However many singles, at the least room the table gives a row, every card lies inside
    it and still shows its corner."""
    length = row_length(cards, scale, close_up=True)
    row = ShownRow(scene, QPointF(800, 500), length, scale, items.__getitem__)
    singles = tuple((card,) for card in DECK[:cards])
    row.show(Showing(singles, DECK[cards], "20"))
    spots = row.spots()
    room = row.rect().adjusted(-0.5, -0.5, 0.5, 0.5)
    for card, spot in spots.items():
        assert room.contains(card_rect(spot)), card
    assert room.contains(row.total.sceneBoundingRect().adjusted(2, 2, -2, -2))
    faces = [card_rect(spots[g[0]]) for g in singles]
    for i, r in enumerate(faces[:-1]):
        assert not faces[i + 1].intersects(corner(r, scale))
    assert row.rect().height() == pytest.approx(max(row_height(scale), 38))


def test_landing_is_after_the_last_group(scene, items) -> None:  # type: ignore[no-untyped-def]
    row = ShownRow(scene, QPointF(800, 620), row_length(6, 0.42), 0.42, items.__getitem__)
    row.show(Showing(((c("4o"), c("4c")),), c("2b"), "8"))
    land = row.landing(c("6e"))
    row.show(Showing(((c("4o"), c("4c")), (c("6e"),)), c("2b"), "14"))
    assert row.spots()[c("6e")] == land


def test_glide_puts_the_cards_of_a_row_in_place(qtbot, scene, items) -> None:  # type: ignore[no-untyped-def]
    row = ShownRow(scene, QPointF(800, 620), row_length(6, 0.42), 0.42, items.__getitem__)
    row.show(PAIR_TRIO)
    animator = Animator(0.0)
    animator.enqueue(row.glide(animator))
    for card, spot in row.spots().items():
        assert items[card].pos() == spot.pos and items[card].face_up == spot.face_up


# ------------------------------------------------------------------ heaps


def test_a_heaps_count_stands_beside_its_cards_above_them(scene, items) -> None:  # type: ignore[no-untyped-def]
    heap = Heap(scene, QPointF(800, 480), items.__getitem__, "Laid down")
    laid = list(DECK[:12])
    heap.set_cards(laid)
    put(heap.moves())
    assert heap.count == 12 and heap.count_box.text == "12"
    assert heap.caption.text == "Laid down"
    cards = [items[x].sceneBoundingRect() for x in laid]
    for piece in (heap.count_box, heap.caption):
        assert piece.zValue() > max(items[x].zValue() for x in laid)
        assert not any(piece.sceneBoundingRect().intersects(r.adjusted(15, 15, -15, -15))
                       for r in cards)  # (a card's bounding rect has room for its outline)
    whole = heap_rect(QPointF(800, 480))
    assert whole.contains(heap.count_box.sceneBoundingRect().adjusted(2, 2, -2, -2))
    assert whole.contains(heap.caption.sceneBoundingRect().adjusted(2, 2, -2, -2))
    for spot in heap.spots().values():
        assert whole.contains(card_rect(spot)) and not spot.face_up


def test_only_the_top_of_a_heap_shows_its_thickness(scene, items) -> None:  # type: ignore[no-untyped-def]
    heap = Heap(scene, QPointF(300, 300), items.__getitem__)
    heap.set_cards(list(DECK[:30]))
    spots = [heap.spots()[card] for card in DECK[:30]]
    bottom = {(s.x, s.y) for s in spots[:30 - LAYERS + 1]}
    assert bottom == {(300.0, 300.0)}
    assert [s.z for s in spots] == sorted(s.z for s in spots)
    land = heap.landing()
    heap.set_cards(list(DECK[:31]))
    assert heap.spots()[DECK[30]] == land


def test_a_heap_of_cards_not_on_the_table_shows_its_count(scene, items) -> None:  # type: ignore[no-untyped-def]
    heap = Heap(scene, QPointF(300, 300), items.__getitem__, "Stock")
    heap.set_count(24)
    assert heap.count == 24 and heap.spots() == {}
    heap.set_caption("")
    assert heap.caption.text == ""
