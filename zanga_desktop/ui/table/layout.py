"""Where things sit on a table of 2 to 10 seats, in scene units (1600 x 1000): hands, plates,
bubbles, trick spots and won-trick piles. Only geometry: any card game of that many players
can use it. The four-seat table (`PLACES`) is La Zanga's, and `seat_places(4)` returns it.

A game that plays no tricks takes its seats from `table_seats`: `Seat`s, with a hand, a plate
and a bubble each and nothing of tricks; what lies in the middle of its table is placed by
`regions.table_regions`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TypeVar

from PySide6.QtCore import QPointF, QRectF, QSizeF


@dataclass(frozen=True)
class Spot:
    """Where a card goes: centre, rotation in degrees, scale, stacking order, face."""

    x: float
    y: float
    rotation: float = 0.0
    scale: float = 0.5
    z: float = 1.0
    face_up: bool = False

    @property
    def pos(self) -> QPointF:
        return QPointF(self.x, self.y)


@dataclass(frozen=True)
class Seat:
    """Where one player sits, at any table: his hand (centre, rotation, card scale, spacing),
    his name plate, his speech bubble and the side its tail points from."""

    name: str
    hand: QPointF
    hand_rotation: float
    hand_scale: float
    spacing: float
    plate: QPointF
    bubble: QPointF
    bubble_tail: str


@dataclass(frozen=True)
class Place(Seat):
    """A seat at a table where tricks are played: also where its card to the trick lies and
    where the tricks it won are piled."""

    trick: QPointF
    pile: QPointF


PLACES: tuple[Place, ...] = (
    Place("bottom", QPointF(800, 856), 0, 0.72, 82, QPointF(265, 905), QPointF(265, 818),
          "bottom", QPointF(800, 575), QPointF(1340, 905)),
    Place("right", QPointF(1505, 470), -90, 0.5, 36, QPointF(1455, 205), QPointF(1290, 540),
          "right", QPointF(920, 478), QPointF(1500, 800)),
    Place("top", QPointF(800, 108), 180, 0.5, 36, QPointF(1150, 92), QPointF(1150, 188),
          "top", QPointF(800, 380), QPointF(548, 100)),
    Place("left", QPointF(95, 470), 90, 0.5, 36, QPointF(150, 735), QPointF(310, 400),
          "left", QPointF(680, 478), QPointF(100, 215)),
)

CENTRE = QPointF(800, 478)
TRICK_SCALE = 0.62
LIFT = 34.0


def hand_spots(place: Seat, n: int, face_up: bool, fan: bool = False,
               lifted: frozenset[int] = frozenset(), z0: float = 10, room: int = 0
               ) -> list[Spot]:
    """`n` cards held at `place`: a gentle arc for a fanned hand, else a straight row.

    A hand shown face up across the table or at its side is read from the bottom of the
    screen (the partner's at a shared screen, a capitán's team-mates', the hands turned over
    at a hand's end): its cards stand upright, not upside down or sideways, each one's
    corner left in sight by the next, in the room the hand's backs take. At a side they
    stand in a column, first card on top (`side_column`; `room`: the most cards the place
    was measured for, when more than `n`)."""
    out: list[Spot] = []
    mid = (n - 1) / 2
    across = place.hand_rotation in (0, 180)
    upright = face_up and place.hand_rotation != 0
    step, scale = (place.spacing, place.hand_scale) if across or not upright \
        else side_column(place, n, room)
    for i in range(n):
        off = (i - mid) * step
        rot = 0.0 if upright else place.hand_rotation
        x, y = place.hand.x(), place.hand.y()
        if across:
            x += off if place.hand_rotation == 0 or upright else -off
        else:
            y += off if place.hand_rotation == 90 or upright else -off
        if fan:
            d = i - mid
            rot += d * 2.6
            y += d * d * 1.6  # the outer cards' corners stay on the table (y < 1000)
        if i in lifted:
            y -= LIFT
        out.append(Spot(x, y, rot, scale, z0 + i, face_up))
    return out


#: The least of a card's height left in sight above the next in a side column (its corner).
SIDE_STRIP = 0.13


def side_column(place: Seat, n: int, room: int = 0) -> tuple[float, float]:
    """How far apart, and at what scale, `n` cards stand upright in a column at a side seat,
    where their backs lie sideways: no longer than the backs' row of `max(n, room)` cards (the
    room the place was measured for), as far apart as the backs where that fits, never
    closer than leaves a corner's strip in sight; a column still too long (a card is taller
    than wide) stands smaller."""
    w, h = CARD_SIZE.width(), CARD_SIZE.height()
    scale = place.hand_scale
    length = (max(n, room) - 1) * place.spacing + w * scale
    gaps = max(1, n - 1)
    step = max(h * scale * SIDE_STRIP, min(place.spacing, (length - h * scale) / gaps))
    if (n - 1) * step + h * scale > length:
        scale = length / (h * (1 + (n - 1) * SIDE_STRIP))
        step = h * scale * SIDE_STRIP
    return step, scale


def pile_spot(place: Place, index: int, z0: float = 2) -> Spot:
    """The `index`-th won trick in a seat's pile: squared up with a slight turn each."""
    turn = (-8, 6, -3, 9, -6, 3, -9, 7)[index % 8]
    return Spot(place.pile.x() + index * 3, place.pile.y() - index * 3,
                place.hand_rotation + turn, 0.42, z0 + index)


