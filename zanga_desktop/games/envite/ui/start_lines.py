"""What the start screen says of El Envite: its title, how it is played, the last set-up in
a line, and of an unfinished partido."""

from __future__ import annotations

from ....core.setup import GameSetup
from ....ui.game_table import FACTS, StartTexts
from ....ui.i18n import tr
from ....ui.level_names import seated_text
from ....ui.table.saved_game import GameInfo
from ..game import GAME
from .new_game_options import preset_text


def title() -> str:
    return tr("El Envite")


def setup_text(setup: GameSetup) -> str:
    n = len(setup.levels) // 2
    parts = [preset_text(setup.preset), tr("%n player(s) a team", None, n),
             seated_text(GAME, setup.levels, setup.names)]
    return FACTS.join(p for p in parts if p)


def _counts(info: GameInfo | None) -> tuple[str, ...]:
    """Each team's piedras toward the tumbo (no pot)."""
    if info is None or info.match is None:
        return ()
    return tuple(tr("%n piedra(s)", None, p) for p in info.match.state.piedras)


def start_texts(info: GameInfo | None = None, quick: GameSetup | None = None) -> StartTexts:
    return StartTexts(
        title=title(),
        subtitle=tr("The Canarian game of bets and señas: two teams of 1 to 5, three cards "
                    "each"),
        intro=tr("Win two of the three tricks, bet piedras with an envío, signal your team "
                 "with señas. Eight piedras put a team in tumbo; a won tumbo is a chico, two "
                 "chicos the partido."),
        learn_heading=tr("New to El Envite?"),
        learn_caption=tr("Eight short lessons on the real table: the cards, la vira, "
                         "bets, señas and the tumbo."),
        rules_caption=tr("The rules of El Envite, with every decision they leave open."),
        quick=setup_text(quick) if quick is not None else "",
        rules=preset_text(info.preset) if info else "",
        problem=info.problem if info else "",
        # the piedras toward the tumbo, no pot
        counts=_counts(info),
        third="",
        teams=(tr("Team A"), tr("Team B")),
    )
