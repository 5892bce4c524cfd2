"""Game > Watch a saved game, in every game: the record opens in a window of its own at its
first deal; the moves go forward one by one, the cards moving as in play (the table is told
each move, not rebuilt), back, from hand to hand, by the slider and by themselves to the
end, where the table holds the whole game the file holds. Nothing is kept from it (no
autosave, no statistics), the game on the program's own table goes on as it was, and a file
that is no game opens nothing."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QListWidget, QMessageBox
from shell_checks import deal_against_the_weakest, window_for

from zanga_desktop import cli
from zanga_desktop.core import registry
from zanga_desktop.core.game import GameDefinition
from zanga_desktop.ui import game_table, i18n
from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.player_name import shown
from zanga_desktop.ui.table.card_item import CardItem

pytestmark = pytest.mark.usefixtures("fresh_lock")

GAMES = [g.id for g in game_table.playable_games()]


def _saved_game(tmp_path: Path, game: GameDefinition, hands: int = 3,
                seats: int | None = None, seed: int = 11) -> tuple[Path, Any]:
    """A game of random legal moves (at the game's usual table, or of `seats`), saved as the
    program saves one."""
    match = cli.selfplay(seed, hands, lambda: cli.new_match(game, None, seats))[0]
    path = tmp_path / f"saved{game.file_suffix}"
    path.write_text(match.record_text(), encoding="utf-8")
    return path, match


def _same(record: dict[str, Any], other: dict[str, Any]) -> bool:
    return json.dumps(record, sort_keys=True) == json.dumps(other, sort_keys=True)


def _watch(qtbot, main: MainWindow, path: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    window = main.watch_file(path)
    assert isinstance(window, MainWindow) and window.isVisible() and window is not main
    assert window.objectName() == "replay_window"
    _still(qtbot, window)
    return window


def _still(qtbot, w: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Wait until the table's cards have stopped moving."""
    qtbot.waitUntil(lambda: not w.animator.busy, timeout=10000)


def _step(qtbot, w: MainWindow, action: Any) -> None:  # type: ignore[no-untyped-def]
    """One of the bar's steps, and its cards settled."""
    action.trigger()
    _still(qtbot, w)


def _seats_listed(bar: Any) -> list[str]:
    """The players the bar's "Seen from" lists."""
    return [bar.seen_from.itemText(i) for i in range(bar.seen_from.count())]


def _watched_saved(qtbot, tmp_path: Path, game_id: str,  # type: ignore[no-untyped-def]
                   seats: int | None = None, seed: int = 11) -> MainWindow:
    """A game of random moves saved, and watched from the program's window."""
    game = registry.get(game_id)
    main = window_for(qtbot, game)
    path, _saved = _saved_game(tmp_path, game, seats=seats, seed=seed)
    return _watch(qtbot, main, path)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_saved_game_is_watched_move_by_move_to_its_end_and_back(
        qtbot, tmp_path: Path, game_id: str) -> None:  # type: ignore[no-untyped-def]
    game = registry.get(game_id)
    main = window_for(qtbot, game)
    deal_against_the_weakest(main, seed=4)  # a game of the player's own, on his table
    qtbot.waitUntil(lambda: main.controller.human_to_act, timeout=20000)
    own = main.controller.match.record_json()
    path, saved = _saved_game(tmp_path, game)
    w = _watch(qtbot, main, path)
    session, bar = w.watching.session, w.watching.bar  # type: ignore[attr-defined]
    assert w.table.autosave_path is None
    replay = session.replay
    assert _same(w.controller.match.record_json(), replay.match_at(0).record_json())
    assert not w.act_new.isVisible() and not w.act_save.isEnabled()
    assert not w.act_undo.isEnabled() and not w.act_hint.isEnabled()
    assert not bar.act_back.isEnabled() and bar.act_forward.isEnabled()
    # who played a seat of a file from elsewhere is not known: the plates say nothing of it
    subtitles = [p.subtitle for p in w.board.plates]
    assert subtitles and not [t for t in subtitles
                              if t.rstrip().endswith("·") or t in ("Online", "Human", "Unknown")]

    adopted: list[int] = []
    adopt = w.controller.adopt
    w.controller.adopt = lambda match, told=True: (adopted.append(session.index),
                                                   adopt(match, told))[1]
    steps = 0
    while bar.act_forward.isEnabled():
        _step(qtbot, w, bar.act_forward)
        steps += 1
        assert _same(w.controller.match.record_json(),
                     replay.match_at(session.index).record_json())
    assert steps == len(replay) - 1
    # the file's player, who chose no name, is told as "you" (never "You deals")
    lines = [w.log.list.item(i).text() for i in range(w.log.list.count())]
    assert lines and not [t for t in lines if re.search(r"\bYou \w+s\b", t)
                          and not re.search(r"\bYou (pass|discard|cross)es\b", t)], lines
    assert not [t for t in lines if "Tú" in t], lines  # the record's "Tú", said in English
    assert _same(w.controller.match.record_json(), saved.record_json())  # the whole game
    # every move and deal but the ones the record does not write in full is told to the
    # table as played, so its cards move as in play
    assert len(adopted) <= len(replay.hands), adopted
    assert bar.where.text().startswith(f"Deal {len(replay.hands)} of {len(replay.hands)}")

    bar.act_back.trigger()
    assert session.index == len(replay) - 2
    assert _same(w.controller.match.record_json(),
                 replay.match_at(len(replay) - 2).record_json())
    bar.act_first.trigger()  # the deal of the hand shown
    assert replay.positions[session.index].moves == 0
    assert replay.positions[session.index].hand == len(replay.hands) - 1
    bar.act_first.trigger()  # and the hand before
    before = replay.positions[session.index]
    assert before.moves == 0 and before.hand == max(0, len(replay.hands) - 2)
    bar.act_next.trigger()  # the deal of the hand after it
    assert replay.positions[session.index].moves == 0
    assert replay.positions[session.index].hand == min(before.hand + 1, len(replay.hands) - 1)
    bar.slider.setValue(len(replay) // 2)
    assert session.index == len(replay) // 2
    assert _same(w.controller.match.record_json(),
                 replay.match_at(len(replay) // 2).record_json())

    bar.act_play.trigger()  # by itself, to the end
    qtbot.waitUntil(lambda: not session.playing, timeout=60000)
    assert session.index == len(replay) - 1 and not bar.act_play.isChecked()

    w.close()
    assert main.isVisible()
    assert _same(main.controller.match.record_json(), own)  # the player's game goes on
    path_kept = main.table.autosave_path
    assert path_kept is None or path.read_text(encoding="utf-8") == saved.record_text()
    main.controller.shutdown()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_next_hand_button_of_a_hands_end_deals_the_watched_games_next(
        qtbot, tmp_path: Path, game_id: str) -> None:  # type: ignore[no-untyped-def]
    w = _watched_saved(qtbot, tmp_path, game_id)
    session = w.watching.session  # type: ignore[attr-defined]
    replay = session.replay
    if len(replay.hands) < 2:
        pytest.skip("a game of one hand")
    session.show(replay.next_hand(0) - 1)  # the first hand over
    qtbot.waitUntil(lambda: w.controller.match.needs_deal, timeout=10000)
    w.next_hand()  # the table's own Next hand
    qtbot.waitUntil(lambda: replay.positions[session.index].hand == 1, timeout=10000)
    assert not w.controller.match.needs_deal
    w.close()


def _face_up(w: MainWindow) -> set[object]:
    """The cards the window's table shows face up."""
    return {i.card for i in w.scene.items()
            if isinstance(i, CardItem) and i.isVisible() and i.face_up}


def _hands(w: MainWindow) -> dict[int, tuple[object, ...]]:
    match = w.controller.match
    return {s: tuple(match.observe(s).hand) for s in range(match.seats)}


@pytest.mark.parametrize("game_id", GAMES)
def test_every_hand_is_face_up_in_a_watched_game_unless_unticked(
        qtbot, tmp_path: Path, game_id: str) -> None:  # type: ignore[no-untyped-def]
    w = _watched_saved(qtbot, tmp_path, game_id)
    session, bar = w.watching.session, w.watching.bar  # type: ignore[attr-defined]
    assert bar.every_hand.isChecked()
    others_held = False
    for _ in range(12):  # the deal and the moves after it, the cards moving as in play
        hands = _hands(w)
        shown = _face_up(w)
        for seat, hand in hands.items():
            assert set(hand) <= shown, (seat, set(hand) - shown)
        others_held = others_held or any(hands[s] for s in hands if s != 0)
        _step(qtbot, w, bar.act_forward)
    assert others_held
    at = session.index
    bar.every_hand.click()  # as the bottom seat saw it: the others' hands hidden again
    _still(qtbot, w)
    assert session.index == at and not w.controller.open_hands
    hidden = {c for s, hand in _hands(w).items() if s != 0 for c in hand} - _face_up(w)
    assert hidden
    assert set(_hands(w)[0]) <= _face_up(w)
    bar.every_hand.click()
    _still(qtbot, w)
    assert not hidden - _face_up(w)
    w.close()


@pytest.mark.parametrize("seats", [2, 4])
def test_la_bacigas_watched_game_gives_every_open_hands_total(  # type: ignore[no-untyped-def]
        qtbot, tmp_path: Path, seats: int) -> None:
    """Each hand face up has its total beside it, as the player's own has (the others'
    were open and uncounted), on the table and clear of the hands; hidden again, no total
    tells what they hold."""
    from zanga_desktop.games.baciga.ui.model import viewer_total

    w = _watched_saved(qtbot, tmp_path, "baciga", seats, seed=1)  # a pase at once
    bar, board = w.watching.bar, w.table.board  # type: ignore[attr-defined]
    match = w.controller.match
    assert match.seats == seats
    told, sizes = 0, set()
    for _ in range(30):  # the deal, then the talks: hands of three cards, of fewer
        _step(qtbot, w, bar.act_forward)
        seen = w.view.mapToScene(w.view.viewport().rect()).boundingRect()  # on the screen
        cards = {i.card: i.mapToScene(i.shape()).boundingRect() for i in w.scene.items()
                 if isinstance(i, CardItem) and i.isVisible()}  # the faces, no outlines
        for seat in range(1, seats):
            obs = match.observe(seat)
            badge = board.hand_totals[seat]
            if not obs.hand or obs.table[seat].shown:
                continue
            assert badge.isVisible() and badge.text == f"Total {viewer_total(obs)}", seat
            box = badge.sceneBoundingRect()
            assert seen.contains(box), (seat, box, seen)
            assert not any(box.intersects(cards[c]) for c in obs.hand if c in cards), seat
            told += 1
            sizes.add(len(obs.hand))
        # the bottom seat's is the player's own, one badge a seat
        own = match.observe(0)
        assert board.hand_totals[0].isVisible() == bool(own.hand and not own.table[0].shown)
        assert len(board.hand_totals) == seats
    assert told and 1 in sizes  # a hand of one card too: as wide as it is tall
    bar.every_hand.click()
    _still(qtbot, w)
    assert not any(b.isVisible() for b in board.hand_totals[1:])
    w.close()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_watched_game_is_seen_from_the_seat_chosen(
        qtbot, tmp_path: Path, game_id: str) -> None:  # type: ignore[no-untyped-def]
    w = _watched_saved(qtbot, tmp_path, game_id)
    session, bar = w.watching.session, w.watching.bar  # type: ignore[attr-defined]
    combo = bar.seen_from
    assert _seats_listed(bar) == [shown(n) for n in w.controller.names]
    assert combo.currentIndex() == 0 and w.controller.viewer == 0
    for _ in range(3):
        _step(qtbot, w, bar.act_forward)
    at = session.index
    bar.every_hand.click()  # each seat's cards hidden from the others
    _still(qtbot, w)
    seat = next(s for s, hand in _hands(w).items() if s != 0 and hand)
    combo.setCurrentIndex(seat)
    _still(qtbot, w)
    assert session.index == at and w.controller.viewer == seat
    hands = _hands(w)
    assert set(hands[seat]) <= _face_up(w)
    assert not set(hands[0]) & _face_up(w)
    _step(qtbot, w, bar.act_forward)  # the moves go on seen from there
    assert w.controller.viewer == seat
    w.close()


def test_the_bars_choices_are_reached_from_the_keyboard(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    w = _watched_saved(qtbot, tmp_path, GAMES[0])
    session, bar = w.watching.session, w.watching.bar  # type: ignore[attr-defined]
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=5000)
    QTest.keyClick(w.view, Qt.Key.Key_E, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: not w.controller.open_hands, timeout=5000)  # an animated click
    assert not bar.every_hand.isChecked()
    _still(qtbot, w)
    QTest.keyClick(w.view, Qt.Key.Key_F, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: bar.seen_from.hasFocus(), timeout=5000)
    QTest.keyClick(bar.seen_from, Qt.Key.Key_Down)
    _still(qtbot, w)
    assert bar.seen_from.currentIndex() == 1 and w.controller.viewer == 1
    QTest.keyClick(bar.seen_from, Qt.Key.Key_Right)  # the arrows still step the game
    assert session.index == 1
    w.close()


def test_the_bar_speaks_the_language_chosen_while_watching(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    w = _watched_saved(qtbot, tmp_path, GAMES[0])
    bar = w.watching.bar  # type: ignore[attr-defined]
    english = (bar.act_play.text(), bar.every_hand.text(), bar.where.text())
    i18n.set_language("es")
    try:
        QApplication.processEvents()
        assert bar.act_play.text() == "Reproducir las jugadas una tras otra (Espacio)"
        assert bar.every_hand.text() == "&Todas las manos boca arriba"
        assert bar.where.text().startswith("Reparto 1 de ")
        assert _seats_listed(bar) == [shown(n) for n in w.controller.names]
    finally:
        i18n.set_language("en")
    QApplication.processEvents()
    assert (bar.act_play.text(), bar.every_hand.text(), bar.where.text()) == english
    w.close()


def _log_lines(w: MainWindow) -> list[str]:
    log = w.findChild(QListWidget, "hand_log")
    assert log is not None
    return [log.item(i).text() for i in range(log.count())]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_log_tells_a_hand_once_when_it_is_watched_again_from_the_next(
        qtbot, tmp_path: Path, game_id: str) -> None:  # type: ignore[no-untyped-def]
    w = _watched_saved(qtbot, tmp_path, game_id)
    session, bar = w.watching.session, w.watching.bar  # type: ignore[attr-defined]
    replay = session.replay
    if len(replay.hands) < 2:
        pytest.skip("a game of one hand")
    end = replay.next_hand(0) - 1  # the first hand's last move

    told: dict[int, list[str]] = {}
    while True:  # the first hand to its end, then into the second
        told[session.index] = _log_lines(w)
        if session.index == end + 2:
            break
        _step(qtbot, w, bar.act_forward)
    assert told[end] and told[end][-1]  # the hand's end is in the log
    for index in (end + 1, end, end - 1):  # back into the first hand: told as before
        _step(qtbot, w, bar.act_back)
        assert session.index == index
        assert _log_lines(w) == told[index], index
    bar.slider.setValue(end)  # a jump to a hand's end: the hand told, not an empty log
    _still(qtbot, w)
    assert _log_lines(w) == told[end]
    w.close()


def test_the_keys_step_through_the_game(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    w = _watched_saved(qtbot, tmp_path, GAMES[0])
    session = w.watching.session  # type: ignore[attr-defined]
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=5000)
    QTest.keyClick(w.view, Qt.Key.Key_Right)
    QTest.keyClick(w.view, Qt.Key.Key_Right)
    assert session.index == 2
    QTest.keyClick(w.view, Qt.Key.Key_Left)
    assert session.index == 1
    QTest.keyClick(w.view, Qt.Key.Key_PageDown)
    assert session.replay.positions[session.index].hand == 1 or \
        session.index == len(session.replay) - 1
    w.close()


def test_a_file_that_is_no_game_opens_nothing(qtbot, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    game = registry.get(GAMES[0])
    main = window_for(qtbot, game)
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda _p, _t, text, *a, **k: told.append(text)))
    bad = tmp_path / f"bad{game.file_suffix}"
    bad.write_text('{"format": "nothing like a game"' + "x" * 5000, encoding="utf-8")
    assert main.watch_file(bad) is None
    assert told and "could not be opened" in told[0] and len(told[0]) < 600
    assert not [w for w in QApplication.topLevelWidgets()
                if w.objectName() == "replay_window" and w.isVisible()]


def _finished_game(tmp_path: Path, game: GameDefinition) -> Path:
    """A game played to its end by random legal moves, saved."""
    for seed in range(1, 20):
        matches = cli.selfplay(seed, 400, lambda: cli.new_match(game, None, None))
        if matches[0].is_over and matches[0].hand_count <= 40:
            path = tmp_path / f"finished{game.file_suffix}"
            path.write_text(matches[0].record_text(), encoding="utf-8")
            return path
    raise AssertionError("no short game ended")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_game_on_the_table_is_watched_again_once_over(
        qtbot, tmp_path: Path, game_id: str) -> None:  # type: ignore[no-untyped-def]
    """Game > Watch this game again: not while a hand is in play (no hand in play is shown
    again), offered when the game is over, the tutor saying where; the window shows the
    table's game, and the table's own goes on untouched."""
    game = registry.get(game_id)
    main = window_for(qtbot, game)
    deal_against_the_weakest(main, seed=4)
    qtbot.waitUntil(lambda: main.controller.human_to_act, timeout=20000)
    assert not main.act_watch_this.isEnabled()
    assert main.watch_this_game() is None
    assert main.load_file(_finished_game(tmp_path, game))
    qtbot.waitUntil(lambda: main.controller.match.is_over and not main.animator.busy,
                    timeout=20000)
    assert main.act_watch_this.isEnabled()
    assert "Watch this game again" in main.tutor.narration.toPlainText()
    own = main.controller.match.record_json()
    main.act_watch_this.trigger()
    watching = [w for w in QApplication.topLevelWidgets()
                if w.objectName() == "replay_window" and w.isVisible()]
    assert len(watching) == 1
    w = watching[0]
    assert "watching this game again" in w.windowTitle()
    assert not w.act_watch_this.isVisible()  # not offered again inside
    session = w.watching.session  # type: ignore[attr-defined]
    session.show(len(session.replay) - 1)
    assert _same(w.controller.match.record_json(), own)
    assert _same(main.controller.match.record_json(), own)
    w.close()
