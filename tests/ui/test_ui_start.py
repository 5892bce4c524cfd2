"""The start screen, as a player meets it: shown when the app opens, each choice doing what
it says (continue the autosaved game exactly, play, new game, the lessons, the rules), a
damaged autosave named and kept byte for byte, the setting that hides it, the modes and the
record argument that skip it, the keys, the languages and the window sizes."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QPushButton, QWidget
from ui_helpers import AUTOSAVE, rules_setup, take_turn, wait_for_human

from zanga_desktop import app
from zanga_desktop.games.zanga.records import Game, load_record
from zanga_desktop.ui import game_table, i18n, settings
from zanga_desktop.ui.game_table import FACTS
from zanga_desktop.ui.main_window import SHOW_AT_START, MainWindow
from zanga_desktop.ui.new_game import NewGameDialog
from zanga_desktop.ui.paths import data_dir
from zanga_desktop.ui.start import FAN_CARD, FAN_RATIO, StartScreen, scale_for, unbroken

RECORD = Path(__file__).parents[1] / "records" / "02-puesta-carries-over.zanga.json"


@pytest.fixture(autouse=True)
def english() -> None:
    i18n.install("en")  # as the app does: English with its plural forms


@pytest.fixture
def opened(qtbot) -> Iterator[list[MainWindow]]:  # type: ignore[no-untyped-def]
    """Windows made by `open_window`, shut down after the test."""
    made: list[MainWindow] = []
    yield made
    for w in made:
        w.controller.shutdown()


def _read(label: QLabel) -> str:
    """A label's words as read: its items keep their words together with no-break spaces
    (`start.unbroken`)."""
    return label.text().replace("\u00a0", " ")


def open_window(qtbot, made: list[MainWindow], size: tuple[int, int] = (1280, 800),  # type: ignore[no-untyped-def]
                record: str | None = None) -> MainWindow:
    """A window opened as the app opens it (`zanga` with no file, or with `record`)."""
    w = MainWindow(speed="instant", autosave=True)
    w.controller.pace_ms = 0
    qtbot.addWidget(w)
    made.append(w)
    w.resize(*size)
    w.show()
    app.open_first(w, record, offer_resume=True)
    return w


def autosave() -> Path:
    return data_dir() / AUTOSAVE


def leave_a_game(qtbot, window: MainWindow, seed: int = 21, turns: int = 3) -> str:  # type: ignore[no-untyped-def]
    """Play a few turns and close: the autosave holds an unfinished game. Its state key."""
    window.new_game(rules_setup(seed=seed))
    for _ in range(turns):
        wait_for_human(qtbot, window)
        take_turn(qtbot, window)
    wait_for_human(qtbot, window)
    assert autosave().exists()
    key = window.controller.state.summary_key()
    window.controller.shutdown()
    return key


def click(qtbot, button: QPushButton) -> None:  # type: ignore[no-untyped-def]
    assert button.isVisible() and button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def settle(qtbot) -> None:  # type: ignore[no-untyped-def]
    for _ in range(3):
        QCoreApplication.sendPostedEvents()
        QApplication.processEvents()
    qtbot.wait(10)


# ---------------------------------------------------------------- shown, and continuing


def test_the_start_screen_opens_and_continues_the_autosaved_game_exactly(
        qtbot, window: MainWindow, opened: list[MainWindow]) -> None:  # type: ignore[no-untyped-def]
    key = leave_a_game(qtbot, window)
    saved = load_record(autosave())
    replayed = Game.from_record(saved).state
    w = open_window(qtbot, opened)
    screen = w.start_screen
    assert screen.isVisible()
    assert w.controller.game.record.hands == []  # nothing dealt behind it
    # what the game is: both teams' vales, the pot, the hand, when it was saved
    assert screen.saved_box.isVisible()
    assert screen.counts[0].text() == f"{replayed.vales[0]} vales"
    assert screen.counts[1].text() == f"{replayed.vales[1]} vales"
    assert screen.teams[0].text() == "Tester & Benito"
    assert screen.teams[1].text() == "Ana & Carmela"
    assert str(replayed.pot + replayed.fianza) in screen.third_count.text()
    assert f"Hand {len(saved.hands)}" in _read(screen.saved_detail)
    assert screen.saved_when.text().startswith("Saved today at ")
    # Continue is the main choice, and has the focus
    assert screen.main_choice() is screen.continue_button
    assert screen.focusWidget() is screen.continue_button
    click(qtbot, screen.continue_button)
    assert not screen.isVisible()
    wait_for_human(qtbot, w)
    assert w.controller.state.summary_key() == key
    assert w.controller.game.record.hands == saved.hands
    assert w.controller.names[0] == "Tester"


def test_enter_is_the_main_choice(qtbot, window: MainWindow,  # type: ignore[no-untyped-def]
                                  opened: list[MainWindow]) -> None:
    key = leave_a_game(qtbot, window, seed=5, turns=1)
    w = open_window(qtbot, opened)
    qtbot.keyClick(w.start_screen.focusWidget(), Qt.Key.Key_Return)
    assert not w.start_screen.isVisible()
    wait_for_human(qtbot, w)
    assert w.controller.state.summary_key() == key


def test_with_no_autosave_play_now_deals_with_the_last_settings(
        qtbot, opened: list[MainWindow]) -> None:  # type: ignore[no-untyped-def]
    settings.put("player/name", "Marta")
    settings.put("game/preset", "simplificada")
    w = open_window(qtbot, opened)
    screen = w.start_screen
    assert screen.isVisible()
    assert not screen.saved_box.isVisible() and not screen.continue_button.isVisible()
    assert screen.main_choice() is screen.play_button
    assert "Simplificada" in _read(screen.play_caption)
    qtbot.keyClick(screen.focusWidget(), Qt.Key.Key_Enter)  # Enter: Play now
    assert not screen.isVisible()
    wait_for_human(qtbot, w)
    assert len(w.controller.game.record.hands) == 1
    assert w.controller.names[0] == "Marta"
    assert w.controller.game.record.preset == "simplificada"


def test_play_now_says_as_last_time_only_once_there_was_a_last_time(
        qtbot, opened: list[MainWindow]) -> None:  # type: ignore[no-untyped-def]
    """A first start deals the usual table against the computer; once a game of it was
    dealt, Play now deals one as last time."""
    w = open_window(qtbot, opened)
    screen = w.start_screen
    assert "against the computer" in _read(screen.play_caption)
    assert "as last time" not in _read(screen.play_caption)
    qtbot.keyClick(screen.focusWidget(), Qt.Key.Key_Enter)  # Enter: Play now
    wait_for_human(qtbot, w)
    w.act_start.trigger()
    assert screen.isVisible()
    assert "as last time" in _read(screen.play_caption)


def test_play_now_starts_afresh_even_with_an_unfinished_game(
        qtbot, window: MainWindow, opened: list[MainWindow]) -> None:  # type: ignore[no-untyped-def]
    leave_a_game(qtbot, window, seed=9, turns=1)
    w = open_window(qtbot, opened)
    click(qtbot, w.start_screen.play_button)  # a new game instead of the unfinished one
    wait_for_human(qtbot, w)
    assert len(w.controller.game.record.hands) == 1
    assert w.controller.state.hand_index == 0


# ---------------------------------------------------------------- a damaged autosave


@pytest.mark.parametrize("content", [b"{not json at all", b"\xff\xfe\x00garbage",
                                     b'{"format": "zanga-record/1", "hands": [{"dealer": 9}]}'])
def test_a_damaged_autosave_is_named_and_kept_byte_for_byte(
        qtbot, opened: list[MainWindow], monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
        content: bytes) -> None:
    path = autosave()
    path.write_bytes(content)
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda *a, **k: warnings.append(str(a[2])) or QMessageBox.StandardButton.Ok)
    w = open_window(qtbot, opened)
    screen = w.start_screen
    assert screen.isVisible()
    assert screen.problem.isVisible()
    assert "cannot be resumed" in screen.problem.text()
    assert str(path.parent) in screen.problem_detail.text()
    assert not screen.continue_button.isVisible()
    assert screen.main_choice() is screen.play_button
    assert path.read_bytes() == content
    # asked to continue anyway (a menu, a script): a message, and nothing changes
    assert not w.continue_game()
    assert warnings and "cannot be resumed" in warnings[0]
    assert path.read_bytes() == content
    assert w.controller.game.record.hands == []
    # a new game saves itself, but not over the damaged file: that is kept beside it
    click(qtbot, screen.play_button)
    wait_for_human(qtbot, w)
    kept = list(path.parent.glob("autosave-damaged-*.zanga.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert load_record(path).hands == w.controller.game.record.hands


def test_a_damaged_autosave_with_the_start_screen_off(
        qtbot, opened: list[MainWindow], monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    settings.put(SHOW_AT_START, False)
    path = autosave()
    path.write_bytes(b"[1, 2, 3]")
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda *a, **k: warnings.append(str(a[2])) or QMessageBox.StandardButton.Ok)
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: pytest.fail("a damaged game cannot be offered"))
    w = open_window(qtbot, opened)
    assert not w.start_screen.isVisible()
    assert warnings and "cannot be resumed" in warnings[0]
    wait_for_human(qtbot, w)
    kept = list(path.parent.glob("autosave-damaged-*.zanga.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == b"[1, 2, 3]"


# ---------------------------------------------------------------- the other choices


def _answer_dialog(accept: bool) -> None:
    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(30, answer)
            return
        (dialog.accept if accept else dialog.reject)()  # type: ignore[attr-defined]

    QTimer.singleShot(30, answer)


def test_new_game_opens_the_new_game_dialog(qtbot, opened: list[MainWindow]) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, opened)
    screen = w.start_screen
    _answer_dialog(accept=False)
    click(qtbot, screen.new_button)
    assert screen.isVisible()  # cancelled: still choosing
    assert w.controller.game.record.hands == []
    _answer_dialog(accept=True)
    click(qtbot, screen.new_button)
    assert not screen.isVisible()
    wait_for_human(qtbot, w)
    assert len(w.controller.game.record.hands) == 1
    # each dialog is gone once answered: none is left hidden behind the window, its
    # choices still wired (they piled up, and a few rounds of this test crashed in Qt)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert w.findChildren(NewGameDialog) == []


def test_learn_opens_the_lessons(qtbot, opened: list[MainWindow]) -> None:  # type: ignore[no-untyped-def]
    from zanga_desktop.games.zanga.learn.lessons import LearnWindow

    w = open_window(qtbot, opened)
    click(qtbot, w.start_screen.learn_button)
    windows = [x for x in QApplication.topLevelWidgets()
               if isinstance(x, LearnWindow) and x.isVisible()]
    try:
        assert len(windows) == 1
        assert windows[0].list.count() >= 1  # the lesson list
        assert w.start_screen.isVisible()  # still there when the lessons are closed
    finally:
        for x in windows:
            x.close()


def test_rules_opens_the_rules_browser(qtbot, opened: list[MainWindow]) -> None:  # type: ignore[no-untyped-def]
    from zanga_desktop.games.zanga.learn.reference import RulesBrowser, close_browser

    w = open_window(qtbot, opened)
    click(qtbot, w.start_screen.rules_button)
    try:
        browsers = [x for x in QApplication.topLevelWidgets()
                    if isinstance(x, RulesBrowser) and x.isVisible()]
        assert len(browsers) == 1
    finally:
        close_browser()


# ---------------------------------------------------------------- coming back, and Escape


def test_game_menu_brings_it_back_and_escape_returns_to_the_table(
        qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.new_game(rules_setup(seed=3))
    wait_for_human(qtbot, window)
    key = window.controller.state.summary_key()
    screen = window.start_screen
    assert not screen.isVisible()
    window.act_start.trigger()
    assert screen.isVisible()
    assert screen.continue_button.text() == "Continue this game"
    assert screen.in_progress
    qtbot.keyClick(screen.focusWidget(), Qt.Key.Key_Escape)
    assert not screen.isVisible()
    assert window.controller.state.summary_key() == key
    # Continue goes back to the same game, not a reloaded one
    window.act_start.trigger()
    click(qtbot, screen.continue_button)
    assert not screen.isVisible()
    assert window.controller.state.summary_key() == key
    take_turn(qtbot, window)  # and the game goes on


def test_the_computer_seats_wait_while_it_covers_the_table(
        qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.new_game(rules_setup(seed=5))
    wait_for_human(qtbot, window)
    take_turn(qtbot, window)  # now a computer seat is to act, its decision on the way
    window.act_start.trigger()
    ctl = window.controller
    assert ctl.paused and not ctl.human_to_act
    key = ctl.state.summary_key()
    qtbot.wait(600)  # far longer than a rule-based seat needs at this pace
    assert ctl.state.summary_key() == key
    assert not ctl.human_to_act
    qtbot.keyClick(window.start_screen.focusWidget(), Qt.Key.Key_Escape)
    assert not ctl.paused
    wait_for_human(qtbot, window)
    assert ctl.state.summary_key() != key  # the seats played on


def test_a_new_game_from_it_does_not_play_on_the_old_one(
        qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.new_game(rules_setup(seed=5))
    wait_for_human(qtbot, window)
    take_turn(qtbot, window)
    window.act_start.trigger()
    qtbot.wait(100)
    old = window.controller.game
    actions = sum(len(h.actions) for h in old.record.hands)
    click(qtbot, window.start_screen.play_button)
    assert window.controller.game is not old and not window.controller.paused
    assert sum(len(h.actions) for h in old.record.hands) == actions
    wait_for_human(qtbot, window)


def test_escape_does_nothing_when_there_is_no_game(qtbot, opened: list[MainWindow]) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, opened)
    qtbot.keyClick(w.start_screen.focusWidget(), Qt.Key.Key_Escape)
    assert w.start_screen.isVisible()


def test_the_arrow_keys_move_between_the_choices(qtbot, opened: list[MainWindow]) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, opened)
    screen = w.start_screen
    assert screen.focusWidget() is screen.play_button
    qtbot.keyClick(screen.focusWidget(), Qt.Key.Key_Down)
    assert screen.focusWidget() is screen.new_button
    _answer_dialog(accept=False)
    qtbot.keyClick(screen.focusWidget(), Qt.Key.Key_Return)  # Enter on the focused choice
    assert screen.isVisible() and w.controller.game.record.hands == []


# ---------------------------------------------------------------- the setting, and skipping


def test_the_setting_hides_it(qtbot, window: MainWindow, opened: list[MainWindow],  # type: ignore[no-untyped-def]
                              monkeypatch: pytest.MonkeyPatch) -> None:
    assert settings.get(SHOW_AT_START) is True  # on by default
    first = open_window(qtbot, opened)
    box = first.start_screen.show_at_start
    assert box.isChecked()
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().center())
    assert settings.get(SHOW_AT_START) is False
    # next start with no autosave: straight to a new deal
    second = open_window(qtbot, opened)
    assert not second.start_screen.isVisible()
    wait_for_human(qtbot, second)
    assert len(second.controller.game.record.hands) == 1
    second.controller.shutdown()
    # with an autosave: the question, as before the start screen
    key = leave_a_game(qtbot, window, seed=11, turns=1)
    asked: list[str] = []

    def yes(*args: object, **kwargs: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", yes)
    third = open_window(qtbot, opened)
    assert not third.start_screen.isVisible()
    assert asked
    wait_for_human(qtbot, third)
    assert third.controller.state.summary_key() == key
    # Game > Start screen still shows it, with the box unticked; ticking it turns it on
    third.act_start.trigger()
    assert third.start_screen.isVisible() and not third.start_screen.show_at_start.isChecked()
    third.start_screen.show_at_start.click()
    assert settings.get(SHOW_AT_START) is True


def test_a_record_given_at_start_skips_it(qtbot, window: MainWindow,  # type: ignore[no-untyped-def]
                                          opened: list[MainWindow]) -> None:
    leave_a_game(qtbot, window, seed=2, turns=1)
    w = open_window(qtbot, opened, record=str(RECORD))
    assert not w.start_screen.isVisible()
    saved = load_record(RECORD).hands
    assert [h.deal for h in w.controller.game.record.hands[:len(saved)]] == \
        [h.deal for h in saved]


@pytest.mark.parametrize("argv", [["--demo", "--speed", "instant"],
                                  ["--screenshot", "x.png", "--speed", "instant"]])
def test_demo_and_screenshot_skip_it(qtbot, window: MainWindow, argv: list[str]) -> None:  # type: ignore[no-untyped-def]
    from zanga_desktop.games.zanga.ui.controller import Setup

    args = app.build_parser().parse_args(argv)
    levels = ("rules", "rules", "rules", "rules")
    app.begin(window, args, Setup(name="Dora", levels=levels, seed=4))
    assert not window.start_screen.isVisible()
    qtbot.waitUntil(lambda: len(window.controller.game.record.hands) >= 1, timeout=5000)
    assert window.controller.names[0] == "Dora"
    assert not window.start_screen.isVisible()


# ---------------------------------------------------------------- languages and sizes


def _texts(screen: StartScreen) -> dict[str, str]:
    return {"title": screen.subtitle.text(), "continue": screen.continue_button.text(),
            "play": screen.play_button.text(), "new": screen.new_button.text(),
            "learn": screen.learn_button.text(), "rules": screen.rules_button.text(),
            "heading": screen.saved_heading.text(), "detail": _read(screen.saved_detail),
            "when": screen.saved_when.text(),
            "count": screen.counts[0].text(), "pot": screen.third_caption.text(),
            "caption": _read(screen.play_caption), "box": screen.show_at_start.text(),
            "keys": screen.keys.text()}


def test_a_language_switch_retranslates_it(qtbot, window: MainWindow,  # type: ignore[no-untyped-def]
                                           opened: list[MainWindow]) -> None:
    leave_a_game(qtbot, window, seed=21, turns=1)
    w = open_window(qtbot, opened)
    english = _texts(w.start_screen)
    assert english["continue"] == "Continue the unfinished game"
    try:
        w.language_actions["es"].trigger()
        settle(qtbot)
        spanish = _texts(w.start_screen)
        assert spanish["continue"] == "Continuar la partida sin terminar"
        assert spanish["play"] == "Jugar ya"
        assert spanish["learn"] == "Aprender a jugar"
        assert spanish["detail"].startswith("Mano ")
        assert spanish["when"].startswith("Guardada hoy a las ")
        assert spanish["pot"] == "Pozo"
        w.language_actions["ja"].trigger()
        settle(qtbot)
        japanese = _texts(w.start_screen)
        for k, text in japanese.items():
            if k not in ("title",):
                assert text != english[k] and text != spanish[k], k
        assert japanese["pot"] == "場（pozo）"  # the table's own word
        w.language_actions["en"].trigger()
        settle(qtbot)
        assert _texts(w.start_screen) == english
    finally:
        i18n.install("en")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1366, 768), (1920, 1080),
                                  (2560, 1440)])
def test_it_fills_the_window_and_scales_with_it(qtbot, window: MainWindow,  # type: ignore[no-untyped-def]
                                                opened: list[MainWindow],
                                                size: tuple[int, int],
                                                monkeypatch) -> None:
    from zanga_desktop.ui import main_window
    from zanga_desktop.ui.net.entries import add_to_start

    # as the program shows it: with network play's Host a table and Join a table
    monkeypatch.setattr(main_window, "START_EXTRAS", [add_to_start])
    leave_a_game(qtbot, window, seed=21, turns=1)
    w = open_window(qtbot, opened, size=size)
    settle(qtbot)
    screen = w.start_screen
    net = screen.net_entries
    for b in (net.host_button, net.join_button):
        box = QRect(b.mapTo(screen.panel, b.rect().topLeft()), b.size())
        assert screen.panel.rect().contains(box), b.objectName()
        assert b.height() >= b.sizeHint().height() - 1
        assert b.width() >= b.sizeHint().width() - 1, b.text()  # its words whole
        assert "family and friends" in b.toolTip()  # what they are for: their tips
    bar = w.menuBar().geometry()
    assert screen.geometry() == QRect(0, bar.bottom() + 1, w.width(), w.height() - bar.height())
    inside = screen.rect()
    for widget in (screen.fan, screen.title, screen.panel, screen.show_at_start, screen.keys):
        box = QRect(widget.mapTo(screen, widget.rect().topLeft()), widget.size())
        assert inside.contains(box), (widget.objectName(), box, inside)
    for b in screen.choices:
        if b.isVisible():
            box = QRect(b.mapTo(screen.panel, b.rect().topLeft()), b.size())
            assert screen.panel.rect().contains(box), b.objectName()
            assert b.height() >= b.sizeHint().height() - 1
    for label in (screen.saved_detail, screen.play_caption, *screen.counts, *screen.teams):
        assert label.height() >= label.heightForWidth(label.width()) - 1 \
            or label.height() >= label.sizeHint().height() - 1, label.text()
    # a larger window draws it larger: the panel, the buttons and their text
    scale = scale_for(screen.size())
    panel, button = screen.panel.width(), screen.play_button.height()
    font = screen.play_button.fontInfo().pixelSize()
    w.resize(size[0] * 3 // 2, size[1] * 3 // 2)
    settle(qtbot)
    assert scale_for(screen.size()) > scale
    assert screen.panel.width() > panel
    assert screen.play_button.height() > button
    assert screen.play_button.fontInfo().pixelSize() > font


def _box(screen: QWidget, widget: QWidget) -> QRect:
    """Where `widget` is drawn on `screen`."""
    return QRect(widget.mapTo(screen, widget.rect().topLeft()), widget.size())


def _each_games_screen(qtbot, monkeypatch,  # type: ignore[no-untyped-def]
                       size: tuple[int, int]) -> Iterator[tuple[str, StartScreen]]:
    """Each game's start screen in a window of `size`, the network's buttons on it, as the
    window opens it when that game was chosen last; the window shut once looked at."""
    from zanga_desktop.ui import main_window
    from zanga_desktop.ui.net.entries import add_to_start

    monkeypatch.setattr(main_window, "START_EXTRAS", [add_to_start])
    for game in game_table.playable_games():
        w = MainWindow(speed="instant", autosave=False, game=game)
        qtbot.addWidget(w)
        w.resize(*size)
        w.show()
        w.start(offer_resume=False)
        settle(qtbot)
        assert w.start_screen.game is game
        yield game.id, w.start_screen
        w.controller.shutdown()
        w.close()


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768), (1920, 1080)])
def test_every_games_screen_fits_with_its_tabs_whole(qtbot, size: tuple[int, int],  # type: ignore[no-untyped-def]
                                                     monkeypatch) -> None:
    """Each game's words are its own height: where they and the network's buttons need
    more than the window has, the fan of aces gives way, then the whole screen is drawn
    smaller; the game tabs keep their height (squashed, they were empty bars) and nothing
    falls outside the screen."""
    for game_id, screen in _each_games_screen(qtbot, monkeypatch, size):
        layout = screen.layout()
        assert layout is not None
        # its wrapped words as tall as they are at this width (not their own size hints,
        # worked out for a narrower one)
        need = layout.totalHeightForWidth(screen.width())
        assert need <= screen.height(), (game_id, need, screen.height())
        for tab in screen.game_buttons.values():
            assert tab.height() >= tab.sizeHint().height() - 2, (game_id, tab.text())
        inside = screen.rect()
        for widget in (*screen.game_buttons.values(), screen.fan, screen.title,
                       screen.panel, screen.show_at_start):
            box = _box(screen, widget)
            assert inside.contains(box), (game_id, widget.objectName(), box, inside)
        # the fan gives way only as far as the screen needs: smaller, it leaves little room
        whole = FAN_CARD * scale_for(screen.size())
        assert screen.fan.card_height <= whole + 0.5
        if screen.fan.card_height < whole - 0.5:
            assert need >= screen.height() * 0.98, (game_id, need, screen.height())


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("size", [(1024, 640), (1366, 768), (1920, 1080)])
def test_every_games_screen_has_its_parts_in_the_same_places(
        qtbot, monkeypatch, language: str, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """Choosing another game's tab changes the words and moves neither the frame nor the
    fan: the fan, the title, the panel and the line under it stand where they stood (the
    panel grew and shrank with the captions, and everything under the tabs jumped); inside
    it each caption stays right above its button."""
    i18n.install(language)
    try:
        places: dict[str, list[tuple[int, int, int, int]]] = {}
        for game_id, screen in _each_games_screen(qtbot, monkeypatch, size):
            places[game_id] = [_box(screen, widget).getRect() for widget in (
                screen.fan, screen.title, screen.subtitle, screen.panel, screen.show_at_start)]
            gap = screen.learn_column.layout().spacing()
            for caption, button in ((screen.learn_caption, screen.learn_button),
                                    (screen.rules_caption, screen.rules_button)):
                assert (_box(screen, button).top() - _box(screen, caption).bottom()
                        <= gap + 1), game_id
        first, *others = places.values()
        for game_id, where in places.items():
            assert where == first, (game_id, where, first)
        assert others
    finally:
        i18n.install("en")


def test_a_start_screen_left_alone_lays_itself_out_no_more(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Once fitted, a screen nobody touches asks for no layout: holding its heights must not
    change them back and forth (each change asked for a layout, each layout held them again:
    the screen kept a core busy)."""

    class Requests(QObject):
        count = 0

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.LayoutRequest:
                self.count += 1
            return False

    for game_id, screen in _each_games_screen(qtbot, monkeypatch, (1366, 768)):
        qtbot.wait(100)
        requests = Requests()
        screen.installEventFilter(requests)
        qtbot.wait(300)
        screen.removeEventFilter(requests)
        assert requests.count == 0, game_id


