"""Links to La Báciga's rules from any text: `baciga-rules:N` opens the rules browser at what
section N of baciga-rules.md decides; `baciga-learn:` opens the lessons."""

from __future__ import annotations

import html

from ....ui.i18n import tr

SCHEME = "baciga-rules"
LEARN = "baciga-learn"


def section_link(number: int, text: str | None = None) -> str:
    """`<a href="baciga-rules:8">§ 8</a>`, or `text` as the link's words."""
    label = text if text is not None else tr("§ {0}").format(number)
    return f'<a href="{SCHEME}:{number}">{html.escape(label)}</a>'


def section_links(numbers: tuple[int, ...] | list[int]) -> str:
    return html.escape(tr("La Báciga rules:")) + " " + ", ".join(
        section_link(n) for n in numbers)
