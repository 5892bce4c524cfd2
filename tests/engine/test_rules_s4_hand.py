"""Section 4: dealer, mano and pie, speaking, the zanga, the nombrado and trumps."""

from __future__ import annotations

import pytest
from deals import deal_of
from positions import cards, game_at, play_in_order, refused, run

from zanga_desktop.games.zanga.rules import Deal, GameState, Phase, Suit, Word
from zanga_desktop.games.zanga.rules.errors import IllegalActionError

# ---------------------------------------------------------------- dealer, mano, pie


def test_section4_deal_passes_to_the_right_after_every_hand() -> None:
    state = game_at({0: "1e 7o 1b 1o 12o 11o 10o 2o"}, dealer=3)
    run(state, "0 say juego", "1 say paso", "2 say paso", "3 say paso", "0 trump o")
    while state.phase is Phase.PLAY:
        state.apply(state.legal_actions()[0])
    assert state.expected_dealer() == 0
    with pytest.raises(IllegalActionError) as err:
        state.start_hand(1, state.deal)  # type: ignore[arg-type]
    assert err.value.code == "wrong_dealer"


def test_art17_mano_is_the_dealers_right_after_the_first_hand() -> None:
    for dealer in range(4):
        state = game_at(dealer=dealer, first_hand=False)
        assert state.mano == (dealer + 1) % 4
        assert state.pie == dealer  # the seat before the mano
        assert state.to_act == state.mano


def test_art16_first_hand_mano_holds_the_seven_of_espadas() -> None:
    state = game_at({2: "7e"}, dealer=0, first_hand=True)
    assert state.mano == 2 and state.pie == 1


def test_art16_else_the_six_down_to_the_three() -> None:
    state = game_at({3: "6e", "zanga": "7e"}, dealer=0, first_hand=True)
    assert state.mano == 3
    state = game_at({1: "3e", "zanga": "7e 6e 5e 4e"}, dealer=0, first_hand=True)
    assert state.mano == 1


def test_art16_no_seven_to_three_of_espadas_dealt_means_the_same_dealer_deals_again() -> None:
    state = game_at({"zanga": "7e 6e 5e 4e 3e"}, dealer=2, first_hand=True)
    assert state.phase is Phase.DEAL
    result = state.last_result
    assert result is not None and result.redeal and result.mano is None
    assert result.result is None and result.nombrado is None
    assert state.expected_dealer() == 2 and state.first_hand
    assert state.vales == (16, 16) and state.pot == 0


def test_art16_seven_of_espadas_rule_only_in_the_first_hand() -> None:
    state = game_at({2: "7e"}, dealer=0, first_hand=False)
    assert state.mano == 1


# ---------------------------------------------------------------- stakes


def test_art19_40_mano_puts_four_whatever_he_says_and_five_if_he_passes() -> None:
    state = run(game_at(), "0 say juego")
    assert state.vales == (12, 16) and state.pot == 4
    state = run(game_at(), "0 say paso")
    assert state.vales == (11, 16) and state.pot == 5


def test_art41_a_pass_costs_one_vale() -> None:
    state = run(game_at(), "0 say juego", "1 say paso", "2 say paso")
    assert state.vales == (11, 15) and state.pot == 6


def test_art40_a_payment_is_capped_at_what_the_team_has() -> None:
    state = run(game_at(vales=(3, 27), pot=2), "0 say juego")
    assert state.vales == (0, 27) and state.pot == 5


# ---------------------------------------------------------------- declarations


def test_art18_juego_only_while_nobody_has_declared() -> None:
    state = run(game_at(), "0 say juego")
    err = refused(state, "1 say juego")
    assert err.code == "bad_declaration" and "seat 0" in err.message


def test_art54_no_plain_solo_over_a_standing_juego_in_the_manual() -> None:
    state = run(game_at(), "0 say juego")
    err = refused(state, "1 say solo")
    assert err.code == "bad_declaration" and err.article == 54
    assert "mandar solo" in err.message
    assert refused(state, "1 say juego").code == "bad_declaration"
    assert state.legal_words(1) == [Word.PASO, Word.MANDAR_SOLO]
    run(state, "1 say paso")
    partner = refused(state, "2 say solo")  # his partner neither, and may not order one
    assert partner.code == "bad_declaration" and "mandar solo" not in partner.message


def test_art26_a_refused_solo_offers_mandar_solo_only_while_it_may_still_be_said() -> None:
    state = run(game_at(), "0 say juego", "1 say mandar_solo", "0 answer acepto")
    err = refused(state, "2 say solo")  # a solo stands: no ordering one now
    assert err.code == "bad_declaration" and "mandar solo" not in err.message


