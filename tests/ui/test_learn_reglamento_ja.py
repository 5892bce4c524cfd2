"""The reglamento in Japanese: every article and every project decision has a `ja` text
next to `es` and `en`, and `pick(..., "ja")` gives it."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from zanga_desktop.games.zanga.learn.content import articles, decisions, pick
from zanga_desktop.ui.paths import resource

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")  # kana and kanji
LANGS = ("es", "en", "ja")


def _raw(name: str) -> list[dict[str, Any]]:
    data = json.loads(resource("reglamento", name).read_text(encoding="utf-8"))
    assert isinstance(data, list)
    return data


def test_article_numbers_are_1_to_64() -> None:
    numbers = [int(a["n"]) for a in _raw("articles.json")]
    assert sorted(numbers) == list(range(1, 65))
    assert [a.number for a in articles()] == numbers


@pytest.mark.parametrize("art", _raw("articles.json"), ids=lambda a: f"art{a['n']}")
def test_article_has_es_en_ja(art: dict[str, Any]) -> None:
    for lang in LANGS:
        assert isinstance(art.get(lang), str) and art[lang].strip(), (art["n"], lang)
    assert JAPANESE.search(art["ja"]), art["n"]
    assert not JAPANESE.search(art["es"]) and not JAPANESE.search(art["en"])
    text = {lang: art[lang] for lang in LANGS}
    assert pick(text, "ja") == art["ja"]
    assert pick(text, "es") == art["es"]
    assert pick(text, "en") == art["en"]


def test_article_ja_matches_loader() -> None:
    """The loader's Spanish and English are the same articles the Japanese sits next to."""
    raw = {int(a["n"]): a for a in _raw("articles.json")}
    for a in articles():
        assert (a.es, a.en) == (raw[a.number]["es"], raw[a.number]["en"])


def test_every_decision_has_es_en_ja() -> None:
    loaded = decisions()
    assert len(loaded) == len(_raw("decisions.json")) > 0
    for d in loaded:
        for field in (d.title, d.text):
            assert isinstance(field, dict)
            for lang in LANGS:
                assert field.get(lang, "").strip(), (d.key, lang)
            assert JAPANESE.search(field["ja"]), d.key
            assert pick(field, "ja") == field["ja"]
            assert pick(field, "ja") != pick(field, "en")
            assert pick(field, "es") == field["es"]
