"""La Báciga's lessons and rules browser, driven as a learner would: every lesson completed by
clicking the right cards, words and comodín ranks on the real Báciga table (the engine
checking each answer), a wrong answer explained by the rule it breaks, the guided deal
played whole, progress kept, and the rules browser in es, en and ja."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from baciga_ui_helpers import click_card, do, pick_rank, press
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton
from pytestqt.qtbot import QtBot

from zanga_desktop.games.baciga.learn import progress
from zanga_desktop.games.baciga.learn.checks import action_keys, engine_value
from zanga_desktop.games.baciga.learn.content import (
    decisions,
    glossary,
    lessons,
    position_game,
    sections,
)
from zanga_desktop.games.baciga.learn.lessons import LearnWindow
from zanga_desktop.games.baciga.learn.reference import BacigaRulesBrowser
from zanga_desktop.games.baciga.rules import Card, Kind, Word
from zanga_desktop.ui import i18n

PROGRESS = progress.PROGRESS


@pytest.fixture
def learn(qtbot: QtBot) -> Iterator[LearnWindow]:
    i18n.install("en")
    w = LearnWindow(speed="instant")
    qtbot.addWidget(w)
    w.controller.pace_ms = 0
    w.resize(1360, 820)
    w.show()
    yield w
    w.controller.shutdown()


def settle(qtbot: QtBot, w: LearnWindow) -> None:
    qtbot.waitUntil(lambda: not w.animator.busy, timeout=10000)


def click(qtbot: QtBot, button: QPushButton) -> None:
    assert button.isVisible() and button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def choice(w: LearnWindow, value: str) -> QPushButton:
    found = [b for b in w.panel.buttons if b.objectName() == f"choice_{value}" and b.isVisible()]
    assert found, (value, [b.objectName() for b in w.panel.buttons])
    return found[0]


def act_right(qtbot: QtBot, w: LearnWindow) -> None:
    """The step's right action, made on the table: the legal action whose keys hold one of
    the step's expected entries, clicked as a player would."""
    step = w.step
    qtbot.waitUntil(lambda: w.controller.human_to_act and not w.animator.busy, timeout=10000)
    st = w.controller.baciga.state
    for a in st.legal_actions():
        keys = action_keys(a)
        if any(set(e.split()) <= keys for e in step.expect):
            do(qtbot, w.board, a)
            return
    raise AssertionError(f"no right action for {step.expect}")


def play_guided(qtbot: QtBot, w: LearnWindow) -> None:
    """The whole guided deal: the first legal action (the cantes first), clicked."""
    for _ in range(80):
        qtbot.waitUntil(lambda: w.solved or (w.controller.human_to_act
                                             and not w.animator.busy), timeout=20000)
        if w.solved:
            return
        legal = list(w.controller.baciga.state.legal_actions())
        sing = [a for a in legal if a.value in (Word.BACIGOTE, Word.BACIGA, Word.CARTAS)]
        stands = [a for a in legal if a.kind is Kind.STAND]
        action = (sing or stands or legal)[0]
        do(qtbot, w.board, action)
    raise AssertionError("the guided deal did not end")


def test_seven_lessons_in_three_languages_with_the_engines_answers() -> None:
    assert len(lessons()) >= 7
    for lesson in lessons():
        for lang in ("es", "en", "ja"):
            assert lesson.title[lang] and lesson.summary[lang], (lesson.id, lang)
            for step in lesson.steps:
                assert step.text[lang], (lesson.id, lang)
                if step.kind == "choose":
                    assert step.position is not None
                    right = engine_value(position_game(step.position).state, step.engine or "")
                    assert right in [c.value for c in step.choices], (lesson.id, step.engine)
                    assert all(c.label[lang] for c in step.choices)


def test_every_lesson_completed_by_clicking_the_right_answers(qtbot: QtBot,
                                                              learn: LearnWindow) -> None:
    w = learn
    PROGRESS.reset()
    w.open_lesson(0)
    for index, lesson in enumerate(w.lessons):
        assert w.index == index
        for i, step in enumerate(lesson.steps):
            assert w.step_index == i
            settle(qtbot, w)
            if step.kind == "choose":
                assert step.position is not None
                right = engine_value(w.controller.baciga.state, step.engine or "")
                click(qtbot, choice(w, right))
            elif step.kind == "act":
                act_right(qtbot, w)
            elif step.kind == "guided":
                play_guided(qtbot, w)
            assert w.solved or step.kind == "info", (lesson.id, i)
            assert w.panel.next.isEnabled() or index == len(w.lessons) - 1
            if i + 1 < len(lesson.steps) or index + 1 < len(w.lessons):
                click(qtbot, w.panel.next)
    assert PROGRESS.done() == {lesson.id for lesson in lessons()}


