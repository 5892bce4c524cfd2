"""La Ronda's rules browser (`ui/learn/source.py`): the source text section by section (the
Spanish original, with our English and Japanese renderings), its glossary, and the decisions
of ronda-rules.md, each with the option of section 14 that changes it and its value in the
Bengala preset. Openable at what a section of the rules page decides."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QWidget

from ....ui.i18n import tr
from ....ui.learn.source import OneSource, SourceBrowser
from ..rules import PRESETS
from .content import REGLAMENTO
from .links import SCHEME, section_links

__all__ = ["RondaRulesBrowser", "close_browser", "open_rules", "rules_browser"]


def option_text(name: str) -> str:
    """An option of section 14: what it changes, and its value in the Bengala preset."""
    value = getattr(PRESETS["bengala"], name)
    shown = ("true" if value else "false") if isinstance(value, bool) else str(
        getattr(value, "value", value))
    what = {
        "capture_mandatory": tr("capturing is compulsory (section 5)"),
        "fall_points": tr("who scores a fall chain: each faller, or the last at the close "
                          "(section 6)"),
        "falls_across_rounds": tr("falls count across rounds (section 6)"),
        "target": tr("the points that win the game (section 11)"),
    }.get(name, name)
    return tr("{0}: {1}; Bengala: {2}").format(name, what, shown)


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

    def options_html(self, names: tuple[str, ...]) -> str:
        return "<ul>" + "".join(f"<li>{html.escape(option_text(o))}</li>" for o in names) \
            + "</ul>"

    def section_links(self, numbers: tuple[int, ...]) -> str:
        return section_links(numbers)


#: The one Ronda rules browser of the app (made on first use).
_one = OneSource(lambda: RondaRulesBrowser(), "ronda_rules")
rules_browser = _one.get
open_rules = _one.open_rules
close_browser = _one.close
