"""Links to La Ronda's rules from any text: `ronda-rules:N` opens the rules browser at what
section N of ronda-rules.md decides; `ronda-learn:` opens the lessons."""

from __future__ import annotations

from ....ui.i18n import tr
from ....ui.learn.links import cite_sections
from ..ui.tutor_text import SCHEME

__all__ = ["LEARN", "SCHEME", "section_links"]

LEARN = "ronda-learn"


def section_links(numbers: tuple[int, ...] | list[int]) -> str:
    """The sections `numbers` of ronda-rules.md, each a link (`ronda-rules:N`)."""
    return cite_sections(SCHEME, tr("La Ronda rules:"), numbers)
