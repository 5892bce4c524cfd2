"""The solver against a plain minimax over small random endings (section 5 following)."""

from __future__ import annotations

import random

import pytest

from zanga_desktop.games.zanga.ai.solver import Solver, mask
from zanga_desktop.games.zanga.rules import DECK, ORDERS, SUITS, Card, Order, Suit
from zanga_desktop.games.zanga.rules.cards import TRUMPS


def legal(order: Order, hand: list[Card], trick: list[tuple[int, Card]]) -> list[Card]:
    """Section 5, written out independently of the solver and the engine."""
    if not trick:
        return list(hand)
    led = trick[0][1]
    suit = order.play_suit[led.index]
    same = [c for c in hand if order.play_suit[c.index] == suit]
    if not same:
        return list(hand)
    if suit != TRUMPS:
        return same
    if any(c not in order.matadores for c in same):
        return same
    if led in order.matadores and any(order.power[c.index] < order.power[led.index]
                                      for c in same):
        return same
    return list(hand)


def brute(order: Order, hands: list[list[Card]], seats: list[int], to_act: int,
          trick: list[tuple[int, Card]], side: int) -> int:
    """Tricks `side` wins with best play, every card tried: no merging, no table."""
    if not any(hands[s] for s in seats):
        return 0
    best_value: int | None = None
    maximize = to_act % 2 == side
    for card in legal(order, hands[to_act], trick):
        hands[to_act].remove(card)
        now = [*trick, (to_act, card)]
        if len(now) == len(seats):
            win_seat, best = now[0]
            for s, c in now[1:]:
                if order.beats(c, best):
                    win_seat, best = s, c
            v = (1 if win_seat % 2 == side else 0) + brute(order, hands, seats, win_seat, [],
                                                            side)
        else:
            nxt = seats[(seats.index(to_act) + 1) % len(seats)]
            v = brute(order, hands, seats, nxt, now, side)
        hands[to_act].append(card)
        if best_value is None or (v > best_value if maximize else v < best_value):
            best_value = v
    assert best_value is not None
    return best_value


def random_ending(rng: random.Random) -> tuple[Suit, list[list[Card]], list[int], int,
                                                 list[tuple[int, Card]], int | None]:
    trump = rng.choice(SUITS)
    order = ORDERS[trump]
    out = rng.choice([None, None, 0, 1, 2, 3])
    seats = [s for s in range(4) if s != out]
    n = rng.choice((1, 2, 3, 3, 3, 4))
    # Favour trumps and matadores, where the following rules are subtle.
    deck = list(DECK)
    weights = [4 if order.play_suit[c.index] == TRUMPS else 1 for c in deck]
    chosen: list[Card] = []
    while len(chosen) < n * len(seats):
        c = rng.choices(deck, weights)[0]
        if c not in chosen:
            chosen.append(c)
    hands: list[list[Card]] = [[], [], [], []]
    for i, s in enumerate(seats):
        hands[s] = chosen[i * n:(i + 1) * n]
    leader = rng.choice(seats)
    trick: list[tuple[int, Card]] = []
    played = rng.randint(0, len(seats) - 1) if n > 1 else 0
    seat = leader
    for _ in range(played):
        card = rng.choice(legal(order, hands[seat], trick))
        hands[seat].remove(card)
        trick.append((seat, card))
        seat = seats[(seats.index(seat) + 1) % len(seats)]
    return trump, hands, seats, seat, trick, out


@pytest.mark.parametrize("chunk", range(4))
def test_solver_matches_brute_force(chunk: int) -> None:
    rng = random.Random(1000 + chunk)
    for _ in range(500):
        trump, hands, seats, to_act, trick, out = random_ending(rng)
        order = ORDERS[trump]
        for side in (0, 1):
            expected = brute(order, [list(h) for h in hands], seats, to_act, list(trick), side)
            solver = Solver(trump, [mask(h) for h in hands], side, out)
            tr = [(s, c.index) for s, c in trick]
            assert solver.tricks(to_act, tr) == expected
            for need in range(0, 5):
                assert solver.reaches(to_act, tr, need) == (expected >= need)


def test_move_values_match_brute_force() -> None:
    rng = random.Random(7)
    for _ in range(300):
        trump, hands, seats, to_act, trick, out = random_ending(rng)
        order = ORDERS[trump]
        side = to_act % 2
        solver = Solver(trump, [mask(h) for h in hands], side, out)
        tr = [(s, c.index) for s, c in trick]
        values = solver.move_values(to_act, tr, [1, 2, 3, 4])
        for card in legal(order, hands[to_act], trick):
            rep = next(c for c in values if card.index in solver.equivalents(to_act, c))
            h = [list(x) for x in hands]
            h[to_act].remove(card)
            now = [*trick, (to_act, card)]
            if len(now) == len(seats):
                win_seat, best = now[0]
                for s, c in now[1:]:
                    if order.beats(c, best):
                        win_seat, best = s, c
                v = (win_seat % 2 == side) + brute(order, h, seats, win_seat, [], side)
            else:
                nxt = seats[(seats.index(to_act) + 1) % len(seats)]
                v = brute(order, h, seats, nxt, now, side)
            assert values[rep] == min(v, 4)


def test_horizon_cinco() -> None:
    """`horizon` asks about the next tricks only, as the cinco question does (Art. 48)."""
    rng = random.Random(3)
    for _ in range(200):
        trump, hands, seats, to_act, trick, out = random_ending(rng)
        if trick or len(hands[seats[0]]) < 2:
            continue
        order = ORDERS[trump]
        solver = Solver(trump, [mask(h) for h in hands], 0, out)
        n = len(hands[seats[0]])
        # Winning all n of n is the same question with or without the horizon.
        all_n = brute(order, [list(h) for h in hands], seats, to_act, [], 0) == n
        assert solver.reaches(to_act, [], n, horizon=n) == all_n
        assert solver.reaches(to_act, [], 1, horizon=1) == (
            solver.tricks(to_act, [], horizon=1) == 1)


def test_the_move_order_tables_stay_bounded() -> None:
    """A long game asks for ever new move orders; the shared tables must not keep them all
    (a demo grew by ~15 MB a minute)."""
    from zanga_desktop.games.zanga.ai import solver

    t = solver.tables(Suit.OROS)
    rng = random.Random(5)
    for _ in range(solver.ORDER_CACHE_LIMIT + 3000):
        reps = rng.getrandbits(43) & t.cards
        solver._order(t, reps, reps & rng.getrandbits(43), True)
    assert 0 < len(solver._ORDERED[t.index]) <= solver.ORDER_CACHE_LIMIT
    assert solver.ORDER_CACHE_LIMIT <= 1 << 12
