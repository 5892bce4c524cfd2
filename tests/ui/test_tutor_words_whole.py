"""The rules tutor's refusal is read whole under the table of a narrow window, where the
docks are short: the narration gives way, never a line of the refusal (every registered
game's table)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from zanga_desktop.core import registry
from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.table.docks import NARROW_WINDOW, TutorDock

LONG = ("The 4 de oros was led and you hold caballo de oros: play that suit or a triunfo; "
        "only a player with none of it may play any card.")


@pytest.mark.parametrize("game_id", registry.ids())
def test_a_refusal_is_never_cut_short_in_a_short_dock(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(speed="instant", autosave=False, record_stats=False,
                        game=registry.get(game_id))
    qtbot.addWidget(window)
    window.resize(NARROW_WINDOW - 40, 1000)  # the docks under the table
    window.show()
    window.start(welcome=False)
    tutor = window.findChild(TutorDock, "tutor_dock")
    assert tutor is not None
    tutor.show_refusal(lambda: [LONG, "You may play: caballo de oros, 4 de bastos."])
    tutor.hint_label.setText(LONG)
    QApplication.processEvents()
    for label in (tutor.explanation, tutor.hint_label):
        qtbot.waitUntil(lambda label=label: label.height()  # type: ignore[misc]
                        >= label.heightForWidth(label.width()))
        assert label.visibleRegion().boundingRect().height() == label.height()
    window.controller.shutdown()
