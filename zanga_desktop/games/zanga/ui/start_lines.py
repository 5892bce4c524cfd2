"""What the start screen says of La Zanga: its title and how it is played, the unfinished
game's teams and rules, the last settings in a line, why a saved game cannot be resumed."""

from __future__ import annotations

from ....core.setup import HUMAN, GameSetup
from ....ui.game_table import FACTS, StartTexts
from ....ui.i18n import tr
from ....ui.player_name import people_named, shown
from ....ui.table.saved_game import GameInfo
from .controller import BOT
from .record_text import record_problem
from .words import level_text, team_name


def title() -> str:
    return tr("La Zanga")


def team_text(names: tuple[str, ...], t: int) -> str:
    seat = (*(shown(n) for n in names), "?", "?", "?", "?")  # a record names four players
    return team_name(seat, t)


def preset_text(preset: str) -> str:
    return tr("Simplificada") if preset == "simplificada" else tr("Manual (Canarias)")


def setup_text(setup: GameSetup) -> str:
    """The last settings in a line: the rules and who plays."""

    people = people_named(setup.levels, setup.names)

    def who(seat: int) -> str:
        level = setup.levels[seat]
        if level == HUMAN and people[seat - 1]:
            return people[seat - 1]  # a person at this screen, by the name given
        return tr("a bot program") if level == BOT else level_text(level)

    partner, left, right = (setup.levels[2], setup.levels[1], setup.levels[3])
    if partner == left == right != HUMAN:
        players = tr("computer players: {0}").format(who(2))
    else:
        players = tr("partner: {0}, opponents: {1} and {2}").format(who(2), who(1), who(3))
    parts = [preset_text(setup.preset), players]
    if not setup.practice:
        parts.append(tr("rated play"))
    return FACTS.join(parts)


def start_texts(info: GameInfo | None = None, quick: GameSetup | None = None) -> StartTexts:
    return StartTexts(
        title=title(),
        subtitle=tr("The Canarian card game: four players in two teams, the Spanish deck"),
        intro=tr("You sit at the bottom of the table, your partner across from you, two "
                 "computer players on your sides. The first team to hold all 32 vales wins "
                 "the game."),
        learn_heading=tr("New to La Zanga?"),
        learn_caption=tr("Short lessons on the real table, step by step, with the tutor."),
        rules_caption=tr("The reglamento, article by article, with its glossary."),
        quick=setup_text(quick) if quick is not None else "",
        teams=(team_text(info.names, 0), team_text(info.names, 1)) if info else ("", ""),
        rules=preset_text(info.preset) if info else "",
        problem=_problem(info),
        counts=_counts(info),
        third=tr("Pot"),
    )


def _problem(info: GameInfo | None) -> str:
    if info is None:
        return ""
    return record_problem(info.error) if info.error is not None else info.problem


def _counts(info: GameInfo | None) -> tuple[str, ...]:
    """Each team's vales, then the pot in the centre (with the fianza on it)."""
    if info is None or len(info.standings) != 2:
        return ()
    vales = (*info.standings, info.middle or 0)
    return tuple(tr("%n vale(s)", None, n) for n in vales)
