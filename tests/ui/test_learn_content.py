"""The lesson files themselves: every text in Spanish, English and Japanese, every article a
lesson cites is in the reglamento (and the three languages cite the same ones), ids follow the
file names, every position replays, and saved progress follows renamed lessons."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from zanga_desktop.games.zanga.learn import progress
from zanga_desktop.games.zanga.learn.checks import (
    bonus_net,
    engine_value,
    load_position,
    position_state,
)
from zanga_desktop.games.zanga.learn.content import (
    LANGUAGES,
    article,
    lessons,
    lessons_dir,
    word_glosses,
)
from zanga_desktop.games.zanga.learn.links import linkify
from zanga_desktop.games.zanga.records import Game
from zanga_desktop.games.zanga.rules import Phase
from zanga_desktop.ui import settings

CITATION = re.compile(r"Art(?:ículo|iculo|icle)?\.?\s+(\d{1,2})((?:\s*(?:,|y|and)\s*\d{1,2})*)"
                      r"|第(\d{1,2})条")


def cited(text: str) -> set[int]:
    """The articles a text cites: "Art. 20", "Art. 22, 58", "第62条"."""
    out: set[int] = set()
    for m in CITATION.finditer(text):
        if m.group(3):
            out.add(int(m.group(3)))
        else:
            out.add(int(m.group(1)))
            out |= {int(n) for n in re.findall(r"\d{1,2}", m.group(2) or "")}
    return out


def texts(data: dict[str, Any], where: str = "") -> list[tuple[str, dict[str, str]]]:
    """Every language-keyed text of a lesson file, with where it is."""
    out = [(f"{where}title", data["title"]), (f"{where}summary", data["summary"])]
    out += [(f"gloss {w}", t) for w, t in data.get("glosses", {}).items()]
    for i, step in enumerate(data["steps"]):
        for key in ("text", "right", "wrong"):
            if key in step:
                out.append((f"step {i} {key}", step[key]))
        out += [(f"step {i} choice {c['value']}", c["label"]) for c in step.get("choices", ())]
    return out


def lesson_files() -> list[Path]:
    return sorted(p for p in lessons_dir().glob("*.json") if not p.name.endswith(".zanga.json"))


@pytest.mark.parametrize("path", lesson_files(), ids=lambda p: p.stem)
def test_every_text_in_three_languages_citing_real_articles(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    for where, text in texts(data):
        assert set(text) == set(LANGUAGES), (path.name, where)
        assert all(text[lang].strip() for lang in LANGUAGES), (path.name, where)
        arts = {lang: cited(text[lang]) for lang in LANGUAGES}
        assert arts["es"] == arts["en"] == arts["ja"], (path.name, where, arts)
        for n in arts["en"]:
            assert article(n) is not None, (path.name, where, n)
    for i, step in enumerate(data["steps"]):
        for n in step.get("articles", ()):
            assert article(n) is not None, (path.name, i, n)


def test_ids_follow_file_names_and_positions_replay() -> None:
    files = lesson_files()
    assert [json.loads(p.read_text(encoding="utf-8"))["id"] for p in files] == \
        [p.stem for p in files]
    assert [lesson.id for lesson in lessons()] == [p.stem for p in files]
    assert [p.stem[:2] for p in files] == [f"{n:02d}" for n in range(1, len(files) + 1)]
    for lesson in lessons():
        for step in lesson.steps:
            if step.record is not None and step.kind != "which_wins":
                Game.from_record(load_position(step.record, step.upto))


def test_the_speaking_words_are_glossed() -> None:
    glosses = word_glosses()
    assert set(glosses) == {"paso", "juego", "solo", "zanga", "mandar_solo"}
    speaking = next(lesson for lesson in lessons() if lesson.id == "06-speaking")
    assert speaking.glosses == glosses
    assert "acepto" in glosses["mandar_solo"]["en"]


def test_positions_of_the_new_lessons_are_where_the_text_says() -> None:
    steps = {lesson.id: lesson.steps for lesson in lessons()}
    mandar, todas = steps["08-mandar-solo"], steps["10-todas"]
    # Art. 54: over Carmela's juego no plain solo; mandar solo is the way past it
    assert [w.value for w in position_state(mandar[1]).legal_words(0)] == ["paso",
                                                                         "mandar_solo"]
    for i in (2, 3, 5, 6):
        assert position_state(mandar[i]).phase is Phase.ANSWER
    assert engine_value(position_state(mandar[2]), "solo_if:no") == "0"  # the orderer
    assert engine_value(position_state(mandar[3]), "out_if:acepto") == "1"  # Carmela's partner
    sits_out = position_state(mandar[7])
    assert sits_out.out_seat == 2 and sits_out.mano == 2 and sits_out.to_act == 3
    assert len(position_state(mandar[8]).trick) == 1
    for i in (1, 3):
        st = position_state(todas[i])
        assert st.phase is Phase.TODAS and st.to_act == 0 and st.cinco_team == 0
    assert position_state(todas[3]).nombrado == 3  # cinco called against Carmela (Art. 50)


def test_bonus_net_counts_for_the_learners_pair() -> None:
    steps = {lesson.id: lesson.steps for lesson in lessons()}
    solo = position_state(steps["08-mandar-solo"][9])
    assert solo.last_result is not None and solo.last_result.solo
    assert bonus_net(solo, ["solo"]) == 2  # Art. 62: the failed solo pays us
    made = position_state(steps["10-todas"][2])
    assert bonus_net(made, ["cinco", "todas", "estuche"]) == 6  # Art. 53
    failed = position_state(steps["10-todas"][4])
    assert bonus_net(failed, ["cinco"]) == 2 and bonus_net(failed, ["todas"]) == -2
    assert bonus_net(failed, ["cinco", "todas"]) == 0  # Art. 60


def test_linkify_japanese_citations_and_lists() -> None:
    assert linkify("（第62条）") == '（<a href="article:62">第62条</a>）'
    assert linkify("(Art. 22, 58)") == \
        '(<a href="article:22">Art. 22</a>, <a href="article:58">58</a>)'
    assert linkify("Art. 20 y 26") == \
        '<a href="article:20">Art. 20</a> y <a href="article:26">26</a>'


def test_progress_of_renamed_lessons_is_kept() -> None:
    s = settings.settings()
    settings.put(progress.DONE, "01-deck,08-cinco-todas-estuche,09-first-hand")
    progress.set_current("08-cinco-todas-estuche")
    progress.set_step("08-cinco-todas-estuche", 2)
    progress.set_step("03-trumps", 4)
    progress.migrate()
    assert progress.done() == {"01-deck", "09-cinco-estuche", "11-first-hand"}
    assert progress.current() == "09-cinco-estuche"
    assert progress.step("09-cinco-estuche") == 2 and progress.step("03-trumps") == 4
    assert not s.contains("learn/step/08-cinco-todas-estuche")
    progress.migrate()  # the second time changes nothing
    assert progress.done() == {"01-deck", "09-cinco-estuche", "11-first-hand"}
    assert set(progress.RENAMED.values()) <= {lesson.id for lesson in lessons()}
