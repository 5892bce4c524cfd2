"""A seat's words stay on the table: the layout keeps room for a bubble of a word or two
(`layout.BUBBLE_SIZE`), and a longer one ("Me planto（止める）" in Japanese) at a seat near
the table's edge moves its box inward, its tail still pointing at the seat, instead of
running off the table."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtWidgets import QGraphicsScene

from zanga_desktop.core import registry
from zanga_desktop.ui import i18n
from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.new_game import setup_from_settings
from zanga_desktop.ui.table.layout import BUBBLE_SIZE
from zanga_desktop.ui.table.pieces import Bubble
from zanga_desktop.ui.table.view import SCENE_RECT

LONG = "Me planto（止める）, ¡Bacigote!"


def _scene_with(bubble: Bubble, x: float, scale: float) -> QGraphicsScene:
    scene = QGraphicsScene()
    scene.setSceneRect(SCENE_RECT)
    scene.addItem(bubble)
    bubble.setPos(x, SCENE_RECT.center().y())
    bubble.setScale(scale)
    return scene


@pytest.mark.parametrize("tail", ["top", "bottom"])
@pytest.mark.parametrize("scale", [1.0, 1.3])
@pytest.mark.parametrize("edge", ["left", "right"])
def test_a_long_bubble_at_the_edge_stays_on_the_table_its_tail_at_the_seat(
        qapp: object, tail: str, scale: float, edge: str) -> None:
    bubble = Bubble(tail)
    near = 80.0
    x = SCENE_RECT.left() + near if edge == "left" else SCENE_RECT.right() - near
    scene = _scene_with(bubble, x, scale)
    bubble.say(LONG)
    box = bubble._rect()
    drawn = bubble.mapRectToScene(box)
    assert drawn.width() > 2 * near * scale  # it would cross the edge where it was centred
    assert SCENE_RECT.adjusted(-1e-6, 0, 1e-6, 0).contains(drawn)
    # the tail (10 either side of the seat's point) still leaves the box, under its corners
    assert box.left() + 24 <= -10 and box.right() - 24 >= 10
    assert bubble.boundingRect().contains(box)  # nothing drawn outside what Qt repaints
    del scene


def test_a_moved_bubble_is_found_where_it_is_drawn(qapp: object) -> None:
    """Its bounding rect follows the box (a table placing its prompt clear of what the seats
    said reads `sceneBoundingRect`), whether the words or the place changed last."""
    bubble = Bubble("top")
    scene = _scene_with(bubble, SCENE_RECT.center().x(), 1.0)
    bubble.say(LONG)
    for x in (SCENE_RECT.left() + 60, SCENE_RECT.right() - 60, SCENE_RECT.center().x()):
        bubble.setPos(x, 300)
        drawn = bubble.mapRectToScene(bubble._rect())
        assert bubble.sceneBoundingRect().adjusted(22, 22, -22, -22) == drawn
        assert scene.items(drawn.center()) == [bubble]
    bubble.setPos(SCENE_RECT.left() + 60, 300)
    bubble.setScale(1.3)
    drawn = bubble.mapRectToScene(bubble._rect())
    assert SCENE_RECT.adjusted(-1e-6, 0, 1e-6, 0).contains(drawn)
    assert bubble.sceneBoundingRect().contains(drawn)


def test_a_bubble_with_room_stays_centred_on_its_seat(qapp: object) -> None:
    bubble = Bubble("bottom")
    scene = _scene_with(bubble, SCENE_RECT.center().x(), 1.0)
    bubble.say(LONG)
    box = bubble._rect()
    assert box.center().x() == pytest.approx(0.0)
    bubble.say("Paso")
    assert bubble._rect().width() <= BUBBLE_SIZE.width()
    assert bubble._rect().center().x() == pytest.approx(0.0)
    del scene


@pytest.mark.parametrize(("tail", "away"), [("left", 1.0), ("right", -1.0)])
def test_a_long_bubble_beside_its_seat_grows_away_from_it(qapp: object, tail: str,
                                                           away: float) -> None:
    """A side seat's bubble (its tail beside the box) keeps the edge by the seat where the
    layout put it, and widens toward the middle of the table."""
    bubble = Bubble(tail)
    scene = _scene_with(bubble, SCENE_RECT.center().x(), 1.0)
    bubble.say("Paso")
    bubble.say(LONG)
    box = bubble._rect()
    near = box.left() if tail == "left" else box.right()
    assert near == pytest.approx(-away * BUBBLE_SIZE.width() / 2)
    assert box.width() > BUBBLE_SIZE.width()
    del scene


def _tables() -> list[tuple[str, int]]:
    """Each game at four seats (or the nearest it seats) and at the most it seats."""
    out = []
    for game in registry.games():
        four = min(4, game.seats.most)
        four -= (four - game.seats.least) % game.seats.step
        out += [(game.id, n) for n in sorted({four, game.seats.most})]
    return out


@pytest.mark.parametrize(("game_id", "seats"), _tables())
def test_every_seats_long_words_stay_on_a_small_window_table(  # type: ignore[no-untyped-def]
        qtbot, game_id: str, seats: int) -> None:
    """The window at 1024 x 600, in Japanese: each seat's bubble saying a long word lies on
    the table."""
    i18n.install("ja")
    game = registry.get(game_id)
    window = MainWindow(speed="instant", autosave=False, game=game)
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    setup = setup_from_settings(game)
    window.new_game(dataclasses.replace(setup, levels=("human",) + ("rules",) * (seats - 1)))
    qtbot.wait(50)
    scene = window.scene
    bubbles = [item for item in scene.items() if isinstance(item, Bubble)]
    assert len(bubbles) >= seats
    for bubble in bubbles:
        bubble.say(LONG)
        drawn = bubble.mapRectToScene(bubble._rect())
        sure = scene.sceneRect().adjusted(-0.5, -0.5, 0.5, 0.5)
        assert sure.contains(drawn), (game_id, drawn, scene.sceneRect())
    window.controller.shutdown()
    i18n.install("en")
