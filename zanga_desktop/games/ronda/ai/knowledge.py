"""What one seat can work out from its observation, and the worlds consistent with it.

Hard facts: its own hand; every card that has been face up (the table as laid, the swaps'
cards, every card played); where the cards the swaps sent back lie (section 4: the dealer puts
each at a known place of the stock, so everyone knows which round and which seat gets it);
how many cards each seat holds; the declarations of the round (a ronda is exactly two of a
rank among the holder's three, its rank once "media" shows it). With `infer`, also what
compulsory capture says (section 5): a player who dropped held nothing that captured, so none
of the cards he still holds from that round is of a rank that would have. A `World` is one
dealing of the unseen cards that keeps all of these.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..rules import (
    DECK,
    Announced,
    Call,
    Card,
    Closed,
    Combo,
    Dealt,
    Declared,
    Observation,
    Phase,
    Played,
    PlayKind,
    stock_template,
)
from ..rules.deal import receiver


@dataclass(frozen=True, slots=True)
class World:
    """One sampled dealing: each seat's hand and the stock (top first), with its weight."""

    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    weight: float = 1.0


@dataclass(slots=True)
class Knowledge:
    seat: int
    seats: int
    #: Cards whose place this seat does not know: the other hands' and the stock's.
    pool: list[Card]
    #: Cards known to be in another seat's hand (swapped back, dealt to it this round).
    located: dict[int, list[Card]]
    #: Stock places (from its top now) whose card is known.
    stock_fixed: dict[int, Card]
    stock_left: int
    #: Unknown cards in each other seat's hand.
    need: dict[int, int]
    #: Ranks a seat cannot hold now (compulsory capture, this round).
    forbidden: dict[int, set[int]] = field(default_factory=dict)
    #: This round's declarations: seat -> (combination, rank if shown).
    declared: dict[int, tuple[Combo, int | None]] = field(default_factory=dict)
    #: Cards each seat has played this round.
    played_round: dict[int, list[Card]] = field(default_factory=dict)
    #: Seats that could have declared this round and did not (a weak sign of no pair).
    silent: set[int] = field(default_factory=set)
    #: This round's drops by the others: (seat, card, how many cards the seat had played
    #: this round before it, the copies of each rank face up at that moment).
    drops: list[tuple[int, Card, int, tuple[int, ...]]] = field(default_factory=list)


def _capturing_ranks(table: list[Card], stack: list[Card]) -> set[int]:
    return {c.rank for c in table} | ({stack[0].rank} if len(stack) >= 2 else set())


