"""Refusals: a stable code, the section of envite-rules.md, a plain sentence naming seat and
cards (envite-record-format.md, the table of codes)."""

from __future__ import annotations

from collections.abc import Sequence

from ....core.errors import RulesError
from .cards import Card

#: Every code the rules and the replayer give, with its section (None: no section).
CODES: dict[str, int | None] = {
    "not_your_turn": 5,
    "card_not_held": 5,
    "must_follow_trump": 5,
    "must_follow_suit": 5,
    "must_overtrump": 5,
    "not_captain": 6,
    "bet_not_allowed": 6,
    "bad_bet": 6,
    "no_bet_in_tumbo": 9,
    "sena_not_allowed": 7,
    "bad_sena": 7,
    "sena_limit": 7,
    "false_sena": 7,
    "bad_value": 6,
    "unexpected_action": None,
    "wrong_dealer": 4,
    "incomplete_hand": 13,
    "partido_over": 9,
    "bad_action": None,
}


class EnviteError(RulesError):
    """An action El Envite's rules refuse; `section` is the section of envite-rules.md."""

    def __init__(self, code: str, message: str, *, section: int | None = None,
                 seat: int | None = None, card: Card | None = None,
                 cards: Sequence[Card] = ()) -> None:
        section = section if section is not None else CODES.get(code)
        super().__init__(code, message, article=section, seat=seat)
        self.section = section
        self.card = card
        self.cards = tuple(cards)
        #: The action refused (set by `EnviteState.verify`), for the tutor to say what the
        #: player tried: the same code covers a card played and a bet made too early.
        self.action: object | None = None

    def to_json(self) -> dict[str, object]:
        return {"code": self.code, "section": self.section, "message": self.message}
