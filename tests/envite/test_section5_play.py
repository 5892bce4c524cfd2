"""Section 5: arrastre and the exempt top card, plain-suit following, the matador sentence,
the option `must_overtrump`, who leads, and the end of the hand."""

from __future__ import annotations

import pytest
from envite_positions import action, cards, position, run

from zanga_desktop.games.envite.rules import EnviteError, Phase


def refused(state: object, move: str) -> EnviteError:
    with pytest.raises(EnviteError) as caught:
        state.apply(action(move))  # type: ignore[attr-defined]
    return caught.value


def test_section5_arrastre_must_be_served_with_any_triunfo() -> None:
    st = position("4c", ["3c 5e 6e", "7c 12e 1o", "5o 6o 7o", "2e 3e 4e"], dealer=3)
    run(st, "0 play 3c")
    assert st.legal_cards(1) == cards("7c")
    err = refused(st, "1 play 12e")
    assert (err.code, err.section, err.seat) == ("must_follow_trump", 5, 1)
    assert "7c" in err.message and "12e" in err.message
    run(st, "1 play 7c")
    assert st.legal_cards(2) == cards("5o 6o 7o")  # no triunfo: anything


def test_section5_the_top_card_alone_need_not_serve_but_others_must() -> None:
    st = position("4c", ["3c 5e 6e", "2c 12e 1o", "2o 12c 7o", "2e 3e 4e"], dealer=3)
    run(st, "0 play 3c")
    assert set(st.legal_cards(1)) == set(cards("2c 12e 1o"))
    run(st, "1 play 12e")
    # holding the top card and another triunfo: one of the triunfos (the top one will do)
    st2 = position("4c", ["3c 5e 6e", "2c 12c 1o", "2o 3o 7o", "2e 3e 4e"], dealer=3)
    run(st2, "0 play 3c")
    assert set(st2.legal_cards(1)) == set(cards("2c 12c"))


def test_section5_a_matador_led_is_an_arrastre_not_its_printed_suit() -> None:
    # n = 3, copas virado: 3b is a matador; bastos need not be followed, a triunfo must
    hands = ["3b 5e 6e", "4b 12e 1o", "7c 5b 2o", "2e 3e 4e", "5o 6o 7o", "1e 6b 7e"]
    st = position("4c", hands, dealer=5)
    run(st, "0 play 3b")
    assert set(st.legal_cards(1)) == set(cards("4b 12e 1o"))
    run(st, "1 play 12e")
    assert st.legal_cards(2) == cards("7c")
    assert refused(st, "2 play 5b").code == "must_follow_trump"


def test_section5_non_top_matadores_must_serve_any_arrastre() -> None:
    # n = 3, copas virado: 11b (a matador, not the top card) must serve a copas arrastre
    hands = ["3c 5e 6e", "11b 12e 1o", "2o 3o 11o", "2e 3e 4e", "5o 6o 7o", "1e 6b 7e"]
    st = position("4c", hands, dealer=5)
    run(st, "0 play 3c")
    assert st.legal_cards(1) == cards("11b")
    # while the top matador alone is exempt
    hands[1] = "3b 12e 1o"
    st = position("4c", hands, dealer=5)
    run(st, "0 play 3c")
    assert set(st.legal_cards(1)) == set(cards("3b 12e 1o"))


def test_section5_a_plain_suit_led_the_suit_or_a_triunfo() -> None:
    st = position("4c", ["12o 2c 5e", "3o 7c 12e", "1o 11e 4b", "6c 3c 7b"], dealer=3)
    run(st, "0 play 12o")
    assert set(st.legal_cards(1)) == set(cards("3o 7c"))
    err = refused(st, "1 play 12e")
    assert err.code == "must_follow_suit"
    assert err.message == ("Seat 1 played 12e, but oros was led and he holds 3o; he must play "
                           "that suit or a triunfo.")


