"""The rules of El Envite, in pure Python: no Qt, no AI, no input or output.

Every section cited in this package is one of `docs/envite-rules.md` (the project's copy of
`../shared/rules/envite-rules.md`); records follow `docs/envite-record-format.md`.
"""

from .actions import (
    CHICO,
    Action,
    Answer,
    Claim,
    Kind,
    Sena,
    Tumbo,
    Unknown,
    answer,
    bet,
    claim,
    decline,
    play,
    sena,
    tumbo,
)
from .cards import TRIUNFO, Card, Order, Suit, exempt_card, matadores, order_for
from .deal import Deal, deal_cards
from .errors import CODES, EnviteError
from .observation import HIDDEN, Observation, observe
from .options import PRESETS, Options, make_options, options_to_json, step_json
from .state import (
    Ended,
    EnviteState,
    HandResult,
    HandTumbo,
    Phase,
    Renuncio,
    SenaSent,
    team,
)

__all__ = [
    "CHICO", "CODES", "HIDDEN", "PRESETS", "TRIUNFO", "Action", "Answer", "Card", "Claim",
    "Deal", "Ended", "EnviteError", "EnviteState", "HandResult", "HandTumbo", "Kind",
    "Observation", "Options", "Order", "Phase", "Renuncio", "Sena", "SenaSent", "Suit",
    "Tumbo", "Unknown", "answer", "bet", "claim", "deal_cards", "decline", "exempt_card",
    "make_options", "matadores", "observe", "options_to_json", "order_for", "play", "sena",
    "step_json", "team", "tumbo",
]
