"""The exact solver: with every hand known, does a team win the hand (two of the three tricks)?

Three tricks are few enough to search to the end (section 5: the hand stops at two tricks);
the outcome is a yes or no, so the search stops at the first winning card of the team and the
first losing card of the other (alpha-beta on two values), and positions met twice are looked
up. Cards are their `Card.index`; the following rules are `view.legal_from`'s.
"""

from __future__ import annotations

from ..rules import TRIUNFO, Order

Hands = tuple[tuple[int, ...], ...]
Trick = tuple[tuple[int, int], ...]


#: What drawing and weighing a deal costs a decision's budget (core/budget.py), in solver
#: nodes: about as much CPU as this many positions searched (docs/envite-ai.md, "Budgets").
DEAL_WORK = 60


class NodeLimit(Exception):
    """The search met more positions than it was allowed."""


class Solver:
    def __init__(self, order: Order, exempt: int, overtrump: bool, seats: int, side: int,
                 node_limit: int = 0) -> None:
        self.ps = order.play_suit
        self.power = order.power
        self.exempt = exempt
        self.overtrump = overtrump
        self.seats = seats
        self.side = side
        self.node_limit = node_limit
        self.nodes = 0
        self.memo: dict[tuple[Hands, Trick, int, int], bool] = {}

    def beats(self, card: int, best: int) -> bool:
        ps, pw = self.ps, self.power
        if ps[card] == TRIUNFO:
            return ps[best] != TRIUNFO or pw[card] > pw[best]
        return ps[card] == ps[best] and pw[card] > pw[best]

    def best_of(self, trick: Trick) -> tuple[int, int]:
        best_seat, best = trick[0]
        for seat, card in trick[1:]:
            if self.beats(card, best):
                best_seat, best = seat, card
        return best_seat, best

    def legal(self, seat: int, hand: tuple[int, ...], trick: Trick) -> tuple[int, ...]:
        if not trick:
            return hand
        ps = self.ps
        led = ps[trick[0][1]]
        if led == TRIUNFO:
            trumps = tuple(c for c in hand if ps[c] == TRIUNFO)
            return trumps if any(c != self.exempt for c in trumps) else hand
        if any(ps[c] == led for c in hand):
            return tuple(c for c in hand if ps[c] == led or ps[c] == TRIUNFO)
        if self.overtrump:
            best_seat, best = self.best_of(trick)
            after = self.seats - len(trick) - 1
            if (best_seat & 1) != (seat & 1) and not any(
                    ((seat + k) % self.seats) & 1 == seat & 1 for k in range(1, after + 1)):
                winners = tuple(c for c in hand if self.beats(c, best))
                if any(c != self.exempt for c in winners):
                    return winners
        return hand

    def distinct(self, seat: int, cards: tuple[int, ...], hands: Hands, trick: Trick
                 ) -> list[int]:
        """`cards` highest first, without those that do exactly what a higher one does:
        two cards of one suit in play with no other card still out between them (the exempt
        card, which follows rules of its own, is always kept)."""
        ps, pw = self.ps, self.power
        ordered = sorted(cards, key=lambda c: -pw[c] - (1000 if ps[c] == TRIUNFO else 0))
        if len(ordered) < 2:
            return ordered
        out = [ordered[0]]
        for c in ordered[1:]:
            k = out[-1]
            if ps[c] != ps[k] or c == self.exempt or k == self.exempt:
                out.append(c)
                continue
            low, high = pw[c], pw[k]
            between = any(ps[x] == ps[c] and low < pw[x] < high
                          for s, h in enumerate(hands) if s != seat for x in h) or any(
                ps[x] == ps[c] and low < pw[x] < high for _, x in trick)
            if between:
                out.append(c)
        return out

    def after(self, hands: Hands, trick: Trick, won: tuple[int, int], seat: int,
              card: int) -> bool:
        """Whether `side` wins once `seat` has played `card`."""
        hand = tuple(c for c in hands[seat] if c != card)
        new_hands = hands[:seat] + (hand,) + hands[seat + 1:]
        new_trick = trick + ((seat, card),)
        if len(new_trick) < self.seats:
            return self.wins(new_hands, new_trick, won, (seat + 1) % self.seats)
        winner, _ = self.best_of(new_trick)
        t = winner & 1
        new_won = (won[0] + 1, won[1]) if t == 0 else (won[0], won[1] + 1)
        return self.wins(new_hands, (), new_won, winner)

    def wins(self, hands: Hands, trick: Trick, won: tuple[int, int], turn: int) -> bool:
        side = self.side
        if won[side] >= 2:
            return True
        if won[1 - side] >= 2:
            return False
        key = (hands, trick, won[0] * 4 + won[1], turn)
        known = self.memo.get(key)
        if known is not None:
            return known
        self.nodes += 1
        if self.node_limit and self.nodes > self.node_limit:
            raise NodeLimit
        mine = (turn & 1) == side
        cards = self.distinct(turn, self.legal(turn, hands[turn], trick), hands, trick)
        result = not mine
        for card in cards:
            if self.after(hands, trick, won, turn, card) == mine:
                result = mine
                break
        self.memo[key] = result
        return result
