"""La Báciga through the bot protocol: the codec's hello and view, and the example bot
playing whole deals at 2 and 4 players without a fault."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from zanga_desktop.core.arena import play_hand
from zanga_desktop.games.baciga.bots.player import CODEC, BacigaBot
from zanga_desktop.games.baciga.game import GAME
from zanga_desktop.games.baciga.records import BacigaRecord

BOT = Path(__file__).resolve().parents[2] / "examples" / "bots" / "simple_bot.py"


def test_the_hello_names_the_game_and_the_view_is_a_record_without_hidden_cards() -> None:
    assert CODEC.hello() == {"game": "baciga"}
    match = GAME.new_match(seats=4)
    match.deal(random.Random(3))
    seat = match.to_act
    assert seat is not None
    view = CODEC.view(match.observe(seat))
    deal = view["deals"][0]["deal"]
    assert deal[str(seat)] == [str(c) for c in match.state.hands[seat]]
    assert all(deal[str(s)] == ["xx"] * 3 for s in range(4) if s != seat)
    assert set(deal["stock"]) == {"xx"}
    assert view["format"] == "baciga-record/1" and len(view["players"]) == 4
    action = match.legal_actions()[0]
    assert CODEC.action_json(action) == {k: v for k, v in action.to_json().items()
                                         if k != "seat"}
    # the view reads as a record (its hidden cards aside)
    assert BacigaRecord.from_json({**view, "deals": []}).players == view["players"]


def _bot_hand_matches(match_seats: int, seed: int) -> None:
    sys.path.insert(0, str(BOT.parent))
    try:
        import simple_bot  # type: ignore[import-not-found]
    finally:
        sys.path.pop(0)
    rng = random.Random(seed)
    match = GAME.new_match(seats=match_seats)
    for _ in range(4):
        if match.is_over:
            break
        match.deal(rng)
        while not match.needs_deal and not match.is_over:
            seat = match.to_act
            assert seat is not None
            obs = match.observe(seat)
            message = {"seat": seat, "view": CODEC.view(obs),
                       "legal": [CODEC.action_json(a) for a in obs.legal]}
            assert sorted(simple_bot.baciga_hand(message)) == sorted(str(c) for c in obs.hand)
            match.apply(rng.choice(match.legal_actions()))


@pytest.mark.parametrize("seats", [2, 4])
def test_the_example_bot_follows_its_own_cards_through_pases_and_draws(seats: int) -> None:
    for seed in range(6):
        _bot_hand_matches(seats, seed)


@pytest.mark.parametrize("seats", [2, 4])
def test_the_example_bot_plays_whole_deals_without_a_fault(seats: int) -> None:
    match = GAME.new_match(seats=seats)
    rng = random.Random(seats)
    bots = [BacigaBot([sys.executable, str(BOT)], time_ms=5000) for _ in range(seats)]
    try:
        for _ in range(3):
            if match.is_over:
                break
            match.deal(rng)
            play_hand(match, bots)
        assert all(not b.faults for b in bots), [b.faults for b in bots]
    finally:
        for b in bots:
            b.close()


@pytest.mark.parametrize("seats", [2, 4])
def test_the_arena_seats_the_example_bot_as_a_side(seats: int) -> None:
    """`--a cmd:...`: the example bot takes side A's seats through `core.arena`, its name
    and its faults (none) reported per side, and the match is the same when run again."""
    from zanga_desktop.games.baciga.ai.arena import MatchConfig, run_match

    cfg = MatchConfig(f"cmd:{sys.executable} {BOT}", "rules", "bengala", 3, players=seats)
    out = run_match(cfg, 2, 1)
    assert out["deals"] == 2
    assert out["names"] == {"a": "simple_bot", "b": "rules"}
    assert out["faults"] == {"a": 0, "b": 0} and out["replaced"] == {"a": 0, "b": 0}
    assert run_match(cfg, 2, 1)["scores"] == out["scores"]
