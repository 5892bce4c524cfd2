"""What points are worth: a side's chance of winning the game from a score.

The first side to the target wins (section 11), so a point is worth more at 16 than at 2. The
levels speak in a contest, and the arena scores a deal, by the chance of the game each outcome
leads to, under a plain model of the deals to come: each deal gives the two sides points drawn
from `PER_DEAL` (how often a side makes 0, 1, 2, ... points in a deal, measured on the
baseline's games, `python -m zanga_desktop.games.ronda.ai.per_deal` measures it again), the two
sides alike and independent; a deal that takes both past the target is a coin toss (which lance
comes first is not modelled).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

#: The share of deals in which a side makes 0, 1, 2, ... points (the last: that many or more),
#: for 2 and 4 players (`per_deal.measure`: the baseline against itself, 4,000 deals each).
PER_DEAL: Final[dict[int, tuple[float, ...]]] = {
    2: (0.0135, 0.0399, 0.059, 0.0727, 0.0848, 0.0907, 0.0858, 0.0896, 0.0747, 0.0729, 0.0622,
        0.0471, 0.0393, 0.0372, 0.0274, 0.0256, 0.0194, 0.0146, 0.0116, 0.0114, 0.0059, 0.0063,
        0.003, 0.0016, 0.0037),
    4: (0.0147, 0.0334, 0.061, 0.0791, 0.0949, 0.1059, 0.1024, 0.0921, 0.0766, 0.0683, 0.0606,
        0.0489, 0.0379, 0.0331, 0.0254, 0.0196, 0.0135, 0.0124, 0.0059, 0.0049, 0.004, 0.0024,
        0.0009, 0.0015, 0.0008),
}


@lru_cache(maxsize=16)
def _table(seats: int, target: int) -> tuple[tuple[float, ...], ...]:
    dist = PER_DEAL[seats]
    total = sum(dist)
    p = [x / total for x in dist]
    k = len(p)
    win: list[list[float]] = [[0.0] * target for _ in range(target)]
    # from the highest scores down: a deal only raises scores, so every later score is known
    for a in range(target - 1, -1, -1):
        for b in range(target - 1, -1, -1):
            rest = 0.0
            stay = p[0] * p[0]
            for x in range(k):
                for y in range(k):
                    if x == 0 and y == 0:
                        continue
                    q = p[x] * p[y]
                    na, nb = a + x, b + y
                    if na >= target and nb >= target:
                        rest += q * 0.5
                    elif na >= target:
                        rest += q
                    elif nb < target:
                        rest += q * win[na][nb]
            win[a][b] = rest / (1.0 - stay)
    return tuple(tuple(row) for row in win)


def win_chance(ours: int, theirs: int, target: int = 18, seats: int = 2) -> float:
    """Our chance of the game at `ours` points against `theirs` (1 at the target, 0 once they
    have reached it)."""
    if ours >= target:
        return 1.0
    if theirs >= target:
        return 0.0
    return _table(seats, target)[max(0, ours)][max(0, theirs)]


def after(points: tuple[int, int], side: int, gain: tuple[int, int], target: int,
          seats: int) -> float:
    """`side`'s chance of the game once the sides have gained `gain` on `points`."""
    ours = points[side] + gain[side]
    theirs = points[1 - side] + gain[1 - side]
    return win_chance(ours, theirs, target, seats)


def win_chance_between(ours: float, theirs: float, target: int = 18, seats: int = 2) -> float:
    """`win_chance` for points that are not whole (points to come, expected), read between
    the whole scores around them."""
    if ours >= target:
        return 1.0
    if theirs >= target:
        return 0.0
    ours, theirs = max(0.0, ours), max(0.0, theirs)
    a, b = int(ours), int(theirs)
    fa, fb = ours - a, theirs - b

    def at(x: int, y: int) -> float:
        return win_chance(x, y, target, seats)

    return ((1 - fa) * (1 - fb) * at(a, b) + fa * (1 - fb) * at(a + 1, b)
            + (1 - fa) * fb * at(a, b + 1) + fa * fb * at(a + 1, b + 1))
