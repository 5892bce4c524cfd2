"""The draw (section 9) for the searching levels: whether to stand or ask for another card,
from the exact distribution of the cards still unseen, weighed in the chance of the game.

`DrawSearch.best` searches the seat's own draws to a depth: at each node the next card is the
card the seat knows lies on the stock there, or one of the unknown cards, each equally likely
(`knowledge.py`); a card makes las cosas (the game), goes over 31 (-1, and the revival when
the seat holds the winning báciga, section 8), or leaves a hand to stand on or draw again.
Standing is worth the pairs and trío of the hand (the free comodines fixed the best way within
31) and the chance of las 31 or el punto for its side, against the players already stopped
(their tapadas unknown) and those still to draw, who are modelled as drawing until they beat
the best total they see (`Contest`). Every outcome is valued by `value.win_chance` at the
points it leaves, so a side at 16 stands where a side at 2 draws.

The search counts its nodes: a level's budget is a number of nodes, never time.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache

from ..rules import Card, Lance, Observation, Stop, Word
from ..rules.cards import FIX_RANKS, LIMIT, low_value, pair_points, value
from .knowledge import CLASSES, COMODIN, Knowledge, card_class, hidden_count, visible_total
from .value import win_chance

#: A player's final total: a total of 31 or less with its chance; the rest is pasado.
Dist = dict[int, float]


def _add(dist: Dist, weights: dict[int, float]) -> Dist:
    out: Dist = {}
    for x, p in dist.items():
        for w, q in weights.items():
            out[x + w] = out.get(x + w, 0.0) + p * q
    return out


@lru_cache(maxsize=4096)
def _drawn_to(start: tuple[tuple[int, float], ...], weights: tuple[tuple[int, float], ...],
              aim: int) -> tuple[tuple[int, float], ...]:
    """The final totals of a player who starts at `start` and asks for cards while his total
    is `aim` or less (over 31: pasado, left out)."""
    w = dict(weights)
    done: Dist = {}
    live = dict(start)
    for _ in range(32):
        if not live:
            break
        nxt: Dist = {}
        for x, p in live.items():
            if x > LIMIT:
                continue
            if x > aim:
                done[x] = done.get(x, 0.0) + p
                continue
            for v, q in w.items():
                nxt[x + v] = nxt.get(x + v, 0.0) + p * q
        live = nxt
    for x, p in live.items():
        if x <= LIMIT:
            done[x] = done.get(x, 0.0) + p
    return tuple(sorted(done.items()))


@dataclass
class Contest:
    """Las 31 and el punto after the postre (section 10), as the seat at the draw sees them:
    the chance that its side or the other takes each, for a total it might stand on."""

    obs: Observation
    know: Knowledge
    weights: dict[int, float]
    mean: float
    _later: dict[int, dict[int, Dist]] = field(default_factory=dict)

    @property
    def seat(self) -> int:
        return self.obs.seat

    def _stood(self, s: int) -> Dist:
        """A stopped player's total: what is face up and his tapada, unknown, not over 31."""
        obs = self.obs
        seen = visible_total(obs, s)
        hidden = hidden_count(obs, s)
        dist: Dist = {seen: 1.0}
        for _ in range(hidden):
            dist = _add(dist, self.weights)
        dist = {x: p for x, p in dist.items() if x <= LIMIT}
        mass = sum(dist.values())
        return {x: p / mass for x, p in dist.items()} if mass > 0 else {seen: 1.0}

    def _estimate(self, s: int) -> float:
        """What the others take a stopped player's total to be (his tapada at the mean)."""
        return visible_total(self.obs, s) + hidden_count(self.obs, s) * self.mean

    def _aim(self, s: int, mine_seen: float | None) -> int:
        """How high a player still to draw goes: past the best total he sees on the other
        side, or at least as far as no card can take him over 31."""
        obs = self.obs
        safe = LIMIT - max(10, obs.options.as_value)
        best = {0: -1.0, 1: -1.0}
        for p in obs.order[:obs.position(s)]:
            if p == self.seat:
                if mine_seen is not None:
                    best[p & 1] = max(best[p & 1], mine_seen)
            elif obs.table[p].stop is Stop.STOOD:
                best[p & 1] = max(best[p & 1], self._estimate(p))
        theirs, ours = best[1 - (s & 1)], best[s & 1]
        if theirs >= ours:
            return max(safe, int(theirs))
        return safe

    def _later_dist(self, s: int, mine_seen: float | None) -> Dist:
        key = -1 if mine_seen is None else round(mine_seen * 4)
        cache = self._later.setdefault(s, {})
        if key in cache:
            return cache[key]
        obs = self.obs
        start: Dist = {visible_total(obs, s): 1.0}
        for _ in range(hidden_count(obs, s)):
            start = _add(start, self.weights)
        aim = self._aim(s, mine_seen)
        dist = dict(_drawn_to(tuple(sorted(start.items())),
                              tuple(sorted(self.weights.items())), aim))
        cache[key] = dist
        return dist

    def chances(self, mine: int | None, mine_seen: float | None) -> tuple[float, float, float,
                                                                            float]:
        """(our las 31, our punto, their las 31, their punto) if the seat ends on `mine`
        (None: pasado), the others seeing it at `mine_seen`."""
        obs = self.obs
        dists: list[tuple[int, Dist]] = []
        for s in obs.order:
            if s == self.seat:
                dists.append((s, {} if mine is None else {mine: 1.0}))
                continue
            stop = obs.table[s].stop
            if stop is Stop.PASADO:
                dists.append((s, {}))
            elif stop is Stop.STOOD:
                dists.append((s, self._stood(s)))
            elif obs.table[s].begun:
                dists.append((s, {visible_total(obs, s): 1.0}))
            else:
                dists.append((s, self._later_dist(s, mine_seen)))
        side = self.seat & 1
        out = [0.0, 0.0, 0.0, 0.0]
        none_31 = 1.0
        for s, d in dists:
            p31 = d.get(LIMIT, 0.0)
            out[0 if (s & 1) == side else 2] += none_31 * p31
            none_31 *= 1.0 - p31
        for i, (s, d) in enumerate(dists):
            for y, p in d.items():
                if y >= LIMIT or p == 0.0:
                    continue
                q = p
                for j, (_, other) in enumerate(dists):
                    if j == i:
                        continue
                    if j < i:
                        q *= sum(pp for x, pp in other.items() if x < y) + (1 - sum(
                            other.values()))
                    else:
                        q *= sum(pp for x, pp in other.items() if x <= y) + (1 - sum(
                            other.values()))
                    if q == 0.0:
                        break
                out[1 if (s & 1) == side else 3] += q
        return out[0], out[1], out[2], out[3]


