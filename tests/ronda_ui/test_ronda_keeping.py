"""Keeping a game of La Ronda: saved and opened again exactly where it was (the board showing
the same table, hand, piles and points), a deal exported alone and replayed, undo in practice
games back to the human's last choice (none in rated play), the statistics of a deal, and a
game won ending with its panel."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from ronda_ui_helpers import click_card, legal_cards, position, resume_all_human, setup, take_turn

from zanga_desktop.core import registry
from zanga_desktop.games.ronda.records import replay
from zanga_desktop.games.ronda.rules import Card, Phase
from zanga_desktop.games.ronda.ui.controller import RondaSetup
from zanga_desktop.ui import stats
from zanga_desktop.ui.main_window import MainWindow

C = Card.parse


def play_some(qtbot, board, turns: int) -> None:  # type: ignore[no-untyped-def]
    ctl = board.controller
    for _ in range(turns):
        qtbot.waitUntil(lambda: ctl.human_to_act or ctl.match.needs_deal
                        or ctl.match.is_over, timeout=5000)
        if ctl.match.needs_deal or ctl.match.is_over:
            return
        take_turn(qtbot, board)


def test_section15_saved_and_opened_again_where_it_was(qtbot, stage, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    ctl, board = table.controller, table.board
    table.new_game(setup(4, seed=9, levels=("human", "rules", "rules", "rules")))
    play_some(qtbot, board, 5)
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=5000)
    path = tmp_path / "game.ronda.json"
    table.save(path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["format"] == "ronda-record/1" and saved == ctl.match.record_json()
    spread, hand = set(board.spread.cards), board.hand
    piles = [h.count for h in board.piles]
    points = board.track.scores
    table.new_game(setup(2, seed=1))  # something else on the table
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=5000)
    match, problem = table.check_record(path)
    assert match is not None and problem == ""
    table.resume(match, opened=True)
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=5000)
    assert ctl.match.record_json() == saved
    assert set(board.spread.cards) == spread and board.hand == hand
    assert [h.count for h in board.piles] == piles and board.track.scores == points
    assert "Game opened." in table.tutor.narration.toPlainText()
    assert table.log.line_count() > 3  # the deal so far told again


def test_section15_a_bad_file_is_refused_in_words(stage, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "bad.ronda.json"
    path.write_text('{"format": "ronda-record/1", "players": ["A"]}', encoding="utf-8")
    match, problem = stage.table.check_record(path)
    assert match is None and "players" in problem


def test_a_deal_exported_alone_replays(qtbot, stage, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    table.new_game(setup(2, seed=4, levels=("human", "rules")))
    play_some(qtbot, table.board, 40)
    qtbot.waitUntil(lambda: table.controller.match.needs_deal, timeout=5000)
    table.next_hand()  # the second deal, exported from the points the first left
    play_some(qtbot, table.board, 3)
    path = tmp_path / "deal.ronda.json"
    assert table.export_hand(path) == ""
    data = json.loads(path.read_text(encoding="utf-8"))
    assert len(data["deals"]) == 1
    assert data["start"]["points"] == list(table.controller.ronda.state.reports[0].points)
    status, result = replay(data)
    assert status == 0, result


def test_undo_takes_back_to_the_humans_last_choice(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    ctl, board = table.controller, table.board
    table.new_game(setup(2, seed=6, levels=("human", "rules")))
    qtbot.waitUntil(lambda: ctl.human_to_act and ctl.ronda.state.phase is Phase.PLAY,
                    timeout=5000)
    hand = board.hand
    assert not table.can_undo
    card = legal_cards(board)[0]
    click_card(qtbot, board, card)
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=5000)
    assert table.can_undo
    assert table.undo()
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=5000)
    assert board.hand == hand and card not in board.spread.cards
    assert board.card_item(card).isVisible()
    assert table.tutor.narration.toPlainText().rstrip().endswith("Move taken back.")


def test_no_undo_in_rated_play(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    ctl = table.controller
    table.new_game(setup(2, seed=6, levels=("human", "rules"), practice=False))
    play_some(qtbot, table.board, 2)
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=5000)
    assert not table.can_undo and not table.undo()


def test_the_keys_play_a_card_and_press_the_buttons(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    match = position(2, 1, "1o 4c 10e 7b", [{0: "5o 5c 2e", 1: "12o 12c 3b"}])
    resume_all_human(stage, match)
    ctl, board = stage.table.controller, stage.table.board
    view = stage.view
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=5000)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_C)  # sing
    qtbot.waitUntil(lambda: ctl.ronda.state.to_act == 1, timeout=5000)
    qtbot.keyClick(view, Qt.Key.Key_C)
    qtbot.waitUntil(lambda: ctl.ronda.state.phase is Phase.SPEAK, timeout=5000)
    qtbot.keyClick(view, Qt.Key.Key_E)  # envío
    qtbot.waitUntil(lambda: board.prompt.button("quiero") is not None, timeout=5000)
    qtbot.keyClick(view, Qt.Key.Key_Q)  # quiero
    qtbot.waitUntil(lambda: ctl.ronda.state.phase is Phase.PLAY, timeout=5000)
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the first card chosen, what it takes lit
    assert board.focus_index == 0
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # the second card played
    qtbot.waitUntil(lambda: ctl.ronda.state.turn == 1, timeout=5000)
    assert C("5c") not in ctl.ronda.state.hands[0]
    qtbot.keyClick(view, Qt.Key.Key_3)  # Ana's third card
    qtbot.waitUntil(lambda: ctl.ronda.state.turn == 0, timeout=5000)
    assert C("3b") not in ctl.ronda.state.hands[1]


def test_section9_the_chiquita_key_in_the_window_says_chiquita_and_h_asks_a_hint(qtbot) -> None:  # type: ignore[no-untyped-def]
    """In the program's window, where H is the hint's shortcut (taken before the table sees
    it), I says chiquita: section 9's example, three rival rondas, seat 0 to speak first."""
    window = MainWindow(speed="instant", autosave=False, game=registry.get("ronda"))
    window.controller.pace_ms = 0
    qtbot.addWidget(window)
    with qtbot.waitActive(window):  # a shortcut answers in the active window only
        window.show()
        window.activateWindow()
    match = position(4, 3, "1o 2o 4o 6o", [{0: "5o 5c 7e", 1: "10c 10e 11b", 2: "3c 3e 12c",
                                             3: "7b 11c 12e"}],
                     [(0, "declare", "ronda"), (1, "declare", "ronda"), (2, "declare", "ronda")])
    s = RondaSetup(4, ("human",) * 4, tuple(match.players), "bengala", {}, True, 3, False)
    window.table.resume(match, opened=False, setup=s)
    window.hide_start_screen()
    ctl, board = window.table.controller, window.table.board
    qtbot.waitUntil(lambda: board.prompt.button("chiquita") is not None, timeout=5000)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: board.hint_act != "", timeout=10000)  # a hint, no word said
    assert ctl.ronda.state.to_act == 0
    qtbot.keyClick(window.view, Qt.Key.Key_I)
    qtbot.waitUntil(lambda: ctl.ronda.state.to_act == 1, timeout=5000)
    assert [str(a) for a in ctl.match.game.record.deals[-1].actions][-1] == "seat 0 say chiquita"
    window.controller.shutdown()


