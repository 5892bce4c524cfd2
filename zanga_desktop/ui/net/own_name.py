"""The name a player goes by at a network table, asked by the host and join dialogs alike.

At home a player who chose no name is "You" on his own screen; at a network table the others
see his name, and two players both called "You" (or "Tú") would each read that the other
deals. So the dialogs ask for a real name, offer the one chosen last, and keep it."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QLabel, QLineEdit, QWidget

from ...limits import MAX_NAME_CHARS, clean_name
from .. import settings
from ..i18n import tr
from ..new_game import chosen_name
from ..player_name import is_unnamed

#: The field's length, shorter than a record's names: it stands on a seat's plate.
FIELD_CHARS = min(24, MAX_NAME_CHARS)


def refusal(text: str) -> str | None:
    """Why `text` will not do as a name the others see (None: it will)."""
    name = clean_name(text).strip()
    if not name or is_unnamed(name):
        return tr("Write your name: the other players at the table see you by it.")
    return None


class NameRow:
    """The "Your name" field of a form, and the line under it saying why a name will not do."""

    def __init__(self, form: QFormLayout, object_name: str) -> None:
        last = chosen_name()
        self.field = QLineEdit("" if is_unnamed(last) else last)
        self.field.setObjectName(object_name)
        self.field.setMaxLength(FIELD_CHARS)
        self.field.setPlaceholderText(tr("The name the other players will see"))
        # the name offered is selected: typing another one replaces it (the host dialog
        # opens with the focus here), a click or an arrow key keeps it to edit
        self.field.selectAll()
        self.note = QLabel()
        self.note.setObjectName(f"{object_name}_note")
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #b3261e;")
        self.note.hide()
        form.addRow(tr("&Your name"), self.field)
        form.addRow("", self.note)
        self.field.textEdited.connect(lambda _text: self.note.hide())

    @property
    def name(self) -> str:
        return clean_name(self.field.text()).strip()

    def accepted(self, dialog: QWidget) -> bool:
        """True if the name will do (and it is kept for the next time); otherwise the line
        under the field says why and the field takes the focus."""
        why = refusal(self.field.text())
        if why is not None:
            self.note.setText(why)
            self.note.show()
            self.field.setFocus()
            # room for the line, never smaller: a dialog sized by hand (the join dialog's list
            # of tables) would otherwise shrink to its hint and cramp everything in it
            dialog.resize(dialog.size().expandedTo(dialog.sizeHint()))
            return False
        settings.put("player/name", self.name)
        return True
