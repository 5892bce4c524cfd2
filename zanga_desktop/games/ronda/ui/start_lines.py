"""What the start screen says of La Ronda: its title, how it is played, the last set-up in a
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
    return tr("La Ronda")


def rules_text(options: Mapping[str, object] | None = None) -> str:
    """The rules in a line: Bengala, whether an option of section 14 differs, the target."""
    return target_rules.rules_text(tr("Bengala", "the name of a preset"), options,
                                   lambda o: make_options("bengala", o).target,
                                   PRESETS["bengala"].target)


def setup_text(setup: GameSetup) -> str:
    return target_rules.setup_text(rules_text(setup.options), setup, GAME)


def _counts(info: GameInfo | None) -> tuple[str, ...]:
    """Each side's points toward the target."""
    if info is None or not info.standings:
        return ()
    return tuple(tr("%n point(s)", None, p) for p in info.standings[:2])


def _teams(info: GameInfo | None) -> tuple[str, str]:
    if info is None or len(info.names) not in (2, 4):
        return (tr("Side A"), tr("Side B"))
    return (words.side_name(0, info.names), words.side_name(1, info.names))


def start_texts(info: GameInfo | None = None, quick: GameSetup | None = None) -> StartTexts:
    return StartTexts(
        title=title(),
        subtitle=tr("The Canarian game of captures: two players, or four in pairs, three "
                    "cards a round"),
        intro=tr("Capture a table card with one of its rank, and the run that follows it; "
                 "fall on the card just dropped for a caída; sing your rondas and play them "
                 "with the envío. The first side to 18 points wins."),
        learn_heading=tr("New to La Ronda?"),
        learn_caption=tr("Seven short lessons on the real table: captures, caídas, the "
                         "aseo, rondas and the envío, the count."),
        rules_caption=tr("The rules of La Ronda, with every decision they leave open."),
        quick=setup_text(quick) if quick is not None else "",
        rules=rules_text(target_rules.saved_options(info)) if info else "",
        problem=info.problem if info else "",
        deals=True,
        counts=_counts(info),
        third="",
        teams=_teams(info),
    )
