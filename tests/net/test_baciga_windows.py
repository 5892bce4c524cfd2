"""Two offscreen windows play a deal of La Báciga against each other through a loopback host:
the host's own window and a joined one, each choosing at random among its legal actions
(cutting the talk from the second on, so that the deal goes to the draw). Every card the
other seat laid down, kept face down or has not shown is a guess at each window, so the
windows follow every view through their shadows: neither freezes, each asks its player only
what the host asks, and the deal is played out within the time-outs."""

from __future__ import annotations

import random

import pytest

from zanga_desktop.games.baciga.rules import Kind, Word
from zanga_desktop.ui.net.window import NetWindow

from . import windows
from .windows import ready

#: How long a window may sit with nothing to do while the host waits for a person (generous:
#: the machine running the tests is shared).
STALL_MS = 60000

pytestmark = pytest.mark.usefixtures("isolated", "unpaced")


def two_windows(qtbot) -> tuple[NetWindow, NetWindow]:  # type: ignore[no-untyped-def]
    return windows.two_windows(qtbot, "baciga", STALL_MS)


def choose(w: NetWindow, rng: random.Random) -> object:
    legal = list(w.controller.legal_now())
    assert legal, "a window asks its player with nothing to choose"
    cut = [a for a in legal if a.kind is Kind.SAY and a.value is not Word.PASO]
    if cut and w.controller.match.state.talk >= 2 and rng.random() < 0.8:
        return rng.choice(cut)
    return rng.choice(legal)


@pytest.mark.parametrize("seed", [0, 1])
def test_two_windows_play_a_deal_of_random_choices(qtbot, seed: int) -> None:  # type: ignore[no-untyped-def]
    host, guest = two_windows(qtbot)
    assert host.host is not None
    for w in (host, guest):  # a table just opened is no game resumed
        assert "Game resumed." not in w.table.tutor.narration.toPlainText()
    real = host.host.core.match
    rng = random.Random(seed)
    for _ in range(300):
        qtbot.waitUntil(lambda: real.needs_deal or real.is_over
                        or any(ready(w) for w in (host, guest)), timeout=STALL_MS)
        if real.needs_deal or real.is_over:
            break
        for w in (host, guest):
            if ready(w):
                count = len(real.record_json()["deals"][-1]["actions"])
                assert w.controller.act(choose(w, rng))
                # the action reached the host, or the window shows it waiting for it
                qtbot.waitUntil(lambda w=w, count=count: not ready(w) or len(
                    real.record_json()["deals"][-1]["actions"]) > count, timeout=STALL_MS)
    assert real.needs_deal or real.is_over, "the deal was not played out"
    # both windows came to the deal's end as the host tells it: the count's cards face up
    for w in (host, guest):
        qtbot.waitUntil(lambda w=w: w.controller.match.needs_deal or w.controller.match.is_over,
                        timeout=STALL_MS)
        seat = 0 if w is host else 1
        assert w.controller.match.observe(0).points == tuple(
            real.observe(seat).points[::1 if seat % 2 == 0 else -1])
