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
from typing import Any

from ....core import arena as shared
from ....core.arena import BOT_REPLACEMENT, play_table
from ....core.stats import mean_ci95
from ..game import EnviteMatch
from ..records import EnviteGame, EnviteRecord
from ..rules import Action, Answer, Kind, Tumbo, deal_cards, make_options, team
from .players import Player, make_player
from .value import chico_chance


@dataclass(frozen=True, slots=True)
class MatchConfig:
    a: str
    b: str
    preset: str
    seed: int
    effort: float = 1.0
    team_size: int = 2
    #: Option overrides for every table (`senas`, `renuncio_mode`, ...), as a record writes them.
    options: dict[str, Any] = field(default_factory=dict)
    #: A protocol bot's time for each decision (ms).
    time_ms: int = 5000


def make_side(spec: str, seed: int, effort: float, time_ms: int) -> Player:
    """A built-in level by name, or a bot program for `cmd:...` (its replacement, once it has
    been replaced in this match)."""

    def bot(command: str, replacement: Player) -> Player:
        from ..bots.player import EnviteBot

        return EnviteBot(command, time_ms=time_ms, replacement=replacement)

    return shared.seat_side(
        spec, seed, lambda level, s: make_player(level, seed=s, effort=effort, wall_cap=False),
        bot, lambda s: make_player(BOT_REPLACEMENT, seed=s))


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
    """Both tables of duplicate deal `deal_no`."""
    cfg, deal_no = args
    rng = random.Random(f"{cfg.seed}:{deal_no}")
    piedras = standings(cfg, rng)
    dealer = deal_no % (2 * cfg.team_size)
    tables = [_table(cfg, deal_no, piedras, dealer, a_team) for a_team in (0, 1)]
    return {"deal": deal_no, "score": (tables[0]["score"] + tables[1]["score"]) / 2,
            "tables": tables}


def run_match(cfg: MatchConfig, deals: int, jobs: int, first: int = 0) -> dict[str, Any]:
    """Deals `first` .. `first + deals - 1` of the seed's sequence (chunks of one long match
    can run separately; `scores` lets them be pooled exactly)."""
    return summarize(cfg, shared.run_deals(play_deal, cfg, first, deals, jobs))


STAT_KEYS = ("bets", "quiero", "paso", "senas", "tumbar", "achicarse")


def summarize(cfg: MatchConfig, rows: list[dict[str, Any]]) -> dict[str, Any]:
    scores = [r["score"] for r in rows]
    mean, ci95 = mean_ci95(scores)
    tables = [t for r in rows for t in r["tables"]]
    piedras = [(r["tables"][0]["piedras"] + r["tables"][1]["piedras"]) / 2 for r in rows]
    p_mean, p_ci = mean_ci95(piedras)
    return {"a": cfg.a, "b": cfg.b, "preset": cfg.preset, "seed": cfg.seed,
            "effort": cfg.effort, "team_size": cfg.team_size, "options": dict(cfg.options),
            "deals": len(rows), "mean": mean, "ci95": ci95,
            "piedras": p_mean, "piedras_ci95": p_ci,
            "hands_won": sum(1 for t in tables if t["won"]),
            "chicos": {side: sum(1 for t in tables if t["chico"] == side) for side in "ab"},
            "sides": {side: {k: sum(t["stats"][side][k] for t in tables) for k in STAT_KEYS}
                      for side in ("a", "b")},
            **shared.tally_summary({"a": cfg.a, "b": cfg.b}, tables),
            "scores": scores, "piedras_scores": piedras}
