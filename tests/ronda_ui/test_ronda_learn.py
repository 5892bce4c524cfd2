"""La Ronda's lessons and rules browser: every lesson's positions replayed by the engine and
every answer it asks for possible there; the lessons window driven by its real widgets (a
capture, a refusal explained, a caída, a ronda sung, the guided deal played out); the rules
browser's source text, glossary and decisions in three languages."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from ronda_ui_helpers import click_card, press

from zanga_desktop.games.ronda.learn import checks
from zanga_desktop.games.ronda.learn.content import (
    LEARNER,
    decisions,
    game_of,
    glossary,
    lessons,
    sections,
)
from zanga_desktop.games.ronda.rules import Card, Kind, observe
from zanga_desktop.games.ronda.rules.preview import effect_in
from zanga_desktop.ui import i18n


def test_at_least_seven_lessons_cover_what_the_game_asks() -> None:
    ids = [lesson.id for lesson in lessons()]
    assert len(ids) >= 7
    for lesson in lessons():
        for lang in ("es", "en", "ja"):
            assert lesson.title[lang] and lesson.summary[lang]
            for step in lesson.steps:
                assert step.text[lang], (lesson.id, lang)


@pytest.mark.parametrize("lesson", lessons(), ids=lambda lesson: lesson.id)
def test_every_position_is_replayed_and_every_answer_possible(lesson) -> None:  # type: ignore[no-untyped-def]
    for step in lesson.steps:
        if step.position is None:
            continue
        game = game_of(step.position)  # the engine replays it, or the lesson is broken
        state = game.state
        if step.kind == "choose":
            right = checks.engine_value(state, step.engine)
            assert right in [c.value for c in step.choices], (lesson.id, step.engine)
        if step.kind == "act":
            assert state.to_act == LEARNER, lesson.id
            legal = state.legal_actions()
            obs = observe(state, LEARNER)
            if step.goal == "expect":
                assert any(checks.action_key(a) in step.expect for a in legal), lesson.id
            elif step.goal in ("most", "fall", "aseo"):
                cards = [a.value for a in legal if isinstance(a.value, Card)]
                effects = [effect_in(obs, c) for c in cards]
                if step.goal == "fall":
                    assert any(e.kind.value in ("caida", "contra", "san_vicente")
                               for e in effects), lesson.id
                if step.goal == "aseo":
                    assert any(e.aseo for e in effects), lesson.id
                # and a card in hand that is not the answer, so the step asks something
                assert len(obs.hand) > 1, lesson.id


def test_the_rules_browser_holds_the_source_and_every_decision() -> None:
    secs = sections()
    assert len(secs) >= 10
    assert [s.heading.split(".")[0] for s in secs[1:10]] == [str(n) for n in range(1, 10)]
    for s in secs:
        assert all(line.strip() for line in s.es.split("\n"))
        assert s.en and s.ja and s.rules
        assert s.en.count("\n") == s.es.count("\n") == s.ja.count("\n")
    terms = {t.term.split(" ")[0] for t in glossary()}
    for word in ("caída", "contra", "San", "aseo", "ronda", "rondín", "chiquita", "a",
                 "media,", "correlativas", "se"):
        assert word in terms, word
    decided = {d.key for d in decisions()}
    assert {"capture_compulsory", "fall_stack", "leftover", "target"} <= decided
    options = {o for d in decisions() for o in d.options}
    assert options == {"capture_mandatory", "fall_points", "falls_across_rounds", "target"}


@pytest.fixture
def learn(qtbot):  # type: ignore[no-untyped-def]
    from zanga_desktop.games.ronda.learn.lessons import LearnWindow

    i18n.install("en")
    w = LearnWindow(speed="instant")
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    w.start()
    yield w
    w.shutdown()


def open_lesson(w, lesson_id: str, step: int = 0) -> None:  # type: ignore[no-untyped-def]
    ids = [lesson.id for lesson in w.lessons]
    w.open_lesson(ids.index(lesson_id))
    if step:
        w.show_step(step)


def test_lesson1_a_capture_checked_by_the_engine(qtbot, learn) -> None:  # type: ignore[no-untyped-def]
    w = learn
    open_lesson(w, "01-coger", 1)
    qtbot.mouseClick(w.panel.findChild(type(w.panel.next), "choice_1"), Qt.MouseButton.LeftButton)
    assert not w.solved
    qtbot.mouseClick(w.panel.findChild(type(w.panel.next), "choice_2"), Qt.MouseButton.LeftButton)
    assert w.solved
    w.go_next()
    qtbot.mouseClick(w.panel.findChild(type(w.panel.next), "choice_1"), Qt.MouseButton.LeftButton)
    assert w.solved  # the 5 takes only the 5: the 6 is missing
    w.go_next()
    assert w.step.kind == "act"
    qtbot.waitUntil(lambda: w.board.card_item(Card.parse("7e")).isVisible(), timeout=5000)
    click_card(qtbot, w.board, Card.parse("7e"))  # a capture, but not the most
    assert not w.solved and "3 de copas takes more" in w.panel.feedback.text()
    click_card(qtbot, w.board, Card.parse("3c"))
    qtbot.waitUntil(lambda: w.solved, timeout=5000)
    qtbot.waitUntil(lambda: w.board.piles[0].count == 4, timeout=5000)


def test_lesson2_a_drop_refused_is_explained(qtbot, learn) -> None:  # type: ignore[no-untyped-def]
    w = learn
    open_lesson(w, "02-obligado", 1)
    qtbot.waitUntil(lambda: w.board.card_item(Card.parse("3b")).isVisible(), timeout=5000)
    click_card(qtbot, w.board, Card.parse("3b"))
    said = w.panel.feedback.text()
    assert not w.solved and "the 6 de oros takes the 6 de copas" in said and "compulsory" in said
    click_card(qtbot, w.board, Card.parse("6o"))
    qtbot.waitUntil(lambda: w.solved, timeout=5000)


def test_lesson3_and_5_a_caida_and_a_ronda_on_the_table(qtbot, learn) -> None:  # type: ignore[no-untyped-def]
    w = learn
    open_lesson(w, "03-caidas", 1)
    qtbot.waitUntil(lambda: w.board.card_item(Card.parse("6o")).isVisible(), timeout=5000)
    click_card(qtbot, w.board, Card.parse("12o"))  # a capture, not a fall
    assert not w.solved
    click_card(qtbot, w.board, Card.parse("6o"))
    qtbot.waitUntil(lambda: w.solved, timeout=5000)
    assert w.board.spread.caption.text == "¡Se cae!"
    open_lesson(w, "05-rondas", 2)
    assert w.step.kind == "act"
    qtbot.waitUntil(lambda: w.board.prompt_proxy.isVisible(), timeout=5000)
    press(qtbot, w.board, "declare")
    qtbot.waitUntil(lambda: w.solved, timeout=5000)
    assert any(k is not None for k in [w.controller.ronda.state.declared])


def test_lesson7_the_guided_deal_is_played_out(qtbot, learn) -> None:  # type: ignore[no-untyped-def]
    w = learn
    open_lesson(w, "07-primera", 1)
    ctl = w.controller
    ctl.pace_ms = 0
    assert w.step.kind == "guided"
    for _ in range(200):
        qtbot.waitUntil(lambda: ctl.human_to_act or w.solved, timeout=10000)
        if w.solved:
            break
        assert w.panel.hint.isVisible() or ctl.ronda.state.phase.value != "play"
        legal = list(ctl.match.legal_actions())
        kinds = {a.kind for a in legal}
        if Kind.PLAY in kinds:
            card = next(a.value for a in legal if a.kind is Kind.PLAY)
            click_card(qtbot, w.board, card)
        else:
            ctl.act(legal[0])
    assert w.solved


@pytest.mark.parametrize("lang", ["es", "en", "ja"])
def test_the_rules_browser_in_each_language(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    from zanga_desktop.games.ronda.learn.reference import RondaRulesBrowser

    i18n.install(lang)
    b = RondaRulesBrowser()
    qtbot.addWidget(b)
    assert b.show_section(6)  # what section 6 of the rules page decides
    assert b.show_key("dec:who_scores_falls")
    page = b.text.toPlainText()
    # the option as New game names it, its Bengala value as the dialog words it, its
    # record name beside
    from zanga_desktop.games.ronda.rules import FallPoints
    from zanga_desktop.games.ronda.ui.new_game_options import fall_points_text, option_label

    label = option_label("fall_points")
    assert label is not None and label in page and "fall_points" in page
    assert fall_points_text(FallPoints.EACH) in page
    assert b.show_key("sec:caidas")
    page = b.text.toPlainText()
    assert "SAN VICENTE" in page
    ours = {"en": "SAN VICENTE", "ja": "サン・ビセンテ", "es": "SAN VICENTE"}[lang]
    assert ours in page
    i18n.install("en")


def test_lesson6_says_what_the_engine_counts() -> None:
    """The count lesson's last card: the learner's side ends on 25 cards and a count of 5
    points, as its words say (section 10)."""
    from zanga_desktop.games.ronda.rules import Counted, Credited, Lance

    lesson = next(x for x in lessons() if x.id == "06-cuenta")
    step = next(s for s in lesson.steps if s.kind == "act")
    assert "25" in step.right["en"] and "5 points" in step.right["en"]
    game = game_of(step.position)
    events = game.apply(game.state.legal_actions()[0])
    counted = next(e for e in events if isinstance(e, Counted))
    assert counted.cards[LEARNER] == 25
    assert any(isinstance(e, Credited) and e.lance is Lance.COUNT and e.points == 5
               for e in events)
