"""A game that is not built in joins the table through the registry's public call alone:
La Alta (`tests/toy_game/`: its rules, record, players, tools and a minimal table) is
registered here and then driven through everything the program offers every game: the start
screen (its tab, Play now, a whole game by clicks, a draw), the statistics, the data folder
(autosave, resume, set aside and found again, a full disk), `zanga --demo`, and the command
line (replay, deal, selfplay, arena). No shared file knows it."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
import toy_game
from PySide6.QtCore import Qt
from shell_checks import check_full_disk_told, check_set_aside_and_resumed

from zanga_desktop import app, cli
from zanga_desktop.core import registry
from zanga_desktop.ui import data_folder, game_table, settings, stats
from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.table.card_item import CardItem


@pytest.fixture(autouse=True)
def plugged_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """La Alta registered, and the settings and data folder of a fresh user."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    settings.use_ini_folder(tmp_path / "config")
    data_folder.release_all()
    toy_game.register()
    yield
    toy_game.unregister()
    data_folder.release_all()


def toy_definition() -> object:
    return registry.get("toy")


def test_the_toy_game_is_offered_beside_the_built_in_games() -> None:
    ids = [g.id for g in game_table.playable_games()]
    assert ids[-1] == "toy" and len(ids) >= 3


def click_until_over(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The human's turns by clicking his first playable card on the table, to the end."""
    ctl = window.controller
    for _ in range(40):
        qtbot.waitUntil(lambda: ctl.human_to_act or ctl.match.is_over, timeout=20000)
        if ctl.match.is_over:
            return
        cards = [i for i in window.scene.items()
                 if isinstance(i, CardItem) and i.clickable and i.isVisible()]
        assert cards, "the human is to play and no card can be clicked"
        first = min(cards, key=lambda i: i.scenePos().x())
        point = window.view.mapFromScene(first.sceneBoundingRect().center())
        qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    raise AssertionError("the game did not end")


def test_a_whole_game_from_the_start_screen_by_clicks_ends_in_a_draw_and_is_counted(
        qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    from toy_game import ui as toy_ui

    monkeypatch.setattr(toy_ui, "SEED", 5)  # the first card each turn: 3 points each
    first = MainWindow(speed="instant", autosave=True)  # closes itself for the toy's window
    first.show()
    first.show_start_screen()
    switched: list[MainWindow] = []
    first.switched.connect(switched.append)
    qtbot.mouseClick(first.start_screen.game_buttons["toy"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(switched), timeout=5000)
    window = switched[0]
    qtbot.addWidget(window)
    window.controller.pace_ms = 0
    assert window.game is toy_definition() and window.start_screen.isVisible()
    assert window.start_screen.title.text() == "La Alta"
    assert "La Alta" in window.windowTitle()
    assert not window.act_hint.isVisible() and not window.act_undo.isVisible()
    outcomes: list[object] = []
    window.controller.game_over.connect(outcomes.append)
    qtbot.mouseClick(window.start_screen.play_button, Qt.MouseButton.LeftButton)
    click_until_over(qtbot, window)
    qtbot.waitUntil(lambda: bool(outcomes), timeout=5000)
    outcome = outcomes[0]
    assert outcome.is_draw and outcome.standings == (3, 3)  # type: ignore[attr-defined]
    counted = stats.load("toy")
    assert counted["games"] == 1 and counted["games_drawn"] == 1
    assert counted["games_won"] == 0 and counted["points_won"] == 0
    dialog = stats.StatsDialog("toy", toy_ui.statistics_labels(), window)
    qtbot.addWidget(dialog)
    assert dialog.findChild(type(dialog.children()[1]), "stat_games_drawn").text() == "1"
    window.controller.shutdown()


def test_its_unfinished_game_is_kept_aside_found_again_and_resumed(
        qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    check_set_aside_and_resumed(qtbot, tmp_path, registry.get("toy"))


def test_a_full_disk_in_its_game_is_told(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    check_full_disk_told(qtbot, monkeypatch, registry.get("toy"))


def test_the_demo_plays_it_with_computer_players_in_every_seat(
        qtbot, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
        capsys: pytest.CaptureFixture[str]) -> None:
    """`zanga --demo` as the program runs it, the application's own event loop played by
    the test's (an application that has quit once takes no more timers in this process)."""
    from PySide6.QtWidgets import QApplication

    settings.put(game_table.CHOSEN_GAME, "toy")
    quit_asked: list[int] = []
    monkeypatch.setattr(QApplication, "quit", staticmethod(lambda: quit_asked.append(1)))
    monkeypatch.setattr(QApplication, "exec", lambda _app: qtbot.waitUntil(
        lambda: bool(quit_asked), timeout=60000))
    assert app.main(["--demo", "--hands", "3", "--speed", "instant", "--seed", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("zanga: game 1 over after 2 hands, ")


def run_cli(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    status = cli.main(argv)
    return status, capsys.readouterr().out


def test_the_command_line_deals_plays_replays_and_matches_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out = run_cli(["deal", "--game", "toy", "--seed", "3"], capsys)
    assert status == 0
    dealt = json.loads(out)
    assert dealt["format"] == "toy-record/1" and len(dealt["hands"]) == 1

    status, out = run_cli(["selfplay", "--game", "toy", "--seed", "4", "--hands", "5"], capsys)
    assert status == 0
    played = json.loads(out)
    assert sum(len(r["hands"]) for r in played) == 5
    path = tmp_path / f"game{toy_definition().file_suffix}"  # type: ignore[attr-defined]
    path.write_text(json.dumps(played[0]), encoding="utf-8")
    status, out = run_cli(["replay", str(path)], capsys)
    assert status == 0 and json.loads(out)["over"] is True

    broken = tmp_path / f"broken{toy_definition().file_suffix}"  # type: ignore[attr-defined]
    broken.write_text("{not json", encoding="utf-8")
    status, out = run_cli(["replay", str(broken)], capsys)
    error = json.loads(out)["error"]
    assert status == 2 and error["code"] == "bad_json" and "section" in error  # its shape

    argv = ["arena", "--game", "toy", "--a", "high", "--b", "random", "--deals", "6",
            "--seed", "9", "--json"]
    status, out = run_cli(argv, capsys)
    assert status == 0
    first = json.loads(out)
    assert first["deals"] == 6
    assert run_cli(argv, capsys) == (0, out)  # the same seed, the same answer
