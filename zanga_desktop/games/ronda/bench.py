"""The speed figures of La Ronda's rules (`zanga_desktop.games.ronda.bench.bench_engine`).

As El Envite's `bench.py`: random complete deals with every action checked, for 2 and 4
players; `apply_unchecked` + `undo` over fixed positions (every action tried at every position
of a deal); and replaying and printing a game of 20 deals. Imports are absolute and only the
public API is used, so that the file can be run against an older checkout.
"""

from __future__ import annotations

import json
import random
from typing import Any

from zanga_desktop.core import bench
from zanga_desktop.core.bench import random_rates, random_steps, search_rates, search_walk, seconds
from zanga_desktop.core.deck import shuffled_deck
from zanga_desktop.games.ronda.records import RondaGame, replay
from zanga_desktop.games.ronda.rules import RondaState, make_options

#: `search_walk` too, to walk the paths of `search_paths` as the figure does.
__all__ = ["PRESET", "bench_engine", "game_of", "random_deals", "search_paths", "search_walk"]

PRESET = "bengala"
SEATS = (2, 4)


def random_deals(rng: random.Random, count: int, seats: int) -> None:
    """`count` deals of uniformly random legal actions, each one verified (`apply`)."""
    options = make_options(PRESET)
    for _ in range(count):
        state = RondaState(options, seats)
        state.start_deal(rng.randrange(seats), shuffled_deck(rng))
        while state.in_deal:
            state.apply(rng.choice(state.legal_actions()))


SearchPath = bench.SearchPath[RondaState]


def search_paths(deals: int, seats: int, seed: int = 2) -> list[SearchPath]:
    """Fixed positions for the search figure: `deals` random deals, each from its start."""
    rng = random.Random(seed)
    options = make_options(PRESET)
    paths: list[SearchPath] = []
    while len(paths) < deals:
        dealer = rng.randrange(seats)
        deck = shuffled_deck(rng)
        start = RondaState(options, seats)
        start.start_deal(dealer, deck)
        state = RondaState(options, seats)
        state.start_deal(dealer, deck)
        paths.append((start, random_steps(state, rng, lambda s: s.in_deal)))
    return paths


#: Random play reaches the highest target in about 14 deals: the first seed counting from 0
#: whose two-player game lasts 20 deals is this one (found by counting up from 0, some 40 s).
TWENTY_DEALS_SEED = 4505


def game_of(deals: int, seed: int = TWENTY_DEALS_SEED, seats: int = 2) -> dict[str, Any]:
    """The record of one game of random play `deals` deals long: played to the highest
    target, from the first seed (counting from `seed`) whose game lasts that long."""
    while True:
        rng = random.Random(seed)
        game = RondaGame.new(PRESET, {"target": 99}, [f"P{s}" for s in range(seats)])
        while len(game.record.deals) < deals and not game.state.is_over:
            game.deal(rng)
            state = game.state
            while state.in_deal:
                game.apply(rng.choice(state.legal_actions()))
        if len(game.record.deals) == deals and not game.state.is_over:
            return game.record.to_json()
        seed += 1


def bench_engine(hands: int = 400, repeat: int = 5) -> dict[str, Any]:
    """The figures (medians of `repeat` runs, and the worst run beside each); `hands` is the
    count of random deals at 2 players, half of it at 4."""
    out: dict[str, Any] = {}
    counts = {2: hands, 4: max(1, hands // 2)}
    out.update(random_rates("random_deals_per_s", counts, random_deals, repeat))
    for n in SEATS:
        paths = search_paths(max(1, counts[n] // 20), n)
        out.update(search_rates(f"search_apply_undo_per_s_n{n}", paths, repeat))
    data = game_of(20)
    out.update(seconds("replay_20_deals", lambda: replay(data), repeat))
    status, result = replay(data)
    assert status == 0 and len(result["deals"]) == 20
    out.update(seconds("replay_and_print_20_deals",
                       lambda: json.dumps(replay(data)[1], ensure_ascii=False), repeat,
                       worst=False))
    return out


if __name__ == "__main__":
    for name, value in bench_engine().items():
        print(f"{name:40} {value}")
