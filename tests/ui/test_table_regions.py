"""Where the regions of a table without tricks lie (`ui/table/regions.py`): for 2, 3 and 4
seats every region a capture game or a drawing game asks for lies on the table, clear of
every seat's hand, plate and bubble and of each other; a seat's shown cards lie between its
hand and the middle, nearer its own hand than any other; with more seats the rows close up
and shrink (down to a clear refusal where nothing fits), and a spread of up to fourteen
columns lies in the middle of any table of 2 to 10."""

from __future__ import annotations

import itertools
import math

import pytest
from PySide6.QtCore import QPointF, QRectF

from zanga_desktop.ui.table.heaps import heap_rect
from zanga_desktop.ui.table.layout import (
    CENTRE,
    SCENE,
    bubble_rect,
    hand_rect,
    plate_rect,
    seat_places,
    table_seats,
)
from zanga_desktop.ui.table.regions import (
    GAP,
    Regions,
    nearest_clear,
    nearest_seat,
    table_regions,
)
from zanga_desktop.ui.table.shown import row_length
from zanga_desktop.ui.table.spread import MIN_SCALE
from zanga_desktop.ui.table.track import track_size


def capture(n: int) -> Regions:
    """What a capture game asks for: ten ranks lying in the middle, the stock, each side's
    captures, a points track of two sides."""
    return table_regions(n, 3, spread_keys=10, centre_heap=True, side_heaps=2,
                         track_sides=2)


def draw(n: int, shown: int = 6) -> Regions:
    """What a drawing game asks for: six cards shown before each seat, the cards laid down
    in the middle, a points track of two sides."""
    return table_regions(n, 3, shown=shown, centre_heap=True, track_sides=2)


def clashes(regions: Regions) -> list[str]:
    """Every two pieces of different seats or regions that come nearer than the table's gap
    (a seat's own hand, plate and bubble are the seat layout's to keep apart)."""
    rects = regions.rects()
    out = []
    for a, b in itertools.combinations(rects, 2):
        if a.split(".")[0] == b.split(".")[0]:
            continue
        gap = 0.0 if a.startswith("seat") and b.startswith("seat") else GAP - 0.5
        if rects[a].adjusted(-gap, -gap, gap, gap).intersects(rects[b]):
            out.append(f"{a} x {b}")
    return out


def outside(regions: Regions) -> list[str]:
    return [name for name, r in regions.rects().items() if not SCENE.contains(r)]


@pytest.mark.parametrize("n", [2, 3, 4])
def test_a_capture_table_lies_clear(n: int) -> None:
    r = capture(n)
    assert r.spread is not None and r.centre_heap is not None and r.track is not None
    assert len(r.side_heaps) == 2 and r.rows == ()
    assert clashes(r) == [] and outside(r) == []
    # ten ranks in one row of cards as large as a side seat's hand, in the middle
    assert (r.spread.rows, r.spread.scale) == (1, 0.5)
    spread = r.spread.rect(r.spread_centre)
    assert spread.contains(CENTRE)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_a_drawing_table_lies_clear(n: int) -> None:
    r = draw(n)
    assert len(r.rows) == n and r.spread is None and r.side_heaps == ()
    assert clashes(r) == [] and outside(r) == []
    heap = heap_rect(r.centre_heap, r.centre_heap_scale)  # type: ignore[arg-type]
    # the cards laid down lie in the middle, amid the rows
    assert abs(heap.center().x() - CENTRE.x()) < 20 and abs(heap.center().y() - CENTRE.y()) < 40


@pytest.mark.parametrize("n", [2, 3, 4])
def test_each_row_lies_between_its_hand_and_the_middle(n: int) -> None:
    r = draw(n)
    for seat, row in zip(r.seats, r.rows, strict=True):
        hand = seat.hand
        d_hand = math.hypot(row.centre.x() - hand.x(), row.centre.y() - hand.y())
        assert d_hand < math.hypot(CENTRE.x() - hand.x(), CENTRE.y() - hand.y()), seat.name
        assert nearest_seat(r.seats, row.centre) is seat
        # straight in from its edge: level with the hand along it
        along = row.centre.x() - hand.x() if seat.hand_rotation in (0, 180) \
            else row.centre.y() - hand.y()
        assert abs(along) < 20, seat.name
    # the human's row at ease (no closing up), the side seats' closed up beside the heap
    assert r.rows[0].length == pytest.approx(row_length(6, r.rows[0].scale))
    assert all(row.length >= row_length(6, row.scale, close_up=True) for row in r.rows)


