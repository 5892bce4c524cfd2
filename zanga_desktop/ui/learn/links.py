"""Links any text of the app may hold (`scheme:rest`, e.g. `article:27`, `learn:`): each game's
learn package says what follows each of its schemes, so that no text needs its windows."""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable

from PySide6.QtWidgets import QWidget

from ..i18n import tr

#: What follows each kind of link, by the text before its colon (`follow_links`).
_openers: dict[str, Callable[[str, QWidget | None], bool]] = {}


def follow_links(scheme: str, opener: Callable[[str, QWidget | None], bool]) -> None:
    """Follow `scheme:rest` links with `opener(rest, parent)`, which says if it could."""
    _openers[scheme] = opener


def handle_link(href: str, parent: QWidget | None = None) -> bool:
    """Follow one of our links; False for any other link."""
    scheme, colon, rest = href.partition(":")
    opener = _openers.get(scheme) if colon else None
    return opener is not None and opener(rest, parent)


def section_link(scheme: str, number: int, text: str | None = None) -> str:
    """`<a href="scheme:5">§ 5</a>`, or `text` as the link's words: section 5 of a game's
    rules page, for the opener of `scheme`."""
    label = text if text is not None else tr("§ {0}").format(number)
    return f'<a href="{scheme}:{number}">{html.escape(label)}</a>'


def cite_sections(scheme: str, heading: str, numbers: Iterable[int]) -> str:
    """`heading` (the rules page's name), then a link to each of its sections `numbers`."""
    return html.escape(heading) + " " + ", ".join(section_link(scheme, n) for n in numbers)
