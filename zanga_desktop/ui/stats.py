"""Statistics kept across sessions (in the settings, group `stats`) and the page showing them."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from . import settings
from .i18n import tr

FIELDS = ("games", "games_won", "hands", "hands_declared", "sacadas", "puestas", "codillos",
          "vales_won", "vales_lost")


def labels() -> dict[str, str]:
    return {
        "games": tr("Games finished"),
        "games_won": tr("Games won"),
        "hands": tr("Hands played"),
        "hands_declared": tr("Hands you declared"),
        "sacadas": tr("Sacadas (your declarations)"),
        "puestas": tr("Puestas (your declarations)"),
        "codillos": tr("Codillos (your declarations)"),
        "vales_won": tr("Vales won by your team"),
        "vales_lost": tr("Vales lost by your team"),
    }


def load() -> dict[str, int]:
    return {k: settings.get_int(f"stats/{k}") for k in FIELDS}


def add(**deltas: int) -> None:
    current = load()
    s = settings.settings()
    for key, d in deltas.items():
        s.setValue(f"stats/{key}", current.get(key, 0) + d)
    s.sync()


class StatsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Statistics"))
        form = QFormLayout(self)
        values = load()
        for key, text in labels().items():
            value = QLabel(str(values[key]))
            value.setObjectName(f"stat_{key}")
            form.addRow(text, value)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
