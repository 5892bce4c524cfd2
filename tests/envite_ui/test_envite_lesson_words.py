"""The lessons and the log speak the player's language to the end: no "Tú" in English,
every log line written again after a switch of language, the cards named as the table names
them ("2 de copas", never "2 of copas"), the first lesson's matadores one team size at a
time, and the answer buttons where they were when the verdict appears."""

from __future__ import annotations

import glob
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from envite_ui_helpers import press
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from zanga_desktop.games.envite.learn.lessons import LearnWindow
from zanga_desktop.games.envite.ui.controller import HUMAN, EnviteSetup, default_names
from zanga_desktop.ui import i18n

ROOT = Path(__file__).resolve().parents[2]
ENGLISH_CARD = re.compile(r"\b(?:[0-9]+|as|sota|caballo|rey) of (?:oros|copas|espadas|bastos)",
                          re.IGNORECASE)


@pytest.fixture
def learn(qtbot: QtBot) -> Iterator[LearnWindow]:
    w = LearnWindow(speed="instant")
    qtbot.addWidget(w)
    w.controller.pace_ms = 0
    w.resize(1366, 768)
    w.show()
    yield w
    w.controller.shutdown()


def _texts(data: Any, lang: str = "en") -> Iterator[str]:
    if isinstance(data, dict):
        for key, value in data.items():
            if key == lang and isinstance(value, str):
                yield value
            else:
                yield from _texts(value, lang)
    elif isinstance(data, list):
        for value in data:
            yield from _texts(value, lang)


def test_lessons_name_cards_as_the_table_does() -> None:
    files = glob.glob(str(ROOT / "resources" / "lessons" / "**" / "*.json"), recursive=True)
    found = [(Path(f).name, m.group(0)) for f in files
             for text in _texts(json.loads(Path(f).read_text("utf-8")))
             for m in ENGLISH_CARD.finditer(text)]
    assert found == []


def test_spanish_lessons_contract_a_el_and_de_el() -> None:
    """Spanish writes "al Envite", "del otro equipo": "Bienvenido a El Envite" read as a
    slip in the first line of the first lesson."""
    files = glob.glob(str(ROOT / "resources" / "lessons" / "**" / "*.json"), recursive=True)
    found = [(Path(f).name, m.group(0)) for f in files
             for text in _texts(json.loads(Path(f).read_text("utf-8")), "es")
             for m in re.finditer(r"\b(?:a|de) el\b", text, re.IGNORECASE)]
    assert found == []


def test_the_first_lesson_gives_one_team_size_of_matadores_at_a_time() -> None:
    data = json.loads((ROOT / "resources/lessons/envite/01-cartas.json").read_text("utf-8"))
    steps = data["steps"]
    firsts = {}
    for i, step in enumerate(steps):
        text = step["text"]["en"]
        for mark in ("malilla", "perica", "5 de oros"):
            if mark in text and step["kind"] == "info":
                firsts.setdefault(mark, i)
    # the malilla first (teams of one or two), then three's matadores, then four and five's,
    # each told in a step of its own after a question on the size before it
    assert firsts["malilla"] < firsts["perica"] < firsts["5 de oros"]
    kinds = [s["kind"] for s in steps]
    assert "choose" in kinds[firsts["malilla"]:firsts["perica"]]
    assert "choose" in kinds[firsts["perica"]:firsts["5 de oros"]]


def test_the_senas_lesson_in_english_never_says_tu(qtbot: QtBot, learn: LearnWindow) -> None:
    w = learn
    w.open_lesson([x.id for x in w.lessons].index("06-senas"))
    w.show_step(1)  # press the seña Malilla
    qtbot.waitUntil(lambda: w.controller.human_to_act and not w.animator.busy, timeout=10000)
    press(qtbot, w.board, "sena_malilla")
    qtbot.waitUntil(lambda: not w.animator.busy, timeout=10000)
    assert "Malilla" in w.board.stake.text
    assert "Tú" not in w.board.stake.text  # before: "Señas: Tú Malilla"
    assert "You Malilla" in w.board.stake.text


def test_log_lines_written_in_japanese_follow_the_switch_back(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    from zanga_desktop.games.envite.ui import words

    table = stage.table
    i18n.install("ja")
    QApplication.processEvents()
    table.new_game(EnviteSetup(2, (HUMAN,) * 4, default_names(4), seed=5))
    press(qtbot, table.board, "bet")
    action = table.controller.envite.state.log[-1]
    japanese = words.said(action)
    i18n.install("en")
    QApplication.processEvents()
    english = words.said(action)
    assert english != japanese
    lines = [table.log.list.item(i).text() for i in range(table.log.list.count())]
    assert any(line.endswith(": " + english) for line in lines)  # before: still Japanese
    assert not any(japanese in line for line in lines)


def test_answer_buttons_stay_put_when_the_verdict_appears(qtbot: QtBot,
                                                         learn: LearnWindow) -> None:
    w = learn
    w.open_lesson([x.id for x in w.lessons].index("01-cartas"))
    w.show_step(2)
    qtbot.waitUntil(lambda: not w.animator.busy, timeout=10000)
    buttons = [b for b in w.panel.buttons if b.isVisible()]
    before = [b.mapTo(w, QPoint(0, 0)) for b in buttons]
    wrong = next(b for b in buttons if b.objectName() == "choice_1o")
    qtbot.mouseClick(wrong, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert w.panel.feedback.isVisible()
    assert [b.mapTo(w, QPoint(0, 0)) for b in buttons] == before


def test_the_bet_buttons_speak_the_languages_words() -> None:
    """A Japanese envío button reads エンビオ beside キエロ and パソ, as the log does; Spanish
    and English keep the game's own words."""
    from zanga_desktop.games.envite.ui import words

    try:
        i18n.install("ja")
        assert words.bet_label(3, False) == "エンビオ（3）"
        assert words.bet_label(6, True) == "コントラエンビオ（6）"
        i18n.install("es")
        assert words.bet_label(3, False) == "Envío (3)"
        assert words.bet_label(6, True) == "Contraenvío (6)"
    finally:
        i18n.install("en")
    assert words.bet_label(9, True) == "Contraenvío (9)"
