"""The rules browser built from a game's source text (`ui/learn/source.py`), for each game
that has one: every section, term and decision listed, the filter finding a word in any of
the three languages, a section of the rules page opening what it decides, and the pages
written again in another language."""

from __future__ import annotations

import importlib

import pytest

from zanga_desktop.ui import i18n
from zanga_desktop.ui.learn.source import SourceBrowser

BROWSERS = {"baciga": "BacigaRulesBrowser", "envite": "EnviteRulesBrowser",
            "ronda": "RondaRulesBrowser"}


@pytest.mark.parametrize("game", sorted(BROWSERS))
def test_a_source_browser_lists_everything_and_follows_the_language(qtbot, game: str) -> None:  # type: ignore[no-untyped-def]
    i18n.install("en")
    module = importlib.import_module(f"zanga_desktop.games.{game}.learn.reference")
    browser: SourceBrowser = getattr(module, BROWSERS[game])()
    qtbot.addWidget(browser)
    reg = browser.reglamento
    keys = set(browser.pages)
    assert {f"sec:{s.key}" for s in reg.sections()} <= keys
    assert {f"term:{t.term}" for t in reg.glossary()} <= keys
    assert {f"dec:{d.key}" for d in reg.decisions()} <= keys
    decision = reg.decisions()[0]
    assert browser.show_section(decision.section)
    assert browser.current_key().startswith("dec:")
    term = reg.glossary()[0]
    browser.filter.setText(term.ja[:4])  # a Japanese word finds its term
    assert f"term:{term.term}" in browser.visible_keys()
    browser.filter.clear()
    first = reg.sections()[0]
    browser.show_key(f"sec:{first.key}")
    assert "In English (our rendering)" in browser.text.toPlainText()
    i18n.set_language("ja")
    qtbot.waitUntil(lambda: "日本語" in browser.text.toPlainText(), timeout=3000)
    assert browser.current_key() == f"sec:{first.key}"
    i18n.set_language("en")


def _examples(placeholder: str) -> list[str]:
    """The words a filter's placeholder gives as examples ("…e.g. caída, aseo, rondín...")."""
    for opening in ("e.g.", "例：", "p. ej."):
        if opening in placeholder:
            tail = placeholder.split(opening, 1)[1]
            break
    else:
        raise AssertionError(f"no examples in {placeholder!r}")
    words = tail.replace("、", ",").replace("）", "").replace(")", "").split(",")
    return [w.strip(" .…") for w in words if w.strip(" .…")]


@pytest.mark.parametrize("language", ["en", "es", "ja"])
@pytest.mark.parametrize("game", sorted(BROWSERS))
def test_every_term_is_found_by_its_katakana_and_the_examples_by_their_term(  # type: ignore[no-untyped-def]
        qtbot, game: str, language: str) -> None:
    """A reader of the Japanese lessons knows the words in katakana (カイーダ): the filter
    finds each term by it, the list shows it beside the term in Japanese, and every example
    the filter's placeholder gives finds its own term."""
    i18n.install(language)
    module = importlib.import_module(f"zanga_desktop.games.{game}.learn.reference")
    browser: SourceBrowser = getattr(module, BROWSERS[game])()
    qtbot.addWidget(browser)
    terms = browser.reglamento.glossary()
    for t in terms:
        assert t.kana, t.term
        browser.filter.setText(t.kana)
        assert f"term:{t.term}" in browser.visible_keys(), (t.term, t.kana)
    labels = [browser.list.item(i).text() for i in range(browser.list.count())]
    assert (f"{terms[0].term}（{terms[0].kana}）" in labels) is (language == "ja")
    for word in _examples(browser.filter.placeholderText()):
        browser.filter.setText(word)
        found = {f"term:{t.term}" for t in terms if word in (t.term, t.kana)}
        assert found and found <= set(browser.visible_keys()), (word, found)
    i18n.install("en")
