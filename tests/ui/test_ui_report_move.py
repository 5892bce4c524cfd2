"""Game > Report this move, for every registered game whose table offers it (`Feature.REPORT`,
ui/table/front.py): chosen from the real menu, it saves the record up to the computer
seat's last decision with its level, seed and budget, and `zanga-cli explain` on that file
chooses, every time, the action the computer took at the table."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from zanga_desktop import cli
from zanga_desktop.core import registry
from zanga_desktop.core.explain import KEY
from zanga_desktop.core.setup import GameSetup
from zanga_desktop.ui import settings
from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.table.front import Feature

LEVELS = ("human", "experto", "principiante", "maestro")


def _window(qtbot, game_id: str) -> MainWindow:  # type: ignore[no-untyped-def]
    settings.put("ui/game", game_id)
    w = MainWindow(speed="instant", autosave=False)
    w.controller.pace_ms = 0
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    return w


def _click_menu_item(qtbot, w: MainWindow, action: Any) -> None:  # type: ignore[no-untyped-def]
    """Open Game and click the item, as a player would."""
    menu = w.menu_game
    menu.popup(w.mapToGlobal(w.menuBar().geometry().bottomLeft()))
    qtbot.waitUntil(menu.isVisible, timeout=3000)
    rect = menu.actionGeometry(action)
    assert rect.isValid() and action.isEnabled()
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=rect.center())


def _is_sena(match: Any, action: object) -> bool:
    return "sena" in match.action_json(action)


@pytest.mark.parametrize("game_id", [g.id for g in registry.games()])
def test_report_this_move_from_the_menu_is_explained_as_the_table_played(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
        capsys: pytest.CaptureFixture[str], game_id: str) -> None:
    w = _window(qtbot, game_id)
    try:
        if Feature.REPORT not in w.table.features:
            assert not w.act_report.isVisible()  # not offered where the table has no reports
            return
        assert w.act_report.isVisible() and not w.act_report.isEnabled()  # nothing yet
        ctl = w.controller
        kept: list[tuple[int, Any]] = []
        choices: list[int] = []  # how many actions the seat had to choose from
        decided: list[Any] = []
        keep = ctl.keep_point
        assert keep is not None

        def keeping(match: Any, seat: int) -> object:
            point = keep(match, seat)
            kept.append((seat, point))
            choices.append(len(match.legal_actions()))
            return point

        ctl.keep_point = keeping
        real_decided = ctl._decided

        def deciding(action: object) -> None:
            decided.append((len(kept), action))
            real_decided(action)

        monkeypatch.setattr(ctl, "_decided", deciding)
        game = registry.get(game_id)
        w.table.new_game(GameSetup(game=game_id, name="Tester", levels=LEVELS,
                                   preset=game.presets[0], seed=21))
        # the person plays the first legal action whenever asked, until a computer seat has
        # chosen among several actions and the person is to act again
        for _ in range(40):
            qtbot.waitUntil(lambda: ctl.human_to_act or ctl.match.needs_deal, timeout=60000)
            if ctl.asked is not None and ctl.human_to_act and choices[-1] > 1:
                break
            if not ctl.human_to_act:  # the deal ended before the person spoke again
                ctl.next_hand()
                continue
            ctl.act(ctl.match.legal_actions()[0])
        assert ctl.asked is not None and ctl.human_to_act
        w._update_actions()
        seat, point = ctl.asked
        assert kept[-1] == (seat, point)
        # what the seat did at the table from that point: its turn's action (señas aside)
        taken = [a for n, a in decided if n == len(kept) and not _is_sena(ctl.match, a)]
        assert taken, decided

        target = tmp_path / "reported"
        monkeypatch.setattr(QFileDialog, "getSaveFileName",
                            lambda *args: (str(target), ""))
        _click_menu_item(qtbot, w, w.act_report)
        saved = target.with_name(target.name + game.file_suffix)
        qtbot.waitUntil(saved.exists, timeout=5000)
        record = json.loads(saved.read_text(encoding="utf-8"))
        report = record[KEY]
        assert report["seat"] == seat and report["level"] == LEVELS[seat]
        assert report["effort"] == 1.0
        assert report["seed"] == ctl.players[seat].seed  # the seed the table's player has
        assert report["levels"] == list(LEVELS)

        answers = []
        for _ in range(2):
            assert cli.main(["explain", str(saved), "--json"]) == 0
            answers.append(capsys.readouterr().out)
        assert answers[0] == answers[1]  # the same each time
        exp = json.loads(answers[0])
        assert exp["chosen"] == ctl.match.action_json(taken[0])
        assert exp["chosen"] in [c["action"] for c in exp["candidates"]]
        assert len(exp["candidates"]) > 1 and any(c["value"] is not None
                                                  for c in exp["candidates"])
        assert cli.main(["explain", str(saved)]) == 0
        assert f"{game.title}: seat {seat}, level {LEVELS[seat]}" in capsys.readouterr().out

        # play goes on under the file dialog: the move reported is the one seen when asked
        later = tmp_path / "asked-then-moved-on"
        warned: list[str] = []

        def dialog_while_play_goes_on(*_args: object) -> tuple[str, str]:
            ctl.asked = None  # another decision taken, or none to report, meanwhile
            return str(later), ""

        monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog_while_play_goes_on)
        monkeypatch.setattr(QMessageBox, "warning", lambda *a: warned.append(str(a[2])))
        _click_menu_item(qtbot, w, w.act_report)
        kept_report = later.with_name(later.name + game.file_suffix)
        qtbot.waitUntil(kept_report.exists, timeout=5000)
        assert not warned
        assert json.loads(kept_report.read_text(encoding="utf-8"))[KEY] == report
    finally:
        w.controller.shutdown()
