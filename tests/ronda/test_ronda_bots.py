"""Section 15 for bot programs: the view a Ronda bot is sent is a ronda-record/1 record of the
deal as its seat may know it, unseen cards "xx", with the calls and the table beside it; the
example bot plays whole deals through the shared host, its hello naming the game."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

from zanga_desktop.core import registry
from zanga_desktop.core.arena import play_hand
from zanga_desktop.games.ronda.bots.player import CODEC, RondaBot
from zanga_desktop.games.ronda.bots.view import HIDDEN, view_of

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = [sys.executable, str(ROOT / "examples" / "bots" / "simple_bot.py")]


def _partway(seats: int, seed: int, actions: int) -> Any:
    match = registry.get("ronda").new_match(seats=seats)
    rng = random.Random(seed)
    match.deal(rng)
    for _ in range(actions):
        if match.needs_deal or match.is_over:
            break
        match.apply(rng.choice(list(match.legal_actions())))
    return match


def test_section15_a_bots_view_is_the_deal_as_its_seat_knows_it() -> None:
    for seats, seed in ((2, 1), (4, 2), (2, 3), (4, 4)):
        match = _partway(seats, seed, actions=25)
        for seat in range(seats):
            view = view_of(match.observe(seat))
            assert view["format"] == "ronda-record/1" and len(view["players"]) == seats
            deal = view["deals"][0]
            assert len(deal["deck"]) == 40
            hidden = deal["deck"].count(HIDDEN)
            assert hidden >= 40 - 4 - 3 * match.state.rounds_total - len(match.state.first.swaps)
            assert deal["actions"] == match.record_json()["deals"][-1]["actions"]
            assert view["now"]["hand"] == [str(c) for c in match.state.hands[seat]]


class _Heard(RondaBot):
    """The example bot, with what the host asked it kept."""

    asked: list[dict[str, Any]]

    def _ask(self, message: dict[str, Any], timeout_s: float) -> Any:
        self.__dict__.setdefault("asked", []).append(message)
        return super()._ask(message, timeout_s)


def test_the_example_bot_plays_ronda_deals_through_the_shared_host() -> None:
    for seats in (2, 4):
        match = _partway(seats, 9, actions=0)
        bots = [_Heard(EXAMPLE, time_ms=3000) for _ in range(seats)]
        try:
            steps = play_hand(match, bots)
            assert steps and steps[-1].hand_over
        finally:
            for bot in bots:
                bot.close()
        assert all(not bot.faults for bot in bots), [bot.faults for bot in bots]
        hello = bots[0].asked[0]
        assert hello == {"type": "hello", "protocol": "zanga-bot/1", "game": "ronda"}
        decides = [m for m in bots[0].asked if m["type"] == "decide"]
        assert decides and decides[0]["view"]["format"] == "ronda-record/1"
        assert all("seat" not in a for m in decides for a in m["legal"])
        assert any({"wait": True} in m["legal"] for m in decides)
    assert CODEC.hello() == {"game": "ronda"}
