"""`hint(obs)`: what Experto would do now in La Ronda (a card, a ronda sung, a word of the
envío) and the reason a player understands, as a frozen record the table words in his
language (`ui/tutor_text.hint_lines`).

Only the table asks for hints (on its AI worker); no level imports this module, so the
players the ladder measures are the same with or without it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import StrEnum

from ..rules import SEQUENCE, Action, Card, Combo, Kind, Observation, PlayKind, Word, side
from ..rules.preview import Effect, effect_in
from . import rules
from .players import Level, SearchingPlayer, _contest_outcome, make_player
from .search import worlds


class Why(StrEnum):
    """The kinds of reasons a hint gives."""

    SING = "sing"  # sing the ronda or rondín: it scores unless contested
    SING_LAST_CALL = "sing_last_call"  # another sang: sing now or lose it this round
    WAIT = "wait"  # nothing to sing now
    CAPTURE = "capture"  # take these cards
    CAPTURE_ASEO = "capture_aseo"  # take everything: an aseo
    FALL = "fall"  # a caída, a contra or a San Vicente
    DROP_SAFE = "drop_safe"  # nothing captures: the drop least likely to be fallen on
    DROP_CHOSEN = "drop_chosen"  # capturing is optional here and dropping keeps more
    ENVIO = "envio"  # send: our ronda is likely the best
    CHIQUITA = "chiquita"  # pass the word on
    A_LA_MAYOR = "a_la_mayor"  # the last speaker plays it at its normal value
    QUIERO = "quiero"  # accept: ours is likely the best
    NO_QUIERO = "no_quiero"  # refuse: theirs is likely the best


@dataclass(frozen=True, slots=True)
class Reason:
    """Why: its kind and what it names: the card played and the cards it takes (or the
    stack it lies on), the points it scores at once, the combination and its rank, how many
    cards of a rank the player has seen, and the chance (percent, rounded to 5) that his
    side holds the best ronda."""

    why: Why
    card: Card | None = None
    cards: tuple[Card, ...] = ()
    points: int = 0
    kind: PlayKind | None = None
    combo: Combo | None = None
    rank: int | None = None
    seen: int = 0
    chance: int = 0


@dataclass(frozen=True, slots=True)
class Hint:
    action: Action
    why: Reason


def percent(p: float) -> int:
    return 5 * round(20 * max(0.0, min(1.0, p)))


def _seed(obs: Observation) -> int:
    return hash((obs.seat, obs.dealer, obs.points, obs.round_no, len(obs.log))) & 0xFFFF


def hint(obs: Observation, effort: float = 1.0) -> Hint:
    """Experto's choice for this seat now, and why (ValueError if the seat has nothing to
    decide)."""
    if not obs.legal:
        raise ValueError(f"seat {obs.seat} has nothing to decide now")
    declare = rules.declaration(obs)
    if declare is not None:
        return Hint(declare, sing_reason(obs, declare))
    kinds = {a.kind for a in obs.legal}
    player = make_player(Level.EXPERTO, seed=_seed(obs), effort=effort, wall_cap=True)
    assert isinstance(player, SearchingPlayer)
    if Kind.SAY in kinds:
        word = player.word(obs)
        action = rules.action_for(obs, word)
        return Hint(action, word_reason(obs, word, best_chance(obs, player)))
    if Kind.PLAY in kinds:
        card = player.card(obs, None)
        return Hint(rules.action_for(obs, card), card_reason(obs, card))
    return Hint(obs.legal[0], Reason(Why.WAIT))


def sing_reason(obs: Observation, action: Action) -> Reason:
    """A ronda or rondín to sing: in the window, or at a last call once another sang."""
    combo = action.value
    assert isinstance(combo, Combo)
    rank = rules.own_rank(obs)
    others = any(s != obs.seat for s, _ in obs.declared)
    return Reason(Why.SING_LAST_CALL if others else Why.SING, combo=combo,
                  rank=_rank_of(rank), points=combo.points)


def _rank_of(place: int) -> int | None:
    return SEQUENCE[place] if 0 <= place < len(SEQUENCE) else None


def card_reason(obs: Observation, card: Card) -> Reason:
    """What the card does (rules/preview.py), and for a drop how safe it is."""
    eff: Effect = effect_in(obs, card)
    if eff.kind in (PlayKind.CAIDA, PlayKind.CONTRA, PlayKind.SAN_VICENTE):
        return Reason(Why.FALL, card, eff.took, eff.points, eff.kind)
    if eff.kind is PlayKind.CAPTURE:
        why = Why.CAPTURE_ASEO if eff.aseo else Why.CAPTURE
        return Reason(why, card, eff.took, eff.points, eff.kind)
    counts = rules.seen_counts(obs)
    captures = [c for c in obs.hand if effect_in(obs, c).captures]
    why = Why.DROP_CHOSEN if captures else Why.DROP_SAFE
    return Reason(why, card, tuple(captures), 0, eff.kind,
                  seen=counts[card.rank])


def best_chance(obs: Observation, player: SearchingPlayer) -> float:
    """The share of the worlds Experto samples (holding the declared rondas) in which the
    seat's side holds the best contender of the contest (section 9)."""
    sample = worlds(obs, player.settings, random.Random(_seed(obs)),
                    max(8, player.settings.worlds))
    total = sum(w.weight for w in sample) or 1.0
    ours = sum(w.weight for w in sample if _contest_outcome(obs, w)[0])
    return ours / total


def word_reason(obs: Observation, word: Word, chance: float) -> Reason:
    contest = obs.contest
    assert contest is not None
    us = side(obs.seat)
    ours = sum(1 for s in contest.contenders if side(s) == us)
    theirs = len(contest.contenders) - ours
    value = contest.kind.points
    rank = _rank_of(rules.own_rank(obs))
    pct = percent(chance)
    if word is Word.QUIERO:
        points = value * len(contest.contenders)
    elif word is Word.NO_QUIERO:
        points = value * theirs
    elif word is Word.A_LA_MAYOR:
        points = value * ours
    else:
        points = value * len(contest.contenders)
    return Reason(Why(word.value), combo=contest.kind, rank=rank, points=points, chance=pct)
