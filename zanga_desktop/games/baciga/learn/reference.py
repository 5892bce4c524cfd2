"""La Báciga's rules browser: the source text section by section (the Spanish original, with
our English and Japanese renderings), its glossary, and the decisions of baciga-rules.md,
each with the option that changes it. Openable at what a section of the rules page decides."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QWidget

from ....ui.i18n import tr
from ....ui.learn.option_lines import OptionLine, value_words
from ....ui.learn.source import OneSource, Section, SourceBrowser
from ..rules import PRESETS
from ..ui.new_game_options import choice_words, no_talk_limit, option_label
from .content import REGLAMENTO
from .links import SCHEME, section_links

__all__ = ["BacigaRulesBrowser", "close_browser", "open_rules", "rules_browser"]


def option_line(name: str) -> OptionLine:
    """An option of section 14, as the New game dialog names it, with its value in the
    Bengala preset."""
    value = getattr(PRESETS["bengala"], name)
    words = (no_talk_limit() if name == "max_talks" and value is None
             else choice_words(name, value) or value_words(value))
    bengala = tr("Bengala", "the name of a preset")
    return OptionLine(name, option_label(name), ((bengala, words),))


class BacigaRulesBrowser(SourceBrowser):
    """La Báciga's source sections, glossary and decisions."""

    reglamento = REGLAMENTO
    scheme = SCHEME

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("baciga_rules_browser")

    def placeholder(self) -> str:
        return tr("Filter: a word, e.g. báciga, tapada, pasado...")

    def browser_title(self) -> str:
        return tr("The rules of La Báciga")

    def source_title(self) -> str:
        return tr("La Báciga: the source text")

    def heading(self, section: Section) -> str:
        """The source's capitals as a reader writes them: "B.- LA BÁCIGA" as "B.- La
        báciga"."""
        m = re.match(r"^(\w{1,2}\.-\s*)?(.*)$", section.heading, re.S)
        prefix, rest = (m.group(1) or "", m.group(2).lower()) if m else ("", section.heading)
        return prefix + rest[:1].upper() + rest[1:]

    def option_line(self, name: str) -> OptionLine:
        return option_line(name)

    def section_links(self, numbers: tuple[int, ...]) -> str:
        return section_links(numbers)


#: The one Báciga rules browser of the app (made on first use).
_one = OneSource(lambda: BacigaRulesBrowser(), "baciga_rules")
rules_browser = _one.get
open_rules = _one.open_rules
close_browser = _one.close