def fit_panel(size: QSizeF, centre_x: float, natural_y: float, bounds: QRectF,
              ceilings: Sequence[QRectF], floors: Sequence[Sequence[QRectF]],
              gap: float = 12.0, min_scale: float = 0.75) -> tuple[QPointF, float]:
    """Where a panel of `size` goes on the table, and at what scale, so that it never covers
    the pieces in `ceilings`.

    The panel is centred on `centre_x`. Each rect of `ceilings` it would overlap sideways
    pushes its top down below that rect; each rect of a set of `floors` it would overlap
    sideways keeps its bottom above that rect. The sets of floors are tried in order (the
    first protects the most): with the first that leaves room the panel takes the largest
    scale, down to `min_scale`, that fits, placed as near its natural centre `natural_y` as
    the room allows. When none leaves room it keeps its full size right below the ceilings,
    covering what lies lower rather than what lies above (and moves up over the ceilings only
    as far as it must to stay inside `bounds`). Returns the panel's top left
    corner (its scale applies around that corner) and the scale."""

    def room(scale: float, floor: Sequence[QRectF]) -> tuple[float, float]:
        left = centre_x - size.width() * scale / 2
        right = left + size.width() * scale

        def beside(r: QRectF) -> bool:
            return r.left() < right + gap and r.right() > left - gap

        top = max([bounds.top()] + [r.bottom() + gap for r in ceilings if beside(r)])
        bottom = min([bounds.bottom()] + [r.top() - gap for r in floor if beside(r)])
        return top, bottom

    steps = max(0, round((1.0 - min_scale) * 100))
    for floor in floors:
        for k in range(steps + 1):
            scale = 1.0 - k / 100
            top, bottom = room(scale, floor)
            h = size.height() * scale
            if h <= bottom - top:
                y = min(max(natural_y - h / 2, top), bottom - h)
                return QPointF(centre_x - size.width() * scale / 2, y), scale
    top, _ = room(1.0, ())
    top = max(bounds.top(), min(top, bounds.bottom() - size.height()))
    return QPointF(centre_x - size.width() / 2, top), 1.0


# ------------------------------------------------------------------ tables of 2 to 10 seats

