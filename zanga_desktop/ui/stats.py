"""Statistics kept across sessions, per game (in the settings, the group `<game id>/stats`),
and the page showing them. Which counters a game keeps is its definition's `statistics`;
their labels come from its table package."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from ..core import registry
from . import settings
from .i18n import tr


def group(game_id: str) -> str:
    return f"{game_id}/stats"


def load(game_id: str) -> dict[str, int]:
    fields = registry.get(game_id).statistics
    return {k: settings.get_int(f"{group(game_id)}/{k}") for k in fields}


def add(game_id: str, **deltas: int) -> None:
    current = load(game_id)
    s = settings.settings()
    for key, d in deltas.items():
        s.setValue(f"{group(game_id)}/{key}", current.get(key, 0) + d)
    s.sync()


def move_old(old_group: str, game_id: str, fields: Iterable[str]) -> None:
    """Counters kept under `old_group` by an earlier version move to `game_id`'s group: added
    to what is there, then removed, so that they are moved once."""
    s = settings.settings()
    old = [k for k in fields if s.contains(f"{old_group}/{k}")]
    if not old:
        return
    for k in old:
        moved = settings.get_int(f"{old_group}/{k}") + settings.get_int(f"{group(game_id)}/{k}")
        s.setValue(f"{group(game_id)}/{k}", moved)
        s.remove(f"{old_group}/{k}")
    s.sync()


class StatsDialog(QDialog):
    def __init__(self, game_id: str, labels: Mapping[str, str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Statistics"))
        form = QFormLayout(self)
        values = load(game_id)
        for key, text in labels.items():
            value = QLabel(str(values.get(key, 0)))
            value.setObjectName(f"stat_{key}")
            form.addRow(text, value)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
