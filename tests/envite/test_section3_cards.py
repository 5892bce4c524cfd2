"""Section 3 (cards): the trump orders for every team size and vira, the matador of the vira's
suit, the plain suits, the exempt top card; section 10, the worked hand."""

from __future__ import annotations

import pytest
from envite_positions import action, cards, position, run

from zanga_desktop.core.deck import DECK, SUITS, Card, Suit
from zanga_desktop.games.envite.rules import (
    TRIUNFO,
    EnviteError,
    exempt_card,
    matadores,
    order_for,
)


def trumps(n: int, suit: str, option: str = "federacion") -> str:
    return " ".join(str(c) for c in order_for(n, option, Suit(suit)).trumps)


def test_section3_the_four_lists_of_the_source() -> None:
    assert trumps(5, "c") == "5o 1o 3b 11b 10o 2c 12c 11c 10c 1c 7c 6c 5c 4c 3c"
    assert trumps(4, "c") == "1o 3b 11b 10o 2c 12c 11c 10c 1c 7c 6c 5c 4c 3c"
    assert trumps(3, "e") == "3b 11b 10o 2e 12e 11e 10e 1e 7e 6e 5e 4e 3e"
    assert trumps(2, "e") == trumps(1, "e") == "2e 12e 11e 10e 1e 7e 6e 5e 4e 3e"


def test_section3_a_matador_of_the_viras_suit_keeps_only_its_matador_place() -> None:
    assert trumps(3, "b") == "3b 11b 10o 2b 12b 10b 1b 7b 6b 5b 4b"
    assert trumps(5, "o") == "5o 1o 3b 11b 10o 2o 12o 11o 7o 6o 4o 3o"
    for n in range(1, 6):
        for suit in SUITS:
            listed = order_for(n, "federacion", suit).trumps
            assert len(set(listed)) == len(listed)


def test_section3_plain_suits_run_rey_to_dos_without_the_matadores() -> None:
    order = order_for(4, "federacion", Suit.COPAS)
    oros = sorted((c for c in DECK if c.suit is Suit.OROS and not order.is_trump(c)),
                  key=lambda c: -order.power[c.index])
    assert " ".join(map(str, oros)) == "12o 11o 7o 6o 5o 4o 3o 2o"
    espadas = sorted((c for c in DECK if c.suit is Suit.ESPADAS),
                     key=lambda c: -order.power[c.index])
    assert " ".join(map(str, espadas)) == "12e 11e 10e 1e 7e 6e 5e 4e 3e 2e"
    assert order.suit_of(Card.parse("3b")) == TRIUNFO  # a matador is always a triunfo


def test_section3_and_12_the_popular_lists() -> None:
    assert trumps(4, "c", "popular") == "5o 3b 11b 10o 2c 12c 11c 10c 1c 7c 6c 5c 4c 3c"
    assert trumps(1, "c", "popular") == "12c 11c 10c 1c 7c 6c 5c 4c 3c 2c"
    assert trumps(2, "c", "popular") == trumps(2, "c")
    assert trumps(5, "c", "popular") == trumps(5, "c")
    assert matadores(3, "popular") == matadores(3)


def test_section3_no_tie_is_possible_every_order_is_total() -> None:
    for n in range(1, 6):
        for option in ("federacion", "popular"):
            for suit in SUITS:
                order = order_for(n, option, suit)
                keys = [(order.suit_of(c), order.power[c.index]) for c in DECK]
                assert len(set(keys)) == 40


def test_section3_the_engine_asserts_each_order_total_when_it_is_made() -> None:
    """Section 3: "The engine asserts this": an order with two equal ranks in one suit (as a
    future option could make) is refused when it is built, not met in play as a tie."""
    from zanga_desktop.games.envite.rules.cards import _assert_total

    order = order_for(2, "federacion", Suit.OROS)
    suits, power = list(order.play_suit), list(order.power)
    _assert_total(suits, power)
    a, b = [c.index for c in DECK if suits[c.index] == "c"][:2]
    power[b] = power[a]
    with pytest.raises(AssertionError, match="equal ranks"):
        _assert_total(suits, power)


