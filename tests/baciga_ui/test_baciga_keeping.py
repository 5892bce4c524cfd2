"""La Báciga's game kept and taken back: saved and opened again exactly, autosaved after every
step and resumed in mid-deal with the deal told again, a deal exported alone and replayed,
undo in practice games (refused in rated play), the keys, the cover between two humans at
one screen, hints with their reasons, the statistics, a change of language, and the pace of
the computer players' draws."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

from baciga_ui_helpers import click_card, play_deal, press, put_deal, setup
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from zanga_desktop.core.setup import HUMAN
from zanga_desktop.games.baciga.rules import Card, Kind, Phase, Stop
from zanga_desktop.games.baciga.ui.controller import BacigaController
from zanga_desktop.ui import i18n, stats

C = Card.parse
STOP = BacigaController.STOP_PAUSE_MS


def test_saved_and_opened_again_exactly(qtbot, stage, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    table.new_game(setup(4, seed=21))
    rng = random.Random(3)
    play_deal(qtbot, table.board, rng.choice)
    press(qtbot, table.board, "next")
    ctl = table.controller
    for _ in range(3):  # a few words of the second deal
        legal = [a for a in ctl.match.legal_actions() if a.kind is Kind.SAY]
        ctl.act(legal[0])
    path = tmp_path / "g.baciga.json"
    table.save(path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["format"] == "baciga-record/1" and len(saved["deals"]) == 2
    match, problem = table.check_record(path)
    assert match is not None and problem == ""
    table.resume(match, opened=True)
    assert ctl.match.record_json() == saved
    assert "Game opened." in table.tutor.narration.toPlainText()
    # the deal so far is told again in the log, as if it had been watched
    assert table.log.line_count() >= 4


def test_a_bad_file_is_refused_with_a_sentence(qtbot, stage, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    path = tmp_path / "bad.baciga.json"
    path.write_text('{"format": "baciga-record/1", "players": ["A"]}', encoding="utf-8")
    match, problem = table.check_record(path)
    assert match is None and "players" in problem
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    match, problem = table.check_record(path)
    assert match is None and "nested too deeply" in problem


def test_autosaved_after_every_step_and_resumed_in_mid_deal(qtbot, stage, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    auto = tmp_path / "autosave.baciga.json"
    table.autosave_path = auto
    table.new_game(setup(2, seed=8))
    ctl = table.controller
    first = next(a for a in ctl.match.legal_actions() if a.kind is Kind.SAY)
    assert ctl.act(first)
    kept = json.loads(auto.read_text(encoding="utf-8"))
    assert kept == ctl.match.record_json()
    found = table.read_saved(auto)
    assert found is not None and found[1] is not None
    info, match = found
    assert info.resumable and not info.hand_over
    table.resume(match, opened=False)
    assert ctl.match.record_json() == kept
    assert "Game resumed." in table.tutor.narration.toPlainText()
    assert table.board.bubbles[first.seat].text.startswith("Paso")  # told again


def test_a_deal_exported_alone_replays(qtbot, stage, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    table.new_game(setup(2, seed=4))
    play_deal(qtbot, table.board, random.Random(1).choice)
    press(qtbot, table.board, "next")
    ctl = table.controller
    ctl.act(next(a for a in ctl.match.legal_actions() if a.kind is Kind.SAY))
    path = tmp_path / "deal.baciga.json"
    assert table.export_hand(path) == ""
    data = json.loads(path.read_text(encoding="utf-8"))
    assert len(data["deals"]) == 1
    assert data["start"]["points"] == list(ctl.baciga.state.points_before)
    out = subprocess.run([sys.executable, "-m", "zanga_desktop.cli", "replay", str(path)],
                         capture_output=True, text=True, timeout=120)
    assert json.loads(out.stdout)["ok"] is True, out.stdout + out.stderr


def test_undo_in_practice_games_only(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    put_deal(table, 2, 1, {"0": ("12o", "11c", "5b")}, levels=(HUMAN, "rules"))
    ctl, board = table.controller, table.board
    assert not table.can_undo  # nothing played yet
    click_card(qtbot, board, C("12o"))
    press(qtbot, board, "paso")
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=5000)  # the computer answered
    assert len(ctl.baciga.game.record.deals[-1].actions) >= 2
    assert table.can_undo and table.undo()
    assert ctl.baciga.game.record.deals[-1].actions == []  # back to the player's word
    assert ctl.human_to_act and C("12o") in ctl.baciga.state.hands[0]
    qtbot.waitUntil(lambda: not stage.animator.busy, timeout=5000)
    # the tutor says so, after the table drawn again as it was
    assert table.tutor.narration.toPlainText().rstrip().endswith("Move taken back.")
    rated = setup(2, seed=3, levels=(HUMAN, "rules"))
    from dataclasses import replace

    table.new_game(replace(rated, practice=False))
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=5000)
    legal = [a for a in ctl.match.legal_actions() if a.kind is Kind.SAY]
    ctl.act(legal[0])
    qtbot.waitUntil(lambda: ctl.human_to_act or ctl.match.needs_deal, timeout=5000)
    assert not table.can_undo and not table.undo()


def test_no_undo_before_the_players_first_action_of_the_deal(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    """The computer spoke first: undo would only replay its word, so none is offered."""
    table = stage.table
    put_deal(table, 2, 0, {"0": ("12o", "11c", "5b")}, levels=(HUMAN, "rules"))
    ctl, board = table.controller, table.board
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=5000)
    assert [a.seat for a in ctl.baciga.game.record.deals[-1].actions] == [1]
    assert not table.can_undo and not table.undo()
    click_card(qtbot, board, C("12o"))
    press(qtbot, board, "paso")
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=5000)
    assert table.can_undo


def test_the_keys_play_a_talk_and_a_draw(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    put_deal(table, 2, 1, {"0": ("12o", "11c", "5b"), "1": ("10e", "6c", "2o")},
             stock=("5e", "3c", "4o"))
    ctl = table.controller
    view = stage.view
    view.setFocus()
    hand = table.board._hand(ctl.news_now().obs)
    assert hand == (C("5b"), C("11c"), C("12o"))  # by rank, as a player holds them
    qtbot.keyClick(view, Qt.Key.Key_3)  # the rey
    qtbot.keyClick(view, Qt.Key.Key_Left)  # the keyboard's card: the rey, then the caballo
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert table.board.selected == [C("12o"), C("11c")]
    qtbot.keyClick(view, Qt.Key.Key_P)
    st = ctl.baciga.state
    assert st.said and st.said[0].laid == 2
    qtbot.keyClick(view, Qt.Key.Key_1)  # the other player: the 2 de oros...
    qtbot.keyClick(view, Qt.Key.Key_P)
    assert st.talk == 2
    qtbot.keyClick(view, Qt.Key.Key_C)  # cartas in the second talk
    qtbot.keyClick(view, Qt.Key.Key_P)  # paso, nothing laid (the talk is cut)
    assert st.phase is Phase.DRAW
    qtbot.keyClick(view, Qt.Key.Key_O)  # otra
    assert len(st.hands[0]) == 4
    qtbot.keyClick(view, Qt.Key.Key_M)  # me planto
    assert st.stops[0] is Stop.STOOD


def test_the_cover_between_two_humans(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    from dataclasses import replace

    table.new_game(replace(setup(2, seed=5), cover=True))
    board, ctl = table.board, table.controller
    qtbot.waitUntil(lambda: board.covered, timeout=5000)
    first = ctl.match.to_act
    assert not ctl.human_to_act
    # the player who kept the default name is asked for as the one who set the game up
    assert board.cover.button.text() == ("It is me, show my cards", "I am Ana, show my cards")[
        first]
    qtbot.keyClick(stage.view, Qt.Key.Key_Return)  # Enter presses it; nothing else passes
    assert not board.covered and ctl.human_to_act
    # the prompt at the bottom says whose word it asks for (the one who chose no name: You)
    title = board.prompt.findChild(QLabel, "title")
    assert title is not None and title.text().startswith(
        f"{('You', 'Ana')[first]} · Talk 1: your word"), title.text()
    for card in ctl.baciga.state.hands[first]:
        assert board.card_item(card).face_up
    action = next(a for a in ctl.match.legal_actions() if a.kind is Kind.SAY)
    ctl.act(action)
    qtbot.waitUntil(lambda: board.covered, timeout=5000)  # the other player's turn
    for card in ctl.baciga.state.hands[1 - first]:
        assert not (board.card_item(card).isVisible() and board.card_item(card).face_up) \
            or board.covered


def test_no_cover_against_the_computer(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    from dataclasses import replace

    table = stage.table
    table.new_game(replace(setup(2, seed=5, levels=(HUMAN, "rules")), cover=True))
    qtbot.waitUntil(lambda: table.controller.human_to_act, timeout=5000)
    assert not table.board.covered


def test_hints_for_the_talk_and_the_draw(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    put_deal(table, 2, 1, {"0": ("12o", "11c", "3b"), "1": ("10e", "6c", "2o")},
             levels=(HUMAN, "rules"))
    assert table.can_hint
    with qtbot.waitSignal(table.controller.hint_ready, timeout=20000):
        table.ask_hint()
    hint = table.tutor.hint_label.text()
    assert hint.startswith("Hint: Paso, laying down the") and "rey de oros" in hint
    assert table.board.card_item(C("12o")).marks[3]  # the advised cards outlined in green
    put_deal(table, 2, 0, {"1": ("2o", "3c", "4e"), "0": ("10o", "12b", "5b")},
             stock=("10c", "5e", "4c", "12e"),
             actions=({"seat": 1, "say": "baciga"}, {"seat": 0, "say": "paso"},
                      {"seat": 1, "draw": "up"}, {"seat": 1, "draw": "up"},
                      {"seat": 1, "stand": True}, {"seat": 0, "draw": "up"}),
             levels=(HUMAN, "rules"))
    with qtbot.waitSignal(table.controller.hint_ready, timeout=20000):
        table.ask_hint()
    hint = table.tutor.hint_label.text()
    # 29 against Ana's 24: standing wins el punto; one more card goes pasado most times
    assert hint.startswith("Hint: Me planto: 29;") and "times in 20" in hint
    assert table.board.prompt.button("stand").property("hinted")


def _deal_to_the_players_draw(table) -> None:  # type: ignore[no-untyped-def]
    """A deal of two where Ana passed a card, drew and stood, and the player sang báciga: his
    draw is next."""
    put_deal(table, 2, 0, {"1": ("2o", "3c", "4e"), "0": ("1o", "1b", "7o")},
             stock=("10c", "5e", "10e", "12e", "12o"),
             actions=({"seat": 1, "say": "paso", "discard": ["4e"]},
                      {"seat": 0, "say": "baciga", "fix": {"7o": 1}},
                      {"seat": 1, "draw": "up"}, {"seat": 1, "stand": True}),
             levels=(HUMAN, "rules"))


def test_the_statistics_of_a_finished_deal(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    _deal_to_the_players_draw(table)
    board, ctl = table.board, table.controller
    press(qtbot, board, "up")  # 10e: 1 + 1 + 1 + 10 = 13
    press(qtbot, board, "up")  # 12e: 23
    press(qtbot, board, "stand")  # a trío of ases: 3
    qtbot.waitUntil(lambda: ctl.match.needs_deal, timeout=5000)
    counted = stats.load("baciga")
    assert counted["deals"] == 1 and counted["bacigas"] == 1
    assert counted["points"] == sum(c.points for c in ctl.baciga.state.results[-1].credits
                                    if c.side == 0)


def test_the_table_in_spanish_and_japanese(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    put_deal(table, 2, 1, {"0": ("12o", "5c", "7o")}, levels=(HUMAN, "rules"))
    board = table.board
    for lang, total, word in (("es", "Tus cartas suman 16", "comodín"),
                              ("ja", "合計は16", "コモディン")):
        i18n.install(lang)
        table.retranslate()
        lines = " ".join(w.text() for w in board.prompt.findChildren(_label()))
        assert total in lines, lines
        assert board.marks[C("7o")].text() == word
    i18n.install("en")
    table.retranslate()


def _label() -> type:
    from PySide6.QtWidgets import QLabel

    return QLabel


def test_a_computer_players_stop_holds_the_table_a_moment(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    """The computer players' draws are paced: after one stops, play waits STOP_PAUSE_MS
    (scaled by the speed) before the next draws."""
    table = stage.table
    ctl = table.controller
    held: list[int] = []
    ctl.pace_ms = 700
    stage.animator.speed = 1.0
    def later(ms: int, fn: object) -> None:
        held.append(ms)
        fn()  # type: ignore[operator]

    ctl._later = later  # type: ignore[method-assign]
    # the computer (Rules) is el mano: it draws first, to its stand, each decision paced
    put_deal(table, 2, 0, {"1": ("10o", "12b", "5b"), "0": ("2o", "3c", "4e")},
             stock=("10c", "5e", "4c", "12e"),
             actions=({"seat": 1, "say": "paso", "discard": ["5b"]},
                      {"seat": 0, "say": "baciga"}),
             levels=(HUMAN, "rules"))
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=10000)
    assert ctl.baciga.state.stops[1] is Stop.STOOD
    assert STOP in held  # the computer's stand held the table a moment
    assert all(0 <= ms <= 700 for ms in held if ms != STOP)  # each decision paced


def japanese(text: str) -> bool:
    return any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in text)


def _drawn_once_in_japanese(qtbot, table):  # type: ignore[no-untyped-def]
    """The deal of `_deal_to_the_players_draw` told in Japanese (installed by the caller),
    the player's first card drawn: the table's board and controller."""
    table.retranslate()
    _deal_to_the_players_draw(table)
    press(qtbot, table.board, "up")
    return table.board, table.controller


def _chips(board) -> list[str]:  # type: ignore[no-untyped-def]
    """The words of the track's chips, both sides."""
    assert board.track is not None
    return [c.shown for s in (0, 1) for c in board.track.chips(s)]


