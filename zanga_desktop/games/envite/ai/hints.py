"""`hint(obs)`: what Experto would do now in El Envite (a card, a bet, an answer, the tumbo
decision, and the señas to send first), with the reason a human understands.

Only the table asks for hints (on its AI worker); no level imports this module, so the
players the ladder measures are the same with or without it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..rules import TRIUNFO, Action, Answer, Card, Kind, Observation, Sena, Tumbo
from . import senas
from .players import Level, SearchingPlayer, make_player
from .view import exempt_of, order_of, team, trick_best, unseen


@dataclass(frozen=True, slots=True)
class Reason:
    """Why: a sentence's key and what it names (cards by name, a percentage, a stake), so
    that the table says it in the player's language (`ui/tutor_text.hint_text`)."""

    key: str
    args: tuple[str | int, ...] = ()


@dataclass(frozen=True, slots=True)
class Hint:
    """The action Experto would take, why, the señas it would send before it (each with its
    own reason) and its chance of winning the hand, in percent rounded to 5."""

    action: Action
    why: Reason
    senas: tuple[tuple[Action, Reason], ...] = ()
    chance: int = 50


def percent(p: float) -> int:
    return 5 * round(20 * max(0.0, min(1.0, p)))


def hint(obs: Observation, effort: float = 1.0) -> Hint:
    """Experto's choice for this seat now, and why (ValueError if the seat has nothing to
    decide)."""
    if not obs.legal:
        raise ValueError(f"seat {obs.seat} has nothing to decide now")
    seed = hash((obs.seat, obs.dealer, obs.piedras, obs.vira)) & 0xFFFF
    player = make_player(Level.EXPERTO, seed=seed, effort=effort, wall_cap=True)
    assert isinstance(player, SearchingPlayer)
    action, p = player.plan(obs, None)
    sent = senas.to_send(obs, random.Random(seed), p)
    chance = percent(p)
    return Hint(action, reason(obs, action, chance),
                tuple((a, sena_reason(a)) for a in sent if a in obs.legal), chance)


def sena_reason(action: Action) -> Reason:
    which = action.value
    assert isinstance(which, Sena)
    if which is Sena.ENVIA:
        return Reason("sena_envia")
    if which is Sena.NO_ENVIES:
        return Reason("sena_no_envies")
    return Reason("sena_card", (which.value,))


def reason(obs: Observation, action: Action, chance: int) -> Reason:
    """Why `action` is good here, given the team's `chance` of the hand (percent)."""
    value = action.value
    if action.kind is Kind.TUMBO:
        return Reason("tumbar" if value is Tumbo.TUMBAR else "achicarse", (chance,))
    if action.kind is Kind.BET and isinstance(value, int):
        if obs.bet is not None:
            return Reason("raise", (chance, value))
        return Reason("bet", (chance, value, obs.stake))
    if action.kind is Kind.ANSWER:
        assert obs.bet is not None
        if value is Answer.QUIERO:
            return Reason("quiero", (chance, obs.bet))
        return Reason("paso", (chance, obs.stake))
    if action.kind is Kind.DECLINE:
        return Reason("decline", (chance,))
    if action.kind is Kind.SENA:
        return sena_reason(action)
    if action.kind is Kind.PLAY and isinstance(value, Card):
        return card_reason(obs, value)
    return Reason("best")


#: The reason for a lead, by (a triunfo?, nothing left beats it?).
LEADS = {(True, True): "lead_top_trump", (True, False): "lead_trump",
         (False, True): "lead_master", (False, False): "lead_low"}


def card_reason(obs: Observation, card: Card) -> Reason:
    order = order_of(obs)
    ps = order.play_suit
    name = card.name
    out = unseen(obs)
    if not obs.trick:
        master = not any(order.beats(c, card) for c in out
                         if ps[c.index] in (TRIUNFO, ps[card.index]))
        return Reason(LEADS[(ps[card.index] == TRIUNFO, master)], (name,))
    win_seat, best = trick_best(order, obs.trick)
    exempt = exempt_of(obs)
    if ps[obs.trick[0][1].index] == TRIUNFO and ps[card.index] != TRIUNFO \
            and exempt is not None and exempt in obs.hand:
        return Reason("keep_exempt", (exempt.name, name))
    beats = order.beats(card, best)
    if team(win_seat) == obs.team:
        return Reason("keep_trick", (name,)) if beats else Reason("partner_wins",
                                                                  (best.name, name))
    if not beats:
        return Reason("give_away", (name,))
    sure = not any(order.beats(c, card) for c in out)
    return Reason("take_sure", (name,)) if sure else Reason("take_cheap", (name, best.name))
