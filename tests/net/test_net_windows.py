"""Two offscreen windows play one hand of La Zanga against each other through a loopback host
(pytest-qt, the real widgets clicked): the host's own window and a joined one, each the
game's own table on its shadow match; every frame the host sends them is scanned for hidden
cards; a refusal is the tutor's sentence and nothing reaches the host; the windows follow
without drawing their shadow again after the first deal."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from zanga_desktop.core import registry
from zanga_desktop.games.zanga.rules import Action, Kind, Phase
from zanga_desktop.net.table import SeatSpec, TableCore
from zanga_desktop.ui.net import window as net_window
from zanga_desktop.ui.net.window import NetWindow

from . import windows
from .scanner import Scanner, scanned
from .windows import played_out

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "ui"))
from ui_helpers import take_turn

pytestmark = pytest.mark.usefixtures("isolated")


@pytest.fixture
def scanner(monkeypatch: pytest.MonkeyPatch) -> Scanner:
    found = Scanner("zanga")
    monkeypatch.setattr(net_window, "TableCore", scanned(TableCore, found))
    monkeypatch.setattr(net_window, "PACE_S", 0.0)
    return found


def two_windows(qtbot) -> tuple[NetWindow, NetWindow]:  # type: ignore[no-untyped-def]
    return windows.two_windows(qtbot, "zanga", 60000, [SeatSpec(), SeatSpec("rules"),
                                                       SeatSpec(), SeatSpec("rules")], 2)


def turn(qtbot, w: NetWindow) -> None:  # type: ignore[no-untyped-def]
    """The human's turn taken by clicking (`take_turn`); a view that came between finding
    the button and clicking it redraws the prompt: looked for again."""
    for _ in range(20):
        try:
            take_turn(qtbot, w)
            return
        except AssertionError:
            qtbot.wait(100)
            if not w.controller.human_to_act:
                return
    take_turn(qtbot, w)


def hand_over(w: NetWindow) -> bool:
    return w.controller.state.phase in (Phase.DEAL, Phase.GAME_OVER) \
        and w.table.summary.isVisible() and not w.animator.busy


def test_two_windows_play_a_hand_through_a_loopback_host(qtbot, scanner: Scanner) -> None:  # type: ignore[no-untyped-def]
    host, guest = two_windows(qtbot)
    assert host.session.seat == 0 and guest.session.seat == 2
    assert host.panel.code.text() == host.host.code and len(host.host.code) == 11
    # each sees himself at the bottom, named, and the other as a player at another computer
    assert host.controller.names[0] == "Ana" and guest.controller.names[0] == "Benito"
    assert guest.controller.names[2] == "Ana" and host.controller.names[2] == "Benito"
    turns = {id(host): 0, id(guest): 0}
    for _ in range(200):
        qtbot.waitUntil(lambda: (played_out(host) and all(hand_over(w) for w in (host, guest)))
                        or any(w.controller.human_to_act and not w.animator.busy
                               for w in (host, guest)), timeout=60000)
        if played_out(host) and all(hand_over(w) for w in (host, guest)):
            break
        for w in (host, guest):
            if w.controller.human_to_act and not w.animator.busy:
                turn(qtbot, w)
                turns[id(w)] += 1
                qtbot.waitUntil(lambda w=w: not w.controller.human_to_act or w.animator.busy,
                                timeout=30000)
    real = host.host.core.match
    hands = real.hand_count
    assert played_out(host)
    acted = {a["seat"] for a in real.record_json()["hands"][-1]["actions"]}
    assert {0, 2} <= acted and all(turns.values())
    # both tables show the hand's end as the host settled it, the real cards turned over
    for w, seat in ((host, 0), (guest, 2)):
        shadow = w.controller.match.record_json()["hands"][-1]
        assert w.session.counts["rebuilt"] <= 2, w.session.counts
        assert shadow["actions"] == _turned(real.record_json()["hands"][-1]["actions"], seat)
    assert scanner.frames > 40
    if real.is_over:  # the deal won the game: no next hand to wait for
        return
    # the next hand waits for both players, and comes when they click Next hand
    for w in (host, guest):
        w.table.summary.next_hand.emit()
    qtbot.waitUntil(lambda: real.hand_count == hands + 1 and not real.needs_deal,
                    timeout=60000)
    assert host.session.counts["dealt"] >= 1 and guest.session.counts["dealt"] >= 1


def _turned(actions: list[dict], seat: int) -> list[dict]:
    return [{**a, "seat": (a["seat"] - seat) % 4} for a in actions]


def test_a_refused_card_is_the_tutors_sentence_and_never_sent(qtbot, scanner: Scanner) -> None:  # type: ignore[no-untyped-def]
    host, guest = two_windows(qtbot)
    for _ in range(200):  # until one of them must follow suit and holds a card he may not play
        qtbot.waitUntil(lambda: any(w.controller.human_to_act and not w.animator.busy
                                    for w in (host, guest)), timeout=60000)
        w = next(w for w in (host, guest) if w.controller.human_to_act)
        st = w.controller.state
        if st.phase is Phase.PLAY:
            illegal = [c for c in st.hand(0) if c not in set(st.legal_plays(0))]
            if illegal:
                record = host.host.core.match.record_json()
                with qtbot.waitSignal(w.controller.refused, timeout=3000) as refused:
                    assert not w.controller.act(Action(0, Kind.PLAY, illegal[0]))
                assert refused.args[0].code
                assert w.tutor.explanation.text()  # the tutor says why, in the players words
                qtbot.wait(300)
                assert host.host.core.match.record_json() == record
                return
        turn(qtbot, w)
    pytest.fail("nobody ever had a card he could not play")


def test_the_host_dialog_offers_a_game_not_playable_over_the_network_greyed(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Every registered game is in the host's list; one without seat views is greyed and
    says why, and is never the one chosen."""
    from PySide6.QtGui import QStandardItemModel

    from zanga_desktop.core.game import network_game
    from zanga_desktop.ui import game_table
    from zanga_desktop.ui.net.host_dialog import HostDialog

    games = list(game_table.playable_games())
    unnetworked = [g for g in games if network_game(g) is None]
    dialog = HostDialog(None, unnetworked[0] if unnetworked else None)
    qtbot.addWidget(dialog)
    box = dialog.game_box
    items = box.model()
    assert isinstance(items, QStandardItemModel)
    assert [box.itemData(i) for i in range(box.count())] == [g.id for g in games]
    for i, g in enumerate(games):
        greyed = not items.item(i).isEnabled()
        assert greyed == (network_game(g) is None), g.id
        assert ("not playable over the network yet" in box.itemText(i)) == greyed
    assert network_game(registry.get(box.currentData())) is not None


