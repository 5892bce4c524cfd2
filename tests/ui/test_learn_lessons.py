"""The lessons, done as a learner would: every lesson completed by clicking the right answers
on the real table and panel, wrong answers explained, progress kept across windows."""

from __future__ import annotations

import html
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication, QLabel, QListWidgetItem, QPushButton

from zanga_desktop.games.zanga.learn import progress
from zanga_desktop.games.zanga.learn.checks import check_action, engine_value
from zanga_desktop.games.zanga.learn.content import lessons
from zanga_desktop.games.zanga.learn.lessons import LearnWindow
from zanga_desktop.games.zanga.rules import ORDERS, Action, Card, Kind, Phase, Suit, Word
from zanga_desktop.ui.learn.lesson_rows import DONE, PAD, columns
from zanga_desktop.ui.learn.text import pick


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
        st = w.controller.state
        action = next(a for a in st.legal_actions() if check_action(st, a, step).ok)
        if isinstance(action.value, Card):
            click_card(qtbot, w, action.value)
        else:  # a button the table offers: cinco, acepto / no, todas / stop here
            click(qtbot, prompt_button(w, f"act_{action.kind.value}_{action.json_value()}"))
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
    assert all(learn.list.item(i).data(DONE) for i in range(learn.list.count()))


def accessible(item: QListWidgetItem) -> str:
    """What a screen reader says of a lesson row: its mark, number and title."""
    return str(item.data(Qt.ItemDataRole.AccessibleTextRole))


def test_a_wrapped_lesson_title_keeps_its_indent(qtbot, learn: LearnWindow) -> None:  # type: ignore[no-untyped-def]
    """In a narrow list a long title wraps under its own first word: below a row's first
    line nothing is drawn in the columns of the mark and the number (before, the second line
    began at the list's edge, under the mark)."""
    for lesson in learn.lessons[:2]:
        progress.mark_done(lesson.id)
    learn._fill_list()
    learn.split.setSizes([150, 900, 310])
    QApplication.processEvents()
    view = learn.list
    assert accessible(view.item(0)).startswith("✓ 1. ")
    assert view.item(0).text() == pick(learn.lessons[0].title)
    image = view.viewport().grab().toImage()
    metrics = view.fontMetrics()
    mark, number = columns(metrics, view.count())
    line = metrics.lineSpacing()
    wrapped = 0
    for i in range(view.count()):
        rect = view.visualItemRect(view.item(i))
        if rect.height() < 2 * line:
            continue
        below = range(rect.top() + PAD + line, rect.bottom() - 1)
        wrapped += 1
        ground = image.pixelColor(rect.right() - 2, rect.top() + 2)
        for y in below:
            for x in range(PAD, PAD + mark + number - 2):
                c = image.pixelColor(x, y)
                assert max(abs(c.red() - ground.red()), abs(c.green() - ground.green()),
                           abs(c.blue() - ground.blue())) < 60, (view.item(i).text(), x, y)
    assert wrapped, "no title wraps at this width"


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
    assert again.list.item(0).data(DONE) and "✓" in accessible(again.list.item(0))
    assert not again.list.item(1).data(DONE) and "✓" not in accessible(again.list.item(1))
    again.close()


def test_guided_hand_refuses_an_illegal_card(qtbot, learn: LearnWindow) -> None:
    index = next(i for i, lesson in enumerate(learn.lessons) if lesson.id == "11-first-hand")
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


def test_speaking_words_have_glosses_on_the_buttons(qtbot, learn: LearnWindow) -> None:
    open_step(qtbot, learn, "06-speaking", 1)
    for word in Word:
        assert panel_button(learn, f"say_{word.value}").toolTip() == learn.gloss(word)
    assert "Mando solo" in panel_button(learn, "say_mandar_solo").toolTip()
    assert "acepto" in panel_button(learn, "say_mandar_solo").toolTip()
    text = learn.panel.text.toPlainText()
    assert "Paso (I pass)" in text and "Zanga (the 8 spare cards)" in text
    open_step(qtbot, learn, "08-mandar-solo", 1)  # another lesson: the same glosses
    assert "Mando solo (mandar solo" in learn.panel.text.toPlainText()


