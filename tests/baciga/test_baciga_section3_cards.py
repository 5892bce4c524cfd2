"""Section 3: values, the as, the comodines free and fixed (and section 9's pasado test)."""

from __future__ import annotations

import pytest
from baciga_positions import action, cards, credited, position, run

from zanga_desktop.games.baciga.rules import BacigaError, Phase, Stop
from zanga_desktop.games.baciga.rules.cards import (
    baciga_fixes,
    best_pairs,
    has_cosas,
    total,
    value,
)


def test_section3_values_are_printed_and_figures_count_ten() -> None:
    assert [value(r) for r in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)] == [1, 2, 3, 4, 5, 6, 7, 10,
                                                                      10, 10]
    assert value(1, as_value=11) == 11
    assert total(cards("12o 11c 10e")) == 30


def test_section3_a_free_comodin_counts_one_for_the_pasado_test_two_with_the_as_at_11() -> None:
    assert total(cards("7o 12e 11b")) == 21
    assert total(cards("7o 7c 12e")) == 12
    assert total(cards("7o 12e"), as_value=11) == 12
    fixed = ((cards("7o")[0], 12),)
    assert total(cards("7o 12e 11b"), fixed) == 30


def test_section3_a_fixed_comodin_keeps_its_rank_and_fixed_to_7_is_an_ordinary_7() -> None:
    seven = ((cards("7o")[0], 7),)
    assert total(cards("7o 7e"), seven) == 14
    assert not has_cosas(cards("7o 5c 5e 5b"), ((cards("7o")[0], 4),))
    assert has_cosas(cards("7o 5c 5e 5b"))  # free: any rank
    assert has_cosas(cards("7o 7c 3c 3e"))
    assert not has_cosas(cards("7o 7c 3c 4e"))


def test_section3_a_baciga_singer_fixes_his_comodines_at_the_cante() -> None:
    st = position(["2e 3c 7o", "12o 12e 4c"], "10b 6o 7b")
    with pytest.raises(BacigaError) as caught:
        run(st, "0 baciga")
    assert caught.value.code == "bad_fix" and caught.value.card == cards("7o")[0]
    run(st, "0 baciga 7o=3")
    assert st.fixes[0] == ((cards("7o")[0], 3),)


def test_section3_the_comodines_a_baciga_may_be_fixed_to_keep_it_at_nine_or_less() -> None:
    fixes = baciga_fixes(cards("2e 3c 7o"))
    assert sorted(r for ((_, r),) in fixes) == [1, 2, 3, 4]
    assert baciga_fixes(cards("2e 3c 4o")) == [()]
    assert baciga_fixes(cards("2e 3c 6o")) == []


def test_section3_a_comodin_a_baciga_singer_draws_later_is_free_until_his_stop() -> None:
    st = position(["2e 3c 7o", "12o 12e 4c"], "7c 12b")
    run(st, "0 baciga 7o=3", "1 paso", "0 up")
    assert st.hands[0][-1] == cards("7c")[0]
    assert st.total_of(0) == 9  # 2 + 3 + 3 + the free 7c at 1
    with pytest.raises(BacigaError) as caught:
        run(st, "0 stand")
    assert caught.value.code == "bad_fix"
    run(st, "0 stand 7c=12")
    assert dict(st.fixes[0])[cards("7c")[0]] == 12


def test_section3_with_the_as_at_11_a_hand_over_31_is_pasado_at_once_when_his_turn_comes(
        ) -> None:
    st = position(["1o 1c 6e", "2e 3b 4b"], "10e 5b", as_value=11)
    run(st, "0 paso 6e", "1 paso 4b")
    assert st.hands[0] == cards("1o 1c 10e") and st.hands[1] == cards("2e 3b 5b")
    assert st.total_of(0) == 32
    run(st, "0 cartas", "1 paso")
    # seat 0's turn came: pasado at once, without a move; seat 1 is to draw
    assert st.stops[0] is Stop.PASADO and st.to_act == 1
    assert credited(st) == [(0, "pasado", -1)]
    run(st, "1 stand")
    assert credited(st)[-1] == (1, "punto", 1)
    assert st.phase is Phase.DEAL


def test_section3_best_pairs_fixes_free_comodines_within_31() -> None:
    seven = cards("7o")[0]
    assert best_pairs(cards("7o 12b 12e")) == (3, ((seven, 12),))
    # a rey would take 12b 12e 2c to 32: the comodín pairs the 2 instead
    assert best_pairs(cards("7o 12b 12e 2c")) == (2, ((seven, 2),))
    # nothing pairs within 31 but the reyes; among equals the highest total (31 with an as)
    assert best_pairs(cards("7o 12b 12e 10c")) == (1, ((seven, 1),))
    assert best_pairs(cards("7o 12b 12e 10c"), limit=None)[0] == 3
    assert action("0 stand 7o=5").fix == ((seven, 5),)
