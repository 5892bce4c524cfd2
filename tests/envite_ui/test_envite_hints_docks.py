"""A hint that advises two señas marks both, and the second stays marked after the first is
made; a seña's face leaves its plate's words readable; the docks sit under the table in a
window about 800 pixels wide (never over it) and keep a sentence's width beside it in a wide
one."""

from __future__ import annotations

from envite_ui_helpers import press
from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QApplication

from zanga_desktop.games.envite.ai.hints import Hint, Reason
from zanga_desktop.games.envite.rules import Kind, Sena
from zanga_desktop.games.envite.ui.controller import HUMAN, EnviteSetup, default_names
from zanga_desktop.ui.table.docks import DOCK_MIN_WIDTH
from zanga_desktop.ui.table.pieces import SeatPlate


def test_a_hint_of_two_senas_marks_both_until_each_is_made(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    table.new_game(EnviteSetup(2, (HUMAN,) * 4, default_names(4), seed=5))
    ctl, board = table.controller, table.board
    senas = [a for a in ctl.match.legal_actions() if a.kind is Kind.SENA]
    plays = [a for a in ctl.match.legal_actions() if a.kind is Kind.PLAY]
    assert len(senas) >= 2 and plays
    first, second = senas[0], senas[1]
    hint = Hint(plays[0], Reason("best"),
                ((first, Reason("sena_card", (first.value.value,))),
                 (second, Reason("sena_card", (second.value.value,)))))
    table._on_hint(hint)

    def marked() -> set[str]:
        return {str(b.property("act")) for b in board.prompt.buttons if b.property("hinted")}

    assert marked() == {f"sena_{first.value.value}", f"sena_{second.value.value}"}
    press(qtbot, board, f"sena_{first.value.value}")
    assert ctl.human_to_act
    assert marked() == {f"sena_{second.value.value}"}  # before: the hint was gone
    assert board.hint_card is plays[0].value
    press(qtbot, board, f"sena_{second.value.value}")
    assert marked() == set()


def test_a_senas_face_leaves_the_plate_readable_and_is_on_the_table(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    """Beside its plate, clear of its words, and wholly on the table: on the six-seat table
    the seats in the top corners had their faces above their plates, off the table's top
    edge (a chin showing, or nothing)."""
    for seats in (2, 4, 6, 8, 10):
        table = stage.table
        table.new_game(EnviteSetup(seats // 2, (HUMAN,) * seats, default_names(seats), seed=5))
        board = table.board
        for seat, (face, plate) in enumerate(zip(board.faces, board.plates, strict=True)):
            face.show_sena(Sena.MALILLA)
            words = QRectF(-SeatPlate.W / 2, -SeatPlate.H / 2, SeatPlate.W, SeatPlate.H)
            words = plate.mapRectToScene(words).adjusted(4, 4, -4, -4)
            drawn = face.sceneBoundingRect()
            assert not drawn.intersects(words), (seats, seat)
            assert board.scene.sceneRect().contains(drawn), (seats, seat, drawn)
            face.show_sena(None)


def _docks_geometry(stage) -> list[QRect]:  # type: ignore[no-untyped-def]
    return [d.geometry() for d in stage.table.docks if d.isVisible()]


def test_docks_go_under_the_table_in_a_narrow_window(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    stage.table.new_game(EnviteSetup(2, (HUMAN,) * 4, default_names(4), seed=5))
    stage.resize(800, 600)
    qtbot.waitUntil(lambda: stage.width() == 800, timeout=3000)
    QApplication.processEvents()
    view = stage.view.geometry()
    docks = _docks_geometry(stage)
    assert docks and all(not view.intersects(d) for d in docks)
    assert all(d.top() >= view.bottom() for d in docks)  # under the table
    assert view.right() <= stage.width()
    shown = stage.view.mapToScene(stage.view.viewport().rect()).boundingRect()
    assert shown.contains(QRectF(1, 1, 1598, 998))  # the whole table in sight
    stage.resize(1366, 768)
    qtbot.waitUntil(lambda: stage.width() == 1366, timeout=3000)
    QApplication.processEvents()
    view = stage.view.geometry()
    docks = _docks_geometry(stage)
    assert all(d.left() >= view.right() and d.width() >= DOCK_MIN_WIDTH for d in docks)
