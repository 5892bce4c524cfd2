"""Section 5: following suit and trumps (Art. 27-28, the matador exemption), the end of play,
cinco and todas (Art. 48-50)."""

from __future__ import annotations

import pytest
from positions import DECLARE_0, game_at, play_in_order, refused, run

from zanga_desktop.games.zanga.rules import GameState, Kind, Phase
from zanga_desktop.games.zanga.rules.errors import RenuncioError

NO_TRUMPS_1 = "12c 11c 10c 1c 2c 4e 5e 6e"  # seat 1 with no oros and no Espadilla/Bastillo


def oros_hand(seat0: str, seat1: str) -> object:
    state = game_at({0: seat0, 1: seat1})
    return run(state, *DECLARE_0, "0 trump o")


# ---------------------------------------------------------------- Art. 27


def test_art27_must_follow_the_suit_led() -> None:
    state = oros_hand("3c 4c 5c 6c 2e 3e 4b 5b", NO_TRUMPS_1)
    run(state, "0 play 3c")
    assert {str(c) for c in state.legal_plays(1)} == {"12c", "11c", "10c", "1c", "2c"}
    err = refused(state, "1 play 4e")
    assert isinstance(err, RenuncioError)
    assert err.code == "must_follow_suit" and err.article == 27
    assert "Seat 1 played 4e" in err.message and "copas were led" in err.message
    assert {str(c) for c in err.cards} == {"12c", "11c", "10c", "1c", "2c"}


def test_art27_no_duty_to_beat_the_trick() -> None:
    state = oros_hand("1c 4c 5c 6c 2e 3e 4b 5b", "12c 11c 10c 2c 3c 4e 5e 6e")
    run(state, "0 play 1c", "1 play 2c")  # a lower copa while holding the rey
    assert state.current_winner() == 0


def test_art27_a_void_player_may_trump_or_discard() -> None:
    state = oros_hand("4b 3c 4c 5c 6c 2e 3e 5b", NO_TRUMPS_1)
    run(state, "0 play 4b")
    assert set(state.legal_plays(1)) == set(state.hands[1])
    run(state, "1 play 4e")  # a discard is no renuncio


def test_art27_the_espadilla_is_no_espada() -> None:
    # Espadas led under oros: a player whose only "espada" is the Espadilla is void.
    state = oros_hand("12e 3c 4c 5c 6c 3e 4b 5b", "1e 12c 11c 10c 1c 2c 7b 6b")
    run(state, "0 play 12e")
    assert set(state.legal_plays(1)) == set(state.hands[1])


# ---------------------------------------------------------------- Art. 28


def test_art28_a_trump_lead_must_be_followed_with_a_trump() -> None:
    state = oros_hand("3o 3c 4c 5c 6c 2e 3e 4b", "2o 12c 11c 10c 1c 2c 6e 7e")
    run(state, "0 play 3o")
    assert [str(c) for c in state.legal_plays(1)] == ["2o"]
    err = refused(state, "1 play 12c")
    assert err.code == "must_follow_trump" and err.article == 28
    assert "2o" in err.message


def test_art28_matadores_with_other_trumps_must_still_follow() -> None:
    state = oros_hand("3o 3c 4c 5c 6c 2e 3e 4b", "7o 2o 12c 11c 10c 1c 6e 7e")
    run(state, "0 play 3o")
    assert {str(c) for c in state.legal_plays(1)} == {"7o", "2o"}  # either trump
    assert refused(state, "1 play 12c").code == "must_follow_trump"


@pytest.mark.parametrize(("led", "held", "forced"), [
    ("1e", "7o", True),   # Espadilla led: a lone Malilla must be played
    ("1e", "1b", True),   # ... and a lone Bastillo
    ("7o", "1b", True),   # Malilla led: a lone Bastillo must
    ("7o", "1e", False),  # ... a lone Espadilla need not
    ("1b", "1e", False),  # Bastillo led: lone matadores never must
    ("1b", "7o", False),
    ("12o", "7o", False),  # a lower trump led: never
    ("3o", "1e", False),
])
def test_art28_matador_exemption(led: str, held: str, forced: bool) -> None:
    seat0 = f"{led} 3c 4c 5c 6c 2e 3e 4b"
    seat1 = f"{held} 12c 11c 10c 1c 2c 6e 7e"
    state = oros_hand(seat0, seat1)
    run(state, f"0 play {led}")
    legal = {str(c) for c in state.legal_plays(1)}
    if forced:
        assert legal == {held}
        err = refused(state, "1 play 12c")
        assert err.code == "matador_forced" and err.article == 28
        assert held in err.message and led in err.message
    else:
        assert legal == {str(c) for c in state.hands[1]}
        run(state, "1 play 12c")  # keeping the matador is no renuncio


