"""Section 7: the aseo (1 point to a capture, or a fall stack's collection, that leaves the
table empty), added to the fall points of the same play, and none at the deal's last card."""

from __future__ import annotations

from ronda_setup import endgame, lances, new_game, plays, report


def test_section7_a_capture_that_clears_the_table_is_an_aseo() -> None:
    game = new_game(2, table="3o 4c 5e 6b", hands=("3e 1c 11c", "2c 1o 11o"))
    plays(game, [(0, "3e")])
    assert game.state.table == ()
    assert lances(game) == [("aseo", 0, 1)]


def test_section7_caida_and_aseo_make_2() -> None:
    game = new_game(2, table="3o 4c 5e 6b", hands=("2e 1c 11c", "2c 1o 11o"))
    plays(game, [(0, "2e"), (1, "2c"), (0, "1c")])  # the close clears 3o 4c 5e 6b
    assert lances(game) == [("caida", 1, 1), ("aseo", 1, 1)]
    assert [str(c) for c in game.state.table] == ["1c"]


def test_section7_contra_and_aseo_make_4() -> None:
    game = new_game(2, table="3o 4c 5e 6b", hands=("2e 2b 11c", "2c 1o 11o"))
    plays(game, [(0, "2e"), (1, "2c"), (0, "2b"), (1, "11o")])
    assert lances(game) == [("caida", 1, 1), ("contra", 0, 3), ("aseo", 0, 1)]
    assert game.state.points == (4, 1)


def test_section7_san_vicente_and_aseo_make_5() -> None:
    game = new_game(2, table="3o 4c 5e 6b", hands=("2e 2b 11c", "2c 2o 11o"))
    plays(game, [(0, "2e"), (1, "2c"), (0, "2b"), (1, "2o")])
    assert lances(game) == [("caida", 1, 1), ("contra", 0, 3), ("san_vicente", 1, 4),
                            ("aseo", 1, 1)]
    assert game.state.points == (3, 6)


def test_section7_no_aseo_for_a_capture_with_the_deals_last_card() -> None:
    game = endgame(2, 0, ["7e", "3c"], "3o 4c 7b")
    plays(game, [(0, "7e"), (1, "3c")])  # 18 + 2 and 17 + 3: 20 each, no count
    assert lances(game) == []
    assert game.state.table == () and "aseo" not in [x for x, _, _ in lances(game)]
    assert report(game)["leftover"] == {"cards": [], "to": 1}


def test_section7_no_aseo_for_the_close_the_deals_last_card_causes() -> None:
    game = endgame(2, 0, ["2c", "5b"], "3o 2e", drop=(1, "2e"))
    plays(game, [(0, "2c"), (1, "5b")])
    # side 0: 18 + 2e 2c 3o + the leftover 5b = 22 cards, 2 over 20
    assert lances(game) == [("caida", 0, 1), ("count", None, 2)]
    assert report(game)["leftover"] == {"cards": ["5b"], "to": 0}


def test_section7_no_aseo_for_the_close_after_the_deals_last_card() -> None:
    game = endgame(2, 0, ["2e", "2c"], "3o")
    plays(game, [(0, "2e"), (1, "2c")])
    # side 1: 19 + 2e 2c 3o = 22 cards
    assert lances(game) == [("caida", 1, 1), ("count", None, 2)]
    assert report(game)["plays"][-1] == {"kind": "close", "seat": 1, "took": ["2e", "2c", "3o"]}


def test_section7_an_aseo_in_a_round_that_is_not_the_last_counts() -> None:
    game = endgame(2, 0, ["3e", "1c"], "3o 4c", side0=18)
    game.state.round_no = 0  # the same cards, but not the deal's last round
    plays(game, [(0, "3e")])
    assert lances(game) == [("aseo", 0, 1)]