def test_two_seats_leave_the_rows_their_whole_length() -> None:
    r = draw(2)
    for row in r.rows:
        assert row.length == pytest.approx(row_length(6, 0.42)) and row.scale == 0.42


@pytest.mark.parametrize("n", range(5, 11))
def test_a_crowded_table_still_shows_each_seats_cards_by_it(n: int) -> None:
    """More seats: as many cards as fit (six up to eight seats; three at nine; at ten the
    corner seats have room for one card and the tapada), each row clear and by its own
    seat; past that, a refusal that says which seat has no room."""
    most = 0
    for shown in range(6, 0, -1):
        try:
            r = draw(n, shown)
        except ValueError as e:
            assert "no room for the" in str(e)
            continue
        most = shown
        break
    assert most >= {9: 3, 10: 1}.get(n, 6)
    assert clashes(r) == [] and outside(r) == []
    for seat, row in zip(r.seats, r.rows, strict=True):
        assert nearest_seat(r.seats, row.centre) is seat
        assert row.scale >= 0.25


@pytest.mark.parametrize("n", range(2, 11))
@pytest.mark.parametrize("keys", [1, 4, 10, 14])
def test_a_spread_lies_in_the_middle_of_any_table(n: int, keys: int) -> None:
    r = table_regions(n, 3, spread_keys=keys)
    assert r.spread is not None and r.spread.keys == keys
    assert clashes(r) == [] and outside(r) == []
    assert r.spread.scale >= MIN_SCALE + 0.1
    assert r.spread.rect(r.spread_centre).contains(CENTRE)


def test_fourteen_columns_break_into_two_rows_only_for_larger_cards() -> None:
    """Two seats leave the table's width: fourteen columns in one row, a little smaller;
    four seats' side hands leave less, and two rows of seven keep the cards large."""
    wide = table_regions(2, 3, spread_keys=14).spread
    narrow = table_regions(4, 3, spread_keys=14).spread
    assert wide is not None and narrow is not None
    assert (wide.rows, wide.scale) == (1, 0.48)
    assert (narrow.rows, narrow.per_row, narrow.scale) == (2, 7, 0.5)


def test_the_track_takes_a_free_corner() -> None:
    for r in (capture(2), capture(4), draw(2), draw(4)):
        assert r.track is not None
        w, h = track_size(2)
        assert (r.track.width(), r.track.height()) == (w, h)
        corner = min(math.hypot(r.track.center().x() - x, r.track.center().y() - y)
                     for x in (SCENE.left(), SCENE.right()) for y in (SCENE.top(), SCENE.bottom()))
        assert corner < math.hypot(w, h) / 2 + 40


def test_side_heaps_lie_by_their_first_seats_hands() -> None:
    r = capture(4)
    for k, at in enumerate(r.side_heaps):
        heap = heap_rect(at)
        assert nearest_seat(r.seats, heap.center()) is r.seats[k]


def test_asking_for_nothing_leaves_the_seats_alone() -> None:
    r = table_regions(4, 3)
    assert (r.spread, r.rows, r.centre_heap, r.side_heaps, r.track) == (None, (), None, (), None)
    assert set(r.rects()) == set(r.seat_rects())


def test_a_table_with_no_room_says_so() -> None:
    with pytest.raises(ValueError, match="no room"):
        table_regions(10, 3, spread_keys=14, centre_heap=True, side_heaps=4, track_sides=4)


# ------------------------------------------------------------------ seats without tricks


