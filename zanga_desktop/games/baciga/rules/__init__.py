"""The rules of La Báciga, in pure Python: no Qt, no AI, no input or output.

Every section cited in this package is one of `docs/baciga-rules.md` (the project's copy of
`../shared/rules/baciga-rules.md`); records follow `docs/baciga-record-format.md`.
"""

from .actions import Action, Kind, Unknown, Way, Word, draw, paso, salir, say, stand, tapar
from .cards import COMODINES, Card, Fix
from .deal import Deal, deal_cards
from .errors import CODES, BacigaError
from .observation import HIDDEN, Observation, SeatView, observe
from .options import PRESETS, Options, make_options, options_to_json
from .state import (
    BacigaState,
    Credit,
    DealResult,
    Ended,
    Event,
    Happened,
    Lance,
    Phase,
    Said,
    SeatResult,
    Stop,
    side,
)

__all__ = [
    "CODES", "COMODINES", "HIDDEN", "PRESETS", "Action", "BacigaError", "BacigaState", "Card",
    "Credit", "Deal", "DealResult", "Ended", "Event", "Fix", "Happened", "Kind", "Lance",
    "Observation", "Options", "Phase", "Said", "SeatResult", "SeatView", "Stop", "Unknown",
    "Way", "Word", "deal_cards", "draw", "make_options", "observe", "options_to_json", "paso",
    "salir", "say", "side", "stand", "tapar",
]
