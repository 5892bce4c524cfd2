"""Every menu's keyboard letters (the `&` of its items) are distinct, in every language and
for every game's window: two items on one letter make Alt+letter land on the first, or
cycle between them (Spanish Help had "&Acerca de" beside "&Atajos de teclado")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from letters import clashes
from PySide6.QtWidgets import QMenu

from zanga_desktop.ui import game_table, i18n, settings
from zanga_desktop.ui.main_window import MainWindow


def menus(menu: QMenu) -> Iterator[QMenu]:
    yield menu
    for action in menu.actions():
        if action.menu() is not None:
            yield from menus(action.menu())  # type: ignore[arg-type]


@pytest.fixture(autouse=True)
def english_afterwards(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    yield
    i18n.install("en")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("game_id", [g.id for g in game_table.playable_games()])
def test_no_two_items_of_a_menu_share_a_letter(qtbot, lang: str, game_id: str) -> None:  # type: ignore[no-untyped-def]
    i18n.install(lang)
    settings.put(game_table.CHOSEN_GAME, game_id)
    w = MainWindow(speed="instant", autosave=False)
    qtbot.addWidget(w)
    bar = w.menuBar()
    tops = [a for a in bar.actions() if a.isVisible()]
    problems = clashes("menu bar", [a.text() for a in tops])
    checked = 0
    for top in tops:
        assert top.menu() is not None
        for menu in menus(top.menu()):  # type: ignore[arg-type]
            texts = [a.text() for a in menu.actions() if not a.isSeparator()]  # shown later too
            problems += clashes(menu.title(), texts)
            checked += len(texts)
    assert checked > 20  # the window's menus were read, not an empty bar
    assert not problems, "\n".join(problems)
    w.controller.shutdown()
