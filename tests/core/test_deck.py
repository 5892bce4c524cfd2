"""The shared Spanish deck (section 1 of every rules page): forty cards, interned, shuffled
reproducibly as a deal's chance outcome."""

from __future__ import annotations

import pickle
import random

import pytest

from zanga_desktop.core.deck import DECK, RANKS, SUITS, Card, Suit, shuffled_deck


def test_forty_cards_four_suits_no_eights_nines() -> None:
    assert len(DECK) == 40 and len(set(DECK)) == 40
    assert [c.index for c in DECK] == list(range(40))
    assert {c.suit for c in DECK} == set(SUITS) == set(Suit)
    assert RANKS == (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)
    assert not any(c.rank in (8, 9) for c in DECK)


def test_cards_are_interned_and_survive_pickling() -> None:
    card = Card.parse("1e")
    assert card is Card.parse("1e") and card.name == "as de espadas"
    assert pickle.loads(pickle.dumps(card)) is card
    for bad in ("8o", "1x", "", "13c", None):
        with pytest.raises(ValueError):
            Card.parse(bad)  # type: ignore[arg-type]


def test_a_shuffle_is_a_permutation_fixed_by_its_seed() -> None:
    one = shuffled_deck(random.Random(4))
    assert sorted(one, key=lambda c: c.index) == list(DECK)
    assert one == shuffled_deck(random.Random(4))
    assert one != shuffled_deck(random.Random(5))
