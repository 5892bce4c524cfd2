"""The lessons, done as a learner would: every lesson completed by clicking the right answers
on the real table and panel, wrong answers explained, progress kept across windows."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QPushButton

from zanga_desktop.engine import ORDERS, Action, Card, Kind, Phase, Suit, Word
from zanga_desktop.ui.learn import progress
from zanga_desktop.ui.learn.checks import check_action, engine_value
from zanga_desktop.ui.learn.content import lessons
from zanga_desktop.ui.learn.lessons import LearnWindow


@pytest.fixture
def learn(qtbot) -> Iterator[LearnWindow]:  # type: ignore[no-untyped-def]
    w = LearnWindow(speed="instant")
    qtbot.addWidget(w)
    w.resize(1360, 820)
    w.show()
    yield w
    w.controller.shutdown()


def settle(qtbot, w: LearnWindow) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: not w.animator.busy, timeout=10000)


def click(qtbot, button: QPushButton) -> None:  # type: ignore[no-untyped-def]
    assert button.isVisible() and button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def panel_button(w: LearnWindow, name: str) -> QPushButton:
    """A button of the lesson panel, or of the question shown on the table."""
    found = [b for b in [*w.panel.buttons, *w.question.buttons]
             if b.objectName() == name and b.isVisible()]
    assert found, (name, [b.objectName() for b in w.panel.buttons])
    return found[0]


def prompt_button(w: LearnWindow, name: str) -> QPushButton:
    found = [b for b in w.board.prompt.buttons if b.objectName() == name and b.isVisible()]
    assert found, (name, [b.objectName() for b in w.board.prompt.buttons])
    return found[0]


def click_card(qtbot, w: LearnWindow, card: Card) -> None:  # type: ignore[no-untyped-def]
    """Click the card's visible corner on the table, as a player would."""
    item = w.board.items[card]
    pos: QPoint = w.view.mapFromScene(item.mapToScene(QPointF(-70, -100)))
    assert w.view.itemAt(pos) is item, "the card's corner is covered"
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def wait_turn(qtbot, w: LearnWindow) -> None:  # type: ignore[no-untyped-def]
    ctl = w.controller
    qtbot.waitUntil(lambda: ctl.human_to_act and not w.animator.busy, timeout=10000)


def winner(trump: str, led: str, other: str) -> str:
    order = ORDERS[Suit(trump)]
    return other if order.beats(Card.parse(other), Card.parse(led)) else led


def answer_right(qtbot, w: LearnWindow) -> None:  # type: ignore[no-untyped-def]
    """Give the step's right answer through the widgets."""
    step = w.step
    st = w.controller.state
    if step.kind == "which_wins":
        right = winner(step.trump or "", step.cards[0], step.cards[1])
        click(qtbot, panel_button(w, "card_led" if right == step.cards[0] else "card_second"))
    elif step.kind == "choose":
        assert step.engine is not None
        click(qtbot, panel_button(w, f"choice_{engine_value(st, step.engine)}"))
    elif step.kind == "say":
        for word in Word:
            if check_action(st, Action(0, Kind.SAY, word), step).ok:
                click(qtbot, panel_button(w, f"say_{word.value}"))
                break
        else:
            raise AssertionError("no word answers this step")
    elif step.kind == "act":
        wait_turn(qtbot, w)
        if step.expect and step.expect[0] == "cinco":
            click(qtbot, prompt_button(w, "act_call_cinco"))
        else:
            card = next(c for c in w.board.human_hand()
                        if check_action(st, Action(0, Kind.PLAY, c), step).ok)
            click_card(qtbot, w, card)
    elif step.kind == "guided":
        play_guided(qtbot, w)
    assert w.solved, (w.lesson.id, w.step_index)
    if step.kind != "guided":
        assert w.panel.feedback.isVisible()
        assert "Right!" in w.panel.feedback.text()


def play_guided(qtbot, w: LearnWindow) -> None:  # type: ignore[no-untyped-def]
    """Follow every suggestion of the tutor until the hand is over."""
    ctl = w.controller
    for _ in range(60):
        qtbot.waitUntil(lambda: (ctl.human_to_act and not w.animator.busy)
                        or w.solved, timeout=20000)
        if w.solved:
            return
        action = w.suggested
        assert action is not None and w.panel.hint.isVisible()
        if action.kind is Kind.PLAY:
            assert isinstance(action.value, Card)
            click_card(qtbot, w, action.value)
        else:
            click(qtbot, prompt_button(w, f"act_{action.kind.value}_{action.json_value()}"))
    raise AssertionError("the guided hand did not end")


def test_every_lesson_completed_by_clicking_right_answers(qtbot, learn: LearnWindow) -> None:
    learn.start()
    assert learn.index == 0 and learn.step_index == 0
    for index, lesson in enumerate(learn.lessons):
        assert learn.index == index
        for i, _step in enumerate(lesson.steps):
            settle(qtbot, learn)
            assert learn.step_index == i
            if learn.step.interactive:
                assert not learn.panel.next.isEnabled()
                answer_right(qtbot, learn)
            if i + 1 < len(lesson.steps) or index + 1 < len(learn.lessons):
                click(qtbot, learn.panel.next)
        assert lesson.id in progress.done()
    assert progress.done() == {lesson.id for lesson in lessons()}
    assert all(learn.list.item(i).text().startswith("✓") for i in range(learn.list.count()))


def open_step(qtbot, w: LearnWindow, lesson_id: str, step: int) -> None:  # type: ignore[no-untyped-def]
    index = next(i for i, lesson in enumerate(w.lessons) if lesson.id == lesson_id)
    w.open_lesson(index)
    w.show_step(step)
    settle(qtbot, w)


