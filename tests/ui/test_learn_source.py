"""The rules browser built from a game's source text (`ui/learn/source.py`), for each game
that has one: every section, term and decision listed, the filter finding a word in any of
the three languages, a section of the rules page opening what it decides, and the pages
written again in another language."""

from __future__ import annotations

import importlib

import pytest

from zanga_desktop.ui import i18n
from zanga_desktop.ui.learn.source import SourceBrowser

BROWSERS = {"envite": "EnviteRulesBrowser", "ronda": "RondaRulesBrowser"}


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
