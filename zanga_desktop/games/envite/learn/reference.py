"""El Envite's rules browser (`ui/learn/source.py`): the source text section by section (the
Spanish original, with our English and Japanese renderings), its glossary, and the decisions
of envite-rules.md, each with the option that changes it. Openable at what a section of the
rules page decides."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QWidget

from ....ui.i18n import tr
from ....ui.learn.source import OneSource, Section, SourceBrowser
from ..rules import PRESETS
from ..rules.options import ladder_json
from .content import REGLAMENTO
from .links import SCHEME, section_links

__all__ = ["EnviteRulesBrowser", "close_browser", "open_rules", "rules_browser"]


def option_value(name: str, preset: str) -> str:
    """An option's value in a preset, as a record writes it (`named`, `[3, 6, 9]`, `true`)."""
    value = getattr(PRESETS[preset], name)
    if name == "ladder":
        return str(ladder_json(value)).replace("'", "")
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(getattr(value, "value", value))


def options_html(names: tuple[str, ...]) -> str:
    """Each option with its value in the Federación and the Popular presets."""
    items = []
    for name in names:
        fed, pop = option_value(name, "federacion"), option_value(name, "popular")
        values = tr("Federación: {0}").format(fed)
        if pop != fed:
            values += " · " + tr("Popular: {0}").format(pop)
        items.append(f"<li><code>{html.escape(name)}</code> ({html.escape(values)})</li>")
    return "<ul>" + "".join(items) + "</ul>"


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

    def options_html(self, names: tuple[str, ...]) -> str:
        return options_html(names)

    def section_links(self, numbers: tuple[int, ...]) -> str:
        return section_links(numbers)


#: The one Envite rules browser of the app (made on first use).
_one = OneSource(lambda: EnviteRulesBrowser(), "envite_rules")
rules_browser = _one.get
open_rules = _one.open_rules
close_browser = _one.close
