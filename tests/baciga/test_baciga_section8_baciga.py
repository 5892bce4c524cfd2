"""Section 8: the báciga: the reveal and its credits, contests, the revival."""

from __future__ import annotations

import pytest
from baciga_positions import action, cards, credited, position, run

from zanga_desktop.games.baciga.rules import BacigaError, Phase, observe


def test_section8_bacigas_are_shown_and_credited_at_the_start_of_the_draw() -> None:
    st = position(["2e 3c 7o", "12o 12e 4c"], "10b 6o 7b")
    run(st, "0 baciga 7o=3")
    assert observe(st, 1).table[0].shown == ()  # hidden during the talk
    run(st, "1 paso")
    assert st.phase is Phase.DRAW
    assert observe(st, 1).table[0].shown == cards("2e 3c 7o")
    assert observe(st, 1).table[0].fixed == ((cards("7o")[0], 3),)
    assert credited(st) == [(0, "baciga", 2)]


def test_section8_the_worked_example_of_section_10() -> None:
    st = position(["2e 3c 7o", "12o 12e 4c"], "10b 6o 7b")
    run(st, "0 baciga 7o=3", "1 paso", "0 up", "0 down")
    assert st.total_of(0) == 24 and st.tapadas[0] == cards("6o")[0]
    run(st, "0 stand", "1 tapar 4c", "1 up", "1 stand")
    assert credited(st) == [(0, "baciga", 2), (0, "pairs", 1), (1, "pairs", 1),
                            (1, "las_31", 2)]
    assert st.points == (3, 3) and st.las_31 == 1


def test_section8_the_lowest_baciga_wins_the_contest() -> None:
    st = position(["1o 2e 3c", "2o 3e 4c"], "10b 10c 10e")
    run(st, "0 baciga", "1 baciga")
    assert st.baciga_winner == 0 and credited(st) == [(0, "baciga", 2)]


def test_section8_equal_bacigas_the_one_nearer_el_mano_wins() -> None:
    st = position(["2o 1e 3b", "1o 2e 3c"], dealer=0)  # seat 1 is el mano
    run(st, "1 baciga", "0 baciga")
    assert st.baciga_winner == 1 and credited(st) == [(1, "baciga", 2)]


def test_section8_partners_bacigas_add_up_uncontested() -> None:
    st = position(["1o 2e 3c", "12o 12e 4c", "2o 3e 4b", "10b 11b 12b"])
    run(st, "0 baciga", "1 paso", "2 baciga", "3 paso")
    assert st.baciga_winner is None
    assert credited(st) == [(0, "baciga", 2), (2, "baciga", 2)]


def test_section8_the_winning_side_scores_all_its_bacigas_the_other_none() -> None:
    st = position(["2o 3e 4b", "1o 2e 3c", "1e 2c 6b", "10b 11b 12b"])
    run(st, "0 baciga", "1 baciga", "2 baciga", "3 paso")
    assert st.baciga_winner == 1 and credited(st) == [(1, "baciga", 2)]
    st = position(["1o 2e 3c", "2o 3e 4b", "1e 2c 6b", "10b 11b 12b"])
    run(st, "0 baciga", "1 baciga", "2 baciga", "3 paso")
    assert st.baciga_winner == 0 and credited(st) == [(0, "baciga", 2), (2, "baciga", 2)]


def test_section8_the_revival_when_the_winning_baciga_goes_pasado() -> None:
    st = position(["1o 2e 3c", "2o 3e 4c"], "10b 10c 10e")
    run(st, "0 baciga", "1 baciga", "0 up", "0 up", "0 up")
    assert credited(st) == [(0, "baciga", 2), (0, "pasado", -1), (1, "revival", 2)]
    run(st, "1 stand")
    assert credited(st)[-1] == (1, "punto", 1) and st.points == (1, 3)


def test_section8_revival_takes_back_the_winners_bacigas_before_the_revival() -> None:
    st = position(["1o 2e 3c", "2o 3e 4c"], "10b 10c 10e", revival_takes_back=True)
    run(st, "0 baciga", "1 baciga", "0 up", "0 up", "0 up")
    assert credited(st) == [(0, "baciga", 2), (0, "pasado", -1), (0, "baciga_back", -2),
                            (1, "revival", 2)]


def test_section8_the_partner_of_the_winner_going_pasado_revives_nothing() -> None:
    st = position(["2o 3e 4b", "1o 2e 3c", "1e 2c 6b", "10b 11b 12b"], "10o 10c 10e")
    run(st, "0 baciga", "1 baciga", "2 paso", "3 paso")
    # seat 3, the winner's partner, draws last; seat 0 stands, seat 1 (the winner) stands
    run(st, "0 stand", "1 stand", "2 stand", "3 up")
    assert st.stops[3] is not None
    assert [c for c in credited(st) if c[1] == "revival"] == []


def test_section8_a_baciga_ligada_scores_its_pair_at_the_stand() -> None:
    st = position(["2o 2e 3c", "12o 12e 4c"], "5b")
    run(st, "0 baciga", "1 paso", "0 up", "0 stand")
    assert credited(st) == [(0, "baciga", 2), (0, "pairs", 1)]


def test_section8_a_baciga_singer_shows_all_and_may_only_ask_for_tapadas() -> None:
    st = position(["2o 2e 3c", "12o 12e 4c"], "5b 6b")
    run(st, "0 baciga", "1 paso")
    assert action("0 tapar 2o") not in st.legal_actions()
    with pytest.raises(BacigaError) as caught:
        run(st, "0 tapar 2o")
    assert caught.value.code == "tapar_not_allowed"
    run(st, "0 down")
    assert st.tapadas[0] == cards("5b")[0]
    assert observe(st, 1).table[0].tapada
