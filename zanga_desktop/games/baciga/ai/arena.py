"""Duplicate matches between two levels of La Báciga or protocol bots (`cmd:COMMAND`, their
faults counted as in every arena: `core.arena`), at 2 or 4 players: luck cancels because both
sides play every deal.

Each deal is one deal of a game from standings drawn with it (each side from 0 to the target
less one, so that deals near the end come up as often as the others), the dealer rotating,
played twice: A as side 0, then A as side 1 with the same cards in the same seats and the same
standings for the same cards. A table's score is the change the deal made in A's chance of
winning the game (`value.win_chance`; a game won is 1, lost 0), so a point counts for what it
is worth at that score; a deal's score is the mean over its two tables. The points won minus
lost are reported beside it, with what each side sang and how its draws ended.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ....core import arena as shared
from ....core import duplicate_arena as duplicate
from ....core.arena import play_hand, play_table
from ..match import BacigaMatch
from ..records import BacigaGame, BacigaRecord
from ..rules import Action, Kind, Lance, Stop, Word, deal_cards, make_options, side
from .players import Player, make_player
from .value import win_chance

if TYPE_CHECKING:
    from ..bots.player import BacigaBot

#: What each side's statistics count.
STAT_KEYS = ("bacigas", "bacigotes", "cartas", "pasados", "las_31", "puntos", "cosas",
             "salirse", "talks")


@dataclass(frozen=True, slots=True)
class MatchConfig(duplicate.DuplicateConfig):
    players: int = 2
    #: Option overrides for every table, as a record writes them.
    options: dict[str, Any] = field(default_factory=dict)
    #: A protocol bot's time for each decision (ms).
    time_ms: int = 5000


def _bots() -> type[BacigaBot]:
    from ..bots.player import BacigaBot

    return BacigaBot


def make_side(spec: str, seed: int, effort: float, time_ms: int) -> Player:
    """A built-in level by name, or a bot program for `cmd:...` (`core.duplicate_arena`)."""
    return duplicate.make_side(spec, seed, effort, time_ms, make_player, _bots)


def standings(cfg: MatchConfig, rng: random.Random) -> tuple[int, int]:
    target = make_options(cfg.preset, cfg.options).target
    return rng.randrange(target), rng.randrange(target)


def _table(cfg: MatchConfig, deal_no: int, points: tuple[int, int], dealer: int,
           a_side: int) -> dict[str, Any]:
    seats = cfg.players
    deal = deal_cards(random.Random(f"{cfg.seed}:{deal_no}:deal"), seats, dealer)
    record = BacigaRecord(cfg.preset, dict(cfg.options), [f"P{s}" for s in range(seats)],
                          points)
    game = BacigaGame(record)
    game.start_deal(dealer, deal)
    specs = [cfg.a if side(s) == a_side else cfg.b for s in range(seats)]
    players = [make_side(specs[s], cfg.seed * 1_000_003 + deal_no * 32 + a_side * 16 + s,
                         cfg.effort, cfg.time_ms) for s in range(seats)]
    steps = play_table(BacigaMatch(game), players)
    state = game.state
    result = state.results[-1]
    stats = {k: {s: 0 for s in STAT_KEYS} for k in ("a", "b")}
    for step in steps:
        action = step.action
        assert isinstance(action, Action)
        who = "a" if side(action.seat) == a_side else "b"
        if action.kind is Kind.SAY and action.value is Word.CARTAS:
            stats[who]["cartas"] += 1
    for s in range(seats):
        who = "a" if side(s) == a_side else "b"
        stats[who]["bacigas"] += s in result.bacigas
        stats[who]["bacigotes"] += s in result.bacigotes
        stats[who]["pasados"] += state.stops[s] is Stop.PASADO
        stats[who]["cosas"] += state.stops[s] is Stop.COSAS
    for credit in result.credits:
        who = "a" if credit.side == a_side else "b"
        stats[who]["las_31"] += credit.lance is Lance.LAS_31
        stats[who]["puntos"] += credit.lance is Lance.PUNTO
        stats[who]["salirse"] += credit.lance is Lance.SALIRSE
    stats["a"]["talks"] = stats["b"]["talks"] = result.talks
    target = state.options.target
    before = win_chance(points[a_side], points[1 - a_side], target, seats)
    after_points = state.points
    if state.is_over:
        after = 1.0 if state.winner() == a_side else 0.0
    else:
        after = win_chance(after_points[a_side], after_points[1 - a_side], target, seats)
    gained = after_points[a_side] - points[a_side]
    lost = after_points[1 - a_side] - points[1 - a_side]
    return {"score": after - before, "points": gained - lost,
            "won": None if not state.is_over else state.winner() == a_side,
            "ended": result.ended.value if result.ended else None, "stats": stats,
            **shared.tally(players, specs, lambda s: "a" if side(s) == a_side else "b")}


def play_deal(args: tuple[MatchConfig, int]) -> dict[str, Any]:
    """Both tables of duplicate deal `deal_no` (`core.duplicate_arena`)."""
    cfg, deal_no = args
    return duplicate.play_deal(cfg, deal_no, cfg.players, standings, _table, ("points",))


def run_match(cfg: MatchConfig, deals: int, jobs: int, first: int = 0) -> dict[str, Any]:
    """Deals `first` .. `first + deals - 1` of the seed's sequence (chunks of one long match
    can run separately; `scores` lets them be pooled exactly)."""
    return summarize(cfg, shared.run_deals(play_deal, cfg, first, deals, jobs))


def _games_won(tables: list[dict[str, Any]]) -> dict[str, Any]:
    return {"games_won": {"a": sum(1 for t in tables if t["won"] is True),
                          "b": sum(1 for t in tables if t["won"] is False)}}


def summarize(cfg: MatchConfig, rows: list[dict[str, Any]]) -> dict[str, Any]:
    return duplicate.summarize(cfg, rows, size=("players", cfg.players), options=cfg.options,
                               unit="points", stat_keys=STAT_KEYS, results=_games_won)


def measure_deal_points(players: int, deals: int, seed: int = 1, level: str = "rules"
                        ) -> dict[str, Any]:
    """The joint distribution of the points of el mano's side and the other side in one
    deal, played by `level` at every seat far from the target (how `value.DEAL_POINTS` was
    measured), and the chance of las cosas."""
    counts: dict[tuple[int, int], int] = {}
    cosas = 0
    for n in range(deals):
        rng = random.Random(f"measure:{seed}:{n}")
        dealer = n % players
        record = BacigaRecord("bengala", {"target": 99}, [f"P{s}" for s in range(players)])
        game = BacigaGame(record)
        game.start_deal(dealer, deal_cards(rng, players, dealer))
        seats = [make_player(level, seed=seed * 7919 + n * 8 + s) for s in range(players)]
        play_hand(BacigaMatch(game), seats)
        state = game.state
        mano_side = side(state.mano)
        if state.ended is not None and state.ended.value == "cosas":
            cosas += 1
            continue
        key = (state.points[mano_side], state.points[1 - mano_side])
        counts[key] = counts.get(key, 0) + 1
    return {"deals": deals, "cosas": cosas / deals,
            "points": {f"{a},{b}": c / deals for (a, b), c in sorted(
                counts.items(), key=lambda kv: -kv[1])}}
