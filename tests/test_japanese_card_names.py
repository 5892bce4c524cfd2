"""Japanese prose names a card one way (docs/i18n.md, "Game terms"): the Spanish names in
katakana, suit first (`オロスのアス`), one reading per word; the suits' meanings (金貨, 聖杯,
剣, 棍棒) gloss a suit, never name a card."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

RESOURCES = Path(__file__).resolve().parents[1] / "resources"

#: A card named by its suit's meaning, or a rank read another way than the table's.
MEANING_NAMED = re.compile(r"(金貨|聖杯|剣|棍棒)の"
                           r"(アス|ソタ|カバーリョ|レイ|キング|騎士|エース|\d)")
OTHER_READING = re.compile(r"キング|エース|カバージョ|カバーヨ|エスパーダ")


def _ja_values(node: object) -> Iterator[str]:
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "ja" and isinstance(value, str):
                yield value
            else:
                yield from _ja_values(value)
    elif isinstance(node, list):
        for value in node:
            yield from _ja_values(value)


def _japanese_texts() -> Iterator[tuple[str, str]]:
    for path in sorted((RESOURCES / "lessons").rglob("*.json")):
        for text in _ja_values(json.loads(path.read_text(encoding="utf-8"))):
            yield path.name, text
    for message in ET.parse(RESOURCES / "i18n" / "zanga_ja.ts").iter("message"):
        translation = message.find("translation")
        for text in ([translation.text or ""] if translation is not None else []):
            yield "zanga_ja.ts", text
        for form in message.iter("numerusform"):
            yield "zanga_ja.ts", form.text or ""


def test_the_japanese_texts_are_found() -> None:
    places = {place for place, _ in _japanese_texts()}
    assert "zanga_ja.ts" in places and len(places) > 20


@pytest.mark.parametrize("pattern", [MEANING_NAMED, OTHER_READING], ids=["meaning", "reading"])
def test_japanese_names_a_card_as_the_lessons_teach(pattern: re.Pattern[str]) -> None:
    found = [(place, m.group(0)) for place, text in _japanese_texts()
             for m in pattern.finditer(text)]
    assert found == []


def test_the_check_sees_a_card_named_by_its_suits_meaning() -> None:
    assert MEANING_NAMED.search("金貨の5を持っている") and OTHER_READING.search("剣のキング")
    assert not MEANING_NAMED.search("剣の絵の札がエスパダスです")  # the picture, not a card
