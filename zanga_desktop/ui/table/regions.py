"""Where the regions of a table without tricks sit, for 2 to 10 seats (scene units): the
cards lying face up in the middle (`spread.Spread`), the cards each seat shows before it
(`shown.ShownRow`), the face-down heap in the middle with its count and each side's heap of
captured cards (`heaps.Heap`), and the points track (`track.PointsTrack`).

`table_regions` places the seats (`layout.table_seats`), then only the regions a game asks
for, each as near its natural place as the pieces already placed allow and never over one
of them: the rows between each hand and the middle, the spread as large as the middle
holds, the middle heap nearest the centre, each side's heap by the hand of the side's first
seat, the track in the freest corner. `Regions.rects()` names every piece, so a test (or a
game adding pieces of its own) can check that none covers another.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from functools import cache, partial

from PySide6.QtCore import QPointF, QRectF

from .free_place import nearest_free
from .heaps import HEAP_SCALE, heap_rect
from .layout import (
    CENTRE,
    SCENE,
    Seat,
    bubble_rect,
    hand_rect,
    plate_rect,
    table_seats,
    turned_round,
)
from .shown import row_height, row_length
from .spread import MAX_SCALE, MIN_SCALE, SpreadShape
from .track import MIN_WIDTH, track_size

GAP = 12.0  # between two pieces of the table
_STEP = 8  # the grid a piece's place is searched on
NEAR = 240.0  # how far from its place beside the hand a row may be moved
HEAP_SCALES = (HEAP_SCALE, 0.36, 0.3)  # the middle heap's cards, smaller on a crowded table
_SHORTER = (1.0, 0.85, 0.7, 0.55, 0.4)  # a row's length tried, of its length at ease
#: From a hand straight towards the middle of the table, by the hand's turn (its edge).
_INWARD = {0.0: (0, -1), 180.0: (0, 1), -90.0: (-1, 0), 90.0: (1, 0)}


@dataclass(frozen=True)
class RowPlace:
    """Where the cards a seat shows lie: the row's centre, its greatest length and the
    cards' scale."""

    centre: QPointF
    length: float
    scale: float

    def rect(self) -> QRectF:
        h = row_height(self.scale)
        return QRectF(self.centre.x() - self.length / 2, self.centre.y() - h / 2,
                      self.length, h)


@dataclass(frozen=True)
class Regions:
    """The seats of a table and the regions asked for (None or empty when not asked):
    `spread`'s shape and centre, a row per seat, the middle heap and its cards' scale, a
    heap per side and the track's rect."""

    seats: tuple[Seat, ...]
    max_cards: int
    spread: SpreadShape | None
    spread_centre: QPointF
    rows: tuple[RowPlace, ...]
    centre_heap: QPointF | None
    centre_heap_scale: float
    side_heaps: tuple[QPointF, ...]
    track: QRectF | None
    #: The seat drawn at the bottom, his hand fanned (`turned`).
    bottom: int = 0

    def turned(self, bottom: int) -> Regions:
        """The same table turned so that seat `bottom` sits where seat 0 sat (a human at a
        shared screen): the seats round him in the same order, each with its row, and each
        side's heap by one of its seats when the sides alternate round the table (seat s
        plays for side s % k)."""
        n = len(self.seats)
        bottom %= n
        if bottom == self.bottom:
            return self
        shift = (bottom - self.bottom) % n
        rows = turned_round(self.rows, shift) if len(self.rows) == n else self.rows
        k = len(self.side_heaps)
        heaps = turned_round(self.side_heaps, shift) if k and n % k == 0 \
            else self.side_heaps  # sides alternating round the table
        return replace(self, seats=turned_round(self.seats, shift), rows=rows,
                       side_heaps=heaps, bottom=bottom)

    def seat_rects(self) -> dict[str, QRectF]:
        out: dict[str, QRectF] = {}
        for i, s in enumerate(self.seats):
            out[f"seat{i}.hand"] = hand_rect(s, self.max_cards, fan=(i == self.bottom))
            out[f"seat{i}.plate"] = plate_rect(s)
            out[f"seat{i}.bubble"] = bubble_rect(s)
        return out

    def rects(self) -> dict[str, QRectF]:
        """Every piece by name: each seat's hand (the human's fanned, any card lifted),
        plate and bubble, and each region at its fullest."""
        out = self.seat_rects()
        if self.spread is not None:
            out["spread"] = self.spread.rect(self.spread_centre)
        for i, row in enumerate(self.rows):
            out[f"row{i}"] = row.rect()
        if self.centre_heap is not None:
            out["centre_heap"] = heap_rect(self.centre_heap, self.centre_heap_scale)
        for k, at in enumerate(self.side_heaps):
            out[f"side_heap{k}"] = heap_rect(at)
        if self.track is not None:
            out["track"] = QRectF(self.track)
        return out


