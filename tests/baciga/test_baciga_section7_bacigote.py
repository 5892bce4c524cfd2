"""Section 7: the bacigote ends the deal; contests, partners adding up, the partner's
combination read from his cards; the rivals' count nothing."""

from __future__ import annotations

import pytest
from baciga_positions import credited, position, run

from zanga_desktop.games.baciga.rules import Ended, Phase, Word, observe

FOUR = ["5e 5c 5b", "3o 6c 12c", "4o 4e 12e", "1b 2b 11b"]


def test_section7_a_bacigote_ends_the_deal_without_a_draw() -> None:
    st = position(["5e 5c 7o", "12o 12e 4c"])
    run(st, "0 bacigote 7o=5", "1 paso")
    assert st.phase is Phase.DEAL and st.ended is Ended.BACIGOTE
    assert credited(st) == [(0, "bacigote", 7)]
    assert st.points == (7, 0) and st.report().kind is Word.BACIGOTE


def test_section7_the_talk_goes_round_after_a_bacigote() -> None:
    st = position(["5e 5c 5b", "12o 12e 4c"])
    run(st, "0 bacigote")
    assert st.phase is Phase.TALK and st.to_act == 1
    assert {str(a.value) for a in st.legal_actions()} == {"paso"}


def test_section7_rival_bacigotes_the_lowest_total_wins() -> None:
    st = position(["12e 12c 12b", "4e 4c 4b"])
    run(st, "0 bacigote", "1 bacigote")
    assert st.bacigote_winner == 1
    assert credited(st) == [(1, "bacigote", 7)]


def test_section7_equal_totals_the_one_nearer_el_mano_wins() -> None:
    st = position(["10o 10c 10b", "12e 12c 12b"], dealer=0)  # seat 1 is el mano
    run(st, "1 bacigote", "0 bacigote")
    assert st.bacigote_winner == 1 and credited(st) == [(1, "bacigote", 7)]


def test_section7_partners_bacigotes_add_up() -> None:
    st = position(["5e 5c 5b", "3o 6c 12c", "4o 4e 4b", "1b 2b 11b"])
    run(st, "0 bacigote", "1 paso", "2 bacigote", "3 paso")
    assert credited(st) == [(0, "bacigote", 7), (2, "bacigote", 7)]
    assert st.bacigote_winner is None and st.points == (14, 0)


@pytest.mark.parametrize(("partner", "lance", "points"), [
    ("4o 4e 12e", "partner_ligue", 1),
    ("1o 2e 5c", "partner_baciga", 2),
    ("2o 2e 5c", "partner_ligada", 3),
    ("6o 6e 6b", "partner_bacigote", 7),
    ("7c 2e 3b", "partner_ligada", 3),  # the free comodín to his best advantage
    ("7c 2e 6b", "partner_baciga", 2),
])
def test_section7_the_partners_combination_is_read_from_his_cards(partner: str, lance: str,
                                                                  points: int) -> None:
    st = position(["10e 10c 10b", "3o 6c 12c", partner, "1b 2b 11b"])
    run(st, "0 bacigote", "1 paso", "2 paso", "3 paso")
    assert credited(st) == [(0, "bacigote", 7), (2, lance, points)]


def test_section7_a_partner_who_laid_cards_down_before_the_cut_is_read_on_what_is_left() -> None:
    st = position(["4o 4e 12e", "3o 6c 12c", "5e 5c 5b", "1b 2b 11b"], dealer=3)
    run(st, "0 paso 12e", "1 paso 12c", "2 bacigote", "3 paso")
    assert len(st.hands[0]) == 2
    assert credited(st) == [(2, "bacigote", 7), (0, "partner_ligue", 1)]


def test_section7_a_baciga_after_a_bacigote_is_worth_the_partners_combination_only() -> None:
    st = position(["5e 5c 5b", "3o 6c 12c", "1o 1e 3c", "1b 2b 11b"])
    run(st, "0 bacigote", "1 paso", "2 baciga", "3 paso")
    assert credited(st) == [(0, "bacigote", 7), (2, "partner_ligada", 3)]


def test_section7_the_rivals_combinations_count_nothing_and_only_sung_bacigotes_contest(
        ) -> None:
    st = position(["5e 5c 5b", "3o 3c 3b", "4o 4e 12e", "1b 2b 4c"])
    run(st, "0 bacigote", "1 paso", "2 paso", "3 baciga")
    assert credited(st) == [(0, "bacigote", 7), (2, "partner_ligue", 1)]
    assert st.bacigote_winner is None


def test_section7_bacigotes_first_in_order_of_play_then_the_partner() -> None:
    st = position(["4o 4e 12e", "3o 6c 12c", "5e 5c 5b", "1b 2b 11b"])
    run(st, "0 paso 12e", "1 paso 12c", "2 bacigote", "3 paso")
    assert [c[1] for c in credited(st)] == ["bacigote", "partner_ligue"]


def test_section7_a_bacigote_that_reaches_the_target_ends_the_game_before_the_partner(
        ) -> None:
    st = position(FOUR, points=(12, 3))
    run(st, "0 bacigote", "1 paso", "2 paso", "3 paso")
    assert credited(st) == [(0, "bacigote", 7)]
    assert st.is_over and st.winner() == 0 and st.ended is Ended.TARGET


def test_section7_only_the_bacigotes_and_the_winners_combination_are_shown() -> None:
    st = position(FOUR)
    run(st, "0 bacigote", "1 paso", "2 paso", "3 paso")
    seen = observe(st, 1)
    assert [len(v.shown) for v in seen.table] == [3, 0, 3, 0]
