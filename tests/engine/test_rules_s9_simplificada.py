"""Section 9: the Simplificada preset, and section 10: presets are named option sets."""

from __future__ import annotations

import pytest
from positions import bonuses, game_at, play_in_order, refused, run, settle

from zanga_desktop.games.zanga.rules import PRESETS, Kind, Phase, Word, make_options

SIMPLE = {"preset": "simplificada"}
NO_ESTUCHE = {"zanga": "1b"}


def simple(spec: dict[int | str, str] | None = None, **kw: object) -> object:
    return game_at(spec or NO_ESTUCHE, preset="simplificada", **kw)  # type: ignore[arg-type]


def test_section9_first_mano_is_always_the_dealers_right() -> None:
    state = simple({2: "7e"}, dealer=0, first_hand=True)
    assert state.mano == 1


def test_section9_pie_may_pass_and_four_passes_deal_again() -> None:
    state = simple(dealer=3)
    run(state, "0 say paso", "1 say paso", "2 say paso")
    assert Word.PASO in state.legal_words(3)
    run(state, "3 say paso")
    assert state.phase is Phase.DEAL
    result = state.last_result
    assert result.redeal and result.result is None and result.mano == 0
    assert state.pot == 8 and state.vales == (10, 14)  # the pot stays
    assert state.expected_dealer() == 3


def test_section9_blind_zanga_costs_nothing_and_takes_the_zanga_unseen() -> None:
    state = simple(dealer=3)
    run(state, "0 say paso", "1 say paso", "2 say paso")
    before = (state.vales, state.pot)
    run(state, "3 say zanga")
    assert (state.vales, state.pot, state.fianza) == (*before, 0)
    assert state.phase is Phase.TRUMP and state.to_act == 3
    assert state.hands[3] == state.deal.zanga  # type: ignore[union-attr]


def test_section9_blind_zanga_needs_no_vales() -> None:
    state = simple(dealer=3, vales=(20, 1), pot=11)
    run(state, "0 say paso", "1 say paso", "2 say paso")
    assert state.vales[1] == 0
    run(state, "3 say zanga")


def test_section9_no_mandar_solo_and_no_cinco() -> None:
    state = simple()
    run(state, "0 say juego")
    err = refused(state, "1 say mandar_solo")
    assert err.code == "bad_declaration" and "not played" in err.message
    state = simple({0: "1e 7o 1o 12o 11o 10o 2o 3o"})
    run(state, "0 say juego", "1 say paso", "2 say paso", "3 say paso", "0 trump o")
    play_in_order(state, stop_at=2)
    assert all(a.kind is not Kind.CALL for a in state.legal_actions())
    assert refused(state, "0 call cinco").code == "no_cinco_here"


def test_section9_passing_without_vales_is_free() -> None:
    state = simple(vales=(0, 30), pot=2, dealer=0)
    run(state, "1 say paso")
    assert Word.PASO in state.legal_words(2)
    run(state, "2 say paso")
    assert state.vales == (0, 25)


def declared_simple(spec: dict[int | str, str] | None = None, **kw: object) -> object:
    state = simple(spec, **kw)
    return run(state, "0 say juego", "1 say paso", "2 say paso", "3 say paso", "0 trump o")


def test_section9_todas_offered_to_the_nombrado_after_the_first_five() -> None:
    state = declared_simple({0: "1e 7o 1o 12o 11o 10o 2o 3o"})
    play_in_order(state)
    assert state.phase is Phase.TODAS and state.to_act == 0 and state.won == (5, 0)


def test_section9_todas_made_defenders_pay_the_pot_and_the_nombrado_takes_all() -> None:
    state = declared_simple({0: "1e 7o 1o 12o 11o 10o 2o 3o"})
    assert (state.vales, state.pot) == ((11, 14), 7)
    play_in_order(state)
    run(state, "0 todas yes")
    play_in_order(state)
    result = state.last_result
    assert result.tricks == (8, 0) and result.result == "sacada" and bonuses(result) == []
    assert (state.vales, state.pot) == ((25, 7), 0)


def test_section9_todas_failed_is_a_lost_hand() -> None:
    state = declared_simple()
    state.todas_team = 0
    result = settle(state, "0 0 0 0 0 1")
    assert result.result == "sacada"  # written by the trick count
    assert (state.vales, state.pot) == ((4, 28), 0)


def test_section9_declining_todas_is_a_plain_sacada() -> None:
    state = declared_simple({0: "1e 7o 1o 12o 11o 10o 2o 3o"})
    play_in_order(state)
    run(state, "0 todas no")
    assert state.last_result.tricks == (5, 0)
    assert (state.vales, state.pot) == ((18, 14), 0)


def test_section9_codillo_pays_the_defenders_and_nothing_carries() -> None:
    state = declared_simple()
    settle(state, "1 1 1 1 1")
    assert (state.vales, state.pot) == ((4, 28), 0)


def test_section9_puesta_is_as_in_the_manual() -> None:
    state = declared_simple()
    settle(state, "0 1 0 1 0 1 0 1")
    assert (state.vales, state.pot) == ((4, 14), 14)


def solo_simple(spec: dict[int | str, str] | None = None, **kw: object) -> object:
    state = simple(spec, **kw)
    return run(state, "0 say solo", "1 say paso", "2 say paso", "3 say paso", "0 trump o")


