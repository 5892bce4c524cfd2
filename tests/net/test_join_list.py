"""What a player joining reads of the tables on the network: each table found in people's
words, in his language, counted with plural forms, the host's name as it can be shown
(`net/discovery._found` reads it from the network, where anyone may write anything), and
each free seat by who it plays with (`ui/net/words.seat_label`), in the join dialog and in
the network table's panel."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt

from zanga_desktop.core import registry
from zanga_desktop.net.discovery import Found, _found
from zanga_desktop.net.messages import SeatInfo, SeatKind, TableState
from zanga_desktop.ui.net.join_dialog import JoinDialog
from zanga_desktop.ui.net.panel import NetPanel

pytestmark = pytest.mark.usefixtures("isolated")


def _table(free: int, host: str = "Ana") -> Found:
    return Found("t", "ronda", host, free, 4, "192.0.2.2", 39293, "60001-056BX")


def _lines(qtbot, tables: list[Found]) -> list[str]:  # type: ignore[no-untyped-def]
    dialog = JoinDialog(None)
    qtbot.addWidget(dialog)
    dialog.browser.stop()  # no network here: the list is what the test hands it
    dialog._show_found(tables)
    return [dialog.found.item(i).text() for i in range(dialog.found.count())]


def test_the_free_seats_are_counted_in_english(qtbot) -> None:  # type: ignore[no-untyped-def]
    assert _lines(qtbot, [_table(1), _table(2, "Benito")]) == [
        "La Ronda, hosted by Ana: 1 free of 4 seats",
        "La Ronda, hosted by Benito: 2 free of 4 seats"]


@pytest.mark.usefixtures("spanish")
def test_one_free_seat_is_singular_in_spanish(qtbot) -> None:  # type: ignore[no-untyped-def]
    assert _lines(qtbot, [_table(1), _table(3, "Benito")]) == [
        "La Ronda, abierta por Ana: 1 libre de 4 puestos",
        "La Ronda, abierta por Benito: 3 libres de 4 puestos"]


def test_a_hosts_name_from_the_network_is_shown_on_one_line() -> None:
    props = {b"game": b"ronda", b"host": "Ana\n\u202eX\x07".encode(), b"free": b"1",
             b"seats": b"4", b"code": b"60001-056BX"}
    info = SimpleNamespace(properties=props, port=39293,
                           parsed_addresses=lambda: ["192.0.2.2"])
    found = _found("t", info)
    assert found is not None
    assert (found.host, found.free, found.seats) == ("AnaX", 1, 4)


def _state(*seats: SeatInfo) -> TableState:
    return TableState(seats, 0, False, 0)


RONDA_FOUR = _state(SeatInfo(0, SeatKind.PERSON, "Ana", connected=True, ready=True),
                    SeatInfo(1, SeatKind.COMPUTER, "Benito", "principiante"),
                    SeatInfo(2, SeatKind.OPEN, ""),
                    SeatInfo(3, SeatKind.COMPUTER, "Dácil", "principiante"))


def _seats_offered(qtbot, game: str, state: TableState) -> list[str]:  # type: ignore[no-untyped-def]
    dialog = JoinDialog(None)
    qtbot.addWidget(dialog)
    dialog.browser.stop()
    dialog._looked(game, state, "60001-056BX")
    return [dialog.seat.itemText(i) for i in range(dialog.seat.count())]


def test_a_free_seat_is_offered_as_the_partner_of_those_on_its_side(qtbot) -> None:  # type: ignore[no-untyped-def]
    """"Seat 3" told a player joining nothing; La Ronda's pairs are seats 1 and 3, 2 and 4."""
    assert _seats_offered(qtbot, "ronda", RONDA_FOUR) == ["Seat 3, partner of Ana"]


def test_a_free_seat_of_a_game_of_two_is_named_by_its_number(qtbot) -> None:  # type: ignore[no-untyped-def]
    two = _state(SeatInfo(0, SeatKind.PERSON, "Ana", connected=True),
                 SeatInfo(1, SeatKind.OPEN, ""))
    assert _seats_offered(qtbot, "ronda", two) == ["Seat 2"]


