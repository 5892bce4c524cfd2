"""Section 6: caída, contra and San Vicente on the fall stack, its closing and who takes it,
falls across rounds (and the option), `fall_points`, and the same chain with two players."""

from __future__ import annotations

import pytest
from ronda_setup import act, endgame, lances, new_game, plays, report

from zanga_desktop.games.ronda.rules import (
    Announced,
    Call,
    Closed,
    Played,
    PlayKind,
    RondaError,
)

FOUR = dict(seats=4, dealer=3, table="3o 4c 10e 12b")


def test_section6_the_page_example_caida_contra_and_the_close() -> None:
    game = new_game(**FOUR, hands=("2e 6o 11c", "2c 7o 11o", "2b 5o 6e", "1e 5c 6c"))
    events = plays(game, [(0, "2e"), (1, "2c"), (2, "2b")])
    kinds = [e.kind for e in events if isinstance(e, Played)]
    assert kinds == [PlayKind.DROP, PlayKind.CAIDA, PlayKind.CONTRA]
    assert [e.call for e in events if isinstance(e, Announced)] == [Call.SE_CAE, Call.CONTRA]
    assert lances(game) == [("caida", 1, 1), ("contra", 2, 3)]
    assert len(game.state.stack) == 3
    events = plays(game, [(3, "1e")])  # no 2: the chain closes before his card
    closed, played = events[0], events[1]
    assert isinstance(closed, Closed) and closed.seat == 2
    assert [str(c) for c in closed.took] == ["2e", "2c", "2b", "3o", "4c"]
    assert isinstance(played, Played) and played.kind is PlayKind.DROP
    assert sorted(str(c) for c in game.state.table) == ["10e", "12b", "1e"]
    assert game.state.points == (3, 1)
    assert "aseo" not in [lance for lance, _, _ in lances(game)]


def test_section6_san_vicente_scores_4_and_closes_at_once() -> None:
    game = new_game(**FOUR, hands=("2e 6o 11c", "2c 7o 11o", "2b 5o 6e", "2o 5c 6c"))
    events = plays(game, [(0, "2e"), (1, "2c"), (2, "2b"), (3, "2o")])
    assert [e.kind for e in events if isinstance(e, Played)][-1] is PlayKind.SAN_VICENTE
    closed = next(e for e in events if isinstance(e, Closed))
    assert closed.seat == 3 and [str(c) for c in closed.took] == ["2e", "2c", "2b", "2o",
                                                                  "3o", "4c"]
    assert lances(game) == [("caida", 1, 1), ("contra", 2, 3), ("san_vicente", 3, 4)]
    assert game.state.stack == () and game.state.points == (3, 5)


def test_section6_two_players_the_dropper_makes_the_contra_and_his_rival_san_vicente() -> None:
    game = new_game(2, table="3o 4c 10e 12b", hands=("2e 2b 11c", "2c 2o 7o"))
    plays(game, [(0, "2e"), (1, "2c"), (0, "2b"), (1, "2o")])
    assert lances(game) == [("caida", 1, 1), ("contra", 0, 3), ("san_vicente", 1, 4)]
    assert game.state.points == (3, 5)


def test_section6_after_the_close_his_card_is_judged_on_the_table_left() -> None:
    # seat 3's 3c would capture 3o, but the close takes 3o as a correlativa: 3c is dropped
    game = new_game(**FOUR, hands=("2e 6o 11c", "2c 7o 11o", "1b 5o 6e", "3c 1c 6c"))
    plays(game, [(0, "2e"), (1, "2c")])
    assert {str(c) for c in game.state.legal_cards(2)} == {"1b", "5o", "6e"}  # no capture
    plays(game, [(2, "5o")])  # closes: seat 1 takes 2e 2c 3o 4c
    assert report(game)["plays"][-2] == {"kind": "close", "seat": 1,
                                         "took": ["2e", "2c", "3o", "4c"]}
    assert game.state.last_capturer == 1
    (played,) = [e for e in act(game, 3, play="3c") if isinstance(e, Played)]
    assert played.kind is PlayKind.DROP


def test_section6_a_contra_is_a_capture_for_the_compulsory_capture_rule() -> None:
    game = new_game(**FOUR, hands=("2e 6o 11c", "2c 7o 11o", "2b 5o 12c", "1e 5c 6c"))
    plays(game, [(0, "2e"), (1, "2c")])
    # 12c captures on the table left after the close (12b stays); 2b contras; 5o must not go
    assert {str(c) for c in game.state.legal_cards(2)} == {"2b", "12c"}
    with pytest.raises(RondaError) as caught:
        act(game, 2, play="5o")
    assert caught.value.code == "must_capture"
    plays(game, [(2, "12c")])  # the close first, then his capture of 12b
    assert lances(game)[-1] == ("caida", 1, 1)
    took = [p for p in report(game)["plays"] if p.get("seat") == 2]
    assert took == [{"seat": 2, "card": "12c", "kind": "capture", "took": ["12b"]}]


def test_section6_a_caida_needs_the_previous_players_drop() -> None:
    # 3o was laid with the table, not dropped by the previous player: 3c captures it
    game = new_game(2, table="3o 4c 10e 12b", hands=("3c 6o 11c", "2c 7o 11o"))
    (played,) = [e for e in act(game, 0, play="3c") if isinstance(e, Played)]
    assert played.kind is PlayKind.CAPTURE and [str(c) for c in played.took] == ["3o", "4c"]


