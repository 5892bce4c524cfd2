"""The seats' words on the table: each seat's plate (name, level, badges, tricks won), its
speech bubble, and the info box of the hand being played."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from ....ui.i18n import tr
from ....ui.table.layout import PLACES, Place
from ....ui.table.pieces import Bubble, Label, SeatPlate
from ..rules import Action, Kind, Phase, Word, team
from .news import Table
from .table_cards import place_of
from .words import bubble_text, suit_name, team_name

TEAM_COLOURS = ("#efe5cc", "#d0463b")
INFO_POS = QPointF(200, 58)


class Plates:
    """Plates, bubbles and the info box. `names`, `label`, `you` are the controller's
    answers (the names shown, a seat's level or bot, the seat spoken to as "you")."""

    def __init__(self, scene: QGraphicsScene, names: Callable[[], list[str]],
                 label: Callable[[int], str], you: Callable[[], int | None]) -> None:
        self._names = names
        self._label = label
        self._you = you
        self.plates = [SeatPlate() for _ in range(4)]
        self.bubbles = [Bubble(p.bubble_tail) for p in PLACES]
        # what each bubble says, as a function: written again when the language changes
        self.bubble_text: list[Callable[[], str] | None] = [None] * 4
        self.viewer = 0
        for seat, (plate, bubble) in enumerate(zip(self.plates, self.bubbles, strict=True)):
            plate.team_colour = QColor(TEAM_COLOURS[team(seat)])
            scene.addItem(plate)
            scene.addItem(bubble)
        self.orient(0)
        self.info = Label(370, size=13)
        self.info.setPos(INFO_POS)
        scene.addItem(self.info)

    def orient(self, viewer: int) -> None:
        """The plates and bubbles round a table seen from `viewer` (at the bottom)."""
        self.viewer = viewer
        for seat, (plate, bubble) in enumerate(zip(self.plates, self.bubbles, strict=True)):
            place = self.place(seat)
            plate.setPos(place.plate)
            bubble.prepareGeometryChange()
            bubble.tail = place.bubble_tail
            bubble.setPos(place.bubble)
            bubble.update()

    def place(self, seat: int) -> Place:
        return place_of(seat, self.viewer)

    # ---------------------------------------------------------------- bubbles

    def clear_bubbles(self) -> None:
        for b in self.bubbles:
            b.say("")

    def said_so_far(self, table: Table) -> None:
        """The bubbles as the hand's actions left them, for a table drawn at once (a game
        opened or resumed in mid-speaking, a lesson's position, a card taken back): each
        seat's last word, the trumps once named; nothing once the first card is down."""
        self.clear_bubbles()
        if table.tricks or table.trick:
            return
        for action in table.actions:
            if action.kind is Kind.TRUMP:
                self.clear_bubbles()
            self.say(action)

    def say(self, action: Action) -> None:
        """The bubble of the seat that acted: its word, trump or claim (a pass said softly)."""
        text = bubble_text(action)
        if text:
            self.bubble_text[action.seat] = partial(bubble_text, action)
            self.bubbles[action.seat].say(text, strong=action.kind is not Kind.SAY
                                          or action.value != Word.PASO)

    def took(self, winner: int) -> None:
        """The seat that took the trick says so."""
        def said() -> str:
            return tr("Mine!") if winner == self._you() else tr("Baza")

        self.bubble_text[winner] = said
        self.bubbles[winner].say(said(), strong=True)

    def retranslate_bubbles(self) -> None:
        for bubble, text in zip(self.bubbles, self.bubble_text, strict=True):
            if bubble.text and text is not None:
                bubble.say(text(), bubble.strong)

    # ---------------------------------------------------------------- plates and info

    def set_active(self, active: Callable[[int], bool]) -> None:
        for s, plate in enumerate(self.plates):
            plate.active = active(s)

    def update(self, table: Table) -> None:
        names = self._names()
        won_by_seat = [0, 0, 0, 0]
        for w, _ in table.tricks:
            won_by_seat[w] += 1
        for seat, plate in enumerate(self.plates):
            plate.set_info(names[seat], self._label(seat))
            badges: list[tuple[str, str]] = []
            if table.nombrado == seat and table.phase is not Phase.DEAL:
                badges.append(("★", "#f2c14e"))
            if table.mano == seat:
                badges.append((tr("M", "badge of the mano"), "#9fd8a4"))
            if table.dealer == seat:
                badges.append((tr("D", "badge of the dealer"), "#9ad0ff"))
            plate.badges = badges
            note = ""
            if seat == table.out_seat:
                note = tr("sits out")
            elif table.trump is not None:
                n = won_by_seat[seat]
                note = tr("%n trick(s)", None, n)
            plate.note = note
        self._update_info(table)

    def _update_info(self, table: Table) -> None:
        names = self._names()
        if table.deal is None:
            self.info.set_text("")
            return
        you = self._you()
        lines = [hand_line(table, names, you)]
        if table.trump is not None and table.nombrado is not None:
            how = tr("solo") if table.solo_seat is not None else (
                tr("zanga") if table.zanga_said else tr("juego"))
            lines.append(trumps_line(suit_name(table.trump).capitalize(), table.nombrado, how,
                                     names, you))
            if you is None:  # watching, or several at one screen: nobody is "us"
                lines.append(tr("Tricks: {0} {1}, {2} {3}").format(
                    team_name(names, 0), table.won[0], team_name(names, 1), table.won[1]))
            else:  # "us": the side of the seat spoken to, which need not be seat 0's
                us = team(you)
                lines.append(tr("Tricks: us {0}, them {1}").format(table.won[us],
                                                                   table.won[1 - us]))
        elif table.phase in (Phase.KEEP, Phase.TRUMP):
            lines.append(tr("Naming trumps"))
        else:
            lines.append(tr("Speaking"))
        self.info.set_text("\n".join(lines))


def _seat_name(names: list[str], seat: int | None) -> str:
    return names[seat] if seat is not None else "-"


def hand_line(table: Table, names: list[str], you: int | None) -> str:
    """The info's first line: the hand, its dealer and its mano, the player's own seat (`you`)
    in the second person."""
    number = table.hand_index + 1
    if table.dealer is not None and table.dealer == you:
        return tr("Hand {0}  ·  you deal  ·  mano {1}").format(number,
                                                                _seat_name(names, table.mano))
    if table.mano is not None and table.mano == you:
        return tr("Hand {0}  ·  dealer {1}  ·  you are mano").format(
            number, _seat_name(names, table.dealer))
    return tr("Hand {0}  ·  dealer {1}  ·  mano {2}").format(
        number, _seat_name(names, table.dealer), _seat_name(names, table.mano))


def trumps_line(trump: str, nombrado: int, how: str, names: list[str], you: int | None) -> str:
    """The info's line of the hand being played: its trumps and who plays it how."""
    if nombrado == you:
        return tr("Trumps: {0}  ·  you play {1}").format(trump, how)
    return tr("Trumps: {0}  ·  {1} plays {2}").format(trump, names[nombrado], how)
