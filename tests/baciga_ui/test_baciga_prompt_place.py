"""The prompt beside the player's cards grows on a small table to be read, but never over
the player's own row: a long draw and its total stay in sight."""

from __future__ import annotations

import pytest
from baciga_ui_helpers import put_deal

from zanga_desktop.games.baciga.rules import Kind, Phase


@pytest.mark.parametrize("view_scale", [1.0, 0.6, 0.45])
@pytest.mark.parametrize("over", [False, True])
def test_the_prompt_never_covers_the_players_long_draw(qtbot, stage,  # type: ignore[no-untyped-def]
                                                       view_scale: float, over: bool) -> None:
    table = stage.table
    # the player (seat 0, el mano) sings báciga with three aces and draws four small ones;
    # then (`over`) both stand and the deal's summary takes the prompt's place
    ends = ({"seat": 0, "stand": True},) if over else ()
    put_deal(table, 2, 1, {"0": ("1o", "1c", "1e"), "1": ("12o", "11c", "10b")},
             stock=("2o", "2c", "3o", "3c", "4o"),
             actions=({"seat": 0, "say": "baciga"}, {"seat": 1, "say": "paso"},
                      *({"seat": 0, "draw": "up"},) * 4, *ends))
    board = table.board
    if over:  # the last stand is played at the table: its summary is shown
        ctl = board.controller
        assert ctl.act(next(a for a in ctl.match.legal_actions() if a.kind is Kind.STAND))
        qtbot.waitUntil(lambda: not stage.animator.busy)
    assert board.controller.baciga.state.phase is (Phase.DEAL if over else Phase.DRAW)
    board.set_view_scale(view_scale)  # a small window: the prompt's words grow
    prompt = board.prompt_proxy
    assert prompt.isVisible()
    mine = board.rows[0]
    assert len(mine.showing.cards) == 7 and mine.total.isVisible()
    row = mine.total.sceneBoundingRect()
    for card in mine.showing.cards:
        row = row.united(board.card_item(card).sceneBoundingRect())
    assert not prompt.sceneBoundingRect().intersects(row), (view_scale, row,
                                                            prompt.sceneBoundingRect())
    if view_scale < 0.5:
        assert prompt.scale() > 1.0  # and still grown to be read
