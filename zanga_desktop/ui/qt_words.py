"""Words of Qt's own dialogs that Qt's catalogues of our languages lack: Qt 6 gave the file
dialog's "Look in:" and "Files of type:" a shortcut letter, and `qtbase_es.qm` and
`qtbase_ja.qm` still hold them without one, so a Spanish or Japanese player met them in
English. Our catalogue answers them: `i18n.Catalogue` looks up a string of any context in
the unnamed one too, and lupdate files these calls there."""

from __future__ import annotations

from .i18n import tr


def file_dialog_words() -> tuple[str, ...]:
    """The file dialog's labels Qt asks for under its own context ("QFileDialog")."""
    return (tr("&Look in:"), tr("Files of &type:"))