SCENE = QRectF(0, 0, 1600, 1000)
CARD_SIZE = QSizeF(200, 300)  # a card at scale 1 (art.CARD_W x CARD_H)
PLATE_SIZE = QSizeF(270, 78)  # a seat plate (pieces.SeatPlate.W x H)
PLATE_GLOW = 7.0  # how far the ring of the seat to act reaches outside its plate
BUBBLE_SIZE = QSizeF(180, 56)  # a bubble saying a word or two (pieces.Bubble)
BUBBLE_TAIL = 18.0
PILE_SCALE = 0.42
MIN_SEATS, MAX_SEATS = 2, 10
MAX_CARDS = 10  # a 40-card deck dealt to four
MAX_HELD = 80  # cards in all the hands at once: two decks, the most the table has room for
_GAP = 12.0
_RIM = 20.0  # from a side or top hand to the scene's edge, as on the four-seat table
_EDGE_COUNTS = {  # the other seats: on each side edge, on the top edge
    2: (0, 1), 3: (1, 0), 4: (1, 1), 5: (1, 2), 6: (2, 1), 7: (2, 2), 8: (2, 3), 9: (3, 2),
    10: (3, 3),
}


@dataclass(frozen=True)
class SeatRects:
    """What one seat covers on the table: its hand (at its fullest), plate, bubble, won-trick
    pile and the card it plays to the trick."""

    hand: QRectF
    plate: QRectF
    bubble: QRectF
    pile: QRectF
    trick: QRectF


def card_rect(spot: Spot) -> QRectF:
    """The scene rect a card covers once it lies at `spot`."""
    a = math.radians(spot.rotation)
    c, s = abs(math.cos(a)), abs(math.sin(a))
    w, h = CARD_SIZE.width() * spot.scale, CARD_SIZE.height() * spot.scale
    bw, bh = w * c + h * s, w * s + h * c
    return QRectF(spot.x - bw / 2, spot.y - bh / 2, bw, bh)


def inside_shift(rect: QRectF, bounds: QRectF) -> QPointF:
    """How far `rect` moves to lie within `bounds`: nothing where it does, inward past an
    edge (a piece whose words grew, kept on the table)."""
    return QPointF(
        max(0.0, bounds.left() - rect.left()) - max(0.0, rect.right() - bounds.right()),
        max(0.0, bounds.top() - rect.top()) - max(0.0, rect.bottom() - bounds.bottom()))


def _union(rects: Sequence[QRectF]) -> QRectF:
    out = QRectF(rects[0])
    for r in rects[1:]:
        out = out.united(r)
    return out


def _centred(centre: QPointF, size: QSizeF) -> QRectF:
    return QRectF(centre.x() - size.width() / 2, centre.y() - size.height() / 2,
                  size.width(), size.height())


def plate_rect(place: Seat) -> QRectF:
    g = PLATE_GLOW
    return _centred(place.plate, PLATE_SIZE).adjusted(-g, -g, g, g)


def bubble_rect(place: Seat) -> QRectF:
    """A bubble's rounded box and its tail, at `BUBBLE_SIZE`."""
    r = _centred(place.bubble, BUBBLE_SIZE)
    t = BUBBLE_TAIL
    grow = {"bottom": (0, 0, 0, t), "top": (0, -t, 0, 0), "left": (-t, 0, 0, 0),
            "right": (0, 0, t, 0)}[place.bubble_tail]
    return r.adjusted(*grow)


def hand_rect(place: Seat, max_cards: int, fan: bool = False) -> QRectF:
    """The hand of `max_cards` cards; a fanned hand (the human's) with any card lifted."""
    spots = hand_spots(place, max_cards, False, fan)
    if fan:
        spots += hand_spots(place, max_cards, False, fan, frozenset(range(max_cards)))
    return _union([card_rect(s) for s in spots])


def pile_rect(place: Place, tricks: int) -> QRectF:
    return _union([card_rect(pile_spot(place, i)) for i in range(max(1, tricks))])


def trick_rect(place: Place, scale: float = TRICK_SCALE, turn: float = 4.0) -> QRectF:
    """The card played to the trick, turned by up to `turn` degrees."""
    return card_rect(Spot(place.trick.x(), place.trick.y(), turn, scale))


def seat_rects(places: Sequence[Place], max_cards: int = 8) -> list[SeatRects]:
    """Each seat's pieces, seat 0's hand fanned, for checking that none covers another's."""
    scale = trick_scale(len(places))
    return [SeatRects(hand_rect(p, max_cards, fan=(i == 0)), plate_rect(p), bubble_rect(p),
                      pile_rect(p, max_cards), trick_rect(p, scale))
            for i, p in enumerate(places)]


