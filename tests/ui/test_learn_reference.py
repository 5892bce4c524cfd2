"""The reglamento at hand: every article the engine and the tutor cite is in the browser, the
filter finds words, decisions name real options, the cheat sheet follows the engine's orders
and prints to PDF, and the tutor's citations link to the browser."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import fields
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from zanga_desktop.games.zanga.learn import install, open_article
from zanga_desktop.games.zanga.learn.content import articles, decisions, glossary
from zanga_desktop.games.zanga.learn.links import article_link, linkify
from zanga_desktop.games.zanga.learn.reference import (
    CheatSheetDock,
    RulesBrowser,
    cheat_sheet_html,
    close_browser,
    rules_browser,
    save_cheat_sheet_pdf,
    show_cheat_sheet,
)
from zanga_desktop.games.zanga.rules import CODES, SUITS, Options, plain_order, trump_order
from zanga_desktop.games.zanga.rules.errors import RenuncioError
from zanga_desktop.games.zanga.ui import tutor_text
from zanga_desktop.ui.main_window import MainWindow


@pytest.fixture
def browser(qtbot) -> Iterator[RulesBrowser]:  # type: ignore[no-untyped-def]
    b = rules_browser()
    b.show()
    yield b
    close_browser()


def cited_articles() -> set[int]:
    """The engine's error codes' articles, and every article the tutor's text cites."""
    cited = {n for n in CODES.values() if n is not None}
    source = Path(tutor_text.__file__).read_text(encoding="utf-8")
    cited |= {int(n) for n in re.findall(r"Art(?:icle|\.)\s*(\d+)", source)}
    cited |= {int(n) for n in re.findall(r"article=(\d+)", source)}
    # the articles the engine passes explicitly with its errors
    engine = Path(tutor_text.__file__).parents[1] / "rules" / "state.py"
    cited |= {int(n) for n in re.findall(r"article=(\d+)", engine.read_text(encoding="utf-8"))}
    return cited


def test_all_64_articles_in_spanish_and_english() -> None:
    arts = articles()
    assert [a.number for a in arts] == list(range(1, 65))
    assert all(a.es and a.en and a.title.startswith("Título") for a in arts)
    assert "ESPADILLA" in arts[3].es and "Espadilla" in arts[3].en.title()
    assert "palo" in arts[15].es  # the OCR slip "polo" is cleaned
    assert "1a totalidad" not in arts[28].es


def test_every_cited_article_is_in_the_browser(browser: RulesBrowser) -> None:
    cited = cited_articles()
    assert {18, 22, 23, 27, 28, 42, 48} <= cited
    for n in sorted(cited):
        assert browser.has(f"art:{n}"), n
        assert open_article(n) is browser
        assert browser.current_key() == f"art:{n}"
        assert f"Artículo {n}" in browser.text.toPlainText()


def test_filter_finds_words_without_accents(qtbot, browser: RulesBrowser) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClicks(browser.filter, "malilla")
    keys = browser.visible_keys()
    assert "art:5" in keys and "term:malilla" in keys and "art:9" not in keys
    browser.filter.clear()
    qtbot.keyClicks(browser.filter, "dieciseis")  # DIECISÉIS in Art. 10
    assert "art:10" in browser.visible_keys()
    browser.filter.clear()
    assert len(browser.visible_keys()) == 64 + len(glossary()) + len(decisions())
    qtbot.keyClicks(browser.filter, "fianza")
    assert browser.show_article(1)  # opening an article hidden by the filter clears it
    assert browser.filter.text() == ""


def test_decisions_name_real_options_and_articles() -> None:
    names = {f.name for f in fields(Options)}
    assert len(decisions()) >= 12
    for d in decisions():
        assert set(d.options) <= names, (d.key, d.options)
        assert all(1 <= n <= 64 for n in d.articles)
        assert d.text["en"] and d.text["es"]


