"""Section 1 of the rules: the deck, the trump orders for every suit, plain orders, tricks."""

from __future__ import annotations

import dataclasses
import pickle

import pytest
from positions import cards, game_at, run

from zanga_desktop.games.zanga.rules import (
    DECK,
    ORDERS,
    SUITS,
    Card,
    Suit,
    malilla,
    plain_order,
    trump_order,
)
from zanga_desktop.games.zanga.rules.cards import parse_cards, sort_key


def names(seq: tuple[Card, ...]) -> str:
    return " ".join(str(c) for c in seq)


def test_section1_deck_has_forty_cards_without_eights_and_nines() -> None:
    assert len(DECK) == 40 and len(set(DECK)) == 40
    assert {c.rank for c in DECK} == {1, 2, 3, 4, 5, 6, 7, 10, 11, 12}
    assert Card.parse("12b") is Card.parse("12b")
    with pytest.raises(ValueError):
        Card.parse("8o")


@pytest.mark.parametrize(("trump", "expected"), [
    (Suit.OROS, "1e 7o 1b 1o 12o 11o 10o 2o 3o 4o 5o 6o"),
    (Suit.COPAS, "1e 7c 1b 1c 12c 11c 10c 2c 3c 4c 5c 6c"),
    (Suit.ESPADAS, "1e 2e 1b 12e 11e 10e 7e 6e 5e 4e 3e"),
    (Suit.BASTOS, "1e 2b 1b 12b 11b 10b 7b 6b 5b 4b 3b"),
])
def test_section1_trump_order_for_each_suit(trump: Suit, expected: str) -> None:
    assert names(trump_order(trump)) == expected
    order = ORDERS[trump]
    ranked = sorted((c for c in DECK if order.is_trump(c)), key=lambda c: -order.power[c.index])
    assert names(tuple(ranked)) == expected


@pytest.mark.parametrize("trump", SUITS)
def test_art4_espadilla_is_always_the_highest_trump(trump: Suit) -> None:
    order = ORDERS[trump]
    espadilla = Card.parse("1e")
    assert order.is_trump(espadilla)
    assert all(order.beats(espadilla, c) or c == espadilla for c in DECK if order.is_trump(c))


@pytest.mark.parametrize(("trump", "card"), [
    (Suit.OROS, "7o"), (Suit.COPAS, "7c"), (Suit.ESPADAS, "2e"), (Suit.BASTOS, "2b")])
def test_art5_malilla_is_the_seven_of_long_suits_and_the_two_of_short(trump: Suit,
                                                                        card: str) -> None:
    assert str(malilla(trump)) == card
    assert trump_order(trump)[1] == Card.parse(card)


@pytest.mark.parametrize("trump", SUITS)
def test_art6_bastillo_is_always_the_third_trump(trump: Suit) -> None:
    assert trump_order(trump)[2] == Card.parse("1b")
    assert ORDERS[trump].is_trump(Card.parse("1b"))


def test_art7_matadores_are_espadilla_malilla_bastillo() -> None:
    assert {str(c) for c in ORDERS[Suit.OROS].matadores} == {"1e", "7o", "1b"}
    assert {str(c) for c in ORDERS[Suit.BASTOS].matadores} == {"1e", "2b", "1b"}


def test_section1_punto_only_in_long_suits_and_trump_counts() -> None:
    assert len(trump_order(Suit.OROS)) == len(trump_order(Suit.COPAS)) == 12
    assert len(trump_order(Suit.ESPADAS)) == len(trump_order(Suit.BASTOS)) == 11
    assert trump_order(Suit.COPAS)[3] == Card.parse("1c")  # the Punto
    assert Card.parse("1e") in trump_order(Suit.BASTOS)  # Espadilla, never a plain espada


def test_art8_plain_orders() -> None:
    assert names(plain_order(Suit.OROS)) == "12o 11o 10o 1o 2o 3o 4o 5o 6o 7o"
    assert names(plain_order(Suit.COPAS)) == "12c 11c 10c 1c 2c 3c 4c 5c 6c 7c"
    assert names(plain_order(Suit.ESPADAS)) == "12e 11e 10e 7e 6e 5e 4e 3e 2e"
    assert names(plain_order(Suit.BASTOS)) == "12b 11b 10b 7b 6b 5b 4b 3b 2b"


