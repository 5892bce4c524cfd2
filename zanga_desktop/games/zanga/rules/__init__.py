"""The rules of La Zanga, in pure Python: no Qt, no AI, no input or output.

See `../shared/rules/zanga-rules.md` (kept in the repository as docs/zanga-rules.md); every
section and article cited in this package refers to it.
"""

from .actions import Action, Answer, Call, Claim, Keep, Kind, Word, play, say
from .cards import (
    DECK,
    ORDERS,
    SUITS,
    Card,
    Order,
    Suit,
    is_long,
    malilla,
    plain_order,
    trump_order,
)
from .deal import Deal, cut_for_dealer
from .errors import CODES, IllegalActionError, RenuncioError, ZangaError
from .observation import Observation, observe
from .options import (
    PRESETS,
    CodilloPayment,
    GameEnd,
    Options,
    RenuncioMode,
    SoloBonus,
    TodasOffer,
    TodasPayment,
    ZangaMode,
    make_options,
)
from .results import HandResult, Payment, Recipient, Result
from .state import GameState, Phase, best_in_trick, partner, team

__all__ = [
    "CODES",
    "DECK",
    "ORDERS",
    "PRESETS",
    "SUITS",
    "Action",
    "Answer",
    "Call",
    "Card",
    "Claim",
    "CodilloPayment",
    "Deal",
    "GameEnd",
    "GameState",
    "HandResult",
    "IllegalActionError",
    "Keep",
    "Kind",
    "Observation",
    "Options",
    "Order",
    "Payment",
    "Phase",
    "Recipient",
    "RenuncioError",
    "RenuncioMode",
    "Result",
    "SoloBonus",
    "Suit",
    "TodasOffer",
    "TodasPayment",
    "Word",
    "ZangaError",
    "ZangaMode",
    "best_in_trick",
    "cut_for_dealer",
    "is_long",
    "make_options",
    "malilla",
    "observe",
    "partner",
    "plain_order",
    "play",
    "say",
    "team",
    "trump_order",
]
