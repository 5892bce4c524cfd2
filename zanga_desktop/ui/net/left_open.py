"""The table a player hosted and left open (the program stopped with people at it): where it
is kept, read back without trusting it, and what the start screen says of it, so that the
host finds it again without knowing to look under Host a table.

Light on purpose: the start screen asks it when it is shown, before any network code is
loaded."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ...core.game import GameDefinition
from ...limits import clean_name
from ...net.saved import read_table
from .. import data_folder
from ..i18n import tr


def saved_table_path(game: GameDefinition) -> Path | None:
    """Where the table this player hosts is kept (None: no data folder)."""
    folder = data_folder.claim(game.id)
    return folder.path / f"network-table-{game.id}.json" if folder.keeps_games else None


def saved_table(game: GameDefinition) -> dict[str, Any] | None:
    """The table this player was hosting when the program stopped, if it is not over."""
    path = saved_table_path(game)
    if path is None or not path.exists():
        return None
    try:
        data = read_table(path)
    except ValueError:  # a file edited or replaced: no table to reopen
        return None
    return data if data.get("game") == game.id else None


#: The most guests named: a table has at most ten seats (El Envite's), one the host's.
MOST_GUESTS = 9


def guests(table: dict[str, Any]) -> list[str]:
    """The names of the people who sat at the table from other computers, as a hello keeps
    a name (a seat that is no object, or no person's, is left out; a file edited to hold
    more seats than a table has names no more than one can)."""
    seats = table.get("seats")
    host = table.get("host_seat")
    names: list[str] = []
    for i, seat in enumerate(seats[:MOST_GUESTS + 1] if isinstance(seats, list) else []):
        if i == host or not isinstance(seat, dict) or seat.get("kind") != "person":
            continue
        name = seat.get("name")
        if isinstance(name, str) and clean_name(name).strip():
            names.append(clean_name(name).strip())
    return names


def left_open_text(table: dict[str, Any]) -> str:
    """The start screen's line on a table left open: with whom, and what reopening it does."""
    names = guests(table)
    if not names:
        return tr("The table you were hosting was left open. Reopen it to play on.")
    from .words import names_listed  # the network's words, loaded only for such a table

    return tr("The table you were hosting with {0} was left open. Reopen it: they take "
              "their seats back when they join again.").format(names_listed(names))
