"""Section 9: tumbo, achicarse, tumbo forzoso, chicos and the partido; the capitán's view."""

from __future__ import annotations

import pytest
from envite_positions import action, cards, deal_of, position, run

from zanga_desktop.games.envite.rules import EnviteError, HandTumbo, Kind, Phase, observe

HANDS = ["12o 2c 5e", "3o 7c 12e", "1o 11e 4b", "6c 3c 7b"]
TRICKS = ("0 play 12o", "1 play 3o", "2 play 1o", "3 play 6c",
          "3 play 3c", "0 play 5e", "1 play 7c", "2 play 11e")  # team 1 wins


def refused(state: object, move: str) -> EnviteError:
    with pytest.raises(EnviteError) as caught:
        state.apply(action(move))  # type: ignore[attr-defined]
    return caught.value


def test_section9_the_capitan_of_the_team_in_tumbo_decides() -> None:
    st = position("4c", HANDS, dealer=3, piedras=(8, 2), captains=(2, 3))
    assert st.phase is Phase.TUMBO and st.to_act == 2
    assert refused(st, "0 tumbo tumbar").code == "not_captain"
    assert refused(st, "3 tumbo tumbar").code == "not_your_turn"
    assert refused(st, "0 play 12o").code == "unexpected_action"
    assert {a.kind for a in st.legal_actions()} == {Kind.TUMBO}


def test_section9_achicarse_gives_one_piedra_and_ends_the_hand() -> None:
    st = position("4c", HANDS, dealer=3, piedras=(8, 2))
    run(st, "0 tumbo achicarse")
    r = st.results[-1]
    assert (r.tumbo, r.ended.value, r.winner, r.scored) == (HandTumbo.ACHICARSE, "achicarse",
                                                            1, 1)
    assert st.piedras == (8, 3) and st.phase is Phase.DEAL


def test_section9_a_lost_tumbo_gives_three_and_a_won_one_the_chico() -> None:
    st = position("4c", HANDS, dealer=3, piedras=(8, 2))
    run(st, "0 tumbo tumbar")
    assert refused(st, "0 bet 3").code == "no_bet_in_tumbo"
    run(st, *TRICKS)
    assert st.piedras == (8, 5) and st.results[-1].scored == 3
    st = position("4c", HANDS, dealer=3, piedras=(2, 8), captains=(0, 3))
    run(st, "3 tumbo tumbar", *TRICKS)
    r = st.results[-1]
    assert (r.chico, r.piedras, r.chicos, r.scored) == (1, (0, 0), (0, 1), 0)


def test_section9_tumbo_forzoso_no_decision_no_bets_the_winner_takes_the_chico() -> None:
    st = position("4c", HANDS, dealer=3, piedras=(8, 8))
    assert st.phase is Phase.PLAY and st.tumbo is HandTumbo.FORZOSO
    assert refused(st, "0 tumbo tumbar").code == "unexpected_action"
    assert refused(st, "0 bet 3").code == "no_bet_in_tumbo"
    run(st, *TRICKS)
    assert st.results[-1].chico == 1 and st.chicos == (0, 1)


def test_section9_a_lost_tumbo_can_bring_a_tumbo_forzoso() -> None:
    st = position("4c", HANDS, dealer=3, piedras=(8, 6))
    run(st, "0 tumbo tumbar", *TRICKS)
    assert st.piedras == (8, 8)  # 6 + 3, capped
    st.start_hand(0, deal_of("4o", ["12c 2o 5e", "3c 7o 12e", "1c 11e 4b", "6o 3o 7b"]))
    assert st.tumbo is HandTumbo.FORZOSO


def test_section9_the_partido_is_two_chicos() -> None:
    st = position("4c", HANDS, dealer=3, piedras=(8, 8), chicos=(0, 1))
    run(st, *TRICKS)
    assert st.is_over and st.winner() == 1
    with pytest.raises(EnviteError) as caught:
        st.start_hand(0, deal_of("4o", ["12c 2o 5e", "3c 7o 12e", "1c 11e 4b", "6o 3o 7b"]))
    assert caught.value.code == "partido_over"


def test_section9_the_capitan_in_tumbo_sees_his_team_mates_cards() -> None:
    st = position("4c", HANDS, dealer=3, piedras=(8, 2), captains=(0, 3))
    view = observe(st, 0)
    assert dict(view.team_cards) == {2: st.hands[2]}
    assert observe(st, 3).team_cards == () and observe(st, 2).team_cards == ()
    st = position("4c", HANDS, dealer=3, piedras=(8, 2), captains=(0, 3),
                  tumbo_show_cards=False)
    assert observe(st, 0).team_cards == ()
    st = position("4c", HANDS, dealer=3, piedras=(8, 8), captains=(0, 3))
    assert dict(observe(st, 3).team_cards) == {1: st.hands[1]}


def test_section9_and_12_popular_tumbo_at_eleven() -> None:
    st = position("4c", HANDS, dealer=3, piedras=(8, 0), preset="popular")
    assert st.phase is Phase.PLAY and st.stake == 2
    st = position("4c", HANDS, dealer=3, piedras=(10, 0), preset="popular")
    run(st, "0 bet 4", "3 answer quiero", *TRICKS)
    assert st.piedras == (10, 4)
    st = position("4c", HANDS, dealer=3, piedras=(0, 10), preset="popular")
    run(st, "0 bet 4", "3 answer quiero", *TRICKS)
    assert st.piedras == (0, 11)  # the cap is tumbo_at


