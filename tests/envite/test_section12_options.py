"""Section 12: the options by name and the two presets; section 4: the deal."""

from __future__ import annotations

import random

import pytest

from zanga_desktop.core.deck import DECK, Card
from zanga_desktop.games.envite.rules import (
    CHICO,
    PRESETS,
    EnviteState,
    make_options,
    options_to_json,
)
from zanga_desktop.games.envite.rules.deal import deal_cards


def test_section12_federacion_is_the_default_and_popular_its_variant() -> None:
    fed, pop = PRESETS["federacion"], PRESETS["popular"]
    assert (fed.ladder, fed.hand_piedras, fed.tumbo_at, fed.chicos_to_win, fed.matadores) == (
        (3, 6, 9), 1, 8, 2, "federacion")
    assert (pop.ladder, pop.hand_piedras, pop.tumbo_at, pop.chicos_to_win, pop.matadores) == (
        (4, 7, 9, CHICO), 2, 11, 4, "popular")
    assert (fed.senas, fed.renuncio_mode, fed.exempt_card, fed.raise_later,
            fed.tumbo_show_cards, fed.must_overtrump, fed.play_out_third,
            fed.false_claim_piedras, fed.pillar_p) == ("team", "tutor", "named", True, True,
                                                       False, False, 1, 0.25)


def test_section12_every_option_by_name_round_trips() -> None:
    overrides = {"matadores": "popular", "exempt_card": "highest_in_play",
                 "must_overtrump": True, "play_out_third": True, "ladder": [4, 7, 9, "chico"],
                 "hand_piedras": 2, "tumbo_at": 11, "raise_later": False,
                 "tumbo_show_cards": False, "chicos_to_win": 4, "senas": "pillar",
                 "pillar_p": 0.5, "renuncio_mode": "mesa", "false_claim_piedras": 2}
    options = make_options("federacion", overrides)
    assert options_to_json(options, "federacion") == overrides
    assert make_options("federacion", options_to_json(options, "federacion")) == options


@pytest.mark.parametrize("overrides", [{"ladder": [3, 6]}, {"tumbo_at": 9}, {"senas": "all"},
                                       {"pillar_p": 2}, {"raise_later": 1}, {"nope": 1},
                                       {"hand_piedras": True}, {"chicos_to_win": "2"}])
def test_section12_a_bad_option_is_refused(overrides: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        make_options("federacion", overrides)
    with pytest.raises(ValueError):
        make_options("canaria")


@pytest.mark.parametrize("seats", [2, 4, 6, 8, 10])
def test_section4_the_deal_three_cards_each_and_the_rest(seats: int) -> None:
    deal = deal_cards(random.Random(seats), seats, dealer=seats - 1)
    assert all(len(h) == 3 for h in deal.hands) and len(deal.hands) == seats
    assert len(deal.rest) == 39 - 3 * seats  # 40 - 6n with the vira
    assert len({deal.vira, *deal.rest, *(c for h in deal.hands for c in h)}) == 40


def test_section4_the_first_dealer_is_drawn_then_the_deal_passes_right() -> None:
    dealers = set()
    for seed in range(12):
        st = EnviteState(PRESETS["federacion"], 2)
        dealer, _ = st.deal_next(random.Random(seed))
        dealers.add(dealer)
        assert st.mano == (dealer + 1) % 4 and st.to_act == st.mano
    assert len(dealers) > 1


class _Backwards(random.Random):
    """A "shuffle" that leaves the deck reversed: a known order, 12b first and 1o last."""

    def shuffle(self, x: list[Card]) -> None:  # type: ignore[override]
        x.reverse()


def _texts(packet: tuple[Card, ...]) -> str:
    return " ".join(str(c) for c in packet)


def test_section4_the_vira_then_one_packet_of_three_each_from_the_dealers_right() -> None:
    """Section 4: "one packet of 3 to each player, from the dealer's right, the dealer
    last"; the vira is the shuffled deck's first card and `rest` the cards after the
    packets, in order, without it."""
    deck = tuple(reversed(DECK))
    deal = deal_cards(_Backwards(0), 4, dealer=1)
    assert str(deal.vira) == "12b"
    assert [_texts(h) for h in deal.hands] == ["3b 2b 1b", "12e 11e 10e",  # seat 0, 1 (dealer)
                                               "11b 10b 7b", "6b 5b 4b"]  # seat 2 (mano), 3
    assert deal.rest == deck[13:] and _texts(deal.rest[:2]) == "7e 6e"
    for dealer in range(6):
        deal = deal_cards(_Backwards(0), 6, dealer)
        for k in range(6):  # the k-th packet goes k + 1 seats to the dealer's right
            assert deal.hands[(dealer + 1 + k) % 6] == deck[1 + 3 * k:4 + 3 * k]


def test_section4_with_teams_of_one_the_cutter_is_mano_and_receives_first() -> None:
    """Section 4: with n = 1 "the cutter (the opponent ...) is also el mano and receives
    first"; the dealer's packet comes second."""
    st = EnviteState(PRESETS["federacion"], 1)
    dealer, deal = st.deal_next(_Backwards(3))
    mano = 1 - dealer
    assert st.mano == mano and st.to_act == mano
    assert (_texts(deal.hands[mano]), _texts(deal.hands[dealer])) == ("11b 10b 7b", "6b 5b 4b")
    assert st.hands == deal.hands and st.vira is Card.parse("12b") and len(deal.rest) == 33
