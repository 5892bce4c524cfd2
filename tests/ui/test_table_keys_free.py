"""A game's own keys never collide with the window's: a bare letter of a menu's shortcut
(H, the hint) is taken by the shortcut before the table sees it, so a table key on the same
letter would be listed in Help > Keyboard shortcuts and never work."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QAction

from zanga_desktop.core import registry
from zanga_desktop.ui import i18n
from zanga_desktop.ui.main_window import MainWindow


def _keys(column: str) -> set[str]:
    """The keys of a shortcuts row's first column ("E, I, M", "Enter or Space")."""
    return {k.strip() for k in re.split(r",| or ", column) if k.strip()}


@pytest.mark.parametrize("game_id", list(registry.ids()))
def test_no_table_key_is_a_window_shortcut(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    i18n.install("en")
    window = MainWindow(speed="instant", autosave=False, game=registry.get(game_id))
    qtbot.addWidget(window)
    window.show()
    bare = {seq.toString() for action in window.findChildren(QAction)
            for seq in action.shortcuts() if len(seq.toString()) == 1}
    assert "H" in bare  # the hint's
    own = set().union(*(_keys(keys) for keys, _ in window.table.shortcuts()))
    assert own, "the table lists keys of its own"
    assert not own & bare, f"{game_id}: {sorted(own & bare)} are the window's shortcuts"
    window.controller.shutdown()
