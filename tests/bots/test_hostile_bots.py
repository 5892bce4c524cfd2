"""Hostile zanga-bot/1 programs (one per behaviour, beside this file) cannot crash the host,
hang it, grow it without bound or leave processes behind; a bot that keeps failing is
replaced for the rest of the match (docs/bot-protocol.md, Faults)."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from zanga_desktop.bots import host
from zanga_desktop.bots.host import FAULTS_BEFORE_REPLACEMENT, GRACE_S
from zanga_desktop.games.zanga.bots.player import ZangaBot
from zanga_desktop.games.zanga.rules import Action, GameState, Observation, observe

HERE = Path(__file__).parent
ROOT = HERE.parents[1]


def bot(name: str, *args: str) -> list[str]:
    return [sys.executable, str(HERE / f"{name}.py"), *args]


def first_decision() -> Observation:
    state = GameState()
    state.deal_next(random.Random(1))
    assert state.to_act is not None
    return observe(state, state.to_act)


class Counting:
    """A replacement that says how often it was asked."""

    def __init__(self) -> None:
        self.asked = 0

    def decide(self, obs: Observation, cancel: threading.Event | None = None) -> Action:
        self.asked += 1
        return obs.legal[-1]


def test_deeply_nested_json_is_a_fault_not_a_crash() -> None:
    obs = first_decision()
    with ZangaBot(bot("nested_bot"), time_ms=3000) as player:
        assert player.decide(obs) == obs.legal[0]
        assert [f.reason for f in player.faults] == ["not_json"]


def running(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")
def test_children_of_a_bot_end_with_it(tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    obs = first_decision()
    player = ZangaBot(bot("spawner_bot", str(pids)), time_ms=2000)
    for _ in range(2):  # it exits at each decision: started again, and again it spawns
        assert player.decide(obs) == obs.legal[0]
    player.close()
    started = [int(x) for x in pids.read_text().split()]
    assert len(started) >= 2
    time.sleep(0.2)
    assert [p for p in started if running(p)] == []


def test_a_line_without_end_is_cut_as_a_fault() -> None:
    obs = first_decision()
    with ZangaBot(bot("no_newline_bot"), time_ms=20_000) as player:
        assert player.decide(obs) == obs.legal[0]
        assert [f.reason for f in player.faults] == ["too_long"]
        assert not player.alive  # stopped, to be started afresh for the next decision


def test_a_bot_that_never_answers_is_replaced_after_faults_in_a_row(
        monkeypatch: pytest.MonkeyPatch) -> None:
    obs = first_decision()
    waits: list[float] = []
    real_ask = ZangaBot._ask

    def ask(self: ZangaBot, message: dict[str, object], timeout_s: float) -> object:
        if message["type"] == "decide" or self.faults:
            waits.append(timeout_s)
        return real_ask(self, message, timeout_s)

    monkeypatch.setattr(ZangaBot, "_ask", ask)
    instead = Counting()
    with ZangaBot(bot("mute_bot"), time_ms=200, replacement=instead) as player:
        for _ in range(FAULTS_BEFORE_REPLACEMENT + 3):
            player.decide(obs)
        assert [f.reason for f in player.faults] == ["late"] * FAULTS_BEFORE_REPLACEMENT
        assert player.replaced and not player.alive
        # the decision of the last fault and the rest of the match, the bot never asked again
        assert instead.asked == 4
        assert player.restarts == FAULTS_BEFORE_REPLACEMENT - 1
    # every wait, the restarts' hellos included, fits in the decision's limit and grace
    assert waits and max(waits) <= 0.2 + GRACE_S


def test_a_bot_that_never_says_hello_is_replaced_and_restarts_within_the_limit(
        monkeypatch: pytest.MonkeyPatch) -> None:
    obs = first_decision()
    hellos: list[float] = []
    real_start = ZangaBot._start

    def start(self: ZangaBot, hello_timeout_s: float) -> None:
        hellos.append(hello_timeout_s)
        real_start(self, hello_timeout_s)

    monkeypatch.setattr(ZangaBot, "_start", start)
    instead = Counting()
    player = ZangaBot(bot("silent_bot"), time_ms=300, hello_timeout_s=0.3,
                            replacement=instead)
    for _ in range(4):
        player.decide(obs)
    player.close()
    assert [f.reason for f in player.faults] == ["no_hello"] * FAULTS_BEFORE_REPLACEMENT
    assert player.replaced and instead.asked == 4 - (FAULTS_BEFORE_REPLACEMENT - 2)
    assert max(hellos[1:]) <= 0.3 + GRACE_S


def test_a_good_answer_resets_the_count_of_faults_in_a_row() -> None:
    player = ZangaBot(bot("broken_bot", "good"), time_ms=2000)
    obs = first_decision()
    player._fault("late", "test")
    player._fault("late", "test")
    player.decide(obs)
    assert player.in_a_row == 0 and not player.replaced
    player.close()


def test_the_arena_reports_a_bot_replaced_by_its_fallback() -> None:
    command = f"cmd:{sys.executable} {HERE / 'mute_bot.py'}"
    proc = subprocess.run(
        [sys.executable, "-m", "zanga_desktop.cli", "arena", "--a", command, "--b", "rules",
         "--deals", "1", "--jobs", "1", "--time-ms", "100", "--json"],
        capture_output=True, text=True, timeout=300, cwd=ROOT, check=False)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["replaced"]["b"] == 0
    # every seat of A that was asked often enough is played by the fallback level
    assert out["replaced"]["a"] >= 1
    assert out["faults"]["a"] <= 4 * FAULTS_BEFORE_REPLACEMENT


def test_pump_caps_lines() -> None:
    import io
    import queue

    lines: queue.Queue[object] = queue.Queue(100)
    text = "ok\n" + "x" * (host.MAX_BOT_LINE_CHARS + 10) + "\nafter\n"
    host._pump(io.StringIO(text), lines, threading.Event())  # type: ignore[arg-type]
    got = []
    while not lines.empty():
        got.append(lines.get())
    assert got == ["ok\n", host.TOO_LONG, "after\n", None]


def test_no_process_is_left_after_the_hostile_bots(tmp_path: Path) -> None:
    obs = first_decision()
    for argv in (bot("nested_bot"), bot("mute_bot"), bot("silent_bot")):
        player = ZangaBot(argv, time_ms=100, hello_timeout_s=0.3)
        player.decide(obs)
        player.close()
    children = subprocess.run(["ps", "--ppid", str(os.getpid()), "-o", "stat="],
                              capture_output=True, text=True, check=False).stdout.split()
    assert not [s for s in children if s.startswith("Z")]


def test_a_bot_that_never_reads_cannot_block_the_host() -> None:
    obs = first_decision()
    player = ZangaBot(bot("deaf_bot"), time_ms=200)
    done = threading.Event()

    def flood() -> None:  # far more than a pipe holds
        for _ in range(3):
            player._send({"type": "noise", "pad": "x" * 1_000_000}, 0.2)
        player.decide(obs)
        done.set()

    worker = threading.Thread(target=flood, daemon=True)
    worker.start()
    worker.join(timeout=30)
    assert done.is_set(), "the host blocked writing to a bot that does not read"
    assert [f.reason for f in player.faults] == ["late"]
    player.close()


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")
def test_an_arena_leaves_no_orphaned_processes(tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    command = f"cmd:{sys.executable} {HERE / 'spawner_bot.py'} {pids}"
    proc = subprocess.run(
        [sys.executable, "-m", "zanga_desktop.cli", "arena", "--a", command, "--b", "rules",
         "--deals", "2", "--jobs", "1", "--time-ms", "1000", "--json"],
        capture_output=True, text=True, timeout=300, cwd=ROOT, check=False)
    assert proc.returncode == 0, proc.stderr
    started = [int(x) for x in pids.read_text().split()]
    assert started  # every start of the bot left a child behind it...
    time.sleep(0.2)
    assert [p for p in started if running(p)] == []  # ...and each one was ended
