"""View > Card back: the backs on the table turn blue (or red) at once, a lesson opened after
shows the same back, and the choice is kept for the next start."""

from __future__ import annotations

from PySide6.QtGui import QAction

from zanga_desktop.ui import settings
from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.table import card_backs
from zanga_desktop.ui.table.art import Deck
from zanga_desktop.ui.table.card_item import CardItem


def test_the_back_follows_the_menu_now_and_at_the_next_start(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.show_start_screen()
    window.start_screen.play_button.click()
    qtbot.waitUntil(lambda: any(isinstance(i, CardItem) and not i.face_up
                                for i in window.scene.items()), timeout=5000)
    red = window.deck.pixmap("back", 120)
    blue = window.findChild(QAction, "card_back_blue")
    assert blue is not None and blue in window.menu_back.actions()
    blue.trigger()
    assert settings.get(card_backs.KEY) == "blue" and blue.isChecked()
    shown = window.deck.pixmap("back", 120)
    assert shown.cacheKey() != red.cacheKey()
    assert shown.toImage() == window.deck.pixmap("back2", 120).toImage()
    assert Deck("cards", card_backs.back_face()).back == "back2"  # a lesson, the next start
    window.findChild(QAction, "card_back_red").trigger()
    assert window.deck.pixmap("back", 120).toImage() == red.toImage()


def test_a_back_not_known_reads_as_red() -> None:
    settings.put(card_backs.KEY, "plaid")
    assert card_backs.chosen() == "red" and card_backs.back_face() == "back"