def trick_scale(n: int) -> float:
    """Cards played to the trick: smaller when many seats share the middle of the table."""
    _check_seats(n)
    return TRICK_SCALE if n <= 4 else 0.5 if n <= 7 else 0.44


def _check_seats(n: int) -> None:
    if not MIN_SEATS <= n <= MAX_SEATS:
        raise ValueError(f"a table seats {MIN_SEATS} to {MAX_SEATS} players, not {n}")


def _fit(k: int, length: float, scale: float, spacing: float, min_scale: float = 0.34,
         min_show: float = 0.2) -> tuple[float, float]:
    """The hand scale and spacing, up to `scale` and `spacing`, at which `k` cards in a row
    take no more than `length`: the cards close up first (each still showing `min_show` of
    its width, enough to count them), then grow smaller, down to `min_scale`."""
    w = CARD_SIZE.width()
    if k == 1 or (k - 1) * spacing + w * scale <= length:
        return scale, spacing
    d = math.floor((length - w * scale) / (k - 1))
    if d >= w * scale * min_show:
        return scale, d
    s = max(min_scale, math.floor(length / (w * ((k - 1) * min_show + 1)) * 100) / 100)
    d = math.floor(min(spacing, (length - w * s) / (k - 1)))
    return s, max(d, math.ceil(w * s * 0.12))  # the smallest hand closes up further still


def _hand_length(k: int, place: Place) -> float:
    return (k - 1) * place.spacing + CARD_SIZE.width() * place.hand_scale


def _refit(place: Place, k: int, length: float, close_up: bool = True) -> Place:
    """A four-seat place whose row of `k` cards is kept within `length`; without `close_up`
    the cards only grow smaller, keeping their spacing in proportion (the human's cards,
    face up, whose corners must show)."""
    show = 0.2 if close_up else place.spacing / (CARD_SIZE.width() * place.hand_scale)
    s, d = _fit(k, length, place.hand_scale, place.spacing, min_show=show)
    return replace(place, hand_scale=s, spacing=d)


def _pile_box(rotation: float, k: int) -> QRectF:
    """The rect a pile of `k` tricks covers around its first trick, for a hand at `rotation`."""
    origin = QPointF()
    probe = Place("", origin, rotation, 0, 0, origin, origin, "top", origin, origin)
    return pile_rect(probe, k)


def _pile_at(rotation: float, k: int, left: float, top: float) -> QPointF:
    """Where a pile's first trick goes for the pile of `k` tricks to start at (left, top)."""
    r = _pile_box(rotation, k)
    return QPointF(left - r.left(), top - r.top())


def _bottom(k: int, n: int) -> Place:
    """The human's seat: the four-seat table's, with plate and pile drawn in beside a short
    hand so the corners stay free for the side seats."""
    place = _refit(PLACES[0], k, _hand_length(8, PLACES[0]), close_up=False)
    if k >= 8:
        return place
    r = hand_rect(place, k, fan=True)
    plate_x = max(place.plate.x(), r.left() - _GAP - PLATE_SIZE.width() / 2 - PLATE_GLOW)
    pile = pile_rect(place, k)
    pile_x = min(place.pile.x(), r.right() + _GAP + (place.pile.x() - pile.left()))
    return replace(place, plate=_round(plate_x, place.plate.y()),
                   bubble=_round(plate_x, place.bubble.y()),
                   pile=_round(pile_x, place.pile.y()))


