"""Refusals: a stable code, the section of baciga-rules.md, a plain sentence naming seat and
cards (baciga-record-format.md, the table of codes), and the data a tutor needs to say it
in the player's words: the seat, the cards, the comodín, the rank, the total."""

from __future__ import annotations

from collections.abc import Sequence

from ....core.section_errors import SectionError
from .cards import Card

#: Every code the rules and the replayer give, with its usual section (None: no section;
#: `not_your_turn`, `bad_value` and `card_not_held` say 5 in the talk and 9 in the draw).
CODES: dict[str, int | None] = {
    "not_your_turn": 5,
    "bad_value": 5,
    "card_not_held": 5,
    "bad_discard": 5,
    "cartas_not_allowed": 5,
    "must_cut": 6,
    "false_baciga": 8,
    "false_bacigote": 7,
    "bad_fix": 3,
    "tapar_not_allowed": 9,
    "stock_empty": 9,
    "salir_not_allowed": 12,
    "unexpected_action": None,
    "wrong_dealer": 4,
    "incomplete_deal": 15,
    "game_over": 11,
    "bad_action": None,
}


class BacigaError(SectionError):
    """An action La Báciga's rules refuse; `section` is the section of baciga-rules.md
    (`article` the same, as a string: `core.section_errors`). The rest is for a tutor's
    sentence: `seat`, `cards` (those the action named or the seat held), `card` (the one at
    fault), `rank` (a fix's rank), `total` (the total that broke the rule), `expected` (the
    seat whose turn it is)."""

    CODES = CODES

    def __init__(self, code: str, message: str, *, section: int | None = None,
                 seat: int | None = None, card: Card | None = None,
                 cards: Sequence[Card] = (), rank: int | None = None,
                 total: int | None = None, expected: int | None = None) -> None:
        super().__init__(code, message, section=section, seat=seat)
        self.card = card
        self.cards = tuple(cards)
        self.rank = rank
        self.total = total
        self.expected = expected
