"""Section 6: the ladder, who may bet, who answers, raises by team-mates, later raises,
refusals and the cap."""

from __future__ import annotations

import pytest
from envite_positions import action, position, run

from zanga_desktop.games.envite.rules import Answer, EnviteError, Kind, Phase

HANDS = ["12o 2c 5e", "3o 7c 12e", "1o 11e 4b", "6c 3c 7b"]
TRICKS = ("0 play 12o", "1 play 3o", "2 play 1o", "3 play 6c",
          "3 play 3c", "0 play 5e", "1 play 7c", "2 play 11e")


def refused(state: object, move: str) -> EnviteError:
    with pytest.raises(EnviteError) as caught:
        state.apply(action(move))  # type: ignore[attr-defined]
    return caught.value


def test_section6_the_worked_example_raise_then_paso() -> None:
    st = position("4c", HANDS, dealer=3, captains=(0, 3))
    run(st, "0 play 12o", "1 bet 3", "2 bet 6", "3 answer paso")
    r = st.results[-1]
    assert (r.winner, r.scored, r.stake, r.refused, r.ended.value) == (0, 3, 3, 6, "refused")
    assert st.piedras == (3, 0) and st.phase is Phase.DEAL


def test_section6_quiero_sets_the_stake_and_play_resumes_with_the_bettor() -> None:
    st = position("4c", HANDS, dealer=3, captains=(0, 3))
    run(st, "0 play 12o", "1 bet 3", "2 bet 6", "3 answer quiero")
    assert st.stake == 6 and st.phase is Phase.PLAY and st.turn == 1
    assert st.raise_team == 1
    # seat 1's team just accepted: he may raise at that same turn, before his card
    run(st, "1 bet 9", "0 answer quiero")
    assert st.stake == 9
    assert refused(st, "1 bet 12").code == "bet_not_allowed"  # the top of the ladder
    run(st, "1 play 3o", "2 play 1o", "3 play 6c", "3 play 3c", "0 play 5e", "1 play 7c",
        "2 play 11e")
    assert st.results[-1].scored == 8 and st.piedras == (0, 8)  # capped at the tumbo


def test_section6_a_bet_is_the_next_step() -> None:
    st = position("4c", HANDS, dealer=3)
    err = refused(st, "0 bet 6")
    assert (err.code, err.section) == ("bad_bet", 6)
    run(st, "0 bet 3")
    assert refused(st, "3 bet 9").code == "bad_bet"


def test_section6_a_bet_at_ones_own_turn_only() -> None:
    st = position("4c", HANDS, dealer=3)
    assert refused(st, "2 bet 3").code == "not_your_turn"


def test_section6_only_the_answering_capitan_says_quiero_or_paso() -> None:
    st = position("4c", HANDS, dealer=3, captains=(0, 3))
    run(st, "0 bet 3")
    assert refused(st, "1 answer quiero").code == "not_captain"
    assert refused(st, "2 answer quiero").code == "not_your_turn"
    assert refused(st, "0 play 12o").code == "unexpected_action"
    assert refused(st, "2 bet 6").code == "not_your_turn"  # the betting team does not raise
    run(st, "3 answer quiero")
    assert st.stake == 3


def test_section6_a_team_mate_raise_accepts_and_the_capitan_cannot_refuse_it() -> None:
    st = position("4c", HANDS, dealer=3, captains=(0, 3))
    run(st, "0 bet 3", "1 bet 6")
    assert st.stake == 3 and st.bet == 6 and st.bet_team == 1
    assert refused(st, "3 answer paso").code == "not_your_turn"
    run(st, "0 answer paso")
    assert st.results[-1].winner == 1 and st.results[-1].scored == 3


def test_section6_a_refused_envio_scores_one() -> None:
    st = position("4c", HANDS, dealer=3, captains=(0, 3))
    run(st, "0 bet 3", "3 answer paso")
    r = st.results[-1]
    assert (r.winner, r.scored, r.refused, r.tricks) == (0, 1, 3, (0, 0))


def test_section6_later_raises_belong_to_the_team_that_accepted() -> None:
    st = position("4c", HANDS, dealer=3, captains=(0, 3))
    run(st, "0 bet 3", "3 answer quiero", "0 play 12o")
    run(st, "1 bet 6")  # seat 1 is in team 1, which accepted
    assert st.bet == 6 and st.stake == 3
    st = position("4c", HANDS, dealer=3, captains=(0, 3))
    run(st, "0 bet 3", "3 answer quiero", "0 play 12o", "1 play 3o")
    assert refused(st, "2 bet 6").code == "bet_not_allowed"  # team 0 did not accept