def test_the_cover_hides_the_next_humans_cards(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    match = position(2, 1, "1o 4c 10e 7b", [{0: "5o 6c 2e", 1: "12o 11c 3b"}])
    resume_all_human(stage, match, cover=True)
    ctl, board = stage.table.controller, stage.table.board
    qtbot.waitUntil(lambda: board.covered, timeout=5000)
    assert not any(board.card_item(c).isVisible() and board.card_item(c).face_up
                   for c in (C("5o"), C("12o")))
    qtbot.mouseClick(board.cover.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ctl.human_to_act and not board.covered, timeout=5000)
    assert board.card_item(C("5o")).face_up and board.card_item(C("5o")).isVisible()
    click_card(qtbot, board, C("5o"))
    qtbot.waitUntil(lambda: board.covered, timeout=5000)  # Ana's turn: covered again
    assert not board.card_item(C("12o")).isVisible() or not board.card_item(C("12o")).face_up
    assert "Ana" in board.cover.title.text()
    from zanga_desktop.ui import i18n

    try:  # the cover follows the language, as the rest of the window does
        i18n.install("es")  # Qt posts the news of the change to each window
        qtbot.waitUntil(lambda: board.cover.title.text() == "Pasa la pantalla a Ana",
                        timeout=3000)
        assert board.cover.button.text() == "Soy Ana, muestra mis cartas"
    finally:
        i18n.install("en")
    qtbot.waitUntil(lambda: board.cover.title.text() == "Pass the screen to Ana", timeout=3000)


def test_a_hint_marks_its_card_and_says_why(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    match = position(2, 1, "3o 4c 5e 12c", [{0: "4b 11o 7c", 1: "6e 7b 2o"}])
    resume_all_human(stage, match)
    table = stage.table
    ctl, board = table.controller, table.board
    qtbot.waitUntil(lambda: ctl.human_to_act and ctl.ronda.state.phase is Phase.PLAY,
                    timeout=5000)
    with qtbot.waitSignal(ctl.hint_ready, timeout=20000):
        table.ask_hint()
    qtbot.waitUntil(lambda: board.hint_card is not None, timeout=5000)
    assert board.hint_card == C("4b") and board.card_item(C("4b")).marks[3]
    hint = table.tutor.hint_label.text()
    assert "4 de bastos" in hint and "section 5" in hint


def test_a_deal_played_out_counts_and_shows_its_end(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    ctl, board = table.controller, table.board
    table.new_game(setup(2, seed=12, levels=("human", "rules")))
    play_some(qtbot, board, 40)
    qtbot.waitUntil(lambda: ctl.match.needs_deal or ctl.match.is_over, timeout=5000)
    if ctl.match.is_over:
        return
    report = ctl.ronda.state.reports[-1]
    text = "\n".join(board.end_lines[1]) if board.end_lines else ""
    cards = report.cards
    if max(cards) > 20:
        assert f"{max(cards) - 20} over 20" in text
    assert f"Points: You {report.points[0]}" in text
    assert stats.load("ronda")["deals"] == 1
    qtbot.mouseClick(board.prompt.button("next"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ctl.match.hand_count == 2, timeout=5000)


def test_section11_the_game_won_ends_with_its_panel(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    match = position(2, 1, "1o 4c 10e 12b", [{0: "6o 6c 7c", 1: "6e 7b 11o"}],
                     [(0, "play", "6o"), (1, "play", "6e")], points=(16, 3))
    resume_all_human(stage, match)
    ctl, board = stage.table.controller, stage.table.board
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=5000)
    click_card(qtbot, board, C("6c"))  # a contra: 16 + 3 reaches 18
    qtbot.waitUntil(lambda: ctl.match.is_over, timeout=5000)
    qtbot.waitUntil(lambda: board.prompt_proxy.isVisible(), timeout=5000)
    assert board.over_text == "Game won by You"  # every seat human: each is named