def test_art28_two_lone_matadores_under_a_higher_one_either_may_be_played() -> None:
    state = oros_hand("1e 3c 4c 5c 6c 2e 3e 4b", "7o 1b 12c 11c 10c 1c 6e 7e")
    run(state, "0 play 1e")
    assert {str(c) for c in state.legal_plays(1)} == {"7o", "1b"}


def test_art28_malilla_led_with_espadilla_and_bastillo_held() -> None:
    # Holding a lower matador (Bastillo) than the one led forces a trump, any of them.
    state = oros_hand("7o 3c 4c 5c 6c 2e 3e 4b", "1e 1b 12c 11c 10c 1c 6e 7e")
    run(state, "0 play 7o")
    assert {str(c) for c in state.legal_plays(1)} == {"1e", "1b"}


def test_art34_card_not_held_and_not_your_turn() -> None:
    state = oros_hand("3c 4c 5c 6c 2e 3e 4b 5b", NO_TRUMPS_1)
    assert refused(state, "0 play 12c").code == "card_not_held"
    assert refused(state, "1 play 12c").code == "not_your_turn"


# ---------------------------------------------------------------- end of play

TOP_EIGHT = "1e 7o 1b 1o 12o 11o 10o 2o"


def test_section5_play_stops_at_five_tricks() -> None:
    state = run(game_at({0: TOP_EIGHT}), *DECLARE_0, "0 trump o")
    play_in_order(state)
    assert len(state.tricks) == 5 and state.won == (5, 0)
    assert state.phase is Phase.DEAL and state.last_result.result == "sacada"  # type: ignore[union-attr]


def test_art22_winner_of_a_trick_leads_the_next() -> None:
    state = oros_hand("3c 4c 5c 6c 2e 3e 4b 5b", NO_TRUMPS_1)
    run(state, "0 play 3c", "1 play 12c")
    while state.trick:
        state.apply(state.legal_actions()[0])
    winner = state.tricks[-1][0]
    assert state.to_act == winner


# ---------------------------------------------------------------- cinco and todas


def test_art48_cinco_offered_only_to_the_winner_of_the_second_trick() -> None:
    state = run(game_at({0: TOP_EIGHT}), *DECLARE_0, "0 trump o")
    assert refused(state, "0 call cinco").code == "no_cinco_here"
    play_in_order(state, stop_at=2)
    assert state.to_act == 0
    assert any(a.kind is Kind.CALL for a in state.legal_actions())
    assert refused(state, "1 call cinco").code == "no_cinco_here"
    run(state, "0 call cinco")
    assert state.cinco_team == 0 and state.to_act == 0
    assert refused(state, "0 call cinco").code == "no_cinco_here"  # once
    run(state, "0 play 1o")
    assert refused(state, "0 call cinco").article == 48


def test_art48_no_cinco_after_a_split_first_two_tricks() -> None:
    # Seat 0 wins the first trick with the Espadilla, then leads a copa that seat 1 takes.
    state = game_at({0: "1e 3c 4c 5c 6c 2e 3e 4b", 1: NO_TRUMPS_1,
                     2: "12b 11b 10b 7b 6b 5b 3b 2b", 3: "7c 7e 10e 11e 12e 1o 2o 3o"})
    run(state, *DECLARE_0, "0 trump o")
    play_in_order(state, stop_at=2)
    assert [w for w, _ in state.tricks] == [0, 1]
    assert all(a.kind is not Kind.CALL for a in state.legal_actions())
    assert refused(state, "1 call cinco").code == "no_cinco_here"


def test_art50_the_defenders_may_call_cinco() -> None:
    # Seat 1 (a defender) holds the top trumps; seat 0 declares; the mano leads low.
    state = game_at({0: "3c 4c 5c 6c 7c 2e 3e 4e", 1: TOP_EIGHT})
    run(state, *DECLARE_0, "0 trump o")
    play_in_order(state, stop_at=2)
    assert [w & 1 for w, _ in state.tricks] == [1, 1]
    seat = state.to_act
    assert seat is not None and seat & 1 == 1
    run(state, f"{seat} call cinco")
    assert state.cinco_team == 1


