"""The new game dialog: the player's name, each AI seat's level, preset, options and speed.

What is chosen here is remembered for next time through the settings helper.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QWidget,
)

from ..ai import Level
from ..records import DEFAULT_PLAYERS
from . import settings
from .i18n import tr
from .zanga.controller import Setup
from .zanga.words import level_text


def setup_from_settings() -> Setup:
    levels = [str(x) for x in settings.get("game/levels")][:3]
    while len(levels) < 3:
        levels.append("principiante")
    valid = {lv.value for lv in Level}
    levels = [lv if lv in valid else "principiante" for lv in levels]
    return Setup(name=str(settings.get("player/name")) or DEFAULT_PLAYERS[0],
                 levels=("human", levels[0], levels[1], levels[2]),
                 preset=str(settings.get("game/preset")),
                 practice=bool(settings.get("game/practice")))


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("New game"))
        setup = setup_from_settings()
        form = QFormLayout(self)
        self.name = QLineEdit(setup.name)
        self.name.setMaxLength(24)
        form.addRow(tr("Your name"), self.name)
        self.levels: list[QComboBox] = []
        for seat in (1, 2, 3):
            box = QComboBox()
            for lv in Level:
                box.addItem(level_text(lv.value), lv.value)
            box.setCurrentIndex(max(0, box.findData(setup.levels[seat])))
            role = tr("partner") if seat == 2 else tr("opponent")
            form.addRow(tr("{0} ({1})").format(DEFAULT_PLAYERS[seat], role), box)
            self.levels.append(box)
        self.preset = QComboBox()
        self.preset.addItem(tr("Manual (Canarias)"), "manual")
        self.preset.addItem(tr("Simplificada"), "simplificada")
        self.preset.setCurrentIndex(max(0, self.preset.findData(setup.preset)))
        form.addRow(tr("Rules"), self.preset)
        self.practice = QCheckBox(tr("Practice game (undo allowed; off for rated play)"))
        self.practice.setChecked(setup.practice)
        form.addRow(self.practice)
        self.speed = QComboBox()
        for key, text in (("slow", tr("Slow")), ("normal", tr("Normal")), ("fast", tr("Fast")),
                          ("instant", tr("Instant"))):
            self.speed.addItem(text, key)
        self.speed.setCurrentIndex(max(0, self.speed.findData(settings.get("view/speed"))))
        form.addRow(tr("Animation speed"), self.speed)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def chosen(self) -> Setup:
        """The setup chosen, remembered for next time."""
        levels = [str(b.currentData()) for b in self.levels]
        settings.put("player/name", self.name.text().strip() or DEFAULT_PLAYERS[0])
        settings.put("game/levels", levels)
        settings.put("game/preset", self.preset.currentData())
        settings.put("game/practice", self.practice.isChecked())
        settings.put("view/speed", self.speed.currentData())
        return setup_from_settings()
