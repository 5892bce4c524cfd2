"""How the shell reaches a game's Qt side: through the registry, by the dotted name its
definition gives (`GameDefinition.table_module()`), imported only when it is needed.

A game's table package offers:
- `make_table(window)`: the game's table in the main window (scene items, docks, the
  narration), an object with the methods `ui/main_window.py` calls on `window.table`; among
  them what the player learns from: `install_menus()` (the game's Learn menu, built with
  `ui/learn/menu.py`), `open_lessons()` and `open_rules()` (the start screen's learn column
  and the menus call them for the game on the table);
- `make_options(dialog, form)`: the game's rows of the New game dialog, with `more` (the
  widget under "More options"), `wants_more()`, `show_more(on)` and `store()`;
- `setup_from_settings()`: the set-up last chosen, a `core.setup.GameSetup`;
- `title()`: the game's name, for the start screen's chooser;
- `start_texts(info, quick)`: what the start screen says of the game, of the unfinished one
  (a `ui.start.GameInfo`) and of the set-up Play now deals (a `StartTexts`);
- `statistics_labels()`: the labels of the definition's `statistics`, in order;
- `level_names()` (optional): the labels of the game's own levels;
- `preset_text(preset)` (optional): a preset's name as the player reads it ("Manual
  (Canarias)", not the id "canarias");
- `seat_label(seat, seats)` (optional): a seat of a table of `seats` as the player at seat 0
  sees it ("Partner (opposite)"), for New game and Host a table
  (`seat_choices.partnered_seat` words the games whose partners sit every other seat).

A table package's `__init__` gives them with `table_offer` (its module `__getattr__`), each
from the module that holds it (those in their `USUAL_PLACES` need not be named), imported
when first asked.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from ..core import registry
from ..core.game import GameDefinition

#: The setting naming the game chosen last on the start screen.
CHOSEN_GAME = "ui/game"
#: The setting, per game (`<id>/dealt_before`), that a game of it was dealt here once.
DEALT_BEFORE = "dealt_before"


def dealt_before(game_id: str) -> bool:
    """Whether a game of `game_id` was ever dealt in this program (Play now then deals one
    "as last time")."""
    from . import settings

    return settings.get(f"{game_id}/{DEALT_BEFORE}") in (True, "true", "1", 1)


def remember_dealt(game_id: str) -> None:
    """Remembered once: a settings file written at every deal would cost each new game (a
    start's first among them) a write to disk."""
    from . import settings

    if not dealt_before(game_id):
        settings.put(f"{game_id}/{DEALT_BEFORE}", True)


#: Between the items of a line of facts in `StartTexts` (`quick`, `rules`): the start screen
#: wraps such a line here, never inside an item (`start.unbroken`).
FACTS = "  ·  "


@dataclass(frozen=True)
class StartTexts:
    """What the start screen says of a game, in the language of the moment."""

    title: str
    subtitle: str
    intro: str  # a first game: how it is played
    learn_heading: str
    learn_caption: str
    rules_caption: str
    quick: str = ""  # the set-up Play now deals, in a line
    teams: tuple[str, ...] = ()  # the unfinished game's sides, a caption each
    rules: str = ""  # the unfinished game's rule set
    problem: str = ""  # why the saved game cannot be resumed
    lessons: bool = True  # the game has lessons and a rules browser to offer
    # the unfinished game's standings in the game's own words ("3 piedras"), one a side,
    # then a third figure if `third` names it; empty: the standings as plain numbers
    counts: tuple[str, ...] = ()
    third: str = ""  # the caption of a third figure (La Zanga's pot); "": none
    deals: bool = False  # the game counts deals, not hands: "Deal 3 in play"


#: What a table package offers the shell (above), each name from the module that holds it.
OFFER = ("make_table", "make_options", "setup_from_settings", "title", "start_texts",
         "statistics_labels", "level_names", "preset_text", "seat_label")


#: Where a table package keeps the offer every game makes, unless `table_offer` is told
#: otherwise: its set-up in `new_game_options`, its words for the start screen in
#: `start_lines`, its statistics' labels in `statistics`.
USUAL_PLACES: Mapping[str, str] = {
    "setup_from_settings": ".new_game_options",
    "title": ".start_lines",
    "start_texts": ".start_lines",
    "statistics_labels": ".statistics:labels",
}


def table_offer(package: str, where: Mapping[str, str]) -> Callable[[str], Any]:
    """A table package's module `__getattr__` (PEP 562): each name of its offer is imported
    from the module `where` names (".table", or ".table:ZangaTable" for another name), else
    from its `USUAL_PLACES`, the first time the shell asks for it, so that importing the
    package loads nothing."""
    places = {**USUAL_PLACES, **where}

    def offered(name: str) -> Any:
        if name not in OFFER or name not in places:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        module, _, attr = places[name].partition(":")
        return getattr(importlib.import_module(module, package), attr or name)

    return offered


def has_table(game: GameDefinition) -> bool:
    """Whether the game's table package exists (looked up, not imported): a game whose rules
    are registered before its table is written is not offered at the table."""
    name = game.table_module()
    if name in sys.modules:
        return True
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def playable_games() -> tuple[GameDefinition, ...]:
    """The registered games the table can host, in the registry's order."""
    return tuple(g for g in registry.games() if has_table(g))


def default_game() -> GameDefinition:
    """The game chosen last, else the first one the table can host."""
    from . import settings

    chosen = settings.get(CHOSEN_GAME)
    ids = registry.ids()
    first = [chosen] if isinstance(chosen, str) and chosen in ids else []
    for game_id in (*first, *ids):  # the games are loaded one by one until one is found
        game = registry.get(game_id)
        if has_table(game):
            return game
    raise registry.UnknownGame("no registered game has a table")


def package(game: GameDefinition | str) -> ModuleType:
    definition = registry.get(game) if isinstance(game, str) else game
    return importlib.import_module(definition.table_module())


def offered_text(game: GameDefinition, name: str, *args: object) -> str | None:
    """What the game's optional offer `name` (`preset_text`, `seat_label`) says for `args`;
    None when the game offers none, or answers no text, and the caller words it itself."""
    own = getattr(package(game), name, None)
    if callable(own):
        text = own(*args)
        if isinstance(text, str):
            return text
    return None
