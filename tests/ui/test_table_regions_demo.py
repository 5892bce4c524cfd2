"""Every region on a real table (`ui/table/regions_demo.py`), in a window laid out as a game's
at the size a maximised window has on a 1366 x 768 screen and on a 1920 x 1080 one: no word
under 11 pixels, nothing of a region over a hand or a plate or over another region, all of
it on the table; the log beside it has no last trick."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGraphicsItem

from zanga_desktop.core.deck import Card
from zanga_desktop.ui.table import badge, track
from zanga_desktop.ui.table.badge import Badge, Caption
from zanga_desktop.ui.table.card_item import CardItem
from zanga_desktop.ui.table.layout import SCENE
from zanga_desktop.ui.table.pieces import Bubble, Label, SeatPlate
from zanga_desktop.ui.table.regions_demo import SHOWN, RegionsDemo
from zanga_desktop.ui.table.track import Chip, PointsTrack

#: A maximised window's inside on each screen (less the title bar), as under a window
#: manager; the view then takes what the docks leave.
SCREENS = {"1366x768": (1366, 750), "1920x1080": (1920, 1050)}
CARD = QRectF(-100, -150, 200, 300)  # a card item's face (its bounding rect has room for outlines)


@pytest.fixture(params=[(s, t, size) for s in (2, 4) for t in ("capture", "draw")
                        for size in SCREENS])
def demo(request, qtbot) -> Iterator[RegionsDemo]:  # type: ignore[no-untyped-def]
    seats, table, size = request.param
    window = RegionsDemo(seats, table, speed=0.0)
    qtbot.addWidget(window)
    window.resize(*SCREENS[size])
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: not window.animator.busy)
    window.view.fit()
    yield window
    window.close()


def face(item: CardItem) -> QRectF:
    return item.mapRectToScene(CARD)


def smallest_points(item: QGraphicsItem) -> float:
    """The smallest font a piece paints its words in, in points."""
    if isinstance(item, Chip):
        return track.CHIP_PT
    if isinstance(item, PointsTrack):
        return track.NAME_PT
    if isinstance(item, Badge):
        return badge.NUMBER_PT
    if isinstance(item, Caption):
        return badge.CAPTION_PT
    if isinstance(item, Label):
        return item.size
    if isinstance(item, SeatPlate):
        return 12.0 * item.text_scale  # its level's line
    assert isinstance(item, Bubble)
    return 16.0


def test_no_word_is_under_eleven_pixels(demo: RegionsDemo) -> None:
    view = demo.view
    zoom = view.transform().m11()
    dpi = view.viewport().logicalDpiY()
    worded = [i for i in demo.scene.items() if i.isVisible()
              and isinstance(i, (Chip, PointsTrack, Badge, Caption, Label, SeatPlate, Bubble))]
    assert {type(i) for i in worded} >= {Chip, PointsTrack, Badge, SeatPlate}
    for item in worded:
        scale = item.sceneTransform().m11()
        font = QFont()
        font.setPointSizeF(smallest_points(item))
        px = font.pointSizeF() * dpi / 72 * scale * zoom
        assert px >= 11, (type(item).__name__, round(px, 1))


def test_the_view_is_as_large_as_on_a_laptop_screen(demo: RegionsDemo) -> None:
    """The sizes the words are checked at: the table as wide as a maximised game window's
    (about 0.69 pixels a scene unit on 1366 x 768)."""
    zoom = demo.view.transform().m11()
    assert 0.66 <= zoom <= 1.1
    if demo.width() == 1366:
        assert zoom == pytest.approx(0.69, abs=0.02)


def regions_pieces(demo: RegionsDemo) -> dict[str, list[QRectF]]:
    """What each region covers on the table, by region."""
    out: dict[str, list[QRectF]] = {}
    items = demo.items
    if demo.spread is not None:
        out["spread"] = [face(items[c]) for c in demo.spread.spots()]  # type: ignore[index]
        if demo.spread.caption.isVisible():
            out["spread"].append(demo.spread.caption.sceneBoundingRect())
    for k, row in enumerate(demo.rows):
        out[f"row{k}"] = [face(items[c]) for c in row.spots()]  # type: ignore[index]
        if row.total.isVisible():
            out[f"row{k}"].append(row.total.sceneBoundingRect())
    for name, heap in (("centre_heap", demo.centre_heap),
                       *((f"side_heap{k}", h) for k, h in enumerate(demo.side_heaps))):
        out[name] = [face(items[c]) for c in heap.cards]  # type: ignore[index]
        out[name] += [heap.count_box.sceneBoundingRect(), heap.caption.sceneBoundingRect()]
    out["track"] = [demo.track.sceneBoundingRect()]
    return out


def seat_pieces(demo: RegionsDemo) -> list[QRectF]:
    """The hands (as their cards lie) and the plates."""
    hands = [face(i) for i in demo.scene.items() if isinstance(i, CardItem) and i.isVisible()
             and (not isinstance(i.card, Card) or i.card in demo.hand)]
    return hands + [p.sceneBoundingRect() for p in demo.plates]


def test_no_region_covers_a_hand_a_plate_or_another_region(demo: RegionsDemo) -> None:
    regions = regions_pieces(demo)
    seats = seat_pieces(demo)
    assert len(seats) == 4 * demo.seats  # three cards a hand, and its plate
    for name, pieces in regions.items():
        for r in pieces:
            assert not any(r.intersects(s) for s in seats), name
    for (a, pa), (b, pb) in itertools.combinations(regions.items(), 2):
        assert not any(r.intersects(o) for r in pa for o in pb), (a, b)


def test_everything_lies_on_the_table(demo: RegionsDemo) -> None:
    for name, pieces in regions_pieces(demo).items():
        assert all(SCENE.contains(r) for r in pieces), name
    for piece in seat_pieces(demo):
        assert SCENE.contains(piece.adjusted(8, 8, -8, -8))  # (a plate's glow may reach out)


def test_the_regions_show_what_they_were_given(demo: RegionsDemo) -> None:
    assert len(demo.track.chips(0)) >= 2 and demo.track.shown_scores == demo.track.scores
    if demo.table == "capture":
        assert demo.spread is not None and demo.spread.caption.text == "Contra"
        assert demo.spread.lit and all(demo.items[c].marks[0] for c in demo.spread.lit)  # type: ignore[index]
        for heap in (demo.centre_heap, *demo.side_heaps):
            assert heap.count_box.text == str(len(heap.cards)) and heap.count_box.isVisible()
    else:
        assert len(demo.rows) == demo.seats
        for row in demo.rows:
            assert len(row.showing.cards) <= SHOWN + 1
            assert row.total.isVisible()
            assert all(demo.items[c].isVisible() for c in row.showing.cards)  # type: ignore[index]


def test_a_game_without_tricks_has_a_log_with_no_last_trick(demo: RegionsDemo) -> None:
    log = demo.log
    assert not log.has_last_trick and not log.last_trick.isVisible()
    log.last_title.setVisible(True)  # whatever a game does to the strip's widgets,
    assert not log.last_title.isVisibleTo(demo)  # they stay hidden with it
    log.show_last_trick("", ())
    assert not log.last_trick.isVisible()
