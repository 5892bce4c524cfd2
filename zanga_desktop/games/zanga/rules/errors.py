"""Typed errors for refused actions: a stable code, the article broken, and a plain sentence.

The sentence is what the rules tutor shows; the structured fields (seat, card, cards) let the
user interface build its own translated sentence from the code.
"""

from __future__ import annotations

from collections.abc import Sequence

from ....core.errors import RulesError
from .cards import Card

#: Every code the engine raises, with the article of the manual it refers to (None if none).
CODES: dict[str, int | None] = {
    "not_your_turn": None,
    "card_not_held": None,
    "must_follow_suit": 27,
    "must_follow_trump": 28,
    "matador_forced": 28,
    "bad_declaration": 18,
    "pass_without_vales": 42,
    "zanga_needs_vales": 23,
    "no_cinco_here": 48,
    "bad_trump": 22,
    "bad_claim": 29,
    "unexpected_action": None,
    "wrong_dealer": 17,
    "incomplete_hand": None,
    "game_over": 11,
}


class ZangaError(RulesError):
    """Base of every error the engine raises for an action it refuses; it names the cards
    involved, so that the tutor can show them."""

    article: int | None

    def __init__(
        self,
        code: str,
        message: str,
        *,
        article: int | None = None,
        seat: int | None = None,
        card: Card | None = None,
        cards: Sequence[Card] = (),
    ) -> None:
        super().__init__(code, message, article=article if article is not None
                         else CODES.get(code), seat=seat)
        self.card = card
        self.cards = tuple(cards)


class IllegalActionError(ZangaError):
    """An action the rules do not allow now: the wrong seat, a card that reneges, a bad word."""


class RenuncioError(IllegalActionError):
    """A card that breaks the following rules of section 5 (Art. 27-28): a renuncio."""
