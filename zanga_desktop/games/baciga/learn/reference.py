"""La Báciga's rules browser: the source text section by section (the Spanish original, with
our English and Japanese renderings), its glossary, and the decisions of baciga-rules.md,
each with the option that changes it. Openable at what a section of the rules page decides."""

from __future__ import annotations

import html
import re

from PySide6.QtWidgets import QWidget

from ....ui.i18n import tr
from ....ui.learn.source import OneSource, Section, SourceBrowser
from ..rules import PRESETS
from .content import REGLAMENTO
from .links import SCHEME, section_links

__all__ = ["BacigaRulesBrowser", "close_browser", "open_rules", "rules_browser"]


def option_value(name: str) -> str:
    """An option's value in the Bengala preset, as a record writes it."""
    value = getattr(PRESETS["bengala"], name)
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def options_html(names: tuple[str, ...]) -> str:
    items = []
    for name in names:
        values = tr("Bengala: {0}").format(option_value(name))
        items.append(f"<li><code>{html.escape(name)}</code> ({html.escape(values)})</li>")
    return "<ul>" + "".join(items) + "</ul>"


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

    def options_html(self, names: tuple[str, ...]) -> str:
        return options_html(names)

    def section_links(self, numbers: tuple[int, ...]) -> str:
        return section_links(numbers)


#: The one Báciga rules browser of the app (made on first use).
_one = OneSource(lambda: BacigaRulesBrowser(), "baciga_rules")
rules_browser = _one.get
open_rules = _one.open_rules
close_browser = _one.close
