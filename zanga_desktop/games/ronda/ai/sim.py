"""A deal of La Ronda reduced to what play depends on, for the searching levels.

Suits play no part in La Ronda (section 3): a card is its rank's place in the sequence (0 for
the as to 9 for the rey), and since two table cards never share a rank outside the fall stack
(section 5), the table is a ten-bit mask. A `Sim` plays the cards of sections 5-7 and 10 on
one sampled world (every hand and the stock known), with undo, many times faster than the
full state: no declarations, no records, no events. `tests/ronda/test_ronda_ai_sim.py`
plays it against the rules on random deals.
"""

from __future__ import annotations

from typing import Final

from ..rules.state import COUNT_OVER

#: RUN[r][mask]: the bits of the correlativas above rank place r on a table `mask`.
RUN: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(sum(1 << k for k in range(r + 1, 10) if all(mask >> j & 1 for j in range(r + 1, k + 1)))
          for mask in range(1024))
    for r in range(10))
BIT: Final = tuple(1 << r for r in range(10))
#: What `undo` restores: hands, stock place, table, stack (rank, size, last faller), drop,
#: turn, plays, round, last capturer, cards, points, over.
_Saved = tuple[list[tuple[int, ...]], int, int, int, int, int, int, int, int, int, int,
               list[int], list[int], int]
#: Fall points by stack size (section 6): a caída (2 cards), a contra (3), San Vicente (4).
FALL: Final = (0, 0, 1, 3, 4)


