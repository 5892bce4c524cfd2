"""Spanish, English and Japanese: the catalogues are complete and compiled, placeholders and
plurals are right, the language follows the system on a first start, and switching it at run
time changes what the window shows (menus, the tutor, the prompt, the table, the summary)."""

from __future__ import annotations

import importlib.util
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication, QLabel
from ui_helpers import rules_setup, take_turn, wait_for_human

from zanga_desktop.games.zanga.rules import Phase
from zanga_desktop.ui import i18n, settings
from zanga_desktop.ui.i18n import tr
from zanga_desktop.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
assert _spec is not None and _spec.loader is not None
tool = importlib.util.module_from_spec(_spec)
sys.modules["i18n_tool"] = tool
_spec.loader.exec_module(tool)

PLACEHOLDER = re.compile(r"\{[^}]*\}|%n")


@pytest.fixture(autouse=True)
def english_afterwards(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    yield
    i18n.install("en")


# ---------------------------------------------------------------- the catalogues


@pytest.mark.parametrize("lang", ["es", "ja", "en"])
def test_catalogue_has_no_unfinished_or_obsolete_entries(lang: str) -> None:
    cat = tool.read_ts(tool.ts_path(lang))
    assert not cat.unfinished, f"unfinished in zanga_{lang}.ts: {cat.unfinished}"
    assert not cat.obsolete, f"obsolete or vanished in zanga_{lang}.ts: {cat.obsolete}"
    assert cat.finished


@pytest.mark.parametrize("lang", ["es", "ja", "en"])
def test_no_code_comment_is_filed_as_a_note_to_translators(lang: str, tmp_path: Path) -> None:
    """lupdate takes a `#:` comment for a note on the next string it finds, often an
    unrelated one ("The default name in each language..." on "You"); `update` drops them."""
    assert "<extracomment>" not in tool.ts_path(lang).read_text(encoding="utf-8")
    fresh = tmp_path / tool.ts_path(lang).name
    fresh.write_bytes(tool.ts_path(lang).read_bytes())
    tool.lupdate(fresh, lang in tool.PLURAL_ONLY)
    assert "<extracomment>" not in fresh.read_text(encoding="utf-8")


def test_spanish_and_japanese_hold_the_same_strings() -> None:
    es = tool.read_ts(tool.ts_path("es")).finished
    ja = tool.read_ts(tool.ts_path("ja")).finished
    assert sorted(es) == sorted(ja)


def test_every_string_of_the_sources_is_in_the_catalogues() -> None:
    """lupdate over the UI finds nothing new: every visible string has its translations
    (if this fails: `python tools/i18n.py update`, translate, `python tools/i18n.py release`)."""
    problems = [p for p in tool.check() if "no longer in the sources" not in p]
    assert not problems, "\n".join(problems)


def _messages(lang: str) -> Iterator[tuple[str, list[str]]]:
    import xml.etree.ElementTree as ET

    for message in ET.parse(tool.ts_path(lang)).getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        forms = [f.text or "" for f in translation.findall("numerusform")]
        yield source, forms or [translation.text or ""]


@pytest.mark.parametrize("lang", ["es", "ja", "en"])
def test_placeholders_and_accelerators_survive_translation(lang: str) -> None:
    for source, forms in _messages(lang):
        wanted = sorted(set(PLACEHOLDER.findall(source)))
        for text in forms:
            assert sorted(set(PLACEHOLDER.findall(text))) == wanted, (source, text)
            if re.search(r"&\w", source):
                assert re.search(r"&\w", text), f"accelerator lost: {source!r} -> {text!r}"


def test_japanese_writes_its_colon_full_width() -> None:
    """Japanese text puts "：" after a name or a heading ("Ana：パソ", "テーブルを開けません：…"),
    as the rest of the catalogue does; an ASCII ":" stays only in a URL or a time."""
    for source, forms in _messages("ja"):
        for text in forms:
            bare = re.sub(r"\w+://|\d:\d", "", text)
            assert ":" not in bare, (source, text)


def test_spanish_speaks_to_the_player_as_tu() -> None:
    """The Spanish says tú to the player everywhere ("Tu nombre", "repartes tú", "elige otra
    carpeta"): a sentence in usted ("elija", "libere") beside them read as another program's."""
    formal = re.compile(r"\b(usted|ustedes|libere|elija|vuelva|escriba|use|pulse|intente|"
                        r"compruebe|espere|cierre|abra|guarde)\b", re.IGNORECASE)
    for source, forms in _messages("es"):
        for text in forms:
            assert not formal.search(text), (source, text)


def test_the_pot_and_the_results_have_one_name_in_each_language() -> None:
    """La Zanga's pot is the table's "Pozo" / 場 (pozo) in every line, the help's included,
    and Japanese spells sacada, codillo and nombrado one way, in the catalogue and in the
    lessons: a "bote" or a ポット beside it read as a second heap of vales, and サカーダ in
    a lesson's title as another word than the summary's サカダ; the rules browser's
    articles and decisions too, where コディーリョ sat beside the table's コディージョ."""
    japanese = re.compile("ポット|サカーダ|ノンブラード|コディーリョ")
    for lang, other in (("es", re.compile(r"\bbotes?\b", re.IGNORECASE)), ("ja", japanese)):
        for source, forms in _messages(lang):
            for text in forms:
                assert not other.search(text), (source, text)
    for folder in ("lessons", "reglamento"):  # the lessons and the rules browser's pages
        for page in (ROOT / "resources" / folder).glob("*.json"):
            assert not japanese.search(page.read_text("utf-8")), page.name


def test_plural_forms() -> None:
    qapp = QApplication.instance()
    assert qapp is not None
    expected = {"en": ("1 vale", "2 vales", "1 trick", "5 tricks"),
                "es": ("1 vale", "2 vales", "1 baza", "5 bazas"),
                "ja": ("1 vale", "2 vale", "1 トリック", "5 トリック")}
    for lang, (one, two, trick, tricks) in expected.items():
        assert i18n.install(lang) == lang
        assert tr("%n vale(s)", None, 1) == one
        assert tr("%n vale(s)", None, 2) == two
        assert tr("%n trick(s)", None, 1) == trick
        assert tr("%n trick(s)", None, 5) == tricks


def test_sentences_follow_each_other_as_the_language_writes_them() -> None:
    """A space between two sentences in Spanish and English; none after a Japanese 。"""
    assert QApplication.instance() is not None
    for lang, gap in (("en", " "), ("es", " "), ("ja", "")):
        i18n.install(lang)
        one, two = tr("Game resumed."), tr("Game opened.")
        assert i18n.sentences(one, "", two) == one + gap + two
    i18n.install("en")


def test_named_contexts_fall_back_to_the_unnamed_one() -> None:
    """A module whose own tr() asks for a context ("Learn") still finds its strings, which
    lupdate files under the unnamed context."""
    i18n.install("es")
    assert QCoreApplication.translate("Learn", "Next") == "Siguiente"
    assert tr("Next") == "Siguiente"


def test_qt_own_strings_are_translated_too() -> None:
    i18n.install("es")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancelar"
    i18n.install("en")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


def test_a_missing_qm_is_compiled_from_its_ts(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "i18n"
    folder.mkdir()
    (folder / "zanga_es.ts").write_bytes(tool.ts_path("es").read_bytes())
    monkeypatch.setattr(i18n, "i18n_dir", lambda: folder)
    monkeypatch.setattr(i18n, "_cache_dir", lambda: tmp_path / "cache")
    qm = i18n.qm_file("es")
    assert qm is not None and qm.exists() and qm.parent == tmp_path / "cache"
    assert i18n.install("es") == "es"
    assert tr("&Game") == "&Partida"


# ---------------------------------------------------------------- choosing the language


@pytest.mark.parametrize(("locale", "lang"), [("es_ES", "es"), ("es_419", "es"),
                                              ("ja_JP", "ja"), ("en_GB", "en"),
                                              ("fr_FR", "en"), ("C", "en")])
def test_first_start_follows_the_system(locale: str, lang: str) -> None:
    assert i18n.system_language(QLocale(locale)) == lang


def test_the_choice_is_remembered() -> None:
    assert i18n.set_language("ja") == "ja"
    assert settings.settings().value(i18n.SETTING) == "ja"
    assert i18n.chosen_language() == "ja"
    i18n.install("en")
    assert i18n.install_chosen() == "ja"
    assert i18n.current_language() == "ja"
    assert i18n.install("xx") == "en"


# ---------------------------------------------------------------- switching at run time


def _settle(qtbot) -> None:  # type: ignore[no-untyped-def]
    """LanguageChange reaches the widgets through posted events."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents()
        QApplication.processEvents()
    qtbot.wait(10)


def _texts(w: MainWindow) -> dict[str, str]:
    prompt_title = next((lab.text() for lab in w.board.prompt.findChildren(QLabel, "title")
                         if lab.isVisible()), "")
    return {
        "game menu": w.menu_game.title(),
        "view menu": w.menu_view.title(),
        "new game": w.act_new.text(),
        "tutor title": w.tutor.windowTitle(),
        "hint button": w.tutor.hint_button.text(),
        "log title": w.log.windowTitle(),
        "narration": w.tutor.narration.toPlainText(),
        "log": w.log.list.item(0).text() if w.log.list.count() else "",
        "prompt title": prompt_title,
        "prompt buttons": " ".join(b.toolTip() for b in w.board.prompt.buttons),
        "plate": w.board.plates[0].subtitle,
        "pot": w.board.piles["pot"].caption,
        "info": w.board.info.text,
    }


def _to_speaking_prompt(qtbot, w: MainWindow) -> None:  # type: ignore[no-untyped-def]
    for seed in range(1, 30):
        w.new_game(rules_setup(seed=seed))
        wait_for_human(qtbot, w)
        if w.controller.state.phase is Phase.SPEAKING and w.board.prompt.isVisible():
            return
    raise AssertionError("no speaking prompt for the human")


def test_switching_language_changes_what_is_shown(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    _to_speaking_prompt(qtbot, window)
    english = _texts(window)
    assert english["game menu"] == "&Game"
    assert english["tutor title"] == "Rules tutor"
    assert english["prompt title"]

    window.language_actions["es"].trigger()
    _settle(qtbot)
    spanish = _texts(window)
    assert i18n.current_language() == "es"
    assert settings.settings().value(i18n.SETTING) == "es"
    assert spanish["game menu"] == "&Partida"
    assert spanish["new game"] == "&Nueva partida..."
    assert spanish["tutor title"] == "Tutor de reglas"
    assert spanish["hint button"] == "Pista (H)"
    assert spanish["log title"] == "Registro de la mano"
    assert "reparte" in spanish["narration"]
    assert "reparte" in spanish["log"]
    assert spanish["pot"] == "Pozo"
    assert spanish["info"].startswith("Mano ")
    for key in ("prompt title", "prompt buttons"):
        assert spanish[key] and spanish[key] != english[key], key
    assert window.language_actions["es"].isChecked()

    window.language_actions["ja"].trigger()
    _settle(qtbot)
    japanese = _texts(window)
    assert japanese["game menu"] == "ゲーム(&G)"
    assert japanese["tutor title"] == "ルールの先生"
    assert japanese["hint button"] == "ヒント (H)"
    assert "配" in japanese["narration"]
    assert japanese["prompt title"] not in (english["prompt title"], spanish["prompt title"])
    assert window.board.prompt.isVisible()
    assert window.board.prompt_proxy.size().width() >= window.board.prompt.sizeHint().width()

    window.language_actions["en"].trigger()
    _settle(qtbot)
    assert _texts(window) == english

    # the game goes on in the new language: a button of the rebuilt prompt still works
    i18n.install("es")
    _settle(qtbot)
    take_turn(qtbot, window)
    wait_for_human(qtbot, window)


def test_summary_and_refusal_follow_the_language(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    from ui_helpers import play_hand

    window.new_game(rules_setup(seed=3))
    play_hand(qtbot, window)
    assert window.table.summary.isVisible()
    english = (window.table.summary.title.text(), window.table.summary.details.text(),
               window.table.summary.button.text())
    i18n.install("es")
    _settle(qtbot)
    spanish = (window.table.summary.title.text(), window.table.summary.details.text(),
               window.table.summary.button.text())
    assert spanish[2] in ("Siguiente mano", "Nueva partida")
    assert spanish[1] != english[1] and "Vales ahora" in spanish[1]
    assert window.table.summary_proxy.size().width() >= window.table.summary.sizeHint().width() - 1

    # a refused card explained in the tutor, then the language changes under it
    from zanga_desktop.games.zanga.rules import Card, IllegalActionError

    window.tutor.refuse(IllegalActionError("card_not_held", "x", card=Card.parse("1e")), None)
    assert window.tutor.explanation.text().startswith("<b>No tienes el as de espadas.")
    i18n.install("ja")
    _settle(qtbot)
    assert "as de espadas は持っていません" in window.tutor.explanation.text()


def test_the_review_of_a_false_claim_follows_the_language(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    from test_ui_mesa import COPAS_0, COPAS_1, DECLARE_0, _claim, _record, _setup

    from zanga_desktop.games.zanga.rules import Suit

    record = _record({0: COPAS_0, 1: COPAS_1}, 3, DECLARE_0, Suit.OROS, [(0, "3c"), (1, "4c")])
    window.controller.resume(record, _setup())
    _claim(qtbot, window)
    assert window.table.review.isVisible()
    assert window.table.review.button.text() == "Continue"
    english = window.table.review.details.text()
    assert "¡Renuncio! claimed by you: false" in window.tutor.narration.toPlainText()
    i18n.install("es")
    _settle(qtbot)
    assert window.table.review.isVisible()
    assert window.table.review.button.text() == "Continuar"
    assert window.table.review.details.text() != english
    # the tutor's account of the claim is written again too
    told = window.tutor.narration.toPlainText()
    assert "¡Renuncio! reclamado por ti: falso" in told
    assert "claimed by you" not in told
    assert window.table.review_proxy.size().height() >= window.table.review.sizeHint().height() - 1


# ---------------------------------------------------------------- the hints' reasons


@pytest.mark.parametrize("lang", ["es", "ja"])
def test_every_hint_reason_is_said_in_the_players_language(lang: str) -> None:
    """Each sentence of `ai.hints.SENTENCES` has its twin in the tutor: word for word the
    same in English, translated in the other languages, with its arguments."""
    from string import Formatter

    from zanga_desktop.games.zanga.ai.hints import SENTENCES, Reason
    from zanga_desktop.games.zanga.ui.tutor_text import reason_text

    for key, english in SENTENCES.items():
        count = len({field for _, field, _, _ in Formatter().parse(english) if field})
        args = tuple(f"«{n}»" for n in range(count))
        why = Reason(key, args)
        i18n.install("en")
        assert reason_text(why) == why.english(), key
        i18n.install(lang)
        said = reason_text(why)
        assert said != why.english(), f"{key} is not translated into {lang}"
        assert all(a in said for a in args), key


def test_the_lessons_reasons_run_on_as_japanese_writes_them() -> None:
    """The lessons' two-sentence reasons (who wins and the order behind it; a refused
    card and the cards allowed) leave no space after a Japanese 。, and keep it in English."""
    from zanga_desktop.games.zanga.learn.checks import why_wins
    from zanga_desktop.games.zanga.rules import Card, Suit

    assert QApplication.instance() is not None
    pairs = [(Card.parse(a), Card.parse(b))
             for a, b in (("12o", "7c"), ("3e", "11b"), ("1o", "2o"), ("5c", "4c"))]
    try:
        for lang in ("en", "ja"):
            i18n.install(lang)
            for led, other in pairs:
                text = why_wins(Suit.OROS, led, other)
                assert "。 " not in text
                assert (". " in text) == (lang == "en")
    finally:
        i18n.install("en")


@pytest.mark.parametrize("lang", ["es", "ja"])
def test_every_games_levels_are_named_in_the_language(lang: str) -> None:
    """The New game dialog and the plates name the levels as the language does: the fixed
    baseline is never left as the English "Rules of thumb"."""
    from zanga_desktop.core import registry
    from zanga_desktop.ui.level_names import level_label

    i18n.install(lang)
    try:
        for game in registry.games():
            labels = {level: level_label(game, level) for level in game.levels}
            assert labels["rules"] not in ("Rules of thumb", "rules"), (game.id, labels)
            if lang == "ja":  # every label carries Japanese words beside any Spanish name
                assert all(re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", label)
                           for label in labels.values()), (game.id, labels)
    finally:
        i18n.install("en")


@pytest.mark.parametrize("lang", ["es", "ja"])
def test_qts_own_file_dialog_speaks_the_language(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    """Qt's file dialog (Open, Save, Export where the system offers none) in Spanish and
    Japanese: Qt 6's "&Look in:" and "Files of &type:" are missing from Qt's catalogues of
    both, and were shown in English; ours answers them (`ui/qt_words.py`)."""
    from PySide6.QtWidgets import QFileDialog

    from zanga_desktop.ui.qt_words import file_dialog_words

    i18n.install(lang)
    dialog = QFileDialog(None, "x")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    labels = {label.objectName(): label.text() for label in dialog.findChildren(QLabel)}
    assert labels["lookInLabel"] != "&Look in:" and labels["fileTypeLabel"] != "Files of &type:"
    assert [labels["lookInLabel"], labels["fileTypeLabel"]] == list(file_dialog_words())
