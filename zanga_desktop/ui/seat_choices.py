"""The New game dialog's choices of a game set up seat by seat: what may play a seat (a human
at this computer, or one of the game's levels), the name of a person seated at this screen,
the levels last chosen, and the practice and cover boxes under "More options". Each game's
options lay them out as its seats sit. How a seat is named (partner or opponent, and where
he sits) is the game's to say; New game and Host a table name it alike.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ..core.game import GameDefinition
from ..core.setup import HUMAN
from . import game_table, settings
from .i18n import tr
from .level_names import FIRST_LEVEL, level_names
from .new_game import NAME_FIELD_CHARS, chosen_people
from .player_name import table_names
from .table.overlay import empty_layout
from .table.setup_controller import default_names


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


def person_field(parent: QWidget, name: str, text: str, combo: QComboBox) -> QLineEdit:
    """The name of the person `combo`'s seat may seat at this screen, named `name`: shown
    only while the seat is set Human (a computer seat keeps its own name); what was typed
    stays while it is hidden, and comes back with the person."""
    field = QLineEdit(text, parent)
    field.setObjectName(name)
    field.setMaxLength(NAME_FIELD_CHARS)
    field.setMinimumWidth(field.fontMetrics().averageCharWidth() * 14)  # "Abuela Carmen"
    field.setToolTip(tr("The name of the person who plays this seat at this screen"))

    def follow() -> None:
        field.setVisible(combo.currentData() == HUMAN)

    combo.currentIndexChanged.connect(lambda _i=0: follow())
    follow()
    return field


def seat_row(parent: QWidget, combo: QComboBox, name: str,
             text: str) -> tuple[QWidget, QLineEdit]:
    """`combo` with the name of its person beside it (`person_field`, named `name`,
    holding `text`), the two sharing a row: the choice alone takes it while the seat is not
    a person's."""
    row = QWidget(parent)
    lay = QHBoxLayout(row)
    lay.setContentsMargins(0, 0, 0, 0)
    field = person_field(row, name, text, combo)
    lay.addWidget(combo, 1)
    lay.addWidget(field, 1)
    return row, field


def names_at_screen(combos: Sequence[QComboBox], fields: Sequence[QLineEdit]) -> list[str]:
    """The names typed for the seats of `combos` set Human ("" for a seat set otherwise,
    or for a person given no name), seat 1 first."""
    return [f.text().strip() if c.currentData() == HUMAN else ""
            for c, f in zip(combos, fields, strict=True)]


def show_usual_names(fields: Sequence[QLineEdit], player: str,
                     names: Callable[[str, Sequence[str]], Sequence[str]],
                     typed: Sequence[str]) -> None:
    """Each field's greyed text: the name its seat takes if none is typed there (`names(
    player, typed)`, the player's own first, with that field's name left out), so that
    "Ana" left as it is reads as Ana."""
    for seat, field in enumerate(fields, start=1):
        shown = names(player, [t if i != seat - 1 else "" for i, t in enumerate(typed)])
        field.setPlaceholderText(shown[seat] if seat < len(shown) else "")


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
    player's own, named as the player sees it (`partnered_seat`), and beside a seat set
    Human the name of the person there (`person_field`), in a grid `show` lays out again
    when the table's size changes. A seat's choice and name are kept while the size
    changes, and come back when it grows again; a seat never chosen gets the gentle level.
    The greyed name of an empty field is the one the table gives the seat (of the `usual`
    names of a table of its size, the toolkit's unless the game has its own), following the
    player's name in the dialog's `name` field."""

    def __init__(self, parent: QWidget, game: GameDefinition, prefix: str,
                 levels: Sequence[str], people: Sequence[str] | None = None,
                 usual: Callable[[int], Sequence[str]] = default_names) -> None:
        self.game = game
        self.prefix = prefix  # the combos are named "<prefix>_seat_<n>", the names "_name_"
        self._told: list[Callable[[], None]] = []  # told when the seats' choices change
        self.box = QWidget(parent)
        self.grid = QGridLayout(self.box)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setColumnStretch(1, 1)  # the choices widen with the dialog, as its fields
        self.combos: list[QComboBox] = []
        self.fields: list[QLineEdit] = []
        self._levels = list(levels)
        self._people = list(chosen_people(game) if people is None else people)
        self._usual = usual  # the names a table of n seats gives them, the player's first
        self._player = player_name_field(parent)
        self.on_change(self._show_usual_names)
        if self._player is not None:
            self._player.textChanged.connect(lambda _t="": self._show_usual_names())

    def show(self, seats: int) -> None:
        """A row for each of seats 1 to `seats` - 1."""
        for i, combo in enumerate(self.combos):
            self._levels[i] = str(combo.currentData())
        for i, field in enumerate(self.fields):
            self._people[i] = field.text()
        empty_layout(self.grid)
        self.combos = []
        self.fields = []
        while len(self._levels) < seats - 1:
            self._levels.append(new_seat_level(self.game))
        while len(self._people) < seats - 1:
            self._people.append("")
        for s in range(1, seats):
            combo = seat_combo(self.box, f"{self.prefix}_seat_{s}", self.game,
                               self._levels[s - 1])
            label = QLabel(partnered_seat(s, seats))
            label.setBuddy(combo)  # read out with its choice, as a form's row label is
            self.grid.addWidget(label, s - 1, 0)
            row, field = seat_row(self.box, combo, f"{self.prefix}_name_{s}",
                                  self._people[s - 1])
            self.grid.addWidget(row, s - 1, 1)
            self.combos.append(combo)
            self.fields.append(field)
            combo.currentIndexChanged.connect(self._choice_changed)
            self.fields[-1].textChanged.connect(lambda _t="": self._choice_changed(0))
        self._choice_changed(0)

    def _show_usual_names(self) -> None:
        usual = tuple(self._usual(len(self.combos) + 1))[1:]
        show_usual_names(self.fields, self._player.text() if self._player else "",
                         lambda player, typed: table_names(player.strip() or "Tú", usual,
                                                           typed),
                         self.names_here())

    def on_change(self, told: Callable[[], None]) -> None:
        """Call `told` whenever a seat's choice, or the number of seats, changes."""
        self._told.append(told)

    def _choice_changed(self, _index: int) -> None:
        for told in self._told:
            told()

    def levels(self) -> list[str]:
        """The seats' choices as shown, seat 1 first."""
        return [str(c.currentData()) for c in self.combos]

    def people(self) -> list[str]:
        """The names typed beside the seats as shown, seat 1 first (those of seats set to a
        computer level too: they come back with the person)."""
        return [f.text().strip() for f in self.fields]

    def names_here(self) -> list[str]:
        """The names of the people at this screen (`names_at_screen`)."""
        return names_at_screen(self.combos, self.fields)

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


def player_name_field(dialog: QWidget) -> QLineEdit | None:
    """The New game dialog's "Your name" field (the seats' greyed names follow it), or
    None in a dialog without one."""
    field = getattr(dialog, "name", None)
    return field if isinstance(field, QLineEdit) else None


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
