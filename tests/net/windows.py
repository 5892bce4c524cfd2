"""Two offscreen windows at one loopback table, as the window tests open them: the host's own
(Ana's, at seat 0) and a joined one (Benito's), shown at 1366x768 and waiting until the host
has dealt the first hand to both."""

from __future__ import annotations

from collections.abc import Sequence

from zanga_desktop.core import registry
from zanga_desktop.core.game import network_game
from zanga_desktop.net.table import SeatSpec
from zanga_desktop.ui.net.window import NetWindow, host_table, join_table


def two_windows(qtbot, game_id: str, timeout_ms: int,  # type: ignore[no-untyped-def]
                seats: Sequence[SeatSpec] | None = None, guest_seat: int = 1
                ) -> tuple[NetWindow, NetWindow]:
    """The host's window and the guest's at `guest_seat` of a table of `seats` (two people
    by default); `timeout_ms`, how long the first deal may take to reach both."""
    game = network_game(registry.get(game_id))
    assert game is not None
    host = host_table(game, "Ana", list(seats or [SeatSpec(), SeatSpec()]), None, {}, True,
                      address="127.0.0.1", announce=False)
    assert host is not None and host.host is not None
    guest = join_table(game, f"ws://127.0.0.1:{host.host.port}", "Benito", guest_seat)
    for w in (host, guest):
        qtbot.addWidget(w)
        w.resize(1366, 768)
        w.show()
    qtbot.waitUntil(lambda: guest.session.welcome is not None
                    and host.host.core.started and host.controller.match.hand_count == 1,
                    timeout=timeout_ms)
    return host, guest


def ready(w: NetWindow) -> bool:
    """Whether the window asks its person now, nothing left to draw."""
    return w.controller.human_to_act and not w.animator.busy


def played_out(host: NetWindow) -> bool:
    """The host's hand in play is over (the game too, maybe: a team holding all 32 vales of
    La Zanga) and was played (not one thrown in, all passing)."""
    assert host.host is not None
    real = host.host.core.match
    last = real.record_json()["hands"][-1]
    return (real.needs_deal or real.is_over) and any("play" in a for a in last["actions"])
