"""Every game's rules browser names an option that changes a decision as the New game dialog
names it (where the dialog offers it), with its values in words ("yes", "no", a choice as
the dialog words it), never only as a record's name such as `pass_min_discard (Bengala: 1)`
or `true`."""

from __future__ import annotations

import html
import importlib
import re

import pytest
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QCheckBox, QComboBox, QGroupBox, QLabel

from zanga_desktop.core import registry
from zanga_desktop.ui import i18n
from zanga_desktop.ui.new_game import NewGameDialog

_LABEL = re.compile(r"<li><b>(.*?)</b>")


def _dialog_words(dialog: NewGameDialog) -> set[str]:
    """Every label, check box, group title and choice the dialog shows, its & letters out."""
    words = {w.text() for w in dialog.findChildren(QLabel)}
    words |= {w.text() for w in dialog.findChildren(QCheckBox)}
    words |= {w.title() for w in dialog.findChildren(QGroupBox)}
    words |= {box.itemText(i) for box in dialog.findChildren(QComboBox)
              for i in range(box.count())}
    return {re.sub(r"\(&\w\)|&(?=\S)", "", w) for w in words}


@pytest.mark.parametrize("game_id", list(registry.ids()))
def test_the_rules_browser_names_options_as_new_game_does(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    i18n.install("en")
    dialog = NewGameDialog(game=registry.get(game_id))
    qtbot.addWidget(dialog)
    offered = _dialog_words(dialog)
    reference = importlib.import_module(f"zanga_desktop.games.{game_id}.learn.reference")
    browser = reference.rules_browser()  # the game keeps its one browser: not qtbot's
    named = 0
    for key, page in browser.pages.items():
        if not key.startswith("dec:") or "<li>" not in page:
            continue
        for item in re.findall(r"<li>(.*?)</li>", page, re.S):
            doc = QTextDocument()
            doc.setHtml(item)
            assert not re.search(r": (true|false)\b", doc.toPlainText()), (key, item)
        for item in re.findall(r"<li>(.*?)</li>", page, re.S):
            label = _LABEL.findall("<li>" + item)
            if label and "In New game, under More options" in item:
                assert html.unescape(label[0]) in offered, (key, label)
                named += 1
            assert label, (key, item)  # every option in words, offered or not
    assert named, f"{game_id}: no option named as New game names it"
    browser.close()


def test_la_bacigas_paso_is_named_as_the_dialog_names_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    from zanga_desktop.games.baciga.learn.reference import rules_browser

    i18n.install("en")
    browser = rules_browser()
    page = next(p for k, p in browser.pages.items()
                if k.startswith("dec:") and "pass_min_discard" in p)
    assert "<b>A paso lays down (section 5)</b> — Bengala: 1 to 3 cards (the rules)" in page
    browser.close()