def test_links_in_article_pages(qtbot, browser: RulesBrowser) -> None:  # type: ignore[no-untyped-def]
    browser.show_article(28)
    assert "How this app reads it" in browser.text.toHtml() or "dec:" in browser.pages["art:28"]
    browser._follow("article:29")
    assert browser.current_key() == "art:29"
    browser._follow("dec:renuncio_mode")
    assert browser.current_key() == "dec:renuncio_mode"
    assert "renuncio_mode" in browser.text.toPlainText()


def test_linkify_and_article_link() -> None:
    assert linkify("Article 27 of the manual.") == \
        '<a href="article:27">Article 27</a> of the manual.'
    assert 'href="article:5"' in article_link(5)


def test_cheat_sheet_follows_the_engine_and_prints(tmp_path: Path) -> None:
    html = cheat_sheet_html()
    columns = html.split("<td valign='top'>")[1:]
    assert len(columns) == 4
    for suit, column in zip(SUITS, columns, strict=True):
        order = trump_order(suit)
        positions = [column.index(f"<td>{c.rank}{c.suit.value} · ") for c in order]
        assert positions == sorted(positions)
        assert column.count(" · ") == len(order)
    assert "12 (rey) › 11 (caballo) › 10 (sota) › 1 (as) › 2" in html
    assert len(plain_order(SUITS[2])) == 9
    pdf = tmp_path / "orders.pdf"
    save_cheat_sheet_pdf(pdf)
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF") and len(data) > 2000


