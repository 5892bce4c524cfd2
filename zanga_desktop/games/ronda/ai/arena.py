"""Duplicate matches between two levels of La Ronda or protocol bots (`cmd:COMMAND`, their
faults counted as in every arena: `core.arena`), with 2 or 4 players: luck cancels because
both sides play every deal.

Each deal is one deal of a game from standings drawn with it (each side's points from 0 to one
below the target, so that deals near the end come up too), the dealer rotating, played twice:
A as side 0, then A as side 1 with the same deck, the same dealer and the same standings for
the same cards. A table's score is the change in A's chance of the game that the deal made
(`value.win_chance`: a game won is 1, lost 0), so a point counts for what it is worth at that
score; a deal's score is the mean over its two tables. The points won and lost are reported
beside it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ....core import arena as shared
from ....core import duplicate_arena as duplicate
from ....core.arena import play_table
from ....core.deck import shuffled_deck
from ..game import RondaMatch
from ..records import RondaGame, RondaRecord
from ..rules import Action, Credited, Kind, Lance, Word, make_options, side
from .players import Player, make_player
from .value import win_chance

if TYPE_CHECKING:
    from ..bots.player import RondaBot

#: The figures counted per side, beside the scores.
STAT_KEYS = ("declared", "envio", "chiquita", "a_la_mayor", "quiero", "no_quiero", "caida",
             "contra", "san_vicente", "aseo", "count", "rondas")


@dataclass(frozen=True, slots=True)
class MatchConfig(duplicate.DuplicateConfig):
    seats: int = 2
    #: Option overrides for every table (`fall_points`, ...), as a record writes them.
    options: dict[str, Any] = field(default_factory=dict)
    #: A protocol bot's time for each decision (ms).
    time_ms: int = 5000


def _bots() -> type[RondaBot]:
    from ..bots.player import RondaBot

    return RondaBot


def make_side(spec: str, seed: int, effort: float, time_ms: int) -> Player:
    """A built-in level by name, or a bot program for `cmd:...` (`core.duplicate_arena`)."""
    return duplicate.make_side(spec, seed, effort, time_ms, make_player, _bots)


def standings(cfg: MatchConfig, rng: random.Random) -> tuple[int, int]:
    target = make_options(cfg.preset, cfg.options).target
    return rng.randrange(target), rng.randrange(target)


def _table(cfg: MatchConfig, deal_no: int, points: tuple[int, int], dealer: int,
           a_side: int) -> dict[str, Any]:
    deck = shuffled_deck(random.Random(f"{cfg.seed}:{deal_no}:deal"))
    record = RondaRecord(cfg.preset, dict(cfg.options), [f"P{s}" for s in range(cfg.seats)],
                         points)
    game = RondaGame(record)
    game.start_deal(dealer, deck)
    target = game.options.target
    specs = [cfg.a if side(s) == a_side else cfg.b for s in range(cfg.seats)]
    players = [make_side(specs[s], cfg.seed * 1_000_003 + deal_no * 32 + a_side * 16 + s,
                         cfg.effort, cfg.time_ms) for s in range(cfg.seats)]
    steps = play_table(RondaMatch(game), players)
    state = game.state
    stats = {x: dict.fromkeys(STAT_KEYS, 0) for x in ("a", "b")}
    for step in steps:
        action = step.action
        assert isinstance(action, Action)
        who = "a" if side(action.seat) == a_side else "b"
        if action.kind is Kind.DECLARE:
            stats[who]["declared"] += 1
        elif action.kind is Kind.SAY:
            assert isinstance(action.value, Word)
            stats[who][action.value.value] += 1
        for event in step.detail.events:  # type: ignore[attr-defined]
            if isinstance(event, Credited):
                key = "rondas" if event.lance in (Lance.RONDA, Lance.RONDIN, Lance.ENVIO) \
                    else event.lance.value
                stats["a" if event.side == a_side else "b"][key] += event.points
    after = state.points
    if state.winner is not None:
        chance = 1.0 if state.winner == a_side else 0.0
    else:
        chance = win_chance(after[a_side], after[1 - a_side], target, cfg.seats)
    before = win_chance(points[a_side], points[1 - a_side], target, cfg.seats)
    gained = (after[a_side] - points[a_side]) - (after[1 - a_side] - points[1 - a_side])
    return {"score": chance - before, "points": gained,
            "won": None if state.winner is None else ("a" if state.winner == a_side else "b"),
            "stats": stats,
            **shared.tally(players, specs, lambda s: "a" if side(s) == a_side else "b")}


def play_deal(args: tuple[MatchConfig, int]) -> dict[str, Any]:
    """Both tables of duplicate deal `deal_no` (`core.duplicate_arena`)."""
    cfg, deal_no = args
    return duplicate.play_deal(cfg, deal_no, cfg.seats, standings, _table, ("points",))


def run_match(cfg: MatchConfig, deals: int, jobs: int, first: int = 0) -> dict[str, Any]:
    """Deals `first` .. `first + deals - 1` of the seed's sequence (chunks of one long match
    can run separately; `scores` lets them be pooled exactly)."""
    return summarize(cfg, shared.run_deals(play_deal, cfg, first, deals, jobs))


def _games_won(tables: list[dict[str, Any]]) -> dict[str, Any]:
    return {"games_won": {x: sum(1 for t in tables if t["won"] == x) for x in ("a", "b")}}


def summarize(cfg: MatchConfig, rows: list[dict[str, Any]]) -> dict[str, Any]:
    return duplicate.summarize(cfg, rows, size=("seats", cfg.seats), options=cfg.options,
                               unit="points", stat_keys=STAT_KEYS, results=_games_won)
