"""Deals consistent with what one seat saw, each with a weight for what the others did.

Hard facts: its own cards, the vira, the cards played, the team-mates' cards a capitán in
tumbo sees, the suits a seat showed it lacks (section 5: a plain card on a suit led means none
of that suit; a plain card on an arrastre, no triunfo but perhaps the exempt one), and in team
mode the team-mates' señas, which are true (section 7). Soft evidence weighs a deal: the bets
and answers each seat made (a bettor tends to hold a strong hand), the advice señas, in pillar
mode every seña seen, true or bluffed, and (Maestro, team mode) the señas a team-mate did not
send: the levels send every true card seña at their first turn, so a team-mate who has acted
without sending one most likely does not hold its card.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from ..rules import TRIUNFO, Action, Card, Kind, Observation, Order, Sena, team
from ..rules.actions import SENA_MATADOR
from ..rules.options import SenaMode
from .view import exempt_of, hand_worth, mean_worth, order_of, played_cards, unseen

#: How much a seña seen in pillar mode is believed (a partner's, a caught opponent's).
PARTNER_TRUST = 0.85
OPPONENT_TRUST = 0.6


@dataclass(slots=True)
class Facts:
    seats: int
    me: int
    known: dict[int, list[Card]]  # seats whose current cards are known
    pool: list[Card]  # unseen cards: other hands and the undealt rest
    need: dict[int, int]  # how many unseen cards each other seat holds
    must: dict[int, set[Card]] = field(default_factory=dict)
    void: dict[int, set[str]] = field(default_factory=dict)  # play suits a seat lacks
    no_trump: dict[int, Card | None] = field(default_factory=dict)  # lacks triunfos but this
    some_trump: set[int] = field(default_factory=set)  # holds a triunfo without its own seña
    soft: list[tuple[int, Sena, float]] = field(default_factory=list)  # pillar and advice
    bets: list[tuple[int, float]] = field(default_factory=list)  # seat, strength shown
    named: set[Card] = field(default_factory=set)  # triunfos with a seña of their own
    #: Team-mates who acted without sending a card seña: (seat, seña, its card or None).
    silent: list[tuple[int, Sena, Card | None]] = field(default_factory=list)


def _named(order: Order, vira: Card) -> set[Card]:
    v = vira.suit.value
    return {*order.matadores, Card.parse("2" + v), Card.parse("12" + v)}


def _sena_card(which: Sena, vira: Card) -> Card | None:
    if which in SENA_MATADOR:
        return SENA_MATADOR[which]
    if which is Sena.MALILLA:
        return Card.parse("2" + vira.suit.value)
    if which is Sena.REY:
        return Card.parse("12" + vira.suit.value)
    return None


def facts(obs: Observation) -> Facts:
    order = order_of(obs)
    exempt = exempt_of(obs)
    assert obs.vira is not None
    vira = obs.vira
    seats = 2 * obs.team_size
    known: dict[int, list[Card]] = {obs.seat: list(obs.hand)}
    for s, cards in obs.team_cards:
        known[s] = list(cards)
    need = {s: obs.held[s] for s in range(seats) if s not in known}
    f = Facts(seats, obs.seat, known, unseen(obs), need)
    ps = order.play_suit
    for trick in (*obs.tricks_played, obs.trick):
        if not trick:
            continue
        led = ps[trick[0][1].index]
        for seat, card in trick[1:]:
            suit = ps[card.index]
            if led == TRIUNFO and suit != TRIUNFO:
                f.no_trump[seat] = exempt
            elif led != TRIUNFO and suit not in (led, TRIUNFO):
                f.void.setdefault(seat, set()).add(led)
    played = {c for _, c in played_cards(obs)}
    played_by: dict[int, set[Card]] = {}
    for s, c in played_cards(obs):
        played_by.setdefault(s, set()).add(c)
    trusted = obs.options.senas is SenaMode.TEAM
    named = _named(order, vira)
    f.named = named
    for sent in obs.senas:
        s = sent.seat
        if s == obs.seat or s in known:
            continue
        which = sent.sena
        if which.is_advice:
            f.soft.append((s, which, 0.0))
            continue
        if not trusted:
            f.soft.append((s, which, PARTNER_TRUST if team(s) == obs.team else OPPONENT_TRUST))
            continue
        held = _sena_card(which, vira)
        if held is not None:
            if held not in played:
                f.must.setdefault(s, set()).add(held)
        elif which is Sena.CIEGO:
            f.no_trump[s] = None
        elif not any(ps[c.index] == TRIUNFO and c not in named for c in played_by.get(s, ())):
            f.some_trump.add(s)
    if trusted:
        f.silent = _unsent(obs, order, vira, known)
    for action in obs.public:
        if action.kind is Kind.BET and action.seat != obs.seat:
            f.bets.append((action.seat, 1.0))
        elif action.kind is Kind.ANSWER and action.seat != obs.seat \
                and str(action.value) == "quiero":
            f.bets.append((action.seat, 0.5))
    return f


def _offered(order: Order, which: Sena) -> bool:
    """Whether a card seña is in this table's vocabulary (section 7: a matador's seña only
    where that card is a matador)."""
    card = SENA_MATADOR.get(which)
    return card is None or card in order.matadores


def _unsent(obs: Observation, order: Order, vira: Card, known: dict[int, list[Card]]
            ) -> list[tuple[int, Sena, Card | None]]:
    """The card señas each team-mate who has acted this hand (a card, a bet or an answer:
    the señas window was open to him, section 7) did not send."""
    acted = {a.seat for a in obs.public if a.kind in (Kind.BET, Kind.ANSWER)}
    acted |= {s for s, _ in played_cards(obs)}
    sent = {(x.seat, x.sena) for x in obs.senas}
    out: list[tuple[int, Sena, Card | None]] = []
    for s in sorted(acted):
        if s == obs.seat or s in known or team(s) != obs.team:
            continue
        for which in Sena:
            if which.is_advice or not _offered(order, which) or (s, which) in sent:
                continue
            out.append((s, which, _sena_card(which, vira)))
    return out


def _allowed(f: Facts, order: Order, seat: int, card: Card) -> bool:
    suit = order.play_suit[card.index]
    if suit in f.void.get(seat, ()):
        return False
    return not (seat in f.no_trump and suit == TRIUNFO and card is not f.no_trump[seat])


def _deal_once(f: Facts, order: Order, rng: random.Random, strict: bool
               ) -> dict[int, list[Card]] | None:
    hands: dict[int, list[Card]] = {s: [] for s in f.need}
    pool = list(f.pool)
    for s, cards in f.must.items():
        for c in cards:
            if s in hands and c in pool and len(hands[s]) < f.need[s]:
                hands[s].append(c)
                pool.remove(c)
    rng.shuffle(pool)
    rest = len(pool) - sum(f.need[s] - len(hands[s]) for s in hands)
    for card in pool:
        seats = [s for s in hands if len(hands[s]) < f.need[s]
                 and (not strict or _allowed(f, order, s, card))]
        weights = [f.need[s] - len(hands[s]) for s in seats]
        total = sum(weights) + rest
        if total <= 0:
            return None
        r = rng.random() * total
        if r < rest:
            rest -= 1
            continue
        r -= rest
        for s, w in zip(seats, weights, strict=True):
            r -= w
            if r < 0:
                hands[s].append(card)
                break
        else:
            hands[seats[-1]].append(card)
    if any(len(hands[s]) != f.need[s] for s in hands):
        return None
    if strict:
        ps = order.play_suit
        for s in f.some_trump:
            if s in hands and not any(ps[c.index] == TRIUNFO and c not in f.named
                                      for c in hands[s]):
                return None
    return hands


def weight(f: Facts, order: Order, obs: Observation, hands: dict[int, list[Card]],
           played_by: dict[int, list[Card]], average: float, silence: float = 1.0) -> float:
    """The soft evidence's weight of one deal; `silence` weighs a deal for each card seña
    a team-mate who has acted did not send but would have (1: not read)."""
    w = 1.0
    if silence < 1.0:
        for seat, which, card in f.silent:
            if seat in hands and _would_send(order, which, card, hands[seat],
                                             played_by.get(seat, []), f.named):
                w *= silence
    assert obs.vira is not None
    for seat, strength in f.bets:
        if seat in hands:
            worth = hand_worth(order, hands[seat] + played_by.get(seat, []))
            w *= 0.05 + 1.0 / (1.0 + math.exp(-4.0 * strength * (worth - average - 0.4)))
    for seat, which, trust in f.soft:
        if seat not in hands:
            continue
        cards = hands[seat]
        if which.is_advice:
            worth = hand_worth(order, cards + played_by.get(seat, []))
            sign = 1.0 if which is Sena.ENVIA else -1.0
            w *= 0.3 + 1.0 / (1.0 + math.exp(-2.0 * sign * (worth - average)))
            continue
        card = _sena_card(which, obs.vira)
        if card is not None:
            true = card in cards or card in played_by.get(seat, [])
        elif which is Sena.CIEGO:
            true = not any(order.play_suit[c.index] == TRIUNFO for c in cards)
        else:
            true = any(order.play_suit[c.index] == TRIUNFO and c not in f.named
                       for c in cards)
        w *= trust if true else 1.0 - trust
    return w


def _would_send(order: Order, which: Sena, card: Card | None, held: list[Card],
                played: list[Card], named: set[Card]) -> bool:
    """Whether a seat dealt `held` and `played` had seña `which` true at its first turn."""
    dealt = held + played
    ps = order.play_suit
    if card is not None:
        return card in dealt
    if which is Sena.CIEGO:
        return not any(ps[c.index] == TRIUNFO for c in dealt)
    return any(ps[c.index] == TRIUNFO and c not in named for c in dealt)


class Sampler:
    """Deals for one decision: `draw()` gives the other seats' cards and a weight."""

    def __init__(self, obs: Observation, rng: random.Random, infer: bool = True,
                 silence: float = 1.0) -> None:
        self.obs = obs
        self.rng = rng
        self.order = order_of(obs)
        self.facts = facts(obs)
        if not infer:
            self.facts.bets = []
            self.facts.soft = [x for x in self.facts.soft if not x[1].is_advice]
        assert obs.vira is not None
        self.average = mean_worth(self.order, obs.vira)
        self.played_by: dict[int, list[Card]] = {}
        for s, c in played_cards(obs):
            self.played_by.setdefault(s, []).append(c)
        self.strict = True
        self.silence = silence

    def draw(self) -> tuple[tuple[tuple[Card, ...], ...], float]:
        f = self.facts
        hands = None
        for _ in range(30 if self.strict else 1):
            hands = _deal_once(f, self.order, self.rng, self.strict)
            if hands is not None:
                break
        if hands is None:
            self.strict = False  # the facts cannot all hold (a renuncio in mesa mode)
            hands = _deal_once(f, self.order, self.rng, False)
            assert hands is not None
        full = {**f.known, **hands}
        w = weight(f, self.order, self.obs, hands, self.played_by, self.average, self.silence)
        return tuple(tuple(full[s]) for s in range(f.seats)), w


__all__ = ["Action", "Facts", "Sampler", "facts", "weight"]
