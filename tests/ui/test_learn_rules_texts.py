"""The rules as the texts tell them (rules page sections 4, 7, 8, 9 and 11): the browser's
decisions as the page now stands, and no lesson, decision or translation still telling the
old reading of mandar solo (a free order whose `no` kept the juego)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from zanga_desktop.games.zanga.learn.content import decisions, pick
from zanga_desktop.games.zanga.learn.reference import RulesBrowser, close_browser, rules_browser

ROOT = Path(__file__).resolve().parents[2]
#: Phrases of the old reading, in the three languages (what `no` used to mean, ordering as a
#: free order to the juego player, a plain solo topping a juego in the Manual).
OLD = re.compile("|".join([
    r"keeps? (?:his|your) partner", r"keep playing with your partner",
    r"sigue(?:s)? (?:jugando )?con (?:su|tu) compañer", r"パートナーと組んだまま",
    r"Accept to play alone", r"It tops a juego", r"Gana a un juego", r"フエゴより優先",
    r"must say solo himself", r"debe decir solo él mismo", r"自分で solo（ソロ）と言わなければ",
    r"only solo can top it", r"solo puede subirse a solo",
    r"order(?:s)? (?:him|her|the juego player) to play (?:solo|alone)",
    r"le obligas a jugar", r"te manda jugar solo",
]))


@pytest.fixture
def browser(qtbot) -> Iterator[RulesBrowser]:  # type: ignore[no-untyped-def]
    b = rules_browser()
    b.show()
    yield b
    close_browser()


def _texts() -> Iterator[tuple[str, str]]:
    for path in sorted((ROOT / "resources" / "lessons").glob("*.json")):
        if not path.name.endswith(".zanga.json"):
            yield path.name, path.read_text(encoding="utf-8")
    yield "decisions.json", (ROOT / "resources" / "reglamento" / "decisions.json").read_text(
        encoding="utf-8")
    for lang in ("es", "ja"):
        ts = (ROOT / "resources" / "i18n" / f"zanga_{lang}.ts").read_text(encoding="utf-8")
        yield f"zanga_{lang}.ts", ts
    for doc in ("tutorial.md", "ui.md"):
        yield doc, (ROOT / "docs" / doc).read_text(encoding="utf-8")


def test_no_text_tells_the_old_reading_of_mandar_solo() -> None:
    found = [(name, m.group(0)) for name, text in _texts() for m in OLD.finditer(text)]
    assert not found


def test_the_decisions_follow_the_page() -> None:
    by = {d.key: d for d in decisions()}
    mandar = pick(by["mandar_solo"].text, "en")
    assert "no, the player who ordered plays the solo" in mandar
    assert "no answer keeps the juego" in mandar
    assert by["solo_over_juego"].articles[0] == 54
    assert by["solo_over_juego"].options == ("solo_over_juego",)
    assert "must say mandar solo" in pick(by["broke_team"].text, "en")
    assert 61 in by["estuche_art61"].articles and "codillo counts as played out" in pick(
        by["estuche_art61"].text, "en")
    assert "only once play has stopped" in pick(by["claims_when"].text, "en")
    assert "matador_forced" in pick(by["matador_renuncio"].text, "en")
    payments = pick(by["renuncio_payments"].text, "en")
    assert "a solo also pays its 2 (Art. 62)" in payments and "(Art. 59)" in payments
    assert by["game_end"].options == ("game_end",)
    # section 11: every reading the page lists has its entry, marked as such
    readings = {d.key for d in decisions() if d.section == 11}
    assert {"cut", "redeal", "play_began", "fianza_record", "mandar_broke", "keep_public",
            "replay_standings", "record_errors", "mesa_details"} <= readings
    sections = [d.section for d in decisions()]
    assert sections == sorted(sections)
    raw = json.loads((ROOT / "resources" / "reglamento" / "decisions.json").read_text("utf-8"))
    assert len({d["key"] for d in raw}) == len(raw)


def test_the_browser_lists_the_section_11_readings_under_their_own_heading(
        browser: RulesBrowser) -> None:
    rows = [browser.list.item(i) for i in range(browser.list.count())]
    texts = [r.text() for r in rows]
    heading = texts.index("Readings settled while building the engine (section 11)")
    assert texts.index("This app's decisions on open points") < heading
    first_reading = next(d for d in decisions() if d.section == 11)
    assert texts.index(pick(first_reading.title)) == heading + 1
    browser._follow("dec:estuche_art61")
    assert browser.current_key() == "dec:estuche_art61"
    assert "codillo counts as played out" in browser.text.toPlainText()
