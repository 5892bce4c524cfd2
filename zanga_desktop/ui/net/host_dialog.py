"""Host a table: the game, its rules, who plays each seat (open for a person, or a computer
level; the host's own seat plays in his window), each seat named as the game's New game
names it (partner or opponent, where he sits), whether hints are allowed. A table this
player was hosting when the program stopped is offered first: reopened, its players rejoin."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from ...core.game import GameDefinition, NetworkGame, network_game
from ...net.table import SeatSpec
from .. import game_table, seat_choices
from ..i18n import tr
from ..keyboard_letters import LetteredDialog
from ..level_names import FIRST_LEVEL, level_label
from ..modal import asked_once
from ..new_game import chosen_name, setup_from_settings
from .own_name import NameRow

OPEN = ""  # a seat's choice: open for a person


def preset_label(game: GameDefinition, preset: str) -> str:
    """How `game` names `preset` (its table package's `preset_text`), as its New game and
    start screen do; else the id capitalised."""
    label = game_table.offered_text(game, "preset_text", preset)
    return preset.capitalize() if label is None else label


class HostDialog(LetteredDialog):
    def __init__(self, parent: QWidget | None = None,
                 game: GameDefinition | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("host_dialog")
        self.setWindowTitle(tr("Host a table"))
        self.setMinimumWidth(460)
        outer = QVBoxLayout(self)
        intro = QLabel(tr("Players on other computers of this network join your table from "
                          "their start screen; the computer plays the seats you give it."))
        intro.setWordWrap(True)
        outer.addWidget(intro)
        self.form = QFormLayout()
        outer.addLayout(self.form)
        self.name_row = NameRow(self.form, "host_name")
        self.name = self.name_row.field
        self.games = list(game_table.playable_games())
        self.game_box = QComboBox()
        self.game_box.setObjectName("host_game")
        items = self.game_box.model()
        for g in self.games:
            title = game_table.package(g).title()
            if network_game(g) is None:  # offered, and said why it cannot be chosen
                self.game_box.addItem(tr("{0} (not playable over the network yet)")
                                      .format(title), g.id)
                if isinstance(items, QStandardItemModel):
                    items.item(self.game_box.count() - 1).setEnabled(False)
            else:
                self.game_box.addItem(title, g.id)
        networked = [g for g in self.games if network_game(g) is not None]
        chosen = game if game is not None and network_game(game) is not None \
            else networked[0] if networked else game_table.default_game()
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(chosen.id)))
        self.form.addRow(tr("&Game", "the game a table is for"), self.game_box)
        self.preset = QComboBox()
        self.preset.setObjectName("host_preset")
        self.form.addRow(tr("&Rules"), self.preset)
        self.count = QComboBox()
        self.count.setObjectName("host_seat_count")
        self.form.addRow(tr("&Players"), self.count)
        self.seat_boxes: list[QComboBox] = []
        self.seat_rows: list[QWidget] = []
        self.hints = QCheckBox(tr("Allow &hints"))
        self.hints.setObjectName("host_hints")
        self.hints.setChecked(True)
        outer.addWidget(self.hints)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Open the table"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.count.currentIndexChanged.connect(self._count_changed)
        self._game_changed()

    @property
    def game(self) -> GameDefinition:
        return self.games[max(0, self.game_box.currentIndex())]

    @property
    def net_game(self) -> NetworkGame | None:
        """The game chosen, if it can be played over the network."""
        return network_game(self.game)

    def _game_changed(self) -> None:
        game = self.game
        last = setup_from_settings(game)
        self.preset.clear()
        for preset in game.presets:
            self.preset.addItem(preset_label(game, preset), preset)
        self.preset.setCurrentIndex(max(0, self.preset.findData(last.preset)))
        self.count.blockSignals(True)
        self.count.clear()
        seats = game.seats
        for n in range(seats.least, seats.most + 1, seats.step):
            self.count.addItem(str(n), n)
        self.count.setCurrentIndex(max(0, self.count.findData(seats.default)))
        self.count.setEnabled(self.count.count() > 1)
        self.count.blockSignals(False)
        self._count_changed()

    def _count_changed(self) -> None:
        for row in self.seat_rows:
            self.form.removeRow(row)
        self.seat_boxes, self.seat_rows = [], []
        game = self.game
        n = int(self.count.currentData() or game.seats.default)
        you = QLabel(tr("Human (at this computer)"))
        self.form.addRow(tr("You"), you)
        self.seat_rows.append(you)
        for seat in range(1, n):
            box = QComboBox()
            box.setObjectName(f"host_seat_{seat}")
            box.addItem(tr("Open for a person"), OPEN)
            for level in game.levels:
                box.addItem(tr("Computer: {0}").format(level_label(game, level)), level)
            # partners' seats open for a person, the others played at the gentle level; a
            # table of two is for a person at another computer
            person = seat % 2 == 0 or n == 2
            box.setCurrentIndex(0 if person else max(0, box.findData(FIRST_LEVEL)))
            self.form.addRow(seat_choices.seat_label(game, seat, n), box)
            self.seat_boxes.append(box)
            self.seat_rows.append(box)
        self.adjustSize()

    def seats(self) -> list[SeatSpec]:
        out = [SeatSpec()]
        for box in self.seat_boxes:
            level = str(box.currentData())
            out.append(SeatSpec(level or None))
        return out

    def chosen(self) -> tuple[NetworkGame, str, list[SeatSpec], str, dict[str, Any], bool]:
        game = self.net_game
        assert game is not None  # the others cannot be chosen
        preset = str(self.preset.currentData())
        last = setup_from_settings(game)
        options = dict(last.options) if last.preset == preset else {}
        return game, self.name_row.name, self.seats(), preset, options, self.hints.isChecked()

    def accept(self) -> None:
        if self.name_row.accepted(self):
            super().accept()


def ask_host(window: Any) -> Any:
    """Offer to reopen a table left open, else ask how to host one; the table's window, or
    None."""
    from .left_open import saved_table
    from .window import host_table

    game = network_game(window.game)
    saved = saved_table(game) if game is not None else None
    if game is not None and saved is not None:
        answer = QMessageBox.question(
            window, tr("Host a table"),
            tr("The table you were hosting was left open. Reopen it? Its players take their "
               "seats back when they join again."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        if answer == QMessageBox.StandardButton.Yes:
            return host_table(game, chosen_name(), [], None, {}, True, resume=saved,
                              parent=window)
    with asked_once(HostDialog(window, game)) as dialog:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        game, name, seats, preset, options, hints = dialog.chosen()
    return host_table(game, name, seats, preset, options, hints, parent=window)
