"""La Ronda's rules browser (`ui/learn/source.py`): the source text section by section (the
Spanish original, with our English and Japanese renderings), its glossary, and the decisions
of ronda-rules.md, each with the option of section 14 that changes it and its value in the
Bengala preset. Openable at what a section of the rules page decides."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from ....ui.i18n import tr
from ....ui.learn.option_lines import OptionLine, value_words
from ....ui.learn.source import OneSource, SourceBrowser
from ..rules import PRESETS, FallPoints
from ..ui.new_game_options import fall_points_text, option_label
from .content import REGLAMENTO
from .links import SCHEME, section_links

__all__ = ["RondaRulesBrowser", "close_browser", "open_rules", "rules_browser"]


def option_line(name: str) -> OptionLine:
    """An option of section 14, as the New game dialog names it, with its value in the
    Bengala preset."""
    value = getattr(PRESETS["bengala"], name)
    words = fall_points_text(value) if isinstance(value, FallPoints) else value_words(value)
    bengala = tr("Bengala", "the name of a preset")
    return OptionLine(name, option_label(name), ((bengala, words),))


class RondaRulesBrowser(SourceBrowser):
    """La Ronda's source sections, glossary and decisions."""

    reglamento = REGLAMENTO
    scheme = SCHEME

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ronda_rules_browser")

    def placeholder(self) -> str:
        return tr("Filter: a word, e.g. caída, aseo, rondín...")

    def browser_title(self) -> str:
        return tr("The rules of La Ronda")

    def source_title(self) -> str:
        return tr("La Ronda: the source text")

    def option_line(self, name: str) -> OptionLine:
        return option_line(name)

    def section_links(self, numbers: tuple[int, ...]) -> str:
        return section_links(numbers)


#: The one Ronda rules browser of the app (made on first use).
_one = OneSource(lambda: RondaRulesBrowser(), "ronda_rules")
rules_browser = _one.get
open_rules = _one.open_rules
close_browser = _one.close