def test_section6_raise_later_off() -> None:
    st = position("4c", HANDS, dealer=3, captains=(0, 3), raise_later=False)
    run(st, "0 bet 3", "3 answer quiero", "0 play 12o")
    assert refused(st, "1 bet 6").code == "bet_not_allowed"


def test_section6_team_mates_are_asked_in_turn_before_the_capitan() -> None:
    hands = ["12o 2c 5e", "3o 7c 12e", "1o 11e 4b", "6c 3c 7b", "5o 6o 7o", "1e 6b 7e"]
    st = position("4c", hands, dealer=5, captains=(0, 5))
    run(st, "0 bet 3")
    assert st.to_act == 1
    kinds = {a.kind for a in st.legal_actions()}
    assert Kind.DECLINE in kinds and Kind.BET in kinds and Kind.ANSWER not in kinds
    run(st, "1 decline")
    assert st.to_act == 3
    assert refused(st, "1 bet 6").code == "not_your_turn"  # he let it pass
    run(st, "3 decline")
    assert st.to_act == 5
    answers = {a.value for a in st.legal_actions() if a.kind is Kind.ANSWER}
    assert answers == {Answer.QUIERO, Answer.PASO}


def test_section6_a_raise_by_any_answering_player_in_a_record() -> None:
    hands = ["12o 2c 5e", "3o 7c 12e", "1o 11e 4b", "6c 3c 7b", "5o 6o 7o", "1e 6b 7e"]
    st = position("4c", hands, dealer=5, captains=(0, 5))
    run(st, "0 bet 3", "3 bet 6")  # seat 1 is taken to have declined
    assert st.answer_order == (4, 2) and st.to_act == 4


def test_section6_refusing_a_raise_scores_the_stake_before_it_popular() -> None:
    st = position("4c", HANDS, dealer=3, captains=(0, 3), preset="popular")
    assert st.stake == 2
    run(st, "0 bet 4", "1 bet 7", "2 bet 9", "3 bet 100", "0 answer paso")
    r = st.results[-1]
    assert (r.winner, r.scored, r.stake, r.refused) == (1, 9, 9, 100)


def test_section6_chico_fuera_accepted_wins_the_chico() -> None:
    st = position("4c", HANDS, dealer=3, captains=(0, 3), preset="popular")
    run(st, "0 bet 4", "1 bet 7", "2 bet 9", "3 bet 100", "0 answer quiero", *TRICKS)
    r = st.results[-1]
    assert (r.winner, r.chico, r.piedras, r.chicos) == (1, 1, (0, 0), (0, 1))


def test_section6_a_bet_may_come_in_the_second_and_third_tricks() -> None:
    # "the first envío ... at his own turn to play, before he plays his card, in any of the
    # three tricks"; and the team that accepted may raise later, here in trick 3
    st = position("4c", HANDS, dealer=3, captains=(0, 3))
    run(st, "0 play 12o", "1 play 3o", "2 play 1o", "3 play 6c")  # trick 1: team 1
    assert (st.trick_no, st.turn, st.stake) == (1, 3, 1)
    run(st, "3 bet 3")  # trick 2, before seat 3's lead: the first envío
    assert st.phase is Phase.BET and st.bet == 3
    run(st, "0 answer quiero", "3 play 7b", "0 play 2c", "1 play 12e", "2 play 4b")
    assert (st.trick_no, st.won, st.turn, st.stake) == (2, (1, 1), 0, 3)  # trick 2: team 0
    run(st, "0 bet 6")  # trick 3: team 0 accepted the 3, seat 0 raises at his turn
    assert st.phase is Phase.BET and (st.bet, st.stake) == (6, 3)
    run(st, "3 answer paso")
    r = st.results[-1]
    assert (r.ended.value, r.winner, r.scored, r.stake, r.refused) == ("refused", 0, 3, 3, 6)


def test_section6_a_first_envio_in_the_third_trick() -> None:
    st = position("4c", HANDS, dealer=3, captains=(0, 3))
    run(st, "0 play 12o", "1 play 3o", "2 play 1o", "3 play 6c",
        "3 play 7b", "0 play 2c", "1 play 12e", "2 play 4b")
    assert (st.trick_no, st.won, st.stake) == (2, (1, 1), 1)
    run(st, "0 bet 3", "3 answer quiero", "0 play 5e", "1 play 7c", "2 play 11e", "3 play 3c")
    r = st.results[-1]
    assert (r.winner, r.tricks, r.stake, r.scored) == (1, (1, 2), 3, 3)


