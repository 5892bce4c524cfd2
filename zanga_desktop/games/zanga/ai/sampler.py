"""Deals consistent with what one seat has seen, weighted by how likely the talk was.

A sampled deal gives every other active seat as many unseen cards as it holds, never a card it
has shown it cannot hold (a failure to follow, section 5). Deals are then weighted by the
likelihood of each seat's declarations given its sampled hand (a player who said juego likely
holds trumps and matadores) and of the trump the declarer named, and resampled.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from ..rules import DECK, ORDERS, Answer, Card, Kind, Observation, Suit, Word
from ..rules.cards import TRUMPS
from . import rules
from .evaluator import best_trump, trump_tricks
from .view import active_seats, forbidden, unseen

Hands = dict[int, tuple[Card, ...]]


def _deal_once(rng: random.Random, pool: list[Card], sizes: dict[int, int],
               banned: dict[int, set[Card]]) -> Hands | None:
    rng.shuffle(pool)
    left = list(pool)
    out: Hands = {}
    # The most constrained seat chooses first, so a legal deal is rarely missed.
    for seat in sorted(sizes, key=lambda s: sum(1 for c in left if c not in banned[s])):
        allowed = [c for c in left if c not in banned[seat]]
        if len(allowed) < sizes[seat]:
            return None
        chosen = allowed[:sizes[seat]]
        out[seat] = tuple(chosen)
        taken = set(chosen)
        left = [c for c in left if c not in taken]
    return out


def raw_deals(obs: Observation, rng: random.Random, n: int) -> list[Hands]:
    """Up to `n` deals of the unseen cards to the other active seats."""
    me = obs.seat
    seats = [s for s in active_seats(obs) if s != me]
    sizes = {s: obs.hand_sizes[s] for s in seats}
    pool = sorted(unseen(obs), key=lambda c: c.index)
    banned = forbidden(obs)
    deals: list[Hands] = []
    tries = 0
    while len(deals) < n and tries < 4 * n + 20:
        tries += 1
        d = _deal_once(rng, pool, sizes, banned)
        if d is not None:
            deals.append(d)
    return deals


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


class Speaker(Enum):
    """Whose policy a seat speaks by, as the table knows it: the levels' bid model (Normal
    and up), the baseline's thresholds (`rules` and Principiante), or neither (a person or a
    protocol bot, who speak as they like)."""

    MODEL = "model"
    BASELINE = "baseline"
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class Reading:
    """Where a speaker's words put his hand, in tricks of worth: a bid says the hand reaches
    its `*_at`, a pass (or `no`) that it stays below its `*_below`. A logistic of width
    SPREAD around each."""

    juego_at: float
    solo_at: float
    order_at: float
    accept_at: float
    pass_below: float  # a pass while nobody has declared
    no_order_below: float  # a pass to an opponent's juego
    refuse_below: float  # `no` to an order


# Where the players speak (docs/ai.md): the levels' bid model says juego from about 2.0, solo
# from about 4.0, orders from about 3.5 and accepts from about 3.75; the baseline (rules.py)
# 3.0, 5.3, 4.8 and 5.0. A seat of unknown policy is read as loosely as both allow: a bid says
# the hand reaches the lower threshold, a pass (or `no`) that it stays below the higher one.
READINGS: dict[Speaker, Reading] = {
    Speaker.MODEL: Reading(2.0, 4.0, 3.5, 3.75, 2.5, 4.0, 3.75),
    Speaker.BASELINE: Reading(rules.JUEGO_AT, rules.SOLO_AT, rules.SOLO_AT - 0.5,
                              rules.SOLO_AT - 0.3, rules.JUEGO_AT, rules.SOLO_AT - 0.5,
                              rules.SOLO_AT - 0.3),
    Speaker.UNKNOWN: Reading(2.25, 4.0, 3.5, 3.75, rules.JUEGO_AT, rules.SOLO_AT - 0.5,
                             rules.SOLO_AT - 0.3),
}
SPREAD = 0.5

#: Speakers by seat; None: every seat of unknown policy.
Speakers = Sequence[Speaker] | None


def talk_weight(obs: Observation, hands: Hands, speakers: Speakers = None) -> float:
    """How likely the others' words and the trump named were, given the sampled hands, each
    word read by its speaker's policy (`speakers`, by seat).

    Each word says something of its own speaker (section 4): `juego` a hand worth playing
    with the partner, `paso` one that is not (or not worth a solo over a juego), `solo` and
    `mandar solo` a hand worth a solo (the orderer commits himself to it), `acepto` a juego
    player strong enough to play alone, `no` one who leaves the solo to the orderer."""
    played: dict[int, list[Card]] = {}
    for a in obs.actions:
        if a.kind is Kind.PLAY and isinstance(a.value, Card):
            played.setdefault(a.seat, []).append(a.value)
    zanga_pie = obs.pie if any(a.value is Word.ZANGA for a in obs.actions) else None
    weight = 1.0
    cache: dict[int, float] = {}
    juego: int | None = None  # the juego standing when a word is said
    solo = False  # a solo standing (said, or ordered and answered)
    for a in obs.actions:
        s = a.seat
        was, had_solo = juego, solo
        if a.kind is Kind.SAY and a.value is Word.JUEGO:
            juego = s
        elif (a.kind is Kind.SAY and a.value is Word.SOLO) or a.kind is Kind.ANSWER:
            solo = True
        if s == obs.seat or s not in hands or s == zanga_pie:
            continue
        dealt = list(hands[s]) + played.get(s, [])
        if len(dealt) != 8:
            continue
        if s not in cache:
            cache[s] = best_trump(dealt)[1]
        v = cache[s]
        r = READINGS[speakers[s] if speakers is not None else Speaker.UNKNOWN]
        if a.kind is Kind.SAY:
            if a.value is Word.PASO:
                if had_solo or (was is not None and (was & 1) == (s & 1)
                                and not obs.options.solo_over_juego):
                    continue  # his only word: it says nothing of his hand
                # After an opponent's juego a pass says the hand was not worth a solo.
                weight *= _sigmoid(((r.no_order_below if was is not None else r.pass_below)
                                    + 0.3 - v) / SPREAD)
            elif a.value is Word.JUEGO:
                weight *= _sigmoid((v - r.juego_at + 0.5) / SPREAD)
            elif a.value is Word.SOLO:
                weight *= _sigmoid((v - r.solo_at + 0.7) / SPREAD)
            elif a.value is Word.MANDAR_SOLO:
                weight *= _sigmoid((v - r.order_at + 0.7) / SPREAD)
        elif a.kind is Kind.ANSWER:
            if a.value is Answer.ACEPTO:
                weight *= _sigmoid((v - r.accept_at) / SPREAD)
            else:
                weight *= _sigmoid((r.refuse_below - v) / SPREAD)
        elif a.kind is Kind.TRUMP and isinstance(a.value, Suit):
            weight *= math.exp(2.0 * (trump_tricks(dealt, a.value) - v))
    return weight


@dataclass(frozen=True, slots=True)
class PlayFacts:
    """For each card another seat played short of the trick's best card while an opponent
    held it: which cards would have beaten it legally (in that seat's hand then), and how
    strongly not beating it tells that he had none (1 = not at all)."""

    items: tuple[tuple[int, Card, frozenset[Card], float], ...]


def play_facts(obs: Observation, last_factor: float, other_factor: float) -> PlayFacts:
    """What the cards others chose say about their hands: a seat that let an opponent's card
    win, when it was the last to play (or could see its partner could not help), probably held
    nothing that beat it. Only the suit it followed (or, if it could not follow, any trump)
    counts as an alternative."""
    if obs.trump is None:
        return PlayFacts(())
    order = ORDERS[obs.trump]
    suits = order.play_suit
    active = 3 if obs.out_seat is not None else 4
    tricks = [t for _, t in obs.tricks]
    if obs.trick:
        tricks.append(obs.trick)
    items: list[tuple[int, Card, frozenset[Card], float]] = []
    hidden = unseen(obs)
    for trick in tricks:
        led = trick[0][1]
        g = suits[led.index]
        best_seat, best = trick[0]
        for k, (seat, card) in enumerate(trick[1:], start=1):
            beats = order.beats(card, best)
            if (seat != obs.seat and not beats and (best_seat & 1) != (seat & 1)):
                followed = suits[card.index] == g
                alt = frozenset(
                    c for c in DECK
                    if order.beats(c, best) and (suits[c.index] == g if followed
                                                 else suits[c.index] == TRUMPS)
                    and c in hidden)
                if alt:
                    factor = last_factor if k == active - 1 else other_factor
                    items.append((seat, card, alt, factor))
            if beats:
                best_seat, best = seat, card
    return PlayFacts(tuple(items))


def play_weight(facts: PlayFacts, hands: Hands) -> float:
    """Only the cards still unseen matter: those played since are in no sampled hand, and
    they weigh every deal alike."""
    weight = 1.0
    for seat, _card, alt, factor in facts.items:
        held = hands.get(seat)
        if held is not None and alt.intersection(held):
            weight *= factor
    return weight


def sample_deals(obs: Observation, rng: random.Random, n: int, infer: bool,
                 oversample: int = 4, facts: PlayFacts | None = None,
                 speakers: Speakers = None) -> list[Hands]:
    """`n` deals; with `infer`, drawn from `oversample * n` by their talk weights (each word
    read by its speaker's policy, `speakers`) and, with `facts`, by how likely the cards the
    others chose were."""
    if not infer:
        return raw_deals(obs, rng, n)
    pool = raw_deals(obs, rng, n * oversample)
    if len(pool) <= n:
        return pool
    weights = [talk_weight(obs, d, speakers) for d in pool]
    if facts is not None and facts.items:
        weights = [w * play_weight(facts, d) for w, d in zip(weights, pool, strict=True)]
    return _systematic(rng, pool, weights, n)


def _systematic(rng: random.Random, pool: Sequence[Hands], weights: Sequence[float],
                n: int) -> list[Hands]:
    total = sum(weights)
    if total <= 0:
        return list(pool[:n])
    step = total / n
    u = rng.random() * step
    out: list[Hands] = []
    acc = 0.0
    i = 0
    for d, w in zip(pool, weights, strict=True):
        acc += w
        while i < n and u + i * step < acc:
            out.append(d)
            i += 1
    return out
