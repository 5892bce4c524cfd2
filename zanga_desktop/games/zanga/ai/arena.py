"""Duplicate matches between two levels: luck cancels because both teams play every deal.

Each deal is one hand from fixed standings (16/16, empty pot, not a first hand, dealer
rotating), played twice: A at seats 0 and 2, then A at seats 1 and 3 with the same cards in the
same seats. A table's score is A's net vales with the centre split evenly, i.e. half the
difference between the teams' vales; a deal's score is the mean over its two tables.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ....core import arena as shared
from ....core.arena import BOT_PREFIX, BOT_REPLACEMENT, play_table
from ....core.stats import mean_ci95
from ..game import ZangaMatch
from ..records import Game, GameRecord
from ..rules import (
    Action,
    Answer,
    Deal,
    Kind,
    Result,
    Word,
)
from .players import Player, make_player, speaker_of
from .sampler import Speakers

__all__ = ["BOT_PREFIX", "BOT_REPLACEMENT", "MatchConfig", "make_side", "run_match"]

#: How a hand played to its end at a table comes out (no renuncio: no preset plays in mesa
#: mode), each counted per declaring side.
PLAYED_RESULTS = (Result.SACADA, Result.PUESTA, Result.CODILLO)


@dataclass(frozen=True, slots=True)
class MatchConfig:
    a: str
    b: str
    preset: str
    seed: int
    effort: float = 1.0
    time_ms: int = 5000


def make_side(spec: str, seed: int, effort: float, time_ms: int,
              speakers: Speakers = None) -> Player:
    """A built-in level by name, or a zanga-bot/1 program for `cmd:...` (its replacement,
    once it has been replaced in this match). `speakers`: whose policy each seat speaks by."""

    def bot(command: str, replacement: Player) -> Player:
        from ..bots.player import ZangaBot

        return ZangaBot(command, time_ms=time_ms, replacement=replacement)

    return shared.seat_side(
        spec, seed,
        lambda level, s: make_player(level, seed=s, effort=effort, wall_cap=False,
                                     speakers=speakers),
        bot, lambda s: make_player(BOT_REPLACEMENT, seed=s))


def _table(cfg: MatchConfig, deal_no: int, deal: Deal, dealer: int,
           a_team: int) -> dict[str, Any]:
    game = Game(GameRecord(cfg.preset, first_hand=False))  # 16/16, an empty pot
    game.start_hand(dealer, deal)
    state = game.state
    specs = [cfg.a if (s & 1) == a_team else cfg.b for s in range(4)]
    # every seat knows whose policy the others speak by: the levels are public at the table
    speakers = tuple(speaker_of(spec) for spec in specs)
    players = [make_side(specs[s], cfg.seed * 1_000_003 + deal_no * 8 + a_team * 4 + s,
                         cfg.effort, cfg.time_ms, speakers) for s in range(4)]
    steps = play_table(ZangaMatch(game), players)
    ordered: str | None = None  # the side that said mandar solo (section 4)
    answer: str | None = None
    for step in steps:
        action = step.action
        assert isinstance(action, Action)
        if action.kind is Kind.SAY and action.value is Word.MANDAR_SOLO:
            ordered = "a" if (action.seat & 1) == a_team else "b"
        elif action.kind is Kind.ANSWER:
            answer = str(action.value)
    sides = shared.tally(players, specs, lambda s: "a" if (s & 1) == a_team else "b")
    res = state.results[-1]
    # Vales left in the centre (a puesta's pot, a carried codillo) belong to neither team:
    # they count half to each, so that equal players score zero.
    net = (state.vales[a_team] - state.vales[1 - a_team]) / 2
    declarer = None if res.nombrado is None else ("a" if (res.nombrado & 1) == a_team else "b")
    result = None if res.result is None else str(res.result)
    return {"net": net, "declarer": declarer, "result": result, "solo": res.solo,
            "ordered": ordered, "answer": answer, **sides}


def play_deal(args: tuple[MatchConfig, int]) -> dict[str, Any]:
    """Both tables of duplicate deal `deal_no`."""
    cfg, deal_no = args
    rng = random.Random(f"{cfg.seed}:{deal_no}")
    dealer = deal_no % 4
    deal = Deal.shuffled(rng, dealer)
    tables = [_table(cfg, deal_no, deal, dealer, a_team) for a_team in (0, 1)]
    return {"deal": deal_no, "score": (tables[0]["net"] + tables[1]["net"]) / 2,
            "tables": tables}


def run_match(cfg: MatchConfig, deals: int, jobs: int, first: int = 0) -> dict[str, Any]:
    """Deals `first` .. `first + deals - 1` of the seed's sequence (chunks of one long match
    can run separately; `scores` lets them be pooled exactly)."""
    return summarize(cfg, shared.run_deals(play_deal, cfg, first, deals, jobs))


def summarize(cfg: MatchConfig, rows: list[dict[str, Any]]) -> dict[str, Any]:
    scores = [r["score"] for r in rows]
    n = len(scores)
    mean, ci95 = mean_ci95(scores)
    sides: dict[str, dict[str, Any]] = {}
    tables = [t for r in rows for t in r["tables"]]
    for side in ("a", "b"):
        mine = [t for t in tables if t["declarer"] == side]
        k = len(mine)
        sides[side] = {
            "declared": k,
            "declared_rate": round(k / len(tables), 4) if tables else 0.0,
            "solo": sum(1 for t in mine if t["solo"]),
            # Orders said by this side; answers to the other side's orders (section 4).
            "ordered": sum(1 for t in tables if t.get("ordered") == side),
            "accepted": sum(1 for t in tables if t.get("ordered") not in (None, side)
                            and t["answer"] == Answer.ACEPTO),
            "refused": sum(1 for t in tables if t.get("ordered") not in (None, side)
                           and t["answer"] == Answer.NO),
            **{str(res): round(sum(1 for t in mine if t["result"] == res) / k, 4) if k else 0.0
               for res in PLAYED_RESULTS},
        }
    return {"a": cfg.a, "b": cfg.b, "preset": cfg.preset, "seed": cfg.seed,
            "effort": cfg.effort, "deals": n, "mean": mean, "ci95": ci95,
            "redeals": sum(1 for t in tables if t["declarer"] is None),
            "declarers": sides, **shared.tally_summary({"a": cfg.a, "b": cfg.b}, tables),
            "scores": scores}
