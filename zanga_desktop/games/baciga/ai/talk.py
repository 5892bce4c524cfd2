"""The talk (sections 5-8) for the searching levels: what to say, and which cards to lay down.

A paso is judged by what the cards kept may become with the cards that come back: the chance
of a báciga (three cards totalling 9 or less; a comodín counts 1) and of a bacigote (the
kept pair or comodín matched), from the exact distribution of the unseen cards; a pair kept
is worth its point at the stand. Cartas is judged by the hand as it stands (its pairs, its
comodines) against what another pase may give: and every pase also feeds the rivals, the more
so the fewer cards they lay down (a rival keeping two cards is hunting), so a hand with
something to play cuts. Every bacigote is sung; a báciga is sung with the fix that wins
contests (the lowest total), or ligada when no rival has sung. Points are weighed in the
chance of the game (`value.win_chance`): near the target a báciga or a bacigote is worth the
game itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..rules import Action, Card, Observation, Word
from ..rules.cards import is_comodin, low_value, pair_points, value
from .knowledge import COMODIN, Knowledge
from .rules import lowest_cante
from .value import win_chance


@dataclass(frozen=True, slots=True)
class TalkStyle:
    """A level's talk: how much of what a pase gives the others it counts (`FED`), at two
    players and at four, how much a pair or a comodín in hand is worth in the draw, and
    whether the score is weighed."""

    feed: tuple[float, float] = (1.0, 1.0)
    pair: float = 0.9
    comodin: float = 0.6
    weigh_score: bool = True
    #: Sing a báciga ligada (its pair scores at the stand) when no rival has sung yet.
    ligada: bool = True


def _value_dist(know: Knowledge, as_value: int) -> dict[int, float]:
    """An unknown card's value for a báciga: a comodín counts its lowest (section 3)."""
    return know.value_weights(as_value)


def keep_prospects(kept: tuple[Card, ...], new: int, know: Knowledge, as_value: int
                   ) -> tuple[float, float]:
    """The chances that `kept` and `new` cards from the unknown ones make a báciga and a
    bacigote (the new cards drawn as equally likely unknown cards)."""
    low = low_value(as_value)
    base = sum(low if is_comodin(c) else value(c.rank, as_value) for c in kept)
    dist = {base: 1.0}
    weights = _value_dist(know, as_value)
    for _ in range(new):
        nxt: dict[int, float] = {}
        for x, p in dist.items():
            for v, q in weights.items():
                if x + v <= 9:
                    nxt[x + v] = nxt.get(x + v, 0.0) + p * q
        dist = nxt
    baciga = sum(dist.values()) if base <= 9 else 0.0
    pool = know.pool
    n = sum(pool.values())
    bacigote = 0.0
    if n and new == 1 and len(kept) == 2:
        a, b = kept
        comodines = pool[COMODIN]
        if is_comodin(a) and is_comodin(b):
            bacigote = 1.0
        elif is_comodin(a) or is_comodin(b):
            plain = b if is_comodin(a) else a
            bacigote = (pool[plain.rank] + comodines) / n
        elif a.rank == b.rank:
            bacigote = (pool[a.rank] + comodines) / n
    elif n and new == 2 and len(kept) == 1:
        r = kept[0]
        if is_comodin(r):
            bacigote = 0.0
        else:
            same = pool[r.rank] + pool[COMODIN]
            bacigote = same / n * max(0, same - 1) / max(1, n - 1)
    return baciga, bacigote


def hand_worth(hand: Sequence[Card], style: TalkStyle) -> float:
    """What a hand is worth to play the draw with: its pairs and its comodines."""
    ranks = [c.rank for c in hand if not is_comodin(c)]
    comodines = sum(1 for c in hand if is_comodin(c))
    return style.pair * pair_points(ranks) + style.comodin * comodines


#: What another pase is taken to give a player who laid down 0, 1, 2 or 3 cards in his last
#: words (in points: his chance of a báciga at 2 and of a bacigote at 7). One who keeps two
#: cards is hunting.
FED: tuple[float, ...] = (0.0, 1.0, 0.55, 0.3)


def fed(obs: Observation) -> tuple[float, float]:
    """What another pase gives the others: the rivals, and the partner."""
    last: dict[int, int] = {}
    for talk in obs.talks:
        for x in talk:
            last[x.seat] = x.laid
    rivals = partner = 0.0
    for s in obs.order:
        if s == obs.seat:
            continue
        gain = FED[min(3, last.get(s, 3))]
        if (s & 1) != obs.side:
            rivals += gain
        else:
            partner += gain
    return rivals, partner


