"""Section 8: renuncio in tutor and mesa modes; claims proven and false, their moments."""

from __future__ import annotations

import pytest
from envite_positions import action, position, run

from zanga_desktop.games.envite.rules import EnviteError, Kind, Phase

HANDS = ["12o 2c 5e", "3o 7c 12e", "1o 11e 4b", "6c 3c 7b"]


def refused(state: object, move: str) -> EnviteError:
    with pytest.raises(EnviteError) as caught:
        state.apply(action(move))  # type: ignore[attr-defined]
    return caught.value


def test_section8_tutor_refuses_the_card_and_allows_no_claim() -> None:
    st = position("4c", HANDS, dealer=3)
    run(st, "0 play 12o")
    assert refused(st, "1 play 12e").code == "must_follow_suit"
    assert refused(st, "0 claim").code == "unexpected_action"
    assert not st.claim_actions()


def test_section8_mesa_remembers_a_renuncio_and_a_proven_claim_scores_the_stake() -> None:
    st = position("4c", HANDS, dealer=3, captains=(0, 3), renuncio_mode="mesa")
    run(st, "0 bet 3", "3 answer quiero", "0 play 12o", "1 play 12e")
    assert st.renuncios[0].code == "must_follow_suit" and not st.renuncios[0].proven
    run(st, "2 claim")
    r = st.results[-1]
    assert (r.ended.value, r.winner, r.scored, r.claims) == ("renuncio", 0, 3, ((2, True),))
    assert r.renuncios[0].proven


def test_section8_a_false_claim_gives_one_piedra_to_the_other_team() -> None:
    st = position("4c", HANDS, dealer=3, renuncio_mode="mesa")
    run(st, "0 claim")  # before the first card: it can only be false
    assert st.piedras == (0, 1) and st.phase is Phase.PLAY
    run(st, "0 play 12o", "1 play 3o", "2 play 1o", "3 play 6c", "3 play 3c", "0 play 5e",
        "1 play 7c", "2 play 11e")
    assert st.phase is Phase.SCORING  # claims are heard until the next hand
    run(st, "1 claim")
    assert st.piedras == (1, 1)
    st.close_hand()
    r = st.results[-1]
    assert (r.winner, r.scored, r.piedras) == (1, 1, (1, 2))


def test_section8_a_claim_while_a_bet_waits_voids_it_when_proven() -> None:
    st = position("4c", HANDS, dealer=3, captains=(0, 3), renuncio_mode="mesa")
    run(st, "0 play 12o", "1 play 12e", "2 bet 3")
    run(st, "1 claim")  # false: team 0 has not renounced; the bet still waits
    assert st.phase is Phase.BET and st.piedras == (1, 0)
    run(st, "0 claim")
    r = st.results[-1]
    assert (r.ended.value, r.winner, r.stake, r.scored) == ("renuncio", 0, 1, 1)


def test_section8_mesa_lets_any_held_card_be_played() -> None:
    st = position("4c", HANDS, dealer=3, renuncio_mode="mesa")
    run(st, "0 play 12o")
    plays = {str(a.value) for a in st.legal_actions() if a.kind is Kind.PLAY}
    assert plays == {"3o", "7c", "12e"}


def test_section8_only_claims_after_play_stopped_and_none_after_a_refusal() -> None:
    st = position("4c", HANDS, dealer=3, captains=(0, 3), renuncio_mode="mesa")
    run(st, "0 play 12o", "1 play 3o", "2 play 1o", "3 play 6c", "3 play 3c", "0 play 5e",
        "1 play 7c", "2 play 11e")
    assert refused(st, "3 play 7b").code == "unexpected_action"
    st = position("4c", HANDS, dealer=3, captains=(0, 3), renuncio_mode="mesa")
    run(st, "0 bet 3", "3 answer paso")
    assert refused(st, "1 claim").code == "unexpected_action"