def test_mandar_solo_only_against_an_opponent(qtbot, learn: LearnWindow) -> None:
    open_step(qtbot, learn, "08-mandar-solo", 4)  # Benito, our partner, said juego
    click(qtbot, panel_button(learn, "say_mandar_solo"))
    text = learn.panel.feedback.text()
    assert "Not quite." in text and "only for an opponent" in text
    assert 'href="article:26"' in text and not learn.solved
    click(qtbot, panel_button(learn, "say_paso"))
    assert learn.solved


def test_a_plain_solo_over_a_juego_is_refused_and_mandar_solo_is_the_way(
        qtbot, learn: LearnWindow) -> None:  # type: ignore[no-untyped-def]
    open_step(qtbot, learn, "08-mandar-solo", 1)  # Carmela said juego; a hand to play alone
    click(qtbot, panel_button(learn, "say_solo"))
    text = learn.panel.feedback.text()
    assert "Not quite." in text and "only while every earlier player has passed" in text
    assert "mando solo" in text and 'href="article:54"' in text and not learn.solved
    click(qtbot, panel_button(learn, "say_paso"))  # legal, but gives the hand away
    text = learn.panel.feedback.text()
    assert "Not quite." in text and "you play the solo" in text and not learn.solved
    click(qtbot, panel_button(learn, "say_mandar_solo"))
    assert learn.solved and "bound to a solo" in learn.panel.feedback.text()


def test_who_plays_the_ordered_solo_after_each_answer(qtbot, learn: LearnWindow) -> None:
    open_step(qtbot, learn, "08-mandar-solo", 2)  # if Carmela says no
    assert learn.controller.state.phase is Phase.ANSWER
    click(qtbot, panel_button(learn, "choice_3"))  # Carmela: the old reading, wrong now
    text = learn.panel.feedback.text()
    assert "Not quite." in text and "you, who ordered, play the solo" in text
    click(qtbot, panel_button(learn, "choice_0"))
    assert learn.solved
    assert learn.controller.state.phase is Phase.ANSWER  # the question changed nothing
    open_step(qtbot, learn, "08-mandar-solo", 3)  # if she accepts, who sits out
    click(qtbot, panel_button(learn, "choice_2"))
    assert "Not quite." in learn.panel.feedback.text()
    assert "her partner, Ana" in learn.panel.feedback.text()
    click(qtbot, panel_button(learn, "choice_1"))
    assert learn.solved


def _prompt_texts(learn: LearnWindow, name: str) -> list[str]:
    return [label.text() for label in learn.board.prompt.findChildren(QLabel, name)
            if label.isVisible()]


def test_answering_mandar_solo_on_the_table(qtbot, learn: LearnWindow) -> None:
    open_step(qtbot, learn, "08-mandar-solo", 5)  # four trumps: leave the solo to Ana
    wait_turn(qtbot, learn)
    assert _prompt_texts(learn, "title") == ["Ana orders solo (mandar solo)"]
    detail = _prompt_texts(learn, "detail")[0]
    assert "No: Ana plays it alone and Carmela sits out" in detail
    assert "Acepto: you play the solo alone and Benito sits out" in detail
    assert prompt_button(learn, "act_answer_acepto").text() == "Acepto: you play solo"
    assert prompt_button(learn, "act_answer_no").text() == "No: Ana plays solo"
    click(qtbot, prompt_button(learn, "act_answer_acepto"))
    text = learn.panel.feedback.text()
    assert "Not quite." in text and 'href="article:62"' in text
    assert "the solo is then Ana's" in text
    assert learn.controller.state.phase is Phase.ANSWER  # nothing was played
    wait_turn(qtbot, learn)
    click(qtbot, prompt_button(learn, "act_answer_no"))
    assert learn.solved
    st = learn.controller.state  # section 4: no, the orderer plays the solo
    assert st.solo_seat == 1 and st.juego_seat == 0
    open_step(qtbot, learn, "08-mandar-solo", 6)  # seven trumps: accept
    wait_turn(qtbot, learn)
    click(qtbot, prompt_button(learn, "act_answer_no"))
    assert "Not quite." in learn.panel.feedback.text()
    wait_turn(qtbot, learn)
    click(qtbot, prompt_button(learn, "act_answer_acepto"))
    assert learn.solved and learn.controller.state.solo_seat == 0
    open_step(qtbot, learn, "08-mandar-solo", 7)  # Benito, the mano, sits out
    click(qtbot, panel_button(learn, "choice_2"))
    assert "Not quite." in learn.panel.feedback.text()
    click(qtbot, panel_button(learn, "choice_3"))
    assert learn.solved


