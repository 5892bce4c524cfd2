"""A list inside a sentence is written with the language's own separator (`i18n.listed`):
"7 de oros, as de oros" in English and Spanish, "7 de oros、as de oros" in Japanese. No
sentence of the user interface joins its items with a comma of its own."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from zanga_desktop.core.deck import Card
from zanga_desktop.ui import i18n
from zanga_desktop.ui.table.docks import may_play_text

PACKAGE = Path(__file__).resolve().parents[2] / "zanga_desktop"
UI_FOLDERS = (PACKAGE / "ui", *sorted(PACKAGE.glob("games/*/ui")),
              *sorted(PACKAGE.glob("games/*/learn")))
#: Lists that are no sentence's: links to rules' sections, library names for a terminal.
NOT_SENTENCES = {"ui/learn/source.py", "ui/learn/links.py", "ui/system_libs.py",
                 "games/zanga/learn/reference.py", "games/zanga/learn/links.py"}


@pytest.fixture
def japanese(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    i18n.install("ja")
    yield
    i18n.install("en")


@pytest.mark.usefixtures("japanese")
def test_the_cards_one_may_play_are_listed_in_japanese_with_its_comma() -> None:
    text = may_play_text([Card.parse("7o"), Card.parse("1o")])
    assert "7 de oros、as de oros" in text and ", " not in text


def test_in_english_the_cards_are_listed_with_commas(qapp) -> None:  # type: ignore[no-untyped-def]
    i18n.install("en")
    assert may_play_text([Card.parse("7o"), Card.parse("1o")]) == \
        "You may play: 7 de oros, as de oros."


def test_no_sentence_joins_its_items_with_a_comma_of_its_own() -> None:
    found = []
    for folder in UI_FOLDERS:
        for path in sorted(folder.rglob("*.py")):
            rel = path.relative_to(PACKAGE).as_posix()
            if rel in NOT_SENTENCES:
                continue
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if re.search(r"""["'], ["']\.join\(""", line):
                    found.append(f"{rel}:{n}: {line.strip()}")
    assert not found, "use i18n.listed:\n" + "\n".join(found)