def test_section6_a_refused_nine_scores_six_in_federacion() -> None:
    # "refusing any bet ... the betting team scores the stake in force before that bet:
    # 1 for a refused 3, 3 for a refused 6, 6 for a refused 9"
    st = position("4c", HANDS, dealer=3, captains=(0, 3))
    run(st, "0 bet 3", "1 bet 6", "2 bet 9")
    assert (st.bet, st.stake, st.bet_team) == (9, 6, 0)
    assert refused(st, "3 bet 12").code == "bet_not_allowed"  # 9 is the top: no raise
    run(st, "3 answer paso")
    r = st.results[-1]
    assert (r.ended.value, r.winner, r.stake, r.refused, r.scored) == ("refused", 0, 6, 9, 6)
    assert st.piedras == (6, 0) and st.phase is Phase.DEAL


def test_section6_a_refused_nine_scores_six_in_a_record() -> None:
    from envite_positions import deal_of

    from zanga_desktop.games.envite.records import replay

    data = {"format": "envite-record/1", "preset": "federacion", "team_size": 2,
            "captains": [0, 3], "hands": [{"dealer": 3, "deal": deal_of("4c", HANDS).to_json(),
                                           "actions": [{"seat": 0, "bet": 3},
                                                       {"seat": 1, "bet": 6},
                                                       {"seat": 2, "bet": 9},
                                                       {"seat": 3, "answer": "paso"}]}]}
    status, out = replay(data)
    assert status == 0, out
    hand = out["hands"][0]
    assert (hand["stake"], hand["refused"], hand["scored"], hand["piedras"]) == (6, 9, 6, [6, 0])


def test_section6_the_accepting_capitan_cannot_raise_out_of_turn() -> None:
    # "Once the capitán has said quiero, nobody may raise at once: a later raise needs a
    # turn to play" -- his own
    st = position("4c", HANDS, dealer=3, captains=(0, 3))
    run(st, "0 bet 3", "3 answer quiero")
    assert st.phase is Phase.PLAY and st.turn == 0 and st.raise_team == 1
    err = refused(st, "3 bet 6")
    assert (err.code, err.section) == ("not_your_turn", 6)
    assert not any(a.kind is Kind.BET for a in st.legal_actions())  # seat 0's: not his team
    run(st, "0 play 12o")
    assert refused(st, "3 bet 6").code == "not_your_turn"  # seat 1 is to play
    run(st, "1 play 3o", "2 play 1o")
    run(st, "3 bet 6")  # now his own turn to play
    assert st.phase is Phase.BET and (st.bet, st.stake, st.bet_team) == (6, 3, 1)


def test_section6_no_bet_once_a_team_has_two_tricks_but_one_at_one_trick_each() -> None:
    """Sections 5 and 11 (`play_out_third`): "no bet may be made once a team has two
    tricks", not even a later raise by the team that accepted; while the tricks stand 1-1 a
    player may still bet "even when he can already tell how the hand ends" (section 6)."""
    st = position("4c", HANDS, dealer=3, captains=(0, 3), play_out_third=True)
    run(st, "0 bet 3", "3 answer quiero", *TRICKS)  # team 1 accepted, then took two tricks
    assert (st.phase, st.won, st.turn, st.raise_team) == (Phase.PLAY, (0, 2), 1, 1)
    assert not any(a.kind is Kind.BET for a in st.legal_actions())
    err = refused(st, "1 bet 6")
    assert (err.code, err.section, err.seat) == ("bet_not_allowed", 5, 1)
    assert "decided" in err.message
    # 1-1 before trick 3: the last to play may bet though 7c already wins it for team 1
    st = position("4c", HANDS, dealer=3, captains=(0, 3))
    run(st, "0 play 12o", "1 play 3o", "2 play 1o", "3 play 6c",
        "3 play 7b", "0 play 2c", "1 play 12e", "2 play 4b",
        "0 play 5e", "1 play 7c", "2 play 11e")
    assert (st.won, st.turn) == ((1, 1), 3)
    assert any(a.kind is Kind.BET and a.value == 3 for a in st.legal_actions())
    run(st, "3 bet 3")
    assert st.phase is Phase.BET and st.bet == 3