def test_the_host_dialog_names_each_games_rules_as_its_new_game_does(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The Rules list shows the names the player knows from New game and the start screen,
    in his language ("Federación (el reglamento)"), never the presets' ids ("Federacion")."""
    from zanga_desktop.core.game import network_game
    from zanga_desktop.ui import game_table, i18n
    from zanga_desktop.ui.net.host_dialog import HostDialog

    i18n.install("es")
    try:
        dialog = HostDialog(None)
        qtbot.addWidget(dialog)
        seen: dict[str, list[str]] = {}
        for i, g in enumerate(game_table.playable_games()):
            if network_game(g) is None:
                continue
            dialog.game_box.setCurrentIndex(i)
            shown = [dialog.preset.itemText(k) for k in range(dialog.preset.count())]
            assert shown == [game_table.package(g).preset_text(p) for p in g.presets]
            seen[g.id] = shown
        if "envite" in seen:
            assert any(text.startswith("Federación") for text in seen["envite"])
            assert "Federacion" not in seen["envite"]
        if "ronda" in seen and "baciga" in seen:
            assert seen["ronda"] == seen["baciga"]  # the same source's rules, one name
    finally:
        i18n.install("en")


def test_the_host_dialog_names_each_seat_as_the_games_new_game_does(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Each seat's row says who sits there (an opponent, the partner opposite), as the game's
    New game words it, never a bare "Seat 3"; a table of two has only an opponent."""
    from PySide6.QtWidgets import QLabel

    from zanga_desktop.core.game import network_game
    from zanga_desktop.ui import game_table, i18n
    from zanga_desktop.ui.net.host_dialog import HostDialog

    def rows(dialog: HostDialog) -> list[str]:
        out = []
        for field in dialog.seat_rows:
            label = dialog.form.labelForField(field)
            assert isinstance(label, QLabel)
            out.append(label.text())
        return out

    dialog = HostDialog(None)
    qtbot.addWidget(dialog)
    seen: dict[tuple[str, int], list[str]] = {}
    for i, g in enumerate(game_table.playable_games()):
        if network_game(g) is None:
            continue
        dialog.game_box.setCurrentIndex(i)
        for k in range(dialog.count.count()):
            dialog.count.setCurrentIndex(k)
            n = int(dialog.count.itemData(k))
            shown = rows(dialog)
            assert len(shown) == n and shown[0] == "You"
            assert not any(text.startswith("Seat") for text in shown), (g.id, shown)
            own = game_table.package(g).seat_label
            assert shown[1:] == [own(s, n) for s in range(1, n)]
            seen[(g.id, n)] = shown
    four = ["You", "Opponent on your right", "Partner (opposite)", "Opponent on your left"]
    for game_id in ("zanga", "ronda", "baciga"):
        if (game_id, 4) in seen:
            assert seen[(game_id, 4)] == four
    if ("ronda", 2) in seen:
        assert seen[("ronda", 2)] == ["You", "Opponent"]
    i18n.install("es")
    try:
        spanish = HostDialog(None, registry.get("ronda"))
        qtbot.addWidget(spanish)
        spanish.count.setCurrentIndex(spanish.count.findData(4))
        assert rows(spanish) == ["Tú", "Rival a tu derecha", "Compañero (enfrente)",
                                 "Rival a tu izquierda"]
    finally:
        i18n.install("en")