def test_illegal_card_is_refused_with_the_rule_and_its_article(qtbot, learn: LearnWindow) -> None:
    open_step(qtbot, learn, "04-following", 1)
    wait_turn(qtbot, learn)
    hand = learn.controller.state.hands[0]
    click_card(qtbot, learn, Card.parse("5b"))  # a trump, while oros were led and are held
    assert not learn.solved
    text = learn.panel.feedback.text()
    assert "Not quite." in text and "must follow suit" in text
    assert 'href="article:27"' in text
    assert learn.controller.state.hands[0] == hand  # nothing was played
    assert not learn.panel.next.isEnabled()
    click_card(qtbot, learn, Card.parse("4o"))
    assert learn.solved and learn.panel.next.isEnabled()


def test_legal_card_that_loses_is_explained_with_the_order(qtbot, learn: LearnWindow) -> None:
    open_step(qtbot, learn, "02-plain-order", 1)
    wait_turn(qtbot, learn)
    click_card(qtbot, learn, Card.parse("6c"))
    text = learn.panel.feedback.text()
    assert "Not quite." in text and "3 de copas still wins" in text
    assert "rey › caballo › sota › as › 2 › 3 › 4" in text  # copas backwards, from the engine
    click_card(qtbot, learn, Card.parse("2c"))
    assert learn.solved


def test_wrong_word_and_wrong_choice_are_explained(qtbot, learn: LearnWindow) -> None:
    open_step(qtbot, learn, "06-speaking", 4)  # Carmela said juego: juego is no longer allowed
    click(qtbot, panel_button(learn, "say_juego"))
    assert "nobody may say juego again" in learn.panel.feedback.text()
    assert 'href="article:20"' in learn.panel.feedback.text()
    click(qtbot, panel_button(learn, "say_paso"))
    assert learn.solved
    open_step(qtbot, learn, "06-speaking", 2)
    click(qtbot, panel_button(learn, "choice_5"))
    assert "Not quite." in learn.panel.feedback.text()
    assert "4 vales" in learn.panel.feedback.text()
    click(qtbot, panel_button(learn, "choice_4"))
    assert learn.solved


def test_which_wins_wrong_then_right(qtbot, learn: LearnWindow) -> None:
    open_step(qtbot, learn, "02-plain-order", 5)  # oros trumps: 7 de copas led, rey de espadas
    assert learn.question.isVisible() and learn.controller.state.deal is None
    assert "oros" in learn.question.title.text()
    click(qtbot, panel_button(learn, "card_second"))
    text = learn.panel.feedback.text()
    assert "Not quite." in text and "7 de copas wins" in text
    click(qtbot, panel_button(learn, "card_led"))
    assert learn.solved


def test_matador_exemption_and_forced_matador(qtbot, learn: LearnWindow) -> None:
    open_step(qtbot, learn, "05-trump-leads", 2)
    wait_turn(qtbot, learn)
    assert Card.parse("1b") in learn.controller.state.legal_plays(0)  # exempt
    click_card(qtbot, learn, Card.parse("1b"))
    assert not learn.solved and 'href="article:28"' in learn.panel.feedback.text()
    click_card(qtbot, learn, Card.parse("3c"))
    assert learn.solved
    open_step(qtbot, learn, "05-trump-leads", 3)
    wait_turn(qtbot, learn)
    click_card(qtbot, learn, Card.parse("3c"))
    assert "higher matador" in learn.panel.feedback.text()
    click_card(qtbot, learn, Card.parse("7o"))
    assert learn.solved


def test_progress_persists_and_resumes(qtbot) -> None:  # type: ignore[no-untyped-def]
    first = LearnWindow(speed="instant")
    qtbot.addWidget(first)
    first.show()
    first.start()
    settle(qtbot, first)
    click(qtbot, first.panel.next)
    click(qtbot, first.panel.next)
    assert first.step_index == 2
    first.open_lesson(2)
    first.show_step(3)
    first.close()

    again = LearnWindow(speed="instant")
    qtbot.addWidget(again)
    again.show()
    again.start()
    assert again.lesson.id == "03-trumps" and again.step_index == 3
    assert progress.step("01-deck") == 2

    progress.mark_done("01-deck")
    again._fill_list()
    assert again.list.item(0).text().startswith("✓")
    assert not again.list.item(1).text().startswith("✓")
    again.close()


def test_guided_hand_refuses_an_illegal_card(qtbot, learn: LearnWindow) -> None:
    index = next(i for i, lesson in enumerate(learn.lessons) if lesson.id == "09-first-hand")
    learn.open_lesson(index)
    click(qtbot, learn.panel.next)
    ctl = learn.controller
    for _ in range(40):
        wait_turn(qtbot, learn)
        st = ctl.state
        if st.phase is Phase.PLAY and st.trick:
            illegal = [c for c in st.hands[0] if c not in st.legal_plays(0)]
            if illegal:
                click_card(qtbot, learn, illegal[0])
                assert "Not quite." in learn.panel.feedback.text()
                assert st.hands[0] == ctl.state.hands[0]
                return
        action = learn.suggested
        assert action is not None
        if action.kind is Kind.PLAY:
            assert isinstance(action.value, Card)
            click_card(qtbot, learn, action.value)
        else:
            click(qtbot, prompt_button(learn, f"act_{action.kind.value}_{action.json_value()}"))
        if ctl.state.phase is Phase.DEAL:
            pytest.skip("no turn with an illegal card in this hand")