def test_todas_decided_on_the_table(qtbot, learn: LearnWindow) -> None:
    open_step(qtbot, learn, "10-todas", 3)  # no trump, and Carmela has all of hers
    wait_turn(qtbot, learn)
    click(qtbot, prompt_button(learn, "act_todas_True"))
    text = learn.panel.feedback.text()
    assert "Not quite." in text and 'href="article:60"' in text
    assert learn.controller.state.phase is Phase.TODAS
    wait_turn(qtbot, learn)
    click(qtbot, prompt_button(learn, "act_todas_False"))
    assert learn.solved
    result = learn.controller.state.last_result  # play stopped: the cinco's 2 are ours
    assert result is not None and result.result == "codillo"
    assert [(p.name, p.to, p.vales) for p in result.bonuses] == [("cinco", 0, 2)]
    open_step(qtbot, learn, "10-todas", 1)  # the three matadores: todas
    wait_turn(qtbot, learn)
    click(qtbot, prompt_button(learn, "act_todas_False"))
    assert "Not quite." in learn.panel.feedback.text()
    wait_turn(qtbot, learn)
    click(qtbot, prompt_button(learn, "act_todas_True"))
    assert learn.solved and learn.controller.state.todas_team == 0


def test_lesson_pictures_are_made_offscreen(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from zanga_desktop.games.zanga.learn import shots

    assert shots.main([str(tmp_path), "--lesson", "10-todas", "--width", "400"]) == 0
    names = {p.name for p in tmp_path.glob("*.png")}
    assert len(names) == 9 and {"10-todas-0.png", "10-todas-3-right.png"} <= names


@pytest.mark.parametrize("language", ["en", "es", "ja"])
def test_a_lessons_refusal_says_what_the_table_tutor_says(qtbot, learn: LearnWindow,  # type: ignore[no-untyped-def]
                                                          language: str) -> None:
    from zanga_desktop.games.zanga.rules import IllegalActionError
    from zanga_desktop.games.zanga.ui.panels import TutorDock
    from zanga_desktop.ui import i18n

    open_step(qtbot, learn, "04-following", 1)
    wait_turn(qtbot, learn)
    st = learn.controller.state
    action = Action(0, Kind.PLAY, Card.parse("5b"))  # a trump, while oros were led and are held
    with pytest.raises(IllegalActionError) as refused:
        st.verify(action)
    i18n.install(language)
    try:
        lesson = check_action(st, action, learn.step).why
        tutor = TutorDock()
        qtbot.addWidget(tutor)
        tutor.refuse(refused.value, st.trick[0][1])  # as the table shows a refusal
        shown = tutor.explanation.text().removeprefix("<b>").replace("</b>", "")
        reason, article, may = (html.unescape(line) for line in shown.split("<br>"))
        said = i18n.sentences(reason, may)  # one after the other, as the language writes them
    finally:
        i18n.install("en")
    assert may and "4 de oros" in may
    assert article and lesson == said


def test_a_closed_lessons_window_sleeps_through_a_new_language(qtbot, learn: LearnWindow) -> None:  # type: ignore[no-untyped-def]
    """Its step is not shown again: that would seat the lesson's position at a window
    nobody sees and set its computer seats thinking."""
    from zanga_desktop.ui import i18n

    open_step(qtbot, learn, "04-following", 1)
    shown: list[int] = []
    real = learn.show_step
    learn.show_step = lambda index: (shown.append(index), real(index))  # type: ignore[method-assign]
    i18n.install("es")  # open: the step is written again in the new language
    QApplication.processEvents()
    assert shown == [1]
    learn.close()
    try:
        i18n.install("ja")
        QApplication.processEvents()
        assert shown == [1]
    finally:
        i18n.install("en")