@pytest.mark.parametrize("n", range(2, 11))
@pytest.mark.parametrize("k", [1, 3, 8])
def test_seats_without_tricks_are_the_trick_tables_hands_and_plates(n: int, k: int) -> None:
    if n * k > 80:
        return
    seats, places = table_seats(n, k), seat_places(n, k)
    assert [(s.name, s.hand, s.hand_rotation, s.hand_scale, s.spacing, s.plate)
            for s in seats] == [(p.name, p.hand, p.hand_rotation, p.hand_scale, p.spacing,
                                 p.plate) for p in places]
    assert not any(hasattr(s, "trick") or hasattr(s, "pile") for s in seats)


@pytest.mark.parametrize("n", [3, 4])
@pytest.mark.parametrize("k", range(1, 11))
def test_side_seats_speak_by_their_plates_leaving_the_middle_free(n: int, k: int) -> None:
    seats = table_seats(n, k)
    middle = QRectF(300, 300, 1000, 400)
    for i, seat in enumerate(seats):
        bubble = bubble_rect(seat)
        assert SCENE.contains(bubble)
        others = [r for j, o in enumerate(seats) if j != i
                  for r in (hand_rect(o, k, fan=(j == 0)), plate_rect(o), bubble_rect(o))]
        assert not any(bubble.intersects(o) for o in others), seat.name
        if seat.hand_rotation in (90, -90):
            assert not bubble.intersects(middle)
            assert not bubble.intersects(hand_rect(seat, k))
            assert bubble.center().x() == seat.plate.x()


def test_a_seat_is_the_same_geometry_for_both_kinds_of_table() -> None:
    """`hand_rect`, `plate_rect` and `bubble_rect` take any seat: a trick table's places
    keep their rects."""
    for seat, place in zip(table_seats(4, 8), seat_places(4, 8), strict=True):
        assert hand_rect(seat, 8) == hand_rect(place, 8)
        assert plate_rect(seat) == plate_rect(place)


def test_the_nearest_seat_is_by_hand() -> None:
    seats = table_seats(4, 3)
    assert nearest_seat(seats, QPointF(800, 700)) is seats[0]
    assert nearest_seat(seats, QPointF(1300, 470)) is seats[1]


def test_a_games_own_piece_finds_the_nearest_clear_place() -> None:
    r = draw(4)
    taken = list(r.rects().values())
    size = QRectF(-150, -60, 300, 120)  # a prompt, say
    at = nearest_clear(size, QPointF(800, 760), taken)
    assert at is not None
    placed = size.translated(at)
    assert SCENE.contains(placed)
    assert not any(placed.adjusted(-GAP + 0.5, -GAP + 0.5, GAP - 0.5, GAP - 0.5).intersects(o)
                   for o in taken)
    # nothing nearer the wanted place on the search grid is clear
    d = math.hypot(at.x() - 800, at.y() - 760)
    for dx in range(-int(d), int(d) + 1, 8):
        for dy in range(-int(d), int(d) + 1, 8):
            if math.hypot(dx, dy) < d - 0.5:
                probe = size.translated(QPointF(800 + dx, 760 + dy))
                assert not SCENE.contains(probe) or any(
                    probe.adjusted(-GAP, -GAP, GAP, GAP).intersects(o) for o in taken)
    assert nearest_clear(QRectF(-900, -600, 1800, 1200), CENTRE, taken) is None


@pytest.mark.parametrize("n", [2, 3, 4])
def test_a_table_turned_to_any_seat_keeps_its_order_and_lies_clear(n: int) -> None:
    """A table turned to seat b (a person at a shared screen): b sits where seat 0 sat, the
    others round him in the same order, each with its row; each side's heap lies by one of
    its seats; the pieces lie as clear as before, and turning back gives the table again."""
    for base in (capture(n), draw(n)):
        for b in range(n):
            t = base.turned(b)
            assert t.bottom == b and t.seats[b] == base.seats[0]
            for s in range(n):
                assert t.seats[s] == base.seats[(s - b) % n]
                if base.rows:
                    assert t.rows[s] == base.rows[(s - b) % n]
            sides = len(t.side_heaps)
            for k, at in enumerate(t.side_heaps if n % max(1, sides) == 0 else ()):
                near = nearest_seat(t.seats, heap_rect(at).center())
                assert t.seats.index(near) % sides == k  # seats take sides in turn
            assert clashes(t) == [] and outside(t) == []
            assert t.turned(0) == base
