"""The Spanish 40-card deck and the card orders of La Zanga (rules, section 1).

Cards are interned: `Card.parse("1e") is Card.parse("1e")`, and every card carries a small
index (0-39) so that orders can be looked up in flat tables, which keeps the engine fast enough
for the AI's searches.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import ClassVar, Final


class Suit(StrEnum):
    OROS = "o"
    COPAS = "c"
    ESPADAS = "e"
    BASTOS = "b"

    @property
    def spanish(self) -> str:
        return _SUIT_NAMES[self]

    @property
    def is_long(self) -> bool:
        """Oros and copas: 12 trumps, plain order running backwards from the ace (Art. 8)."""
        return self in (Suit.OROS, Suit.COPAS)


_SUIT_NAMES: Final = {Suit.OROS: "oros", Suit.COPAS: "copas", Suit.ESPADAS: "espadas",
                      Suit.BASTOS: "bastos"}

SUITS: Final = (Suit.OROS, Suit.COPAS, Suit.ESPADAS, Suit.BASTOS)
RANKS: Final = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)
RANK_NAMES: Final = {1: "as", 10: "sota", 11: "caballo", 12: "rey"}

#: A card's suit in play when it is a trump.
TRUMPS: Final = "t"


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One of the 40 cards. Instances are unique (made once, in DECK), so equality is
    identity and the hash is the deck index: fast, and the same in every run."""

    rank: int
    suit: Suit
    index: int = field(repr=False)

    _by_text: ClassVar[dict[str, Card]] = {}

    def __hash__(self) -> int:
        return self.index

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Card.parse, (str(self),))  # unpickling gives back the same instance

    def __str__(self) -> str:
        return f"{self.rank}{self.suit.value}"

    @staticmethod
    def parse(text: str) -> Card:
        """The card written `text` (`"1e"`, `"12b"`); ValueError if there is none."""
        try:
            return Card._by_text[text]
        except (KeyError, TypeError):
            raise ValueError(f"not a card: {text!r}") from None

    @property
    def name(self) -> str:
        rank = RANK_NAMES.get(self.rank, str(self.rank))
        return f"{rank} de {self.suit.spanish}"


def _make_deck() -> tuple[Card, ...]:
    cards = []
    for s, suit in enumerate(SUITS):
        for r, rank in enumerate(RANKS):
            card = Card(rank, suit, s * 10 + r)
            Card._by_text[str(card)] = card
            cards.append(card)
    return tuple(cards)


DECK: Final = _make_deck()

ESPADILLA: Final = Card.parse("1e")
BASTILLO: Final = Card.parse("1b")


def malilla(trump: Suit) -> Card:
    """The second trump (Art. 5): the 7 of a long trump suit, the 2 of a short one."""
    return Card.parse(("7" if trump.is_long else "2") + trump.value)


def trump_order(trump: Suit) -> tuple[Card, ...]:
    """Every trump, highest first (section 1)."""
    return _TRUMP_ORDER[trump]


def plain_order(suit: Suit) -> tuple[Card, ...]:
    """The cards of `suit` when it is not trumps, highest first (Art. 8)."""
    return _PLAIN_ORDER[suit]


def _build_trump_order(trump: Suit) -> tuple[Card, ...]:
    t = trump.value
    order = [ESPADILLA, malilla(trump), BASTILLO]
    if trump.is_long:
        order.append(Card.parse("1" + t))
    order += [Card.parse(f"{r}{t}") for r in (12, 11, 10)]
    lows = (2, 3, 4, 5, 6) if trump.is_long else (7, 6, 5, 4, 3)
    order += [Card.parse(f"{r}{t}") for r in lows]
    return tuple(order)


def _build_plain_order(suit: Suit) -> tuple[Card, ...]:
    ranks = (12, 11, 10, 1, 2, 3, 4, 5, 6, 7) if suit.is_long else (12, 11, 10, 7, 6, 5, 4, 3, 2)
    return tuple(Card.parse(f"{r}{suit.value}") for r in ranks)


_TRUMP_ORDER: Final = {s: _build_trump_order(s) for s in SUITS}
_PLAIN_ORDER: Final = {s: _build_plain_order(s) for s in SUITS}


@dataclass(frozen=True, slots=True)
class Order:
    """Card orders under one trump suit, as flat tables indexed by `Card.index`.

    `power[i]` ranks card i inside its suit in play: trumps 100 + (12 - place), plain cards
    10 - place; so a higher number wins, and any trump beats any plain card.
    """

    trump: Suit
    play_suit: tuple[str, ...]
    power: tuple[int, ...]
    matadores: frozenset[Card]

    def suit_of(self, card: Card) -> str:
        """`"t"` for a trump, else the card's printed suit letter."""
        return self.play_suit[card.index]

    def is_trump(self, card: Card) -> bool:
        return self.play_suit[card.index] == TRUMPS

    def beats(self, card: Card, best: Card) -> bool:
        """Whether `card` takes a trick currently won by `best`."""
        suit = self.play_suit[card.index]
        if suit == TRUMPS or suit == self.play_suit[best.index]:
            return self.power[card.index] > self.power[best.index]
        return False


def _build_order(trump: Suit) -> Order:
    play_suit = [c.suit.value for c in DECK]
    power = [0] * 40
    for place, card in enumerate(_TRUMP_ORDER[trump]):
        play_suit[card.index] = TRUMPS
        power[card.index] = 100 + 12 - place
    for suit in SUITS:
        if suit == trump:
            continue
        for place, card in enumerate(_PLAIN_ORDER[suit]):
            power[card.index] = 10 - place
    return Order(trump, tuple(play_suit), tuple(power),
                 frozenset((ESPADILLA, malilla(trump), BASTILLO)))


ORDERS: Final = {s: _build_order(s) for s in SUITS}


def sort_key(card: Card, trump: Suit | None = None) -> tuple[int, int]:
    """A display order for a hand: trumps first when they are known, then by suit, high first."""
    if trump is None:
        return (SUITS.index(card.suit), -_PLAIN_RANK[card.index])
    order = ORDERS[trump]
    if order.is_trump(card):
        return (-1, -order.power[card.index])
    return (SUITS.index(card.suit), -order.power[card.index])


_PLAIN_RANK: Final = tuple(
    10 - _PLAIN_ORDER[c.suit].index(c) if c in _PLAIN_ORDER[c.suit] else 11 for c in DECK
)


def parse_cards(texts: list[str] | tuple[str, ...]) -> tuple[Card, ...]:
    return tuple(Card.parse(t) for t in texts)


def cards_text(cards: Iterable[Card]) -> str:
    """`"12o, 3o"`: how messages list cards."""
    return ", ".join(str(c) for c in cards)
