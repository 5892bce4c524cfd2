"""The table's seats for 2 to 10 players: four seats stay La Zanga's table to the unit, and at
every count no seat's pieces cover another's, nor the cards played to the trick."""

from __future__ import annotations

import itertools
import math

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QTransform

from zanga_desktop.ui.table import layout
from zanga_desktop.ui.table.art import CARD_H, CARD_W
from zanga_desktop.ui.table.layout import (
    CENTRE,
    PLACES,
    SCENE,
    Place,
    SeatRects,
    Spot,
    card_rect,
    hand_spots,
    seat_places,
    seat_rects,
    trick_scale,
)
from zanga_desktop.ui.table.pieces import Bubble, SeatPlate

# La Zanga's four-seat table as it stood before the table took other counts of seats.
FOUR_SEATS = (
    Place("bottom", QPointF(800, 856), 0, 0.72, 82, QPointF(265, 905), QPointF(265, 818),
          "bottom", QPointF(800, 575), QPointF(1340, 905)),
    Place("right", QPointF(1505, 470), -90, 0.5, 36, QPointF(1455, 205), QPointF(1290, 540),
          "right", QPointF(920, 478), QPointF(1500, 800)),
    Place("top", QPointF(800, 108), 180, 0.5, 36, QPointF(1150, 92), QPointF(1150, 188),
          "top", QPointF(800, 380), QPointF(548, 100)),
    Place("left", QPointF(95, 470), 90, 0.5, 36, QPointF(150, 735), QPointF(310, 400),
          "left", QPointF(680, 478), QPointF(100, 215)),
)

COUNTS = (2, 3, 4, 6, 8, 10)


