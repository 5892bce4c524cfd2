"""Section 10: pairs and trío at the stop, pasado, las 31, el punto."""

from __future__ import annotations

from baciga_positions import credited, position, run

from zanga_desktop.games.baciga.rules import Stop
from zanga_desktop.games.baciga.rules.cards import pair_points


def test_section10_pairs_score_one_and_a_trio_three() -> None:
    assert pair_points([5, 5, 10, 10, 3]) == 2
    assert pair_points([5, 5, 5, 12, 12]) == 4
    assert pair_points([10, 11, 12]) == 0


def test_section10_a_pasado_scores_minus_one_and_nothing_for_his_cards() -> None:
    st = position(["1b 2b 3b", "10o 10c 5e"], "12o")
    run(st, "0 baciga", "1 paso", "0 stand", "1 up")
    assert st.stops[1] is Stop.PASADO
    assert credited(st) == [(0, "baciga", 2), (1, "pasado", -1), (0, "punto", 1)]
    assert st.points == (3, -1)  # a score may go below zero


def test_section10_pasado_keeps_pairs_scores_them_after_the_minus_one() -> None:
    st = position(["1b 2b 3b", "10o 10c 5e"], "12o", pasado_keeps_pairs=True)
    run(st, "0 baciga", "1 paso", "0 stand", "1 up")
    assert credited(st)[1:3] == [(1, "pasado", -1), (1, "pairs", 1)]


def test_section10_score_floor_zero_keeps_the_total_at_zero() -> None:
    st = position(["1b 2b 3b", "10o 10c 5e"], "12o", score_floor_zero=True)
    run(st, "0 baciga", "1 paso", "0 stand", "1 up")
    pasado = st.credits[1]
    assert (pasado.points, pasado.total) == (-1, 0) and st.points[1] == 0


def test_section10_las_31_only_for_the_first_from_el_mano() -> None:
    st = position(["10o 11o 5e", "10c 11c 4b"], "6e 7b 5o 4o")
    run(st, "0 paso 5e", "1 paso 4b")
    assert st.total_of(0) == 26 and st.total_of(1) == 27
    run(st, "0 cartas", "1 paso", "0 up", "0 stand", "1 up", "1 stand")
    assert st.total_of(0) == 31 and st.total_of(1) == 31
    assert st.las_31 == 0 and st.punto is None
    assert credited(st) == [(0, "las_31", 2)]


def test_section10_el_punto_goes_to_the_highest_total() -> None:
    st = position(["1b 2b 3b", "10o 11c 5e"], dealer=0)  # seat 1 el mano
    run(st, "1 paso 5e", "0 baciga", "1 stand", "0 stand")
    assert st.total_of(1) == 20 and st.punto == 1
    assert credited(st) == [(0, "baciga", 2), (1, "punto", 1)]


def test_section10_equal_totals_el_punto_goes_to_the_player_nearer_el_mano() -> None:
    st = position(["10o 11o 6b", "10c 11c 1b"], "5e 5o", dealer=0)  # seat 1 el mano
    run(st, "1 paso 1b", "0 paso 6b")
    assert st.total_of(1) == 25 and st.total_of(0) == 25
    run(st, "1 cartas", "0 paso", "1 stand", "0 stand")
    assert st.punto == 1 and credited(st) == [(1, "punto", 1)]


def test_section10_no_punto_when_everyone_is_pasado() -> None:
    st = position(["10o 11o 6b", "10c 11c 1b"], "5e 5o 12o 12c", dealer=0)
    run(st, "1 paso 1b", "0 paso 6b", "1 cartas", "0 paso", "1 up", "0 up")
    assert st.stops == (Stop.PASADO, Stop.PASADO)
    assert st.punto is None and credited(st) == [(1, "pasado", -1), (0, "pasado", -1)]


def test_section10_totals_use_the_fixed_comodin_values() -> None:
    st = position(["1b 2b 3b", "7o 10c 11c"])
    run(st, "0 baciga", "1 paso", "0 stand", "1 stand 7o=10")
    assert st.total_of(1) == 30 and st.punto == 1
    assert credited(st)[-2:] == [(1, "pairs", 1), (1, "punto", 1)]
