"""The new game dialog: the player's name, the game's own choices (its `make_options`: for La
Zanga each computer seat's level or a person at this screen and his name, the preset,
practice or rated play, and under "More options" the rule options), and the animation
speed.

What is chosen here is remembered for next time through the settings helper.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QEvent, QMargins, QObject, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QLabel,
    QLineEdit,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..core.game import GameDefinition
from ..core.setup import GameSetup
from ..limits import MAX_NAME_CHARS, clean_name, cut
from . import game_table, settings
from .i18n import tr
from .keyboard_letters import LetteredDialog
from .player_name import clash
from .speed_names import speed_names

#: The longest name the dialog takes, the player's and each other person's at the screen.
NAME_FIELD_CHARS = 24


@runtime_checkable
class PeopleRows(Protocol):
    """A game's seat choices that may seat other people at this screen, each named (the
    `seat_rows` of its New game rows: `seat_choices.SeatRows`, or La Zanga's own)."""

    def on_change(self, told: Callable[[], None]) -> None: ...

    def people(self) -> list[str]: ...

    def names_here(self) -> list[str]: ...


# The default name of earlier versions, stored in the settings of players who kept it; read as
# "no name chosen" so it follows the language like the default does.
_OLD_DEFAULT_NAME = "Tú"


def default_name() -> str:
    """The player's name when none is chosen, in the UI language: "You" in English reads as
    the player; the Spanish "Tú" in an English team caption ("Tú & Benito") did not."""
    return tr("You")


def chosen_name() -> str:
    """The name from the settings, or the language's default if none was chosen."""
    name = cut(str(settings.get("player/name") or "").strip(), MAX_NAME_CHARS)
    return default_name() if name in ("", _OLD_DEFAULT_NAME) else name


def _people_key(game: GameDefinition) -> str:
    return f"{game.id}/people"


def chosen_people(game: GameDefinition) -> tuple[str, ...]:
    """The names last given to the other people at one screen, seat 1 first ("" where none
    was), as many as the game has seats at most."""
    stored = settings.get_strings(_people_key(game))[:max(0, game.seats.most - 1)]
    return tuple(clean_name(name).strip() for name in stored)


def setup_from_settings(game: GameDefinition | None = None) -> GameSetup:
    """The set-up last chosen for `game` (by default the game chosen on the start screen),
    with the names last given to the other people at the screen."""
    game = game or game_table.default_game()
    setup: GameSetup = game_table.package(game).setup_from_settings()
    return replace(setup, names=chosen_people(game)[:len(setup.levels) - 1])


