"""A player who chose no name is shown as "you" in the language of the moment.

Records keep whatever name they were made with: "Tú" (the records' default, the lessons, the
command line's deals), or the "You" / "あなた" of a game started in English or Japanese. Each
of these means no name was chosen, so the table writes it again in the current language
instead of showing "You y Benito" to a Spanish reader."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..core.setup import HUMAN, GameSetup
from ..limits import clean_name
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


def table_names(name: str, usual: Sequence[str],
                people: Sequence[str] = ()) -> tuple[str, ...]:
    """The names at a table: the player's, then each other seat's: the name chosen for a
    person there (`people`, aligned with `usual`; "" for none), else its `usual` name, a
    spare one for any that would read as a name already at the table (two Anas make the
    log, the plates and the sides ambiguous). A person's name given twice counts once: the
    second is named as if none were chosen."""
    taken = {name.strip().casefold()}
    chosen: dict[int, str] = {}
    for seat, person in enumerate(people[:len(usual)]):
        person = clean_name(person).strip()
        if person and not is_unnamed(person) and person.casefold() not in taken:
            chosen[seat] = person
            taken.add(person.casefold())
    names = [name]
    kept = taken | {u.casefold() for u in usual}
    spares = iter(n for n in SPARE_NAMES if n.casefold() not in kept)
    for seat, seat_name in enumerate(usual):
        if seat in chosen:
            names.append(chosen[seat])
            continue
        pick = seat_name if seat_name.casefold() not in taken else next(spares)
        taken.add(pick.casefold())
        names.append(pick)
    return tuple(names)


def people_named(levels: Sequence[str], names: Sequence[str]) -> tuple[str, ...]:
    """The names chosen for the people at the other seats (`GameSetup.names`, seat 1
    first) where `levels` seats a person, "" at every other seat: what `table_names` reads
    as `people`."""
    return tuple(names[seat - 1] if seat - 1 < len(names) and levels[seat] == HUMAN else ""
                 for seat in range(1, len(levels)))


def seat_names(setup: GameSetup, levels: Sequence[str],
               usual: Sequence[str]) -> tuple[str, ...]:
    """The names at the table `setup` deals, seated as `levels` (the set-up's, fitted to
    the table): the player's ("Tú" for an empty one), then each other seat's, a person's as
    chosen (`table_names`)."""
    return table_names(setup.name or "Tú", usual, people_named(levels, setup.names))


def clash(names: Sequence[str]) -> str | None:
    """A name given to two people at one screen, as the second was written, or None (no
    name, or "you" in any language, means none was chosen: never a clash)."""
    seen: set[str] = set()
    for name in names:
        shown_name = clean_name(name).strip()
        key = shown_name.casefold()
        if not key or is_unnamed(key):
            continue
        if key in seen:
            return shown_name
        seen.add(key)
    return None