def _snug(place: Place, k: int) -> Place:
    """A place of the four-seat table made for eight cards, with its plate and pile drawn in
    along the edge to a hand of `k`, so that a short hand keeps its name beside it (the
    bubble of a top seat follows its plate)."""
    pull = max(0, 8 - k) * place.spacing / 2

    def toward(point: QPointF) -> QPointF:
        if place.hand_rotation in (0, 180):
            step = math.copysign(min(pull, abs(place.hand.x() - point.x())),
                                 place.hand.x() - point.x())
            return _round(point.x() + step, point.y())
        step = math.copysign(min(pull, abs(place.hand.y() - point.y())),
                             place.hand.y() - point.y())
        return _round(point.x(), point.y() + step)

    plate = toward(place.plate)
    bubble = (_round(plate.x(), place.bubble.y()) if place.bubble_tail in ("top", "bottom")
              else place.bubble)
    return replace(place, plate=plate, bubble=bubble, pile=toward(place.pile))


def _side(right: bool, k: int, top: float, bottom: float) -> Place:
    """A side seat in the band `top`..`bottom` of its edge: plate at the top of the band, the
    hand below it along the edge, the pile beside the hand towards the middle and the bubble
    over the hand's upper cards."""
    plate_y = top + PLATE_GLOW + PLATE_SIZE.height() / 2
    # the hand hugs its plate; what room is left parts this seat from the next one down
    first = plate_y + PLATE_SIZE.height() / 2 + PLATE_GLOW + 4
    s, d = _fit(k, bottom - first, 0.5, 36)
    length = (k - 1) * d + CARD_SIZE.width() * s
    depth = CARD_SIZE.height() * s
    hand_y = first + length / 2
    rot = -90.0 if right else 90.0
    edge = SCENE.width() - _RIM if right else _RIM
    inward = -1 if right else 1
    hand_x = edge + inward * depth / 2
    plate_x = edge + inward * (PLATE_SIZE.width() / 2 - 10)
    probe = _pile_box(rot, k)
    inner = hand_x + inward * (depth / 2 + _GAP)
    pile_left = inner - probe.width() if right else inner
    pile = _pile_at(rot, k, pile_left, hand_y + length / 2 - probe.height())
    bubble_x = edge + inward * (BUBBLE_TAIL + BUBBLE_SIZE.width() / 2)
    bubble_y = hand_y - length / 2 + BUBBLE_SIZE.height() / 2
    return Place("right" if right else "left", _round(hand_x, hand_y), rot, s, d,
                 _round(plate_x, plate_y), _round(bubble_x, bubble_y),
                 "right" if right else "left", QPointF(), _round(pile.x(), pile.y()))


def _top(k: int, left: float, right: float) -> Place:
    """A top seat in the stretch `left`..`right` of the top edge: the pile and the hand along
    the edge, the plate below the hand and the bubble over the hand."""
    probe = _pile_box(180, k)
    s, d = _fit(k, right - left - probe.width() - _GAP, 0.5, 36)
    length = (k - 1) * d + CARD_SIZE.width() * s
    block = probe.width() + _GAP + length
    start = (left + right) / 2 - block / 2
    hand_x = start + probe.width() + _GAP + length / 2
    depth = CARD_SIZE.height() * s
    hand_y = 33 + depth / 2
    pile = _pile_at(180, k, start, hand_y - probe.height() / 2)
    half_plate = PLATE_SIZE.width() / 2 + PLATE_GLOW
    plate_x = min(max(hand_x, left + half_plate), right - half_plate)
    under = max(33 + depth, pile.y() + probe.bottom())
    plate_y = under + _GAP + PLATE_GLOW + PLATE_SIZE.height() / 2
    half_bubble = BUBBLE_SIZE.width() / 2
    bubble_x = min(max(hand_x, left + half_bubble), right - half_bubble)
    return Place("top", _round(hand_x, hand_y), 180, s, d, _round(plate_x, plate_y),
                 _round(bubble_x, hand_y + BUBBLE_TAIL / 2), "top", QPointF(),
                 _round(pile.x(), pile.y()))


def _round(x: float, y: float) -> QPointF:
    """A point on whole scene units, so that a seat's pieces line up."""
    return QPointF(round(x), round(y))


T = TypeVar("T")


def turned_round(by_place: Sequence[T], shift: int) -> tuple[T, ...]:
    """What each seat gets of `by_place` (one item a place, from the bottom round the
    table) once the table is turned by `shift` seats: seat s sits at place s - shift."""
    n = len(by_place)
    return tuple(by_place[(s - shift) % n] for s in range(n))


