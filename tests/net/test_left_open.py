"""A table the player hosted and left open is offered on the start screen: a line says with
whom, and Host a table reads Reopen your table, until the table is closed."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from zanga_desktop.core import registry
from zanga_desktop.limits import MAX_NAME_CHARS
from zanga_desktop.ui import main_window
from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.net import host_dialog, left_open
from zanga_desktop.ui.net.entries import add_to_start

pytestmark = pytest.mark.usefixtures("isolated")


def _leave_open(game_id: str, *names: str) -> None:
    """A table's save as the host's window keeps it: the host at seat 0, people elsewhere."""
    path = left_open.saved_table_path(registry.get(game_id))
    assert path is not None
    seats = [{"kind": "person", "name": name, "level": "", "token": "0" * 64,
              "standin": None} for name in ("Ana", *names)]
    path.write_text(json.dumps({"format": "zanga-net-table/1", "game": game_id,
                                "host_seat": 0, "seats": seats, "record": {}}),
                    encoding="utf-8")


def _start_screen(qtbot, monkeypatch, game_id: str):  # type: ignore[no-untyped-def]
    """The start screen as the program shows it: with network play's entries."""
    monkeypatch.setattr(main_window, "START_EXTRAS", [add_to_start])
    window = MainWindow(speed="instant", autosave=False, record_stats=False,
                        game=registry.get(game_id))
    qtbot.addWidget(window)
    window.show()
    window.start(welcome=True)
    return window, window.start_screen.net_entries


def test_a_table_left_open_is_offered_with_its_players_names(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    _leave_open("ronda", "Benito")
    window, entries = _start_screen(qtbot, monkeypatch, "ronda")
    assert entries.left_open.isVisible()
    assert "Benito" in entries.left_open.text() and "left open" in entries.left_open.text()
    assert entries.host_button.text() == "Reopen your table..."
    asked: list[object] = []
    monkeypatch.setattr(host_dialog, "ask_host", lambda w: asked.append(w))
    qtbot.mouseClick(entries.host_button, Qt.MouseButton.LeftButton)
    assert asked == [window]  # the button asks to reopen it, as Host a table did
    # closed meanwhile (the file gone): the next time the screen is shown it is not offered
    path = left_open.saved_table_path(registry.get("ronda"))
    assert path is not None
    path.unlink()
    window.start_screen.hide()
    window.start_screen.show()
    assert not entries.left_open.isVisible()
    assert entries.host_button.text() == "Host a table..."
    window.controller.shutdown()


def test_no_table_left_open_no_line(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    _leave_open("ronda", "Benito")  # another game's table is that game's to offer
    window, entries = _start_screen(qtbot, monkeypatch, "zanga")
    assert not entries.left_open.isVisible()
    assert entries.host_button.text() == "Host a table..."
    window.controller.shutdown()


def test_names_are_read_as_a_hello_keeps_them() -> None:
    table = {"host_seat": 0, "seats": [
        {"kind": "person", "name": "Ana"},
        {"kind": "person", "name": "Be\nnito\u202e" + "x" * 500},
        {"kind": "computer", "name": "Normal"}, "no seat", {"kind": "person", "name": 7},
        {"kind": "person", "name": "Carmela"}]}
    long, carmela = left_open.guests(table)
    assert long.startswith("Benitoxxx") and len(long) <= MAX_NAME_CHARS and carmela == "Carmela"
    assert "Carmela" in left_open.left_open_text(table)
    assert left_open.guests({"seats": "none"}) == []
    crowd = {"host_seat": 0, "seats": [{"kind": "person", "name": f"P{i}"} for i in range(5000)]}
    assert len(left_open.guests(crowd)) == left_open.MOST_GUESTS  # a table's worth, no more
    assert "P1, P2" in left_open.left_open_text(crowd) and "P10" not in \
        left_open.left_open_text(crowd)
    assert "left open" in left_open.left_open_text({"host_seat": 0, "seats": []})