class NewGameDialog(LetteredDialog):
    """Name, the game's choices, the speed; the game's rule options wait under "More
    options"."""

    def __init__(self, parent: QWidget | None = None,
                 game: GameDefinition | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new_game_dialog")
        self.setWindowTitle(tr("New game"))
        self.game = game or game_table.default_game()
        self._fitted_hint = 0  # the height asked for when the dialog was last fitted
        outer = QVBoxLayout(self)
        form = QFormLayout()
        outer.addLayout(form)
        self.name = QLineEdit(chosen_name())
        self.name.setMaxLength(NAME_FIELD_CHARS)
        self.name.setPlaceholderText(default_name())
        # the name offered is selected: typing one replaces it ("YouMarta" before), a click
        # or an arrow key keeps it to edit
        self.name.selectAll()
        form.addRow(tr("&Your name"), self.name)
        self.game_options = game_table.package(self.game).make_options(self, form)
        self.speed = QComboBox()
        for key, text in speed_names().items():
            self.speed.addItem(text, key)
        self.speed.setCurrentIndex(max(0, self.speed.findData(settings.get("view/speed"))))
        form.addRow(tr("Animation &speed"), self.speed)

        self.more_button = QToolButton()
        self.more_button.setObjectName("more_options")
        self.more_button.setCheckable(True)
        self.more_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.more_button.setText(tr("More &options"))
        self.more_button.setAutoRaise(True)
        outer.addWidget(self.more_button)

        self.more: QWidget = self.game_options.more
        scroll = QScrollArea()  # on a short screen the options scroll, the buttons stay
        scroll.setObjectName("more_options_scroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.more)
        self.more_scroll = scroll
        self._guard_wheel()
        outer.addWidget(scroll, 1)
        outer.addStretch(0)

        # two people at one screen given one name: said under the seats, and no game dealt
        # until one of them is named otherwise (the log and the plates could not tell them)
        self.names_clash = QLabel()
        self.names_clash.setObjectName("names_clash")
        self.names_clash.setWordWrap(True)
        self.names_clash.setStyleSheet("color: #b00020;")
        self.names_clash.hide()
        form.addRow(self.names_clash)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        rows = self._seat_rows()
        if rows is not None:
            rows.on_change(self._check_names)
        self.name.textChanged.connect(lambda _t="": self._check_names())
        self._check_names()

        self.more_button.toggled.connect(self.show_more)
        self.show_more(self.game_options.wants_more())

    def _seat_rows(self) -> PeopleRows | None:
        rows = getattr(self.game_options, "seat_rows", None)
        return rows if isinstance(rows, PeopleRows) else None

    def _check_names(self) -> None:
        """Refuse, in words under the seats, a name given to two people at this screen."""
        rows = self._seat_rows()
        if rows is None:
            return
        twice = clash([self.name.text(), *rows.names_here()])
        if twice is not None:
            self.names_clash.setText(tr("Two players at this screen are named {0}: give one "
                                        "of them another name.").format(twice))
        self.names_clash.setVisible(twice is not None)
        self.ok_button.setEnabled(twice is None)

    def accept(self) -> None:
        """Deal only a table whose people can be told apart (Enter too)."""
        if self.ok_button.isEnabled():
            super().accept()

    def show_more(self, on: bool) -> None:
        """Open or close "More options" (the game may offer more choices while it is open)."""
        self.more_button.blockSignals(True)
        self.more_button.setChecked(on)
        self.more_button.blockSignals(False)
        self.more_button.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)
        self.more_scroll.setVisible(on)
        self.game_options.show_more(on)
        if self.isVisible():
            self._fit_screen()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)  # the rows take their keyboard letters
        self._fit_screen()

    def event(self, event: QEvent) -> bool:
        """Rows the game adds while the dialog is open (the seats of four players) get room:
        the dialog grows, where it kept its height and pushed More options into a scroll;
        rows it takes away give theirs back (El Envite from ten seats to two), where the
        dialog kept a blank half. And they, or rows named again, take keyboard letters
        (`LetteredDialog`)."""
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:
            self._guard_wheel()  # and the choices it added do not turn under the wheel
            hint = self.sizeHint().height()
            if self.isVisible() and (hint > self.height() or hint != self._fitted_hint):
                self._fit_screen(keep_top=True)  # the spin box stays under the mouse
        return handled

    def _guard_wheel(self) -> None:
        """The wheel over More options scrolls them: a list or a number there turns only
        once clicked, so scrolling past "Todas paga" no longer changes the rule."""
        more = getattr(self, "more", None)  # a layout request may come before it is made
        if more is None:
            return
        for box in more.findChildren(QComboBox) + more.findChildren(QAbstractSpinBox):
            box.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            box.installEventFilter(self)  # installed again, it is still called once

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A wheel over an unfocused choice of More options goes on to the scroll area."""
        if event.type() == QEvent.Type.Wheel and isinstance(watched, QWidget) \
                and not watched.hasFocus():
            event.ignore()
            return True
        return super().eventFilter(watched, event)

    def _fit_screen(self, keep_top: bool = False) -> None:
        """As tall as the content wants and, with More options open, as wide as its longest
        line (a check box does not wrap), never larger than the screen's available area;
        grown about its centre, or from its top edge (`keep_top`) when rows come and go."""
        centre = self.frameGeometry().center()
        top = self.frameGeometry().top()
        self.adjustSize()
        screen = self.screen()
        if screen is None:
            return
        area = screen.availableGeometry()
        width, height = self.width(), self.height()
        if self.more_scroll.isVisible():
            layout = self.layout()
            margins = layout.contentsMargins() if layout is not None else QMargins()
            bar = self.more_scroll.verticalScrollBar().sizeHint().width()
            width = max(width, self.more.sizeHint().width() + bar + margins.left()
                        + margins.right() + 4)
            # adjustSize stops at two thirds of the screen, which scrolled La Báciga's last
            # options away on a laptop: the options may have the whole of their height
            height = max(height, self.sizeHint().height()
                         - self.more_scroll.sizeHint().height() + self.more.sizeHint().height())
        self._fitted_hint = self.sizeHint().height()
        self.resize(min(width, area.width() - 40), min(height, area.height() - 60))
        frame = self.frameGeometry()
        frame.moveCenter(centre)  # grown about its centre, and kept on the screen
        if keep_top:
            frame.moveTop(top)
        x = max(area.left(), min(frame.left(), area.right() - frame.width()))
        y = max(area.top(), min(frame.top(), area.bottom() - frame.height()))
        self.move(x, y)

    def chosen(self) -> GameSetup:
        """The setup chosen, remembered for next time."""
        name = self.name.text().strip()
        # The default is stored as no name, so it changes with the language.
        settings.put("player/name", "" if name == default_name() else name)
        self.game_options.store()
        rows = self._seat_rows()
        if rows is not None:
            settings.put(_people_key(self.game), rows.people())
        settings.put("view/speed", self.speed.currentData())
        return setup_from_settings(self.game)
