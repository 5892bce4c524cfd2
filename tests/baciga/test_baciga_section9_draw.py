"""Section 9: showing, the carta tapada, asking up or down, standing, pasado, las cosas."""

from __future__ import annotations

import pytest
from baciga_positions import action, cards, credited, position, run

from zanga_desktop.games.baciga.rules import (
    Action,
    BacigaError,
    Ended,
    Kind,
    Phase,
    Stop,
    Unknown,
    observe,
)


def test_section9_cards_are_hidden_until_the_players_turn_then_shown() -> None:
    st = position(["12o 12e 4c", "1b 2b 3b"], "7b 5e")
    run(st, "0 paso 4c", "1 baciga")
    # the cut lost seat 0 his 4c: he holds 12o 12e, hidden until his turn
    assert observe(st, 1).table[0].shown == () and observe(st, 1).table[0].held == 2
    run(st, "0 up")
    assert observe(st, 1).table[0].shown == cards("12o 12e 7b")


def test_section9_a_carta_tapada_from_the_first_moment_and_at_most_one() -> None:
    st = position(["1b 2b 3b", "10o 11c 3e"], "4o 2e 1c")
    run(st, "0 baciga", "1 paso", "0 stand", "1 tapar 3e")
    seen = observe(st, 0).table[1]
    assert seen.shown == cards("10o 11c") and seen.tapada
    with pytest.raises(BacigaError) as caught:
        run(st, "1 tapar 10o")
    assert caught.value.code == "tapar_not_allowed"
    run(st, "1 down")
    # the new tapada turns the old one up
    assert st.tapadas[1] == cards("4o")[0]
    assert observe(st, 0).table[1].shown == cards("10o 11c 3e")
    run(st, "1 up")
    assert observe(st, 0).table[1].shown == cards("10o 11c 3e 2e")


def test_section9_tapar_a_card_not_held_and_draws_not_up_or_down() -> None:
    st = position(["1b 2b 3b", "10o 11c 3e"], "4o 2e 1c")
    run(st, "0 baciga", "1 paso", "0 stand")
    with pytest.raises(BacigaError) as caught:
        run(st, "1 tapar 5o")
    assert caught.value.code == "card_not_held" and caught.value.section == 9
    with pytest.raises(BacigaError) as caught:
        st.apply(Action(1, Kind.DRAW, Unknown("sideways")))
    assert caught.value.code == "bad_value" and caught.value.section == 9
    with pytest.raises(BacigaError) as caught:
        run(st, "0 up")
    assert caught.value.code == "not_your_turn" and caught.value.section == 9


def test_section9_pasado_counts_free_comodines_as_one() -> None:
    st = position(["1b 2b 3b", "7o 12e 12c"], "11b 6o")
    run(st, "0 baciga", "1 paso", "0 stand", "1 up")
    assert st.total_of(1) == 31 and st.stops[1] is None
    run(st, "1 up")
    assert st.stops[1] is Stop.PASADO


def test_section9_pasado_is_announced_without_turning_up_the_tapada() -> None:
    st = position(["1b 2b 3b", "10o 11c 5e"], "10e 11o 12o")
    run(st, "0 baciga", "1 paso", "0 stand", "1 tapar 5e", "1 up")
    assert st.stops[1] is Stop.PASADO and st.phase is Phase.DEAL
    # the deal is over, so everything is counted: the last player's tapada is turned up
    assert observe(st, 0).table[1].shown[-1] in cards("5e 10e")


def test_section9_a_pasado_before_the_postre_keeps_his_tapada_hidden() -> None:
    st = position(["10o 11c 5e", "1b 2b 3b"], "10e 4c")
    run(st, "0 paso 5e", "1 baciga", "0 tapar 11c", "0 up", "0 up")
    assert st.total_of(0) == 34 and st.stops[0] is Stop.PASADO and st.to_act == 1
    seen = observe(st, 1).table[0]
    assert seen.tapada and seen.shown == cards("10o 10e 4c") and seen.stop is Stop.PASADO
    run(st, "1 stand")
    assert set(observe(st, 1).table[0].shown) == set(cards("10o 10e 4c 11c"))


def test_section9_standing_fixes_free_comodines_never_over_31() -> None:
    st = position(["1b 2b 3b", "7o 12e 12c"], "11b 6o")
    run(st, "0 baciga", "1 paso", "0 stand", "1 up")
    legal = st.legal_actions()
    assert action("1 stand 7o=1") in legal and action("1 stand 7o=2") not in legal
    with pytest.raises(BacigaError) as caught:
        run(st, "1 stand 7o=12")
    assert caught.value.code == "bad_fix" and caught.value.total == 40
    run(st, "1 stand 7o=1")
    assert st.total_of(1) == 31 and credited(st)[-2:] == [(1, "pairs", 1), (1, "las_31", 2)]


def test_section9_a_player_may_stand_without_asking_for_a_card() -> None:
    st = position(["1b 2b 3b", "10o 11c 5e"])
    run(st, "0 baciga", "1 paso", "0 stand", "1 stand")
    assert st.stops == (Stop.STOOD, Stop.STOOD) and st.punto == 1


def test_section9_las_cosas_win_the_game_at_once() -> None:
    st = position(["1b 2b 3b", "5o 5c 7c"], "5e 10o")
    run(st, "0 baciga", "1 paso", "0 stand", "1 up")
    assert st.stops[1] is Stop.COSAS and st.is_over and st.winner() == 1
    assert st.ended is Ended.COSAS and credited(st) == [(0, "baciga", 2)]


def test_section9_las_cosas_on_a_card_over_31_still_win() -> None:
    st = position(["1b 2b 3b", "12o 12e 12c"], "12b")
    run(st, "0 baciga", "1 paso", "0 stand", "1 up")
    assert st.total_of(1) == 40 and st.stops[1] is Stop.COSAS and st.winner() == 1


def test_section9_with_cosas_beats_pasado_off_a_card_over_31_is_pasado() -> None:
    st = position(["1b 2b 3b", "12o 12e 12c"], "12b", cosas_beats_pasado=False)
    run(st, "0 baciga", "1 paso", "0 stand", "1 up")
    assert st.stops[1] is Stop.PASADO and not st.is_over


def test_section9_a_fixed_comodin_counts_for_las_cosas_only_as_its_rank() -> None:
    st = position(["2e 3c 7o", "12o 12e 4c"], "3b 3o")
    run(st, "0 baciga 7o=2", "1 paso", "0 up", "0 up")
    assert st.stops[0] is None  # 2 3 2 3 3: no four
    st = position(["2e 3c 7o", "12o 12e 4c"], "3b 3o")
    run(st, "0 baciga 7o=3", "1 paso", "0 up", "0 up")
    assert st.stops[0] is Stop.COSAS


def test_section9_an_empty_stock_refuses_a_draw() -> None:
    st = position(["1b 2b 3b", "10o 11c 5e"])
    run(st, "0 baciga", "1 paso", "0 stand")
    st.top = len(st.pile)
    assert not any(a.kind is Kind.DRAW for a in st.legal_actions())
    with pytest.raises(BacigaError) as caught:
        run(st, "1 up")
    assert caught.value.code == "stock_empty"


def test_section9_after_the_postre_every_card_is_turned_up() -> None:
    st = position(["1b 2b 3b", "10o 11c 5e"], "4o")
    run(st, "0 baciga", "1 paso", "0 stand", "1 tapar 5e")
    assert observe(st, 0).table[1].shown == cards("10o 11c")
    run(st, "1 up", "1 stand")
    assert set(observe(st, 0).table[1].shown) == set(cards("10o 11c 5e 4o"))