def test_section9_solo_bonus_goes_to_whichever_side_wins() -> None:
    state = solo_simple()
    assert bonuses(settle(state, "0 0 0 0 0")) == [("solo", 1, 0, 2)]
    state = solo_simple()
    assert bonuses(settle(state, "1 1 1 1 1")) == [("solo", 0, 1, 2)]
    state = solo_simple()
    assert bonuses(settle(state, "0 1 0 1 0 1 0 1")) == []  # a puesta pays nothing for it


def test_section9_solo_with_the_whole_estuche_pays_two_more() -> None:
    state = solo_simple({0: "1e 7o 1b"})
    assert bonuses(settle(state, "0 0 0 0 0")) == [("solo", 1, 0, 2), ("solo_estuche", 1, 0, 2)]


def test_section9_failed_todas_gives_the_solo_bonus_to_the_defenders() -> None:
    state = solo_simple()
    state.todas_team = 0
    assert bonuses(settle(state, "0 0 0 0 0 1")) == [("solo", 0, 1, 2)]


def test_section9_no_other_bonuses_and_no_collector_caps() -> None:
    state = declared_simple({0: "1e 7o 1b"})
    assert bonuses(settle(state, "0 0 0 0 0")) == []  # no estuche for a pair
    state = solo_simple(vales=(5, 20), pot=7)
    assert state.vales == (0, 18)
    assert bonuses(settle(state, "0 0 0 0 0")) == [("solo", 1, 0, 2)]  # began with none


# ---------------------------------------------------------------- section 10


def test_section10_presets_are_named_option_sets() -> None:
    manual = PRESETS["manual"]
    assert manual.first_mano_siete_de_espadas and manual.mandar_solo and manual.cinco_call
    assert not manual.pie_may_pass and manual.renuncio_mode == "tutor"
    opts = make_options("manual", {"pie_may_pass": True, "bonuses": ["solo", "cinco"]})
    assert opts.pie_may_pass and opts.bonuses == {"solo", "cinco"} and opts.mandar_solo


@pytest.mark.parametrize("bad", [{"nope": True}, {"pie_may_pass": "yes"},
                                 {"codillo_payment": "sometimes"}, {"bonuses": ["bogus"]}])
def test_section10_unknown_or_ill_typed_options_are_refused(bad: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        make_options("manual", bad)


def test_section10_a_family_may_mix_options() -> None:
    state = game_at(pie_may_pass=True)
    run(state, "0 say paso", "1 say paso", "2 say paso", "3 say paso")
    assert state.last_result.redeal
    state = game_at(cinco_call=False, spec={0: "1e 7o 1b 1o 12o 11o 10o 2o"})
    run(state, "0 say juego", "1 say paso", "2 say paso", "3 say paso", "0 trump o")
    play_in_order(state, stop_at=2)
    assert all(a.kind is not Kind.CALL for a in state.legal_actions())


def test_section9_a_plain_solo_may_override_a_juego() -> None:
    state = simple()
    run(state, "0 say juego", "1 say solo", "2 say paso", "3 say paso")
    assert state.nombrado == 1 and state.solo_seat == 1 and state.out_seat == 3


def test_section9_game_ends_when_a_settled_hand_leaves_a_team_broke() -> None:
    state = simple(vales=(6, 20), pot=6)
    run(state, "0 say juego", "1 say paso", "2 say paso", "3 say paso", "0 trump o")
    assert (state.vales, state.pot) == ((1, 18), 13)
    result = settle(state, "0 1 0 1 0 1 0 1")  # a puesta: team 0 pays its last vale
    assert result.result == "puesta" and result.vales == (0, 32) and result.pot == 0
    assert state.phase is Phase.GAME_OVER and state.winner() == 1


def test_section10_game_end_all_32_plays_on_with_a_broke_team() -> None:
    state = simple(vales=(6, 20), pot=6, game_end="all_32")
    run(state, "0 say juego", "1 say paso", "2 say paso", "3 say paso", "0 trump o")
    result = settle(state, "0 1 0 1 0 1 0 1")
    assert result.vales == (0, 18) and result.pot == 14
    assert state.phase is Phase.DEAL and state.winner() is None


def test_section9_either_team_broke_ends_the_game_for_the_other() -> None:
    state = simple(vales=(20, 6), pot=6, dealer=0)  # seat 1, team 1, is mano
    run(state, "1 say juego", "2 say paso", "3 say paso", "0 say paso", "1 trump o")
    assert (state.vales, state.pot) == ((18, 1), 13)
    result = settle(state, "1 0 1 0 1 0 1 0")
    assert result.result == "puesta" and result.vales == (32, 0) and result.pot == 0
    assert state.winner() == 0


def test_section9_todas_is_decided_yes_or_no_and_nothing_else() -> None:
    """A todas decision whose value is not a yes or a no (a card, a word) is refused as
    `unexpected_action`, and the offer still waits."""
    from zanga_desktop.games.zanga.rules import Action, Card, IllegalActionError

    state = declared_simple({0: "1e 7o 1o 12o 11o 10o 2o 3o"})
    play_in_order(state)
    assert state.phase is Phase.TODAS
    for odd in (Card.parse("1o"), "maybe", 1):
        with pytest.raises(IllegalActionError) as err:
            state.verify(Action(0, Kind.TODAS, odd))  # type: ignore[arg-type]
        assert err.value.code == "unexpected_action"
    assert state.phase is Phase.TODAS and state.to_act == 0