class Sim:
    """One world: hands and stock known. `hands[s]` is a tuple of rank places; the stock is
    dealt from `stock[pos:]`. `cards` are each side's piles (so the count is exact); `points`
    count from the position the search began at, and `target_left` is what each side still
    needs. `over` is 0 while the deal goes on, 1 once it ended on its cards (counted), 2 once a
    side reached its target."""

    __slots__ = ("_undo", "across", "cards", "drop", "each", "hands", "last_cap", "mandatory",
                 "mano", "n", "over", "plays", "points", "pos", "round_no", "rounds", "sn", "sr",
                 "stack_last", "stock", "table", "target_left", "turn")

    def __init__(self, n: int, mano: int, hands: list[tuple[int, ...]], stock: tuple[int, ...],
                 table: int, *, turn: int, plays: int, round_no: int, rounds: int,
                 stack: tuple[int, int, int] | None = None, drop: int = -1,
                 last_cap: int = -1, each: bool = True, across: bool = True,
                 mandatory: bool = True, target_left: tuple[int, int] = (99, 99),
                 cards: tuple[int, int] = (0, 0)) -> None:
        self.n = n
        self.mano = mano
        self.hands = list(hands)
        self.stock = stock
        self.pos = 0
        self.table = table
        self.sr, self.sn, self.stack_last = stack if stack is not None else (-1, 0, -1)
        self.drop = drop
        self.turn = turn
        self.plays = plays
        self.round_no = round_no
        self.rounds = rounds
        self.last_cap = last_cap
        self.each = each
        self.across = across
        self.mandatory = mandatory
        #: Points each side still needs to win: reaching it ends the game at once.
        self.target_left = target_left
        self.cards = list(cards)
        self.points = [0, 0]
        self.over = 0
        self._undo: list[_Saved] = []

    # ------------------------------------------------------------------ moves

    def moves(self) -> list[int]:
        """The distinct ranks the seat to play may play (capture is compulsory: section 5)."""
        hand = self.hands[self.turn]
        ranks = sorted(set(hand))
        if not self.mandatory:
            return ranks
        table = self.table
        if self.sn >= 2:
            sr = self.sr
            post = table & ~RUN[sr][table]
            cap = [r for r in ranks if r == sr or post >> r & 1]
        else:
            cap = [r for r in ranks if table >> r & 1]
        return cap or ranks

    def hidden_from(self, seat: int) -> list[int]:
        """The copies of each rank place `seat` cannot see: in the other hands and the stock
        to come."""
        hidden = [0] * 10
        for s, hand in enumerate(self.hands):
            if s != seat:
                for r in hand:
                    hidden[r] += 1
        for r in self.stock[self.pos:]:
            hidden[r] += 1
        return hidden

    def must_capture(self) -> bool:
        """Whether the seat to play holds a card that captures, falls or contras (and so, with
        capture compulsory, must play one)."""
        table = self.table
        if self.sn >= 2:
            post = table & ~RUN[self.sr][table]
            return any(r == self.sr or post >> r & 1 for r in self.hands[self.turn])
        return any(table >> r & 1 for r in self.hands[self.turn])

    def _save(self) -> None:
        self._undo.append((self.hands[:], self.pos, self.table, self.sr, self.sn,
                           self.stack_last, self.drop, self.turn, self.plays, self.round_no,
                           self.last_cap, self.cards[:], self.points[:], self.over))

    def undo(self) -> None:
        (self.hands, self.pos, self.table, self.sr, self.sn, self.stack_last, self.drop,
         self.turn, self.plays, self.round_no, self.last_cap, self.cards, self.points,
         self.over) = self._undo.pop()

    def _score(self, side: int, points: int) -> bool:
        """Credit; True when that side reaches the target (the game ends at once)."""
        self.points[side] += points
        if self.points[side] >= self.target_left[side]:
            self.over = 2
            return True
        return False

    def _close(self, last: bool) -> bool:
        faller = self.stack_last
        side = faller & 1
        run = RUN[self.sr][self.table]
        self.table &= ~run
        self.cards[side] += self.sn + run.bit_count()
        self.last_cap = faller
        sn = self.sn
        self.sr, self.sn, self.stack_last = -1, 0, -1
        if not self.each and self._score(side, FALL[sn]):
            return True
        return not self.table and not last and self._score(side, 1)

    def play(self, r: int) -> None:
        """Play rank place `r` from the hand of the seat to play (sections 5-7, 10)."""
        self._save()
        s = self.turn
        n = self.n
        side = s & 1
        last = self.round_no == self.rounds - 1 and self.plays == 3 * n - 1
        contra = self.sn >= 2 and r == self.sr
        if self.sn >= 2 and not contra and self._close(last):
            return
        hand = list(self.hands[s])
        hand.remove(r)
        self.hands[s] = tuple(hand)
        drop = self.drop
        self.drop = -1
        bit = BIT[r]
        if contra:
            self.sn += 1
            self.stack_last = s
            if self.each and self._score(side, FALL[self.sn]):
                return
            if self.sn == 4 and self._close(last):
                return
        elif drop == r:
            self.table &= ~bit
            self.sr, self.sn, self.stack_last = r, 2, s
            if self.each and self._score(side, 1):
                return
        elif self.table & bit:
            taken = bit | RUN[r][self.table]
            self.table &= ~taken
            self.cards[side] += taken.bit_count() + 1
            self.last_cap = s
            if not self.table and not last and self._score(side, 1):
                return
        else:
            self.table |= bit
            self.drop = r
        self.plays += 1
        if self.plays < 3 * n:
            self.turn = (s + 1) % n
            return
        if self.round_no == self.rounds - 1:
            self._end_deal()
            return
        if not self.across:
            self.drop = -1
            if self.sn >= 2 and self._close(False):
                return
        self._deal()

    def _deal(self) -> None:
        n = self.n
        hands: list[list[int]] = [[] for _ in range(n)]
        stock = self.stock
        pos = self.pos
        for k in range(3 * n):
            hands[(self.mano + k) % n].append(stock[pos + k])
        self.pos = pos + 3 * n
        self.hands = [tuple(h) for h in hands]
        self.round_no += 1
        self.plays = 0
        self.turn = self.mano

    def _end_deal(self) -> None:
        if self.sn >= 2 and self._close(True):
            return
        self.drop = -1
        if self.last_cap >= 0:
            self.cards[self.last_cap & 1] += self.table.bit_count()
        self.table = 0
        self.over = 1
        for side in (0, 1):
            if self.cards[side] > COUNT_OVER and self._score(side, self.cards[side] - COUNT_OVER):
                return
