"""Saving, the automatic save and resuming it, exporting a hand, and a bad file refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from ui_helpers import AUTOSAVE, play_hand, rules_setup, take_turn, wait_for_human

from zanga_desktop.games.zanga.records import load_record
from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.paths import data_dir


def test_autosave_after_every_action_and_resume(qtbot, window: MainWindow) -> None:
    window.new_game(rules_setup(seed=21))
    wait_for_human(qtbot, window)
    take_turn(qtbot, window)
    wait_for_human(qtbot, window)
    path = data_dir() / AUTOSAVE
    assert path.exists()
    saved = load_record(path)
    assert saved.hands[-1].actions == list(window.controller.game.record.hands[-1].actions)
    state_key = window.controller.state.summary_key()
    window.controller.shutdown()

    again = MainWindow(speed="instant", autosave=True)
    qtbot.addWidget(again)
    again.controller.pace_ms = 0
    again.show()
    again.start(offer_resume=True)  # the start screen offers to continue
    assert again.start_screen.isVisible(), "resuming was not offered"
    assert again.start_screen.continue_button.isVisible()
    qtbot.mouseClick(again.start_screen.continue_button, Qt.MouseButton.LeftButton)
    wait_for_human(qtbot, again)
    assert again.controller.state.summary_key() == state_key
    assert again.controller.names[0] == "Tester"
    play_hand(qtbot, again)
    assert again.table.summary.isVisible()
    again.controller.shutdown()


def test_save_and_load_round_trip(qtbot, window: MainWindow, tmp_path: Path) -> None:
    window.new_game(rules_setup(seed=5))
    wait_for_human(qtbot, window)
    take_turn(qtbot, window)
    wait_for_human(qtbot, window)
    target = tmp_path / "mine.zanga.json"
    assert window.save_file(target)
    key = window.controller.state.summary_key()
    window.new_game(rules_setup(seed=99))
    wait_for_human(qtbot, window)
    assert window.load_file(target)
    wait_for_human(qtbot, window)
    assert window.controller.state.summary_key() == key


def test_bad_file_shows_a_message_and_changes_nothing(qtbot, window: MainWindow,
                                                     tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    window.new_game(rules_setup(seed=8))
    wait_for_human(qtbot, window)
    key = window.controller.state.summary_key()
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda *a, **k: warnings.append(str(a[2])) or QMessageBox.StandardButton.Ok)
    for content in ("not json at all", json.dumps({"format": "something-else"}),
                    json.dumps({"format": "zanga-record/1", "hands": [{"dealer": 9}]})):
        bad = tmp_path / "bad.zanga.json"
        bad.write_text(content, encoding="utf-8")
        assert not window.load_file(bad)
    assert not window.load_file(tmp_path / "missing.zanga.json")
    assert len(warnings) == 4
    assert all("could not be opened" in w for w in warnings)
    assert "not JSON text" in warnings[0] and "not a valid game record" in warnings[1]
    assert "not a valid game record" in warnings[2] and "cannot be read" in warnings[3]
    assert window.controller.state.summary_key() == key
    assert window.controller.human_to_act


def test_export_hand_writes_a_record_of_one_hand(qtbot, window: MainWindow,
                                                tmp_path: Path) -> None:
    window.new_game(rules_setup(seed=3))
    play_hand(qtbot, window)
    out = tmp_path / "hand.zanga.json"
    assert window.export_hand(out)
    # told as the menu item names it, for every game
    assert window.statusBar().currentMessage() == "Deal exported as hand.zanga.json."
    record = load_record(out)
    assert len(record.hands) == 1
    assert record.hands[0].actions == window.controller.game.record.hands[-1].actions


def test_export_this_deal_writes_the_deal_seen_when_asked(
        qtbot, window: MainWindow, tmp_path: Path,  # type: ignore[no-untyped-def]
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Play goes on under the file dialog: the deal exported is the one on the table when
    the player chose Export this deal, not one dealt while he picked the file."""
    from PySide6.QtWidgets import QFileDialog

    window.new_game(rules_setup(seed=3))
    play_hand(qtbot, window)
    seen = window.table.hand_record()
    out = tmp_path / "seen"

    def dialog_while_play_goes_on(*_args: object) -> tuple[str, str]:
        monkeypatch.setattr(window.table, "hand_record", lambda: "a later deal")
        return str(out), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog_while_play_goes_on)
    window.export_dialog()
    assert out.with_name("seen.zanga.json").read_text(encoding="utf-8") == seen


