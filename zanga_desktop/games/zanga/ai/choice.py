"""How a level picks among the cards it may play: never the absurd, and, at a temperature, not
always the best-scored card (the beginner's and the weaker searches' slips)."""

from __future__ import annotations

import math
import random

from ..rules import Card, Observation
from .view import order_of, team, trick_winner


def sane_cards(obs: Observation, cards: list[Card]) -> list[Card]:
    """Drop the absurd: a matador thrown on a trick the partner already wins (section 5)."""
    if not obs.trick:
        return cards
    order = order_of(obs)
    win_seat, _ = trick_winner(order, obs.trick)
    if team(win_seat) != team(obs.seat):
        return cards
    kept = [c for c in cards if c not in order.matadores]
    return kept or cards


def softmax_pick(rng: random.Random, scores: dict[Card, float], temperature: float) -> Card:
    top = max(scores.values())
    weights = {c: math.exp((v - top) / temperature) for c, v in scores.items()}
    total = sum(weights.values())
    r = rng.random() * total
    for c, w in sorted(weights.items(), key=lambda kv: kv[0].index):
        r -= w
        if r <= 0:
            return c
    return max(scores, key=lambda c: scores[c])
