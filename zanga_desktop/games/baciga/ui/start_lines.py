"""What the start screen says of La Báciga: its title, how it is played, the last set-up in a
line, and of an unfinished game."""

from __future__ import annotations

from collections.abc import Mapping

from ....core.setup import GameSetup
from ....ui import target_rules
from ....ui.game_table import StartTexts
from ....ui.i18n import tr
from ....ui.table.saved_game import GameInfo
from ..game import GAME
from ..rules import PRESETS, make_options
from . import words


def title() -> str:
    return tr("La Báciga")


def rules_text(options: Mapping[str, object] | None = None) -> str:
    """The rules in a line: Bengala, whether an option of section 14 differs, the target."""
    return target_rules.rules_text(tr("Bengala", "the name of a preset"), options,
                                   lambda o: make_options("bengala", o).target,
                                   PRESETS["bengala"].target)


def preset_text(preset: str) -> str:
    """The one preset's name, as La Ronda names the same source's rules."""
    return tr("Bengala (the source's rules)")


def setup_text(setup: GameSetup) -> str:
    return target_rules.setup_text(rules_text(setup.options), setup, GAME)


def _counts(info: GameInfo | None) -> tuple[str, ...]:
    if info is None or info.match is None:
        return ()
    return tuple(tr("%n point(s)", None, p) for p in info.match.state.points)


def _sides(info: GameInfo | None) -> tuple[str, str]:
    if info is None or not info.names:
        return tr("Side A"), tr("Side B")
    names = tuple(info.names)
    return (words.side_name(names, 0, len(names)), words.side_name(names, 1, len(names)))


def start_texts(info: GameInfo | None = None, quick: GameSetup | None = None) -> StartTexts:
    return StartTexts(
        title=title(),
        subtitle=tr("The Canarian game of the draw to 31: 2 players, or 4 in two pairs, "
                    "three cards each"),
        intro=tr("Talk first: pass cards away, or sing báciga (9 or less) or bacigote "
                 "(three equal cards). Then draw towards 31 without going over; pairs, las "
                 "31 and el punto score. First to 18 wins; four equal cards win at once."),
        learn_heading=tr("New to La Báciga?"),
        learn_caption=tr("Seven short lessons on the real table: the comodines, the talk and "
                         "the pase, báciga, bacigote, the draw and the scoring."),
        rules_caption=tr("The rules of La Báciga, with every decision they leave open."),
        quick=setup_text(quick) if quick is not None else "",
        rules=rules_text(target_rules.saved_options(info)) if info else "",
        problem=info.problem if info else "",
        deals=True,
        counts=_counts(info),
        third="",
        teams=_sides(info),
    )
