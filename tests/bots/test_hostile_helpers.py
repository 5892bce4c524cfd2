"""Hostile bots that start helpers, or say more than they are asked (docs/bot-protocol.md,
Faults): a helper in a session of its own that holds the bot's output never holds a decision
or the end of a match; a child moved into a process group of its own ends with the bot; a
bot whose children hold its output has died, not answered late; an extra answer never
answers the next question; a name no file can hold is cleaned."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from test_hostile_bots import ROOT, bot, first_decision, running

from zanga_desktop.bots.host import GRACE_S
from zanga_desktop.games.zanga.bots.player import ZangaBot

proc_only = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")


def _kill_all(pids: Path) -> None:
    if pids.exists():
        for pid in (int(x) for x in pids.read_text().split()):
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)


@proc_only
def test_a_helper_holding_the_output_never_holds_a_decision_or_the_end(tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    obs = first_decision()
    try:
        player = ZangaBot(bot("helper_session_bot", str(pids)), time_ms=300)
        for _ in range(2):  # late, stopped and started again: each time within the limit
            start = time.monotonic()
            assert player.decide(obs) == obs.legal[0]
            assert time.monotonic() - start < 0.3 + GRACE_S + 0.4  # before: 15 s and more
        start = time.monotonic()
        player.close()
        assert time.monotonic() - start < 3.0
        assert [f.reason for f in player.faults] == ["late", "late"]
    finally:
        _kill_all(pids)


@proc_only
def test_a_child_in_a_group_of_its_own_ends_with_the_bot(tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    obs = first_decision()
    try:
        with ZangaBot(bot("group_child_bot", str(pids)), time_ms=2000) as player:
            assert player.decide(obs) == obs.legal[0]
        time.sleep(0.2)
        started = [int(x) for x in pids.read_text().split()]
        assert started and [p for p in started if running(p)] == []
    finally:
        _kill_all(pids)


@proc_only
def test_one_deal_of_an_arena_leaves_no_child_of_a_bot(tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    command = f"cmd:{sys.executable} {Path(__file__).parent / 'group_child_bot.py'} {pids}"
    try:
        proc = subprocess.run(
            [sys.executable, "-m", "zanga_desktop.cli", "arena", "--a", command, "--b", "rules",
             "--deals", "1", "--jobs", "1", "--time-ms", "2000", "--json"],
            capture_output=True, text=True, timeout=300, cwd=ROOT, check=False)
        assert proc.returncode == 0, proc.stderr
        time.sleep(0.2)
        started = [int(x) for x in pids.read_text().split()]
        assert started and [p for p in started if running(p)] == []
    finally:
        _kill_all(pids)


@proc_only
def test_a_bot_whose_child_holds_its_output_has_died(tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    obs = first_decision()
    try:
        player = ZangaBot(bot("orphaned_output_bot", str(pids)), time_ms=5000)
        start = time.monotonic()
        assert player.decide(obs) == obs.legal[0]
        assert [f.reason for f in player.faults] == ["died"]  # before: late, after 5 s
        assert time.monotonic() - start < 2.0
        player.close()
    finally:
        _kill_all(pids)


def test_an_extra_answer_never_answers_the_next_question() -> None:
    obs = first_decision()
    assert obs.legal[0] != obs.legal[-1]
    with ZangaBot(bot("extra_answer_bot"), time_ms=2000) as player:
        for _ in range(40):
            assert player.decide(obs) == obs.legal[0]
        assert player.faults == []


def test_a_name_no_file_can_hold_is_cleaned() -> None:
    with ZangaBot(bot("odd_name_bot"), time_ms=2000) as player:
        assert player.name == "Odd\ufffdbot" and player.author == "\ufffd"
        player.name.encode("utf-8")


def test_the_arena_prints_its_result_for_a_bot_with_an_odd_name() -> None:
    command = f"cmd:{sys.executable} {Path(__file__).parent / 'odd_name_bot.py'}"
    proc = subprocess.run(
        [sys.executable, "-m", "zanga_desktop.cli", "arena", "--a", command, "--b", "rules",
         "--deals", "1", "--jobs", "1", "--time-ms", "2000"],
        capture_output=True, text=True, timeout=300, cwd=ROOT, check=False,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"})
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr and proc.stdout.strip()
