"""zanga-bot/1 (docs/bot-protocol.md): views never hold hidden cards, built-in bots serve the
protocol, and every kind of fault is recorded, answered with the first legal action, and
leaves no process behind."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from zanga_desktop.bots.host import BotStartError
from zanga_desktop.games.zanga.bots.player import ZangaBot
from zanga_desktop.games.zanga.bots.view import HIDDEN, observation_from_view, view_of
from zanga_desktop.games.zanga.rules import GameState, Phase, make_options, observe

HERE = Path(__file__).parent
ROOT = HERE.parents[1]
BROKEN = [sys.executable, str(HERE / "broken_bot.py")]


def random_positions(seed: int, games: int, preset: str = "manual"):  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    for _ in range(games):
        state = GameState(make_options(preset))
        while not state.is_over and state.hand_index < 4:
            state.deal_next(rng)
            while state.phase not in (Phase.DEAL, Phase.GAME_OVER):
                yield state
                state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("preset", ["manual", "simplificada"])
def test_views_hide_exactly_what_the_seat_has_not_seen(preset: str) -> None:
    checked = 0
    for state in random_positions(5, 60, preset):
        seat = state.to_act
        assert seat is not None
        obs = observe(state, seat)
        view = view_of(obs)
        deal = view["hands"][-1]["deal"]
        assert deal[str(seat)] == [str(c) for c in state.deal.hands[seat]]  # type: ignore[union-attr]
        for other in range(4):
            if other != seat:
                assert deal[str(other)] == [HIDDEN] * 8
        saw_zanga = state.zanga_said and seat == state.pie
        assert (deal["zanga"] != [HIDDEN] * 8) == saw_zanga
        shown = {c for cards in deal.values() for c in cards if c != HIDDEN}
        assert shown <= {str(c) for c in obs.known_cards}
        # ... and the view is enough to rebuild the seat's observation exactly
        assert observation_from_view(view, seat) == replace(obs, hand_index=0)
        checked += 1
    assert checked > 2000


def test_builtin_level_serves_the_protocol() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "zanga_desktop.cli", "bot", "--level", "rules"],
        input=json.dumps({"type": "hello", "protocol": "zanga-bot/1"}) + "\n"
        + json.dumps({"type": "bye"}) + "\n", capture_output=True, text=True, timeout=60,
        cwd=ROOT, check=False)
    assert proc.returncode == 0
    assert json.loads(proc.stdout.splitlines()[0])["name"].endswith("rules")


def play_seat_one(bot: ZangaBot, hands: int = 1) -> int:
    """Random play with the bot on seat 1; returns how many decisions it was asked."""
    rng = random.Random(2)
    state = GameState()
    asked = 0
    for _ in range(hands):
        state.deal_next(rng)
        while state.phase not in (Phase.DEAL, Phase.GAME_OVER):
            seat = state.to_act
            if seat == 1:
                obs = observe(state, 1)
                action = bot.decide(obs)
                assert action in obs.legal
                asked += 1
            else:
                action = rng.choice(state.legal_actions())
            state.apply(action)
    return asked


def test_a_good_bot_plays_without_faults() -> None:
    with ZangaBot([*BROKEN, "good"], time_ms=2000) as bot:
        assert play_seat_one(bot, hands=2) > 0
        assert bot.name == "broken-good" and bot.faults == []


@pytest.mark.parametrize(("mode", "reason"), [("illegal", "illegal"),
                                              ("not_json", "not_json"), ("dies", "died")])
def test_faults_are_recorded_and_the_first_legal_action_taken(mode: str, reason: str) -> None:
    with ZangaBot([*BROKEN, mode], time_ms=1000) as bot:
        asked = play_seat_one(bot)
        assert asked > 0
        assert {f.reason for f in bot.faults} == {reason}
        assert len(bot.faults) == asked  # every decision: one fault, one fallback
        assert bot.restarts == (asked - 1 if mode == "dies" else 0)
    assert not bot.alive


def test_a_late_answer_is_a_fault_and_the_bot_is_restarted() -> None:
    state = GameState()
    state.deal_next(random.Random(1))
    obs = observe(state, state.to_act)  # type: ignore[arg-type]
    with ZangaBot([*BROKEN, "late"], time_ms=100) as bot:
        assert bot.decide(obs) == obs.legal[0]
        assert [f.reason for f in bot.faults] == ["late"]
        assert bot.decide(obs) == obs.legal[0]  # restarted, late again
        assert bot.restarts == 1


def test_a_bot_that_never_says_hello_is_a_fault() -> None:
    bot = ZangaBot([*BROKEN, "no_hello"], hello_timeout_s=0.5)
    assert [f.reason for f in bot.faults] == ["no_hello"]
    assert not bot.alive
    bot.close()


def test_a_bot_that_crashes_at_once_is_a_fault_not_a_crash() -> None:
    bot = ZangaBot([*BROKEN, "crash_on_start"], hello_timeout_s=2)
    assert [f.reason for f in bot.faults] == ["no_hello"]
    state = GameState()
    state.deal_next(random.Random(1))
    obs = observe(state, state.to_act)  # type: ignore[arg-type]
    assert bot.decide(obs) == obs.legal[0]
    bot.close()


def test_a_command_that_does_not_exist_says_so() -> None:
    with pytest.raises(BotStartError):
        ZangaBot(["/nonexistent/zanga-bot"])


def test_no_zombie_processes_are_left() -> None:
    for mode in ("good", "dies", "late", "not_json"):
        bot = ZangaBot([*BROKEN, mode], time_ms=100)
        play_seat_one(bot)
        bot.close()
    children = subprocess.run(["ps", "--ppid", str(os.getpid()), "-o", "stat="],
                              capture_output=True, text=True, check=False).stdout.split()
    assert not [s for s in children if s.startswith("Z")]


def test_the_example_bot_plays_legal_actions() -> None:
    with ZangaBot([sys.executable, str(ROOT / "examples" / "bots" / "simple_bot.py")],
                        time_ms=3000) as bot:
        assert play_seat_one(bot, hands=3) > 0
        assert bot.faults == [] and bot.name == "simple_bot"


def test_arena_seats_protocol_bots_and_counts_their_faults() -> None:
    command = f"cmd:{sys.executable} {HERE / 'broken_bot.py'}"
    proc = subprocess.run(
        [sys.executable, "-m", "zanga_desktop.cli", "arena", "--a", f"{command} illegal",
         "--b", f"{command} good", "--deals", "2", "--jobs", "1", "--time-ms", "2000",
         "--json"], capture_output=True, text=True, timeout=300, cwd=ROOT, check=False)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["deals"] == 2 and len(out["ci95"]) == 2
    assert out["names"] == {"a": "broken-illegal", "b": "broken-good"}
    assert out["faults"]["a"] > 0 and out["faults"]["b"] == 0


def test_arena_refuses_an_unknown_side() -> None:
    proc = subprocess.run([sys.executable, "-m", "zanga_desktop.cli", "arena", "--a", "genius",
                           "--b", "rules"], capture_output=True, text=True, timeout=60,
                          cwd=ROOT, check=False)
    assert proc.returncode == 2 and "neither a level nor cmd:" in proc.stderr