def nearest_seat(seats: Sequence[Seat], at: QPointF) -> Seat:
    """The seat whose hand lies nearest `at`: whose a row there would be taken to be."""
    return min(seats, key=lambda s: math.hypot(s.hand.x() - at.x(), s.hand.y() - at.y()))


def row_scale(seats: int) -> float:
    """The scale of the cards a seat shows: smaller when more seats share the table."""
    return 0.42 if seats <= 4 else 0.36 if seats <= 6 else 0.3


@cache
def table_regions(seats: int, max_cards: int = 3, *, spread_keys: int = 0,
                  spread_depth: int = 1, shown: int = 0, centre_heap: bool = False,
                  side_heaps: int = 0, track_sides: int = 0,
                  track_width: float = 340.0) -> Regions:
    """The table of `seats` whose hands hold at most `max_cards`, with: a spread of
    `spread_keys` columns of up to `spread_depth` cards (none for 0); a row per seat with
    room for `shown` cards, a tapada and a total (none for 0); the middle heap
    (`centre_heap`); a heap for each of `side_heaps` sides, side k's by seat k's hand; a
    points track of `track_sides` rows about `track_width` wide (none for 0). Raises
    ValueError when a region finds no room (a crowded table asking for much). Worked out
    once for each question: every caller gets the same record, whose points it must leave
    as they are."""
    places = table_seats(seats, max_cards)
    taken = [hand_rect(s, max_cards, fan=(i == 0)) for i, s in enumerate(places)]
    taken += [r for s in places for r in (plate_rect(s), bubble_rect(s))]
    heap_at: QPointF | None = None
    rows: dict[int, RowPlace] = {}
    # the rows of the seats along the bottom and top edges, then the heap in the middle of
    # what they leave, then the side seats' rows, closing up beside it if they must
    edges = sorted(range(seats), key=lambda i: places[i].hand_rotation in (90, -90))
    heap_scale = HEAP_SCALE
    for i in edges:
        if centre_heap and not spread_keys and heap_at is None \
                and places[i].hand_rotation in (90, -90):
            heap_at, heap_scale = _middle_heap(taken)
        if shown:
            rows[i] = _row_of(places, i, shown, taken)
            taken.append(rows[i].rect())
    if centre_heap and not spread_keys and heap_at is None:
        heap_at, heap_scale = _middle_heap(taken)
    shape: SpreadShape | None = None
    centre = QPointF(CENTRE)
    if spread_keys:  # the spread is, and the heap lies as near the middle as it can
        shape, centre = _spread(spread_keys, spread_depth, taken)
        taken.append(shape.rect(centre))
        if centre_heap:
            heap_at = _heap(CENTRE, taken, "the middle heap", heap_scale)
    heaps: list[QPointF] = []
    for k in range(side_heaps):
        heaps.append(_heap(_by_hand(places[k % seats], max_cards), taken,
                           f"side {k}'s heap"))
    track: QRectF | None = None
    if track_sides:
        track = _track(track_sides, track_width, taken)
    return Regions(places, max_cards, shape, centre, tuple(rows[i] for i in sorted(rows)),
                   heap_at, heap_scale, tuple(heaps), track)


# ------------------------------------------------------------------ finding room


def _middle(taken: Sequence[QRectF], size: QRectF) -> QPointF:
    """Where a piece of `size` lies in the middle of the room the pieces leave: the point
    nearest the table's centre, first up or down then sideways, from which it reaches no
    nearer the pieces above and below (then left and right) than their gap; halfway between
    them when it fits nowhere."""
    def free(lo: float, hi: float, at: float, need: float,
             pieces: list[tuple[float, float]]) -> float:
        low = max([b for a, b in pieces if b <= at] + [lo]) + GAP + need / 2
        high = min([a for a, b in pieces if a >= at] + [hi]) - GAP - need / 2
        return min(max(at, low), high) if low <= high else (low + high) / 2

    column = [(r.top(), r.bottom()) for r in taken
              if r.left() <= CENTRE.x() <= r.right()]
    y = free(SCENE.top(), SCENE.bottom(), CENTRE.y(), size.height(), column)
    row = [(r.left(), r.right()) for r in taken if r.top() <= y <= r.bottom()]
    x = free(SCENE.left(), SCENE.right(), CENTRE.x(), size.width(), row)
    return QPointF(round(x), round(y))


