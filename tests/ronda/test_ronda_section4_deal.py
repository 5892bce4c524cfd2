"""Section 4: the deal from the recorded deck (the table card laid last, the repeated-card
swaps exactly as written, the later rounds one card at a time from el mano), "se van", and
the turn to deal."""

from __future__ import annotations

import random

import pytest
from ronda_setup import cards, deck_for, new_game, plays

from zanga_desktop.core.deck import DECK
from zanga_desktop.games.ronda.records import RondaGame
from zanga_desktop.games.ronda.rules import (
    Announced,
    Call,
    Dealt,
    RondaError,
    deal_first,
    make_options,
    stock_template,
)
from zanga_desktop.games.ronda.rules.deal import deal_round
from zanga_desktop.games.ronda.rules.state import RondaState


def _texts(cs: object) -> list[str]:
    return [str(c) for c in cs]  # type: ignore[attr-defined]


def test_section4_first_round_order_table_players_and_the_fourth_table_card_last() -> None:
    top = cards("4c 4b 7e 5e 1o 1c 7b 2o 2c 10o")
    deck = top + [c for c in DECK if c not in top]
    first = deal_first(deck, 2, dealer=1)  # el mano is seat 0
    assert _texts(first.table_first) == ["4c", "5e", "7b", "10o"]
    assert _texts(first.hands[0]) == ["4b", "1o", "2o"]
    assert _texts(first.hands[1]) == ["7e", "1c", "2c"]
    assert first.swaps == () and len(first.stock) == 30
    four = deal_first(deck, 4, dealer=3)  # el mano seat 0: 4 to each lap, then a table card
    assert _texts(four.table_first) == [str(deck[i]) for i in (0, 5, 10, 15)]
    assert _texts(four.hands[2]) == [str(deck[i]) for i in (3, 8, 13)]
    assert len(four.stock) == 24


def test_section4_a_repeated_table_card_goes_back_at_floor_k_over_2() -> None:
    deck = deck_for(2, 1, "5o 6c 5e 7b", ("1e 2e 3e", "1b 2b 3b"), rest="11o 12o")
    first = deal_first(deck, 2, dealer=1)
    # 5e, laid later than 5o, goes back; the stock's top (11o) is laid; with k = 29 cards
    # left after the lay, 5e goes under floor(29/2) = 14 of them
    assert [(str(s.out), str(s.in_)) for s in first.swaps] == [("5e", "11o")]
    assert _texts(first.table) == ["5o", "6c", "7b", "11o"]
    assert str(first.stock[14]) == "5e" and len(first.stock) == 30
    assert str(first.stock[0]) == "12o"
    assert stock_template(2, first.swaps)[14] is first.stock[14]


def test_section4_with_three_equal_cards_the_third_goes_first() -> None:
    deck = deck_for(2, 1, "5o 5c 5e 7b", ("1e 2e 3e", "1b 2b 3b"), rest="11o 12o")
    first = deal_first(deck, 2, dealer=1)
    assert [(str(s.out), str(s.in_)) for s in first.swaps] == [("5e", "11o"), ("5c", "12o")]
    assert _texts(first.table) == ["5o", "7b", "11o", "12o"]
    # 5e went under 14 cards of 29; the next lay moves it up one, then 5c goes under 14
    assert str(first.stock[13]) == "5e" and str(first.stock[14]) == "5c"


def test_section4_with_two_pairs_the_later_pair_goes_first() -> None:
    deck = deck_for(2, 1, "5o 7c 5e 7b", ("1e 2e 3e", "1b 2b 3b"), rest="11o 12o")
    first = deal_first(deck, 2, dealer=1)
    assert [(str(s.out), str(s.in_)) for s in first.swaps] == [("7b", "11o"), ("5e", "12o")]
    assert _texts(first.table) == ["5o", "7c", "11o", "12o"]


def test_section4_swaps_repeat_while_two_table_cards_share_a_rank() -> None:
    # the card laid repeats a rank too: it goes back in its turn
    deck = deck_for(2, 1, "5o 6c 5e 7b", ("1e 2e 3e", "1b 2b 3b"), rest="6o 11o")
    first = deal_first(deck, 2, dealer=1)
    assert [(str(s.out), str(s.in_)) for s in first.swaps] == [("5e", "6o"), ("6o", "11o")]
    assert len({c.rank for c in first.table}) == 4


