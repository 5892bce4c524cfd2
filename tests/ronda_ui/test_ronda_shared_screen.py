"""Two partners at one screen: when the partner across the table is to play, the table turns
to him, his cards fanned face up at the bottom where the player's own lie, left to right,
and the player's cards are backs again meanwhile, at the top."""

from __future__ import annotations

from PySide6.QtCore import Qt
from ronda_ui_helpers import setup, take_turn


def test_the_partners_cards_are_shown_at_the_bottom(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    table.new_game(setup(4, levels=("human", "principiante", "human", "principiante"), seed=5))
    board = table.board
    ctl = table.controller
    for _ in range(60):
        qtbot.waitUntil(lambda: ctl.human_to_act and not board.animator.busy, timeout=20000)
        if ctl.match.state.to_act == 2:
            break
        take_turn(qtbot, board)
    assert ctl.match.state.to_act == 2
    hand = ctl.match.state.hands[2]
    assert hand
    items = [board.cards[c] for c in hand]
    assert all(i.face_up and i.y() > 700 for i in items)
    xs = [i.x() for i in sorted(items, key=lambda i: i.zValue())]
    assert xs == sorted(xs)  # each next card to the right: every corner in sight
    assert all(not board.cards[c].face_up for c in ctl.match.state.hands[0]
               if board.cards[c].isVisible())
    assert board.plates[2].y() > 700 and board.plates[0].y() < 300


def test_section8_the_first_asked_in_the_cante_window_is_one_with_a_ronda(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    """Two people at one screen, a computer el mano: in the cante window the person next
    round the table has nothing to sing (he waits in silence, never asked), so the screen
    is asked first for the one with a ronda, not for him and then at once for the other."""
    from ronda_ui_helpers import position

    from zanga_desktop.games.ronda.ui.controller import RondaSetup

    match = position(4, 3, "1o 2o 4o 6o", [{0: "7b 11c 12e", 1: "5o 3c 7e",
                                             2: "10c 11b 12o", 3: "3e 3b 12c"}])
    levels = ("rules", "human", "rules", "human")
    s = RondaSetup(4, levels, tuple(match.players), "bengala", {}, True, 3, True)
    stage.table.resume(match, opened=False, setup=s)
    ctl, board = stage.table.controller, stage.table.board
    asked = []
    for _ in range(4):
        qtbot.waitUntil(lambda: board.covered or ctl.human_to_act, timeout=10000)
        if not board.covered:
            break
        asked.append(board.table_cover.page.seat)
        qtbot.mouseClick(board.table_cover.page.button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not board.covered, timeout=5000)
    assert ctl.match.state.to_act == 3  # Carmela's ronda of 3s: hers is the first question
    assert asked == [3]