@dataclass
class TalkChoice:
    obs: Observation
    style: TalkStyle

    def __post_init__(self) -> None:
        self.know = Knowledge(self.obs)
        opts = self.obs.options
        self.as_value = opts.as_value
        side = self.obs.side
        self.ours, self.theirs = self.obs.points[side], self.obs.points[1 - side]

    def mine(self, points: int) -> float:
        """What `points` more for our side are worth: in the chance of the game when the
        score is weighed, else as points."""
        if not self.style.weigh_score:
            return float(points)
        opts, seats = self.obs.options, self.obs.seats
        return (win_chance(self.ours + points, self.theirs, opts.target, seats)
                - win_chance(self.ours, self.theirs, opts.target, seats))

    def harm(self, points: float) -> float:
        """What `points` more for the other side cost us, in the same units."""
        if not self.style.weigh_score:
            return points
        opts, seats = self.obs.options, self.obs.seats
        step = (win_chance(self.ours, self.theirs, opts.target, seats)
                - win_chance(self.ours, self.theirs + 1, opts.target, seats))
        return points * step

    def paso_score(self, action: Action) -> float:
        """What passing with these cards is worth: the cards kept and what they may become,
        less what the pase gives the others."""
        hand = self.obs.hand
        laid = tuple(c for c in action.discard or () if isinstance(c, Card))
        kept = tuple(c for c in hand if c not in laid)
        baciga, bacigote = keep_prospects(kept, len(laid), self.know, self.as_value)
        score = self.mine(2) * baciga + self.mine(7) * bacigote
        ranks = [c.rank for c in kept if not is_comodin(c)]
        comodines = sum(1 for c in kept if is_comodin(c))
        score += self.mine(1) * 0.5 * (self.style.pair * pair_points(ranks)
                                       + self.style.comodin * comodines)
        rivals, partner = fed(self.obs)
        feed = self.style.feed[0 if self.obs.seats == 2 else 1]
        return score - feed * (self.harm(rivals) - self.mine(1) * partner)

    def cartas_score(self) -> float:
        """What cutting is worth: the hand as it stands, played in the draw."""
        return self.mine(1) * hand_worth(self.obs.hand, self.style)

    def choose(self) -> Action:
        obs = self.obs
        legal = obs.legal
        hand = obs.hand
        bacigotes = [a for a in legal if a.value is Word.BACIGOTE]
        if bacigotes:
            return lowest_cante(bacigotes, hand, self.as_value)
        bacigas = [a for a in legal if a.value is Word.BACIGA]
        if bacigas:
            return self.baciga_fix(bacigas)
        pasos = [a for a in legal if a.value is Word.PASO]
        if obs.cut is not None:
            return pasos[0]
        best = self.best_paso(pasos)
        cartas = next((a for a in legal if a.value is Word.CARTAS), None)
        if best is None:
            assert cartas is not None
            return cartas
        if cartas is not None and self.cartas_score() >= self.paso_score(best):
            return cartas
        return best

    def best_paso(self, pasos: Sequence[Action]) -> Action | None:
        """The best set of cards to lay down, in the order the hand holds them."""
        seen: dict[frozenset[Card], Action] = {}
        for a in pasos:
            key = frozenset(c for c in a.discard or () if isinstance(c, Card))
            if key not in seen or tuple(a.discard or ()) == tuple(
                    c for c in self.obs.hand if c in key):
                seen[key] = a
        if not seen:
            return None
        return max(seen.values(), key=lambda a: (round(self.paso_score(a), 9),
                                                 -len(a.discard or ())))

    def baciga_fix(self, bacigas: Sequence[Action]) -> Action:
        """The lowest báciga, or ligada when no rival has sung and one can be."""
        hand = self.obs.hand
        rivals = any(x.word in (Word.BACIGA, Word.BACIGOTE) and (x.seat & 1) != self.obs.side
                     for x in (self.obs.talks[-1] if self.obs.talks else ()))
        if not rivals and self.style.ligada:
            ligadas = []
            for a in bacigas:
                fix = dict((c, r) for c, r in a.fix if isinstance(c, Card))
                ranks = [fix.get(c, c.rank) for c in hand]
                if pair_points(ranks):
                    ligadas.append(a)
            if ligadas:
                return lowest_cante(ligadas, hand, self.as_value)
        return lowest_cante(bacigas, hand, self.as_value)
