"""What points are worth: a side's chance of winning the game from the standings.

A point is not worth the same at 2 as at 16 of 18: the levels choose by the chance of the game
each choice leads to. The chance is computed from a model of the points a deal brings: the
joint distribution of both sides' points in one deal (`DEAL_POINTS`, measured on the fixed
baseline's deals, 2 and 4 players) and the chance that a deal ends the game at once (las
cosas). Deals are independent; a side at or over the target has won; when both would reach
it in one deal each is taken as equally likely to have reached it first.
"""

from __future__ import annotations

from functools import lru_cache

#: Points of (the side of el mano, the other side) in one deal of the baseline, per table
#: size, as chances (measured by `arena.measure_deal_points`, 20,000 deals each, far from the
#: target; outcomes rarer than 1 in 1,000 left out, the rest renormalised).
DEAL_POINTS: dict[int, dict[tuple[int, int], float]] = {
    2: {
        (7, 0): 0.0524, (0, 7): 0.051, (2, 3): 0.0476, (2, 1): 0.0466, (3, 1): 0.0466,
        (3, 2): 0.043, (4, 1): 0.0396, (2, 2): 0.0383, (1, 2): 0.0374, (1, 3): 0.0374,
        (1, 4): 0.0346, (3, 3): 0.0341, (4, 0): 0.0297, (5, 1): 0.0256, (2, 4): 0.0256,
        (4, 2): 0.0207, (4, 3): 0.0199, (1, 5): 0.0193, (3, 0): 0.0191, (3, 4): 0.019,
        (1, 1): 0.0186, (2, 0): 0.0181, (6, 1): 0.0152, (5, 0): 0.0147, (0, 4): 0.0145,
        (2, 5): 0.0143, (5, 2): 0.0126, (1, 6): 0.012, (0, 3): 0.0107, (6, 0): 0.0106,
        (5, 3): 0.0097, (4, 4): 0.0096, (0, 2): 0.0091, (0, 5): 0.009, (3, 5): 0.0077,
        (7, 1): 0.0075, (2, 6): 0.0069, (6, 2): 0.0069, (0, 6): 0.0064, (1, 7): 0.0064,
        (4, 5): 0.0048, (3, 6): 0.0046, (6, 3): 0.004, (5, 4): 0.0038, (2, 7): 0.0027,
        (7, 2): 0.0026, (4, 6): 0.0022, (6, 4): 0.0021, (5, 5): 0.0018, (1, 8): 0.0017,
        (3, 7): 0.0016, (8, 1): 0.0016, (0, 8): 0.0015, (8, 0): 0.0014},
    4: {
        (7, 0): 0.0493, (0, 7): 0.0436, (3, 4): 0.0272, (4, 4): 0.0265, (4, 3): 0.0254,
        (0, 8): 0.024, (8, 0): 0.0233, (3, 3): 0.0228, (5, 2): 0.0216, (5, 3): 0.0204,
        (4, 2): 0.0203, (4, 5): 0.0199, (2, 4): 0.0197, (5, 4): 0.0193, (3, 5): 0.0192,
        (2, 5): 0.0192, (5, 1): 0.0182, (6, 2): 0.0177, (3, 6): 0.0175, (3, 2): 0.0169,
        (6, 3): 0.0164, (6, 1): 0.0158, (4, 1): 0.0149, (2, 3): 0.0147, (2, 6): 0.0146,
        (4, 6): 0.0132, (6, 4): 0.0127, (7, 2): 0.0127, (5, 5): 0.0126, (1, 6): 0.0123,
        (1, 5): 0.0119, (2, 7): 0.0114, (1, 4): 0.0113, (7, 1): 0.0111, (3, 7): 0.0109,
        (7, 3): 0.0103, (9, 0): 0.0098, (1, 7): 0.0089, (0, 9): 0.0086, (2, 8): 0.0085,
        (5, 6): 0.0085, (3, 1): 0.008, (7, 4): 0.0078, (6, 5): 0.0078, (2, 2): 0.0076,
        (4, 7): 0.0076, (8, 1): 0.0075, (8, 2): 0.0074, (0, 10): 0.0068, (5, 0): 0.0063,
        (1, 8): 0.0063, (1, 3): 0.0062, (10, 0): 0.006, (8, 3): 0.0056, (3, 8): 0.0054,
        (6, 0): 0.005, (9, 1): 0.0044, (2, 9): 0.0044, (4, 0): 0.0041, (6, 6): 0.0041,
        (5, 7): 0.004, (1, 9): 0.0037, (9, 2): 0.0036, (0, 5): 0.0036, (4, 8): 0.0036,
        (8, 4): 0.0035, (7, 5): 0.0034, (0, 6): 0.0031, (0, 4): 0.0028, (9, 3): 0.0027,
        (10, 1): 0.0026, (3, 9): 0.0022, (2, 1): 0.0021, (6, 7): 0.0019, (9, 4): 0.0019,
        (10, 2): 0.0019, (2, 10): 0.0017, (5, 8): 0.0017, (1, 10): 0.0016, (1, 2): 0.0016,
        (8, 5): 0.0015, (4, 9): 0.0015, (10, 3): 0.0015, (3, 0): 0.0014, (3, 10): 0.0014,
        (7, 6): 0.0013, (4, 10): 0.0011, (7, 7): 0.0011, (5, 9): 0.001, (11, 1): 0.001},
}
#: The chance that a deal ends the game by las cosas, for each side.
COSAS: dict[int, float] = {2: 0.0243, 4: 0.0378}
#: The lowest score the table models (scores below count as this).
FLOOR = -12


