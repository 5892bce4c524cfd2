"""La Zanga on the generic table: the controller that owns the game, and the board, prompts
and panels that show it.

This package is what the shell imports by `GAME.table_module()`; the functions below are the
table package's offer (`ui/game_table.py`), each importing its module when first called.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QFormLayout, QMainWindow, QWidget

    from ....core.setup import GameSetup
    from ....ui.game_table import StartTexts
    from ....ui.table.front import GameTable
    from ....ui.table.saved_game import GameInfo
    from .new_game_options import ZangaOptions


def make_table(window: QMainWindow) -> GameTable:
    from .table import ZangaTable

    return ZangaTable(window)


def make_options(dialog: QWidget, form: QFormLayout) -> ZangaOptions:
    from .new_game_options import ZangaOptions

    return ZangaOptions(dialog, form)


def setup_from_settings() -> GameSetup:
    from .new_game_options import setup_from_settings

    return setup_from_settings()


def title() -> str:
    from .start_lines import title

    return title()


def start_texts(info: GameInfo | None = None, quick: GameSetup | None = None) -> StartTexts:
    from .start_lines import start_texts

    return start_texts(info, quick)


def statistics_labels() -> dict[str, str]:
    from .statistics import labels

    return labels()