def know(obs: Observation, infer: bool = True) -> Knowledge:
    """Read the deal's public log as `obs.seat` may: where every seen card is, and what the
    others' plays and words say of their hands."""
    n = obs.seats
    me = obs.seat
    table: list[Card] = []
    stack: list[Card] = []
    face_up: set[Card] = set()
    played: set[Card] = set()
    forbidden: dict[int, set[int]] = {}
    played_round: dict[int, list[Card]] = {s: [] for s in range(n)}
    declared: dict[int, tuple[Combo, int | None]] = {}
    drops: list[tuple[int, Card, int, tuple[int, ...]]] = []
    closed_before: set[int] | None = None
    mandatory = obs.options.capture_mandatory
    for event in obs.log:
        if isinstance(event, Dealt):
            if event.round == 0:
                table = list(event.table)
                face_up.update(event.table_first)
                face_up.update(s.in_ for s in event.swaps)
            forbidden = {}
            played_round = {s: [] for s in range(n)}
            declared = {}
            drops = []
            closed_before = None
        elif isinstance(event, Closed):
            run = [c for c in event.took if c in table]
            rank = stack[0].rank if stack else -1
            table = [c for c in table if c not in run]
            closed_before = {rank} | {c.rank for c in table}
            stack = []
        elif isinstance(event, Played):
            seat, card = event.seat, event.card
            capturing = closed_before if closed_before is not None else _capturing_ranks(
                table, stack)
            closed_before = None
            if event.kind is PlayKind.DROP and seat != me:
                seen = [0] * 13
                for c in face_up:
                    seen[c.rank] += 1
                drops.append((seat, card, len(played_round[seat]), tuple(seen)))
            played.add(card)
            face_up.add(card)
            played_round[seat].append(card)
            kind = event.kind
            if kind is PlayKind.DROP:
                if infer and mandatory:
                    forbidden.setdefault(seat, set()).update(capturing)
                table.append(card)
            elif kind is PlayKind.CAPTURE:
                table = [c for c in table if c not in event.took]
            elif kind is PlayKind.CAIDA:
                dropped = next(c for c in table if c.rank == card.rank)
                table = [c for c in table if c is not dropped]
                stack = [dropped, card]
            else:
                stack.append(card)
        elif isinstance(event, Declared):
            declared[event.seat] = (event.combo, None)
        elif isinstance(event, Announced) and event.call is Call.MEDIA \
                and event.seat in declared and event.card is not None:
            declared[event.seat] = (declared[event.seat][0], event.card.rank)
    silent: set[int] = set()
    if obs.settled or obs.phase is Phase.PLAY:
        silent = {s for s in range(n) if s != me and s not in declared}
    # where the cards the swaps sent back lie (section 4)
    template = stock_template(n, obs.swaps)
    dealt = 3 * n * obs.round_no
    located: dict[int, list[Card]] = {s: [] for s in range(n) if s != me}
    stock_fixed: dict[int, Card] = {}
    known_elsewhere: set[Card] = set()
    for place, back in enumerate(template):
        if back is None or back in played:
            continue
        known_elsewhere.add(back)
        if place >= dealt:
            stock_fixed[place - dealt] = back
        else:
            holder = receiver(n, obs.mano, place)
            if holder != me and 1 + place // (3 * n) == obs.round_no:
                located[holder].append(back)
    on_table_or_piles = face_up - known_elsewhere
    mine = set(obs.hand)
    pool = [c for c in DECK if c not in mine and c not in on_table_or_piles
            and c not in known_elsewhere]
    need = {s: obs.held[s] - len(located[s]) for s in range(n) if s != me}
    return Knowledge(me, n, pool, located, stock_fixed, obs.stock_left, need,
                     {s: r for s, r in forbidden.items() if s != me},
                     {s: d for s, d in declared.items() if s != me},
                     played_round, silent, drops)


def _combo_ok(kind: Combo, rank: int | None, cards: list[Card]) -> bool:
    ranks = [c.rank for c in cards]
    if rank is not None:
        return ranks.count(rank) == kind.size
    return any(ranks.count(r) == kind.size for r in set(ranks))


#: A world's weight for each player in it who holds a pair he did not declare: every level
#: but Principiante declares at once, and so do most people.
SILENT_PAIR = 0.1
#: A player's odds against dropping a rank for each more copy of it he cannot see (the same
#: model `search` gives a rival who must drop).
DROP_ODDS = 3.0


def drop_likelihood(rank: int, held: list[int], seen: tuple[int, ...]) -> float:
    """How likely a player holding the ranks `held` was to drop `rank`, when he weighs each
    rank by the copies of it he cannot see (the fewer, the safer), with `seen` face up."""
    ranks = set(held)
    if rank not in ranks or len(ranks) == 1:
        return 1.0

    def odds(r: int) -> float:
        return float(DROP_ODDS ** -(4 - seen[r] - held.count(r)))

    return odds(rank) / sum(odds(r) for r in ranks)