def test_main_window_has_learn_menu_and_linked_tutor(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    menu = next(a.menu() for a in window.menuBar().actions()
                if a.menu() is not None and a.menu().objectName() == "learn_menu")
    names = [a.objectName() for a in menu.actions()]
    assert names == ["learn_lessons", "learn_practice", "learn_rules", "learn_cheat"]
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles.index(menu.title()) == len(titles) - 2  # just before Help
    from zanga_desktop.games.zanga.rules import Card

    exc = RenuncioError("must_follow_suit", "Seat 0 played 5b", seat=0, card=Card.parse("5b"),
                        cards=(Card.parse("4o"),))
    window.controller.refused.emit(exc)
    label = window.tutor.explanation
    assert 'href="article:27"' in label.text()
    label.linkActivated.emit("article:27")
    assert rules_browser().current_key() == "art:27"
    close_browser()
    dock = show_cheat_sheet(window)
    assert isinstance(dock, CheatSheetDock) and dock.isVisible()
    assert window.findChild(CheatSheetDock) is dock
    # at a size it reads at, not squeezed into the tutor's side dock
    assert dock.isFloating() and dock.width() >= 600 and dock.height() >= 450
    text = dock.sheet.text
    assert text.horizontalScrollBar().maximum() == 0


def test_the_article_a_refusal_cites_opens_the_reglamento_when_clicked(  # type: ignore[no-untyped-def]
        qtbot, window: MainWindow) -> None:
    from label_links import click_link

    from zanga_desktop.games.zanga.rules import Card

    close_browser()
    exc = RenuncioError("must_follow_suit", "Seat 0 played 5b", seat=0, card=Card.parse("5b"),
                        cards=(Card.parse("4o"),))
    window.tutor.show()
    window.controller.refused.emit(exc)
    label = window.tutor.explanation
    qtbot.waitUntil(label.isVisible)
    assert '>Article 27 of the manual.</a>' in label.text()
    click_link(qtbot, label, "article:27")
    qtbot.waitUntil(lambda: rules_browser().isVisible())
    assert rules_browser().current_key() == "art:27"
    close_browser()


def test_a_tutor_nobody_follows_shows_no_dead_link(qtbot) -> None:  # type: ignore[no-untyped-def]
    from label_links import click_link

    from zanga_desktop.games.zanga.rules import Card
    from zanga_desktop.games.zanga.ui.panels import TutorDock

    tutor = TutorDock()
    qtbot.addWidget(tutor)
    exc = RenuncioError("must_follow_suit", "Seat 0 played 5b", seat=0, card=Card.parse("5b"),
                        cards=(Card.parse("4o"),))
    tutor.refuse(exc, Card.parse("1o"))
    assert "Article 27 of the manual." in tutor.explanation.text()
    assert "href" not in tutor.explanation.text()
    opened: list[str] = []
    tutor.cited.connect(opened.append)
    tutor.refuse(exc, Card.parse("1o"))
    assert 'href="article:27"' in tutor.explanation.text()
    tutor.show()
    qtbot.waitUntil(tutor.explanation.isVisible)
    click_link(qtbot, tutor.explanation, "article:27")
    assert opened == ["article:27"]


def test_the_rules_list_shows_whole_titles(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QFontMetrics

    close_browser()
    browser = rules_browser()
    browser.resize(1040, 700)
    browser.show()
    qtbot.waitExposed(browser)
    qtbot.wait(50)  # the list lays its rows out again at its width
    lst = browser.list
    assert lst.horizontalScrollBar().maximum() == 0
    assert lst.wordWrap() and lst.textElideMode() == Qt.TextElideMode.ElideNone
    # every title is whole: one too long for a line wraps onto more instead of being cut
    wrapped = 0
    for row in range(lst.count()):
        item = lst.item(row)
        fm = QFontMetrics(item.font())
        rect = lst.visualItemRect(item)
        if fm.horizontalAdvance(item.text()) > rect.width() - 4:
            wrapped += 1
            assert rect.height() >= fm.height() * 2 - 2, item.text()
        assert not item.text().endswith(" "), item.text()
    assert lst.width() >= 340
    close_browser()


def test_install_on_a_bare_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMainWindow

    w = QMainWindow()
    qtbot.addWidget(w)
    menu = install(w)
    assert menu.title() == "&Learn"
    assert menu.actions()[0].text().startswith("&Learn to play")
    w.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)


def test_articles_show_our_japanese_translation_in_japanese(qtbot) -> None:  # type: ignore[no-untyped-def]
    from zanga_desktop.games.zanga.learn.content import article
    from zanga_desktop.ui import i18n

    four = article(4)
    assert four is not None and four.ja
    i18n.set_language("ja")
    try:
        b = rules_browser()
        b.show_article(4)
        shown = b.text.toPlainText()
        assert four.ja[:12] in shown and four.es[:12] in shown
        assert four.en[:12] not in shown
    finally:
        close_browser()
        i18n.set_language("en")
    b = rules_browser()
    b.show_article(4)
    assert four.en[:12] in b.text.toPlainText()
    close_browser()


def test_our_links_are_followed_and_others_are_not(qtbot) -> None:  # type: ignore[no-untyped-def]
    from zanga_desktop.games.zanga.learn.links import handle_link

    close_browser()
    assert handle_link("article:31")
    assert rules_browser().current_key() == "art:31"
    for href in ("article:x", "https://example.org", "articles", "term:"):
        assert not handle_link(href), href
    close_browser()


def test_japanese_finds_articles_and_terms(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A reader in Japanese finds an article by our Japanese words, and each léxico term by
    its katakana, in our Japanese texts' spelling (エストゥーチェ) and the others readers
    use (エストゥチェ);
    the list shows the katakana beside the term, and the placeholder's examples find theirs."""
    from zanga_desktop.games.zanga.learn.content import article
    from zanga_desktop.ui import i18n

    four = article(4)
    assert four is not None and four.ja
    i18n.set_language("ja")
    try:
        b = rules_browser()
        b.filter.setText(four.ja[5:15])
        assert "art:4" in b.visible_keys()
        for t in glossary():
            for kana in (t.kana, *t.kana_also):
                assert kana, t.term
                b.filter.setText(kana)
                assert f"term:{t.term}" in b.visible_keys(), (t.term, kana)
        b.filter.clear()
        labels = [b.list.item(i).text() for i in range(b.list.count())]
        assert "Estuche（エストゥーチェ）" in labels
        examples = b.filter.placeholderText().split("例：")[1].strip("）…").split("、")
        for word in examples:
            b.filter.setText(word)
            assert any(f"term:{t.term}" in b.visible_keys() for t in glossary()
                       if word == t.kana), word
    finally:
        close_browser()
        i18n.set_language("en")
