"""Section 12: finales igualados: cantes first, then in order from el mano; salirse, checked
at the start of the draw and after every credit, automatic or claimed."""

from __future__ import annotations

import pytest
from baciga_positions import action, credited, position, run

from zanga_desktop.games.baciga.rules import BacigaError, Ended, Kind


def test_section12_salirse_at_the_start_of_the_draw() -> None:
    st = position(["5o 5e 12c", "1b 2b 3b"], points=(17, 0))
    run(st, "0 paso 12c", "1 baciga")
    # seat 0 lost the 12c to the cut; 17 points and his pair of 5s make 18
    assert st.is_over and st.ended is Ended.SALIRSE and st.winner() == 0
    assert credited(st) == [(1, "baciga", 2), (0, "salirse", 1)]


def test_section12_salirse_after_a_credit_for_a_player_yet_to_draw() -> None:
    st = position(["2o 3e 4b", "10o 11o 12o", "6o 6e 6b", "10c 11c 12c"], "4c",
                  points=(12, 0))
    run(st, "0 baciga", "1 paso", "2 paso", "3 paso")
    assert credited(st) == [(0, "baciga", 2)] and not st.is_over  # 14 + 3 is 17
    run(st, "0 up", "0 stand")  # the pair of 4s: 15, and seat 2's trío makes 18
    assert credited(st)[-2:] == [(0, "pairs", 1), (2, "salirse", 3)]
    assert st.is_over and st.ended is Ended.SALIRSE and st.winner() == 0


def test_section12_the_check_goes_in_order_of_play() -> None:
    st = position(["5o 5e 12c", "1b 2b 3b", "6o 6e 11c", "4o 10e 10c"], points=(17, 0),
                  dealer=0)  # the order of play is 1, 2, 3, 0
    run(st, "1 baciga", "2 paso", "3 paso", "0 paso")
    # seats 2 and 0 could both go out: seat 2 comes first from el mano
    assert credited(st) == [(1, "baciga", 2), (2, "salirse", 1)]
    assert st.winner() == 0


def test_section12_with_auto_salirse_off_the_claim_is_an_action() -> None:
    st = position(["5o 5e 12c", "1b 2b 3b"], "6c", points=(17, 0), auto_salirse=False)
    with pytest.raises(BacigaError) as caught:
        run(st, "0 salir")
    assert caught.value.code == "salir_not_allowed"  # during the talk
    run(st, "0 paso 12c", "1 baciga")
    assert not st.is_over
    assert action("0 salir") in st.legal_actions()
    assert [a.seat for a in st.claim_actions()] == [0]
    with pytest.raises(BacigaError) as caught:
        run(st, "1 salir")
    assert caught.value.code == "salir_not_allowed"  # short of the target
    run(st, "0 salir")
    assert st.is_over and credited(st)[-1] == (0, "salirse", 1)


def test_section12_a_claim_after_the_players_draw_began_is_refused() -> None:
    st = position(["5o 5e 12c", "1b 2b 3b"], "6c", points=(17, 0), auto_salirse=False)
    run(st, "0 paso 12c", "1 baciga", "0 up")
    assert not any(a.kind is Kind.SALIR for a in st.legal_actions())
    with pytest.raises(BacigaError) as caught:
        run(st, "0 salir")
    assert caught.value.code == "salir_not_allowed" and caught.value.section == 12


def test_section12_with_auto_salirse_on_a_claim_is_refused() -> None:
    st = position(["5o 5e 12c", "1b 2b 3b"], points=(0, 0))
    run(st, "0 paso 12c", "1 baciga")
    with pytest.raises(BacigaError) as caught:
        run(st, "0 salir")
    assert caught.value.code == "salir_not_allowed"
