"""Section 11: each lance credited at its moment; the first side to the target wins at
once; otherwise a new deal with the points carried over."""

from __future__ import annotations

import random

from baciga_positions import credited, deal_of, position, run

from zanga_desktop.games.baciga.records import BacigaGame
from zanga_desktop.games.baciga.rules import Ended, Phase


def test_section11_the_stand_that_reaches_the_target_ends_the_game_before_the_count() -> None:
    st = position(["10o 11c 5e", "1b 2b 3b"], "5o 12b", points=(17, 0))
    run(st, "0 paso 11c", "1 baciga")
    # seat 0 holds 10o 5e: no pair, so no salirse; the 5o makes one
    run(st, "0 up", "0 stand")
    assert st.is_over and st.winner() == 0 and st.ended is Ended.TARGET
    assert credited(st) == [(1, "baciga", 2), (0, "pairs", 1)]
    assert st.stops[1] is None  # seat 1 never drew: no credit after the win


def test_section11_cantes_reaching_the_target_win_before_anyone_draws() -> None:
    st = position(["1b 2b 3b", "10o 11c 5e"], points=(16, 17))
    run(st, "0 baciga", "1 paso")
    assert st.is_over and st.winner() == 0 and credited(st) == [(0, "baciga", 2)]


def test_section11_otherwise_a_new_deal_with_the_points_carried_over() -> None:
    game = BacigaGame.new()
    game.start_deal(1, deal_of(["1b 2b 3b", "10o 11c 5e"]))
    run(game.state, "0 baciga", "1 paso", "0 stand", "1 stand")
    assert game.state.phase is Phase.DEAL and game.state.points == (2, 1)
    game.deal(random.Random(1))
    assert game.state.dealer == 0 and game.state.points_before == (2, 1)


def test_section11_standings_are_the_sum_of_the_credits() -> None:
    st = position(["2e 3c 7o", "12o 12e 4c"], "10b 6o 7b", points=(4, 5))
    run(st, "0 baciga 7o=3", "1 paso", "0 up", "0 down", "0 stand", "1 tapar 4c", "1 up",
        "1 stand")
    for s in (0, 1):
        assert st.points[s] == (4, 5)[s] + sum(c.points for c in st.credits if c.side == s)
    assert [c.total for c in st.credits] == [6, 7, 6, 8]
