"""La Báciga's table played through its real widgets (offscreen, instant animations): whole
deals at 2 and 4 players by clicking the cards and the prompt's buttons, every seat human."""

from __future__ import annotations

import random

import pytest
from baciga_ui_helpers import play_deal, press, setup

from zanga_desktop.games.baciga.rules import Phase


@pytest.mark.parametrize("seats", [2, 4])
def test_whole_deals_played_by_clicking(qtbot, stage, seats: int) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    table.new_game(setup(seats, seed=3 + seats))
    ctl, board = table.controller, table.board
    rng = random.Random(seats)
    for deal in range(3):
        st = ctl.baciga.state
        assert st.phase is Phase.TALK
        seat = ctl.match.to_act
        for card in st.hands[seat]:  # the player to speak sees his own cards face up
            assert board.card_item(card).isVisible() and board.card_item(card).face_up
        play_deal(qtbot, board, rng.choice)
        if ctl.match.is_over:
            break
        assert len(st.results) == deal + 1
        assert board.prompt_proxy.isVisible()
        press(qtbot, board, "next")
        assert len(ctl.baciga.game.record.deals) == deal + 2


def test_the_computer_seats_search_with_the_safety_net_of_wall_time(stage) -> None:  # type: ignore[no-untyped-def]
    """At the table a searching level also stops at its level's wall time, so that a loaded
    machine never stalls the game (arenas and tests budget in work alone)."""
    from zanga_desktop.games.baciga.ai.players import SearchingPlayer

    seats = stage.table.controller._players(("human", "normal", "experto", "maestro"), 5)
    for seat in (1, 2, 3):
        player = seats[seat].player()
        assert isinstance(player, SearchingPlayer) and player.wall_cap
        assert player.seed == 5 + seat
