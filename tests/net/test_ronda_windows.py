"""Two offscreen windows play La Ronda against each other through a loopback host, each
choosing at random among its legal actions: the host's own window and a joined one. A round
in which a ronda is sung asks the other seat its last call while the silent waits (section 8)
are never written, so the joined window must neither freeze nor answer a question the host
did not ask. Every seed plays a whole deal, bounded by time-outs; a table just opened does
not say it was resumed."""

from __future__ import annotations

import os
import random

import pytest

from zanga_desktop.ui.net.window import NetWindow

from . import windows
from .windows import ready

#: How long a window may sit with nothing to do while the host waits for a person.
STALL_MS = 15000

pytestmark = pytest.mark.usefixtures("isolated", "unpaced")


def two_windows(qtbot) -> tuple[NetWindow, NetWindow]:  # type: ignore[no-untyped-def]
    return windows.two_windows(qtbot, "ronda", STALL_MS)


#: One seed always (some 25 s on two cores); four more with ZANGA_SLOW=1.
_LONG = [pytest.mark.slow,
         pytest.mark.skipif(not os.environ.get("ZANGA_SLOW"), reason="set ZANGA_SLOW=1 to run")]


@pytest.mark.parametrize("seed", [0, *(pytest.param(s, marks=_LONG) for s in range(1, 5))])
def test_two_windows_play_a_deal_of_random_choices(qtbot, seed: int) -> None:  # type: ignore[no-untyped-def]
    host, guest = two_windows(qtbot)
    assert host.host is not None
    refused: list[str] = []  # a player is never told of a move he did not make
    for w in (host, guest):
        w.session.refused.connect(refused.append)
    for w in (host, guest):  # a table just opened is no game resumed
        assert "Game resumed." not in w.table.tutor.narration.toPlainText()
    real = host.host.core.match
    rng = random.Random(seed)
    sung = False
    for _ in range(400):
        qtbot.waitUntil(lambda: real.needs_deal or real.is_over
                        or any(ready(w) for w in (host, guest)), timeout=STALL_MS)
        if real.needs_deal or real.is_over:
            break
        sung = sung or any("declare" in a for a in real.record_json()["deals"][-1]["actions"])
        for w in (host, guest):
            if ready(w):
                legal = w.controller.legal_now()
                assert legal, "a window asks its player with nothing to choose"
                count = len(real.record_json()["deals"][-1]["actions"])
                assert w.controller.act(rng.choice(legal))
                # the action reached the host, or the window shows it waiting for it
                qtbot.waitUntil(lambda w=w, count=count: not ready(w) or len(
                    real.record_json()["deals"][-1]["actions"]) > count, timeout=STALL_MS)
    assert real.needs_deal or real.is_over, "the deal was not played out"
    assert not refused, refused
    print(f"seed {seed}: a ronda sung: {sung}")