def test_art54_solo_while_every_earlier_speaker_passed() -> None:
    state = run(game_at(), "0 say paso", "1 say paso", "2 say solo")
    assert state.solo_seat == 2
    assert refused(state, "3 say solo").code == "bad_declaration"
    assert refused(state, "3 say juego").code == "bad_declaration"
    run(state, "3 say paso")
    assert state.nombrado == 2 and state.out_seat == 0 and state.phase is Phase.TRUMP


def test_art54_the_mano_may_open_with_solo() -> None:
    state = run(game_at(), "0 say solo", "1 say paso", "2 say paso", "3 say paso")
    assert state.nombrado == 0 and state.out_seat == 2


def test_section10_solo_over_juego_option_lets_a_solo_override_a_juego() -> None:
    state = run(game_at(solo_over_juego=True), "0 say juego", "1 say solo")
    assert state.solo_seat == 1
    assert refused(state, "2 say solo").code == "bad_declaration"
    run(state, "2 say paso", "3 say paso")
    assert state.nombrado == 1 and state.out_seat == 3


def test_section4_nombrado_is_the_last_to_say_juego_or_solo() -> None:
    state = run(game_at(), "0 say paso", "1 say juego", "2 say paso", "3 say paso")
    assert state.nombrado == 1 and state.to_act == 1 and state.out_seat is None


def test_speaking_out_of_turn_is_refused() -> None:
    state = game_at()
    err = refused(state, "2 say juego")
    assert err.code == "not_your_turn" and err.article is None


def test_art26_mandar_solo_acepto_the_juego_player_plays_solo() -> None:
    state = run(game_at(), "0 say juego", "1 say mandar_solo")
    assert state.phase is Phase.ANSWER and state.to_act == 0
    assert state.vales == (12, 16) and state.pot == 4  # ordering costs nothing
    run(state, "0 answer acepto")
    assert state.phase is Phase.SPEAKING and state.to_act == 2
    assert state.legal_words(2) == [Word.PASO]  # a solo stands: the others can only pass
    run(state, "2 say paso", "3 say paso")
    assert state.nombrado == 0 and state.solo_seat == 0 and state.out_seat == 2


def test_art26_mandar_solo_no_the_orderer_plays_solo() -> None:
    state = run(game_at(), "0 say juego", "1 say mandar_solo", "0 answer no")
    assert state.solo_seat == 1 and state.phase is Phase.SPEAKING and state.to_act == 2
    assert state.legal_words(2) == [Word.PASO] and state.legal_words(3) == [Word.PASO]
    run(state, "2 say paso", "3 say paso")
    assert state.nombrado == 1 and state.out_seat == 3 and state.to_act == 1
    assert state.phase is Phase.TRUMP
    assert state.vales == (11, 15) and state.pot == 6  # the two later passes paid


def test_art20_ordering_is_a_bid_no_answer_keeps_the_juego_with_the_partner() -> None:
    for answer, solo in (("acepto", 2), ("no", 3)):
        state = run(game_at(), "0 say paso", "1 say paso", "2 say juego", "3 say mandar_solo",
                    f"2 answer {answer}")
        assert state.phase is Phase.TRUMP  # the pie ordered: nobody is left to speak
        assert state.solo_seat == solo and state.nombrado == solo
        assert state.out_seat == (solo + 2) % 4


def test_art26_mandar_solo_once_a_hand() -> None:
    state = run(game_at(), "0 say juego", "1 say mandar_solo", "0 answer acepto", "2 say paso")
    assert Word.MANDAR_SOLO not in state.legal_words(3)
    assert refused(state, "3 say mandar_solo").code == "bad_declaration"


def test_art26_mandar_solo_only_by_an_opponent_of_the_juego_and_not_over_a_solo() -> None:
    state = run(game_at(), "0 say juego", "1 say paso")
    assert refused(state, "2 say mandar_solo").code == "bad_declaration"  # his partner
    state = run(game_at(), "0 say paso")
    assert refused(state, "1 say mandar_solo").article == 26  # no juego stands
    state = run(game_at(), "0 say solo")
    assert refused(state, "1 say mandar_solo").code == "bad_declaration"


def test_answer_is_only_asked_after_mandar_solo() -> None:
    state = game_at()
    assert refused(state, "0 answer acepto").code == "unexpected_action"


# ---------------------------------------------------------------- Art. 42


