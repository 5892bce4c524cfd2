"""Links any text of the app may hold (`scheme:rest`, e.g. `article:27`, `learn:`): each game's
learn package says what follows each of its schemes, so that no text needs its windows."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

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
