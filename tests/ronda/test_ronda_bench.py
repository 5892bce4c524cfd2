"""La Ronda's speed figures (games/ronda/bench.py): random deals, the search walk and the
replay of a 20-deal game are measured and printed as numbers (speed is reported, never
asserted)."""

from __future__ import annotations

from zanga_desktop.games.ronda.bench import bench_engine, game_of
from zanga_desktop.games.ronda.records import replay


def test_the_engine_figures_are_measured() -> None:
    figures = bench_engine(hands=6, repeat=1)
    for key in ("random_deals_per_s_n2", "random_deals_per_s_n4", "search_apply_undo_per_s_n2",
                "search_apply_undo_per_s_n4", "replay_20_deals_s_median"):
        assert isinstance(figures[key], int | float) and figures[key] > 0


def test_the_replayed_game_has_twenty_deals() -> None:
    data = game_of(20)
    status, out = replay(data)
    assert status == 0 and len(out["deals"]) == 20 and out["winner"] is None
    assert all(d["complete"] for d in out["deals"])


def test_the_twenty_deal_game_starts_at_the_first_seed_that_gives_one() -> None:
    """The bench starts its search where a search from seed 0 ends: the seed before gives a
    game that ends sooner, so the record is the one counting from 0 would find."""
    from zanga_desktop.games.ronda.bench import TWENTY_DEALS_SEED

    assert game_of(20, TWENTY_DEALS_SEED - 1) == game_of(20)
