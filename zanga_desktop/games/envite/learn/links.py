"""Links to El Envite's rules from any text: `envite-rules:N` opens the rules browser at what
section N of envite-rules.md decides; `envite-learn:` opens the lessons."""

from __future__ import annotations

from ....ui.i18n import tr
from ....ui.learn.links import cite_sections

SCHEME = "envite-rules"


def section_links(numbers: tuple[int, ...] | list[int]) -> str:
    """The sections `numbers` of envite-rules.md, each a link (`envite-rules:N`)."""
    return cite_sections(SCHEME, tr("El Envite rules:"), numbers)