def test_section1_suit_in_play_of_the_aces_and_the_malilla() -> None:
    oros = ORDERS[Suit.OROS]
    assert oros.suit_of(Card.parse("1e")) == "t"  # Espadilla: trumps, not espadas
    assert oros.suit_of(Card.parse("1b")) == "t"
    assert oros.suit_of(Card.parse("7o")) == "t"
    assert oros.suit_of(Card.parse("7c")) == "c"  # a plain seven of copas
    assert ORDERS[Suit.ESPADAS].suit_of(Card.parse("1o")) == "o"


def test_section1_trick_won_by_highest_trump_else_highest_of_suit_led() -> None:
    state = game_at({0: "3c 2o", 1: "12c 5b", 2: "7c 6b", 3: "1c 4e"})
    run(state, "0 say juego", "1 say paso", "2 say paso", "3 say paso", "0 trump o",
        "0 play 3c", "1 play 12c", "2 play 7c", "3 play 1c")
    assert state.tricks[-1][0] == 1  # rey of copas: highest copa, no trump
    # Seat 1 has no copas and trumps with the lowest oro; seat 3 discards the rey of bastos.
    state = game_at({0: "3c 5o", 1: "2o 5b 6b 7b 10b 11b 4e 2e", 2: "7c 6c",
                     3: "12b 4b 3b 2b 3e 5e 6e 7e"})
    run(state, "0 say juego", "1 say paso", "2 say paso", "3 say paso", "0 trump o",
        "0 play 3c", "1 play 2o", "2 play 7c", "3 play 12b")
    assert state.tricks[-1][0] == 1


def test_section1_lowest_trump_beats_highest_plain_card() -> None:
    order = ORDERS[Suit.ESPADAS]
    assert order.beats(Card.parse("3e"), Card.parse("12o"))
    assert not order.beats(Card.parse("12o"), Card.parse("3e"))
    assert not order.beats(Card.parse("12b"), Card.parse("2o"))  # off-suit never wins


def test_section1_display_sort_puts_trumps_first() -> None:
    hand = cards("3o 1e 12c 7o 2b")
    ordered = sorted(hand, key=lambda c: sort_key(c, Suit.OROS))
    assert names(tuple(ordered)) == "1e 7o 3o 12c 2b"


def test_section1_cards_are_named_as_the_table_says_them() -> None:
    names = {"1e": "as de espadas", "7o": "7 de oros", "10c": "sota de copas",
             "11b": "caballo de bastos", "12o": "rey de oros"}
    for text, name in names.items():
        assert Card.parse(text).name == name


def test_cards_survive_pickling_as_the_same_instance() -> None:
    for card in DECK:
        assert pickle.loads(pickle.dumps(card)) is card
    assert parse_cards(["1e", "12b"]) == (Card.parse("1e"), Card.parse("12b"))


def test_section1_a_hand_is_shown_by_suit_high_first_and_trumps_first_once_named() -> None:
    hand = [Card.parse(t) for t in ("2o", "12c", "1o", "7e", "1b", "12o", "1e", "3c")]
    plain = [str(c) for c in sorted(hand, key=sort_key)]
    assert plain == ["12o", "1o", "2o", "12c", "3c", "1e", "7e", "1b"]
    oros = [str(c) for c in sorted(hand, key=lambda c: sort_key(c, Suit.OROS))]
    assert oros == ["1e", "1b", "1o", "12o", "2o", "12c", "3c", "7e"]


def test_cards_and_orders_are_frozen_values() -> None:
    for value, field in ((Card.parse("1e"), "rank"), (ORDERS[Suit.OROS], "trump")):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(value, field, None)
        assert not hasattr(value, "__dict__")  # slots
    assert Card.parse("1e") != Card.parse("1b") and Card.parse("1e") == Card.parse("1e")
