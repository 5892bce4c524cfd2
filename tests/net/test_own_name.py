"""The host and join dialogs ask for the name the other players will see: an empty one or a
language's "you" is refused in a sentence under the field, a real one is kept for the next
time (ui/net/own_name.py). Two windows of one table never both read "You"."""

from __future__ import annotations

import pytest

from zanga_desktop.ui import settings
from zanga_desktop.ui.net.host_dialog import HostDialog
from zanga_desktop.ui.net.join_dialog import JoinDialog
from zanga_desktop.ui.net.own_name import refusal

pytestmark = pytest.mark.usefixtures("isolated")


@pytest.mark.parametrize("name", ["", "   ", "You", "you", "Tú", "あなた", "\u202eYou"])
def test_no_name_or_a_languages_you_is_refused(name: str) -> None:
    assert refusal(name) == "Write your name: the other players at the table see you by it."


@pytest.mark.parametrize("name", ["Ana", "Youssef", "Tú y yo", "マリア"])
def test_a_real_name_will_do(name: str) -> None:
    assert refusal(name) is None


def test_the_host_dialog_asks_for_a_name_then_keeps_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = HostDialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.name.text() == ""  # none chosen yet: not "You"
    assert dialog.name.placeholderText() == "The name the other players will see"
    dialog.accept()
    assert dialog.result() != dialog.DialogCode.Accepted and dialog.isVisible()
    note = dialog.name_row.note
    assert note.isVisible() and "Write your name" in note.text()
    qtbot.keyClicks(dialog.name, "Carmela")
    assert not note.isVisible()  # typing takes the refusal away
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted
    assert dialog.chosen()[1] == "Carmela"
    assert settings.get("player/name") == "Carmela"
    again = HostDialog(None)
    qtbot.addWidget(again)
    assert again.name.text() == "Carmela"
    again.show()
    qtbot.waitUntil(again.name.hasFocus)  # the first field: a name typed at once...
    qtbot.keyClicks(again.name, "Nieves")
    assert again.name.text() == "Nieves"  # ...replaces the one offered, never "CarmelaNieves"


def test_the_join_dialog_watches_only_under_a_name(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = JoinDialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.watch.setEnabled(True)  # as when a table is found
    dialog.watch.click()
    assert not dialog.watching and dialog.result() != dialog.DialogCode.Accepted
    assert dialog.name_row.note.isVisible()
    dialog.name.setText("Nieves")
    dialog.watch.click()
    assert dialog.watching and dialog.result() == dialog.DialogCode.Accepted


def test_a_refused_name_never_shrinks_the_join_dialog(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The join dialog is sized for its list of tables; the line saying why a name will not
    do used to resize it to its hint, narrower than it was, cramping the list and the form."""
    dialog = JoinDialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    before = dialog.size()
    dialog.watch.setEnabled(True)
    dialog.watch.click()
    assert dialog.name_row.note.isVisible()
    after = dialog.size()
    assert after.width() >= before.width() and after.height() >= before.height()
