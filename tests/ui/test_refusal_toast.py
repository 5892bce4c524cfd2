"""A refusal's words on the table (the toast) go with the next step of any game: they spoke
of the table before it. El Envite's and La Báciga's stayed for their six seconds after the
player had done it right."""

from __future__ import annotations

import pytest
from shell_checks import deal_against_the_weakest, window_for

from zanga_desktop.core import registry
from zanga_desktop.ui import game_table

pytestmark = pytest.mark.usefixtures("fresh_lock")


@pytest.mark.parametrize("game_id", [g.id for g in game_table.playable_games()])
def test_a_refusal_on_the_table_goes_with_the_next_step(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    w = window_for(qtbot, registry.get(game_id))
    deal_against_the_weakest(w, seed=4)
    ctl = w.controller
    for _ in range(40):  # the player's earlier move sent again: the rules refuse it
        qtbot.waitUntil(lambda: ctl.human_to_act or ctl.match.needs_deal, timeout=20000)
        if ctl.match.needs_deal:
            w.next_hand()
            continue
        done = next(iter(ctl.match.legal_actions()))
        assert ctl.act(done)
        qtbot.waitUntil(lambda: ctl.human_to_act or ctl.match.needs_deal, timeout=20000)
        if ctl.human_to_act and done not in ctl.match.legal_actions():
            ctl.act(done)
            if w.toast.isVisible():
                break
    else:
        pytest.skip("no move of the player's was refused when sent again")
    assert w.toast.text()
    with qtbot.waitSignal(ctl.acted, timeout=5000):
        assert ctl.act(next(iter(ctl.match.legal_actions())))
    assert not w.toast.isVisible()
    ctl.shutdown()


@pytest.mark.parametrize("game_id", [g.id for g in game_table.playable_games()])
def test_a_refusal_on_the_table_goes_with_a_new_game(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    """Words about the table before it are gone as soon as another game is put there (La
    Zanga's stayed their six seconds over a new game's deal)."""
    w = window_for(qtbot, registry.get(game_id))
    deal_against_the_weakest(w, seed=4)
    ctl = w.controller
    qtbot.waitUntil(lambda: ctl.human_to_act or ctl.match.needs_deal, timeout=20000)
    w.toast.show_text("No.")
    seen: list[bool] = []
    ctl.reset.connect(lambda *_news: seen.append(w.toast.isVisible()))
    deal_against_the_weakest(w, seed=5)
    assert seen and seen[0] is False
    assert not w.toast.isVisible()
    ctl.shutdown()