def test_section5_a_matador_printed_in_the_suit_led_is_not_that_suit() -> None:
    # n = 3, copas virado: 11b is a triunfo, so a player with no other bastos may play anything
    hands = ["4b 5e 6e", "11b 12e 1o", "2o 3o 11o", "2e 3e 4e", "5o 6o 7o", "1e 6b 7e"]
    st = position("4c", hands, dealer=5)
    run(st, "0 play 4b")
    assert set(st.legal_cards(1)) == set(cards("11b 12e 1o"))


def test_section5_no_duty_to_beat_or_trump_by_default() -> None:
    st = position("4c", ["12o 2c 5e", "3o 7c 12e", "1e 11e 4b", "6c 3c 7b"], dealer=3)
    run(st, "0 play 12o", "1 play 3o")
    assert set(st.legal_cards(2)) == set(cards("1e 11e 4b"))


def test_section5_must_overtrump_option() -> None:
    hands = ["12o 2c 5e", "3e 7c 12e", "1e 11e 4b", "6c 3c 7b"]
    st = position("4c", hands, dealer=3, must_overtrump=True)
    run(st, "0 play 12o")
    # seat 1 has no oros, team 0 is winning, his partner seat 3 plays after him: free
    assert set(st.legal_cards(1)) == set(cards("3e 7c 12e"))
    run(st, "1 play 3e", "2 play 1e")
    # seat 3: no oros, team 0 winning, last to play: he must take it with a triunfo
    assert set(st.legal_cards(3)) == set(cards("6c 3c"))
    err = refused(st, "3 play 7b")
    assert err.code == "must_overtrump"
    st = position("4c", hands, dealer=3, must_overtrump=True)
    run(st, "0 play 12o", "1 play 7c", "2 play 1e")
    assert set(st.legal_cards(3)) == set(cards("6c 3c 7b"))  # his team is winning


def test_section5_must_overtrump_never_forces_the_exempt_card() -> None:
    hands = ["12o 3c 5e", "3e 4e 12e", "1e 11e 4b", "2c 5b 7b"]
    st = position("4c", hands, dealer=3, must_overtrump=True)
    run(st, "0 play 12o", "1 play 3e", "2 play 1e")
    assert set(st.legal_cards(3)) == set(cards("2c 5b 7b"))


def test_section5_the_winner_of_a_trick_leads_the_next() -> None:
    st = position("4c", ["12o 2c 5e", "3o 7c 12e", "1o 11e 4b", "6c 3c 7b"], dealer=3)
    run(st, "0 play 12o", "1 play 3o", "2 play 1o", "3 play 6c")
    assert st.turn == 3 and st.leader == 3
    err = refused(st, "0 play 2c")
    assert err.code == "not_your_turn"


def test_section5_play_stops_at_two_tricks_unless_play_out_third() -> None:
    hands = ["12o 2c 5e", "3o 7c 12e", "1o 11e 4b", "6c 3c 7b"]
    moves = ("0 play 12o", "1 play 3o", "2 play 1o", "3 play 6c",
             "3 play 3c", "0 play 5e", "1 play 7c", "2 play 11e")
    st = position("4c", hands, dealer=3)
    run(st, *moves)
    assert st.phase is Phase.DEAL and len(st.results) == 1
    st = position("4c", hands, dealer=3, play_out_third=True)
    run(st, *moves)
    assert st.phase is Phase.PLAY and st.turn == 1
    assert refused(st, "1 bet 3").code == "bet_not_allowed"  # decided: no bets
    run(st, "1 play 12e", "2 play 4b", "3 play 7b", "0 play 2c")
    assert st.results[-1].tricks == (1, 2) and st.results[-1].winner == 1


def test_section5_card_not_held() -> None:
    st = position("4c", ["12o 2c 5e", "3o 7c 12e", "1o 11e 4b", "6c 3c 7b"], dealer=3)
    err = refused(st, "0 play 1e")
    assert err.code == "card_not_held" and err.seat == 0
