"""Every window that opens on its own carries the program's icon, as the main window does:
the rules browser and the lessons showed a blank one in the title bar and the task bar."""

from __future__ import annotations

from zanga_desktop.ui.app_icon import app_icon
from zanga_desktop.ui.learn.browser import BrowserFrame
from zanga_desktop.ui.main_window import MainWindow


def test_the_rules_and_the_lessons_have_the_programs_icon(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    from zanga_desktop.games.ronda.learn.lessons import LearnWindow

    key = app_icon().cacheKey()
    assert window.windowIcon().cacheKey() == key
    rules = BrowserFrame("")  # the rules browser opens with no parent
    qtbot.addWidget(rules)
    lessons = LearnWindow(speed="instant")
    qtbot.addWidget(lessons)
    assert rules.windowIcon().cacheKey() == key and not rules.windowIcon().isNull()
    assert lessons.windowIcon().cacheKey() == key
