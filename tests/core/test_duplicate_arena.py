"""`core.duplicate_arena`: a deal played twice from the same standings and dealer with A on
each side, its score the mean of its tables'; a match's summary in the order every arena
prints it; a side seated as a level, or as a bot program with the weakest level behind it.
Then every registered game on it: each arena's deals hold both tables, its summary the
game's unit."""

from __future__ import annotations

import importlib
import random
import threading
from dataclasses import dataclass
from typing import Any

import pytest

from zanga_desktop.core import arena, registry
from zanga_desktop.core.duplicate_arena import (
    PLAY_FILES,
    DuplicateConfig,
    make_side,
    play_deal,
    summarize,
)
from zanga_desktop.core.game import GameDefinition
from zanga_desktop.core.ladder import CORE_PLAY_FILES


@dataclass(frozen=True, slots=True)
class Config(DuplicateConfig):
    seats: int = 2


def _standings(cfg: Config, rng: random.Random) -> tuple[int, int]:
    return rng.randrange(10), rng.randrange(10)


def _table(cfg: Config, deal_no: int, start: tuple[int, int], dealer: int, a_side: int
           ) -> dict[str, Any]:
    won = 1.0 if a_side == 0 else -0.5
    return {"score": won / 10, "points": won * 2, "start": start, "dealer": dealer,
            "a_side": a_side, "won": a_side == 0,
            "stats": {"a": {"calls": 1 + a_side}, "b": {"calls": 2}},
            "names": {"a": cfg.a, "b": cfg.b}, "faults": {"a": 0, "b": 0},
            "replaced": {"a": 0, "b": 0}}


def test_a_deal_is_played_twice_from_the_same_standings() -> None:
    cfg = Config("x", "y", "p", seed=4, seats=4)
    row = play_deal(cfg, 6, cfg.seats, _standings, _table, ("points",))
    assert list(row) == ["deal", "score", "points", "tables"]
    first, second = row["tables"]
    assert first["start"] == second["start"] == _standings(cfg, random.Random("4:6"))
    assert first["dealer"] == second["dealer"] == 6 % 4
    assert (first["a_side"], second["a_side"]) == (0, 1)
    assert row["score"] == pytest.approx(0.025) and row["points"] == 0.5
    assert list(play_deal(cfg, 6, cfg.seats, _standings, _table)) == ["deal", "score", "tables"]


def test_the_summary_reads_in_the_order_every_arena_prints() -> None:
    cfg = Config("x", "y", "p", seed=4, effort=0.5, seats=4)
    rows = [play_deal(cfg, n, 4, _standings, _table) for n in range(3)]
    out = summarize(cfg, rows, size=("seats", 4), options={"o": 1}, unit="points",
                    stat_keys=("calls",),
                    results=lambda tables: {"won": sum(t["won"] for t in tables)})
    assert list(out) == ["a", "b", "preset", "seed", "effort", "seats", "options", "deals",
                         "mean", "ci95", "points", "points_ci95", "won", "sides", "names",
                         "faults", "replaced", "scores", "points_scores"]
    assert (out["seats"], out["options"], out["deals"], out["won"]) == (4, {"o": 1}, 3, 3)
    assert out["points_scores"] == [0.5, 0.5, 0.5] and out["points"] == 0.5
    assert out["sides"] == {"a": {"calls": 9}, "b": {"calls": 12}}


class _Level:
    def __init__(self, level: str, seed: int | None, effort: float) -> None:
        self.name, self.seed, self.effort = level, seed, effort

    def decide(self, obs: object, cancel: threading.Event | None = None) -> object:
        return None


def _levels(level: str, seed: int | None = None, effort: float = 1.0) -> _Level:
    return _Level(level, seed, effort)


class _Bot:
    def __init__(self, command: str, *, time_ms: int, replacement: Any) -> None:
        self.command, self.time_ms, self.replacement = command, time_ms, replacement

    def decide(self, obs: object, cancel: threading.Event | None = None) -> object:
        return None


def test_a_side_is_a_level_or_a_bot_with_the_weakest_level_behind_it() -> None:
    level = make_side("normal", 7, 0.25, 900, _levels, lambda: _Bot)
    assert isinstance(level, _Level) and (level.name, level.seed, level.effort) == (
        "normal", 7, 0.25)
    bot = make_side("cmd:prog --fast", 7, 0.25, 900, _levels, lambda: _Bot)
    assert isinstance(bot, _Bot) and (bot.command, bot.time_ms) == ("prog --fast", 900)
    assert (bot.replacement.name, bot.replacement.seed) == (arena.BOT_REPLACEMENT, 7)
    assert bot.replacement.effort == 1.0


def test_the_shared_play_files_are_these_beside_the_core_ones() -> None:
    assert {"core/duplicate_arena.py", "core/live_game.py"} <= set(PLAY_FILES)
    assert not set(CORE_PLAY_FILES) & set(PLAY_FILES)


# ---------------------------------------------------------------- every game on it


def _arena(game: GameDefinition) -> Any:
    """The game's arena module beside its tools (None for a game without one)."""
    try:
        return importlib.import_module(game.tools_module().rsplit(".", 1)[0] + ".arena")
    except ModuleNotFoundError:
        return None


ON_IT = [g for g in registry.games()
         if issubclass(getattr(_arena(g), "MatchConfig", object), DuplicateConfig)]


def test_some_games_play_their_arenas_on_it() -> None:
    assert len(ON_IT) >= 3


@pytest.mark.parametrize("game", ON_IT, ids=[g.id for g in ON_IT])
def test_each_arena_plays_both_tables_of_a_deal(game: GameDefinition) -> None:
    module = _arena(game)
    cfg = module.MatchConfig("principiante", "rules", game.presets[0], 3)
    row = module.play_deal((cfg, 2))
    assert row["deal"] == 2 and len(row["tables"]) == 2
    assert row["score"] == (row["tables"][0]["score"] + row["tables"][1]["score"]) / 2
    out = module.summarize(cfg, [row])
    units = [k[:-len("_scores")] for k in out if k.endswith("_scores")]
    assert len(units) == 1 and out[f"{units[0]}_scores"] == [out[units[0]]]
    assert out["scores"] == [row["score"]] and out["deals"] == 1
