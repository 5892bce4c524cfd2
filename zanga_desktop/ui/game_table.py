"""How the shell reaches a game's Qt side: through the registry, by the dotted name its
definition gives (`GameDefinition.table_module()`), imported only when it is needed.

A game's table package offers:
- `make_table(window)`: the game's table in the main window (scene items, docks, the
  narration), an object with the methods `ui/main_window.py` calls on `window.table`;
- `make_options(dialog, form)`: the game's rows of the New game dialog, with `more` (the
  widget under "More options"), `wants_more()`, `show_more(on)` and `store()`;
- `setup_from_settings()`: the set-up last chosen, a `core.setup.GameSetup`;
- `title()`: the game's name, for the start screen's chooser;
- `start_texts(info, quick)`: what the start screen says of the game, of the unfinished one
  (a `ui.start.GameInfo`) and of the set-up Play now deals (a `StartTexts`);
- `statistics_labels()`: the labels of the definition's `statistics`, in order.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType

from ..core import registry
from ..core.game import GameDefinition

#: The setting naming the game chosen last on the start screen.
CHOSEN_GAME = "ui/game"


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
    teams: tuple[str, str] = ("", "")  # the unfinished game's sides
    rules: str = ""  # the unfinished game's rule set
    problem: str = ""  # why the saved game cannot be resumed


def default_game() -> GameDefinition:
    """The game chosen last, else the first one registered."""
    from . import settings

    chosen = settings.get(CHOSEN_GAME)
    try:
        return registry.get(str(chosen)) if chosen else registry.games()[0]
    except registry.UnknownGame:
        return registry.games()[0]


def package(game: GameDefinition | str) -> ModuleType:
    definition = registry.get(game) if isinstance(game, str) else game
    return importlib.import_module(definition.table_module())
