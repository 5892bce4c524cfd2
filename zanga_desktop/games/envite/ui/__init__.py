"""El Envite on the generic table: the controller that owns the partido, and the board,
prompt and docks that show it.

This package offers the shell's contract (`ui/game_table.py`); the game's definition will
name it once the table plays whole partidos with every decision (until then the start
screen does not offer El Envite). Each function imports its module when first called.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QFormLayout, QMainWindow, QWidget

    from ....core.setup import GameSetup
    from ....ui.game_table import StartTexts
    from ....ui.table.front import GameTable
    from ....ui.table.saved_game import GameInfo
    from .new_game_options import EnviteOptions


def make_table(window: QMainWindow) -> GameTable:
    from .table import EnviteTable

    return EnviteTable(window)


def make_options(dialog: QWidget, form: QFormLayout) -> EnviteOptions:
    from .new_game_options import EnviteOptions

    return EnviteOptions(dialog, form)


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
