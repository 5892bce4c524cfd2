"""The speed figures of El Envite's rules, printed by `zanga-cli bench envite`.

As La Zanga's `bench.py`: random complete hands with every action checked, for teams of one,
two and five; `apply_unchecked` + `undo` over fixed positions (every action tried at every
position of a hand); and replaying and printing about a hundred hands of records, by teams
of two. Imports are absolute and only the public API is used, so that
`tools/bench_compare.py --game envite` can run this very file against an older checkout.
"""

from __future__ import annotations

import json
import random
from typing import Any

from zanga_desktop.core import bench
from zanga_desktop.core.bench import random_rates, random_steps, search_rates, search_walk, seconds
from zanga_desktop.games.envite.records import EnviteGame, replay
from zanga_desktop.games.envite.rules import EnviteState, Phase
from zanga_desktop.games.envite.rules.options import make_options

#: `search_walk` too, to walk the paths of `search_paths` as the figure does.
__all__ = ["PRESET", "bench_engine", "random_hands", "records", "search_paths", "search_walk"]

PRESET = "federacion"


def _playing(state: EnviteState) -> bool:
    return state.phase not in (Phase.DEAL, Phase.OVER, Phase.SCORING)


def random_hands(rng: random.Random, count: int, team_size: int) -> None:
    """`count` hands of uniformly random legal actions, each one verified (`apply`)."""
    options = make_options(PRESET)
    state = EnviteState(options, team_size)
    for _ in range(count):
        if state.is_over:
            state = EnviteState(options, team_size)
        state.deal_next(rng)
        while _playing(state):
            state.apply(rng.choice(state.legal_actions()))
        state.close_hand()  # a mesa hand waiting for claims (section 8)


SearchPath = bench.SearchPath[EnviteState]


def search_paths(hands: int, team_size: int, seed: int = 2) -> list[SearchPath]:
    """Fixed positions for the search figure: `hands` random hands, each from its deal."""
    rng = random.Random(seed)
    options = make_options(PRESET)
    state = EnviteState(options, team_size)
    paths: list[SearchPath] = []
    while len(paths) < hands:
        if state.is_over:
            state = EnviteState(options, team_size)
        start = EnviteState(options, team_size, state.captains, state.piedras, state.chicos)
        dealer, deal = state.deal_next(rng)
        start.start_hand(dealer, deal)
        steps = random_steps(state, rng, _playing)
        state.close_hand()
        paths.append((start, steps))
    return paths


def records(hands: int, seed: int = 0) -> list[dict[str, Any]]:
    """Records of random partidos by teams of two, `hands` hands in all, as JSON."""
    rng = random.Random(seed)
    out: list[dict[str, Any]] = []
    game = EnviteGame.new(PRESET, players=[f"P{s}" for s in range(4)])
    dealt = 0
    while dealt < hands:
        if game.state.is_over:
            out.append(game.record.to_json())
            game = EnviteGame.new(PRESET, players=[f"P{s}" for s in range(4)])
        game.deal(rng)
        dealt += 1
        state = game.state
        while _playing(state):
            game.apply(rng.choice(state.legal_actions()))
    out.append(game.record.to_json())
    return out


def bench_engine(hands: int = 1000, repeat: int = 5) -> dict[str, Any]:
    """The figures (medians of `repeat` runs, and the worst run beside each); `hands` is the
    count for teams of two, a third of it for five and three times it for one."""
    out: dict[str, Any] = {}
    counts = {1: 3 * hands, 2: hands, 5: max(1, hands // 3)}
    out.update(random_rates("random_hands_per_s", counts, random_hands, repeat))
    for n in (2, 5):
        paths = search_paths(max(1, counts[n] // 10), n)
        out.update(search_rates(f"search_apply_undo_per_s_n{n}", paths, repeat))
    data = records(100)
    out.update(seconds("replay_100_hands", lambda: [replay(d) for d in data], repeat))
    out.update(seconds("print_100_hands",
                       lambda: [json.dumps(d, ensure_ascii=False) for d in data], repeat))
    return out
