"""The New game dialog's cover ("hide each one's cards until he says he is at it") is offered
only while two people or more are seated at the screen, in every game whose seats may be
people's (`seat_choices.practice_and_cover`): with one there is nobody to hide the cards from."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox

from zanga_desktop.core import registry
from zanga_desktop.core.game import GameDefinition
from zanga_desktop.ui import settings
from zanga_desktop.ui.new_game import NewGameDialog
from zanga_desktop.ui.seat_choices import SeatRows


def _seated_games() -> list[GameDefinition]:
    from zanga_desktop.ui import game_table

    out = []
    for game in registry.games():
        options = getattr(game_table.package(game), "make_options", None)
        if options is not None:
            out.append(game)
    return out


def _dialog(qtbot, game: GameDefinition  # type: ignore[no-untyped-def]
            ) -> tuple[NewGameDialog, SeatRows, QCheckBox, object]:
    """The dialog (kept by the caller: qtbot holds it weakly), its seat rows, cover, rows."""
    dialog = NewGameDialog(None, game)
    qtbot.addWidget(dialog)
    options = dialog.game_options
    rows = getattr(options, "seat_rows", None)
    cover = getattr(options, "cover", None)
    if rows is None or cover is None:
        pytest.skip(f"{game.title} seats no other people")
    return dialog, rows, cover, options


@pytest.mark.parametrize("game", _seated_games(), ids=lambda g: g.id)
def test_the_cover_is_offered_only_with_several_people_at_the_screen(qtbot, game) -> None:  # type: ignore[no-untyped-def]
    """One person: neither ticked nor offered. A second human seat offers it as chosen last;
    unticked, then one person again and back to two, it stays as he left it; what is stored is
    the choice last made while it was offered, even with one person seated by then."""
    settings.put(f"{game.id}/cover_screen", True)  # as on a first start
    _kept, rows, cover, options = _dialog(qtbot, game)
    for combo in rows.combos:
        combo.setCurrentIndex(combo.findData("principiante"))
    assert rows.humans() == 1
    assert not cover.isEnabled() and not cover.isChecked()
    second = rows.combos[-1]
    second.setCurrentIndex(second.findData("human"))
    assert rows.humans() == 2 and cover.isEnabled() and cover.isChecked()
    cover.setChecked(False)
    second.setCurrentIndex(second.findData("principiante"))
    assert not cover.isEnabled() and not cover.isChecked()
    second.setCurrentIndex(second.findData("human"))
    assert cover.isEnabled() and not cover.isChecked()
    options.store()  # type: ignore[attr-defined]
    assert settings.get(f"{game.id}/cover_screen") in (False, "false")
    cover.setChecked(True)
    second.setCurrentIndex(second.findData("principiante"))
    assert not cover.isChecked()
    options.store()  # type: ignore[attr-defined]
    assert settings.get(f"{game.id}/cover_screen") in (True, "true")
