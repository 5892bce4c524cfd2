"""Section 9: piedras stop at the tumbo. Where a team can score less than the stake, the
stake line says so, the Paso button and the envío's detail say what Paso really scores, and
the tutor's words of the envío too: "they score 3 piedras" never stands for 2 scored."""

from __future__ import annotations

import json
from pathlib import Path

from envite_ui_helpers import button, press

from zanga_desktop.games.envite.ui.controller import default_names


def _near_tumbo(tmp_path: Path, piedras: list[int]) -> Path:
    data = {"format": "envite-record/1", "preset": "federacion", "options": {},
            "players": list(default_names(4)), "team_size": 2, "captains": [0, 3],
            "start": {"piedras": piedras, "chicos": [0, 0]}, "hands": []}
    path = tmp_path / "near.envite.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_paso_near_the_tumbo_says_what_it_scores(qtbot, stage, tmp_path) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    # 2 piedras from the tumbo at 8, both teams
    table.resume(table.load(_near_tumbo(tmp_path, [6, 6])))
    ctl, board = table.controller, table.board
    st = ctl.envite.state
    bettor = ctl.match.to_act
    press(qtbot, board, "bet")  # an envío of 3
    assert st.bet == 3
    assert "Each team: only 2 piedras more to the tumbo" in board.stake.text
    press(qtbot, board, "raise")  # raised to 6: the 3 is accepted, the stake in force
    raiser = 1 - bettor % 2
    while board.prompt.button("paso") is None:
        press(qtbot, board, "decline")
    assert st.stake == 3
    assert button(board, "paso").text() == "Paso: they score 2 piedras"  # before: 3
    before = st.piedras[raiser]
    press(qtbot, board, "paso")
    assert st.piedras[raiser] - before == 2


def test_the_envio_detail_says_the_capped_score(qtbot, stage, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from zanga_desktop.games.envite.ui import words

    table = stage.table
    table.resume(table.load(_near_tumbo(tmp_path, [7, 5])))
    press(qtbot, table.board, "bet")
    press(qtbot, table.board, "raise")  # raised to 6: the stake in force is 3
    obs = table.controller.match.observe(0)  # team A, 1 piedra from the tumbo
    assert obs.stake == 3
    assert "Refused: you score 1 piedra." in words.bet_detail(obs, 9)  # before: 3 piedras
    assert "Team A: only 1 piedra more to the tumbo" in words.stake_line(obs, True)
    assert "Team B: only 3 piedras more to the tumbo" in words.stake_line(obs, True)


def test_a_team_taken_to_the_tumbo_is_in_tumbo(qtbot, stage, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The hand that takes a team to 8 piedras ends with "Team A: in tumbo" over the
    table, never "only 0 piedras more to the tumbo"."""
    from dataclasses import replace

    from zanga_desktop.games.envite.ui import words

    table = stage.table
    table.resume(table.load(_near_tumbo(tmp_path, [6, 5])))
    obs = table.controller.match.observe(0)
    done = replace(obs, piedras=(8, 5), stake=9)  # as the hand that scored it ends
    line = words.stake_line(done, True)
    assert "Team A: in tumbo" in line
    assert "only 0" not in line
    assert "Team B: only 3 piedras more to the tumbo" in line


def test_the_capitan_in_tumbo_is_told_in_the_second_person(qtbot, stage, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The player who decides the tumbo reads "you, its capitán, decide", never the
    third person with his own name ("its capitán, You, decides")."""
    table = stage.table
    table.resume(table.load(_near_tumbo(tmp_path, [8, 5])))
    obs = table.controller.match.observe(0)
    assert obs.tumbo_team == 0 and obs.captains[0] == 0
    said = table.tutor.narration.toPlainText()
    assert "Your team is in tumbo: you, its capitán, decide whether to play the hand" in said
    assert "its capitán, You" not in said
