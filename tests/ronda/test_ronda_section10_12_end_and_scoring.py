"""Sections 10-12: the end of the deal (the leftover to the last capturer, the count above
20), every lance credited at its moment, the first side to the target winning at once, and
the finales igualados."""

from __future__ import annotations

from ronda_setup import act, endgame, lances, new_game, plays, report

from zanga_desktop.games.ronda.game import RondaMatch
from zanga_desktop.games.ronda.rules import Counted, Leftover, Phase


def test_section10_the_leftover_goes_to_the_last_capturers_side_then_the_count() -> None:
    game = endgame(2, 0, ["7e", "1c"], "3o 4c 7b", side0=17, last_capturer=1)
    events = plays(game, [(0, "7e"), (1, "1c")])  # seat 0 captured last: 3o 4c 1c are his
    left = [e for e in events if isinstance(e, Leftover)]
    assert len(left) == 1 and left[0].side == 0
    assert [str(c) for c in left[0].cards] == ["3o", "4c", "1c"]
    counted = [e for e in events if isinstance(e, Counted)]
    assert counted == [Counted((22, 18))]  # 17 + 7e 7b + 3o 4c 1c
    assert lances(game) == [("count", None, 2)]
    assert report(game)["ended"] == "cards" and game.state.phase is Phase.DEAL


def test_section10_if_nobody_captured_the_leftover_goes_to_nobody() -> None:
    game = endgame(2, 0, ["1e", "2c"], "3o", side0=0, last_capturer=None)
    game.state.piles = ((), ())
    plays(game, [(0, "1e"), (1, "2c")])
    assert report(game)["leftover"] == {"cards": ["3o", "1e", "2c"], "to": None}
    assert report(game)["cards"] == [0, 0] and lances(game) == []


def test_section10_twenty_each_scores_nothing() -> None:
    game = endgame(2, 0, ["7e", "1c"], "3o 4c 7b", side0=15, last_capturer=1)
    plays(game, [(0, "7e"), (1, "1c")])  # 15 + 5 = 20 and 20
    assert report(game)["cards"] == [20, 20] and lances(game) == []


def test_section11_the_first_side_to_the_target_wins_at_once_in_mid_deal() -> None:
    game = new_game(2, table="3o 4c 5e 6b", hands=("3e 1c 11c", "2c 1o 11o"), points=(17, 0))
    plays(game, [(0, "3e")])  # the aseo: 18
    state = game.state
    assert state.is_over and state.winner == 0 and state.points == (18, 0)
    out = game.replay_json()
    assert out["winner"] == 0 and out["deals"][-1]["ended"] == "target"
    assert out["deals"][-1]["leftover"] is None  # a deal won in mid-deal is not counted
    outcome = RondaMatch(game).outcome()
    assert outcome is not None and outcome.winner == 0 and outcome.detail == "aseo"
    assert outcome.standings == (18, 0)


def test_section11_no_lance_follows_a_win_in_the_same_play() -> None:
    # the caída reaches 18; the aseo of the same close would be the next lance
    game = new_game(2, table="3o 4c 5e 6b", hands=("2e 1c 11c", "2c 1o 11o"), points=(0, 17))
    plays(game, [(0, "2e"), (1, "2c")])
    assert game.state.is_over and lances(game) == [("caida", 1, 1)]


def test_section11_order_of_credits_the_close_before_the_cards_own_lances() -> None:
    game = new_game(4, dealer=3, table="3o 4c 10e 12b",
                    hands=("2e 6o 11c", "2c 7o 11o", "2b 5o 6e", "1e 5c 6c"), fall_points="last")
    plays(game, [(0, "2e"), (1, "2c"), (2, "2b")])
    events = plays(game, [(3, "1e")])
    names = [type(e).__name__ for e in events]
    assert names[:3] == ["Closed", "Credited", "Played"]


def test_section12_a_ronda_declared_in_the_window_can_win_before_el_mano_plays() -> None:
    game = new_game(4, dealer=3, table="1o 2o 4o 6o",
                    hands=("5o 7c 11e", "10c 10e 11b", "3c 3e 12c", "7b 11c 12e"),
                    points=(10, 16))
    act(game, 1, declare="ronda")
    game.settle_waiting()
    assert game.state.is_over and game.state.winner == 1
    assert report(game)["plays"] == []


def test_section12_a_contest_waiting_for_its_medias_is_never_credited_if_the_game_ends() -> None:
    game = new_game(2, dealer=0, table="5b 6b 7b 10b", hands=("5o 5c 2e", "11b 11e 2c"),
                    points=(17, 0))
    act(game, 1, declare="ronda")
    act(game, 0, declare="ronda")
    game.settle_waiting()
    act(game, 1, say="envio")
    act(game, 0, say="quiero")
    plays(game, [(1, "11b"), (0, "5o")])  # seat 0's aseo wins before the contest's credit
    assert game.state.winner == 0 and lances(game) == [("aseo", 0, 1)]
    assert report(game)["contests"][0]["credited"] is False
