"""The speed figures of La Báciga's rules (`bench_engine`).

As El Envite's `bench.py`: random complete deals with every action checked, at 2 and 4
players; `apply_unchecked` + `undo` over fixed positions (every action tried at every
position of a deal); and replaying a game of 20 deals from its record. Imports are absolute
and only the public API is used, so that the file can be run against an older checkout.
"""

from __future__ import annotations

import json
import random
from typing import Any

from zanga_desktop.core import bench
from zanga_desktop.core.bench import random_rates, random_steps, search_rates, search_walk, seconds
from zanga_desktop.games.baciga.records import BacigaGame, replay
from zanga_desktop.games.baciga.rules import BacigaState, deal_cards
from zanga_desktop.games.baciga.rules.options import make_options

#: `search_walk` too, to walk the paths of `search_paths` as the figure does.
__all__ = ["PRESET", "bench_engine", "game_of", "random_deals", "search_paths", "search_walk"]

PRESET = "bengala"
TABLES = (2, 4)


def random_deals(rng: random.Random, count: int, seats: int) -> None:
    """`count` deals of uniformly random legal actions, each one verified (`apply`)."""
    options = make_options(PRESET)
    state = BacigaState(options, seats)
    for _ in range(count):
        if state.is_over:
            state = BacigaState(options, seats)
        dealer = state.next_dealer()
        dealer = rng.randrange(seats) if dealer is None else dealer
        state.start_deal(dealer, deal_cards(rng, seats, dealer))
        while state.in_deal:
            state.apply(rng.choice(state.legal_actions()))


SearchPath = bench.SearchPath[BacigaState]


def search_paths(deals: int, seats: int, seed: int = 2) -> list[SearchPath]:
    """Fixed positions for the search figure: `deals` random deals, each from its start."""
    rng = random.Random(seed)
    options = make_options(PRESET, {"target": 99})
    paths: list[SearchPath] = []
    for n in range(deals):
        state = BacigaState(options, seats)
        start = BacigaState(options, seats)
        deal = deal_cards(rng, seats, n % seats)
        state.start_deal(n % seats, deal)
        start.start_deal(n % seats, deal)
        paths.append((start, random_steps(state, rng, lambda s: s.in_deal)))
    return paths


def game_of(deals: int, seats: int = 2, seed: int = 0) -> dict[str, Any]:
    """A record of `deals` deals of random play (a long target keeps the game going)."""
    rng = random.Random(seed)
    game = BacigaGame.new(PRESET, {"target": 99}, [f"P{s}" for s in range(seats)])
    for _ in range(deals):
        game.deal(rng)
        while game.state.in_deal:
            game.apply(rng.choice(game.state.legal_actions()))
    return game.record.to_json()


def bench_engine(hands: int = 1000, repeat: int = 5) -> dict[str, Any]:
    """The figures (medians of `repeat` runs, and the worst run beside each); `hands` is the
    number of deals played at 2 players (half as many at 4)."""
    out: dict[str, Any] = {}
    counts = {2: hands, 4: max(1, hands // 2)}
    out.update(random_rates("random_deals_per_s", counts, random_deals, repeat))
    for n in TABLES:
        paths = search_paths(max(1, counts[n] // 10), n)
        out.update(search_rates(f"search_apply_undo_per_s_n{n}", paths, repeat))
    for n in TABLES:
        data = game_of(20, n)

        def again(data: dict[str, Any] = data) -> None:
            replay(data)

        def printed(data: dict[str, Any] = data) -> None:
            json.dumps(data, ensure_ascii=False)

        out.update(seconds(f"replay_20_deals_n{n}", again, repeat))
        out.update(seconds(f"print_20_deals_n{n}", printed, repeat, worst=False))
    return out