def _clear(rect: QRectF, taken: Sequence[QRectF]) -> bool:
    if not SCENE.contains(rect):
        return False
    grown = rect.adjusted(-GAP, -GAP, GAP, GAP)
    return not any(grown.intersects(o) for o in taken)


def _around(prefer: QPointF, reach: float) -> Iterator[QPointF]:
    """Points of the search grid within `reach` of `prefer`, nearest first (ties in reading
    order, so the search is the same on every run)."""
    x0, y0 = round(prefer.x()), round(prefer.y())
    for dx, dy in _offsets(int(reach // _STEP)):
        yield QPointF(x0 + dx * _STEP, y0 + dy * _STEP)


@cache
def _offsets(k: int) -> tuple[tuple[int, int], ...]:
    """The grid's steps within `k` of the origin, nearest first."""
    return tuple((dx, dy) for _, dy, dx in sorted(
        (dx * dx + dy * dy, dy, dx) for dy in range(-k, k + 1) for dx in range(-k, k + 1)
        if dx * dx + dy * dy <= k * k))


def nearest_clear(size: QRectF, prefer: QPointF, taken: Sequence[QRectF],
                  reach: float = 900.0) -> QPointF | None:
    """The point nearest `prefer` (within `reach`, on a grid of 8 units) where a piece
    covering `size` around it lies on the table, `GAP` clear of every rect of `taken`: how
    each region finds its place, and how a game places a piece of its own among them (of
    two points as near, the upper, then the left one)."""
    x0, y0 = round(prefer.x()), round(prefer.y())
    span = int(reach // _STEP) * _STEP
    return nearest_free(size, QPointF(x0, y0), taken,
                        range(x0 - span, x0 + span + 1, _STEP),
                        range(y0 - span, y0 + span + 1, _STEP), GAP, reach2=span * span)


def _row_of(places: Sequence[Seat], i: int, shown: int, taken: Sequence[QRectF]) -> RowPlace:
    """Seat `i`'s row at the table's scale for rows, else a little smaller (a corner seat of
    a crowded table)."""
    scale = row_scale(len(places))
    owner = partial(nearest_seat, places)
    try:
        return _row(places[i], shown, scale, taken, _stretch(places, i), owner)
    except ValueError:
        return _row(places[i], shown, scale - 0.05, taken, _stretch(places, i), owner)


def _stretch(places: Sequence[Seat], i: int) -> float:
    """How long a row of seat `i` may be: along the top or bottom edge, no longer than from
    its neighbours' hands on that edge to its own (so each seat keeps room for its row)."""
    seat = places[i]
    if seat.hand_rotation not in (0, 180):
        return SCENE.width()
    others = [abs(p.hand.x() - seat.hand.x()) for j, p in enumerate(places)
              if j != i and p.hand_rotation == seat.hand_rotation]
    return min(others, default=SCENE.width()) - GAP


def _row(seat: Seat, shown: int, scale: float, taken: Sequence[QRectF],
         longest: float, owner: Callable[[QPointF], Seat]) -> RowPlace:
    """A seat's row, at most `longest` long: on the way from its hand straight into the
    table up to the middle, the nearest the hand it is clear; shorter (its cards closing
    up) when the way is narrow; else, closed up, the nearest clear place to where it would
    lie beside the hand, not far from it and nearer its hand than any other (a row far
    from its seat would be read as another's)."""
    hand = seat.hand
    ease = min(row_length(shown, scale), longest)
    least = row_length(shown, scale, close_up=True)
    dx, dy = _INWARD.get(float(seat.hand_rotation), (0, -1))
    dist = abs(CENTRE.x() - hand.x()) * abs(dx) + abs(CENTRE.y() - hand.y()) * abs(dy)

    def way(t: float) -> QPointF:
        return QPointF(hand.x() + dx * t, hand.y() + dy * t)

    own = hand_rect(seat, 1)
    for share in _SHORTER:
        length = max(least, ease * share)
        size = RowPlace(QPointF(0, 0), length, scale).rect()
        for t in range(0, int(dist) + 1, _STEP // 2):
            if _clear(size.translated(way(t)), taken) and owner(way(t)) is seat:
                return RowPlace(_rounded(way(t)), length, scale)
        if length == least:
            break
    size = RowPlace(QPointF(0, 0), least, scale).rect()
    beside = next((way(t) for t in range(0, int(dist) + 1, _STEP // 2)
                   if not size.translated(way(t)).adjusted(-GAP, -GAP, GAP, GAP)
                   .intersects(own)), CENTRE)
    for at in _around(beside, NEAR):
        if _clear(size.translated(at), taken) and owner(at) is seat:
            return RowPlace(at, least, scale)
    raise ValueError(f"no room for the {seat.name} seat's row of {shown} cards")


def _spread(keys: int, depth: int, taken: Sequence[QRectF]) -> tuple[SpreadShape, QPointF]:
    """The spread with the largest cards that lies clear near the centre, in one row unless
    more rows give clearly larger cards."""
    best: tuple[SpreadShape, QPointF] | None = None
    for rows in (1, 2, 3):
        if rows > keys:
            break
        steps = round((MAX_SCALE - MIN_SCALE) * 100)
        for k in range(steps + 1):
            scale = round(MAX_SCALE - k / 100, 2)
            shape = SpreadShape(keys, depth, scale, rows)
            at = nearest_clear(shape.rect(QPointF(0, 0)), CENTRE, taken, reach=200)
            if at is not None:
                if best is None or scale > best[0].scale + 0.04:
                    best = (shape, at)
                break
    if best is None:
        raise ValueError(f"no room for a spread of {keys} columns")
    return best


def _middle_heap(taken: list[QRectF]) -> tuple[QPointF, float]:
    """The middle heap in the middle of the room left, its cards smaller if that is what
    lets it lie there (a crowded table); else as near it as there is room."""
    for scale in HEAP_SCALES:
        size = heap_rect(QPointF(0, 0), scale)
        at = _middle(taken, size) - size.center()
        if _clear(size.translated(at), taken):
            taken.append(size.translated(at))
            return _rounded(at), scale
    return _heap(_middle(taken, heap_rect(QPointF(0, 0))), taken, "the middle heap"), \
        HEAP_SCALE


def _heap(prefer: QPointF, taken: list[QRectF], what: str,
          scale: float = HEAP_SCALE) -> QPointF:
    """A heap whose whole (cards, count and caption) is centred nearest `prefer`."""
    size = heap_rect(QPointF(0, 0), scale)
    at = nearest_clear(size, prefer - size.center(), taken)
    if at is None:
        raise ValueError(f"no room for {what}")
    taken.append(size.translated(at))
    return at


def _by_hand(seat: Seat, max_cards: int) -> QPointF:
    """Beyond the end of a seat's hand at the player's right, where his captures lie."""
    r = hand_rect(seat, max_cards)
    along = {0.0: (1, 0), 180.0: (-1, 0), -90.0: (0, 1), 90.0: (0, -1)}.get(
        float(seat.hand_rotation), (1, 0))
    reach = (r.width() if along[0] else r.height()) / 2 + 130
    return QPointF(seat.hand.x() + along[0] * reach, seat.hand.y() + along[1] * reach)


def _track(sides: int, width: float, taken: Sequence[QRectF]) -> QRectF:
    """The track in the corner where it lies nearest its corner (bottom left first),
    narrower if that is what lets it lie in one."""
    for w in dict.fromkeys((width, max(MIN_WIDTH, width - 40), MIN_WIDTH)):
        try:
            return _track_at(sides, w, taken, corners_only=w != MIN_WIDTH)
        except ValueError:
            continue
    raise ValueError("no room for the points track")


def _track_at(sides: int, width: float, taken: Sequence[QRectF],
              corners_only: bool) -> QRectF:
    w, h = track_size(sides, width)
    size = QRectF(-w / 2, -h / 2, w, h)
    inset = GAP + 4
    corners = (QPointF(inset + w / 2, SCENE.bottom() - inset - h / 2),
               QPointF(inset + w / 2, inset + h / 2),
               QPointF(SCENE.right() - inset - w / 2, inset + h / 2),
               QPointF(SCENE.right() - inset - w / 2, SCENE.bottom() - inset - h / 2))
    best: tuple[float, QPointF] | None = None
    for corner in corners:
        at = nearest_clear(size, corner, taken, reach=500)
        if at is None:
            continue
        d = math.hypot(at.x() - corner.x(), at.y() - corner.y())
        if best is None or d < best[0] - 1:
            best = (d, at)
    if best is None and not corners_only:  # a crowded table: anywhere it lies clear
        at = nearest_clear(size, CENTRE, taken)
        if at is None:
            raise ValueError("no room for the points track")
        best = (0.0, at)
    if best is None:
        raise ValueError("no room for the points track")
    return size.translated(best[1])


def _rounded(p: QPointF) -> QPointF:
    return QPointF(round(p.x()), round(p.y()))
