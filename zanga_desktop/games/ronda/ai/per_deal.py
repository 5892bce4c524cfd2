"""`value.PER_DEAL` measured again: the baseline against itself, deal after deal, the points
each side made (`python -m zanga_desktop.games.ronda.ai.per_deal`). Kept apart from `value`,
which the players import: this plays them."""

from __future__ import annotations

import random

from ....core.deck import shuffled_deck
from ..records import RondaGame, RondaRecord
from ..rules import observe
from .players import make_player


def measure(seats: int, deals: int = 4000, seed: int = 1) -> tuple[float, ...]:
    """`PER_DEAL` again: the baseline against itself, each deal from 0-0 with a target out of
    reach, the points each side made (the last share: that many or more)."""
    counts = [0] * 25
    rng = random.Random(seed)
    player = make_player("rules")
    for d in range(deals):
        game = RondaGame(RondaRecord("bengala", {"target": 99}, [f"P{s}" for s in range(seats)]))
        game.start_deal(d % seats, shuffled_deck(rng))
        state = game.state
        while state.in_deal:
            seat = state.to_act
            assert seat is not None
            game.apply(player.decide(observe(state, seat)))
        for points in state.points:
            counts[min(points, len(counts) - 1)] += 1
    total = sum(counts)
    return tuple(round(c / total, 4) for c in counts)


if __name__ == "__main__":  # python -m zanga_desktop.games.ronda.ai.per_deal
    for n in (2, 4):
        print(n, measure(n))
