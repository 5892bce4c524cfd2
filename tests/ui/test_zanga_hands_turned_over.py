"""The hands turned over at a hand's end (the cards still held when it is decided) read
upright at every seat: across the table and at its sides, where their backs lie sideways
(`layout.hand_spots`, `side_column`)."""

from __future__ import annotations

from ui_helpers import play_hand, rules_setup

from zanga_desktop.games.zanga.rules import Phase
from zanga_desktop.games.zanga.ui.table_cards import place_of, sorted_hand
from zanga_desktop.ui.main_window import MainWindow


def test_the_cards_left_at_a_hands_end_stand_upright(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    checked = 0
    for seed in range(1, 9):
        window.new_game(rules_setup(seed=seed))
        play_hand(qtbot, window)
        st = window.controller.state
        if st.phase is not Phase.DEAL or st.deal is None:
            continue
        qtbot.waitUntil(lambda: window.board.reveal and not window.animator.busy, timeout=5000)
        for seat in range(1, 4):
            place = place_of(seat, 0)
            held = [window.board.cards.items[c] for c in sorted_hand(window.board.table, seat)]
            assert all(item.face_up for item in held)
            assert all(item.rotation() == 0 for item in held), (seat, place.name)
            if place.hand_rotation in (90, -90) and len(held) > 1:
                ys = [item.pos().y() for item in held]
                assert len({round(item.pos().x()) for item in held}) == 1
                assert ys == sorted(ys) and ys[0] < ys[-1]  # a column, first card on top
                checked += 1
        if checked >= 2:
            break
    assert checked >= 2  # two side hands were seen turned over
