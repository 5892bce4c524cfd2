"""A double-dummy solver for La Zanga: every hand known, how many tricks can a side force?

Why it looks the way it does:
- Hands are 40-bit masks over `Card.index`; a position at a trick boundary is one int key.
- Cards of one hand that are adjacent in their suit in play, once the cards between them have
  been played or sit in the same hand, are equivalent: only one of each run is searched.
- Questions are zero-window ("can the side win `need` more tricks?"), the only ones the game
  asks: 5 for a sacada, 4 against a puesta, all of the next 3 for a `cinco`, all 8 for `todas`.
  Play that stops early at 5 tricks (section 5) never changes such an answer, so the search
  plays to the end of its horizon.
- A transposition table keeps, per trick-boundary position, bounds on the tricks still to win.
- Following follows section 5, with the matador exemption (Art. 28): a player whose only
  trumps are matadores need not follow a trump lead, unless the led card is a matador higher
  than one he holds.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from threading import Event
from time import perf_counter, thread_time

from ..engine import ORDERS, SUITS, Card, Suit
from ..engine.cards import TRUMPS


@dataclass(frozen=True, slots=True)
class Tables:
    """Flat per-trump tables: group 0 is trumps, 1-3 the plain suits."""

    group: tuple[int, ...]
    gmask: tuple[int, ...]
    gorder: tuple[tuple[tuple[int, int], ...], ...]
    power: tuple[int, ...]
    lower_matador: tuple[int, ...]  # per card: mask of matadores below it (0 if not one)
    matadores: int


@cache
def tables(trump: Suit) -> Tables:
    order = ORDERS[trump]
    names = [TRUMPS] + [s.value for s in SUITS if s != trump]
    group = tuple(names.index(order.play_suit[i]) for i in range(40))
    gmask = [0, 0, 0, 0]
    for i in range(40):
        gmask[group[i]] |= 1 << i
    gorder = tuple(
        tuple((i, 1 << i) for i in sorted((i for i in range(40) if group[i] == g),
                                           key=lambda i: -order.power[i]))
        for g in range(4))
    mats = [c.index for c in order.matadores]
    lower = [0] * 40
    for m in mats:
        for o in mats:
            if order.power[o] < order.power[m]:
                lower[m] |= 1 << o
    return Tables(group, tuple(gmask), gorder, order.power, tuple(lower),
                  sum(1 << m for m in mats))


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


class Aborted(Exception):
    """The search ran past its node limit or was cancelled."""


class Solver:
    """Searches one deal under one trump suit for one side; reuse it to share its table.

    `hands[s]` is seat s's mask (0 for a seat sitting out of a solo, section 4). `side` is a
    team (0: seats 0 and 2). The table is valid for one `side` and one horizon.
    """

    def __init__(self, trump: Suit, hands: Sequence[int], side: int,
                 out_seat: int | None = None, limit: int = 1 << 62,
                 cancel: Event | None = None, deadline: float | None = None,
                 wall_deadline: float | None = None) -> None:
        t = tables(trump)
        self.t = t
        self.hands = list(hands)
        self.side = side
        self.out = out_seat
        self.n_active = 3 if out_seat is not None else 4
        self.next = [self._next(s) for s in range(4)]
        self.maxi = [(s & 1) == side for s in range(4)]
        self.tts: dict[int, dict[int, tuple[int, int]]] = {}
        self.tt: dict[int, tuple[int, int]] = {}
        self.table = 0  # cards on the table in the trick being searched
        self.full = True  # the horizon runs to the end of the hand
        self.nodes = 0
        self.limit = limit  # Aborted past this many nodes
        self.cancel = cancel  # checked every 1024 nodes
        self.deadline = deadline  # thread CPU time (time.thread_time) to abort at
        self.wall_deadline = wall_deadline  # time.perf_counter() to abort at

    def _next(self, s: int) -> int:
        n = (s + 1) % 4
        return (n + 1) % 4 if n == self.out else n

    # ------------------------------------------------------------------ public questions

    def reaches(self, to_act: int, trick: Sequence[tuple[int, int]], need: int,
                horizon: int | None = None) -> bool:
        """Can `side` win at least `need` of the tricks from here (the one on the table
        included) to the end of the horizon (`horizon` tricks from here, default: all)?"""
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
        """For each of `to_act`'s distinct legal cards: how many of the ascending thresholds
        `needs` the side still reaches after that card is played."""
        t = self.t
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
            out[c] = score
        return out

    def equivalents(self, seat: int, card: int) -> list[int]:
        """The cards of `seat` equivalent to `card` now (its run in its suit in play)."""
        t = self.t
        every = self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3] | self.table
        mine = self.hands[seat] | (1 << card)
        runs: list[list[int]] = [[]]
        for c, b in t.gorder[t.group[card]]:
            if mine & b and b & t.matadores:
                runs += [[c], []]
            elif mine & b:
                runs[-1].append(c)
            elif every & b and runs[-1]:
                runs.append([])
        return next(r for r in runs if card in r)

    # ------------------------------------------------------------------ internals

    def _horizon_key(self, left: int) -> int:
        """Tricks beyond the horizon: constant while one question's search runs."""
        return max(len(cards_of(h)) for h in self.hands) - left

    def _left(self, horizon: int | None) -> int:
        # The seats yet to play to the trick on the table hold the most cards.
        most = max(len(cards_of(h)) for h in self.hands)
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
        key = (h[0] | h[1] << 40 | h[2] << 80 | h[3] << 120) << 2 | leader
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
            lo, hi = b
            if lo >= need:
                return True
            if hi < need:
                return False
        r = self._play(leader, 0, -1, -1, -1, -1, need, left)
        if r:
            tt[key] = (need, hi)
        else:
            tt[key] = (lo, need - 1)
        return r

    def _sure_tricks(self) -> tuple[int, int]:
        h = self.hands
        every = h[0] | h[1] | h[2] | h[3]
        holder = -1
        count = 0
        for _, b in self.t.gorder[0]:
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
               best_val: int) -> list[int]:
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
        # Cards on the table still separate runs; matadores never merge (their following
        # duties differ, Art. 28).
        every = h[0] | h[1] | h[2] | h[3] | self.table
        mats = t.matadores
        reps: list[int] = []
        gmask = t.gmask
        for g in range(4):
            m = cand & gmask[g]
            if not m:
                continue
            run = -1
            for c, b in t.gorder[g]:
                if m & b:
                    if b & mats:
                        if run >= 0:
                            reps.append(run)
                            run = -1
                        reps.append(c)
                    else:
                        run = c
                    m ^= b
                    if not m:
                        break
                elif every & b and run >= 0:
                    reps.append(run)
                    run = -1
            if run >= 0:
                reps.append(run)
        if len(reps) < 2:
            return reps
        power = t.power
        if led_g < 0:
            # Leads: masters of their suit first (the top trump draws trumps), then low cards.
            tops = 0
            for g in range(4):
                for _c, b in t.gorder[g]:
                    if every & b:
                        tops |= b
                        break

            def lead_key(c: int) -> int:
                return -power[c] if tops >> c & 1 else power[c] + 1000

            reps.sort(key=lead_key)
        elif self.maxi[best_seat] == self.maxi[seat]:
            reps.sort(key=lambda c: power[c])
        else:
            group = t.group

            def key(c: int) -> int:
                g = group[c]
                p = power[c]
                return p if (g == 0 or g == led_g) and p > best_val else p + 1000

            reps.sort(key=key)
        return reps

    def _play(self, seat: int, k: int, led_g: int, led: int, best_seat: int, best_val: int,
              need: int, left: int) -> bool:
        self.nodes += 1
        if not self.nodes & 1023 and (
                self.nodes > self.limit or (self.cancel is not None and self.cancel.is_set())
                or (self.deadline is not None and thread_time() > self.deadline)
                or (self.wall_deadline is not None and perf_counter() > self.wall_deadline)):
            raise Aborted
        h = self.hands
        hand = h[seat]
        maximize = self.maxi[seat]
        table = self.table
        for c in self._moves(seat, hand, led_g, led, best_seat, best_val):
            h[seat] = hand ^ (1 << c)
            self.table = table | 1 << c
            r = self._after(seat, c, k, led_g, led, best_seat, best_val, need, left)
            h[seat] = hand
            if r is maximize:
                self.table = table
                return r
        self.table = table
        return not maximize