def test_art49_53_cinco_todas_and_estuche_pay_six() -> None:
    state = run(game_at({0: TOP_EIGHT}), *DECLARE_0, "0 trump o")
    assert (state.vales, state.pot) == ((11, 14), 7)
    play_in_order(state, stop_at=2)
    run(state, "0 call cinco")
    play_in_order(state)
    assert state.phase is Phase.TODAS and state.to_act == 0
    run(state, "0 todas yes")
    play_in_order(state)
    result = state.last_result
    assert result is not None and result.tricks == (8, 0) and result.result == "sacada"
    assert [(p.name, p.frm, p.to, p.vales) for p in result.bonuses] == [
        ("cinco", 1, 0, 2), ("todas", 1, 0, 2), ("estuche", 1, 0, 2)]
    assert state.vales == (24, 8) and state.pot == 0


def test_art49_declining_todas_stops_play() -> None:
    state = run(game_at({0: TOP_EIGHT}), *DECLARE_0, "0 trump o")
    play_in_order(state, stop_at=2)
    run(state, "0 call cinco")
    play_in_order(state)
    run(state, "0 todas no")
    result = state.last_result
    assert result is not None and result.tricks == (5, 0)
    assert [p.name for p in result.bonuses] == ["cinco", "estuche"]
    assert state.vales == (22, 10)


FAILED_TODAS = {0: "1e 7o 1b 1o 12o 7c 6c 5c", 1: "12c 11c 10c 1c 2c 3c 4c 2e",
                2: "11b 10b 7b 6b 5b 4b 3b 2b", 3: "12e 11e 10e 7e 6e 5e 4e 3e",
                "zanga": "11o 10o 2o 3o 4o 5o 6o 12b"}


def failed_todas(**options: object) -> GameState:
    """Seat 0 calls cinco, makes it, goes on for todas and loses the sixth trick."""
    state = game_at(FAILED_TODAS, **options)  # type: ignore[arg-type]
    run(state, *DECLARE_0, "0 trump o")
    play_in_order(state, stop_at=2)
    run(state, "0 call cinco")
    play_in_order(state)
    run(state, "0 todas yes")
    play_in_order(state)
    return state


def test_art60_todas_failed_pays_back_what_cinco_collected() -> None:
    state = failed_todas()
    result = state.last_result
    assert result is not None and result.tricks == (5, 1)  # play stops at the lost trick
    assert [(p.name, p.frm, p.to, p.vales) for p in result.bonuses] == [
        ("cinco", 1, 0, 2), ("todas", 0, 1, 2), ("estuche", 1, 0, 2)]
    assert state.vales == (20, 12) and state.pot == 0


def test_art59_cinco_failed_pays_two_and_codillo_carries() -> None:
    state = game_at({0: "1e 7o 3c 4c 5c 6c 2e 3e", 1: "12c 11c 10c 1c 2c 4e 5e 6e",
                     2: "12b 11b 10b 7b 6b 5b 4b 3b", 3: "5o 6o 7c 7e 10e 11e 12e 2b",
                     "zanga": "1b 1o 12o 11o 10o 2o 3o 4o"})
    run(state, *DECLARE_0, "0 trump o")
    play_in_order(state, stop_at=2)
    run(state, "0 call cinco")
    play_in_order(state)
    result = state.last_result
    assert result is not None and result.tricks == (2, 5) and result.result == "codillo"
    assert [(p.name, p.frm, p.to, p.vales) for p in result.bonuses] == [("cinco", 0, 1, 2)]
    assert state.vales == (2, 23) and state.pot == 7


def test_art60_todas_failed_pays_back_nothing_when_its_cinco_collected_nothing() -> None:
    state = failed_todas(bonuses=["fianza", "solo", "todas", "estuche"])
    result = state.last_result
    assert result is not None and result.tricks == (5, 1)
    assert [(p.name, p.frm, p.to, p.vales) for p in result.bonuses] == [
        ("todas", 0, 1, 0), ("estuche", 1, 0, 2)]
    assert state.vales == (20, 12) and state.pot == 0


def test_art49_the_todas_decision_offers_both_answers() -> None:
    state = run(game_at({0: TOP_EIGHT}), *DECLARE_0, "0 trump o")
    play_in_order(state, stop_at=2)
    run(state, "0 call cinco")
    play_in_order(state)
    assert state.phase is Phase.TODAS
    assert sorted(a.value for a in state.legal_actions()) == [False, True]


def test_art48_a_cinco_in_a_game_without_it_says_so() -> None:
    state = run(game_at({0: TOP_EIGHT}, cinco_call=False), *DECLARE_0, "0 trump o")
    play_in_order(state, stop_at=2)
    err = refused(state, "0 call cinco")
    assert err.code == "no_cinco_here" and "not played in this game" in err.message
    state = run(game_at({0: TOP_EIGHT}), *DECLARE_0, "0 trump o")
    play_in_order(state, stop_at=1)
    err = refused(state, "0 call cinco")
    assert "winner of the second trick" in err.message
