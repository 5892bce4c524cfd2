"""La Ronda on the generic table: the controller that owns the game, and the board, prompt
and docks that show it. The shell imports it by `GAME.table_module()` and takes its offer
(`ui/game_table.py`) from the modules named here."""

from __future__ import annotations

from ....ui.game_table import table_offer

__getattr__ = table_offer(__name__, {
    "make_table": ".table:RondaTable",
    "make_options": ".new_game_options:RondaOptions",
    "preset_text": ".new_game_options",
    "seat_label": "....ui.seat_choices:partnered_seat",
})