def test_section8_no_claim_before_the_tumbo_decision() -> None:
    st = position("4c", HANDS, dealer=3, renuncio_mode="mesa", piedras=(0, 8), captains=(0, 3))
    assert refused(st, "0 claim").code == "unexpected_action"


def test_section8_a_proven_claim_in_a_tumbo_hand_has_the_tumbos_consequences() -> None:
    st = position("4c", HANDS, dealer=3, renuncio_mode="mesa", piedras=(0, 8), captains=(0, 3))
    run(st, "3 tumbo tumbar", "0 play 12o", "1 play 12e", "0 claim")
    r = st.results[-1]
    assert (r.winner, r.scored, r.piedras) == (0, 3, (3, 8))


@pytest.mark.parametrize("after_play", [False, True])
@pytest.mark.parametrize("first", [0, 1])
def test_section8_when_both_teams_renounce_the_first_proven_claim_ends_the_hand(
        first: int, after_play: bool) -> None:
    # trick 1: 12o led; seat 1 holds 3o but plays 12e, seat 2 holds 1o but plays 11e: each
    # team has an unproven renuncio; whichever team claims first wins the hand, during play
    # or after the last card (team 1 takes both tricks, then the claims are heard)
    st = position("4c", HANDS, dealer=3, captains=(0, 3), renuncio_mode="mesa")
    run(st, "0 bet 3", "3 answer quiero", "0 play 12o", "1 play 12e", "2 play 11e")
    if after_play:
        run(st, "3 play 6c", "3 play 3c", "0 play 5e", "1 play 7c", "2 play 4b")
        assert st.phase is Phase.SCORING and st.won == (0, 2)
    assert [(r.seat, r.code) for r in st.renuncios] == [(1, "must_follow_suit"),
                                                         (2, "must_follow_suit")]
    claimant = first  # seat 0 is team 0, seat 1 team 1
    run(st, f"{claimant} claim")
    r = st.results[-1]
    assert (r.ended.value, r.winner, r.stake, r.scored) == ("renuncio", first, 3, 3)
    assert r.claims == ((claimant, True),)
    # only the other team's renuncio is proven; the claimant's own stays unproven
    assert {(x.seat, x.proven) for x in r.renuncios} == {(1, first == 0), (2, first == 1)}
    assert st.phase is Phase.DEAL
    # the hand is settled: the other team's claim comes too late
    other = 1 - first
    assert refused(st, f"{other} claim").code == "unexpected_action"
    assert st.piedras == ((3, 0) if first == 0 else (0, 3))


def test_section8_a_must_overtrump_breach_is_a_renuncio_in_mesa_mode() -> None:
    # section 5, rule 3: "In mesa mode another card is a renuncio like any other"
    hands = ["12o 2c 5e", "3e 7c 12e", "1e 11e 4b", "6c 3c 7b"]
    st = position("4c", hands, dealer=3, captains=(0, 3), renuncio_mode="mesa",
                  must_overtrump=True)
    run(st, "0 play 12o", "1 play 3e", "2 play 1e")
    # seat 3: no oros, team 0 winning with 12o, last to play: he must take it (6c or 3c)
    plays = {str(a.value) for a in st.legal_actions() if a.kind is Kind.PLAY}
    assert plays == {"6c", "3c", "7b"}  # mesa: any held card may be played
    run(st, "3 play 7b")
    assert [(r.seat, r.trick, str(r.card), r.code, r.proven) for r in st.renuncios] == [
        (3, 0, "7b", "must_overtrump", False)]
    run(st, "2 claim")
    r = st.results[-1]
    assert (r.ended.value, r.winner, r.scored, r.claims) == ("renuncio", 0, 1, ((2, True),))
    # without the option the same card is legal, and the same claim is false
    st = position("4c", hands, dealer=3, captains=(0, 3), renuncio_mode="mesa")
    run(st, "0 play 12o", "1 play 3e", "2 play 1e", "3 play 7b")
    assert st.renuncios == ()
    run(st, "2 claim")
    assert st.claims == ((2, False),) and st.piedras == (0, 1) and st.phase is Phase.PLAY
