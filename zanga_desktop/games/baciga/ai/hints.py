"""A hint for the player to act: what Experto would do (`players.py`, its full budget) and the
facts of the hand that say why, for the tutor to put in words (the table writes the
sentence; this module holds no text a player reads).

The facts are the seat's own, from its observation only: its total (free comodines at their
lowest value, section 9), the pairs and trío it would score standing now, how often one more
card takes it over 31 (out of 20: the card it knows lies on top of the stock, else every card
it cannot place, equally likely, as `knowledge.py` counts them), the cards a paso lays down
and keeps, and the comodines a cante or a stand fixes.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..rules import Action, Card, Kind, Observation, Phase, Way, Word
from ..rules.cards import (
    LIMIT,
    Fix,
    best_pairs,
    is_comodin,
    is_ligada,
    low_value,
    pair_points,
    total,
    value,
)
from .knowledge import Knowledge
from .players import make_player
from .rules import paired

#: The seed of the hint's player: the same position, the same hint.
SEED = 7


class Why(StrEnum):
    """The reason a hint gives."""

    BACIGOTE = "bacigote"  # three equal cards: 7 points, the deal ends (section 7)
    BACIGA = "baciga"  # three cards of 9 or less (section 8)
    LIGADA = "ligada"  # a báciga with a pair: 3 points
    CUT_PAIR = "cut_pair"  # cartas: the hand has a pair or a comodín to play the draw with
    CUT_FEED = "cut_feed"  # cartas: another pase would feed the rivals
    KEEP_PAIR = "keep_pair"  # paso keeping a pair or a comodín: hunting a bacigote
    KEEP_LOW = "keep_low"  # paso keeping low cards: hunting a báciga
    LAY_HIGH = "lay_high"  # paso laying down the cards that help nothing
    CUT_PASO = "cut_paso"  # the talk is cut: a paso lays nothing down
    TAPAR = "tapar"  # keep a card face down: the others do not know the total
    DRAW = "draw"  # ask for a card face up
    DRAW_DOWN = "draw_down"  # ask for a tapada
    STAND = "stand"  # me planto
    SALIR = "salir"  # enough to go out (section 12)


@dataclass(frozen=True, slots=True)
class Hint:
    """The advised action and why: `total` now, the `pairs` points standing now would score
    (`stand_total` the total then, comodines fixed the best way), `over`: of 20 times, how
    often one more card goes pasado; the cards laid down and kept by a paso; the fixes the
    action makes; whether a báciga sung is ligada."""

    action: Action
    why: Why
    total: int = 0
    pairs: int = 0
    stand_total: int = 0
    over: int = 0
    laid: tuple[Card, ...] = ()
    kept: tuple[Card, ...] = ()
    fix: Fix = ()
    ligada: bool = False


def pasado_chance(obs: Observation) -> float:
    """How likely one more card takes the seat over 31: the card it knows lies on top of the
    stock, else an unknown card, each equally likely (a comodín at its lowest value)."""
    as_value = obs.options.as_value
    now = total(obs.hand, obs.fix, as_value)
    know = Knowledge(obs)
    slots = know.stock_slots
    if not slots:
        return 0.0
    top = slots[0]
    if top is not None:
        v = low_value(as_value) if is_comodin(top) else value(top.rank, as_value)
        return 1.0 if now + v > LIMIT else 0.0
    weights = know.value_weights(as_value)
    return sum(p for v, p in weights.items() if now + v > LIMIT)


def _fix(action: Action) -> Fix:
    return tuple((c, r) for c, r in action.fix if isinstance(c, Card))


def _talk_why(obs: Observation, action: Action) -> tuple[Why, tuple[Card, ...],
                                                         tuple[Card, ...]]:
    hand = obs.hand
    word = action.value
    if word is Word.BACIGOTE:
        return Why.BACIGOTE, (), ()
    if word is Word.BACIGA:
        full = obs.fix + _fix(action)
        return (Why.LIGADA if is_ligada(hand, full) else Why.BACIGA), (), ()
    if word is Word.CARTAS:
        return (Why.CUT_PAIR if paired(hand) else Why.CUT_FEED), (), ()
    if action.discard is None:
        return Why.CUT_PASO, (), ()
    laid = tuple(c for c in action.discard if isinstance(c, Card))
    kept = tuple(c for c in hand if c not in laid)
    as_value = obs.options.as_value
    ranks = [c.rank for c in kept if not is_comodin(c)]
    if any(is_comodin(c) for c in kept) or pair_points(ranks):
        return Why.KEEP_PAIR, laid, kept
    if kept and sum(low_value(as_value) if is_comodin(c) else value(c.rank, as_value)
                    for c in kept) <= 9 - 2 * (3 - len(kept)):
        return Why.KEEP_LOW, laid, kept
    return Why.LAY_HIGH, laid, kept


def hint(obs: Observation) -> Hint:
    """Experto's choice for the seat to act, and the facts that explain it."""
    action = make_player("experto", SEED).decide(obs)
    as_value = obs.options.as_value
    now = total(obs.hand, obs.fix, as_value)
    if action.kind is Kind.SALIR:
        pairs, _ = best_pairs(obs.hand, obs.fix, as_value)
        return Hint(action, Why.SALIR, now, pairs)
    if obs.phase is Phase.TALK:
        why, laid, kept = _talk_why(obs, action)
        fix = _fix(action)
        full = obs.fix + fix
        return Hint(action, why, total(obs.hand, full, as_value), laid=laid, kept=kept,
                    fix=fix, ligada=why is Why.LIGADA)
    pairs, best_fix = best_pairs(obs.hand, obs.fix, as_value)
    stand_total = total(obs.hand, obs.fix + best_fix, as_value)
    over = round(pasado_chance(obs) * 20)
    if action.kind is Kind.TAPAR:
        card = action.value if isinstance(action.value, Card) else None
        return Hint(action, Why.TAPAR, now, pairs, stand_total, over,
                    kept=(card,) if card is not None else ())
    if action.kind is Kind.DRAW:
        why = Why.DRAW_DOWN if action.value is Way.DOWN else Why.DRAW
        return Hint(action, why, now, pairs, stand_total, over)
    fix = _fix(action)
    stood = total(obs.hand, obs.fix + fix, as_value)
    ranks = [dict(obs.fix + fix).get(c, c.rank) for c in obs.hand]
    return Hint(action, Why.STAND, now, pair_points(ranks), stood, over, fix=fix)
