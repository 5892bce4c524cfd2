"""Links to El Envite's rules from any text: `envite-rules:N` opens the rules browser at what
section N of envite-rules.md decides; `envite-learn:` opens the lessons."""

from __future__ import annotations

import html

from ....ui.i18n import tr

SCHEME = "envite-rules"


def section_link(number: int, text: str | None = None) -> str:
    """`<a href="envite-rules:5">§ 5</a>`, or `text` as the link's words."""
    label = text if text is not None else tr("§ {0}").format(number)
    return f'<a href="{SCHEME}:{number}">{html.escape(label)}</a>'


def section_links(numbers: tuple[int, ...] | list[int]) -> str:
    return html.escape(tr("El Envite rules:")) + " " + ", ".join(
        section_link(n) for n in numbers)
