"""Refusals: a stable code, the section of ronda-rules.md, a plain sentence, and the data a
tutor needs to say it in people's words (ronda-record-format.md, the table of codes).

The sentence names seats and cards as the record does ("Seat 0 dropped 1o"); the tutor
rewords it from the attributes: the seat, the card played, the cards that would have been
right, the combination or word, and the seat whose turn or word it was.
"""

from __future__ import annotations

from collections.abc import Sequence

from ....core.section_errors import SectionError
from .actions import Combo, Word
from .cards import Card

#: Every code the rules and the replayer give, with its usual section (None: no section).
CODES: dict[str, int | None] = {
    "not_your_turn": 5,
    "card_not_held": 5,
    "must_capture": 5,
    "no_combination": 8,
    "declare_not_allowed": 8,
    "bad_say": 9,
    "bad_value": 8,
    "unexpected_action": 9,
    "game_over": 11,
    "wrong_dealer": 4,
    "incomplete_deal": 15,
    "bad_action": None,
}


class RondaError(SectionError):
    """An action La Ronda's rules refuse; `section` is the section of ronda-rules.md (an int,
    as the replay prints it; `article` is the same as a string: `core.section_errors`)."""

    CODES = CODES

    def __init__(self, code: str, message: str, *, section: int | None = None,
                 seat: int | None = None, card: Card | None = None,
                 cards: Sequence[Card] = (), combo: Combo | None = None,
                 word: Word | None = None, words: Sequence[Word] = (),
                 expected: int | None = None) -> None:
        super().__init__(code, message, section=section, seat=seat)
        #: The card the seat played (None when it is no card of the deck).
        self.card = card
        #: The cards that would have done: those that capture, or the seat's hand.
        self.cards = tuple(cards)
        #: The combination declared (no_combination, declare_not_allowed).
        self.combo = combo
        #: The word said, and the words that were allowed (bad_say).
        self.word = word
        self.words = tuple(words)
        #: The seat whose turn or word it was (not_your_turn), or the dealer expected.
        self.expected = expected
