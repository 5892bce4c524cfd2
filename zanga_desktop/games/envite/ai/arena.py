"""Duplicate matches between two levels of El Envite or protocol bots (`cmd:COMMAND`, their
faults counted as in every arena: `core.arena`), at any team size: luck cancels because both
sides play every deal.

Each deal is one hand from standings drawn with it (piedras from 0 to the tumbo for each
team, so that tumbo hands and scores near it come up too), the dealer rotating, played twice:
A as team 0, then A as team 1 with the same cards in the same seats and the same standings
for the same cards. A table's score is the change in A's chance of the chico that the hand
made (`value.chico_chance`: a won chico is 1, a lost one 0), so a piedra counts for what it
is worth at that score; a deal's score is the mean over its two tables. The piedras won and
lost are reported beside it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ....core import arena as shared
from ....core import duplicate_arena as duplicate
from ....core.arena import play_table
from ..game import EnviteMatch
from ..records import EnviteGame, EnviteRecord
from ..rules import Action, Answer, Kind, Tumbo, deal_cards, make_options, team
from .players import Player, make_player
from .value import chico_chance

if TYPE_CHECKING:
    from ..bots.player import EnviteBot


@dataclass(frozen=True, slots=True)
class MatchConfig(duplicate.DuplicateConfig):
    team_size: int = 2
    #: Option overrides for every table (`senas`, `renuncio_mode`, ...), as a record writes them.
    options: dict[str, Any] = field(default_factory=dict)
    #: A protocol bot's time for each decision (ms).
    time_ms: int = 5000


def _bots() -> type[EnviteBot]:
    from ..bots.player import EnviteBot

    return EnviteBot


def make_side(spec: str, seed: int, effort: float, time_ms: int) -> Player:
    """A built-in level by name, or a bot program for `cmd:...` (`core.duplicate_arena`); a
    level's decisions have no wall-clock cap here (`make_player`'s default)."""
    return duplicate.make_side(spec, seed, effort, time_ms, make_player, _bots)


def standings(cfg: MatchConfig, rng: random.Random) -> tuple[int, int]:
    cap = make_options(cfg.preset, cfg.options).tumbo_at
    return rng.randint(0, cap), rng.randint(0, cap)


def _table(cfg: MatchConfig, deal_no: int, piedras: tuple[int, int], dealer: int,
           a_team: int) -> dict[str, Any]:
    seats = 2 * cfg.team_size
    deal = deal_cards(random.Random(f"{cfg.seed}:{deal_no}:deal"), seats, dealer)
    record = EnviteRecord(cfg.preset, dict(cfg.options), [f"P{s}" for s in range(seats)],
                          cfg.team_size, (0, seats - 1), piedras)
    game = EnviteGame(record)
    game.start_hand(dealer, deal)
    options = game.options
    specs = [cfg.a if team(s) == a_team else cfg.b for s in range(seats)]
    players = [make_side(specs[s], cfg.seed * 1_000_003 + deal_no * 32 + a_team * 16 + s,
                         cfg.effort, cfg.time_ms) for s in range(seats)]
    match = EnviteMatch(game, random.Random(f"{cfg.seed}:{deal_no}:{a_team}:catch"))
    steps = play_table(match, players)
    state = game.state
    if state.phase.value == "scoring":
        state.close_hand()
    res = state.results[-1]
    stats = {side: {"bets": 0, "quiero": 0, "paso": 0, "senas": 0, "tumbar": 0,
                    "achicarse": 0} for side in ("a", "b")}
    for step in steps:
        action = step.action
        assert isinstance(action, Action)
        side = "a" if team(action.seat) == a_team else "b"
        if action.kind is Kind.BET:
            stats[side]["bets"] += 1
        elif action.kind is Kind.ANSWER:
            stats[side]["quiero" if action.value is Answer.QUIERO else "paso"] += 1
        elif action.kind is Kind.SENA:
            stats[side]["senas"] += 1
        elif action.kind is Kind.TUMBO:
            stats[side]["tumbar" if action.value is Tumbo.TUMBAR else "achicarse"] += 1
    before = chico_chance(options, piedras[a_team], piedras[1 - a_team])
    if res.chico is not None:
        after = 1.0 if res.chico == a_team else 0.0
    else:
        after = chico_chance(options, res.piedras[a_team], res.piedras[1 - a_team])
    gained = res.piedras[a_team] - piedras[a_team] if res.chico is None else 0
    lost = res.piedras[1 - a_team] - piedras[1 - a_team] if res.chico is None else 0
    return {"score": after - before, "piedras": gained - lost,
            "won": res.winner == a_team, "ended": res.ended.value if res.ended else None,
            "chico": None if res.chico is None else ("a" if res.chico == a_team else "b"),
            "stake": res.stake, "stats": stats,
            **shared.tally(players, specs, lambda s: "a" if team(s) == a_team else "b")}


def play_deal(args: tuple[MatchConfig, int]) -> dict[str, Any]:
    """Both tables of duplicate deal `deal_no` (`core.duplicate_arena`)."""
    cfg, deal_no = args
    return duplicate.play_deal(cfg, deal_no, 2 * cfg.team_size, standings, _table)


def run_match(cfg: MatchConfig, deals: int, jobs: int, first: int = 0) -> dict[str, Any]:
    """Deals `first` .. `first + deals - 1` of the seed's sequence (chunks of one long match
    can run separately; `scores` lets them be pooled exactly)."""
    return summarize(cfg, shared.run_deals(play_deal, cfg, first, deals, jobs))


STAT_KEYS = ("bets", "quiero", "paso", "senas", "tumbar", "achicarse")


def _hands_won(tables: list[dict[str, Any]]) -> dict[str, Any]:
    return {"hands_won": sum(1 for t in tables if t["won"]),
            "chicos": {side: sum(1 for t in tables if t["chico"] == side) for side in "ab"}}


def summarize(cfg: MatchConfig, rows: list[dict[str, Any]]) -> dict[str, Any]:
    return duplicate.summarize(cfg, rows, size=("team_size", cfg.team_size),
                               options=cfg.options, unit="piedras", stat_keys=STAT_KEYS,
                               results=_hands_won)