def test_section3_a_triunfo_beats_the_suit_led_and_other_suits_never_win() -> None:
    order = order_for(2, "federacion", Suit.OROS)
    # "si está virado de oros y el mano sale con copas, las copas ganarán a espadas y bastos"
    assert order.beats(Card.parse("3c"), Card.parse("2c"))  # the dos is the lowest
    assert not order.beats(Card.parse("12e"), Card.parse("2c"))
    assert order.beats(Card.parse("3o"), Card.parse("12c"))


@pytest.mark.parametrize(("n", "vira", "top"), [(5, "4c", "5o"), (4, "4c", "1o"),
                                                 (3, "4c", "3b"), (2, "4c", "2c"),
                                                 (1, "4e", "2e")])
def test_section3_the_exempt_card_is_the_first_of_the_list(n: int, vira: str, top: str) -> None:
    v = Card.parse(vira)
    assert exempt_card(order_for(n, "federacion", v.suit), v) is Card.parse(top)


def test_section3_the_top_card_turned_up_as_vira_exempts_no_card() -> None:
    v = Card.parse("2c")
    order = order_for(2, "federacion", v.suit)
    assert exempt_card(order, v) is None
    assert exempt_card(order, v, "highest_in_play") is Card.parse("12c")
    assert exempt_card(order_for(4, "popular", Suit.COPAS), Card.parse("4c")) is Card.parse("5o")
    assert exempt_card(order_for(1, "popular", Suit.COPAS), Card.parse("4c")) is Card.parse("12c")


def test_section10_the_worked_hand() -> None:
    st = position("4c", ["12o 2c 5e", "3o 7c 12e", "1o 11e 4b", "6c 3c 7b"], dealer=3)
    assert st.mano == 0
    assert trumps(2, "c") .replace(" 4c", "") == "2c 12c 11c 10c 1c 7c 6c 5c 3c"
    run(st, "0 play 12o")
    assert set(st.legal_cards(1)) == set(cards("3o 7c"))
    run(st, "1 play 3o")
    assert st.legal_cards(2) == cards("1o")
    run(st, "2 play 1o", "3 play 6c")
    assert st.trick_winners == (3,)
    run(st, "3 play 3c")
    assert set(st.legal_cards(0)) == set(cards("2c 5e"))  # the top card alone is exempt
    run(st, "0 play 5e")
    assert st.legal_cards(1) == cards("7c")
    run(st, "1 play 7c", "2 play 11e")
    assert st.trick_winners == (3, 1)
    result = st.results[-1]
    assert (result.winner, result.scored, result.tricks, result.ended.value) == (1, 1, (0, 2),
                                                                                  "tricks")
    assert st.piedras == (0, 1)


def test_section3_highest_in_play_is_fixed_for_the_hand_not_the_highest_unplayed() -> None:
    """Section 3: `highest_in_play` exempts "the highest triunfo other than the vira, fixed
    for the hand (not the highest card still unplayed)": once it is played, the next triunfo
    down does not inherit the exemption."""
    # n = 2, vira 2c: the named top card is the vira, so `highest_in_play` exempts 12c
    hands = ["5e 6b 7b", "11c 1o 2o", "12c 3c 6e", "2e 3e 4e"]
    st = position("2c", hands, dealer=3, exempt_card="highest_in_play")
    assert st.exempt is Card.parse("12c")
    run(st, "0 play 5e", "1 play 1o", "2 play 12c", "3 play 2e")  # 12c takes trick 1
    assert st.trick_winners == (2,) and st.exempt is Card.parse("12c")
    run(st, "2 play 3c", "3 play 3e", "0 play 6b")  # an arrastre
    # 11c is now the highest triunfo still unplayed, yet seat 1 must serve with it
    assert st.legal_cards(1) == cards("11c")
    with pytest.raises(EnviteError) as caught:
        st.apply(action("1 play 2o"))
    assert caught.value.code == "must_follow_trump"
