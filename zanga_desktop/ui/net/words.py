"""What network play says to the player, in the UI's language: the chat's phrases, a seat's
state, the connection's."""

from __future__ import annotations

from collections.abc import Sequence

from ...core.game import GameDefinition
from ...net.messages import Phrase, SeatInfo, SeatKind, TableState
from ..i18n import listed, tr
from ..level_names import level_label


def phrase_text(phrase: Phrase) -> str:
    return {
        Phrase.HELLO: tr("Hello!"),
        Phrase.GOOD_LUCK: tr("Good luck!"),
        Phrase.WELL_PLAYED: tr("Well played!"),
        Phrase.THANKS: tr("Thank you!"),
        Phrase.ONE_MOMENT: tr("One moment, please."),
        Phrase.SORRY: tr("Sorry!"),
        Phrase.GOOD_GAME: tr("Good game!"),
        Phrase.BYE: tr("Goodbye!"),
    }[phrase]


def seat_name(info: SeatInfo) -> str:
    return info.name or seat_name_of(info.seat)


def sides_of(game: GameDefinition, seats: int) -> tuple[tuple[int, ...], ...]:
    """The seats of each side at a table of `seats` of `game` (none if it is not played by
    that many)."""
    try:
        return game.new_match(seats=seats).sides()
    except (ValueError, NotImplementedError):
        return ()


def seat_label(info: SeatInfo, table: Sequence[SeatInfo],
               sides: Sequence[Sequence[int]]) -> str:
    """A seat as the players know it: by its player's name, else by its number and the
    names of those it plays with ("Seat 3, partner of Ana"), so that a player joining
    finds the seat beside the one he came to play with."""
    if info.name:
        return info.name
    side = next((s for s in sides if info.seat in s), ())
    mates = [t.name for t in table if t.seat in side and t.seat != info.seat and t.name]
    if not mates:
        return seat_name_of(info.seat)
    return tr("Seat {0}, partner of {1}").format(info.seat + 1, names_listed(mates))


def names_listed(names: Sequence[str]) -> str:
    """"Ana", "Ana & Dácil", "Ana, Benito & Dácil", in the player's language."""
    if len(names) < 2:
        return "".join(names)
    return tr("{0} & {1}").format(listed(names[:-1]), names[-1])


def seat_name_of(seat: int) -> str:
    """A seat no name was given for."""
    return tr("Seat {0}").format(seat + 1)


def countdown(seconds: float) -> str:
    whole = max(0, int(seconds + 0.999))
    return f"{whole // 60}:{whole % 60:02d}"


def seat_state(game: GameDefinition, info: SeatInfo, away_s: float | None) -> str:
    """How a seat is now: free, a person here or away (with his grace), a computer."""
    if info.kind is SeatKind.OPEN:
        return tr("free for a person")
    if info.kind is SeatKind.COMPUTER:
        return tr("computer: {0}").format(level_label(game, info.level))
    if info.connected:
        return tr("here, ready") if info.ready else tr("here")
    if info.level:
        return tr("away; {0} plays for now").format(level_label(game, info.level))
    if info.waiting:
        return tr("away; the table waits")
    if away_s is not None:
        return tr("away; seat held for {0}").format(countdown(away_s))
    return tr("away")


def link_text(state: str, reason: str) -> str:
    if state == "connecting":
        return tr("Connecting to the table...")
    if state == "open":
        return tr("Connected.")
    if state == "lost":
        return tr("The connection dropped: trying again...")
    return tr("The table is closed: {0}").format(closing_text(reason)) if reason else \
        tr("The table is closed.")


def closing_text(reason: str) -> str:
    """Why the table closed, as the host said it (in English), in the player's words."""
    known = {
        "the game is over": tr("the game is over."),
        "the host closed the table": tr("the host closed the table."),
        "the host stopped the table": tr("the host stopped the table."),
        "left the table": tr("you left the table."),
        "the table could not be reached again": tr("the table could not be reached again."),
        "that seat is taken": tr("that seat is taken."),
        "this token is no seat's at this table": tr("this seat is not yours at this table."),
    }
    if reason in known:
        return known[reason]
    if reason.endswith(" hands were played"):
        count = reason.split()[0]
        return tr("the %n hands agreed were played.", None, int(count)) if count.isdigit() \
            else reason
    return reason


def seat_news(before: TableState | None, now: TableState, own: int | None,
              host: bool) -> list[str]:
    """What changed at the table that the felt should say, since `before`: a person at
    another computer gone, held up (the host to choose), given to the computer, or back.
    Said while a game is played, of every seat but `own`; the host is told where he
    chooses."""
    if before is None or not now.started or now.over:
        return []
    was = {s.seat: s for s in before.seats}
    out: list[str] = []
    for info in now.seats:
        old = was.get(info.seat)
        if old is None or info.seat == own or info.kind is not SeatKind.PERSON:
            continue
        name = seat_name(info)
        if info.connected and not old.connected:
            out.append(tr("{0} is back at the table.").format(name))
        elif info.connected:
            continue
        elif old.connected:
            held = "" if info.away_s is None else countdown(info.away_s)
            out.append(tr("{0} left the table: the seat is held for {1}.").format(name, held)
                       if held else tr("{0} left the table.").format(name))
        elif info.level and not old.level:
            out.append(tr("The computer plays for {0} for now.").format(name))
        elif info.waiting and not old.waiting and not info.level:
            out.append(tr("{0} is still away. The table waits: Computer plays, in the Network "
                          "table panel, lets the game go on.").format(name) if host else
                       tr("{0} is still away. The table waits until the host gives the "
                          "seat to the computer.").format(name))
    return out