def test_art42_broke_player_must_declare_when_nobody_plays_for_his_team() -> None:
    state = run(game_at(vales=(4, 26), pot=2), "0 say juego", "1 say paso", "2 say paso",
                "3 say paso")
    assert state.vales == (0, 24)
    state = game_at(vales=(0, 30), pot=2, dealer=0)  # mano seat 1
    run(state, "1 say paso")
    assert state.legal_words(2) == [Word.JUEGO, Word.SOLO]
    err = refused(state, "2 say paso")
    assert err.code == "pass_without_vales" and err.article == 42


def test_art42_mano_is_broke_after_paying_his_four() -> None:
    state = game_at(vales=(4, 26), pot=2)  # mano seat 0: his 4 leave the team with none
    assert Word.PASO not in state.legal_words(0)
    assert refused(state, "0 say paso").code == "pass_without_vales"


def test_art42_broke_player_must_order_a_solo_against_an_opponents_juego() -> None:
    state = game_at(vales=(20, 0), pot=12)  # mano seat 0 (team 0); seat 1 broke
    run(state, "0 say juego")
    assert state.legal_words(1) == [Word.MANDAR_SOLO]
    err = refused(state, "1 say paso")
    assert err.code == "pass_without_vales" and "mandar_solo" in err.message
    assert refused(state, "1 say solo").article == 54
    run(state, "1 say mandar_solo", "0 answer no")
    assert state.solo_seat == 1  # his team plays: he plays the solo himself


def test_art42_broke_player_with_nothing_he_may_say_passes_for_nothing() -> None:
    state = game_at(vales=(20, 0), pot=12, mandar_solo=False)
    run(state, "0 say juego")
    assert state.legal_words(1) == [Word.PASO]
    run(state, "1 say paso")
    assert state.vales == (16, 0) and state.pot == 16


def test_art42_broke_player_may_pass_free_when_his_partner_plays() -> None:
    state = game_at(vales=(0, 30), pot=2, dealer=0)
    run(state, "1 say paso", "2 say juego", "3 say paso")
    assert Word.PASO in state.legal_words(0)
    before = state.vales
    run(state, "0 say paso")
    assert state.vales == before  # paying nothing


# ---------------------------------------------------------------- the pie and the zanga


def test_art21_pie_must_play_after_three_passes() -> None:
    state = run(game_at(), "0 say paso", "1 say paso", "2 say paso")
    assert state.legal_words(3) == [Word.JUEGO, Word.SOLO, Word.ZANGA]
    err = refused(state, "3 say paso")
    assert err.code == "bad_declaration" and err.article == 21


def test_art21_zanga_only_for_the_pie_after_three_passes() -> None:
    state = game_at()
    assert refused(state, "0 say zanga").code == "bad_declaration"
    state = run(game_at(), "0 say juego", "1 say paso", "2 say paso")
    assert refused(state, "3 say zanga").code == "bad_declaration"


def test_art21_24_zanga_costs_one_to_the_pot_and_builds_the_fianza() -> None:
    state = run(game_at(), "0 say paso", "1 say paso", "2 say paso")
    assert (state.vales, state.pot) == ((10, 15), 7)
    run(state, "3 say zanga")
    assert state.vales == (8, 12) and state.pot == 8 and state.fianza == 4
    assert state.phase is Phase.KEEP and state.to_act == 3 and state.nombrado == 3


def test_art24_opponents_short_of_vales_add_what_they_have() -> None:
    state = game_at(vales=(6, 20), pot=6)
    run(state, "0 say paso", "1 say paso", "2 say paso")
    assert state.vales == (0, 19)
    run(state, "3 say zanga")
    assert state.vales == (0, 16) and state.fianza == 2 and state.pot == 14


def test_art23_zanga_needs_three_vales() -> None:
    state = game_at(vales=(14, 8), pot=10)
    run(state, "0 say paso", "1 say paso", "2 say paso")
    assert state.vales == (8, 7)  # team 1 (the pie's) keeps 7
    assert Word.ZANGA in state.legal_words(3)
    state = game_at(vales=(14, 3), pot=15)
    run(state, "0 say paso", "1 say paso", "2 say paso")
    assert state.vales == (8, 2)
    err = refused(state, "3 say zanga")
    assert err.code == "zanga_needs_vales" and err.article == 23
    state = game_at(vales=(14, 4), pot=14)  # exactly 3 left when the pie speaks: enough
    run(state, "0 say paso", "1 say paso", "2 say paso")
    assert state.vales[1] == 3 and Word.ZANGA in state.legal_words(3)
    run(state, "3 say zanga")


