"""A spectator's window on a loopback host (pytest-qt, offscreen, the real widgets): the
table opens as for a joined seat, but every seat is played elsewhere, no hand is face up
that is not public, nothing is asked of it, and the menus that would act are withheld.
Every frame the host sends is scanned for hidden cards (`scanner.py`), the spectator's
among them; the spectator's table follows the hand to the host's public view. The join
dialog offers Watch for a table full or not."""

from __future__ import annotations

import random
from typing import Any

import pytest

from zanga_desktop.core import registry
from zanga_desktop.core.game import network_game, record_keys, shown_at_hand_end
from zanga_desktop.net.follow import Follower
from zanga_desktop.net.messages import Phrase
from zanga_desktop.net.table import Close, Effect, SeatSpec, TableCore
from zanga_desktop.net.views import public_view
from zanga_desktop.ui import game_table
from zanga_desktop.ui.net import window as net_window
from zanga_desktop.ui.net.join_dialog import JoinDialog, watchable
from zanga_desktop.ui.net.window import NetWindow, host_table, watch_table
from zanga_desktop.ui.table.card_item import CardItem
from zanga_desktop.ui.table.front import Feature

from .scanner import Scanner, known_cards, scanned
from .test_net_windows import hand_over, turn, two_windows
from .windows import played_out

pytestmark = pytest.mark.usefixtures("isolated", "unpaced")

#: How long a window may wait on the host and the computer seats on a loaded machine
#: (three windows and the host in one process).
WAIT_MS = 120000


def scanning(monkeypatch: pytest.MonkeyPatch, game_id: str) -> Scanner:
    found = Scanner(game_id)
    monkeypatch.setattr(net_window, "TableCore", scanned(TableCore, found))
    return found


def watcher(qtbot, host: NetWindow, name: str = "Carmela") -> NetWindow:  # type: ignore[no-untyped-def]
    assert host.host is not None
    w = watch_table(host.game, f"ws://127.0.0.1:{host.host.port}", name)  # type: ignore[arg-type]
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitUntil(lambda: w.session.welcome is not None and w.session.counts["rebuilt"] > 0,
                    timeout=WAIT_MS)
    return w


def face_up(w: NetWindow) -> set[str]:
    """The cards the window's table shows face up."""
    return {str(i.card) for i in w.scene.items()
            if isinstance(i, CardItem) and i.isVisible() and i.face_up}


def buttons_on_table(w: NetWindow) -> list[str]:
    """The buttons the window's table shows (its prompts, its summary): a spectator's none."""
    from PySide6.QtWidgets import QGraphicsProxyWidget, QPushButton

    out = []
    for item in w.scene.items():
        if isinstance(item, QGraphicsProxyWidget) and item.isVisible() and item.widget():
            out += [b.text() for b in item.widget().findChildren(QPushButton) if b.isVisible()]
    return out


def check_public(w: NetWindow, host: NetWindow) -> None:
    """The spectator's table shows face up only cards every seat may know now (by the
    rules: a card once public stays so within a hand), while both its hand and the host's
    are in play; it is never asked anything."""
    assert host.host is not None
    real = host.host.core.match
    shadow = w.controller.match
    assert not w.controller.human_to_act and not w.controller.humans
    assert not buttons_on_table(w)
    if shadow.needs_deal or shadow.is_over or real.needs_deal or real.is_over \
            or w.animator.busy:
        return  # a hand over (the game's table may turn it face up), or a move under way
    public = known_cards(host.game.id, real, None)
    shown = face_up(w) - public
    assert not shown, (f"the spectator's table shows {sorted(shown)} face up at hand "
                       f"{shadow.hand_count}, {w.session.counts}")


def acting_menus_withheld(w: NetWindow) -> None:
    for action in (w.act_hint, w.act_undo, w.act_export, w.act_report, w.act_new, w.act_load,
                   w.act_save):
        assert not action.isEnabled() and not action.isVisible(), action.text()
    assert not w.table.features & (Feature.HINT | Feature.UNDO | Feature.CLAIM
                                   | Feature.EXPORT | Feature.REPORT)
    assert not w.table.can_hint and not w.table.can_undo
    claim = getattr(w.table, "claim", None)  # a game whose players claim out of turn
    assert claim is None or not claim()
    assert not w.table.tutor.hint_button.isVisible()
    assert w.panel.watching_line.isVisible() and "Watching" in w.panel.watching_line.text()