def test_section4_the_deal_passes_to_the_right() -> None:
    st = position("4c", HANDS, dealer=3)
    run(st, *TRICKS)
    with pytest.raises(EnviteError) as caught:
        st.start_hand(2, deal_of("4o", ["12c 2o 5e", "3c 7o 12e", "1c 11e 4b", "6o 3o 7b"]))
    assert caught.value.code == "wrong_dealer"
    st.start_hand(0, deal_of("4o", ["12c 2o 5e", "3c 7o 12e", "1c 11e 4b", "6o 3o 7b"]))
    assert st.mano == 1 and st.to_act == 1


def test_section13_a_seat_sees_only_its_own_cards() -> None:
    st = position("4c", HANDS, dealer=3)
    view = observe(st, 1).to_json()
    assert view["hands"]["1"] == ["3o", "7c", "12e"]
    assert view["hands"]["0"] == ["xx"] * 3 and view["vira"] == "4c"
    assert "rest" not in view and "12o" not in str(view["hands"])


@pytest.mark.parametrize(("preset", "options"), [("popular", {}),
                                                 ("federacion", {"hand_piedras": 2})])
def test_section9_and_12_achicarse_gives_one_not_scaled_by_hand_piedras(
        preset: str, options: dict[str, object]) -> None:
    # "Achicarse gives 1 piedra and a lost tumbo 3 in both presets (the source's numbers;
    # `hand_piedras` does not scale them)"
    at = 11 if preset == "popular" else 8
    st = position("4c", HANDS, dealer=3, piedras=(at, 2), preset=preset, **options)
    assert st.options.hand_piedras == 2 and st.phase is Phase.TUMBO
    run(st, "0 tumbo achicarse")
    r = st.results[-1]
    assert (r.ended.value, r.winner, r.scored) == ("achicarse", 1, 1)
    assert st.piedras == (at, 3)


@pytest.mark.parametrize(("preset", "options"), [("popular", {}),
                                                 ("federacion", {"hand_piedras": 2})])
def test_section9_and_12_a_lost_tumbo_gives_three_not_scaled_by_hand_piedras(
        preset: str, options: dict[str, object]) -> None:
    at = 11 if preset == "popular" else 8
    st = position("4c", HANDS, dealer=3, piedras=(at, 2), preset=preset, **options)
    run(st, "0 tumbo tumbar")
    assert st.stake == 2  # the hand's stake is hand_piedras, but section 9 decides the gain
    run(st, *TRICKS)  # team 1 wins the tricks: team 0 lost its tumbo
    r = st.results[-1]
    assert (r.tumbo, r.winner, r.stake, r.scored, r.chico) == (HandTumbo.TUMBAR, 1, 2, 3, None)
    assert st.piedras == (at, 5)


def test_section4_the_deal_keeps_rotating_after_a_chico() -> None:
    import random

    # "After a chico both teams go back to 0 piedras; the turn to deal keeps rotating."
    # Dealer 0, so el mano is seat 1 (the worked hand moved one seat to the right): a
    # tumbo forzoso won by team 0 ends the chico
    hands = ["6c 3c 7b", "12o 2c 5e", "3o 7c 12e", "1o 11e 4b"]
    st = position("4c", hands, dealer=0, piedras=(8, 8))
    assert st.tumbo is HandTumbo.FORZOSO and st.mano == 1
    run(st, "1 play 12o", "2 play 3o", "3 play 1o", "0 play 6c",
        "0 play 3c", "1 play 5e", "2 play 7c", "3 play 11e")
    r = st.results[-1]
    assert (r.chico, r.piedras, r.chicos) == (0, (0, 0), (1, 0))
    assert st.next_dealer() == 1  # not a new draw, not back to seat 0
    nxt = deal_of("4o", ["12c 2o 5e", "3c 7o 12e", "1c 11e 4b", "6o 3o 7b"])
    for wrong in (0, 2, 3):
        with pytest.raises(EnviteError) as caught:
            st.start_hand(wrong, nxt)
        assert caught.value.code == "wrong_dealer"
    for seed in range(6):  # the chance step deals from the next seat too, never a new draw
        dealer, _ = st.deal_next(random.Random(seed))
        assert (dealer, st.mano) == (1, 2)
        st.undo()
    st.start_hand(1, nxt)
    assert (st.dealer, st.mano, st.to_act, st.piedras) == (1, 2, 2, (0, 0))



def test_section9_and_13_the_capitan_in_tumbo_sees_his_mates_cards_until_the_hand_ends() -> None:
    """Section 13: the capitán of a team in tumbo knows "its team-mates' cards from the tumbo
    decision on": through the play, as they are played, and while a mesa hand waits for
    claims; nobody else does, and the next hand's deal ends it."""
    for mode in ("tutor", "mesa"):
        st = position("4c", HANDS, dealer=3, piedras=(8, 2), captains=(0, 3),
                      renuncio_mode=mode)
        run(st, "0 tumbo tumbar")
        assert st.phase is Phase.PLAY and st.tumbo is HandTumbo.TUMBAR
        assert dict(observe(st, 0).team_cards) == {2: st.hands[2]}
        assert observe(st, 0).to_json()["hands"]["2"] == ["1o", "11e", "4b"]
        assert all(observe(st, s).team_cards == () for s in (1, 2, 3))
        run(st, *TRICKS[:5])  # trick 1, and seat 3 leads trick 2
        assert dict(observe(st, 0).team_cards) == {2: cards("11e 4b")}
        assert observe(st, 3).team_cards == () and observe(st, 2).team_cards == ()
        run(st, *TRICKS[5:])  # team 1 wins the tumbo hand
        if mode == "mesa":
            assert st.phase is Phase.SCORING  # claims are still heard: still his to see
            assert dict(observe(st, 0).team_cards) == {2: cards("4b")}
            st.close_hand()
        assert st.phase is Phase.DEAL and st.hands[2] == cards("4b")
        view = observe(st, 0)
        assert view.team_cards == () and view.to_json()["hands"]["2"] == ["xx"]
