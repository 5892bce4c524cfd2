"""The New game dialog's choices of a game set up seat by seat: what may play a seat (a human
at this computer, or one of the game's levels), the levels last chosen, and the practice
and cover boxes under "More options". Each game's options lay them out as its seats sit.
How a seat is named (partner or opponent, and where he sits) is the game's to say; New game
and Host a table name it alike.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ..core.game import GameDefinition
from ..core.setup import HUMAN
from . import game_table, settings
from .i18n import tr
from .level_names import FIRST_LEVEL, level_names
from .table.overlay import empty_layout


def levels_offered(game: GameDefinition) -> tuple[str, ...]:
    """What may play a seat: a human, or a level the game has."""
    return (HUMAN, *game.levels)


def level_text(level: str) -> str:
    if level == HUMAN:
        return tr("Human (at this computer)")
    return level_names().get(level, level)


def new_seat_level(game: GameDefinition) -> str:
    """What a seat added to the table plays: the gentle level where the game has it."""
    offered = levels_offered(game)
    return FIRST_LEVEL if FIRST_LEVEL in offered else offered[1] if len(offered) > 1 else HUMAN


def last_levels(game: GameDefinition, key: str, seats: int) -> tuple[str, ...]:
    """The player at seat 0, then the other seats as last stored under `key` (a seat not
    stored, or a level the game does not offer: the gentle level)."""
    offered = levels_offered(game)
    stored = settings.get_strings(key)
    default = new_seat_level(game)
    return (HUMAN, *(stored[i] if i < len(stored) and stored[i] in offered else default
                     for i in range(seats - 1)))


def partnered_seat(seat: int, seats: int) -> str:
    """`seat` as the player at seat 0 sees it, in a game whose partners sit every other seat
    (the shared table sits seat 1 on his right, the others counter-clockwise): two players
    are opponents; of four, each is named by where he sits; more are numbered."""
    if seats == 2:
        return tr("Opponent")
    if seats == 4:
        return {1: tr("Opponent on your right"), 2: tr("Partner (opposite)"),
                3: tr("Opponent on your left")}[seat]
    return (tr("Partner {0}") if seat % 2 == 0 else tr("Opponent {0}")).format(seat)


def seat_label(game: GameDefinition, seat: int, seats: int) -> str:
    """How `game` names `seat` of a table of `seats` (its table package's `seat_label`), so
    that Host a table words the seats as the game's New game does; else the seat's number."""
    label = game_table.offered_text(game, "seat_label", seat, seats)
    return tr("Seat {0}").format(seat + 1) if label is None else label


def humans_seated(combos: Sequence[QComboBox]) -> int:
    """How many seats people play at one screen: the player's own, and those of `combos`
    (the other seats' choices) set Human."""
    return 1 + sum(1 for c in combos if c.currentData() == HUMAN)


def seat_combo(parent: QWidget, name: str, game: GameDefinition, want: str) -> QComboBox:
    """A seat's choice of player, named `name`, showing `want`."""
    combo = QComboBox(parent)
    combo.setObjectName(name)
    for level in levels_offered(game):
        combo.addItem(level_text(level), level)
    combo.setCurrentIndex(max(0, combo.findData(want)))
    return combo


class SeatRows:
    """The "Seats" rows of a New game dialog: a choice of player for every seat but the
    player's own, named as the player sees it (`partnered_seat`), in a grid `show` lays out
    again when the table's size changes. A seat's choice is kept while the size changes, and
    comes back when it grows again; a seat never chosen gets the gentle level."""

    def __init__(self, parent: QWidget, game: GameDefinition, prefix: str,
                 levels: Sequence[str]) -> None:
        self.game = game
        self.prefix = prefix  # the combos are named "<prefix>_seat_<n>"
        self._told: list[Callable[[], None]] = []  # told when the seats' choices change
        self.box = QWidget(parent)
        self.grid = QGridLayout(self.box)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setColumnStretch(1, 1)  # the choices widen with the dialog, as its fields
        self.combos: list[QComboBox] = []
        self._levels = list(levels)

    def show(self, seats: int) -> None:
        """A row for each of seats 1 to `seats` - 1."""
        for i, combo in enumerate(self.combos):
            self._levels[i] = str(combo.currentData())
        empty_layout(self.grid)
        self.combos = []
        while len(self._levels) < seats - 1:
            self._levels.append(new_seat_level(self.game))
        for s in range(1, seats):
            combo = seat_combo(self.box, f"{self.prefix}_seat_{s}", self.game,
                               self._levels[s - 1])
            label = QLabel(partnered_seat(s, seats))
            label.setBuddy(combo)  # read out with its choice, as a form's row label is
            self.grid.addWidget(label, s - 1, 0)
            self.grid.addWidget(combo, s - 1, 1)
            self.combos.append(combo)
            combo.currentIndexChanged.connect(self._choice_changed)
        self._choice_changed(0)

    def on_change(self, told: Callable[[], None]) -> None:
        """Call `told` whenever a seat's choice, or the number of seats, changes."""
        self._told.append(told)

    def _choice_changed(self, _index: int) -> None:
        for told in self._told:
            told()

    def levels(self) -> list[str]:
        """The seats' choices as shown, seat 1 first."""
        return [str(c.currentData()) for c in self.combos]

    def humans(self) -> int:
        return humans_seated(self.combos)


def pairs_rows(dialog: QWidget, form: QFormLayout, game: GameDefinition,
               levels: Sequence[str], two: str) -> tuple[QComboBox, SeatRows]:
    """A game for two players, or four in two pairs: its "Players" choice (`two` words the
    first; named "<game id>_players") and its "Seats" rows, which follow it; `levels` are
    who played each seat last, the player's own first."""
    players = QComboBox(dialog)
    players.setObjectName(f"{game.id}_players")
    players.addItem(two, 2)
    players.addItem(tr("4 players, in two pairs"), 4)
    players.setCurrentIndex(1 if len(levels) == 4 else 0)
    form.addRow(tr("&Players"), players)
    rows = SeatRows(dialog, game, game.id, levels[1:])
    form.addRow(tr("Seats"), rows.box)
    players.currentIndexChanged.connect(lambda _i: rows.show(int(players.currentData() or 2)))
    rows.show(int(players.currentData() or 2))
    return players, rows


def cover_chosen(game: GameDefinition) -> bool:
    """Whether the game's table is covered between two humans' turns at one screen (yes
    unless turned off in the box `practice_and_cover` makes)."""
    return settings.get(_cover_key(game)) not in (False, "false", "0", 0)


def store_cover(game: GameDefinition, cover: QCheckBox) -> None:
    """Keep the choice last made in the cover box of `practice_and_cover`, even if one
    person is seated now (the box then shows it off, not offered)."""
    settings.put(_cover_key(game), bool(cover.property(_WANTED)))


#: The cover box's property holding the choice last made while it was offered.
_WANTED = "wanted"


def _cover_key(game: GameDefinition) -> str:
    return f"{game.id}/cover_screen"


def practice_and_cover(more: QWidget, lay: QVBoxLayout, game: GameDefinition,
                       practice: bool, rows: SeatRows) -> tuple[QCheckBox, QCheckBox]:
    """The practice box (ticked as `practice`) and the box that covers the table between
    two humans at one screen, added to `lay`. The cover is offered only while `rows` seat
    two people or more: with one there is nobody to hide the cards from, so it is shown
    off, and the choice last made comes back when a second person is seated."""
    practice_box = QCheckBox(tr("Pr&actice game (undo allowed)"), more)
    practice_box.setObjectName(f"{game.id}_practice")
    practice_box.setChecked(practice)
    lay.addWidget(practice_box)
    return practice_box, cover_box(more, lay, game, rows.humans, rows.on_change)


def cover_box(parent: QWidget, lay: QVBoxLayout, game: GameDefinition,
              humans: Callable[[], int],
              on_change: Callable[[Callable[[], None]], None]) -> QCheckBox:
    """The box that covers the table between two humans at one screen, added to `lay`,
    offered only while `humans()` is two or more (`on_change` registers what to run when
    the seats change): with one there is nobody to hide the cards from, so it is shown
    off, and the choice last made comes back when a second person is seated."""
    cover = QCheckBox(tr("Several players at this screen: &hide each one's cards until he "
                         "says he is at it"), parent)
    cover.setObjectName(f"{game.id}_cover")
    lay.addWidget(cover)
    cover.setProperty(_WANTED, cover_chosen(game))

    def chosen(on: bool) -> None:
        if cover.isEnabled():
            cover.setProperty(_WANTED, on)

    def follow() -> None:
        several = humans() >= 2
        cover.setEnabled(several)
        cover.setChecked(several and bool(cover.property(_WANTED)))

    cover.toggled.connect(chosen)
    on_change(follow)
    follow()
    return cover
