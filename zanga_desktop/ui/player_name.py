"""A player who chose no name is shown as "you" in the language of the moment.

Records keep whatever name they were made with: "Tú" (the records' default, the lessons, the
command line's deals), or the "You" / "あなた" of a game started in English or Japanese. Each
of these means no name was chosen, so the table writes it again in the current language
instead of showing "You y Benito" to a Spanish reader."""

from __future__ import annotations

from .i18n import tr

#: The default name in each language of the UI (and of earlier versions), casefolded.
UNNAMED = frozenset({"tú", "you", "あなた"})


def is_unnamed(name: str) -> bool:
    return name.strip().casefold() in UNNAMED


def you() -> str:
    """The name of a player who chose none, in the current language."""
    return tr("You")


def shown(name: str) -> str:
    """`name` as the table shows it: the language's "you" for a default name."""
    return you() if is_unnamed(name) or not name.strip() else name
