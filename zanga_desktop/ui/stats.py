"""Statistics kept across sessions, per game (in the settings, the group `<game id>/stats`),
and the page showing them.

Every game has the counters of a finished game (`COMMON`: games finished, won, drawn), which
the window keeps from the game's `Outcome` for the player at seat 0; a game adds counters of
its own (its definition's `statistics`), which its table keeps and its table package labels
(`statistics_labels()`)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from ..core import registry
from ..core.game import Outcome
from . import game_table, settings
from .i18n import tr

#: The counters every game keeps: games finished, won and drawn by the player at seat 0.
COMMON: tuple[str, ...] = ("games", "games_won", "games_drawn")
#: The counters the page shows only once they are counted (none of the games on the table
#: ends drawn, so "Partidos drawn: 0" told nothing).
OPTIONAL: frozenset[str] = frozenset({"games_drawn"})


def group(game_id: str) -> str:
    return f"{game_id}/stats"


def fields(game_id: str) -> tuple[str, ...]:
    """The counters kept for `game_id`: the common ones, then its own."""
    own = registry.get(game_id).statistics
    return COMMON + tuple(k for k in own if k not in COMMON)


def load(game_id: str) -> dict[str, int]:
    return {k: settings.get_int(f"{group(game_id)}/{k}") for k in fields(game_id)}


def add(game_id: str, **deltas: int) -> None:
    current = load(game_id)
    s = settings.settings()
    for key, d in deltas.items():
        s.setValue(f"{group(game_id)}/{key}", current.get(key, 0) + d)
    s.sync()


def record_outcome(game_id: str, outcome: Outcome, seat: int = 0) -> None:
    """A finished game, counted for the player at `seat`: finished, won or drawn."""
    add(game_id, games=1, games_won=int(outcome.won_by(seat)),
        games_drawn=int(outcome.is_draw))


def reset(game_id: str) -> None:
    """Every counter of `game_id` back to nothing (the player asked: Statistics > Reset)."""
    s = settings.settings()
    s.remove(group(game_id))
    s.sync()


def common_labels() -> dict[str, str]:
    return {"games": tr("Games finished"), "games_won": tr("Games won"),
            "games_drawn": tr("Games drawn")}


def move_old(old_group: str, game_id: str, fields: Iterable[str],
             renamed: Mapping[str, str] | None = None) -> None:
    """Counters kept under `old_group` by an earlier version move to `game_id`'s group (a
    counter's old name to its new one by `renamed`): added to what is there, then removed,
    so that they are moved once."""
    s = settings.settings()
    names = dict(renamed or {})
    old = [k for k in fields if s.contains(f"{old_group}/{k}")]
    if not old:
        return
    for k in old:
        new = names.get(k, k)
        moved = settings.get_int(f"{old_group}/{k}") + settings.get_int(f"{group(game_id)}/{new}")
        s.setValue(f"{group(game_id)}/{new}", moved)
        s.remove(f"{old_group}/{k}")
    s.sync()


#: A figure's place in its row: at the right, under the others.
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


class StatsDialog(QDialog):
    """The counters of one game: the common ones, then the game's own, each with the label
    its table package gives (a game may word the common ones its own way: partidos). Reset
    sets them back to 0, once the player has said yes."""

    def __init__(self, game_id: str, labels: Mapping[str, str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.title = str(game_table.package(game_id).title())
        self.setWindowTitle(tr("Statistics: {0}").format(self.title))
        column = QVBoxLayout(self)
        form = self.form = QFormLayout()
        form.setHorizontalSpacing(24)  # a figure apart from its words, right-aligned
        column.addLayout(form)
        values = load(game_id)
        shown = {**common_labels(), **labels}
        self.values: dict[str, QLabel] = {}
        self.share: QLabel | None = None
        for key in fields(game_id):
            if key in OPTIONAL and not values.get(key):
                continue  # no game of it drawn yet: most games cannot end drawn
            value = QLabel(str(values.get(key, 0)))
            value.setAlignment(RIGHT)
            value.setObjectName(f"stat_{key}")
            self.values[key] = value
            form.addRow(shown.get(key, key), value)
            if key == "games_won" and values.get("games", 0) > 0:
                # a hand-edited file may say anything: a share is from 0 to 100
                won = min(max(values.get("games_won", 0), 0), values["games"])
                share = round(100 * won / values["games"])
                self.share = QLabel(tr("{0}%", "share of games").format(share))
                self.share.setAlignment(RIGHT)
                self.share.setObjectName("stat_share_won")
                form.addRow(tr("Share of games won"), self.share)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = buttons.addButton(tr("&Reset..."),
                                              QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.setEnabled(any(values.values()))
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.rejected.connect(self.reject)
        column.addSpacing(12)  # the buttons apart from the last figure
        column.addWidget(buttons)
        # wide enough for its title bar to name the game whole
        title_room = self.fontMetrics().horizontalAdvance(self.windowTitle()) + 140
        self.setMinimumWidth(max(self.sizeHint().width(), title_room))

    def ask_reset(self) -> bool:
        """Reset: asked first, since the counters of every game played are lost."""
        answer = QMessageBox.question(
            self, tr("Reset the statistics"),
            tr("Set every figure of {0} back to 0? What was counted cannot be brought "
               "back.").format(self.title),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return False
        reset(self.game_id)
        for label in self.values.values():
            label.setText("0")
        if self.share is not None:  # no game counted: no share of them
            self.form.setRowVisible(self.share, False)
        self.reset_button.setEnabled(False)
        return True