def seat_places(n: int, max_cards: int = 8) -> tuple[Place, ...]:
    """The places of a table of `n` seats whose hands hold at most `max_cards` cards: seat 0
    (the human) at the bottom, the others counter-clockwise round the table (right edge
    upwards, top edge leftwards, left edge downwards). Four seats give `PLACES` exactly
    (up to eight cards a hand). Side and top hands shrink, and their cards close up, as far
    as the seats and the cards need; no seat's pieces cover another's."""
    places = _round_table(n, max_cards)
    if n <= 4:  # the four-seat table's trick spots
        return places
    return tuple(_with_tricks(list(places), max_cards))


def table_seats(n: int, max_cards: int = 8) -> tuple[Seat, ...]:
    """The seats of a table of `n` where no tricks are played: the hands and plates of
    `seat_places`, and nothing of tricks. The middle of the table is left to what lies on
    it (`regions.table_regions`), so the side seats of a three- or four-seat table say their
    words beside their plates, away from the middle, rather than towards it."""
    places = _round_table(n, max_cards)
    seats = [Seat(p.name, p.hand, p.hand_rotation, p.hand_scale, p.spacing, p.plate,
                  p.bubble, p.bubble_tail) for p in places]
    if _EDGE_COUNTS[n][0] == 1:
        for i, seat in enumerate(seats):
            if seat.hand_rotation in (90, -90):
                others = [r for j, o in enumerate(seats) if j != i
                          for r in _seat_pieces(o, max_cards, fan=(j == 0))]
                seats[i] = _bubble_aside(seat, max_cards, others)
    return tuple(seats)


def _seat_pieces(seat: Seat, max_cards: int, fan: bool) -> list[QRectF]:
    return [hand_rect(seat, max_cards, fan), plate_rect(seat), bubble_rect(seat)]


def _bubble_aside(seat: Seat, k: int, others: Sequence[QRectF]) -> Seat:
    """A side seat whose bubble stands by the edge of the table: beyond its plate, else
    beyond the other end of its hand, pointing at it; where it was if neither is clear."""
    hand = hand_rect(seat, k)
    plate = plate_rect(seat)
    reach = BUBBLE_TAIL + BUBBLE_SIZE.height() / 2 + 4
    above_plate = plate.center().y() < hand.center().y()
    tries = ((QPointF(seat.plate.x(), plate.top() - reach), "bottom") if above_plate
             else (QPointF(seat.plate.x(), plate.bottom() + reach), "top"),
             (QPointF(seat.plate.x(), hand.bottom() + reach), "top") if above_plate
             else (QPointF(seat.plate.x(), hand.top() - reach), "bottom"))
    for at, tail in tries:
        moved = replace(seat, bubble=_round(at.x(), at.y()), bubble_tail=tail)
        r = bubble_rect(moved)
        if SCENE.contains(r) and not any(
                r.adjusted(-_GAP, -_GAP, _GAP, _GAP).intersects(o) for o in others):
            return moved
    return seat