@dataclass
class DrawSearch:
    """One decision's search of the seat's own draws (see the module's docstring)."""

    obs: Observation
    depth: int
    budget: int
    nodes: int = 0

    def __post_init__(self) -> None:
        obs = self.obs
        self.know = Knowledge(obs)
        opts = obs.options
        self.as_value = opts.as_value
        self.low = low_value(opts.as_value)
        self.target = opts.target
        side = obs.seat & 1
        self.ours, self.theirs = obs.points[side], obs.points[1 - side]
        self.weights = self.know.value_weights(opts.as_value)
        self.mean = self.know.mean_value(opts.as_value)
        self.contest = Contest(obs, self.know, self.weights, self.mean)
        fixed = dict(obs.fix)
        self.base_ranks = tuple(sorted(fixed.get(c, c.rank) for c in obs.hand
                                       if card_class(c) != COMODIN or c in fixed))
        self.base_free = sum(1 for c in obs.hand if card_class(c) == COMODIN and c not in fixed)
        tap = obs.tapada
        self.hidden_value = 0 if tap is None else (
            value(fixed.get(tap, tap.rank), self.as_value) if card_class(tap) != COMODIN
            or tap in fixed else self.low)
        self.pool = self.know.pool
        self.slots = self.know.stock_slots
        self.revival, self.takeback = self._revival()
        self._stand_cache: dict[tuple[int, int], float] = {}
        self._memo: dict[tuple[tuple[int, ...], int, int], float] = {}
        self._pasado: float | None = None

    def _revival(self) -> tuple[int, int]:
        """What the other side gets, and ours loses, if the seat goes pasado (section 8)."""
        obs = self.obs
        if obs.baciga_winner != obs.seat or any(c.lance is Lance.REVIVAL for c in obs.credits):
            return 0, 0
        side = obs.seat & 1
        talk = obs.talks[-1] if obs.talks else ()
        singers = [x.seat for x in talk if x.word is Word.BACIGA]
        revived = 2 * sum(1 for s in singers if (s & 1) != side)
        back = 2 * sum(1 for s in singers if (s & 1) == side) \
            if obs.options.revival_takes_back else 0
        return revived, back

    # ---------------------------------------------------------------- values

    def _v(self, ours: int, theirs: int) -> float:
        return win_chance(ours, theirs, self.target, self.obs.seats)

    def _settle(self, ours: int, theirs: int, chances: tuple[float, float, float, float]
                ) -> float:
        """The chance of the game once las 31 or el punto go as `chances` say."""
        m31, mp, t31, tp = chances
        rest = max(0.0, 1.0 - m31 - mp - t31 - tp)
        return (m31 * self._v(ours + 2, theirs) + mp * self._v(ours + 1, theirs)
                + t31 * self._v(ours, theirs + 2) + tp * self._v(ours, theirs + 1)
                + rest * self._v(ours, theirs))

    def stand_value(self, pairs: int, total: int) -> float:
        key = (pairs, total)
        if key not in self._stand_cache:
            ours = self.ours + pairs
            if pairs and ours >= self.target:
                self._stand_cache[key] = 1.0
            else:
                seen = total - self.hidden_value + (self.mean if self.obs.tapada is not None
                                                    else 0.0)
                self._stand_cache[key] = self._settle(
                    ours, self.theirs, self.contest.chances(total, seen))
        return self._stand_cache[key]

    def pasado_value(self) -> float:
        if self._pasado is None:
            self._pasado = self._settle(self.ours - 1 - self.takeback,
                                        self.theirs + self.revival,
                                        self.contest.chances(None, None))
        return self._pasado

    def _total(self, ranks: tuple[int, ...], free: int) -> int:
        return sum(value(r, self.as_value) for r in ranks) + free * self.low

    def stand_options(self, ranks: tuple[int, ...], free: int) -> list[tuple[int, int]]:
        """(pairs, total) of each way to fix the free comodines within 31."""
        base = self._total(ranks, 0)
        if not free:
            return [(pair_points(ranks), base)]
        out = set()
        for r1 in FIX_RANKS:
            if free == 1:
                t = base + value(r1, self.as_value)
                if t <= LIMIT:
                    out.add((pair_points((*ranks, r1)), t))
                continue
            for r2 in FIX_RANKS:
                t = base + value(r1, self.as_value) + value(r2, self.as_value)
                if t <= LIMIT:
                    out.add((pair_points((*ranks, r1, r2)), t))
        return sorted(out)

    def best_stand(self, ranks: tuple[int, ...], free: int) -> tuple[float, tuple[int, int]]:
        return max((self.stand_value(p, t), (p, t)) for p, t in self.stand_options(ranks, free))

    # ---------------------------------------------------------------- the search

    def _next(self, drawn: int, taken: Counter[int]) -> list[tuple[int, float]]:
        """The classes the next card may be, with their chances."""
        if drawn < len(self.slots):
            known = self.slots[drawn]
            if known is not None:
                return [(card_class(known), 1.0)]
        left = {c: self.pool[c] - taken[c] for c in CLASSES if self.pool[c] - taken[c] > 0}
        n = sum(left.values())
        return [(c, k / n) for c, k in left.items()] if n else []

    def draw_value(self, ranks: tuple[int, ...], free: int, drawn: int, taken: Counter[int],
                   depth: int) -> float:
        """The chance of the game if the seat asks for one more card now."""
        outcomes = self._next(drawn, taken)
        if not outcomes:
            return -1.0
        known = drawn < len(self.slots) and self.slots[drawn] is not None
        acc = 0.0
        for cls, p in outcomes:
            self.nodes += 1
            if cls == COMODIN:
                r2, f2 = ranks, free + 1
            else:
                r2, f2 = tuple(sorted((*ranks, cls))), free
            over = self._total(r2, f2) > LIMIT
            counts = Counter(r2)
            if max(counts.values(), default=0) + f2 >= 4 and (
                    not over or self.obs.options.cosas_beats_pasado):
                acc += p * 1.0
                continue
            if over:
                acc += p * self.pasado_value()
                continue
            t2 = taken if known else taken + Counter({cls: 1})
            acc += p * self.value(r2, f2, drawn + 1, t2, depth - 1)
        return acc

    def value(self, ranks: tuple[int, ...], free: int, drawn: int, taken: Counter[int],
              depth: int) -> float:
        """The chance of the game with this hand, choosing well from here."""
        key = (ranks, free, drawn)
        if key in self._memo:
            return self._memo[key]
        best, _ = self.best_stand(ranks, free)
        if depth > 0 and self.nodes < self.budget and self.stock_left(drawn):
            best = max(best, self.draw_value(ranks, free, drawn, taken, depth))
        self._memo[key] = best
        return best

    def stock_left(self, drawn: int) -> bool:
        return drawn < len(self.slots)

    def decide(self) -> tuple[bool, tuple[int, int], float, float]:
        """(draw?, the (pairs, total) to stand on, the value of standing, of drawing)."""
        stand, option = self.best_stand(self.base_ranks, self.base_free)
        if not self.stock_left(0) or self.depth <= 0:
            return False, option, stand, -1.0
        drawing = self.draw_value(self.base_ranks, self.base_free, 0, Counter(), self.depth)
        return drawing > stand, option, stand, drawing


def tapada_value(card: Card, obs: Observation) -> int:
    fixed = dict(obs.fix)
    if card_class(card) == COMODIN and card not in fixed:
        return low_value(obs.options.as_value)
    return value(fixed.get(card, card.rank), obs.options.as_value)