def test_what_is_wrong_with_a_file_is_said_in_the_players_language(
        qtbot, window: MainWindow, tmp_path: Path,  # type: ignore[no-untyped-def]
        monkeypatch: pytest.MonkeyPatch) -> None:
    from zanga_desktop.ui import i18n

    good = Path(__file__).parents[1] / "records" / "01-juego-sacada.zanga.json"
    data = json.loads(good.read_text(encoding="utf-8"))
    first = data["hands"][0]["actions"][0]
    first["seat"] = (first["seat"] + 1) % 4  # out of turn: a move the rules refuse
    bad = tmp_path / "edited.zanga.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda *a, **k: warnings.append(str(a[2])) or QMessageBox.StandardButton.Ok)
    try:
        i18n.install("es")
        assert not window.load_file(bad)
        assert not window.load_file(tmp_path / "missing.zanga.json")
    finally:
        i18n.install("en")
    assert "una jugada que el reglamento no permite" in warnings[0]
    assert "No se puede leer el archivo" in warnings[1]


def test_save_proposes_a_dated_name_adds_the_extension_and_confirms(
        qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    from datetime import datetime

    from PySide6.QtWidgets import QFileDialog

    from zanga_desktop.ui import file_names

    window.new_game(rules_setup(seed=5))
    wait_for_human(qtbot, window)
    asked: list[str] = []

    def answer(_parent: object, _title: str, proposed: str, _filter: str) -> tuple[str, str]:
        asked.append(proposed)
        return str(tmp_path / "sunday"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    window.save_dialog()
    proposed = Path(asked[0])
    assert proposed.parent == file_names.documents_dir()
    today = datetime.now().strftime("%Y-%m-%d")
    assert proposed.name.startswith(f"{window.game.title} {today} ")
    assert proposed.name.endswith(".zanga.json")
    saved = tmp_path / "sunday.zanga.json"
    assert saved.exists() and not (tmp_path / "sunday").exists()
    assert load_record(saved).hands == window.controller.game.record.hands
    assert window.statusBar().currentMessage() == "Game saved as sunday.zanga.json."
    window.save_dialog()  # the next save starts where the last one went
    assert Path(asked[1]).parent == tmp_path
    opened: list[str] = []

    def cancel(_parent: object, _title: str, folder: str, _filter: str) -> tuple[str, str]:
        opened.append(folder)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", cancel)
    window.load_dialog()
    assert opened == [str(tmp_path)]


def test_a_name_is_given_the_extension_once() -> None:
    from zanga_desktop.ui.file_names import proposed_name, with_extension

    assert with_extension("/x/game", ".zanga.json") == Path("/x/game.zanga.json")
    assert with_extension("/x/game.json", ".zanga.json") == Path("/x/game.zanga.json")
    assert with_extension("/x/game.zanga.json", ".zanga.json") == Path("/x/game.zanga.json")
    assert with_extension("/x/Game.ZANGA.JSON", ".zanga.json") == Path("/x/Game.ZANGA.JSON")
    assert with_extension("/x/partido", ".envite.json") == Path("/x/partido.envite.json")
    assert with_extension("/x/p.json", ".envite.json") == Path("/x/p.envite.json")
    assert with_extension("/x/p.envite.json", ".envite.json") == Path("/x/p.envite.json")
    from datetime import datetime

    assert proposed_name("Zanga game", ".zanga.json", datetime(2026, 12, 1, 18, 42)) == \
        "Zanga game 2026-12-01 18-42.zanga.json"


def test_opening_a_file_says_opened_and_continuing_says_resumed(
        qtbot, window: MainWindow, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window.new_game(rules_setup(seed=5))
    wait_for_human(qtbot, window)
    take_turn(qtbot, window)
    wait_for_human(qtbot, window)
    target = tmp_path / "mine.zanga.json"
    assert window.save_file(target)
    assert window.load_file(target)
    told = window.tutor.narration.toPlainText()
    assert "Game opened." in told and "Game resumed." not in told
    window.controller.shutdown()
    again = MainWindow(speed="instant", autosave=True)
    qtbot.addWidget(again)
    again.controller.pace_ms = 0
    again.show()
    again.start(offer_resume=True)
    assert again.continue_game()
    told = again.tutor.narration.toPlainText()
    assert "Game resumed." in told and "Game opened." not in told
    again.controller.shutdown()
