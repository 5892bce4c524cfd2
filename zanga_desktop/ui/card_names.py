"""A card named inside a sentence with its article, in the language of the moment: "the sota
de oros", and in Spanish "la sota de oros" but "el as de oros" (the sota is the one card whose
name is feminine); Japanese has none. A sentence that names a card takes it whole as "{0}",
so no translation has to guess the article of a card it cannot see."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..core.deck import RANK_NAMES, Card
from .i18n import listed, tr

# How a card's name starts when the name is feminine in Spanish: la sota.
FEMININE = RANK_NAMES[10] + " "


def the_card(card: Card | str) -> str:
    """The card (or a card's name, `Card.name`) with its definite article, as it stands
    after a verb or a preposition."""
    name = card if isinstance(card, str) else card.name
    if name.startswith(FEMININE):
        return tr("the {0}", "a card whose Spanish name is feminine: la sota").format(name)
    return tr("the {0}", "a card whose Spanish name is masculine: el as, el 3, el rey").format(
        name)


def the_cards(cards: Sequence[Card]) -> str:
    """Cards a play takes, each with its article ("the 3 de copas, the sota de oros"): what
    a capture takes is told as the cards it is, one or several, never as a bare list."""
    return listed(the_card(c) for c in cards)


def card_list(cards: Iterable[Card]) -> str:
    """Cards named bare in a list ("7 de oros, as de oros"), as a refusal lists the cards
    that may be played and a log the cards on the table."""
    return listed(c.name for c in cards)


def capitalised(text: str) -> str:
    """A translated sentence begun with a capital: one that opens with a card (`the_card`)
    in one language may have it in the middle in another ("The as wins", "Gana el as")."""
    return text[:1].upper() + text[1:]
