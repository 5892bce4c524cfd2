"""The pace of a table of many players: a finished trick stays on the table until it has
been seen (or the player clicks), what a seat said fades from its bubble, each team has its
colour, each card of a trick lies toward the seat that played it and none on the stock."""

from __future__ import annotations

import math

import pytest
from envite_ui_helpers import first_bet_of_four_humans, play_first_legal, press
from PySide6.QtCore import QPoint, Qt

from zanga_desktop.core import registry
from zanga_desktop.games.envite.rules import Kind
from zanga_desktop.games.envite.ui.board import TEAM_COLOURS, stock_rect, table_layout
from zanga_desktop.games.envite.ui.controller import HUMAN, EnviteSetup, default_names
from zanga_desktop.ui.table.layout import CENTRE, Spot, card_rect


def test_a_finished_trick_waits_to_be_seen_and_a_click_goes_on(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    ctl, board = table.controller, table.board
    levels = (HUMAN,) + ("rules",) * 5
    table.new_game(EnviteSetup(3, levels, default_names(6), seed=7, options={"senas": "off"}))
    ctl.pace_ms = 1
    stage.animator.speed = 0.02
    ctl.TRICK_PAUSE_MS = 600_000  # it ends only by the click below
    paused: list[bool] = []
    ctl.trick_paused.connect(lambda: paused.append(True))
    for _ in range(400):
        if paused:
            break
        if ctl.human_to_act and not stage.animator.busy:
            kinds = {a.kind for a in ctl.match.legal_actions()}
            if Kind.DECLINE in kinds:
                press(qtbot, board, "decline")
            elif Kind.ANSWER in kinds:
                press(qtbot, board, "quiero")
            else:
                play_first_legal(qtbot, board)
        qtbot.wait(20)
    assert paused, "no trick ended with a computer seat to lead"
    qtbot.waitUntil(lambda: not stage.animator.busy, timeout=5000)
    st = ctl.envite.state
    last = st.tricks_played[-1]
    assert len(last) == 6 and not st.trick
    qtbot.wait(300)  # the pause holds: nobody leads
    assert not st.trick and ctl.trick_pausing
    for _seat, card in last:  # the whole trick is on the table
        assert board.card_item(card).isVisible()
    view = stage.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert not ctl.trick_pausing
    qtbot.waitUntil(lambda: bool(st.trick) or ctl.human_to_act, timeout=10000)


def test_what_a_seat_said_fades(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    ctl, board = table.controller, table.board
    bettor = first_bet_of_four_humans(qtbot, table, seed=5, speed=0.02)
    bubble = board.bubbles[bettor]
    assert bubble.isVisible() and bubble.text
    qtbot.waitUntil(lambda: not bubble.isVisible(), timeout=3000)  # before: until his card
    board.redraw()
    assert not bubble.isVisible()
    # the hand drawn again in place (a network seat's guesses of the hidden cards): the
    # words that faded stay gone (they came back until his card)
    ctl.adopt(registry.get("envite").load_match(ctl.match.record_json()))
    assert not bubble.isVisible()


def test_words_told_again_on_a_resume_fade_too(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    ctl, board = table.controller, table.board
    bettor = first_bet_of_four_humans(qtbot, table, seed=5)
    record = ctl.match.record_json()
    stage.animator.speed = 0.02
    table.resume(registry.get("envite").load_match(record), opened=False)
    bubble = board.bubbles[bettor]
    assert bubble.isVisible() and bubble.text  # told again...
    qtbot.waitUntil(lambda: not bubble.isVisible(), timeout=3000)  # ...then faded


def test_each_team_has_its_colour(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    table.new_game(EnviteSetup(3, (HUMAN,) * 6, default_names(6), seed=5))
    board = table.board
    rims = [plate.team_colour.name() for plate in board.plates]
    assert rims[0::2] == [TEAM_COLOURS[0].name()] * 3
    assert rims[1::2] == [TEAM_COLOURS[1].name()] * 3
    assert TEAM_COLOURS[0] != TEAM_COLOURS[1]
    assert [b.colour.name() for b in board.boards] == [c.name() for c in TEAM_COLOURS]


@pytest.mark.parametrize("seats", [2, 4, 6, 8, 10])
def test_each_trick_card_lies_toward_its_seat_and_off_the_stock(seats: int) -> None:
    lay = table_layout(seats)
    stock = stock_rect(lay.stock)
    for place in lay.places:
        to_hand = (place.hand.x() - CENTRE.x(), place.hand.y() - CENTRE.y())
        to_trick = (place.trick.x() - CENTRE.x(), place.trick.y() - CENTRE.y())
        cos = (to_hand[0] * to_trick[0] + to_hand[1] * to_trick[1]) / (
            math.hypot(*to_hand) * math.hypot(*to_trick))
        assert cos > 0.8, place.name
        card = card_rect(Spot(place.trick.x(), place.trick.y(), 4, 0.62))
        assert not card.intersects(stock)
