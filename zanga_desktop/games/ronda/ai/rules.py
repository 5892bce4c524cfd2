"""The fixed baseline (`rules`): plain rules of thumb, no search, no sampling.

A card: the capture worth most now (its falls, its aseo, half a point a card, the fall stack it
will take); when nothing captures, the drop least likely to be fallen on by the next player,
who also should not find a table he can clear with one card. Always declare a ronda or rondín.
In a contest: send with a high ronda, accept with a fair one.
"""

from __future__ import annotations

from math import comb

from ..rules import PLACE, SEQUENCE, Action, Card, Combo, Kind, Observation, Played, Word
from .knowledge import World
from .search import CARD, evaluate, sim_of
from .sim import RUN

#: The rank places (0 as, 9 rey) from which the baseline sends and accepts.
SEND_FROM = 7  # sota
ACCEPT_FROM = 6  # 7


def seen_counts(obs: Observation) -> dict[int, int]:
    """How many cards of each rank the seat has seen (its hand, every face-up card)."""
    counts = dict.fromkeys(range(1, 13), 0)
    seen: set[Card] = set(obs.hand) | set(obs.table_first) | {s.in_ for s in obs.swaps}
    seen |= {e.card for e in obs.log if isinstance(e, Played)}
    for card in seen:
        counts[card.rank] += 1
    return counts


def holds_chance(obs: Observation, rank: int, seat: int, counts: dict[int, int]) -> float:
    """The chance that `seat` holds a card of `rank`, with the unseen cards dealt at random."""
    unseen = 40 - sum(counts.values())
    left = 4 - counts.get(rank, 0)
    held = obs.held[seat] if obs.held[seat] else (3 if seat == obs.mano else 0)
    if left <= 0 or held <= 0 or unseen <= 0:
        return 0.0
    held = min(held, unseen)
    return 1.0 - comb(unseen - left, held) / comb(unseen, held)


def immediate(obs: Observation, card: Card) -> float:
    """What playing `card` is worth at once (section 5-7), whatever the others hold."""
    n = obs.seats
    hands = tuple(obs.hand if s == obs.seat else () for s in range(n))
    sim = sim_of(obs, World(hands, ()))
    us = obs.seat & 1
    before = evaluate(sim, us)
    sim.play(PLACE[card.rank])
    return evaluate(sim, us) - before


def drop_risk(obs: Observation, card: Card, counts: dict[int, int]) -> float:
    """The next player's chance to fall on a dropped `card`, or to clear the table after it,
    times what that would give him."""
    nxt = (obs.seat + 1) % obs.seats
    fall = holds_chance(obs, card.rank, nxt, counts) * (1 + CARD * 2)
    table = 0
    for c in (*obs.table, card):
        table |= 1 << PLACE[c.rank]
    low = (table & -table).bit_length() - 1
    whole = (1 << low) | RUN[low][table]
    clear = 0.0
    if whole == table and card.rank != low:
        clear = holds_chance(obs, SEQUENCE[low], nxt, counts) * (1 + CARD * table.bit_count())
    return fall + clear


def best_card(obs: Observation) -> Card:
    cards = [a.value for a in obs.legal if isinstance(a.value, Card)]
    if len(cards) == 1:
        return cards[0]
    counts = seen_counts(obs)
    scored = []
    for card in cards:
        value = immediate(obs, card)
        if value <= 0:  # a drop (or a card that gives nothing)
            value -= drop_risk(obs, card, counts)
        # equal values: keep the rarer ranks (more of them unseen) for falling later
        scored.append((value, counts[card.rank], -card.index, card))
    return max(scored)[3]


def declaration(obs: Observation) -> Action | None:
    for a in obs.legal:
        if a.kind is Kind.DECLARE:
            return a
    return None


def own_rank(obs: Observation) -> int:
    """The rank place of the seat's own combination this round (-1 if none)."""
    ranks = [c.rank for c in obs.round_cards]
    pairs = [r for r in set(ranks) if ranks.count(r) >= 2]
    return max((PLACE[r] for r in pairs), default=-1)


def word(obs: Observation, place: int | None = None) -> Word:
    """The baseline's word in a contest, by its own rank."""
    words = [a.value for a in obs.legal if isinstance(a.value, Word)]
    place = own_rank(obs) if place is None else place
    if Word.QUIERO in words:
        return Word.QUIERO if place >= ACCEPT_FROM else Word.NO_QUIERO
    if Word.CHIQUITA in words:
        return Word.ENVIO if place >= SEND_FROM else Word.CHIQUITA
    return Word.ENVIO if place >= ACCEPT_FROM else Word.A_LA_MAYOR


def action_for(obs: Observation, value: Card | Word | Combo) -> Action:
    for a in obs.legal:
        if a.value is value:
            return a
    raise ValueError(f"{value} is not among the legal actions")


def choose(obs: Observation) -> Action:
    """The baseline's action."""
    declare = declaration(obs)
    if declare is not None:
        return declare
    kinds = {a.kind for a in obs.legal}
    if Kind.SAY in kinds:
        return action_for(obs, word(obs))
    if Kind.PLAY in kinds:
        return action_for(obs, best_card(obs))
    return obs.legal[0]  # a wait
