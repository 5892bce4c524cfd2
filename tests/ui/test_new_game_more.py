"""New game opens "More options" by itself when what was chosen last in it differs from the
usual rules (section 14 of La Ronda's and La Báciga's rules; El Envite's señas and renuncio):
a game to 1 point was dealt from a dialog whose box showed nothing of it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from zanga_desktop.core import registry
from zanga_desktop.ui.new_game import NewGameDialog

CHANGES: dict[str, Callable[[Any], None]] = {
    "envite": lambda rows: rows.senas.setCurrentIndex(rows.senas.findData("off")),
    "ronda": lambda rows: rows.target.setValue(1),
    "baciga": lambda rows: rows.target.setValue(1),
}


@pytest.mark.parametrize("game_id", sorted(CHANGES))
def test_more_options_open_when_the_last_choice_in_them_differs(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    game = registry.get(game_id)
    first = NewGameDialog(None, game)
    qtbot.addWidget(first)
    assert not first.more_button.isChecked()  # the usual rules: nothing to show
    CHANGES[game_id](first.game_options)
    first.game_options.store()
    again = NewGameDialog(None, game)
    qtbot.addWidget(again)
    assert again.more_button.isChecked() and not again.more_scroll.isHidden()
