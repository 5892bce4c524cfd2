"""A double-dummy solver for La Zanga: every hand known, how many tricks can a side force?

Why it looks the way it does:
- Inside, a card is a bit position chosen per trump suit: each suit in play (trumps, then the
  three plain suits) is a run of bits in rising power, with a clear bit between runs. Hands are
  masks over those positions, and a position at a trick boundary is one int key.
- Cards of one hand that are adjacent in their suit in play, once the cards between them have
  been played or sit in the same hand, are equivalent: only one of each run is searched. With
  suits laid out in power order, a few mask operations find the runs of a whole hand.
- Questions are zero-window ("can the side win `need` more tricks?"), the only ones the game
  asks: 5 for a sacada, 4 against a puesta, all of the next 3 for a `cinco`, all 8 for `todas`.
  Play that stops early at 5 tricks (section 5) never changes such an answer, so the search
  plays to the end of its horizon.
- A transposition table keeps, per trick-boundary position, bounds on the tricks still to win.
- Following follows section 5, with the matador exemption (Art. 28): a player whose only
  trumps are matadores need not follow a trump lead, unless the led card is a matador higher
  than one he holds.
- The public methods speak `Card.index`; only the search works on bit positions.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from threading import Event
from time import perf_counter

from ..rules import ORDERS, SUITS, Card, Suit
from ..rules.cards import TRUMPS


@dataclass(frozen=True, slots=True)
class Tables:
    """Per-trump tables over bit positions: group 0 is trumps, 1-3 the plain suits."""

    pos: tuple[int, ...]  # Card.index -> bit position
    card: tuple[int, ...]  # bit position -> Card.index (-1 on the clear bits between groups)
    group: tuple[int, ...]  # per position
    power: tuple[int, ...]  # per position, as in `Order.power`
    neg_power: tuple[int, ...]
    gmask: tuple[int, ...]
    cards: int  # every card's bit
    over: tuple[tuple[int, ...], ...]  # over[g][v]: group g's cards of power above v
    trumps_down: tuple[int, ...]  # trump bits, highest first
    lower_matador: tuple[int, ...]  # per position: matadores below it (0 if not one)
    matadores: int
    index: int  # of the trump suit in SUITS


@cache
def tables(trump: Suit) -> Tables:
    order = ORDERS[trump]
    names = [TRUMPS] + [s.value for s in SUITS if s != trump]
    group_of = [names.index(order.play_suit[i]) for i in range(40)]
    pos = [0] * 40
    card: list[int] = []
    for g in range(4):
        for i in sorted((i for i in range(40) if group_of[i] == g),
                        key=lambda i: order.power[i]):
            pos[i] = len(card)
            card.append(i)
        card.append(-1)
    group = tuple(group_of[c] if c >= 0 else -1 for c in card)
    power = tuple(order.power[c] if c >= 0 else -1 for c in card)
    gmask = [0, 0, 0, 0]
    for p, c in enumerate(card):
        if c >= 0:
            gmask[group[p]] |= 1 << p
    over = tuple(tuple(sum(1 << p for p in range(len(card)) if group[p] == g and power[p] > v)
                       for v in range(max(power) + 1))
                 for g in range(4))
    mats = [pos[c.index] for c in order.matadores]
    lower = [0] * len(card)
    for m in mats:
        for o in mats:
            if power[o] < power[m]:
                lower[m] |= 1 << o
    trumps_down = tuple(1 << p for p in reversed(range(len(card))) if group[p] == 0)
    return Tables(tuple(pos), tuple(card), group, power, tuple(-v for v in power),
                  tuple(gmask), sum(gmask), over, trumps_down, tuple(lower),
                  sum(1 << m for m in mats), SUITS.index(trump))


# Orders of moves, shared by every search under one trump: (runs, first, lead) -> cards.
# Each entry is about 300 bytes and a game keeps asking for new ones, so every table is
# emptied once it holds ORDER_CACHE_LIMIT: at most ~5 MB for the four trumps, where tables
# of 2^17 entries let a long game grow by ~150 MB. (A search finds most of its orders again
# within itself: the solver is no slower with 2^12 entries than with 2^17.)
ORDER_CACHE_LIMIT = 1 << 12
_ORDERED: tuple[dict[tuple[int, int, bool], tuple[int, ...]], ...] = tuple({} for _ in SUITS)


def _order(t: Tables, reps: int, first: int, lead: bool) -> tuple[int, ...]:
    """The cards of `first` (by falling power on a lead, else rising), then the rest of
    `reps` by rising power."""
    up = t.power.__getitem__
    top = sorted(cards_of(first), key=t.neg_power.__getitem__ if lead else up)
    got = tuple(top + sorted(cards_of(reps & ~first), key=up))
    cache = _ORDERED[t.index]
    if len(cache) >= ORDER_CACHE_LIMIT:
        cache.clear()
    cache[(reps, first, lead)] = got
    return got


def mask(cards: Iterable[Card]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c.index
    return m


def mask_indices(indices: Iterable[int]) -> int:
    m = 0
    for i in indices:
        m |= 1 << i
    return m


def cards_of(m: int) -> list[int]:
    out = []
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out


#: What drawing a deal for the solver costs a decision's budget (core/budget.py), in nodes:
#: sampling it, weighing it by the talk and the cards chosen and setting up its solvers take
#: about as much CPU as this many nodes (docs/ai.md, "Budgets").
DEAL_WORK = 250


class Aborted(Exception):
    """The search ran past its node limit or was cancelled."""


class Solver:
    """Searches one deal under one trump suit for one side; reuse it to share its table.

    `hands[s]` is seat s's mask over `Card.index` (0 for a seat sitting out of a solo,
    section 4). `side` is a team (0: seats 0 and 2). The table is valid for one `side` and
    one horizon.
    """

    def __init__(self, trump: Suit, hands: Sequence[int], side: int,
                 out_seat: int | None = None, limit: int = 1 << 62,
                 cancel: Event | None = None, wall_deadline: float | None = None) -> None:
        t = tables(trump)
        self.t = t
        self.hands = [self._to_pos(h) for h in hands]  # over bit positions
        self.side = side
        self.out = out_seat
        self.n_active = 3 if out_seat is not None else 4
        self.next = [self._next(s) for s in range(4)]
        self.maxi = [(s & 1) == side for s in range(4)]
        # Bounds are packed as lo << 4 | hi: small ints, shared and never tracked by the GC.
        self.tts: dict[int, dict[int, int]] = {}
        self.tt: dict[int, int] = {}
        self.table = 0  # cards on the table in the trick being searched
        self.full = True  # the horizon runs to the end of the hand
        self.nodes = 0
        self.limit = limit  # Aborted past this many nodes (checked every 1024)
        self.cancel = cancel  # checked every 1024 nodes
        # time.perf_counter() to abort at: the table's safety net only (budget.py)
        self.wall_deadline = wall_deadline

    def _next(self, s: int) -> int:
        n = (s + 1) % 4
        return (n + 1) % 4 if n == self.out else n

    def _to_pos(self, m: int) -> int:
        pos = self.t.pos
        out = 0
        while m:
            low = m & -m
            out |= 1 << pos[low.bit_length() - 1]
            m ^= low
        return out

    def _trick_pos(self, trick: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
        pos = self.t.pos
        return [(s, pos[c]) for s, c in trick]

    # ------------------------------------------------------------------ public questions

    def reaches(self, to_act: int, trick: Sequence[tuple[int, int]], need: int,
                horizon: int | None = None) -> bool:
        """Can `side` win at least `need` of the tricks from here (the one on the table
        included) to the end of the horizon (`horizon` tricks from here, default: all)?"""
        trick = self._trick_pos(trick)
        left = self._left(horizon)
        self.full = self._horizon_key(left) == 0
        self.tt = self.tts.setdefault(self._horizon_key(left), {})
        self.table = mask_indices(c for _, c in trick)
        if not trick:
            return self._lead(to_act, need, left)
        led, best_seat, best_val = self._trick_state(trick)
        return self._play(to_act, len(trick), self.t.group[led], led, best_seat, best_val,
                          need, left)

    def tricks(self, to_act: int, trick: Sequence[tuple[int, int]],
               horizon: int | None = None) -> int:
        """The exact number of tricks `side` wins with best play from both sides."""
        lo, hi = 0, self._left(horizon)
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.reaches(to_act, trick, mid, horizon):
                lo = mid
            else:
                hi = mid - 1
        return lo

    def move_values(self, to_act: int, trick: Sequence[tuple[int, int]], needs: Sequence[int],
                    horizon: int | None = None) -> dict[int, int]:
        """For each of `to_act`'s distinct legal cards (by `Card.index`): how many of the
        ascending thresholds `needs` the side still reaches after that card is played."""
        t = self.t
        trick = self._trick_pos(trick)
        seat = to_act
        hand = self.hands[seat]
        k = len(trick)
        if k:
            led, best_seat, best_val = self._trick_state(trick)
            led_g = t.group[led]
        else:
            led, best_seat, best_val, led_g = -1, -1, -1, -1
        left = self._left(horizon)
        self.full = self._horizon_key(left) == 0
        self.tt = self.tts.setdefault(self._horizon_key(left), {})
        self.table = mask_indices(c for _, c in trick)
        out: dict[int, int] = {}
        table = self.table
        for c in self._moves(seat, hand, led_g, led, best_seat, best_val):
            self.hands[seat] = hand ^ (1 << c)
            self.table = table | 1 << c
            score = 0
            for need in needs:
                if not self._after(seat, c, k, led_g, led, best_seat, best_val, need, left):
                    break
                score += 1
            self.hands[seat] = hand
            self.table = table
            out[t.card[c]] = score
        return out

    def equivalents(self, seat: int, card: int) -> list[int]:
        """The cards (by `Card.index`) of `seat` equivalent to `card` now: its run in its
        suit in play."""
        t = self.t
        p = t.pos[card]
        every = self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3] | self.table
        mine = self.hands[seat] | (1 << p)
        runs: list[list[int]] = [[]]
        g = t.group[p]
        for q in range(len(t.card) - 1, -1, -1):
            if t.group[q] != g:
                continue
            b = 1 << q
            if mine & b and b & t.matadores:
                runs += [[q], []]
            elif mine & b:
                runs[-1].append(q)
            elif every & b and runs[-1]:
                runs.append([])
        return [t.card[q] for q in next(r for r in runs if p in r)]

    # ------------------------------------------------------------------ internals

    def _horizon_key(self, left: int) -> int:
        """Tricks beyond the horizon: constant while one question's search runs."""
        return max(h.bit_count() for h in self.hands) - left

    def _left(self, horizon: int | None) -> int:
        # The seats yet to play to the trick on the table hold the most cards.
        most = max(h.bit_count() for h in self.hands)
        return most if horizon is None else min(most, horizon)

    def _trick_state(self, trick: Sequence[tuple[int, int]]) -> tuple[int, int, int]:
        t = self.t
        led = trick[0][1]
        g = t.group[led]
        best_seat, best_val = trick[0][0], t.power[led]
        for s, c in trick[1:]:
            gc = t.group[c]
            v = t.power[c] if gc == 0 or gc == g else 0
            if v > best_val:
                best_seat, best_val = s, v
        return led, best_seat, best_val

    def _lead(self, leader: int, need: int, left: int) -> bool:
        if need <= 0:
            return True
        if need > left:
            return False
        h = self.hands
        if left == 1 and self.full:
            return self._last_trick(leader)
        key = (h[0] | h[1] << 43 | h[2] << 86 | h[3] << 129) << 2 | leader
        tt = self.tt
        b = tt.get(key)
        if b is None:
            lo, hi = 0, left
            if self.full:
                # Sure tricks: a player holding the top remaining trumps wins one trick with
                # each of them, once he plays them all (only true to the end of the hand).
                mine, theirs = self._sure_tricks()
                if mine >= need:
                    return True
                if left - theirs < need:
                    return False
                lo, hi = mine, left - theirs
        else:
            lo, hi = b >> 4, b & 15
            if lo >= need:
                return True
            if hi < need:
                return False
        r = self._play(leader, 0, -1, -1, -1, -1, need, left)
        tt[key] = need << 4 | hi if r else lo << 4 | (need - 1)
        return r

    def _last_trick(self, leader: int) -> bool:
        """Does `side` win the hand's last trick? Every card is forced."""
        self.nodes += 1
        t = self.t
        h = self.hands
        led = h[leader].bit_length() - 1
        led_g = t.group[led]
        best_seat, best_val = leader, t.power[led]
        s = self.next[leader]
        while s != leader:
            c = h[s].bit_length() - 1
            g = t.group[c]
            if (g == 0 or g == led_g) and t.power[c] > best_val:
                best_seat, best_val = s, t.power[c]
            s = self.next[s]
        return self.maxi[best_seat]

    def _sure_tricks(self) -> tuple[int, int]:
        h = self.hands
        every = h[0] | h[1] | h[2] | h[3]
        holder = -1
        count = 0
        for b in self.t.trumps_down:
            if every & b:
                owner = 0 if h[0] & b else 1 if h[1] & b else 2 if h[2] & b else 3
                if holder < 0:
                    holder = owner
                elif owner != holder:
                    break
                count += 1
        if holder < 0:
            return 0, 0
        return (count, 0) if self.maxi[holder] else (0, count)

    def _after(self, seat: int, c: int, k: int, led_g: int, led: int, best_seat: int,
               best_val: int, need: int, left: int) -> bool:
        """The rest of the search once `seat` has played `c` (already taken from his hand)."""
        t = self.t
        if k == 0:
            led_g, led, best_seat, best_val = t.group[c], c, seat, t.power[c]
        else:
            g = t.group[c]
            if (g == 0 or g == led_g) and t.power[c] > best_val:
                best_seat, best_val = seat, t.power[c]
        if k == self.n_active - 1:
            win = 1 if self.maxi[best_seat] else 0
            table = self.table
            self.table = 0
            r = self._lead(best_seat, need - win, left - 1)
            self.table = table
            return r
        return self._play(self.next[seat], k + 1, led_g, led, best_seat, best_val, need, left)

    def _moves(self, seat: int, hand: int, led_g: int, led: int, best_seat: int,
               best_val: int) -> tuple[int, ...]:
        """One card of each run of `seat`'s legal cards, the likeliest best first."""
        t = self.t
        if led_g < 0:
            cand = hand
        else:
            f = hand & t.gmask[led_g]
            if not f:
                cand = hand
            elif led_g or f & ~t.matadores or f & t.lower_matador[led]:
                cand = f
            else:
                cand = hand
        h = self.hands
        every = h[0] | h[1] | h[2] | h[3] | self.table
        # A run is the hand's cards with only played cards between them; cards still out
        # (the table's too) and the hand's matadores, whose following duties differ
        # (Art. 28), end it. Its lowest card stands for it: the first hand bit of each
        # block of consecutive hand-or-played bits. Adding a block's first bit to the played
        # bits carries past the played cards that open it, onto that hand bit.
        mm = cand & t.matadores
        m = cand ^ mm
        dead = t.cards & ~every
        y = m | dead
        starts = y & ~(y << 1)
        reps = (m & (starts | (dead + (starts & dead)))) | mm
        if not reps & (reps - 1):
            return (reps.bit_length() - 1,) if reps else ()
        if led_g < 0:
            # Leads: masters of their suit first (the top trump draws trumps), then low cards.
            first = 0
            for gm in t.gmask:
                top = (every & gm).bit_length()
                if top:
                    first |= 1 << (top - 1)
            key = (reps, reps & first, True)
        elif self.maxi[best_seat] == self.maxi[seat]:
            key = (reps, 0, False)  # the partner wins: lowest first
        else:
            # The cheapest card that wins the trick, then the lowest.
            key = (reps, reps & (t.over[0][best_val] | (t.over[led_g][best_val] if led_g else 0)),
                   False)
        got = _ORDERED[t.index].get(key)
        if got is None:
            got = _order(t, *key)
        return got

    def _play(self, seat: int, k: int, led_g: int, led: int, best_seat: int, best_val: int,
              need: int, left: int) -> bool:
        self.nodes += 1
        if not self.nodes & 1023 and (
                self.nodes > self.limit or (self.cancel is not None and self.cancel.is_set())
                or (self.wall_deadline is not None and perf_counter() > self.wall_deadline)):
            raise Aborted
        h = self.hands
        hand = h[seat]
        maximize = self.maxi[seat]
        table = self.table
        t = self.t
        group = t.group
        power = t.power
        if k == self.n_active - 1:
            # The trick's last card: who wins it decides who leads the rest.
            maxi = self.maxi
            moves = self._moves(seat, hand, led_g, led, best_seat, best_val)
            self.table = 0
            for c in moves:
                g = group[c]
                winner = seat if (g == 0 or g == led_g) and power[c] > best_val else best_seat
                h[seat] = hand ^ (1 << c)
                r = self._lead(winner, need - 1 if maxi[winner] else need, left - 1)
                h[seat] = hand
                if r is maximize:
                    self.table = table
                    return r
            self.table = table
            return not maximize
        nxt = self.next[seat]
        for c in self._moves(seat, hand, led_g, led, best_seat, best_val):
            if k == 0:
                r_led_g, r_led, r_seat, r_val = group[c], c, seat, power[c]
            else:
                g = group[c]
                r_led_g, r_led = led_g, led
                if (g == 0 or g == led_g) and power[c] > best_val:
                    r_seat, r_val = seat, power[c]
                else:
                    r_seat, r_val = best_seat, best_val
            b = 1 << c
            h[seat] = hand ^ b
            self.table = table | b
            r = self._play(nxt, k + 1, r_led_g, r_led, r_seat, r_val, need, left)
            h[seat] = hand
            if r is maximize:
                self.table = table
                return r
        self.table = table
        return not maximize
