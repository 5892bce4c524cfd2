"""La Ronda on the generic table: the controller that owns the game, and the board, prompt
and docks that show it.

This package is what the shell imports by `GAME.table_module()`; its offer
(`ui/game_table.py`) is imported from the module that holds each name when first asked.
"""

from __future__ import annotations

from ....ui.game_table import table_offer

__getattr__ = table_offer(__name__, {
    "make_table": ".table:RondaTable",
    "make_options": ".new_game_options:RondaOptions",
    "setup_from_settings": ".new_game_options",
    "title": ".start_lines",
    "start_texts": ".start_lines",
    "statistics_labels": ".statistics:labels",
    "preset_text": ".new_game_options",
    "seat_label": "....ui.seat_choices:partnered_seat",
})