def deals(n: int) -> list[int]:
    """Hands worth checking at `n` seats: three cards (El Envite), a 40-card deck shared out
    (at most La Zanga's eight) and a full eight."""
    return sorted({3, min(8, 40 // n), 8})


CASES = [(n, k) for n in COUNTS for k in deals(n)]
PIECES = ("hand", "plate", "bubble", "pile")


def overlaps(places: tuple[Place, ...], rects: list[SeatRects]) -> list[str]:
    """Every pair of pieces that cover each other, as 'seat.piece x seat.piece'."""
    found = []
    for i, j in itertools.permutations(range(len(rects)), 2):
        for a in PIECES:
            for b in (*PIECES, "trick"):
                if getattr(rects[i], a).intersects(getattr(rects[j], b)):
                    found.append(f"{i}.{a} x {j}.{b}")
    for i, r in enumerate(rects):
        for a, b in itertools.combinations(("hand", "plate", "pile"), 2):
            if getattr(r, a).intersects(getattr(r, b)):
                found.append(f"{i}.{a} x {i}.{b}")
        for a in PIECES:
            if getattr(r, a).intersects(r.trick):
                found.append(f"{i}.{a} x {i}.trick")
    return found


def angle(p: QPointF) -> float:
    """Degrees round the table from the bottom, counter-clockwise on the screen."""
    return (math.degrees(math.atan2(-(p.y() - CENTRE.y()), p.x() - CENTRE.x())) + 90) % 360


def test_four_seats_are_la_zangas_table_to_the_unit() -> None:
    assert PLACES == FOUR_SEATS
    assert seat_places(4) == FOUR_SEATS == seat_places(4, max_cards=8)
    assert trick_scale(4) == layout.TRICK_SCALE


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("k", [1, 3, 5])
def test_a_short_hand_keeps_its_plate_beside_it(n: int, k: int) -> None:
    """Fewer cards than La Zanga's eight: each hand and its trick spot stay where the
    four-seat table has them, and the plate is drawn in along the edge to lie as near the
    hand as the eight-card hand's plate lies to that hand."""
    def gap(place: layout.Place, cards: int) -> float:
        hand = layout.hand_rect(place, cards, fan=place.name == "bottom")
        plate = layout.plate_rect(place)
        return max(plate.left() - hand.right(), hand.left() - plate.right(),
                   plate.top() - hand.bottom(), hand.top() - plate.bottom())

    short = {p.name: p for p in seat_places(n, max_cards=k)}
    for full in FOUR_SEATS:
        if full.name not in short or full.name == "bottom":
            continue
        place = short[full.name]
        assert (place.hand, place.trick) == (full.hand, full.trick)
        assert gap(place, k) <= gap(full, 8) + 1
    bottom = short["bottom"]
    assert gap(bottom, k) <= gap(FOUR_SEATS[0], 8) + 1


@pytest.mark.parametrize("n", [-1, 0, 1, 11, 40])
def test_a_table_seats_two_to_ten(n: int) -> None:
    with pytest.raises(ValueError, match="2 to 10"):
        seat_places(n)
    with pytest.raises(ValueError):
        trick_scale(n)


@pytest.mark.parametrize("k", [0, -3, 11])
def test_a_hand_holds_one_to_ten_cards(k: int) -> None:
    with pytest.raises(ValueError, match="1 to 10"):
        seat_places(6, max_cards=k)


@pytest.mark.parametrize(("n", "k"), CASES)
def test_no_seat_covers_another(n: int, k: int) -> None:
    places = seat_places(n, k)
    assert len(places) == n
    assert overlaps(places, seat_rects(places, k)) == []


@pytest.mark.parametrize("n", range(2, 11))
def test_every_table_up_to_two_decks_in_hand_is_clear(n: int) -> None:
    for k in range(1, min(10, 80 // n) + 1):
        places = seat_places(n, k)
        rects = seat_rects(places, k)
        assert overlaps(places, rects) == [], k
        assert all(SCENE.contains(getattr(r, piece)) for r in rects
                   for piece in (*PIECES, "trick")), k


def test_more_cards_in_hand_than_the_table_holds_raise() -> None:
    seat_places(10, 8)
    seat_places(8, 10)
    for n, k in ((9, 9), (10, 9), (10, 10)):
        with pytest.raises(ValueError, match="more than the table's 80"):
            seat_places(n, k)


@pytest.mark.parametrize(("n", "k"), CASES)
def test_everything_lies_on_the_table(n: int, k: int) -> None:
    for i, r in enumerate(seat_rects(seat_places(n, k), k)):
        for piece in (*PIECES, "trick"):
            rect = getattr(r, piece)
            assert SCENE.contains(rect), (i, piece, rect)


@pytest.mark.parametrize(("n", "k"), CASES)
def test_the_tricks_cards_each_have_their_own_spot(n: int, k: int) -> None:
    places = seat_places(n, k)
    scale = trick_scale(n)
    for a, b in itertools.combinations(places, 2):
        # at least a third of a played card apart, so each one's corner shows
        apart = max(abs(a.trick.x() - b.trick.x()), abs(a.trick.y() - b.trick.y()))
        assert apart >= CARD_W * scale / 3, (a.trick, b.trick)
    # and each spot leans towards the seat that plays there
    for p in places:
        to_hand = p.hand - CENTRE
        to_trick = p.trick - CENTRE
        assert QPointF.dotProduct(to_hand, to_trick) > 0, p


@pytest.mark.parametrize(("n", "k"), CASES)
def test_the_human_sits_bottom_centre_and_the_others_go_counter_clockwise(
        n: int, k: int) -> None:
    places = seat_places(n, k)
    human = places[0]
    assert (human.name, human.hand_rotation, human.bubble_tail) == ("bottom", 0, "bottom")
    assert human.hand.x() == SCENE.center().x()
    assert all(human.hand.y() > p.hand.y() for p in places[1:])
    assert human.hand_scale == FOUR_SEATS[0].hand_scale
    turns = [angle(p.hand) for p in places[1:]]
    assert turns == sorted(turns) and len(set(turns)) == len(turns), turns
    for p in places:
        assert p.hand_rotation in (0, 90, -90, 180)
        assert p.bubble_tail in ("bottom", "right", "top", "left")
        # a hand's cards face the middle: the rotation says which edge it sits on
        edge = {0: "bottom", -90: "right", 180: "top", 90: "left"}[int(p.hand_rotation)]
        assert p.name == edge


def test_many_seats_or_many_cards_make_the_hands_smaller() -> None:
    few = seat_places(10, 3)
    many = seat_places(10, 8)
    assert max(p.hand_scale for p in many[1:]) < max(p.hand_scale for p in few[1:])
    # a small table keeps the four-seat table's size of hand and spacing
    assert {(p.hand_scale, p.spacing) for p in seat_places(3)[1:]} == {(0.5, 36)}
    assert trick_scale(10) < trick_scale(6) < trick_scale(4)


def test_the_sizes_measured_are_those_of_the_pieces_drawn(qapp: object) -> None:
    assert (layout.CARD_SIZE.width(), layout.CARD_SIZE.height()) == (CARD_W, CARD_H)
    assert (layout.PLATE_SIZE.width(), layout.PLATE_SIZE.height()) == (SeatPlate.W, SeatPlate.H)
    bubble = Bubble("top")
    for word in ("Paso", "Quiero", "No quiero", "¡Envido!"):
        bubble.say(word)
        box = bubble._rect()
        assert box.width() <= layout.BUBBLE_SIZE.width(), word
        assert box.height() == layout.BUBBLE_SIZE.height()


def test_a_cards_rect_is_where_the_scene_draws_it() -> None:
    card = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)
    for spot in (Spot(300, 200, 0, 0.5), Spot(800, 856, 9.1, 0.72), Spot(1505, 470, -90, 0.34),
                 Spot(100, 215, 99, 0.42)):
        drawn = QTransform().translate(spot.x, spot.y).rotate(spot.rotation) \
            .scale(spot.scale, spot.scale).mapRect(card)
        got = card_rect(spot)
        for a, b in ((got.left(), drawn.left()), (got.top(), drawn.top()),
                     (got.right(), drawn.right()), (got.bottom(), drawn.bottom())):
            assert a == pytest.approx(b, abs=1e-6)


@pytest.mark.parametrize(("n", "k"), CASES)
def test_a_seats_hand_rect_holds_every_card_it_is_dealt(n: int, k: int) -> None:
    places = seat_places(n, k)
    rects = seat_rects(places, k)
    for i, (p, r) in enumerate(zip(places, rects, strict=True)):
        for held in range(1, k + 1):
            for s in hand_spots(p, held, False, fan=(i == 0)):
                assert r.hand.contains(card_rect(s)), (i, held)


def test_a_broken_layout_is_caught() -> None:
    """The overlap check finds a seat moved onto another (so the tests above can fail)."""
    places = list(seat_places(6, 3))
    places[2] = Place(places[2].name, places[1].hand, places[2].hand_rotation,
                      places[2].hand_scale, places[2].spacing, places[2].plate,
                      places[2].bubble, places[2].bubble_tail, places[2].trick,
                      places[2].pile)
    broken = tuple(places)
    assert "2.hand x 1.hand" in overlaps(broken, seat_rects(broken, 3))


@pytest.mark.parametrize(("n", "k"), CASES)
def test_a_hand_shown_across_the_table_reads_upright_in_its_own_room(n: int, k: int) -> None:
    """The partner's hand at a shared screen, a capitán's team-mates', the hands turned over
    at a hand's end: face up at the top seat, its cards stand upright (they read upside
    down), each next card to the right so the last one's corner stays in sight, in the very
    room its backs take. At a side seat they stand upright too (sideways they read across),
    in a column, first card on top, each card's top strip in sight, in the room of the
    hand's most cards."""
    places = seat_places(n, k)
    rects = seat_rects(places, k)
    for p, r in zip(places, rects, strict=True):
        for held in range(1, k + 1):
            shown = hand_spots(p, held, True, room=k)
            if p.hand_rotation == 180:
                assert all(s.rotation == 0 for s in shown)
                assert [s.x for s in shown] == sorted(s.x for s in shown)
            elif p.hand_rotation != 0:
                assert all(s.rotation == 0 for s in shown), (p.name, held)
                assert len({s.x for s in shown}) == 1
                ys = [s.y for s in shown]
                assert ys == sorted(ys)
                strip = CARD_H * shown[0].scale * layout.SIDE_STRIP
                assert all(b - a >= strip - 1e-6 for a, b in itertools.pairwise(ys))
                # as large as the backs where there is room (a short hand, a roomy seat)
                assert shown[0].scale <= p.hand_scale
                assert shown[0].scale > 0.4 * p.hand_scale
            assert [s.z for s in shown] == sorted(s.z for s in shown)
            room = r.hand.adjusted(-1e-6, -1e-6, 1e-6, 1e-6)  # the column fits it exactly
            assert all(room.contains(card_rect(s)) for s in shown), (p.name, held)
        # the backs lie as the seat turns
        assert {s.rotation for s in hand_spots(p, k, False)} == {p.hand_rotation}


def test_a_side_hand_turned_over_keeps_the_backs_size_where_there_is_room() -> None:
    """La Zanga's side seats, measured for eight cards: a hand turned over with fewer stands
    at the backs' own size and spacing, eight in a column no longer than the backs' row."""
    left = PLACES[3]
    three = hand_spots(left, 3, True, room=8)
    assert {s.scale for s in three} == {left.hand_scale}
    assert three[1].y - three[0].y == pytest.approx(left.spacing)
    eight = hand_spots(left, 8, True, room=8)
    backs = hand_spots(left, 8, False)
    column = [card_rect(s) for s in eight]
    row = [card_rect(s) for s in backs]
    assert min(c.top() for c in column) >= min(c.top() for c in row) - 1e-6
    assert max(c.bottom() for c in column) <= max(c.bottom() for c in row) + 1e-6
    assert {s.scale for s in eight} == {left.hand_scale}
    top = PLACES[2]
    assert {s.rotation for s in hand_spots(top, 3, False)} == {180}  # backs as they lie
