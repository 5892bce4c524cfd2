"""Two partners at one screen: when the partner across the table is to play, the table turns
to him, his cards fanned face up at the bottom where the player's own lie, left to right,
and the player's cards are backs again meanwhile, at the top."""

from __future__ import annotations

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
