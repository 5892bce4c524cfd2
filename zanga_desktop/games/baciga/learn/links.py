"""Links to La Báciga's rules from any text: `baciga-rules:N` opens the rules browser at what
section N of baciga-rules.md decides; `baciga-learn:` opens the lessons."""

from __future__ import annotations

from ....ui.i18n import tr
from ....ui.learn.links import cite_sections

SCHEME = "baciga-rules"
LEARN = "baciga-learn"


def section_links(numbers: tuple[int, ...] | list[int]) -> str:
    """The sections `numbers` of baciga-rules.md, each a link (`baciga-rules:N`)."""
    return cite_sections(SCHEME, tr("La Báciga rules:"), numbers)
