"""Help > About: what the program is, under which licence (its text shipped with it, shown by
Licences), what it is built on (Qt's licence asks that it be said, and "About Qt" says the
rest), and where it keeps the player's unfinished games, with a button that opens that folder
for a backup."""

from __future__ import annotations

import platform
from collections.abc import Callable
from pathlib import Path

import PySide6
from PySide6.QtCore import Qt, QUrl, qVersion
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from .app_icon import app_icon
from .i18n import tr
from .modal import asked_once
from .paths import resource

PROGRAM = "Zanga Desktop"  # a name: the same in every language
# The licence texts shipped in `resources/licenses/`: the program's, then Qt's and PySide6's.
LICENCES: tuple[str, ...] = ("GPL-3.txt", "LGPL-3.txt")
LICENCE_BYTES = 200_000  # far more than either text: a file past it is not ours
# Shown beside the folder's path, however long the path is.
PATH_CHARS = 240


class AboutDialog(QDialog):
    """The program's page: `titles` are the games it plays, `folder` where it keeps them."""

    def __init__(self, titles: str, folder: Path, parent: QWidget | None = None,
                 open_url: Callable[[QUrl], bool] = QDesktopServices.openUrl) -> None:
        super().__init__(parent)
        self.folder = folder
        self._open_url = open_url
        self.setWindowTitle(tr("About Zanga Desktop"))
        self.setWindowIcon(app_icon())
        icon = QLabel(self)
        icon.setPixmap(app_icon().pixmap(64, 64))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        heading = QLabel(f"<h2>{PROGRAM} {__version__}</h2>", self)
        heading.setTextFormat(Qt.TextFormat.RichText)
        self.about = QLabel(tr(
            "The card games of the Canary Islands, played with the Spanish deck: {0}. "
            "Offline and free.").format(titles), self)
        self.licence = QLabel(tr(
            "Free software: you may share and change it under the GNU General Public "
            "License, version 3 or later. It comes with no warranty."), self)
        # the versions a bug report wants, and the licence Qt asks to be named
        self.built = QLabel(tr(
            "Built with Python {0}, Qt {1} and PySide6 {2}. Qt and PySide6 are used under "
            "the GNU Lesser General Public License, version 3.").format(
                platform.python_version(), qVersion(), PySide6.__version__), self)
        shown_path = str(folder)
        if len(shown_path) > PATH_CHARS:
            shown_path = "…" + shown_path[-PATH_CHARS:]
        self.where = QLabel(tr("Your unfinished games are kept in:"), self)
        self.path = QLabel(shown_path, self)
        self.path.setObjectName("about_folder")
        self.path.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        for label in (self.about, self.licence, self.built, self.where, self.path):
            label.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.open_button = buttons.addButton(tr("&Open this folder"),
                                             QDialogButtonBox.ButtonRole.ActionRole)
        self.open_button.clicked.connect(self.open_folder)
        self.licences_button = buttons.addButton(tr("&Licences"),
                                                 QDialogButtonBox.ButtonRole.HelpRole)
        self.licences_button.clicked.connect(self.show_licences)
        self.qt_button = buttons.addButton(tr("About &Qt"),
                                           QDialogButtonBox.ButtonRole.HelpRole)
        self.qt_button.clicked.connect(lambda: QMessageBox.aboutQt(self))
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setDefault(True)
        close.setFocus()
        text = QVBoxLayout()
        for widget in (heading, self.about, self.licence, self.built):
            text.addWidget(widget)
        text.addSpacing(6)
        folder_lines = QVBoxLayout()
        folder_lines.setSpacing(2)
        folder_lines.addWidget(self.where)
        folder_lines.addWidget(self.path)
        text.addLayout(folder_lines)
        text.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(icon)
        top.addLayout(text, 1)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(buttons)
        self.setMinimumWidth(560)
        # the height the wrapped lines take at that width, not at the narrower first guess
        self.resize(560, lay.heightForWidth(560))

    def open_folder(self) -> bool:
        """The folder opened by the system's file manager; if it cannot be, the player is
        told where it is instead of being left with a button that did nothing."""
        if self._open_url(QUrl.fromLocalFile(str(self.folder))):
            return True
        QMessageBox.information(self, tr("About Zanga Desktop"), tr(
            "The folder could not be opened here. It is: {0}").format(self.path.text()))
        return False

    def show_licences(self) -> None:
        with asked_once(LicencesDialog(self)) as dialog:
            dialog.exec()


def licence_text(name: str) -> str:
    """The text of the licence file `name`, or a sentence saying where to read it if this
    installation lost it."""
    try:
        with resource("licenses", name).open("rb") as f:
            data = f.read(LICENCE_BYTES + 1)
    except OSError:
        data = b""
    if not data or len(data) > LICENCE_BYTES:
        return tr("The text of this licence is missing from this installation. It can be "
                  "read at https://www.gnu.org/licenses/.")
    return data.decode("utf-8", errors="replace")


class LicencesDialog(QDialog):
    """The licences' full texts, one tab each, as they were published (in English)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Licences"))
        self.tabs = QTabWidget(self)
        labels = (tr("Zanga Desktop: GNU GPL 3"), tr("Qt and PySide6: GNU LGPL 3"))
        for name, label in zip(LICENCES, labels, strict=True):
            text = QPlainTextEdit(licence_text(name), self.tabs)
            text.setReadOnly(True)
            text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
            self.tabs.addTab(text, label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.tabs)
        lay.addWidget(buttons)
        width = self.fontMetrics().horizontalAdvance("x" * 84)
        self.resize(width, min(640, 30 * self.fontMetrics().height() + 120))
