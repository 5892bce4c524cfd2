"""The toolkit's painted pieces: what a plate or a pile shows is set as a plain attribute, and
setting it repaints the piece, in every game's table alike."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene

from zanga_desktop.ui.table.pieces import Painted, SeatPlate, StonePile


def _repainted(qtbot, scene: QGraphicsScene, change) -> list[QRectF]:  # type: ignore[no-untyped-def]
    """The scene's areas repainted after `change`, once what came before has settled."""
    qtbot.wait(20)
    with qtbot.waitSignal(scene.changed, timeout=1000) as blocker:
        change()
    return list(blocker.args[0])


def test_setting_a_plates_shown_attribute_repaints_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = QGraphicsScene()
    plate = SeatPlate()
    scene.addItem(plate)
    plate.setPos(300, 200)
    where = plate.sceneBoundingRect()
    for name, value in (("active", True), ("note", "2 tricks"), ("badges", [("M", "#fff")]),
                        ("text_scale", 1.3)):
        rects = _repainted(qtbot, scene, lambda n=name, v=value: setattr(plate, n, v))
        assert any(r.intersects(where) for r in rects), name
        assert getattr(plate, name) == value


def test_a_piles_count_and_caption_are_repainted_when_set(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = QGraphicsScene()
    pile = StonePile("vale-team0.svg", "Pot")
    scene.addItem(pile)
    assert (pile.count, pile.caption, pile.text_scale) == (0, "Pot", 1.0)
    for name, value in (("count", 7), ("caption", "Fianza"), ("text_scale", 1.2)):
        rects = _repainted(qtbot, scene, lambda n=name, v=value: setattr(pile, n, v))
        assert any(r.intersects(pile.sceneBoundingRect()) for r in rects), name
        assert getattr(pile, name) == value


def test_each_piece_keeps_its_own_values() -> None:
    one, two = SeatPlate(), SeatPlate()
    one.active, two.active = True, False
    one.badges.append(("M", "#fff"))
    assert (one.active, two.active) == (True, False)
    assert two.badges == []
    assert isinstance(SeatPlate.active, Painted)