class Sampler:
    """Draws worlds consistent with a seat's knowledge (hard facts always; a constraint that
    cannot be met in a draw is dropped for that draw, never looped on)."""

    def __init__(self, knowledge: Knowledge, rng: random.Random, soft: bool = False,
                 drops: float = 0.0, redraw: int = 0) -> None:
        self.k = knowledge
        self.rng = rng
        self.soft = soft
        #: How strongly a world is weighed by how likely the others' drops were in it.
        self.drops = drops
        #: How many more draws a world that fits badly may be replaced with: a world is kept
        #: with the chance its weight gives (and then counts fully), the last one drawn always.
        self.redraw = redraw
        #: Seats with constraints first: they pick from the pool before the others.
        k = knowledge
        self.order = sorted(k.need, key=lambda s: (s not in k.declared, s not in k.forbidden, s))

    def draw(self, mine: tuple[Card, ...]) -> World:
        for _ in range(self.redraw):
            world = self._draw(mine)
            if world.weight >= 1.0 or self.rng.random() < world.weight:
                return World(world.hands, world.stock)
        return self._draw(mine)

    def _draw(self, mine: tuple[Card, ...]) -> World:
        k = self.k
        rng = self.rng
        pool = list(k.pool)
        rng.shuffle(pool)
        hands: dict[int, list[Card]] = {k.seat: list(mine)}
        for seat in self.order:
            hands[seat] = self._hand(seat, pool)
        stock: list[Card | None] = [None] * k.stock_left
        for place, card in k.stock_fixed.items():
            if place < len(stock):
                stock[place] = card
        it = iter(pool)
        filled = tuple(c if c is not None else next(it) for c in stock)
        weight = 1.0
        if self.soft:
            for seat in k.silent:
                held = k.played_round.get(seat, []) + hands[seat]
                ranks = [c.rank for c in held]
                if any(ranks.count(r) >= 2 for r in set(ranks)):
                    weight *= SILENT_PAIR
        if self.drops:
            for seat, card, before, seen in k.drops:
                held = hands[seat] + k.played_round[seat][before:]
                weight *= drop_likelihood(card.rank, [c.rank for c in held], seen) ** self.drops
        return World(tuple(tuple(hands[s]) for s in range(k.seats)), filled, weight)

    def _hand(self, seat: int, pool: list[Card]) -> list[Card]:
        k = self.k
        need = k.need[seat]
        known = list(k.located.get(seat, []))
        banned = k.forbidden.get(seat, set())
        combo = k.declared.get(seat)
        played = k.played_round.get(seat, [])
        if combo is not None:
            kind, rank = combo
            if rank is None:
                rank = self._pick_rank(kind, played + known, pool, banned, need)
            if rank is not None:
                have = sum(1 for c in played + known if c.rank == rank)
                want = kind.size - have
                picked = [c for c in pool if c.rank == rank][:max(0, want)]
                rest = [c for c in pool if c.rank != rank and c.rank not in banned]
                if len(picked) == max(0, want) and len(picked) + len(rest) >= need:
                    chosen = picked + rest[:need - len(picked)]
                    if _combo_ok(kind, rank, played + known + chosen):
                        return self._take(pool, chosen, known)
        allowed = [c for c in pool if c.rank not in banned]
        chosen = allowed[:need] if len(allowed) >= need else pool[:need]
        return self._take(pool, chosen, known)

    def _pick_rank(self, kind: Combo, held: list[Card], pool: list[Card], banned: set[int],
                   need: int) -> int | None:
        """A rank the declarer's combination can be of, drawn by how many ways the pool makes
        it."""
        options: list[tuple[int, int]] = []
        for rank in {c.rank for c in pool} | {c.rank for c in held}:
            if rank in banned and not any(c.rank == rank for c in held):
                continue
            have = sum(1 for c in held if c.rank == rank)
            avail = sum(1 for c in pool if c.rank == rank)
            want = kind.size - have
            if want < 0 or want > need or avail < want:
                continue
            if len(held) + need < kind.size:
                continue
            options.append((rank, max(1, avail)))
        if not options:
            return None
        total = sum(w for _, w in options)
        x = self.rng.random() * total
        for rank, w in options:
            x -= w
            if x <= 0:
                return rank
        return options[-1][0]

    @staticmethod
    def _take(pool: list[Card], chosen: list[Card], known: list[Card]) -> list[Card]:
        taken = set(chosen)
        pool[:] = [c for c in pool if c not in taken]
        return known + chosen