def agrees_with_host(w: NetWindow, host: NetWindow) -> bool:
    """The spectator's table shows exactly the last view the host sent it, and that view is
    what every seat sees of the host's game now (asked while the host waits on a person)."""
    s = w.session
    if s.follower is None or s.last_view is None or host.host is None:
        return False
    real = host.host.core.match
    game = s.game
    public = public_view([game.seat_view(real, seat) for seat in range(real.seats)],
                         record_keys(game))
    return s.last_view.view == public \
        and s.follower.agrees(w.controller.match, s.follower.target(s.last_view))


def test_a_spectator_follows_a_hand_played_by_two_people(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """La Zanga: Ana hosts, Benito joins, two computer seats; Carmela watches the hand."""
    scanner = scanning(monkeypatch, "zanga")
    host, guest = two_windows(qtbot)
    spectator = watcher(qtbot, host)
    assert spectator.session.seat is None and spectator.session.watching
    acting_menus_withheld(spectator)
    # every seat is someone else's: named, none "you"; the bottom hand face down
    assert spectator.controller.you is None
    assert spectator.controller.names[0] == "Ana"
    assert spectator.controller.seat_label(0) != "You"
    real = host.host.core.match
    for _ in range(200):
        # (a hand nobody plays is dealt again by the host after its pause)
        qtbot.waitUntil(lambda: (played_out(host) and all(hand_over(w) for w in (host, guest)))
                        or any(w.controller.human_to_act and not w.animator.busy
                               for w in (host, guest)), timeout=WAIT_MS)
        check_public(spectator, host)
        assert not spectator.board.prompt.isVisible()
        if played_out(host) and all(hand_over(w) for w in (host, guest)):
            break
        for w in (host, guest):
            if w.controller.human_to_act and not w.animator.busy:
                turn(qtbot, w)
                qtbot.waitUntil(lambda w=w: not w.controller.human_to_act or w.animator.busy,
                                timeout=WAIT_MS)
    assert played_out(host)
    # the spectator's table has the hand as the host settled it, the real cards turned over
    qtbot.waitUntil(lambda: hand_over(spectator) and agrees_with_host(spectator, host)
                    and (spectator.session.last_view.hand_over
                         or spectator.session.last_view.game_over)
                    and not spectator.animator.busy, timeout=WAIT_MS)
    assert spectator.table.summary.isVisible() and not buttons_on_table(spectator)
    last = spectator.controller.match.record_json()["hands"][-1]
    assert last["actions"] == real.record_json()["hands"][-1]["actions"]
    def packets(deal: dict[str, list[str]]) -> dict[str, list[str]]:
        return {k: sorted(v) for k, v in deal.items()}  # a record may list them in any order

    assert packets(last["deal"]) == packets(real.record_json()["hands"][-1]["deal"])
    assert spectator.session.counts["rebuilt"] <= 2, spectator.session.counts
    assert scanner.by_seat.get(None, 0) > 10, scanner.by_seat
    if real.is_over:
        return  # the game ended with the hand
    # the next hand waits for the two players only: the spectator is not asked
    hands = real.hand_count
    for w in (host, guest):
        w.table.summary.next_hand.emit()
    qtbot.waitUntil(lambda: real.hand_count == hands + 1 and not real.needs_deal,
                    timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not spectator.controller.match.needs_deal
                    and agrees_with_host(spectator, host) and not spectator.animator.busy,
                    timeout=WAIT_MS)
    check_public(spectator, host)
    acting_menus_withheld(spectator)


def _watchable_games() -> list[str]:
    return [g.id for g in game_table.playable_games()
            if network_game(g) is not None and watchable(g)]


@pytest.mark.parametrize("game_id", _watchable_games())
def test_a_spectator_never_holds_a_hidden_card(qtbot, monkeypatch, game_id: str) -> None:  # type: ignore[no-untyped-def]
    """Every game a table can be watched in: the host's person and the computer seats play
    a hand, the host choosing at random; the spectator's table follows it face down, its
    shadow showing exactly what is public; its chat works as a player's."""
    game = network_game(registry.get(game_id))
    assert game is not None
    scanner = scanning(monkeypatch, game_id)
    n = game.seats.least
    seats = [SeatSpec()] + [SeatSpec(game.levels[0]) for _ in range(n - 1)]
    host = host_table(game, "Ana", seats, None, {}, True, address="127.0.0.1",
                      announce=False)
    assert host is not None and host.host is not None
    qtbot.addWidget(host)
    host.resize(1366, 768)
    host.show()
    qtbot.waitUntil(lambda: host.host.core.started and host.controller.match.hand_count == 1,
                    timeout=WAIT_MS)
    spectator = watcher(qtbot, host)
    acting_menus_withheld(spectator)
    # the chat: said by the spectator, heard at the host's window, named
    assert spectator.panel.chat.lines.placeholderText()
    spectator.panel.chat.phrase_buttons[Phrase.WELL_PLAYED].click()
    qtbot.waitUntil(lambda: len(host.panel.chat.said) == 1
                    and len(spectator.panel.chat.said) == 1, timeout=WAIT_MS)
    assert host.panel.chat.said[0].phrase is Phrase.WELL_PLAYED
    assert "Carmela" in host.panel.chat.lines.toPlainText()
    real = host.host.core.match
    rng = random.Random(7)
    for _ in range(400):
        qtbot.waitUntil(lambda: real.needs_deal or real.is_over
                        or (host.controller.human_to_act and not host.animator.busy),
                        timeout=WAIT_MS)
        check_public(spectator, host)
        if real.needs_deal or real.is_over:
            break
        ctl = host.controller
        choices: Any = getattr(ctl, "legal_now", ctl.match.legal_actions)()
        assert ctl.act(rng.choice(list(choices)))
        qtbot.waitUntil(lambda: not host.controller.human_to_act or host.animator.busy,
                        timeout=WAIT_MS)
    assert real.needs_deal or real.is_over, "the hand was not played out"
    qtbot.waitUntil(lambda: agrees_with_host(spectator, host)
                    and not spectator.animator.busy, timeout=WAIT_MS)
    qtbot.wait(300)  # the hand's end drawn: the players are asked to deal on, not he
    assert not buttons_on_table(spectator)
    # what the spectator's table shows is what every seat sees of the real game (a game
    # that turns a settled hand over shows its real deal, which no seat's view holds)
    if not shown_at_hand_end(game):
        seen = Follower(game, None).seen(spectator.controller.match)
        assert seen == public_view([game.seat_view(real, s) for s in range(real.seats)],
                                   record_keys(game))
    assert scanner.by_seat.get(None, 0) > 3, scanner.by_seat


def test_the_chat_is_told_to_a_later_spectator_and_once_to_one_who_comes_back(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The table keeps its chat: a spectator who comes after a phrase was said reads it, and
    one whose connection dropped comes back by himself to the table's chat, each line
    once."""
    game = network_game(registry.get("envite"))
    assert game is not None
    seats = [SeatSpec()] + [SeatSpec(game.levels[0]) for _ in range(game.seats.least - 1)]
    host = host_table(game, "Ana", seats, None, {}, True, address="127.0.0.1",
                      announce=False)
    assert host is not None and host.host is not None
    qtbot.addWidget(host)
    host.show()
    qtbot.waitUntil(lambda: host.host.core.started, timeout=WAIT_MS)
    first = watcher(qtbot, host)
    first.panel.chat.phrase_buttons[Phrase.WELL_PLAYED].click()
    qtbot.waitUntil(lambda: len(host.panel.chat.said) == 1
                    and len(first.panel.chat.said) == 1, timeout=WAIT_MS)
    late = watcher(qtbot, host, "Nieves")
    qtbot.waitUntil(lambda: len(late.panel.chat.said) == 1, timeout=WAIT_MS)
    assert late.panel.chat.said[0].phrase is Phrase.WELL_PLAYED
    assert "Carmela" in late.panel.chat.lines.toPlainText()

    def lost(core: TableCore, now: float) -> list[Effect]:
        conn = next(k for k, c in core.conns.items() if c.watcher and c.name == "Carmela")
        return [Close(conn, 1011, "the network went away"), *core.gone(conn, now)]

    welcome = first.session.welcome
    host.host.call(lost)
    qtbot.waitUntil(lambda: first.session.welcome is not welcome, timeout=WAIT_MS)
    qtbot.wait(500)  # the chat told after the welcome
    assert [s.phrase for s in first.panel.chat.said] == [Phrase.WELL_PLAYED]


def test_the_join_dialog_offers_to_watch_a_full_table(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A table with no free seat: no seat to sit at, but Watch is there."""
    game = network_game(registry.get("envite"))
    assert game is not None
    host = host_table(game, "Ana", [SeatSpec(), SeatSpec(game.levels[0])], None, {}, True,
                      address="127.0.0.1", announce=False)
    assert host is not None and host.host is not None
    qtbot.addWidget(host)
    dialog = JoinDialog(None)
    qtbot.addWidget(dialog)
    assert not dialog.watch.isEnabled()
    dialog.address.setText(host.host.code)
    dialog.look()
    qtbot.waitUntil(lambda: dialog.game_id == "envite", timeout=WAIT_MS)
    assert dialog.watch.isEnabled() and not dialog.ok.isEnabled()
    assert "No seat is free" in dialog.about.text()
    dialog.name.setText("Nieves")
    dialog.watch.click()
    assert dialog.watching and dialog.result() == dialog.DialogCode.Accepted