@pytest.mark.parametrize("language", ["en", "es", "ja"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1366, 768)])
def test_the_game_tabs_keep_their_height_above_the_longest_captions(
        qtbot, opened: list[MainWindow], monkeypatch, language: str,  # type: ignore[no-untyped-def]
        size: tuple[int, int]) -> None:
    from zanga_desktop.ui import game_table, main_window
    from zanga_desktop.ui.net.entries import add_to_start

    monkeypatch.setattr(main_window, "START_EXTRAS", [add_to_start])
    i18n.install(language)
    try:
        # La Báciga's captions are the longest: the fan of aces gives way, not the tabs
        settings.put(game_table.CHOSEN_GAME, "baciga")
        w = open_window(qtbot, opened, size=size)
        settle(qtbot)
        screen = w.start_screen
        assert screen.game_buttons["baciga"].isChecked()
        for tab in screen.game_buttons.values():
            assert tab.height() >= tab.sizeHint().height() - 2, (tab.text(), tab.height())
        assert screen.fan.height() > 0
        full = round(FAN_CARD * scale_for(screen.size()) * FAN_RATIO)
        assert screen.fan.height() <= full
        inside = screen.rect()
        for widget in (screen.fan, screen.panel, screen.show_at_start):
            box = QRect(widget.mapTo(screen, widget.rect().topLeft()), widget.size())
            assert inside.contains(box), (widget.objectName(), box, inside)
        # a taller window has the room: the fan is drawn whole again
        w.resize(1600, 1200)
        settle(qtbot)
        assert screen.fan.height() == round(FAN_CARD * scale_for(screen.size()) * FAN_RATIO)
    finally:
        i18n.install("en")


