"""La Báciga's New game dialog on a laptop's screen: every option under More options in
sight, in each language, with two players or four."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QCheckBox, QComboBox

from zanga_desktop.games.baciga.game import GAME
from zanga_desktop.ui import i18n
from zanga_desktop.ui.new_game import NewGameDialog

LAPTOP = QRect(0, 0, 1366, 740)  # 1366 x 768 less a 28 px panel


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_more_options_shows_every_option_on_a_laptop(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    i18n.install(lang)
    try:
        dialog = NewGameDialog(None, GAME)
        qtbot.addWidget(dialog)
        screen = dialog.screen()
        screen.availableGeometry = lambda: LAPTOP  # type: ignore[method-assign]
        dialog.screen = lambda: screen  # type: ignore[method-assign]
        dialog.show()
        for seats in (0, 1):  # two players, then four
            dialog.findChild(QComboBox, "baciga_players").setCurrentIndex(seats)
            dialog.show_more(True)
            last = dialog.more.findChildren(QCheckBox)[-1]

            def in_sight(last: QCheckBox = last) -> bool:
                """The last option whole in the view: nothing to scroll for."""
                view = dialog.more_scroll.viewport()
                bottom = last.mapTo(view, last.rect().bottomLeft()).y()
                return (not dialog.more_scroll.verticalScrollBar().isVisible()
                        and bottom < view.height())

            # the dialog grows once its layout has settled, a few turns of the event loop
            qtbot.waitUntil(in_sight, timeout=3000)
            assert dialog.height() <= LAPTOP.height()
            dialog.show_more(False)
    finally:
        i18n.install("en")