def test_art25_pie_sees_the_zanga_and_keeps_either_hand() -> None:
    state = run(game_at({3: "1e 1b 7o 1o 12o 11o 10o 2o"}), "0 say paso", "1 say paso",
                "2 say paso", "3 say zanga")
    own = state.hands[3]
    zanga = state.deal.zanga  # type: ignore[union-attr]
    run(state, "3 keep zanga")
    assert state.hands[3] == zanga and state.set_aside == own and state.zanga_kept
    assert state.phase is Phase.TRUMP and state.to_act == 3
    state = run(game_at(), "0 say paso", "1 say paso", "2 say paso", "3 say zanga",
                "3 keep own")
    assert state.hands[3] == state.deal.hands[3] and state.zanga_kept is False  # type: ignore[union-attr]


def test_decision_no_solo_with_the_zanga() -> None:
    state = run(game_at(), "0 say paso", "1 say paso", "2 say paso", "3 say zanga",
                "3 keep zanga")
    assert state.solo_seat is None and state.out_seat is None


# ---------------------------------------------------------------- trumps and the solo


def test_art22_nombrado_names_trumps_and_the_mano_leads() -> None:
    state = run(game_at(), "0 say paso", "1 say juego", "2 say paso", "3 say paso")
    assert refused(state, "0 trump o").code == "not_your_turn"
    run(state, "1 trump c")
    assert state.trump is Suit.COPAS and state.phase is Phase.PLAY and state.to_act == 0


def test_art58_solo_partner_sits_out_and_tricks_have_three_cards() -> None:
    state = run(game_at(), "0 say paso", "1 say solo", "2 say paso", "3 say paso", "1 trump b")
    assert state.out_seat == 3 and state.active_seats() == (0, 1, 2)
    for _ in range(3):
        state.apply(state.legal_actions()[0])
    assert len(state.tricks) == 1 and len(state.tricks[0][1]) == 3
    assert 3 not in [seat for seat, _ in state.tricks[0][1]]


def test_art58_when_the_mano_sits_out_the_next_active_player_leads() -> None:
    state = run(game_at(), "0 say paso", "1 say paso", "2 say solo", "3 say paso", "2 trump e")
    assert state.out_seat == 0 and state.to_act == 1


def test_deal_must_hold_forty_distinct_cards() -> None:
    with pytest.raises(ValueError):
        Deal((cards("1o 2o 3o 4o 5o 6o 7o 10o"),) * 4, cards("1c 2c 3c 4c 5c 6c 7c 10c"))


def test_no_action_before_the_deal() -> None:
    state = GameState()
    assert state.phase is Phase.DEAL and state.legal_actions() == []


def test_art16_each_espada_from_the_seven_down_outranks_the_next() -> None:
    seats = {7: 1, 6: 2, 5: 3, 4: 0, 3: 1}
    for top in (7, 6, 5, 4, 3):
        spec: dict[int | str, str] = {"zanga": " ".join(f"{r}e" for r in range(7, top, -1))}
        for r in range(top, 2, -1):
            seat = seats[r]
            spec[seat] = f"{spec.get(seat, '')} {r}e".strip()
        assert game_at(spec, dealer=0, first_hand=True).mano == seats[top], top


def test_art16_else_the_five_or_the_four_of_espadas() -> None:
    state = game_at({2: "5e", "zanga": "7e 6e"}, dealer=0, first_hand=True)
    assert state.mano == 2 and state.pie == 1
    state = game_at({3: "4e", 0: "3e", "zanga": "7e 6e 5e"}, dealer=1, first_hand=True)
    assert state.mano == 3  # the 4 before the 3, wherever the dealer sits


def test_art11_no_hand_starts_once_the_game_is_won() -> None:
    state = game_at({0: "1e 7o 1b 1o 12o 11o 10o 2o"}, vales=(28, 4))
    run(state, "0 say juego", "1 say paso", "2 say paso", "3 say paso", "0 trump o")
    play_in_order(state)
    assert state.vales == (32, 0) and state.pot == 0 and state.phase is Phase.GAME_OVER
    for dealer in (0, 1):
        with pytest.raises(IllegalActionError) as err:
            state.start_hand(dealer, deal_of({}))
        assert err.value.code == "game_over"


def test_art17_a_dealer_must_be_a_seat() -> None:
    state = GameState(first_hand=False)
    for dealer in (-1, 4):
        with pytest.raises(IllegalActionError) as err:
            state.start_hand(dealer, deal_of({}))
        assert err.value.code == "wrong_dealer"
    state.start_hand(3, deal_of({}))
