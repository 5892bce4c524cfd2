"""Hints, undo in practice games (not in rated ones), statistics, and the table's scaling."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl, qVersion
from PySide6.QtWidgets import QLabel
from ui_helpers import click_card, play_hand, rules_setup, take_turn, wait_for_human

from zanga_desktop import __version__
from zanga_desktop.games.zanga.rules import Phase
from zanga_desktop.ui import about, game_table, help_pages, i18n, settings, stats
from zanga_desktop.ui.about import PATH_CHARS, AboutDialog, LicencesDialog
from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.table.view import SCENE_RECT


def _to_human_card(qtbot, window: MainWindow, practice: bool = True) -> bool:  # type: ignore[no-untyped-def]
    for seed in range(1, 40):
        window.new_game(rules_setup(seed=seed, practice=practice))
        while True:
            wait_for_human(qtbot, window)
            st = window.controller.state
            if st.phase in (Phase.DEAL, Phase.GAME_OVER):
                break
            if st.phase is Phase.PLAY and not window.board.prompt.isVisible():
                return True
            take_turn(qtbot, window)
    return False


def test_hint_button_and_shortcut(qtbot, window: MainWindow) -> None:
    assert _to_human_card(qtbot, window)
    qtbot.mouseClick(window.tutor.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.tutor.hint_label.text().startswith("Hint:"), timeout=20000)
    hinted = window.board.hint_card
    assert hinted in window.controller.state.legal_plays(0)
    qtbot.waitUntil(lambda: not window.animator.busy)
    item = window.board.items[hinted]
    assert item.marks[3]  # outlined as the hint, not as one more legal card
    others = [window.board.items[c] for c in window.board.human_hand() if c != hinted]
    assert not any(o.marks[3] for o in others)
    lifted = min(o.pos().y() for o in others)
    assert item.pos().y() < lifted - 20  # lifted out of the hand, above the legal cards
    window.tutor.show_hint("")
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.tutor.hint_label.text().startswith("Hint:"), timeout=20000)


def test_undo_takes_back_my_card_in_practice(qtbot, window: MainWindow) -> None:
    assert _to_human_card(qtbot, window)
    st = window.controller.state
    hand = st.hands[0]
    card = next(c for c in window.board.human_hand() if c in st.legal_plays(0))
    click_card(qtbot, window, card)
    wait_for_human(qtbot, window)
    if window.controller.state.phase is not Phase.PLAY:
        return  # the card ended the hand: nothing to undo into
    assert window.act_undo.isEnabled()
    window.act_undo.trigger()
    wait_for_human(qtbot, window)
    assert window.controller.state.hands[0] == hand
    assert window.board.items[card].face_up
    assert window.board.items[card].pos() == window.board.targets()[card].pos
    told = window.tutor.narration.toPlainText()
    assert told.rstrip().endswith("Card taken back.")
    assert "Game resumed." not in told  # the hand is told again, once, as it now stands
    assert told.count("Hand 1:") == 1
    assert told.startswith("New to La Zanga?")  # the invitation to the tutorial stays on top


def test_no_undo_in_rated_play(qtbot, window: MainWindow) -> None:
    assert _to_human_card(qtbot, window, practice=False)
    st = window.controller.state
    card = next(c for c in window.board.human_hand() if c in st.legal_plays(0))
    click_card(qtbot, window, card)
    wait_for_human(qtbot, window)
    assert not window.act_undo.isEnabled()
    assert not window.controller.undo()


def test_statistics_count_hands(qtbot, window: MainWindow) -> None:
    window.new_game(rules_setup(seed=11))
    play_hand(qtbot, window)
    result = window.controller.state.last_result
    assert result is not None
    figures = stats.load("zanga")
    assert figures["hands"] == (0 if result.redeal else 1)
    assert figures["vales_won"] + figures["vales_lost"] > 0 or result.redeal


def test_table_scales_from_small_to_4k(qtbot, window: MainWindow) -> None:
    window.new_game(rules_setup(seed=2))
    wait_for_human(qtbot, window)
    scales = []
    for w, h in ((1024, 640), (1920, 1080), (3840, 2160)):
        window.resize(w, h)
        qtbot.waitUntil(lambda w=w: window.width() == w)
        view = window.view
        visible = view.mapToScene(view.viewport().rect()).boundingRect()
        assert visible.contains(SCENE_RECT.adjusted(2, 2, -2, -2))
        scales.append(view.transform().m11())
    assert scales[0] < scales[1] < scales[2]


def test_ctrl_z_while_a_computer_thinks_cancels_and_takes_back(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    import threading

    assert _to_human_card(qtbot, window)
    ctl = window.controller
    released = threading.Event()
    asked: list[int] = []

    class Slow:  # a computer player that thinks until it is cancelled
        def decide(self, obs: object, cancel: threading.Event) -> object:
            asked.append(1)
            while not cancel.is_set() and not released.is_set():
                cancel.wait(0.02)
            raise RuntimeError("cancelled")

    st = ctl.state
    assert st.to_act == 0 and st.phase is Phase.PLAY
    hand = st.hands[0]
    for seat in (1, 2, 3):
        ctl.players[seat] = Slow()
    card = next(c for c in window.board.human_hand() if c in st.legal_plays(0))
    click_card(qtbot, window, card)
    qtbot.waitUntil(lambda: bool(asked) and ctl.computer_turn, timeout=10000)
    assert window.act_undo.isEnabled()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=10000)
    assert ctl.state.hands[0] == hand
    assert window.tutor.narration.toPlainText().rstrip().endswith("Card taken back.")
    released.set()


def test_help_menu_has_how_to_play_and_the_keyboard_shortcuts(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    from zanga_desktop.ui import i18n
    from zanga_desktop.ui.help_pages import HelpPage

    texts = [a.text() for a in window.menu_help.actions()]
    assert texts[:2] == ["&How to play", "&Keyboard shortcuts"]
    window.help_actions["shortcuts"].trigger()
    page = window.findChild(HelpPage, "help_shortcuts")
    assert page is not None and page.isVisible()
    keys = page.text.toPlainText()
    for needed in ("Ctrl+Z", "Enter or Space", "L (hold)", "Hint", "Renuncio", "Ctrl+S",
                   "F11", "Esc"):
        assert needed in keys, needed
    assert "Escape" not in keys  # the key as the start screen and every game's rows write it
    window.help_actions["how_to_play"].trigger()
    how = window.findChild(HelpPage, "help_how_to_play")
    assert how is not None and how.isVisible()
    told = how.text.toPlainText()
    assert "all 32" in told and "Learn to play" in told
    assert told.count("\n") > 5 and "sacada" in told
    i18n.install("es")
    qtbot.wait(20)
    assert how.windowTitle() != "How to play" and "32" in how.text.toPlainText()
    i18n.install("en")


def test_the_table_stays_readable_and_whole_at_every_size(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QRectF

    window.new_game(rules_setup(seed=2))
    wait_for_human(qtbot, window)
    board, view = window.board, window.view
    for w, h in ((1024, 600), (1366, 768), (1916, 1050), (1920, 1080), (2560, 1440)):
        window.resize(w, h)
        qtbot.waitUntil(lambda w=w, h=h: window.width() == w and window.height() == h)
        qtbot.wait(10)
        scale = view.transform().m11()
        # a plate's subtitle (12 points, 16 px at scale 1) is at least 10 px high on screen
        assert 16 * scale * board.text_scale >= 10, (w, h, scale, board.text_scale)
        port = QRectF(view.viewport().rect())
        for item in board.plates + [board.piles["pot"], board.info]:
            if item.isVisible():
                shown = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
                assert port.adjusted(-3, -3, 3, 3).contains(QRectF(shown)), (w, h)
        for card in window.controller.state.hands[0]:  # the whole of the player's hand
            rect = board.items[card].sceneBoundingRect().adjusted(14, 14, -14, -14)
            assert SCENE_RECT.contains(rect), (w, h, card, rect)
            assert port.contains(QRectF(view.mapFromScene(rect).boundingRect())), (w, h)
    assert board.text_scale == 1.0  # a large window needs no help


@pytest.mark.parametrize("game_id", [g.id for g in game_table.playable_games()])
def test_help_speaks_of_the_game_on_the_table(qtbot, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
                                              game_id: str) -> None:
    """Help > How to play and the keys are the game's own, About names the program of every
    game: no other game's words in a game's help (F1 during El Envite explained La Zanga)."""

    i18n.install("en")
    settings.put(game_table.CHOSEN_GAME, game_id)
    w = MainWindow(speed="instant", autosave=False)
    qtbot.addWidget(w)
    assert w.game.id == game_id and w.game.title in w.windowTitle()
    others = [g.title for g in game_table.playable_games() if g.id != game_id]
    how = help_pages.open_page(w, "how_to_play", w.table).text.toPlainText()
    keys = help_pages.open_page(w, "shortcuts", w.table).text.toPlainText()
    assert w.game.title in how
    assert not any(title in how or title in keys for title in others)
    # every game tells how people play it together, at one screen or over the network
    assert "Human (at this computer)" in how and "Host a table" in how
    if game_id != "zanga":
        assert "cinco" not in keys and "Art." not in keys
    shown: list[AboutDialog] = []
    monkeypatch.setattr(AboutDialog, "exec", lambda d: shown.append(d) or 0)
    w.about()
    assert all(g.title in shown[0].about.text() for g in game_table.playable_games())
    w.controller.shutdown()


def test_about_says_the_licences_and_where_the_games_are_kept(
        qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """About names the version, the program's licence, what it is built on with Qt's
    licence (and Qt's own page), and the folder of the unfinished games, which its button
    opens; a system that cannot open it is answered with the path, not silence."""
    from PySide6.QtWidgets import QMessageBox

    i18n.install("en")
    opened: list[QUrl] = []
    answer = [True]
    dialog = AboutDialog("La Zanga and El Envite", tmp_path,
                         open_url=lambda url: opened.append(url) or answer[0])
    qtbot.addWidget(dialog)
    texts = " ".join(lb.text() for lb in dialog.findChildren(QLabel))
    assert __version__ in texts and "La Zanga and El Envite" in texts
    assert "GNU General Public License, version 3 or later" in texts
    assert "Lesser General Public License" in texts and qVersion() in texts
    assert dialog.path.text() == str(tmp_path)
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert [u.toLocalFile() for u in opened] == [str(tmp_path)]
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information",
                        staticmethod(lambda _p, _t, text: told.append(text)))
    answer[0] = False
    assert not dialog.open_folder()
    assert told and str(tmp_path) in told[0]
    about_qt: list[object] = []
    monkeypatch.setattr(QMessageBox, "aboutQt", staticmethod(lambda p, *a: about_qt.append(p)))
    qtbot.mouseClick(dialog.qt_button, Qt.MouseButton.LeftButton)
    assert about_qt == [dialog]
    shown_licences: list[LicencesDialog] = []
    monkeypatch.setattr(LicencesDialog, "exec", lambda d: shown_licences.append(d) or 0)
    qtbot.mouseClick(dialog.licences_button, Qt.MouseButton.LeftButton)
    tabs = shown_licences[0].tabs
    texts = [tabs.widget(i).toPlainText() for i in range(tabs.count())]  # type: ignore[attr-defined]
    assert "GNU GENERAL PUBLIC LICENSE" in texts[0] and "Version 3" in texts[0]
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in texts[1]
    deep = AboutDialog("La Zanga", tmp_path / ("x" * 400))
    qtbot.addWidget(deep)
    assert len(deep.path.text()) <= PATH_CHARS + 1  # a path past reason is shown cut


def test_a_licence_text_lost_or_swollen_is_answered_with_where_to_read_it(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The licences are read from the installation, bounded: a missing file or one far
    larger than any licence says where the text can be read instead."""
    i18n.install("en")
    assert about.licence_text("GPL-3.txt").lstrip().startswith("GNU GENERAL PUBLIC LICENSE")
    (tmp_path / "licenses").mkdir()
    (tmp_path / "licenses" / "GPL-3.txt").write_bytes(b"x" * (about.LICENCE_BYTES + 1))
    monkeypatch.setattr(about, "resource", lambda *parts: tmp_path.joinpath(*parts))
    for name in ("GPL-3.txt", "LGPL-3.txt"):
        assert "gnu.org/licenses" in about.licence_text(name)