def _round_table(n: int, max_cards: int) -> tuple[Place, ...]:
    """The places of `seat_places`, with the trick spots of the four-seat table only."""
    _check_seats(n)
    if not 1 <= max_cards <= MAX_CARDS:
        raise ValueError(f"a hand holds 1 to {MAX_CARDS} cards, not {max_cards}")
    if n * max_cards > MAX_HELD:
        raise ValueError(f"{n} hands of {max_cards} cards are more than the table's "
                         f"{MAX_HELD}")
    if n == 4 and max_cards <= 8:
        return PLACES if max_cards == 8 else (
            _bottom(max_cards, 4), *(_snug(p, max_cards) for p in PLACES[1:]))
    k = max_cards
    n_right, n_top = _EDGE_COUNTS[n]
    bottom = _bottom(k, n)
    low = [hand_rect(bottom, k, fan=True), plate_rect(bottom), bubble_rect(bottom),
           pile_rect(bottom, k)]
    rights: list[Place] = []
    lefts: list[Place] = []
    if n_right == 1:
        rights = [_snug(_refit(PLACES[1], k, _hand_length(8, PLACES[1])), k)]
        lefts = [_snug(_refit(PLACES[3], k, _hand_length(8, PLACES[3])), k)]
    elif n_right > 1:
        # both sides stop above the lower of the human's pieces in either corner
        columns = (QRectF(0, 0, 350, 1000), QRectF(1250, 0, 350, 1000))
        floor = min([r.top() for r in low for c in columns if r.intersects(c)]
                    + [SCENE.bottom()])
        top, end = 8.0, floor - _GAP
        step = (end - top) / n_right
        bands = [(round(top + i * step), round(top + (i + 1) * step)) for i in range(n_right)]
        # counter-clockwise: up the right edge, down the left one
        rights = [_side(True, k, a, b - 2 * _GAP) for a, b in reversed(bands)]
        lefts = [_side(False, k, a, b - 2 * _GAP) for a, b in bands]
    tops: list[Place] = []
    if n_top == 1 and n_right <= 1:
        tops = [_snug(_refit(PLACES[2], k, _hand_length(8, PLACES[2])), k)]
    elif n_top:
        band = QRectF(0, 0, SCENE.width(), 300)

        def covered(places: list[Place]) -> list[QRectF]:
            rs = [r for p in places for r in (hand_rect(p, k), plate_rect(p), bubble_rect(p),
                                               pile_rect(p, k))]
            return [r for r in rs if r.intersects(band)]

        x0 = max([r.right() for r in covered(lefts)] + [0.0]) + _GAP
        x1 = min([r.left() for r in covered(rights)] + [SCENE.width()]) - _GAP
        step = (x1 - x0) / n_top
        # counter-clockwise: right to left along the top edge
        tops = [_top(k, x1 - (i + 1) * step + _GAP / 2, x1 - i * step - _GAP / 2)
                for i in range(n_top)]
    return (bottom, *rights, *tops, *lefts)


def _with_tricks(places: list[Place], k: int) -> list[Place]:
    """Each seat's trick spot: round an ellipse in the free middle of the table, in the
    direction of the seat's hand, so a played card is seen to come from its player."""
    scale = trick_scale(len(places))
    pieces = [r for i, p in enumerate(places)
              for r in (hand_rect(p, k, fan=(i == 0)), plate_rect(p), bubble_rect(p),
                        pile_rect(p, k))]
    card = card_rect(Spot(0, 0, 4.0, scale))
    # the roundest large ellipse (twice as wide as high, as the middle of the table is) whose
    # cards stay clear of every seat's pieces, and no wider than the seats need, so that a
    # few cards stay together in the middle
    best = (60.0, 40.0)
    for a in range(60, min(520, 40 * len(places)), 10):
        for b in range(40, min(320, 25 * len(places)), 10):
            if min(a / 2, b) <= min(best[0] / 2, best[1]):
                continue  # not rounder than the best found: it could not replace it
            rects = [card.translated(on_ellipse(CENTRE, p.hand, a, b)) for p in places]
            if all(SCENE.contains(r) for r in rects) and not any(
                    r.adjusted(-_GAP, -_GAP, _GAP, _GAP).intersects(o)
                    for r in rects for o in pieces):
                best = max(best, (float(a), float(b)), key=lambda e: min(e[0] / 2, e[1]))
    rx, ry = best
    return [replace(p, trick=on_ellipse(CENTRE, p.hand, rx, ry)) for p in places]


def on_ellipse(centre: QPointF, towards: QPointF, rx: float, ry: float) -> QPointF:
    """The point of the ellipse round `centre` (radii `rx`, `ry`) in the direction of
    `towards`: where a seat's card lies in the trick."""
    dx, dy = towards.x() - centre.x(), towards.y() - centre.y()
    t = 1 / math.hypot(dx / rx, dy / ry)
    return QPointF(round(centre.x() + dx * t), round(centre.y() + dy * t))
