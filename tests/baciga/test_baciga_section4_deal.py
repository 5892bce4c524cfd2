"""Section 4: the dealer, the deal of three cards one at a time, the stock."""

from __future__ import annotations

import random

import pytest
from baciga_positions import deal_of, position, run

from zanga_desktop.core.deck import shuffled_deck
from zanga_desktop.games.baciga.records import BacigaGame
from zanga_desktop.games.baciga.rules import BacigaError, BacigaState, deal_cards, make_options


@pytest.mark.parametrize("seats", [2, 4])
def test_section4_three_cards_one_at_a_time_from_the_dealers_right(seats: int) -> None:
    dealer = 1
    deal = deal_cards(random.Random(9), seats, dealer)
    cards = shuffled_deck(random.Random(9))
    for i in range(3 * seats):
        seat = (dealer + 1 + i) % seats
        assert deal.hands[seat][i // seats] is cards[i]
    assert deal.stock == cards[3 * seats:]
    assert len(deal.stock) == {2: 34, 4: 28}[seats]


def test_section4_el_mano_is_the_dealers_right_and_deals_next() -> None:
    st = position(["2e 3c 4o", "12o 12e 4c", "5o 5c 6e", "1b 2b 3b"], dealer=2)
    assert st.mano == 3 and st.to_act == 3 and st.order == (3, 0, 1, 2)
    assert st.next_dealer() == 3
    with pytest.raises(BacigaError) as caught:
        st.start_deal(0, deal_of(["1o 2o 3o", "4o 5o 6o", "1c 2c 3c", "4c 5c 6c"]))
    assert caught.value.code == "incomplete_deal"


def test_section4_the_first_dealer_is_drawn_then_el_mano_deals_the_next() -> None:
    dealers = set()
    for seed in range(12):
        game = BacigaGame.new()
        game.deal(random.Random(seed))
        dealers.add(game.state.dealer)
    assert dealers == {0, 1}
    st = BacigaState(make_options("bengala"), 2)
    st.start_deal(1, deal_of(["2e 3c 4o", "12o 12e 4c"]))
    run(st, "0 baciga", "1 paso", "0 stand", "1 stand")
    assert st.next_dealer() == 0
    with pytest.raises(BacigaError) as caught:
        st.start_deal(1, deal_of(["2e 3c 4o", "12o 12e 4c"]))
    assert caught.value.code == "wrong_dealer" and caught.value.expected == 0
    st.start_deal(0, deal_of(["2e 3c 4o", "12o 12e 4c"]))
    assert st.mano == 1
