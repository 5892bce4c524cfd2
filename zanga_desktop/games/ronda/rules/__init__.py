"""The rules of La Ronda, in pure Python: no Qt, no AI, no input or output.

Every section cited in this package is one of `docs/ronda-rules.md` (the project's copy of
`../shared/rules/ronda-rules.md`); records follow `docs/ronda-record-format.md`.
"""

from .actions import (
    Action,
    Combo,
    Kind,
    Unknown,
    Word,
    declare,
    play,
    say,
    wait,
)
from .cards import DECK, PLACE, SEQUENCE, Card, cards_text, next_rank, run_above
from .deal import FirstRound, Swap, deal_first, deal_round, rounds_in_deal, stock_template
from .errors import CODES, RondaError
from .events import (
    Announced,
    Call,
    Closed,
    Counted,
    Credited,
    Dealt,
    Declared,
    Event,
    Lance,
    Leftover,
    Played,
    PlayKind,
    Said,
    Settled,
    Status,
    Won,
)
from .observation import ContestView, Observation, observe
from .options import PRESETS, FallPoints, Options, make_options, options_to_json
from .state import (
    COUNT_OVER,
    Contest,
    DealReport,
    DeclReport,
    Ended,
    Phase,
    RondaState,
    combination,
    settlement,
    side,
)

__all__ = [
    "CODES", "COUNT_OVER", "DECK", "PLACE", "PRESETS", "SEQUENCE", "Action", "Announced", "Call",
    "Card", "Closed", "Combo", "Contest", "ContestView", "Counted", "Credited", "DealReport",
    "Dealt", "DeclReport", "Declared", "Ended", "Event", "FallPoints", "FirstRound", "Kind",
    "Lance", "Leftover", "Observation", "Options", "Phase", "PlayKind", "Played", "RondaError",
    "RondaState", "Said", "Settled", "Status", "Swap", "Unknown", "Won", "Word", "cards_text",
    "combination", "deal_first", "deal_round", "declare", "make_options", "next_rank",
    "observe", "options_to_json", "play", "rounds_in_deal", "run_above", "say", "settlement",
    "side", "stock_template", "wait",
]