def test_section6_falls_across_rounds() -> None:
    # seat 1 (the dealer) drops 6b as the round's last card; el mano falls with his new 6
    game = new_game(2, table="3o 4c 10e 12b", hands=("1e 5o 11c", "2c 7o 6b"),
                    later=[("6o 1c 1b", "2o 2b 5c")])
    plays(game, [(0, "1e"), (1, "2c"), (0, "5o"), (1, "7o"), (0, "11c"), (1, "6b")])
    assert game.state.round_no == 1 and game.state.drop is not None
    game.settle_waiting()
    plays(game, [(0, "6o")])
    assert lances(game)[-1] == ("caida", 0, 1)


def test_section6_with_falls_across_rounds_off_the_round_closes_the_chain() -> None:
    game = new_game(2, table="3o 4c 10e 12b", hands=("1e 5o 11c", "2c 7o 6b"),
                    later=[("6o 1c 1b", "2o 2b 5c")], falls_across_rounds=False)
    plays(game, [(0, "1e"), (1, "2c"), (0, "5o"), (1, "7o"), (0, "11c"), (1, "6b")])
    assert game.state.drop is None  # a round's last drop cannot be fallen on
    game.settle_waiting()
    (played,) = [e for e in act(game, 0, play="6o") if isinstance(e, Played)]
    assert played.kind is PlayKind.CAPTURE  # a plain capture of 6b and its correlativas
    assert [str(c) for c in played.took] == ["6b", "7o", "10e", "11c", "12b"]
    assert lances(game) == []
    # and a chain open at the round's last card closes with it, before the next round
    game = new_game(2, table="3o 4c 10e 12b", hands=("1e 5o 6b", "2c 7o 6c"),
                    later=[("6o 1c 1b", "2o 2b 5c")], falls_across_rounds=False)
    events = plays(game, [(0, "1e"), (1, "2c"), (0, "5o"), (1, "7o"), (0, "6b"), (1, "6c")])
    names = [type(e).__name__ for e in events[-5:]]
    assert names == ["Played", "Announced", "Credited", "Closed", "Dealt"]
    closed = events[-2]
    assert isinstance(closed, Closed) and closed.seat == 1
    assert [str(c) for c in closed.took] == ["6b", "6c", "7o", "10e"]
    assert game.state.stack == () and game.state.round_no == 1


def test_section6_fall_points_last_scores_only_the_closer_at_the_close() -> None:
    game = new_game(**FOUR, hands=("2e 6o 11c", "2c 7o 11o", "2b 5o 6e", "1e 5c 6c"),
                    fall_points="last")
    plays(game, [(0, "2e"), (1, "2c"), (2, "2b")])
    assert lances(game) == []
    plays(game, [(3, "1e")])
    assert lances(game) == [("contra", 2, 3)]
    assert game.state.points == (3, 0)


def test_section6_a_declaration_at_the_next_players_turn_comes_before_the_close() -> None:
    # seat 3 holds a ronda of 5s and declares at his turn while the chain is open
    game = new_game(**FOUR, hands=("2e 6o 11c", "2c 7o 11o", "2b 1o 6e", "5c 5b 6c"))
    plays(game, [(0, "2e"), (1, "2c"), (2, "2b")])
    act(game, 3, declare="ronda")
    assert len(game.state.stack) == 3  # still open: the close comes with his card
    game.settle_waiting()
    assert lances(game)[-1] == ("ronda", 3, 2)
    events = plays(game, [(3, "6c")])
    assert isinstance(events[0], Closed)


def test_section6_a_close_that_wins_the_game_leaves_the_next_card_without_effect() -> None:
    game = new_game(**FOUR, hands=("2e 6o 11c", "2c 7o 11o", "2b 1o 6e", "5c 5b 6c"),
                    points=(14, 0), fall_points="last")
    plays(game, [(0, "2e"), (1, "2c"), (2, "2b")])
    events = plays(game, [(3, "6c")])  # the close: seat 2's contra, 3 points: 17; no aseo
    assert game.state.points == (17, 0) and not game.state.is_over
    game = new_game(**FOUR, hands=("2e 6o 11c", "2c 7o 11o", "2b 1o 6e", "5c 5b 6c"),
                    points=(15, 0), fall_points="last")
    plays(game, [(0, "2e"), (1, "2c"), (2, "2b")])
    events = plays(game, [(3, "6c")])
    assert game.state.is_over and game.state.winner == 0
    assert not any(isinstance(e, Played) for e in events)  # 6c has no effect
    assert "6c" in [str(c) for c in game.state.hands[3]]
    assert report(game)["ended"] == "target" and report(game)["complete"] is True


def test_section6_the_chain_closes_after_the_deals_last_card() -> None:
    game = endgame(2, 0, ["5o", "5c"], "1b", drop=(1, "5e"),
                   last_capturer=1)
    plays(game, [(0, "5o")])  # caída on the last-but-one card
    events = plays(game, [(1, "5c")])  # contra with the deal's last card: then the close
    assert [type(e).__name__ for e in events][:3] == ["Played", "Announced", "Credited"]
    closed = [e for e in events if isinstance(e, Closed)]
    assert closed and closed[0].seat == 1
    assert report(game)["leftover"] == {"cards": ["1b"], "to": 1}
