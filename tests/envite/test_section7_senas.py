"""Section 7: señas as actions, the vocabulary by team size, the windows, the limits, the truth
in team mode, who sees them in team and pillar modes, off, and n = 1."""

from __future__ import annotations

import pytest
from envite_positions import action, position, run

from zanga_desktop.games.envite.rules import EnviteError, Kind, Sena, observe

HANDS = ["12o 2c 5e", "3o 7c 12e", "1o 11e 4b", "6c 3c 7b"]


def refused(state: object, move: str) -> EnviteError:
    with pytest.raises(EnviteError) as caught:
        state.apply(action(move))  # type: ignore[attr-defined]
    return caught.value


def test_section7_the_vocabulary_follows_the_matadores_in_force() -> None:
    def offered(n: int, preset: str = "federacion") -> set[str]:
        deal = ["4o 5o 6o", "4e 5e 6e", "7e 3e 2e", "6b 5b 4b", "7b 1e 12e",
                "2b 7o 3o", "11e 10e 1b", "12b 2o 10b", "12o 11o 11c", "1c 2c 3c"]
        st = position("4c", deal[:2 * n], dealer=2 * n - 1, preset=preset)
        return {s.value for s in Sena if st.offered(s)}

    base = {"malilla", "rey", "triunfo", "ciego", "envia", "no_envies"}
    assert offered(2) == base
    assert offered(3) == base | {"tres_bastos", "caballo_bastos", "perica"}
    assert offered(4) == offered(3) | {"as_oros"}
    assert offered(5) == offered(4) | {"cinco"}
    assert offered(4, "popular") == offered(3) | {"cinco"}


def test_section7_team_mode_offers_only_true_card_senas() -> None:
    st = position("4c", HANDS, dealer=3)
    senas = {a.value for a in st.legal_actions() if a.kind is Kind.SENA}
    assert senas == {Sena.MALILLA, Sena.ENVIA, Sena.NO_ENVIES}
    err = refused(st, "0 sena rey")
    assert (err.code, err.section) == ("false_sena", 7)
    run(st, "0 sena malilla")
    assert refused(st, "0 sena malilla").code == "sena_limit"


def test_section7_triunfo_and_ciego() -> None:
    st = position("4c", HANDS, dealer=3)
    assert st.sena_true(1, Sena.TRIUNFO) and not st.sena_true(1, Sena.CIEGO)
    assert st.sena_true(2, Sena.CIEGO)
    assert not st.sena_true(0, Sena.TRIUNFO)  # 2c is the malilla, not "another triunfo"


def test_section7_the_opening_window_runs_in_turn_order_from_el_mano() -> None:
    st = position("4c", HANDS, dealer=3)
    run(st, "2 sena ciego", "3 sena triunfo")
    err = refused(st, "1 sena triunfo")
    assert err.code == "sena_not_allowed"
    run(st, "0 sena malilla")  # el mano is to play: his own window
    run(st, "0 play 12o")
    assert refused(st, "2 sena envia").code == "sena_not_allowed"  # play has begun
    run(st, "1 sena triunfo", "1 play 3o", "2 sena envia")


def test_section7_advice_once_a_trick_card_senas_once_a_hand() -> None:
    st = position("4c", HANDS, dealer=3)
    run(st, "0 sena envia")
    assert refused(st, "0 sena envia").code == "sena_limit"
    run(st, "0 sena no_envies", "0 play 12o", "1 play 3o", "2 play 1o", "3 play 6c")
    run(st, "3 sena envia", "3 sena triunfo")
    assert refused(st, "3 sena triunfo").code == "sena_limit"


def test_section7_while_a_bet_waits_the_answering_team_may_signal() -> None:
    st = position("4c", HANDS, dealer=3, captains=(0, 3))
    run(st, "0 bet 3", "1 sena envia", "3 sena envia")
    assert refused(st, "2 sena envia").code == "sena_not_allowed"  # the betting team


def test_section7_team_mates_see_senas_opponents_never_in_team_mode() -> None:
    st = position("4c", HANDS, dealer=3)
    run(st, "0 sena malilla")
    assert [s.sena for s in observe(st, 2).senas] == [Sena.MALILLA]
    assert observe(st, 1).senas == () and observe(st, 3).senas == ()


def test_section7_pillar_mode_records_who_caught_it_and_allows_bluffs() -> None:
    st = position("4c", HANDS, dealer=3, senas="pillar")
    err = refused(st, "0 sena rey")
    assert err.code == "bad_sena"  # no seen_by
    assert refused(st, "0 sena rey 2").code == "bad_sena"  # a team-mate is no catcher
    run(st, "0 sena rey 3")  # a bluff: he has no 12c
    assert [s.sena for s in observe(st, 3).senas] == [Sena.REY]
    assert observe(st, 1).senas == ()