def test_section4_every_deck_ends_its_swaps_with_four_ranks() -> None:
    rng = random.Random(4)
    for _ in range(3000):
        deck = list(DECK)
        rng.shuffle(deck)
        for seats in (2, 4):
            first = deal_first(deck, seats, rng.randrange(seats))
            assert len({c.rank for c in first.table}) == 4
            assert len(first.stock) == 40 - 4 - 3 * seats
            every = [*first.table, *first.stock, *(c for h in first.hands for c in h)]
            assert sorted(c.index for c in every) == list(range(40))


def test_section4_later_rounds_one_card_at_a_time_from_el_mano() -> None:
    stock = cards("1o 2o 3o 4o 5o 6o 7o 10o 11o 12o 1c 2c")
    hands, left = deal_round(stock, 4, mano=2)
    assert _texts(hands[2]) == ["1o", "5o", "11o"]
    assert _texts(hands[3]) == ["2o", "6o", "12o"]
    assert _texts(hands[0]) == ["3o", "7o", "1c"]
    assert left == ()


@pytest.mark.parametrize(("seats", "rounds"), [(2, 6), (4, 3)])
def test_section4_rounds_until_the_stock_is_used_and_se_van_on_the_last(seats: int,
                                                                         rounds: int) -> None:
    game = RondaGame.new("bengala", {}, ["a", "b", "c", "d"][:seats])
    rng = random.Random(7)
    game.deal(rng)
    state = game.state
    dealt: list[Dealt] = []
    calls: list[Announced] = []
    while state.in_deal:
        events = game.apply(rng.choice(state.legal_actions()))
        dealt += [e for e in events if isinstance(e, Dealt)]
        calls += [e for e in events if isinstance(e, Announced) and e.call is Call.SE_VAN]
    if state.is_over:
        pytest.skip("won in mid-deal")
    assert [d.round for d in dealt] == list(range(1, rounds))
    assert [d.last for d in dealt] == [False] * (rounds - 2) + [True]
    assert len(calls) == 1 and calls[0].seat == state.dealer
    assert len(state.rounds) == rounds


def test_section4_the_previous_el_mano_deals_next_and_the_first_dealer_is_drawn() -> None:
    dealers = set()
    for seed in range(20):
        game = RondaGame.new("bengala", {}, ["a", "b", "c", "d"])
        game.deal(random.Random(seed))
        dealers.add(game.state.dealer)
    assert dealers == {0, 1, 2, 3}
    state = RondaState(make_options("bengala"), 2)
    rng = random.Random(3)
    deck = list(DECK)
    state.start_deal(1, deck)
    while state.in_deal:
        state.apply(rng.choice(state.legal_actions()))
    if not state.is_over:
        with pytest.raises(RondaError) as caught:
            state.start_deal(1, deck)
        assert caught.value.code == "wrong_dealer" and caught.value.expected == 0
        state.start_deal(0, deck)
        assert state.mano == 1 and state.to_act == 1


def test_section4_players_hands_are_not_affected_by_the_swaps() -> None:
    game = new_game(2, table="5o 6c 5e 7b", hands=("1e 2e 3e", "1b 2b 3b"), rest="11o 12o")
    assert _texts(game.state.hands[0]) == ["1e", "2e", "3e"]
    assert _texts(game.state.table) == ["5o", "6c", "7b", "11o"]
    plays(game, [(0, "1e")])  # play goes on from el mano
    assert game.state.turn == 1


def test_section4_deck_for_deals_the_table_and_the_hands_it_is_given() -> None:
    """The deck a lesson or a test sets a deal up with: dealt as section 4 says, it lays the
    table given and gives each seat its cards, round after round."""
    import pytest as _pytest

    from zanga_desktop.core.deck import Card
    from zanga_desktop.games.ronda.rules.deal import deal_first, deal_round, deck_for

    cards = [Card.parse(t) for t in ["3o", "4c", "10e", "7b"]]
    mine = [Card.parse(t) for t in ["2e", "6o", "11c"]]
    later = [Card.parse(t) for t in ["1o", "1c", "1e"]]
    for seats, dealer in ((2, 1), (4, 3), (4, 0)):
        deck = deck_for(seats, dealer, cards, [{0: mine}, {seats - 1: later}], seed=3)
        assert sorted(c.index for c in deck) == list(range(40))
        first = deal_first(deck, seats, dealer)
        assert first.table == tuple(cards) and first.swaps == ()
        assert first.hands[0] == tuple(mine)
        hands, _ = deal_round(first.stock, seats, (dealer + 1) % seats)
        assert hands[seats - 1] == tuple(later)
    with _pytest.raises(ValueError):
        deck_for(2, 1, [Card.parse(t) for t in ["3o", "3c", "10e", "7b"]], [])