def test_a_finished_deal_changes_language_whole(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    """A deal played in Japanese, then Spanish chosen: the track's chips, the bubbles and
    the log's lines (joined to the name by "：" in Japanese) are all written again in
    Spanish, the player's own name ("あなた") too."""
    table = stage.table
    i18n.install("ja")
    try:
        board, ctl = _drawn_once_in_japanese(qtbot, table)
        press(qtbot, board, "stand")
        qtbot.waitUntil(lambda: ctl.match.needs_deal, timeout=5000)
        assert board.track is not None
        chips = _chips(board)
        bubbles = [b.text for b in board.bubbles if b.text]
        logged = [table.log.list.item(i).text() for i in range(table.log.list.count())]
        assert any(japanese(t) for t in (*chips, *bubbles)) and any("あなた" in t for t in logged)
        # a name and what he said or scored are joined by Japanese's own colon ("Ana：Paso：1枚")
        assert any("：Paso：" in t for t in logged), logged
        assert not any(":" in t for t in logged), logged
        i18n.install("es")
        table.retranslate()
        qtbot.wait(20)  # the docks hear the change of language as the window's widgets do
        chips = _chips(board)
        assert chips and not any(japanese(t) for t in chips), chips
        bubbles = [b.text for b in board.bubbles if b.text]
        assert bubbles and not any(japanese(t) for t in bubbles), bubbles
        logged = [table.log.list.item(i).text() for i in range(table.log.list.count())]
        assert not any(japanese(t) for t in logged), logged
        assert any(t.startswith("Tú:") for t in logged), logged
    finally:
        i18n.install("en")
        table.retranslate()


def test_a_language_changed_while_the_credits_move_is_painted_once_they_land(
        qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    """The chips of the credits on their way when Spanish is chosen are written again once
    they have landed: they kept the words of the language they were sent in until the next
    deal."""
    table = stage.table
    i18n.install("ja")
    try:
        board, ctl = _drawn_once_in_japanese(qtbot, table)
        stage.animator.speed = 1.0  # the credits take their time to the track
        press(qtbot, board, "stand")
        qtbot.waitUntil(lambda: stage.animator.busy and any(
            japanese(t) for t in _chips(board)), timeout=10000)
        i18n.install("es")
        table.retranslate()  # as the window does when the language changes
        qtbot.waitUntil(lambda: ctl.match.needs_deal and not stage.animator.busy,
                        timeout=20000)
        chips = _chips(board)
        assert chips and not any(japanese(t) for t in chips), chips
    finally:
        stage.animator.speed = 0
        i18n.install("en")
        table.retranslate()
