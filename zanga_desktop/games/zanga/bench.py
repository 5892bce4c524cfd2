"""The speed figures of La Zanga's rules, printed by `zanga-cli bench engine`.

The figures the arenas, the ladder and the AI's searches stand on: random complete hands with
every action checked; `apply_unchecked` + `undo` over fixed positions (the search path: every
position of a hand, and those of its play alone); replay of a 100-hand record; and printing that
record as JSON as `zanga-cli selfplay` and `deal` print records (on one line, by the standard
library's C encoder).

Imports are absolute and only the public API is used, so that `tools/bench_compare.py` can run
this very file against an older checkout of the package and compare in the same run.
"""

from __future__ import annotations

import json
import random
import statistics
from typing import Any

from zanga_desktop.core import bench
from zanga_desktop.core.bench import random_rates, search_rates, search_walk, seconds, timed
from zanga_desktop.games.zanga.records import Game, GameRecord, replay
from zanga_desktop.games.zanga.rules import (
    ORDERS,
    Action,
    Card,
    Deal,
    GameState,
    Phase,
    Suit,
    Word,
    make_options,
    team,
)

#: `search_walk` too, to walk the paths of `search_paths` as the figure does.
__all__ = ["bench_engine", "long_record", "random_hands", "search_paths", "search_walk"]


def random_hands(rng: random.Random, count: int, preset: str) -> None:
    """`count` hands of uniformly random legal actions, each one verified (`apply`)."""
    game = Game.new(preset)
    for _ in range(count):
        if game.state.is_over:
            game = Game.new(preset)
        game.deal(rng)
        state = game.state
        while state.phase is not Phase.DEAL and state.phase is not Phase.GAME_OVER:
            state.apply(rng.choice(state.legal_actions()))


SearchPath = bench.SearchPath[GameState]


def search_paths(hands: int, preset: str = "manual", seed: int = 2,
                 play_only: bool = False) -> list[SearchPath]:
    """Fixed positions for the search figure: `hands` random hands, each from its deal, or
    with `play_only` from the naming of trumps (the positions a search of the play sees)."""
    rng = random.Random(seed)
    paths: list[SearchPath] = []
    state = GameState(make_options(preset))
    while len(paths) < hands:
        if state.is_over:
            state = GameState(make_options(preset))
        state.deal_next(rng)
        start = GameState(make_options(preset), state.vales, state.pot, state.first_hand,
                          state.dealer)
        assert state.deal is not None and state.dealer is not None
        start.start_hand(state.dealer, state.deal)
        steps: list[tuple[list[Action], Action]] = []
        while state.phase is not Phase.DEAL and state.phase is not Phase.GAME_OVER:
            actions = state.legal_actions()
            chosen = rng.choice(actions)
            if play_only and state.trump is None:
                start.apply_unchecked(chosen)  # the speaking: walked past, never tried
            else:
                steps.append((actions, chosen))
            state.apply(chosen)
        paths.append((start, steps))
    return paths


def long_record(hands: int, seed: int = 0) -> GameRecord:
    """A game of `hands` hands for the replay benchmark.

    Uniformly random play ends a game within a few hands (puestas double the pot, a broke
    team must play), so this game is steered to stay level: the poorer team is dealt the two
    strongest hands for oros, declares, names oros and plays its best cards, while the richer
    team passes and plays its worst. Every action is still checked as legal.
    """
    rng = random.Random(seed)
    order = ORDERS[Suit.OROS]
    game = Game.new("manual")
    while len(game.record.hands) < hands:
        state = game.state
        poorer = 0 if state.vales[0] < state.vales[1] else 1
        dealer = state.expected_dealer()
        dealer = 0 if dealer is None else dealer
        dealt = Deal.shuffled(rng, dealer)
        ranked = sorted(dealt.hands, key=lambda h: -sum(order.power[c.index] for c in h))
        strong, weak = iter(ranked[:2]), iter(ranked[2:])
        packets = tuple(next(strong) if team(s) == poorer else next(weak) for s in range(4))
        game.start_hand(dealer, Deal(packets, dealt.zanga))
        while state.phase is not Phase.DEAL:
            actions = state.legal_actions()
            mine = team(actions[0].seat) == poorer
            wanted: list[Action] = []
            if state.phase is Phase.SPEAKING:
                word = Word.JUEGO if mine else Word.PASO
                wanted = [a for a in actions if a.value is word]
            elif state.phase is Phase.TRUMP:
                wanted = [a for a in actions if a.value is Suit.OROS]
            elif state.phase is Phase.PLAY:
                cards = [a.value for a in actions if isinstance(a.value, Card)]
                best = (max if mine else min)(cards, key=lambda c: order.power[c.index])
                wanted = [a for a in actions if a.value is best]
            game.apply((wanted or actions)[0])
        assert not state.is_over, "the steered benchmark game ended early"
    return game.record


def bench_engine(hands: int = 2000, repeat: int = 5) -> dict[str, Any]:
    """The figures (medians of `repeat` runs, and the worst run beside each)."""
    out: dict[str, Any] = {}
    out.update(random_rates("random_hands_per_s", {"manual": hands, "simplificada": hands},
                            random_hands, repeat, label=""))
    out.update(search_rates("search_apply_undo_per_s", search_paths(max(1, hands // 10)),
                            repeat))
    out.update(search_rates("search_play_apply_undo_per_s",
                            search_paths(max(1, hands // 10), play_only=True), repeat))
    record = long_record(100)
    data = record.to_json()
    out.update(seconds("replay_100_hands", lambda: replay(data), repeat))
    times = timed(lambda: [json.dumps(record.to_json(), ensure_ascii=False)  # as printed
                           for _ in range(10)], repeat)
    out["print_100_hands_s_median"] = round(statistics.median(times) / 10, 5)
    out["print_100_hands_s_worst"] = round(max(times) / 10, 5)
    return out
