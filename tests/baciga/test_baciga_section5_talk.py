"""Section 5: the talk: paso laying 1 to 3 cards down, báciga, bacigote, cartas, the cut."""

from __future__ import annotations

import pytest
from baciga_positions import action, cards, position, run

from zanga_desktop.games.baciga.rules import BacigaError, Kind, Phase, Word, observe


def _code(st: object, move: str) -> str:
    with pytest.raises(BacigaError) as caught:
        st.apply(action(move))  # type: ignore[attr-defined]
    return caught.value.code


def test_section5_each_speaks_once_from_el_mano_to_the_right() -> None:
    st = position(["2e 3c 4o", "12o 12e 4c", "5o 5c 6e", "1b 2b 3b"], dealer=1)
    assert st.to_act == 2
    run(st, "2 paso 6e")
    assert st.to_act == 3
    assert _code(st, "0 paso 12o") == "not_your_turn"
    run(st, "3 paso 3b", "0 paso 4o")
    assert st.to_act == 1
    run(st, "1 paso 4c")
    assert st.talk == 2 and st.to_act == 2


def test_section5_a_paso_lays_one_to_three_cards_and_any_order_is_an_action() -> None:
    st = position(["2e 3c 10o", "12o 12e 4c"])
    pasos = [a for a in st.legal_actions() if a.value is Word.PASO]
    assert len(pasos) == 3 + 6 + 6
    assert {len(a.discard or ()) for a in pasos} == {1, 2, 3}
    assert _code(st, "0 paso []") == "bad_discard"
    assert _code(st, "0 paso") == "bad_discard"
    assert _code(st, "0 paso 2e 2e") == "bad_discard"
    assert _code(st, "0 paso 5b") == "card_not_held"
    run(st, "0 paso 10o 2e 3c")
    assert st.hands[0] == ()


def test_section5_with_pass_min_discard_0_a_player_may_pass_and_keep_his_hand() -> None:
    st = position(["2e 3c 10o", "12o 12e 4c"], pass_min_discard=0)
    assert action("0 paso []") in st.legal_actions()
    run(st, "0 paso []", "1 paso 4c")
    assert st.hands[0] == cards("2e 3c 10o") and st.talk == 2


def test_section5_baciga_is_three_cards_of_nine_or_less() -> None:
    st = position(["2e 3c 5o", "1o 2o 6c"])
    assert not any(a.value is Word.BACIGA for a in st.legal_actions())
    with pytest.raises(BacigaError) as caught:
        run(st, "0 baciga")
    assert caught.value.code == "false_baciga" and caught.value.total == 10
    assert caught.value.section == 8 and caught.value.article == "8"
    run(st, "0 paso 5o", "1 baciga")
    assert st.cut is Word.BACIGA and st.bacigas == (1,)


def test_section5_bacigote_is_three_equal_cards_comodines_completing_it() -> None:
    st = position(["5e 5c 7o", "12o 11e 10c"])
    assert action("0 bacigote 7o=5") in st.legal_actions()
    assert _code(st, "0 bacigote 7o=4") == "false_bacigote"
    run(st, "0 paso 7o")
    assert _code(st, "1 bacigote") == "false_bacigote"


def test_section5_singing_is_optional() -> None:
    st = position(["1e 2c 3o", "12o 12e 4c"])
    assert action("0 baciga") in st.legal_actions()
    assert action("0 paso 3o") in st.legal_actions()


def test_section5_cartas_only_from_the_second_talk() -> None:
    st = position(["2e 3c 10o", "12o 12e 4c"])
    assert not any(a.value is Word.CARTAS for a in st.legal_actions())
    assert _code(st, "0 cartas") == "cartas_not_allowed"
    run(st, "0 paso 10o", "1 paso 4c")
    assert action("0 cartas") in st.legal_actions()
    run(st, "0 cartas")
    assert st.cut is Word.CARTAS


def test_section5_after_the_cut_later_speakers_pass_with_nothing_or_sing_but_not_cartas(
        ) -> None:
    st = position(["2e 3c 10o", "12o 12e 4c", "5o 5c 6e", "1b 2b 3b"])
    run(st, "0 paso 10o", "1 paso 4c", "2 paso 6e", "3 paso 3b")
    run(st, "0 cartas")
    legal = st.legal_actions()
    assert action("1 paso") in legal
    assert not any(a.discard for a in legal) and action("1 cartas") not in legal
    assert _code(st, "1 cartas") == "cartas_not_allowed"
    held = st.hands[1]
    with pytest.raises(BacigaError) as caught:
        st.apply(action(f"1 paso {held[0]}"))
    assert caught.value.code == "bad_discard"
    run(st, "1 paso")
    assert st.hands[1] == held  # nothing laid down after the cut
    run(st, "2 paso", "3 baciga")
    # báciga after cartas: the talk is cut by the báciga now; the draw begins
    assert st.cut is Word.BACIGA and st.phase is Phase.DRAW


def test_section5_those_who_passed_before_the_cut_do_not_speak_again() -> None:
    st = position(["2e 3c 10o", "1o 2o 3e", "5o 5c 6e", "1b 2b 4b"])
    run(st, "0 paso 10o", "1 baciga", "2 paso", "3 baciga")
    assert st.phase is Phase.DRAW and st.to_act == 0
    assert st.hands[0] == cards("2e 3c")


def test_section5_how_many_cards_a_passer_laid_down_is_public_which_is_not() -> None:
    st = position(["2e 3c 10o", "12o 12e 4c"])
    run(st, "0 paso 10o 3c")
    seen = observe(st, 1)
    assert seen.talks[-1][0].laid == 2
    mine = observe(st, 0)
    assert mine.seen[0].discard == cards("10o 3c")
    assert seen.seen[0].to_json()["discard"] == ["xx", "xx"]
    assert seen.seen[0].kind is Kind.SAY


def test_section5_the_wrong_kind_of_action_and_unknown_words_are_refused() -> None:
    st = position(["2e 3c 10o", "12o 12e 4c"])
    assert _code(st, "0 up") == "unexpected_action"
    assert _code(st, "0 stand") == "unexpected_action"
    assert _code(st, "0 tapar 2e") == "unexpected_action"
    from zanga_desktop.games.baciga.rules import Action, Unknown

    with pytest.raises(BacigaError) as caught:
        st.apply(Action(0, Kind.SAY, Unknown("quizas")))
    assert caught.value.code == "bad_value"
    assert _code(st, "0 cartas 7o=3") == "cartas_not_allowed"