def test_the_game_tabs_keep_their_height_when_la_baciga_is_chosen_from_them(
        qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from zanga_desktop.ui import game_table, main_window
    from zanga_desktop.ui.net.entries import add_to_start

    monkeypatch.setattr(main_window, "START_EXTRAS", [add_to_start])
    i18n.install("ja")
    try:
        settings.put(game_table.CHOSEN_GAME, "ronda")
        first = MainWindow(speed="instant", autosave=False)  # it closes and goes: not kept
        first.resize(1366, 768)
        first.show()
        first.start(welcome=True)
        taken: list[MainWindow] = []
        first.switched.connect(taken.append)
        # the chooser's click: a window of La Báciga's own takes this one's place
        qtbot.mouseClick(first.start_screen.game_buttons["baciga"], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: bool(taken), timeout=5000)
        qtbot.addWidget(taken[0])
        screen = taken[0].start_screen
        qtbot.waitUntil(lambda: screen.isVisible())
        qtbot.waitUntil(lambda: all(tab.height() >= tab.sizeHint().height() - 2
                                    for tab in screen.game_buttons.values()), timeout=2000)
        settle(qtbot)
        assert screen._outer.totalHeightForWidth(screen.width()) <= screen.height()
        taken[0].controller.shutdown()
    finally:
        i18n.install("en")


def test_play_now_keeps_the_unfinished_game_to_be_continued_later(
        qtbot, window: MainWindow, opened: list[MainWindow]) -> None:  # type: ignore[no-untyped-def]
    """A new game is never dealt over an unfinished one: it is kept aside, and once the
    new game is gone the start screen offers it again, exactly as it was."""
    from zanga_desktop.ui import data_folder

    leave_a_game(qtbot, window, seed=9, turns=2)
    before = load_record(autosave()).to_json()
    w = open_window(qtbot, opened)
    click(qtbot, w.start_screen.play_button)
    wait_for_human(qtbot, w)
    kept = data_folder.newest_kept(data_dir(), ".zanga.json")
    assert kept is not None and load_record(kept).to_json() == before
    assert load_record(autosave()).to_json() != before  # the new game's
    w.controller.shutdown()
    autosave().unlink()
    again = open_window(qtbot, opened)
    assert again.start_screen.continue_button.isVisible()
    click(qtbot, again.start_screen.continue_button)
    wait_for_human(qtbot, again)
    assert again.controller.game.record.to_json() == before


def test_ctrl_n_asks_before_leaving_a_game_being_played(
        qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    from zanga_desktop.ui import data_folder
    from zanga_desktop.ui.new_game import NewGameDialog

    window.new_game(rules_setup(seed=4))
    wait_for_human(qtbot, window)
    take_turn(qtbot, window)
    wait_for_human(qtbot, window)
    playing = window.controller.game
    asked: list[str] = []
    answer = {"button": QMessageBox.StandardButton.No}

    def question(_parent: object, _title: str, text: str, *_rest: object) -> object:
        asked.append(text)
        return answer["button"]

    monkeypatch.setattr(QMessageBox, "question", question)
    opened_dialogs: list[int] = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: opened_dialogs.append(1) or
                        NewGameDialog.DialogCode.Accepted)
    window.act_new.trigger()  # Ctrl+N
    assert len(asked) == 1 and "kept" in asked[0]
    assert not opened_dialogs and window.controller.game is playing  # "No": play on
    answer["button"] = QMessageBox.StandardButton.Yes
    window.act_new.trigger()
    assert opened_dialogs and window.controller.game is not playing
    kept = data_folder.newest_kept(data_dir(), ".zanga.json")
    assert kept is not None and load_record(kept).to_json() == playing.record.to_json()
    wait_for_human(qtbot, window)


@pytest.mark.parametrize(("game_id", "unit"), [("zanga", "Hand"), ("envite", "Hand"),
                                               ("ronda", "Deal"), ("baciga", "Deal")])
def test_the_unfinished_game_is_placed_in_its_games_own_words(qtbot, game_id: str,  # type: ignore[no-untyped-def]
                                                              unit: str) -> None:
    """La Ronda and La Báciga count deals (a mano is a turn of theirs): their unfinished
    game is at "Deal 2", El Envite's and La Zanga's at "Hand 2"."""
    from zanga_desktop.core import registry
    from zanga_desktop.ui.new_game import setup_from_settings
    from zanga_desktop.ui.table.art import Deck
    from zanga_desktop.ui.table.saved_game import GameInfo

    game = registry.get(game_id)
    match = game.new_match()
    screen = StartScreen(Deck("cards"))
    qtbot.addWidget(screen)
    for over, state in ((False, "in play"), (True, "is over")):
        info = GameInfo(names=tuple(match.players), standings=(0, 0), hand=2, hand_over=over,
                        game=game_id, match=match)
        screen.show_choices(info, False, setup_from_settings(game), True)
        assert _read(screen.saved_detail).startswith(f"{unit} 2 {state}"), \
            _read(screen.saved_detail)


@pytest.mark.parametrize("game", game_table.playable_games(), ids=lambda g: g.id)
def test_a_saved_game_of_more_sides_shows_every_side(qtbot, game,  # type: ignore[no-untyped-def]
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """The saved game's box has a cell for every side the game gives (a game of three sides
    shows three), the table's stones marking the first two, and the game's third figure
    after them; a game of two sides shows two again."""
    from dataclasses import replace

    from zanga_desktop.ui.new_game import setup_from_settings
    from zanga_desktop.ui.table.art import Deck
    from zanga_desktop.ui.table.saved_game import GameInfo

    package = game_table.package(game)
    own = package.start_texts

    def three_sides(info: GameInfo | None = None, quick: object = None) -> object:
        return replace(own(info, quick), teams=("Ana", "Benito", "Carmela"),
                       counts=("3 points", "5 points", "7 points", "2 in the middle"),
                       third="in the middle")

    screen = StartScreen(Deck("cards"))
    qtbot.addWidget(screen)
    screen.resize(1280, 800)
    screen.show()
    info = GameInfo(names=("Ana", "Benito", "Carmela"), standings=(3, 5, 7), hand=2,
                    game=game.id, match=game.new_match())
    monkeypatch.setattr(package, "start_texts", three_sides)
    screen.show_choices(info, False, setup_from_settings(game), True)
    shown = [(c.text(), t.text()) for c, t in zip(screen.counts, screen.teams, strict=True)
             if c.isVisible()]
    assert shown == [("3 points", "Ana"), ("5 points", "Benito"), ("7 points", "Carmela")]
    assert [s.isVisible() for s in screen.stones] == [True, True, False]
    assert screen.third_count.text() == "2 in the middle" and screen.third_count.isVisible()
    assert screen.third_caption.text() == "in the middle"
    xs = [screen.counts[0].x(), screen.counts[1].x(), screen.counts[2].x()]
    assert xs == sorted(xs) and screen.counts[2].geometry().right() < screen.third_count.x()
    monkeypatch.setattr(package, "start_texts", own)
    screen.show_choices(replace(info, standings=(3, 5), names=("Ana", "Benito")), False,
                        setup_from_settings(game), True)
    assert [c.isVisible() for c in screen.counts] == [True, True, False]


def test_a_line_of_facts_wraps_between_its_items_never_inside_one(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Play now's line of the last set-up breaks at its "·" only: at 1366 x 768 El Envite's
    "computer players: Principiante" went to a new line after its colon."""
    line = "Federación (the regulation)  ·  2 players a team  ·  computer players: Principiante"
    assert unbroken(line) == ("Federación\u00a0(the\u00a0regulation)  ·  2\u00a0players\u00a0a"
                              "\u00a0team  ·  computer\u00a0players:\u00a0Principiante")
    for game in game_table.playable_games():
        w = MainWindow(speed="instant", autosave=False, game=game)
        qtbot.addWidget(w)
        w.resize(1366, 768)
        w.show()
        w.start(offer_resume=False)
        settle(qtbot)
        facts = w.start_screen.play_caption.text().split("\n")[1]
        items = facts.split(FACTS)
        assert len(items) >= 2 and not any(" " in item for item in items), (game.id, facts)
        w.controller.shutdown()
        w.close()
