"""La Ronda's table driven by its real widgets: whole deals at two and four seats by clicking
the cards on the view and the prompt's buttons, every seat a human at one screen."""

from __future__ import annotations

import pytest
from ronda_ui_helpers import click_card, legal_cards, setup, take_turn

from zanga_desktop.games.ronda.rules import Phase
from zanga_desktop.games.ronda.ui.board import pile_cards


@pytest.mark.parametrize("seats", [2, 4])
def test_section4_5_a_whole_deal_is_played_by_clicking(qtbot, stage, seats: int) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    ctl, board = table.controller, table.board
    table.new_game(setup(seats, seed=seats))
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=5000)
    did: list[str] = []
    for _ in range(200):
        if ctl.match.needs_deal or ctl.match.is_over:
            break
        qtbot.waitUntil(lambda: ctl.human_to_act, timeout=5000)
        before = len(ctl.ronda.game.record.deals[-1].actions)
        did.append(take_turn(qtbot, board))
        qtbot.waitUntil(lambda n=before: len(ctl.ronda.game.record.deals[-1].actions) > n
                        or ctl.match.needs_deal or ctl.match.is_over, timeout=5000)
        obs = ctl.news_now().obs
        # the board shows what the engine holds: the table, the piles and their counts
        if obs.phase is not Phase.DEAL and not ctl.match.is_over:
            lying = set(obs.table) | {c for _, c in obs.stack}
            assert set(board.spread.cards) | set(board.spread.stack[1]) == lying
            assert [h.count for h in board.piles] == list(obs.piles)
            assert board.stock.count == obs.stock_left
    plays = [d for d in did if d.startswith("play")]
    assert len(plays) == 40 - 4 or ctl.match.is_over
    state = ctl.ronda.state
    assert ctl.match.needs_deal or ctl.match.is_over
    if ctl.match.needs_deal:
        assert board.prompt_proxy.isVisible() and board.prompt.button("next") is not None
        report = state.reports[-1]
        assert [len(p) for p in pile_cards(report.log)] == list(report.cards)


def test_section5_a_click_on_a_card_that_must_not_be_dropped_is_refused(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    ctl, board = table.controller, table.board
    for seed in range(40):
        table.new_game(setup(2, seed=seed))
        qtbot.waitUntil(lambda: ctl.human_to_act, timeout=5000)
        for _ in range(12):
            state = ctl.ronda.state
            if state.phase is Phase.PLAY:
                seat = state.turn
                legal = legal_cards(board)
                wrong = [c for c in state.hands[seat] if c not in legal]
                if wrong:
                    hand = state.hands[seat]
                    click_card(qtbot, board, wrong[0])
                    assert state.hands[seat] == hand  # nothing played
                    text = table.tutor.explanation.text()
                    assert "compulsory" in text and legal[0].name in text
                    assert "section 5" in text
                    return
            take_turn(qtbot, board)
            qtbot.waitUntil(lambda: ctl.human_to_act, timeout=5000)
    pytest.fail("no must-capture position in 40 deals")


def test_the_computer_seats_search_with_the_safety_net_of_wall_time(stage) -> None:  # type: ignore[no-untyped-def]
    """At the table a searching level also stops at its level's wall time, so that a loaded
    machine never stalls the game (arenas and tests budget in work alone)."""
    from zanga_desktop.games.ronda.ai.players import SearchingPlayer

    seats = stage.table.controller._players(("human", "normal", "experto", "maestro"), 5)
    for seat in (1, 2, 3):
        player = seats[seat].player()
        assert isinstance(player, SearchingPlayer) and player.wall_cap
        assert player.seed == 5 + seat
