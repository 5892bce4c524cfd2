"""Section 15: what each seat may know, and the view a bot is sent."""

from __future__ import annotations

from baciga_positions import cards, position, run

from zanga_desktop.games.baciga.bots.view import view_of
from zanga_desktop.games.baciga.rules import observe


def test_section15_a_seat_knows_its_own_cards_and_where_its_discards_lie() -> None:
    st = position(["2e 3c 10o", "12o 12e 4c"], "5b 6b 1e")
    run(st, "0 paso 10o 3c", "1 paso 4c")
    mine, theirs = observe(st, 0), observe(st, 1)
    assert mine.hand == cards("2e 5b 6b") and theirs.hand == cards("12o 12e 1e")
    # seat 0 knows its two cards lie third and second from the bottom; seat 1 its one
    assert mine.pile[-3:] == (*cards("10o 3c"), None)
    assert theirs.pile[-3:] == (None, None, *cards("4c"))
    assert mine.pile[:2] == cards("5b 6b") and theirs.pile[:2] == (None, None)
    assert mine.pile[2] is None and theirs.pile[2] == cards("1e")[0]


def test_section15_others_tapadas_are_hidden_until_the_count_and_discards_always() -> None:
    st = position(["1b 2b 3b", "10o 11c 5e"], "4o 12e")
    run(st, "0 baciga", "1 paso", "0 down", "0 stand", "1 tapar 5e")
    seen = observe(st, 1)
    assert seen.table[0].tapada and cards("4o")[0] not in seen.table[0].shown
    assert seen.pile[0] is None
    view = view_of(observe(st, 1))
    assert view["deals"][0]["deal"]["0"] == ["xx", "xx", "xx"]
    assert view["deals"][0]["deal"]["1"] == ["10o", "11c", "5e"]
    assert view["deals"][0]["deal"]["stock"][0] == "xx"
    other = view_of(observe(st, 0))["deals"][0]["actions"]
    assert {"seat": 1, "tapar": "xx"} in other


def test_section15_a_card_drawn_face_up_is_known_to_all_where_it_lay() -> None:
    st = position(["1b 2b 3b", "10o 11c 5e"], "4o 12e")
    run(st, "0 baciga", "1 paso", "0 up")
    for seat in (0, 1):
        assert observe(st, seat).pile[0] == cards("4o")[0]
        assert view_of(observe(st, seat))["deals"][0]["deal"]["stock"][0] == "4o"


def test_section15_others_discards_are_never_shown() -> None:
    st = position(["2e 3c 10o", "12o 12e 4c"], "5b 6b 1e")
    run(st, "0 paso 10o 3c", "1 paso 4c", "0 cartas", "1 paso",
        "0 stand", "1 stand")
    view = view_of(observe(st, 1))
    assert view["deals"][0]["actions"][0] == {"seat": 0, "say": "paso", "discard": ["xx", "xx"]}
    assert view_of(observe(st, 0))["deals"][0]["actions"][0]["discard"] == ["10o", "3c"]