@pytest.mark.usefixtures("spanish")
def test_a_team_of_three_names_both_partners(qtbot) -> None:  # type: ignore[no-untyped-def]
    """El Envite at teams of three: seats 1, 3 and 5 play together."""
    six = _state(SeatInfo(0, SeatKind.PERSON, "Ana", connected=True),
                 SeatInfo(1, SeatKind.COMPUTER, "Benito", "normal"),
                 SeatInfo(2, SeatKind.OPEN, ""),
                 *(SeatInfo(s, SeatKind.COMPUTER, n, "normal")
                   for s, n in ((3, "Eloy"), (4, "Dácil"), (5, "Fefa"))))
    assert _seats_offered(qtbot, "envite", six) == ["Puesto 3, compañero de Ana y Dácil"]


def test_the_network_panel_names_seats_by_side_and_shows_names_as_written(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A name is text, never markup: "<i>Tito</i>" is shown with its brackets."""
    panel = NetPanel(registry.get("ronda"))
    qtbot.addWidget(panel)
    seats = list(RONDA_FOUR.seats)
    seats[1] = SeatInfo(1, SeatKind.PERSON, "<i>Tito</i>", connected=True)
    panel.show_table(_state(*seats))
    names = [row[0].text() for row in panel.seat_rows]
    assert names == ["<b>Ana</b>", "<b>&lt;i&gt;Tito&lt;/i&gt;</b>",
                     "<b>Seat 3, partner of Ana</b>", "<b>Dácil</b>"]


def test_the_seats_taken_read_in_japanese_with_its_own_brackets(qtbot) -> None:  # type: ignore[no-untyped-def]
    from zanga_desktop.ui import i18n

    i18n.install("ja")
    try:
        dialog = JoinDialog(None)
        qtbot.addWidget(dialog)
        dialog.browser.stop()
        dialog._looked("ronda", RONDA_FOUR, "60001-056BX")
        assert "Ana（在席・準備完了）" in dialog.about.text()
        assert "(" not in dialog.about.text()
    finally:
        i18n.install("en")


def test_the_names_at_a_table_looked_at_are_shown_as_text(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A name is a person's words, never markup: "<i>Tito</i>" keeps its brackets in the
    line saying who sits at the table, as in the network panel."""
    seats = list(RONDA_FOUR.seats)
    seats[1] = SeatInfo(1, SeatKind.PERSON, "<i>Tito</i>", connected=True)
    dialog = JoinDialog(None)
    qtbot.addWidget(dialog)
    dialog.browser.stop()
    dialog._looked("ronda", _state(*seats), "60001-056BX")
    assert dialog.about.textFormat() is Qt.TextFormat.PlainText
    assert "<i>Tito</i> (here)" in dialog.about.text()
    panel = NetPanel(registry.get("ronda"))
    qtbot.addWidget(panel)
    panel.show_link("closed", "<b>bye</b>")
    assert panel.link.textFormat() is Qt.TextFormat.PlainText


def test_a_kept_seat_is_offered_back_only_with_a_key_as_a_key_is(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The seat a player took is offered back ("My seat, taken back") from the seats file;
    a key a hand wrote into it that no key could be (not text, empty, thousands long) is not
    offered: it could only be refused by the host."""
    import json

    from zanga_desktop.ui.net.join_dialog import _seats_file, keep_seat

    code = "60001-056BX"
    state = TableState((SeatInfo(0, SeatKind.PERSON, "Ana", connected=True),
                        SeatInfo(1, SeatKind.PERSON, "Chano")), 0, True, 1)
    dialog = JoinDialog(None)
    qtbot.addWidget(dialog)
    dialog.browser.stop()
    keep_seat(code, "ronda", "ws://192.0.2.2:39293", "k" * 22)
    dialog._looked("ronda", state, code)
    assert dialog.seat.count() == 1 and dialog.seat.itemText(0) == "My seat, taken back"
    assert dialog.seat.itemData(0) == ("token", "k" * 22)
    for token in (["k"], "", "k" * 5000, None):
        _seats_file().write_text(json.dumps(
            {code: {"game": "ronda", "address": "ws://192.0.2.2:39293", "token": token}}))
        dialog._looked("ronda", state, code)
        assert dialog.seat.count() == 0 and not dialog.ok.isEnabled(), token
