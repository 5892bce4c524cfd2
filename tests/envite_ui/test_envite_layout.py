"""At 1366 x 768 the Envite board's pieces never cover one another for 4, 6 and 10 players:
hands, plates, trick spots, the team boards, the stake, the stock and vira, the prompt's room
(a seat's bubble may lie over its own hand and plate, as on every table of the toolkit, and
the cards of a trick over each other, as in a real trick)."""

from __future__ import annotations

import pytest

from zanga_desktop.games.envite.ui.board import table_layout
from zanga_desktop.games.envite.ui.controller import HUMAN, EnviteSetup, default_names
from zanga_desktop.ui.table.layout import SCENE, Spot, card_rect


def _allowed(a: str, b: str) -> bool:
    if a.startswith("trick") and b.startswith("trick"):
        return True
    for x, y in ((a, b), (b, a)):
        if x.startswith("bubble") and y[-1] == x[-1] and y.rstrip("0123456789") in (
                "hand", "plate") and y[len(y.rstrip("0123456789")):] == x[6:]:
            return True
    return False


@pytest.mark.parametrize("seats", [4, 6, 10])
@pytest.mark.parametrize("bottom", [0, 1, 3])
def test_layout_pieces_do_not_overlap(seats: int, bottom: int) -> None:
    """At every seat the table may be turned to (a person at a shared screen): the seat at
    the bottom sits where seat 0 sits, his team's board ("Us") where seat 0's does."""
    base = table_layout(seats)
    lay = base.turned(bottom)
    assert lay.places[bottom] == base.places[0]
    assert lay.boards[bottom % 2] == base.boards[0]
    assert [lay.places[(s + bottom) % seats] for s in range(seats)] == list(base.places)
    rects = lay.rects()
    names = list(rects)
    for r in rects.values():
        assert SCENE.contains(r)
    bad = [(a, b) for i, a in enumerate(names) for b in names[i + 1:]
           if rects[a].intersects(rects[b]) and not _allowed(a, b)]
    assert bad == []


@pytest.mark.parametrize("seats", [4, 6, 10])
def test_live_board_at_1366x768(qtbot, stage, seats: int) -> None:  # type: ignore[no-untyped-def]
    """The pieces as drawn: every visible card, plate, board and the prompt lie where the
    layout says, inside the view, and none of a seat's cards covers another seat's."""
    stage.resize(1366, 768)
    table = stage.table
    n = seats // 2
    table.new_game(EnviteSetup(n, (HUMAN,) * seats, default_names(seats), seed=4))
    board = table.board
    lay = board.visible_rects()
    view = stage.view
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(SCENE.adjusted(1, 1, -1, -1))
    st = table.controller.envite.state
    for s in range(seats):
        backs_or_cards = [board.card_item(c) for c in st.hands[s]
                          if board.card_item(c).isVisible()]
        for item in backs_or_cards:
            drawn = card_rect(Spot(item.x(), item.y(), item.rotation(), item.scale()))
            assert lay[f"hand{s}"].adjusted(-1, -1, 1, 1).contains(drawn)
        assert lay[f"plate{s}"].contains(board.plates[s].sceneBoundingRect().adjusted(
            12, 12, -12, -12))
    for t in (0, 1):
        assert lay[f"board{t}"].adjusted(-3, -3, 3, 3).contains(
            board.boards[t].sceneBoundingRect())
    assert board.prompt_proxy.isVisible()
    prompt = board.prompt_proxy.sceneBoundingRect()
    assert lay["prompt"].adjusted(-1, -1, 1, 1).contains(prompt)
    item = board.card_item(st.vira)
    vira = card_rect(Spot(item.x(), item.y(), item.rotation(), item.scale()))
    assert lay["stock"].adjusted(-2, -2, 2, 2).contains(vira)
    for name, r in lay.items():
        if name != "prompt" and not name.startswith("bubble"):
            assert not r.intersects(prompt), name


@pytest.mark.parametrize("seats", [8, 10])
def test_a_crowded_tables_team_boards_stand_squared_up_us_nearer_the_human(seats: int) -> None:
    lay = table_layout(seats)
    us, them = lay.boards
    assert us.x() == them.x() and lay.board_scales[0] == lay.board_scales[1] >= 0.9
    rects = lay.rects()
    assert rects["board1"].bottom() < rects["board0"].top()  # "Them" above, "Us" below
