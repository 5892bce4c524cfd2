"""The animation speeds are offered once, slowest first, with the same words in the View menu
and in the New game dialog, in every language (`ui/speed_names.py`)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from zanga_desktop.ui import i18n, settings
from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.new_game import NewGameDialog


@pytest.fixture(autouse=True)
def english_afterwards(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    yield
    i18n.install("en")


def test_speeds_run_slowest_first() -> None:
    factors = list(settings.SPEEDS.values())
    assert factors == sorted(factors, reverse=True) and factors[-1] == 0.0


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_menu_and_dialog_offer_the_same_speeds(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    i18n.install(lang)
    w = MainWindow(speed="fast", autosave=False)
    qtbot.addWidget(w)
    menu = [(a.objectName().removeprefix("speed_"), a.text())
            for a in w.menu_speed.actions()]
    dialog = NewGameDialog(w)
    qtbot.addWidget(dialog)
    offered = [(dialog.speed.itemData(i), dialog.speed.itemText(i))
               for i in range(dialog.speed.count())]
    assert [key for key, _ in menu] == list(settings.SPEEDS)
    assert offered == menu
    assert len({text for _, text in menu}) == len(menu)  # four words, none blank or twice
    assert all(text for _, text in menu)
    assert [a.isChecked() for a in w.menu_speed.actions()] == [
        key == "fast" for key in settings.SPEEDS]
    w.controller.shutdown()


def test_the_command_line_offers_the_same_speeds() -> None:
    from zanga_desktop.app import build_parser

    option = next(a for a in build_parser()._actions if "--speed" in a.option_strings)
    assert list(option.choices or ()) == list(settings.SPEEDS)
