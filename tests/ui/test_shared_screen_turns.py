"""Two people at one screen: the table turns to the one it shows, in every game built on the
seat boards (La Zanga's own board has `test_zanga_shared_screen.py`). His hand lies fanned
and face up at the bottom, where the player's always is, his plate beside it, and the other
person's plate goes to his place round the table; when the turn comes back, the
table turns back. Before, a person across the table found his cards at the top edge, small,
his plate there, the prompt at the bottom."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from shell_checks import window_for

from zanga_desktop.core import registry
from zanga_desktop.core.setup import HUMAN
from zanga_desktop.ui import game_table
from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.new_game import setup_from_settings
from zanga_desktop.ui.table.layout import CENTRE
from zanga_desktop.ui.table.seat_board import SeatBoard

pytestmark = pytest.mark.usefixtures("fresh_lock")

GAMES = [g.id for g in game_table.playable_games()]


def _hand_at_bottom(w: MainWindow, seat: int) -> bool:
    board = w.board
    obs = w.controller.news_now().obs
    assert obs.seat == seat
    items = [board.cards[c] for c in obs.hand]
    return bool(items) and all(i.isVisible() and i.face_up and i.pos().y() > CENTRE.y() + 150
                               for i in items)


def _plate_at_bottom(w: MainWindow, seat: int) -> bool:
    """`seat`'s plate is the lowest on the table, alone there."""
    ys = [p.pos().y() for p in w.board.plates]
    return all(ys[seat] > y + 40 for s, y in enumerate(ys) if s != seat)


def _seat_board_window(qtbot, game_id: str) -> MainWindow:  # type: ignore[no-untyped-def]
    """The window of `game_id` if its table is a seat board (La Zanga's own board has its
    own tests, `test_zanga_shared_screen.py`): else the test is skipped."""
    w = window_for(qtbot, registry.get(game_id))
    if not isinstance(w.board, SeatBoard):
        w.controller.shutdown()
        pytest.skip("La Zanga's board has its own shared-screen tests")
    return w


@pytest.mark.parametrize("game_id", GAMES)
def test_the_table_turns_to_each_person_at_one_screen(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    w = _seat_board_window(qtbot, game_id)
    base = setup_from_settings(w.game)
    weakest = w.game.levels[0]
    levels = (HUMAN, HUMAN) + (weakest,) * (len(base.levels) - 2)
    w.new_game(replace(base, levels=levels, seed=21, practice=True))
    ctl, board = w.controller, w.board
    seen: list[int] = []
    for _ in range(200):
        qtbot.waitUntil(lambda: ctl.human_to_act or board.covered or ctl.match.needs_deal,
                        timeout=20000)
        if board.covered:
            qtbot.mouseClick(board.table_cover.page.button, Qt.MouseButton.LeftButton)
            continue
        if ctl.match.needs_deal:
            w.next_hand()
            continue
        seat = ctl.match.to_act
        qtbot.waitUntil(lambda: not w.animator.busy, timeout=10000)
        if not ctl.news_now().obs.hand:  # a turn with no card in hand (a word at the end)
            assert ctl.act(next(iter(ctl.match.legal_actions())))
            continue
        assert _hand_at_bottom(w, seat), f"seat {seat}'s hand is not at the bottom"
        assert _plate_at_bottom(w, seat)
        other = 1 - seat
        assert not _plate_at_bottom(w, other)
        if not seen or seen[-1] != seat:
            seen.append(seat)
        if len(seen) >= 3:
            break
        assert ctl.act(next(iter(ctl.match.legal_actions())))
    assert len(seen) >= 3, f"the turns seen: {seen}"
    # the one who chose no name reads "you" at a shared screen too, in the grammar of "you"
    told = "\n".join([w.tutor.narration.toPlainText(),
                      *(w.log.list.item(i).text() for i in range(w.log.list.count()))])
    assert base.name in ("", "You") and "You" in told
    assert not re.search(r"\bYou (deals|plays|passes|takes|makes|says|bets|sings|wins)\b", told)
    ctl.shutdown()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_first_asked_to_the_screen_is_the_next_round_the_table(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    """Partners at one screen, a computer first to act: the cover asks for the person who
    is asked first, the partner next round the table where play goes seat after seat (in
    La Ronda's cante window, the first with something to sing), rather than for the one
    who set up the game (shown his cards for a moment, then asked to pass the screen
    on)."""
    w = _seat_board_window(qtbot, game_id)
    base = setup_from_settings(w.game)
    weakest = w.game.levels[0]
    levels = (HUMAN, weakest, HUMAN, weakest)  # a table of four: every game here seats it
    ctl, board = w.controller, w.board
    asked_first = played_first = nearest = 0
    for seed in range(1, 9):
        w.new_game(replace(base, levels=levels, seed=seed, practice=True))
        qtbot.waitUntil(lambda: board.covered or ctl.human_to_act, timeout=10000)
        first = ctl.match.to_act
        if not board.covered or first in ctl.humans:
            continue  # a person is first to act: he is asked, as ever
        asked = board.table_cover.page.seat
        asked_first += 1
        nearest += asked == (first + 1) % 4  # seats 1 and 3 are computers: the next is a person
        qtbot.mouseClick(board.table_cover.page.button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: board.covered or ctl.human_to_act, timeout=20000)
        played_first += ctl.human_to_act and not board.covered and ctl.match.to_act == asked
    assert asked_first and nearest
    assert played_first == asked_first  # never asked for one, then at once for the other
    ctl.shutdown()