def test_section7_seen_by_is_for_pillar_mode_only() -> None:
    st = position("4c", HANDS, dealer=3)
    assert refused(st, "0 sena malilla 1").code == "bad_sena"


def test_section7_off_and_teams_of_one_have_no_senas() -> None:
    st = position("4c", HANDS, dealer=3, senas="off")
    assert refused(st, "0 sena malilla").code == "sena_not_allowed"
    assert not any(a.kind is Kind.SENA for a in st.legal_actions())
    st = position("4c", ["12o 2c 5e", "3o 7c 12e"], dealer=1)
    assert refused(st, "0 sena malilla").code == "sena_not_allowed"


def test_section7_an_unknown_or_unoffered_sena() -> None:
    st = position("4c", HANDS, dealer=3)
    assert refused(st, "0 sena perica").code == "bad_sena"  # n = 2 has no matadores


def test_section7_no_sena_before_the_tumbo_decision() -> None:
    st = position("4c", HANDS, dealer=3, piedras=(8, 0))
    assert refused(st, "2 sena ciego").code == "sena_not_allowed"
    run(st, "0 tumbo tumbar", "2 sena ciego")


def test_section7_the_truth_of_a_sena_is_one_reading_for_tutor_and_table() -> None:
    """`sena_true` (the tutor's reading, and the check of a sent seña) and the señas the table
    offers in team mode (`sena_actions`) agree for every card seña, on random deals of every
    size, with the truth as section 7 words it."""
    import random

    from zanga_desktop.core.deck import DECK, Card
    from zanga_desktop.games.envite.rules import TRIUNFO
    from zanga_desktop.games.envite.rules.actions import SENA_MATADOR

    rng = random.Random(7)
    for n in (2, 3, 4, 5):
        for preset in ("federacion", "popular"):
            for _ in range(30):
                cards = list(DECK)
                rng.shuffle(cards)
                hands = [" ".join(str(c) for c in cards[1 + 3 * s: 4 + 3 * s])
                         for s in range(2 * n)]
                st = position(str(cards[0]), hands, dealer=2 * n - 1, preset=preset)
                assert st.vira is not None
                v = st.vira.suit.value
                named = {*st.order.matadores, Card.parse("2" + v), Card.parse("12" + v)}
                for seat in range(2 * n):
                    hand = st.hands[seat]
                    trumps = [c for c in hand if st.order.play_suit[c.index] == TRIUNFO]
                    truth = {Sena.MALILLA: Card.parse("2" + v) in hand,
                             Sena.REY: Card.parse("12" + v) in hand,
                             Sena.CIEGO: not trumps,
                             Sena.TRIUNFO: any(c not in named for c in trumps)}
                    truth |= {w: c in hand for w, c in SENA_MATADOR.items()}
                    for which, true in truth.items():
                        assert st.sena_true(seat, which) is true, (hands, seat, which)
                    assert all(st.sena_true(seat, w) for w in Sena if w.is_advice)
                mano = st.to_act
                assert mano is not None
                offered = {a.value for a in st.sena_actions(mano) if not a.value.is_advice}
                assert offered == {w for w in Sena if not w.is_advice and st.offered(w)
                                   and st.sena_true(mano, w)}


def test_section7_a_senas_truth_is_read_on_the_cards_held_now() -> None:
    # "a card seña ... is true when the sender holds that card (or, for triunfo/ciego, such
    # cards) at the moment he sends it": seat 0 was dealt the malilla (2c, his only triunfo)
    # and has led it; seat 1 was dealt the 7c and served the arrastre with it
    st = position("4c", HANDS, dealer=3)
    assert st.sena_true(0, Sena.MALILLA) and not st.sena_true(0, Sena.CIEGO)
    assert st.sena_true(1, Sena.TRIUNFO) and not st.sena_true(1, Sena.CIEGO)
    run(st, "0 play 2c", "1 play 7c", "2 play 1o", "3 play 3c")  # 2c wins: seat 0 leads
    assert st.turn == 0 and st.trick_no == 1
    assert not st.sena_true(0, Sena.MALILLA) and st.sena_true(0, Sena.CIEGO)
    offered = {a.value for a in st.legal_actions() if a.kind is Kind.SENA}
    assert Sena.CIEGO in offered and Sena.MALILLA not in offered
    err = refused(st, "0 sena malilla")  # dealt, but no longer held: false
    assert (err.code, err.section) == ("false_sena", 7)
    run(st, "0 sena ciego")  # not dealt blind, but blind now: true
    run(st, "0 play 12o")
    assert not st.sena_true(1, Sena.TRIUNFO) and st.sena_true(1, Sena.CIEGO)
    assert refused(st, "1 sena triunfo").code == "false_sena"
    run(st, "1 sena ciego")
    assert [(x.seat, x.sena, x.trick) for x in st.senas] == [(0, Sena.CIEGO, 1),
                                                             (1, Sena.CIEGO, 1)]