def test_a_wrong_answer_is_explained_by_the_rule(qtbot: QtBot, learn: LearnWindow) -> None:
    w = learn
    w.open_lesson(1)  # the talk and the pase
    w.show_step(2)  # lay down the rey and the caballo
    settle(qtbot, w)
    qtbot.waitUntil(lambda: w.controller.human_to_act, timeout=5000)
    press(qtbot, w.board, "cartas")  # not allowed in the first talk
    assert not w.solved
    text = w.panel.feedback.text()
    assert "second talk" in text and "baciga-rules:5" in text
    click_card(qtbot, w.board, Card.parse("5b"))
    press(qtbot, w.board, "paso")  # legal, but not what the step asks
    assert not w.solved
    assert w.controller.baciga.state.talk == 1  # nothing was played


def test_a_refusal_in_the_guided_deal_goes_once_a_move_is_made(qtbot: QtBot,
                                                              learn: LearnWindow) -> None:
    w = learn
    w.open_lesson(len(w.lessons) - 1)  # your first deal
    settle(qtbot, w)
    qtbot.waitUntil(lambda: w.controller.human_to_act and not w.animator.busy, timeout=10000)
    press(qtbot, w.board, "cartas")  # not allowed in the first talk
    assert "second talk" in w.panel.feedback.text() and w.panel.feedback.isVisible()
    st = w.controller.baciga.state
    action = next(a for a in st.legal_actions() if a.kind is not Kind.STAND)
    with qtbot.waitSignal(w.controller.acted, timeout=5000):
        do(qtbot, w.board, action)
    # the refusal spoke of the table before this move: it goes with it
    assert not w.panel.feedback.isVisible()


def test_the_comodin_is_fixed_on_its_card_in_the_first_lesson(qtbot: QtBot,
                                                             learn: LearnWindow) -> None:
    w = learn
    w.open_lesson(0)
    w.show_step(4)
    settle(qtbot, w)
    qtbot.waitUntil(lambda: w.controller.human_to_act, timeout=5000)
    press(qtbot, w.board, "baciga")
    picker = w.board.picker
    offered = [b.property("act") for b in picker.buttons if b.property("act") != "cancel"]
    assert offered == ["rank_1", "rank_2", "rank_3"]  # 2 + 4: the comodín at 3 or less
    said = " ".join(label.text() for label in picker.findChildren(QLabel))
    assert "Not 4, 5, 6, 7, sota, caballo, rey" in said and "pass 9" in said
    pick_rank(qtbot, w.board, 2)
    assert w.solved


@pytest.mark.parametrize("lang", ["es", "en", "ja"])
def test_the_rules_browser_in_each_language(qtbot: QtBot, lang: str) -> None:
    i18n.install(lang)
    b = BacigaRulesBrowser()
    qtbot.addWidget(b)
    keys = b.visible_keys()
    assert sum(1 for k in keys if k.startswith("sec:")) == len(sections()) >= 12
    assert sum(1 for k in keys if k.startswith("term:")) == len(glossary()) >= 15
    assert sum(1 for k in keys if k.startswith("dec:")) == len(decisions()) >= 20
    for term in ("báciga", "bacigote", "ligue", "pase", "cartas", "tapada", "pasado",
                 "las 31", "el punto", "las cosas", "comodín", "amarrar", "salirse"):
        assert any(k == f"term:{term}" or k.startswith(f"term:{term} ") for k in keys), term
    assert b.show_section(8)
    page = b.text.toPlainText()
    assert page  # the decision's page, in the language
    b.filter.setText("tapada")
    assert b.visible_keys() and all("tapada" in b.search[k] for k in b.visible_keys())
    b.show_key("sec:baciga")
    text = b.text.toPlainText()
    assert "Se canta \"Báciga\"" in text
    ours = {"en": "is sung when your cards add up", "es": "Se canta",
            "ja": "バシガ"}[lang]
    assert ours in text
    i18n.install("en")
