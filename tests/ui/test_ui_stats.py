"""The statistics against played games: after every hand the vales won and lost are the
team's own standings' moves, the hands and declarations are counted, in a fresh game and in
one resumed from its autosave; the page names its game and resets when the player says
yes."""

from __future__ import annotations

from PySide6.QtCore import Qt
from ui_helpers import play_hand, rules_setup, wait_for_human

from zanga_desktop.games.zanga.rules import Phase
from zanga_desktop.ui import stats
from zanga_desktop.ui.main_window import MainWindow


def _expected(window: MainWindow, start: int, figures: dict[str, int]) -> None:
    st = window.controller.state
    moved = st.vales[0] - start
    assert figures["vales_won"] - figures["vales_lost"] == moved


def _next(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.next_hand()
    wait_for_human(qtbot, window)


def test_vales_won_and_lost_follow_the_standings_hand_by_hand(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.new_game(rules_setup(seed=11))
    won = lost = hands = declared = 0
    for _ in range(4):
        wait_for_human(qtbot, window)
        before = window.controller.state.vales_before[0]
        play_hand(qtbot, window)
        st = window.controller.state
        result = st.last_result
        assert result is not None
        if not result.redeal:
            hands += 1
            delta = result.vales[0] - before
            won += max(0, delta)
            lost += max(0, -delta)
            declared += result.nombrado == 0
        figures = stats.load("zanga")
        assert (figures["hands"], figures["vales_won"], figures["vales_lost"]) == (
            hands, won, lost)
        assert figures["hands_declared"] == declared
        assert figures["sacadas"] + figures["puestas"] + figures["codillos"] == declared
        if st.phase is Phase.GAME_OVER:
            break
        _next(qtbot, window)
    assert won + lost > 0


def test_a_hand_of_a_resumed_game_counts_from_its_own_standings(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.new_game(rules_setup(seed=11))
    play_hand(qtbot, window)
    _next(qtbot, window)
    record = window.controller.game.record
    start = window.controller.state.vales_before[0]
    assert start != 16  # the first hand moved the standings
    window.new_game(rules_setup(seed=3))  # something else, then the saved game again
    wait_for_human(qtbot, window)
    window.controller.resume(record, rules_setup(11))
    wait_for_human(qtbot, window)
    before = stats.load("zanga")
    play_hand(qtbot, window)
    result = window.controller.state.last_result
    assert result is not None and not result.redeal
    after = stats.load("zanga")
    delta = result.vales[0] - start
    assert after["vales_won"] - before["vales_won"] == max(0, delta)
    assert after["vales_lost"] - before["vales_lost"] == max(0, -delta)


def test_games_drawn_are_shown_only_once_one_is(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A game that cannot end drawn never shows "Games drawn: 0"; a draw counted is shown."""
    from PySide6.QtWidgets import QLabel

    from zanga_desktop.ui import stats

    page = stats.StatsDialog("envite", {}, window)
    qtbot.addWidget(page)
    assert page.findChild(QLabel, "stat_games_drawn") is None
    assert page.findChild(QLabel, "stat_share_won") is None  # no game finished yet
    assert page.findChild(QLabel, "stat_games").text() == "0"
    stats.add("envite", games=1, games_drawn=1)
    again = stats.StatsDialog("envite", {}, window)
    qtbot.addWidget(again)
    assert again.findChild(QLabel, "stat_games_drawn").text() == "1"


def test_the_page_names_its_game_and_resets_only_once_the_player_says_yes(  # type: ignore[no-untyped-def]
        qtbot, window: MainWindow, monkeypatch) -> None:
    from PySide6.QtWidgets import QLabel, QMessageBox

    stats.add("envite", games=2, games_won=1)
    stats.add("zanga", games=5)
    page = stats.StatsDialog("envite", {}, window)
    qtbot.addWidget(page)
    assert page.windowTitle() == "Statistics: El Envite"
    share = page.findChild(QLabel, "stat_share_won")
    assert share is not None and share.text() == "50%"  # 1 of 2
    asked: list[str] = []

    def answer(reply: QMessageBox.StandardButton):  # type: ignore[no-untyped-def]
        def question(parent, title, text, *args):  # type: ignore[no-untyped-def]
            asked.append(text)
            return reply
        return question

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    qtbot.mouseClick(page.reset_button, Qt.MouseButton.LeftButton)
    assert "El Envite" in asked[0]
    assert stats.load("envite")["games"] == 2
    assert page.findChild(QLabel, "stat_games").text() == "2"
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    qtbot.mouseClick(page.reset_button, Qt.MouseButton.LeftButton)
    assert set(stats.load("envite").values()) == {0}
    assert page.findChild(QLabel, "stat_games").text() == "0"
    assert page.findChild(QLabel, "stat_games_won").text() == "0"
    assert not page.reset_button.isEnabled()  # nothing left to reset
    assert share.isHidden()  # no game counted: no share
    assert stats.load("zanga")["games"] == 5  # another game's figures are its own


def test_a_hand_edited_count_gives_no_share_past_0_to_100(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QLabel

    stats.add("ronda", games=2, games_won=9)
    page = stats.StatsDialog("ronda", {}, window)
    qtbot.addWidget(page)
    assert page.findChild(QLabel, "stat_share_won").text() == "100%"
    stats.reset("ronda")
    stats.add("ronda", games=-3)
    again = stats.StatsDialog("ronda", {}, window)
    qtbot.addWidget(again)
    assert again.findChild(QLabel, "stat_share_won") is None
