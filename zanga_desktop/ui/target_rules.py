"""The rules of a game played to a target of points, as the start screen tells them in a line:
the preset, whether an option differs from it, and the points that win, read from the options
a set-up or a record keeps (a hand-edited value that does not parse: the preset's own), as
Play now and the unfinished game will play them."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from .i18n import tr

if TYPE_CHECKING:
    from ..core.game import GameDefinition
    from ..core.setup import GameSetup
    from .table.saved_game import GameInfo


def saved_options(info: GameInfo | None) -> Mapping[str, object] | None:
    """The options an unfinished game's record keeps (a `core.match.RecordedMatch`: its
    game's record), None without one."""
    match = info.match if info is not None else None
    return None if match is None else match.game.record.options


def rules_text(preset: str, options: Mapping[str, object] | None,
               target_of: Callable[[dict[str, Any]], int], preset_target: int) -> str:
    """"Bengala rules (first to 18)", or "..., with changes (first to 18)" when another option
    differs; `preset` is the preset's name in the language of the moment, `target_of` reads
    the target from the overrides (ValueError if they do not parse)."""
    overrides = dict(options or {})
    try:
        target = target_of(overrides)
    except ValueError:  # the game is dealt with the preset's own rules
        target, overrides = preset_target, {}
    if any(k != "target" for k in overrides):
        return tr("{0} rules, with changes (first to {1})").format(preset, target)
    return tr("{0} rules (first to {1})").format(preset, target)


def setup_text(rules: str, setup: GameSetup, game: GameDefinition) -> str:
    """The last set-up of a game of two players or two pairs in a line, in the order every
    game's line keeps: the rules, who sits, the computer's players."""
    from .game_table import FACTS
    from .level_names import seated_text

    players = tr("2 players") if len(setup.levels) == 2 else tr("4 players, in two pairs")
    return FACTS.join(p for p in (rules, players,
                                  seated_text(game, setup.levels, setup.names)) if p)