def _normalised(seats: int) -> tuple[tuple[int, int, float], ...]:
    table = DEAL_POINTS[2 if seats == 2 else 4]
    mass = sum(table.values())
    return tuple((a, b, p / mass) for (a, b), p in table.items())


@lru_cache(maxsize=32)
def _table(target: int, seats: int) -> tuple[tuple[float, ...], ...]:
    """V[a][b]: the chance of the side at a (index a - FLOOR) against b, a new deal due.
    Points mostly grow, so sweeping from the highest scores down converges in a few sweeps."""
    merged: dict[tuple[int, int], float] = {}
    for da, db, p in _normalised(seats):
        # the side of el mano alternates: both orientations equally likely
        for x, y in ((da, db), (db, da)):
            merged[(x, y)] = merged.get((x, y), 0.0) + 0.5 * p
    cosas = COSAS[2 if seats == 2 else 4]
    rest = 1.0 - 2 * cosas
    outcomes = tuple((x, y, rest * p) for (x, y), p in merged.items())
    size = target - FLOOR
    v = [[0.5] * size for _ in range(size)]
    for _ in range(200):
        delta = 0.0
        for ai in range(size - 1, -1, -1):
            a = ai + FLOOR
            row = v[ai]
            for bi in range(size - 1, -1, -1):
                b = bi + FLOOR
                acc = cosas
                for x, y, p in outcomes:
                    a2, b2 = a + x, b + y
                    if a2 >= target:
                        acc += p * (0.5 if b2 >= target else 1.0)
                    elif b2 < target:
                        acc += p * v[max(a2, FLOOR) - FLOOR][max(b2, FLOOR) - FLOOR]
                delta = max(delta, abs(acc - row[bi]))
                row[bi] = acc
        if delta < 1e-9:
            break
    return tuple(tuple(row) for row in v)


def win_chance(ours: int, theirs: int, target: int = 18, seats: int = 2) -> float:
    """Our chance of the game at `ours` points against `theirs`, the next deal due."""
    if ours >= target and theirs >= target:
        return 0.5
    if ours >= target:
        return 1.0
    if theirs >= target:
        return 0.0
    v = _table(target, seats)
    return v[max(ours, FLOOR) - FLOOR][max(theirs, FLOOR) - FLOOR]
