"""Links to La Ronda's rules from any text: `ronda-rules:N` opens the rules browser at what
section N of ronda-rules.md decides; `ronda-learn:` opens the lessons."""

from __future__ import annotations

import html

from ....ui.i18n import tr
from ..ui.tutor_text import SCHEME

__all__ = ["LEARN", "SCHEME", "section_link", "section_links"]

LEARN = "ronda-learn"


def section_link(number: int, text: str | None = None) -> str:
    """`<a href="ronda-rules:5">§ 5</a>`, or `text` as the link's words."""
    label = text if text is not None else tr("§ {0}").format(number)
    return f'<a href="{SCHEME}:{number}">{html.escape(label)}</a>'


def section_links(numbers: tuple[int, ...] | list[int]) -> str:
    return html.escape(tr("La Ronda rules:")) + " " + ", ".join(
        section_link(n) for n in numbers)
