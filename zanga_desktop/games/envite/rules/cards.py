"""The card orders of El Envite (envite-rules.md, section 3) on the shared deck (`core.deck`).

The order depends on the team size, the `matadores` option and the vira's suit; each of those
combinations is one `Order`, flat tables indexed by `Card.index`, built once at import, so the
rules stay fast enough for the AI's searches.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ....core.deck import DECK, SUITS, Card, Suit, cards_text, parse_cards
from .options import ExemptCard, Matadores

__all__ = [
    "DECK", "SUITS", "TRIUNFO", "Card", "Order", "Suit", "cards_text", "exempt_card", "matadores",
    "order_for", "parse_cards",
]

#: A card's suit in play when it is a triunfo (a matador or of lo virado).
TRIUNFO: Final = "t"

_FEDERACION_MATADORES: Final = {
    5: ("5o", "1o", "3b", "11b", "10o"),
    4: ("1o", "3b", "11b", "10o"),
    3: ("3b", "11b", "10o"),
    2: (),
    1: (),
}
#: Section 12: EZ's lists differ from the federación's for n = 4 only (n = 1 differs in lo
#: virado's order, not in its matadores).
_POPULAR_MATADORES: Final = {**_FEDERACION_MATADORES, 4: ("5o", "3b", "11b", "10o")}

#: Lo virado, highest first (section 3): `2V` is the malilla. Under Popular with n = 1 there is
#: no malilla: `12V` is highest and `2V` is taken as the lowest triunfo (section 12).
_VIRADO: Final = (2, 12, 11, 10, 1, 7, 6, 5, 4, 3)
_VIRADO_POPULAR_1: Final = (12, 11, 10, 1, 7, 6, 5, 4, 3, 2)
#: A plain suit, highest first (section 3, "the fifth list").
_PLAIN: Final = (12, 11, 10, 1, 7, 6, 5, 4, 3, 2)


def matadores(team_size: int, option: Matadores = Matadores.FEDERACION) -> tuple[Card, ...]:
    """The fixed top triunfos for teams of `team_size`, highest first (section 3)."""
    table = _POPULAR_MATADORES if option is Matadores.POPULAR else _FEDERACION_MATADORES
    return parse_cards(table[team_size])


@dataclass(frozen=True, slots=True)
class Order:
    """Card orders for one team size, `matadores` option and vira suit.

    `play_suit[i]` is `"t"` for a triunfo, else the printed suit letter; `power[i]` ranks card i
    within its suit in play (triunfos above 100, plain cards 1-10), so a higher number wins and
    any triunfo beats any plain card. `trumps` lists every triunfo, highest first, each once:
    a matador of the vira's suit keeps only its matador place (section 3, Decision).
    """

    team_size: int
    virado: Suit
    matadores: tuple[Card, ...]
    trumps: tuple[Card, ...]
    play_suit: tuple[str, ...]
    power: tuple[int, ...]

    def is_trump(self, card: Card) -> bool:
        return self.play_suit[card.index] == TRIUNFO

    def suit_of(self, card: Card) -> str:
        return self.play_suit[card.index]

    def beats(self, card: Card, best: Card) -> bool:
        """Whether `card` takes a trick won so far by `best` (section 3, "Winning a trick")."""
        suit = self.play_suit[card.index]
        best_suit = self.play_suit[best.index]
        if suit == TRIUNFO:
            return best_suit != TRIUNFO or self.power[card.index] > self.power[best.index]
        return suit == best_suit and self.power[card.index] > self.power[best.index]

    def suit_cards(self, suit: Suit) -> tuple[Card, ...]:
        """The plain cards of `suit` in play (a matador of it is a triunfo), in deck order."""
        return tuple(c for c in DECK if self.play_suit[c.index] == suit.value)

    def first_trump(self) -> Card:
        """The first card of the list in force: the named top card (section 3)."""
        return self.trumps[0]


def _build(team_size: int, option: Matadores, virado: Suit) -> Order:
    mats = matadores(team_size, option)
    ranks = _VIRADO_POPULAR_1 if option is Matadores.POPULAR and team_size == 1 else _VIRADO
    trumps = list(mats)
    trumps += [c for c in (Card.parse(f"{r}{virado.value}") for r in ranks) if c not in mats]
    play_suit = [c.suit.value for c in DECK]
    power = [0] * 40
    for place, card in enumerate(trumps):
        play_suit[card.index] = TRIUNFO
        power[card.index] = 100 + len(trumps) - place
    for suit in SUITS:
        if suit is virado:
            continue
        plain = [c for c in (Card.parse(f"{r}{suit.value}") for r in _PLAIN) if c not in mats]
        for place, card in enumerate(plain):
            power[card.index] = 10 - place
    _assert_total(play_suit, power)
    return Order(team_size, virado, mats, tuple(trumps), tuple(play_suit), tuple(power))


def _assert_total(play_suit: list[str], power: list[int]) -> None:
    """Section 3, "No tie is possible": within each suit in play every card has its own rank,
    so every trick has one winner. Checked once per order, when the orders are made."""
    for suit in set(play_suit):
        ranks = [power[i] for i in range(40) if play_suit[i] == suit]
        if min(ranks) <= 0 or len(set(ranks)) != len(ranks):
            raise AssertionError(f"section 3: the order of {suit!r} has equal ranks")


_ORDERS: Final = {(n, opt, s): _build(n, opt, s) for n in range(1, 6)
                  for opt in Matadores for s in SUITS}


def order_for(team_size: int, option: Matadores, virado: Suit) -> Order:
    return _ORDERS[(team_size, option, virado)]


def exempt_card(order: Order, vira: Card, mode: ExemptCard = ExemptCard.NAMED) -> Card | None:
    """The one card that need not serve an arrastre (section 3, "The top card").

    `named`: the first card of the list in force, none if it is the vira; `highest_in_play`:
    the highest triunfo other than the vira, fixed for the hand."""
    if mode is ExemptCard.NAMED:
        top = order.first_trump()
        return None if top is vira else top
    for card in order.trumps:
        if card is not vira:
            return card
    return None  # pragma: no cover - a list always has two triunfos
