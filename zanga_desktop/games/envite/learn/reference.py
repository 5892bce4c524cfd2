"""El Envite's rules browser (`ui/learn/source.py`): the source text section by section (the
Spanish original, with our English and Japanese renderings), its glossary, and the decisions
of envite-rules.md, each with the option that changes it. Openable at what a section of the
rules page decides."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from ....ui.i18n import tr
from ....ui.learn.option_lines import OptionLine, preset_values, value_words
from ....ui.learn.source import OneSource, Section, SourceBrowser
from ..rules import PRESETS
from ..rules.options import ExemptCard, Matadores, RenuncioMode, SenaMode, ladder_json
from ..ui.new_game_options import choice_text, option_label
from .content import REGLAMENTO
from .links import SCHEME, section_links

__all__ = ["EnviteRulesBrowser", "close_browser", "open_rules", "rules_browser"]


def option_words(name: str, preset: str) -> str:
    """An option's value in a preset, as a player reads it (a ladder as a record writes
    it, `[3, 6, 9]`; a choice the New game dialog offers in its words)."""
    value = getattr(PRESETS[preset], name)
    if name == "ladder":
        return str(ladder_json(value)).replace("'", "")
    if isinstance(value, SenaMode | RenuncioMode):
        return choice_text(value)
    if isinstance(value, Matadores):  # the matadores of the preset of that name
        return tr("Federación") if value is Matadores.FEDERACION else tr("Popular")
    if isinstance(value, ExemptCard):
        return (tr("the first card of the list in force") if value is ExemptCard.NAMED
                else tr("the highest triunfo in play"))
    return value_words(value)


def preset_option(name: str) -> str | None:
    """What an option the New game dialog does not offer is (the rules chosen set it)."""
    return {
        "matadores": tr("The list of matadores (section 3)"),
        "exempt_card": tr("The card exempt from serving an arrastre (section 3)"),
        "must_overtrump": tr("A player with none of the suit led must take a trick his team "
                             "is losing, when he can (section 5)"),
        "play_out_third": tr("The third trick is played even when two decided the hand "
                             "(section 5)"),
        "ladder": tr("The steps of the envíos (section 6)"),
        "hand_piedras": tr("Piedras a hand played without bets (section 6)"),
        "raise_later": tr("The team that accepted the last bet may raise later, at a turn to play "
                          "(section 6)"),
        "pillar_p": tr("How often an opponent catches a seña, with señas pillar (section 7)"),
        "false_claim_piedras": tr("Piedras a false ¡Renuncio! costs (section 8)"),
        "tumbo_show_cards": tr("In a tumbo forzoso both capitanes see their team's cards "
                               "(section 9)"),
        "tumbo_at": tr("The piedras that bring the tumbo, and the cap (sections 6, 9)"),
        "chicos_to_win": tr("Chicos that win the game (section 10)"),
    }.get(name)


def option_line(name: str) -> OptionLine:
    """An option, as the New game dialog names it (or, one it does not offer, what it is),
    with its value in the Federación preset (and in the Popular one where it differs)."""
    values = preset_values((tr("Federación"), option_words(name, "federacion")),
                           (tr("Popular"), option_words(name, "popular")))
    label = option_label(name)
    if label is not None:
        return OptionLine(name, label, values)
    return OptionLine(name, preset_option(name), values, offered=False)


class EnviteRulesBrowser(SourceBrowser):
    """El Envite's source sections, glossary and decisions."""

    reglamento = REGLAMENTO
    scheme = SCHEME

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("envite_rules_browser")

    def placeholder(self) -> str:
        return tr("Filter: a word, e.g. vira, arrastre, tumbo...")

    def browser_title(self) -> str:
        return tr("The rules of El Envite")

    def source_title(self) -> str:
        return tr("El Envite canario: the source text")

    def heading(self, section: Section) -> str:
        return section.heading.capitalize()

    def option_line(self, name: str) -> OptionLine:
        return option_line(name)

    def section_links(self, numbers: tuple[int, ...]) -> str:
        return section_links(numbers)


#: The one Envite rules browser of the app (made on first use).
_one = OneSource(lambda: EnviteRulesBrowser(), "envite_rules")
rules_browser = _one.get
open_rules = _one.open_rules
close_browser = _one.close
