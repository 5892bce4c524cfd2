"""The table code and the address typed to join (always), and DNS-SD discovery where
multicast works on this machine's loopback (skipped, saying so, where it does not)."""

from __future__ import annotations

import threading
import time

import pytest

from zanga_desktop.net.code import address_of, read_code, table_code, url
from zanga_desktop.net.discovery import Announcer, Browser, Found
from zanga_desktop.net.messages import (
    Act,
    FrameError,
    Hello,
    Phrase,
    SeatInfo,
    SeatKind,
    TableState,
    View,
    client_message,
    encode,
    host_message,
    read_frame,
)
from zanga_desktop.net.views import public_view

LOOPBACK = ["127.0.0.1"]


@pytest.mark.parametrize(("address", "port"), [("192.168.1.20", 45123), ("10.0.0.2", 1),
                                               ("127.0.0.1", 65535), ("172.16.5.9", 8080)])
def test_a_table_code_stands_for_its_address_and_port(address: str, port: int) -> None:
    code = table_code(address, port)
    assert len(code) == 11 and code[5] == "-"
    assert read_code(code) == (address, port)
    # read back as a player types it: small letters, O for 0, I or L for 1, no dash
    typed = code.lower().replace("-", " ").replace("0", "o").replace("1", "l")
    assert read_code(typed) == (address, port)
    assert address_of(code) == (address, port)


@pytest.mark.parametrize("text", ["", "hello", "3Z1QF-0XK2", "3Z1QF-0XK2AA", "UUUUU-UUUUU",
                                  "ws://host", "host:0", "host:70000", "ws://:80"])
def test_what_is_no_code_nor_address_is_refused(text: str) -> None:
    assert address_of(text) is None


def test_addresses_are_read_as_typed() -> None:
    assert address_of("ws://192.168.1.20:45123/") == ("192.168.1.20", 45123)
    assert address_of(" 192.168.1.20:45123 ") == ("192.168.1.20", 45123)
    assert address_of("ws://[::1]:80") == ("::1", 80)
    assert url("::1", 80) == "ws://[::1]:80" and url("10.0.0.1", 9) == "ws://10.0.0.1:9"


def test_messages_go_to_json_and_back() -> None:
    for message in (Hello("zanga", "Ana", seat=2), Hello("envite", token="t"),
                    Hello("zanga", watch=True), Act(3, {"play": "7o"})):
        assert client_message(read_frame(encode(message), 10_000)) == message
    state = TableState((SeatInfo(0, SeatKind.PERSON, "Ana", "", True, None),
                        SeatInfo(1, SeatKind.PERSON, "Benito", "", False, 61.5)), 1, True, 3)
    assert host_message(read_frame(encode(state), 10_000)) == state
    view = View(4, {"hands": []}, 1, ({"play": "1e"},), (), True, False, None, {"deal": {}})
    assert host_message(read_frame(encode(view), 10_000)) == view
    with pytest.raises(FrameError):
        client_message({"type": "chat", "phrase": "anything I like"})
    assert {p.value for p in Phrase} >= {"hello", "well_played", "good_game"}


def test_a_spectator_sees_what_every_seat_sees() -> None:
    a = {"hands": [{"deal": {"0": ["1e", "2e"], "1": ["xx", "xx"], "vira": "7o"},
                    "actions": [{"seat": 0, "play": "1e"}, {"seat": 0, "sena": "x"}]}]}
    b = {"hands": [{"deal": {"0": ["xx", "xx"], "1": ["3c", "4c"], "vira": "7o"},
                    "actions": [{"seat": 0, "play": "1e"}]}]}
    seen = public_view([a, b])
    assert seen["hands"][0]["deal"] == {"0": ["xx", "xx"], "1": ["xx", "xx"], "vira": "7o"}
    assert seen["hands"][0]["actions"] == [{"seat": 0, "play": "1e"}]


def test_tables_are_announced_and_found_where_multicast_works() -> None:
    """DNS-SD on this machine's loopback interface alone (nothing is sent elsewhere):
    skipped where multicast does not come back on it."""
    announcer = Announcer("zanga", "Ana", 4, "127.0.0.1", 45999, "3Z000-03GZY", LOOPBACK)
    if not announcer.start(2):
        pytest.skip("multicast DNS cannot be used here")
    found: list[list[Found]] = []
    seen = threading.Event()

    def changed(tables: list[Found]) -> None:
        found.append(tables)
        if any(t.code == "3Z000-03GZY" for t in tables):
            seen.set()

    browser = Browser(changed, LOOPBACK)
    try:
        if not browser.start():
            pytest.skip("multicast DNS cannot be used here")
        if not seen.wait(8.0):
            pytest.skip("multicast does not come back on this machine's interfaces")
        table = next(t for t in found[-1] if t.code == "3Z000-03GZY")
        assert (table.game, table.host, table.free, table.seats, table.port) == \
            ("zanga", "Ana", 2, 4, 45999)
        announcer.update(1)
        deadline = time.monotonic() + 8
        while time.monotonic() < deadline and not any(
                t.code == "3Z000-03GZY" and t.free == 1 for t in found[-1]):
            time.sleep(0.1)
    finally:
        browser.stop()
        announcer.stop()
