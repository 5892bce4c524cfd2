"""A duplicate match of a game played by two sides of alternate seats (two players, two pairs,
two teams), between two levels or protocol bots: what every such game's arena does alike.

Each deal starts from standings drawn with it, the dealer rotating, and is played twice: A as
side 0, then A as side 1 with the same cards in the same seats and the same standings, so
that luck cancels. A game gives how standings are drawn and how one table is played and
counted (its score: the change the deal made in A's chance of the game; its own unit, points
or piedras; each side's counts under its `stat_keys`); the deals, the sides' seats and the
summary are made here (`core.arena` runs the deals, seats the bots and counts their faults).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from .arena import BOT_REPLACEMENT, seat_side, tally_summary
from .game import Player
from .stats import mean_ci95

O = TypeVar("O")  # noqa: E741
A = TypeVar("A")
O_contra = TypeVar("O_contra", contravariant=True)
A_co = TypeVar("A_co", covariant=True)
C = TypeVar("C", bound="DuplicateConfig")

#: One table's result, one deal's (its two tables), a match's summary.
Result = dict[str, Any]

#: The shared files (relative to `zanga_desktop`) whose code plays and scores a table of a
#: game on this arena, its live game and its records, beside every game's
#: (`core.ladder.CORE_PLAY_FILES`): what the game's ladder hashes with its own files.
PLAY_FILES: tuple[str, ...] = (
    "core/duplicate_arena.py", "core/live_game.py", "core/observation.py",
    "core/record_files.py", "core/record_values.py", "core/section_errors.py", "limits.py")


@dataclass(frozen=True, slots=True)
class DuplicateConfig:
    """What every duplicate match names: the sides (a level, or `cmd:COMMAND` for a bot
    program), the rule set, the seed, and `effort`, the scale of the levels' search budgets
    (1: as shipped). A game's config adds its table size, its option overrides and a bot's
    time."""

    a: str
    b: str
    preset: str
    seed: int
    effort: float = 1.0


class Levels(Protocol[O_contra, A_co]):
    """A game's built-in players: `level` by name, its random choices fixed by `seed`, its
    search budgets scaled by `effort`."""

    def __call__(self, level: str, seed: int | None = ..., effort: float = ...
                 ) -> Player[O_contra, A_co]: ...


class Bots(Protocol[O, A]):
    """A game's protocol bot: the program `command`, given `time_ms` a decision, played by
    `replacement` once it has failed."""

    def __call__(self, command: str, *, time_ms: int, replacement: Player[O, A]
                 ) -> Player[O, A]: ...


def make_side(spec: str, seed: int, effort: float, time_ms: int, levels: Levels[O, A],
              bots: Callable[[], Bots[O, A]]) -> Player[O, A]:
    """A built-in level by name, or a bot program for `cmd:...` (its replacement, the
    weakest level, once it has been replaced in this match). `bots` gives the game's bot
    class, imported only when a bot is seated."""

    def bot(command: str, replacement: Player[O, A]) -> Player[O, A]:
        return bots()(command, time_ms=time_ms, replacement=replacement)

    return seat_side(spec, seed, lambda level, s: levels(level, seed=s, effort=effort), bot,
                     lambda s: levels(BOT_REPLACEMENT, seed=s))


def play_deal(cfg: C, deal_no: int, seats: int,
              standings: Callable[[C, random.Random], tuple[int, int]],
              table: Callable[[C, int, tuple[int, int], int, int], Result],
              means: Sequence[str] = ()) -> Result:
    """Both tables of duplicate deal `deal_no`: the standings drawn from the seed and the
    deal's number, the dealer rotating over the `seats`, `table(cfg, deal_no, standings,
    dealer, a_side)` with A as side 0 then 1. The deal's score is the mean of its tables',
    and so is each figure `means` names."""
    rng = random.Random(f"{cfg.seed}:{deal_no}")
    start = standings(cfg, rng)
    dealer = deal_no % seats
    tables = [table(cfg, deal_no, start, dealer, a_side) for a_side in (0, 1)]
    return {"deal": deal_no, "score": (tables[0]["score"] + tables[1]["score"]) / 2,
            **{key: (tables[0][key] + tables[1][key]) / 2 for key in means},
            "tables": tables}


def summarize(cfg: DuplicateConfig, rows: Sequence[Result], *, size: tuple[str, int],
              options: Mapping[str, Any], unit: str, stat_keys: Sequence[str],
              results: Callable[[list[Result]], Result]) -> Result:
    """A match's summary: its config (`size`, the table size under the game's key; the
    `options` overridden), the mean change in A's chance of the game a deal and its 95%
    interval, the same of the game's `unit` won minus lost (a deal's: the mean of its
    tables'), what `results` counts of the tables (the games or hands won), each side's
    counts, the bots' names and faults, and the per-deal scores (for pooling chunks)."""
    scores = [r["score"] for r in rows]
    mean, ci95 = mean_ci95(scores)
    units = [(r["tables"][0][unit] + r["tables"][1][unit]) / 2 for r in rows]
    u_mean, u_ci = mean_ci95(units)
    tables = [t for r in rows for t in r["tables"]]
    return {"a": cfg.a, "b": cfg.b, "preset": cfg.preset, "seed": cfg.seed,
            "effort": cfg.effort, size[0]: size[1], "options": dict(options),
            "deals": len(rows), "mean": mean, "ci95": ci95,
            unit: u_mean, f"{unit}_ci95": u_ci, **results(tables),
            "sides": {who: {k: sum(t["stats"][who][k] for t in tables) for k in stat_keys}
                      for who in ("a", "b")},
            **tally_summary({"a": cfg.a, "b": cfg.b}, tables),
            "scores": scores, f"{unit}_scores": units}
