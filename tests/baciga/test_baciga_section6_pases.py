"""Section 6: the pase (cards under the stock in speaking order, replacements from the top in
order of play), the cut talk whose passes are void, `max_talks`."""

from __future__ import annotations

import pytest
from baciga_positions import action, cards, credited, position, run

from zanga_desktop.games.baciga.rules import BacigaError, Phase, Stop, Word


def test_section6_a_pase_puts_the_cards_under_the_stock_and_deals_replacements() -> None:
    st = position(["2e 3c 10o", "12o 12e 4c"], "5b 6b 1e")
    run(st, "0 paso 10o 3c", "1 paso 4c")
    assert st.hands[0] == cards("2e 5b 6b") and st.hands[1] == cards("12o 12e 1e")
    assert len(st.stock) == 34
    assert st.stock[-3:] == cards("10o 3c 4c")
    assert st.talk == 2 and st.to_act == 0 and st.phase is Phase.TALK


@pytest.mark.parametrize("seats", [2, 4])
def test_section6_the_stock_keeps_its_size_through_pases(seats: int) -> None:
    hands = ["2e 3c 10o", "12o 12e 4c", "5o 5c 6e", "1b 2b 3b"][:seats]
    st = position(hands, dealer=seats - 1)
    for _ in range(8):
        for p in range(seats):
            seat = st.to_act
            assert seat is not None
            held = st.hands[seat]
            run(st, f"{seat} paso {' '.join(str(c) for c in held[:1 + p % 3])}")
        assert len(st.stock) == 40 - 3 * seats
        assert all(len(h) == 3 for h in st.hands)
    assert st.talk == 9  # no limit to the number of talks


def test_section6_the_first_speakers_first_card_comes_off_first_after_the_stock() -> None:
    st = position(["2e 3c 10o", "12o 12e 4c"])
    run(st, "0 paso 10o 3c 2e", "1 paso 4c 12e 12o")
    first = st.stock[-6:]
    assert first == cards("10o 3c 2e 4c 12e 12o")
    # five more talks of three cards each take the 28 other cards of the stock ...
    for _ in range(4):
        run(st, f"0 paso {' '.join(map(str, st.hands[0]))}",
            f"1 paso {' '.join(map(str, st.hands[1]))}")
    # 34 - 6 * 5 = 4 cards of the stock came first, then the first passed cards
    run(st, f"0 paso {' '.join(map(str, st.hands[0]))}",
        f"1 paso {' '.join(map(str, st.hands[1]))}")
    assert st.hands[1][1:] == cards("10o 3c")


def test_section6_a_cut_loses_the_passed_cards_and_a_passer_may_have_none() -> None:
    st = position(["2e 3c 10o", "1o 2o 3e"], "10b 10c 10e 12b")
    run(st, "0 paso 2e 3c 10o", "1 baciga")
    assert st.hands[0] == () and st.stock[-3:] == cards("2e 3c 10o")
    assert st.phase is Phase.DRAW and st.to_act == 0
    assert credited(st) == [(1, "baciga", 2)]
    run(st, "0 stand")  # stands on 0
    run(st, "1 up", "1 up")
    assert st.total_of(1) == 26
    run(st, "1 up")
    assert st.stops[1] is Stop.PASADO
    assert credited(st)[-2:] == [(1, "pasado", -1), (0, "punto", 1)]


def test_section6_max_talks_the_postre_of_the_last_talk_may_not_pass() -> None:
    st = position(["2e 3c 10o", "12o 12e 4c"], max_talks=2)
    run(st, "0 paso 10o", "1 paso 4c", "0 paso 2e")
    assert not any(a.value is Word.PASO for a in st.legal_actions())
    with pytest.raises(BacigaError) as caught:
        st.apply(action("1 paso 12e"))
    assert caught.value.code == "must_cut" and caught.value.section == 6
    run(st, "1 cartas")
    assert st.phase is Phase.DRAW


def test_section6_max_talks_lets_the_postre_pass_when_the_talk_is_already_cut() -> None:
    st = position(["2e 3c 10o", "12o 12e 4c"], max_talks=2)
    run(st, "0 paso 10o", "1 paso 4c", "0 cartas", "1 paso")
    assert st.phase is Phase.DRAW
