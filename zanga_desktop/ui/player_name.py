"""A player who chose no name is shown as "you" in the language of the moment.

Records keep whatever name they were made with: "Tú" (the records' default, the lessons, the
command line's deals), or the "You" / "あなた" of a game started in English or Japanese. Each
of these means no name was chosen, so the table writes it again in the current language
instead of showing "You y Benito" to a Spanish reader."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .i18n import tr

#: The default name in each language of the UI (and of earlier versions), casefolded.
UNNAMED = frozenset({"tú", "you", "あなた"})
SPARE_NAMES = ("Pino", "Nieves", "Chano")
"""Names for a computer seat whose usual name is the player's own."""


def is_unnamed(name: str) -> bool:
    return name.strip().casefold() in UNNAMED


def unnamed_seat(people: Iterable[int], names: Sequence[str]) -> int | None:
    """Of several people at one screen, the seat the table calls "you": the first who chose
    no name (his name reads "you", so "You pass", never "You passes"); the others are told
    by their names."""
    return next((s for s in sorted(people) if s < len(names) and is_unnamed(names[s])), None)


def you() -> str:
    """The name of a player who chose none, in the current language."""
    return tr("You")


def shown(name: str) -> str:
    """`name` as the table shows it: the language's "you" for a default name."""
    return you() if is_unnamed(name) or not name.strip() else name


def table_names(name: str, usual: Sequence[str]) -> tuple[str, ...]:
    """The names at a table: the player's, then the computer seats' `usual` names, a spare
    one for any that would read as the player's (two Anas make the log, the plates and the
    sides ambiguous)."""
    taken = {name.strip().casefold()}
    names = [name]
    kept = taken | {u.casefold() for u in usual}
    spares = iter(n for n in SPARE_NAMES if n.casefold() not in kept)
    for seat_name in usual:
        pick = seat_name if seat_name.casefold() not in taken else next(spares)
        taken.add(pick.casefold())
        names.append(pick)
    return tuple(names)
