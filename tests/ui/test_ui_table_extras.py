"""The end-of-game screen, the mandar-solo answer, the last-trick peek, the rule options of
the New game dialog, and protocol bots seated from it."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication
from ui_helpers import click_button, click_card, play_hand, rules_setup, wait_for_human

from zanga_desktop.games.zanga.records import Game, GameRecord
from zanga_desktop.games.zanga.rules import DECK, Action, Card, Deal, Kind, Phase, Suit, Word
from zanga_desktop.games.zanga.ui.controller import Setup
from zanga_desktop.ui import i18n, settings
from zanga_desktop.ui.i18n import tr
from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.new_game import NewGameDialog, setup_from_settings

TOP = [Card.parse(t) for t in ("1e", "7o", "1b", "1o", "12o", "11o", "10o", "2o")]
NAMES = ["Tester", "Ana", "Benito", "Carmela"]
BROKEN = Path(__file__).resolve().parents[1] / "bots" / "broken_bot.py"


def _top_deal() -> Deal:
    rest = [c for c in DECK if c not in TOP]
    return Deal((tuple(TOP), tuple(rest[0:8]), tuple(rest[8:16]), tuple(rest[16:24])),
                tuple(rest[24:32]))


def test_the_last_hand_shows_the_end_of_game_screen(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    # Team 0 holds 30 vales: one sacada with the whole pot ends the game (Art. 11).
    game = Game(GameRecord(first_hand=False, players=list(NAMES), vales=(30, 2)))
    game.start_hand(3, _top_deal())
    game.apply(Action(0, Kind.SAY, Word.JUEGO))
    for seat in (1, 2, 3):
        game.apply(Action(seat, Kind.SAY, Word.PASO))
    game.apply(Action(0, Kind.TRUMP, Suit.OROS))
    setup = Setup(name="Tester", levels=("human", "rules", "rules", "rules"), seed=1)
    window.controller.resume(game.record, setup)
    play_hand(qtbot, window)
    st = window.controller.state
    assert st.phase is Phase.GAME_OVER and st.winner() == 0
    assert window.table.summary.isVisible() and window.table.summary.game_over
    assert "win the game" in window.table.summary.title.text()
    assert window.table.summary.button.objectName() == "new_game"
    assert not window.controller.autosave_path or not window.controller.autosave_path.exists()

    def accept_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(50, accept_dialog)
            return
        dialog.accept()  # type: ignore[attr-defined]

    QTimer.singleShot(50, accept_dialog)
    click_button(qtbot, window, "new_game")
    qtbot.waitUntil(lambda: window.controller.state.hand_index == 0
                    and window.controller.state.vales_before == (16, 16), timeout=5000)
    assert not window.table.summary.isVisible()


def test_mandar_solo_asks_the_human_to_answer(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    game = Game(GameRecord(first_hand=False, players=list(NAMES)))
    game.start_hand(3, _top_deal())  # seat 0 is mano
    game.apply(Action(0, Kind.SAY, Word.JUEGO))
    game.apply(Action(1, Kind.SAY, Word.MANDAR_SOLO))
    setup = Setup(name="Tester", levels=("human", "rules", "rules", "rules"), seed=1)
    window.controller.resume(game.record, setup)
    wait_for_human(qtbot, window)
    st = window.controller.state
    assert st.phase is Phase.ANSWER
    assert [b.objectName() for b in window.board.prompt.buttons] == [
        "act_answer_acepto", "act_answer_no"]
    assert "Ana" in window.board.prompt.findChildren(type(window.table.summary.title))[0].text()
    click_button(qtbot, window, "act_answer_acepto")
    assert st.solo_seat == 0
    wait_for_human(qtbot, window)
    assert st.phase is Phase.TRUMP and st.out_seat == 2


def _press(window: MainWindow, key: Qt.Key, release: bool = False) -> None:
    kind = QEvent.Type.KeyRelease if release else QEvent.Type.KeyPress
    event = QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window.view, event)


def test_the_last_trick_peek_shows_the_previous_trick_while_held(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.new_game(rules_setup(seed=11))
    st = window.controller.state
    for _ in range(60):
        wait_for_human(qtbot, window)
        if st.phase is Phase.PLAY and st.tricks:
            break
        if st.phase in (Phase.DEAL, Phase.GAME_OVER):
            window.next_hand()
            continue
        names = [b.objectName() for b in window.board.prompt.buttons]
        if window.board.prompt.isVisible() and names and "act_call_cinco" not in names:
            click_button(qtbot, window, "act_say_juego" if "act_say_juego" in names else names[0])
        else:
            click_card(qtbot, window, st.legal_plays(0)[0])
    assert st.phase is Phase.PLAY and st.tricks
    button = window.board.peek_button
    assert button.isVisible()
    assert not window.board.peek.isVisible()
    qtbot.mousePress(button, Qt.MouseButton.LeftButton)
    winner, trick = st.tricks[-1]
    assert window.board.peek.isVisible()
    assert window.board.peek.faces == [(seat, str(card)) for seat, card in trick]
    assert NAMES[winner] in window.board.peek.caption or "to" in window.board.peek.caption
    qtbot.mouseRelease(button, Qt.MouseButton.LeftButton)
    assert not window.board.peek.isVisible()
    _press(window, Qt.Key.Key_L)
    assert window.board.peek.isVisible()
    _press(window, Qt.Key.Key_L, release=True)
    assert not window.board.peek.isVisible()
    assert not window.board.claim_button.isVisible()  # tutor mode: no claims


def test_new_game_dialog_rule_options_follow_the_preset_and_are_remembered(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.game_options.choices["renuncio_mode"].currentData() == "tutor"
    assert dialog.game_options.flags["mandar_solo"].isChecked()
    dialog.game_options.choices["renuncio_mode"].setCurrentIndex(
        dialog.game_options.choices["renuncio_mode"].findData("mesa"))
    dialog.game_options.preset.setCurrentIndex(dialog.game_options.preset.findData("simplificada"))
    # the preset sets the house rules; the renuncio mode stays as chosen
    assert not dialog.game_options.flags["mandar_solo"].isChecked()
    assert dialog.game_options.choices["zanga"].currentData() == "blind"
    assert dialog.game_options.choices["renuncio_mode"].currentData() == "mesa"
    bonuses = dialog.game_options.bonuses
    assert not bonuses["cinco"].isChecked() and bonuses["solo"].isChecked()
    dialog.game_options.flags["pie_may_pass"].setChecked(False)
    setup = dialog.chosen()
    assert setup.preset == "simplificada"
    assert setup.options == {"renuncio_mode": "mesa", "pie_may_pass": False}
    again = NewGameDialog()
    qtbot.addWidget(again)
    assert again.game_options.choices["renuncio_mode"].currentData() == "mesa"
    assert not again.game_options.flags["pie_may_pass"].isChecked()
    assert again.game_options.choices["zanga"].currentData() == "blind"
    assert setup_from_settings().options == {"renuncio_mode": "mesa", "pie_may_pass": False}


def test_a_mesa_game_from_the_dialog_plays_in_mesa_mode(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.game_options.choices["renuncio_mode"].setCurrentIndex(
        dialog.game_options.choices["renuncio_mode"].findData("mesa"))
    setup = replace(dialog.chosen(), levels=("human", "rules", "rules", "rules"))
    window.new_game(setup)
    assert window.controller.state.options.renuncio_mode == "mesa"
    assert window.controller.game.record.options == {"renuncio_mode": "mesa"}
    assert window.board.claim_button.isVisible()


def _bot(mode: str) -> str:
    return f"{sys.executable} {BROKEN} {mode}"


def test_a_bot_program_plays_a_seat_and_is_closed_with_the_game(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    setup = Setup(name="Tester", levels=("human", "bot", "rules", "rules"), seed=5,
                  bots=("", _bot("good"), "", ""))
    window.new_game(setup)
    bot = window.controller.players[1]
    assert getattr(bot, "alive", False)
    assert window.board.plates[1].subtitle == "Bot: broken-good"
    assert window.last_notice == ""
    play_hand(qtbot, window)
    assert not getattr(bot, "faults", [1])
    window.new_game(rules_setup(seed=2))
    assert not bot.alive  # type: ignore[attr-defined]


def test_a_bot_that_fails_to_start_falls_back_with_a_message(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    setup = Setup(name="Tester", levels=("human", "bot", "bot", "rules"), seed=5,
                  bots=("", "/nonexistent/zanga-bot", _bot("crash_on_start"), ""))
    window.new_game(setup)
    ctl = window.controller
    assert ctl.setup.levels[1] == ctl.setup.levels[2] == "principiante"
    assert "could not be started" in window.tutor.narration.toPlainText()
    assert "did not answer" in window.last_notice
    assert window.board.plates[1].subtitle == "Principiante"
    wait_for_human(qtbot, window)  # and the game goes on


def test_the_dialog_remembers_a_bot_command(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    box = dialog.game_options.levels[0]
    box.setCurrentIndex(box.findData("bot"))
    options = dialog.game_options
    assert options.commands[0].isEnabled() and not options.commands[1].isEnabled()
    dialog.game_options.commands[0].setText("python3 my_bot.py")
    setup = dialog.chosen()
    assert setup.levels[1] == "bot" and setup.bots[1] == "python3 my_bot.py"
    assert settings.get("game/bots")[0] == "python3 my_bot.py"


def test_a_long_plate_subtitle_shrinks_before_it_is_cut(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QFontMetricsF

    from zanga_desktop.ui.table.pieces import SeatPlate, fit_line

    width = SeatPlate.W - 32
    short, text = fit_line("rules", width, 12, 9)
    assert short.pointSizeF() == 12 and text == "rules"
    long_sub = "Principiante（初級）  ·  0 トリック"
    font, text = fit_line(long_sub, width, 12, 9)
    assert text == long_sub  # whole, at a smaller size
    assert 9 <= font.pointSizeF() <= 12
    assert QFontMetricsF(font).horizontalAdvance(text) <= width
    _, cut = fit_line(long_sub * 3, width, 12, 9)
    assert cut != long_sub * 3 and cut.endswith("…")


def test_a_boosted_plate_cuts_the_level_and_keeps_the_trick_count(qtbot) -> None:  # type: ignore[no-untyped-def]
    """On a small table the plates' words grow (up to 1.4 times): a Japanese level gloss
    that no longer fits is shortened, never the trick count after it."""
    from PySide6.QtGui import QFontMetricsF

    from zanga_desktop.ui.table.pieces import SeatPlate, fit_parts, table_font

    plate = SeatPlate.W - 32
    level, note = "Principiante（初級）", "0 トリック"
    big, small = round(12 * 1.4), round(9 * 1.4)
    # Whatever fonts the machine has, a width the whole line misses at the smallest boosted size
    whole = QFontMetricsF(table_font(small)).horizontalAdvance(level + "  ·  " + note)
    width = min(plate, 0.8 * whole)
    font, text = fit_parts(level, note, width, big, small)
    kept = text.removesuffix("…  ·  " + note)
    assert kept != text and kept and level.startswith(kept)  # the level cut, the count whole
    assert QFontMetricsF(font).horizontalAdvance(text) <= width
    assert fit_parts(level, note, plate, 12, 9)[1] == level + "  ·  " + note  # room: whole
    assert fit_parts(level * 9, "", plate, 17, 17)[1].endswith("…")  # no note: the level is cut


def _newest_row_shows_whole(window: MainWindow) -> bool:
    view = window.log.list
    rect = view.visualItemRect(view.item(view.count() - 1))
    return rect.top() >= 0 and rect.bottom() <= view.viewport().height()


def test_the_hand_log_keeps_its_newest_line_whole_in_view(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    # Long lines wrap in the dock; the newest shows whole after each line, after the window
    # shrinks, and after the language changes every row's height.
    window.log.clear()
    for i in range(40):
        window.log.add(lambda i=i: tr("Hand {0}, dealer {1}").format(i, "Carmela") * 2)
        assert _newest_row_shows_whole(window), i
    window.resizeDocks([window.log], [170], Qt.Orientation.Horizontal)
    window.resize(960, 600)
    QApplication.processEvents()
    assert _newest_row_shows_whole(window)
    try:
        i18n.install("ja")
        QApplication.sendEvent(window.log, QEvent(QEvent.Type.LanguageChange))
        QApplication.processEvents()
        assert "配り手" in window.log.list.item(39).text()
        assert _newest_row_shows_whole(window)
    finally:
        i18n.install("en")


def test_a_log_line_of_japanese_and_spanish_is_not_cut_short(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    # The Japanese falls back to another font, taller than the list's: each row holds its
    # wrapped text laid out with that fallback, so none is cut short with an ellipsis.
    from PySide6.QtGui import QTextDocument

    window.log.clear()
    lines = ["新しい手：Benitoが配り、ビラは5 de copas", "Carmela が 3 de espadas を出しました",
             "New hand: Benito deals, the vira is the 5 de copas"]
    for line in lines:
        window.log.add(line)
    window.resizeDocks([window.log], [240], Qt.Orientation.Horizontal)
    QApplication.processEvents()
    view = window.log.list
    for row, line in enumerate(lines):
        doc = QTextDocument()
        doc.setDocumentMargin(0)
        doc.setDefaultFont(view.font())
        doc.setPlainText(line)
        doc.setTextWidth(view.viewport().width() - 8)
        # the style paints an item's text inside a margin of 2 px above and below
        assert view.visualItemRect(view.item(row)).height() >= doc.size().height() + 4, line


def test_the_hand_log_stays_where_the_player_scrolled_back_to(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.log.clear()
    for i in range(40):
        window.log.add(f"Trick {i} to Carmela, who led the as de copas and kept the lead")
    bar = window.log.list.verticalScrollBar()
    bar.setValue(0)
    window.resize(960, 600)
    QApplication.processEvents()
    assert bar.value() == 0 < bar.maximum()
    window.log.add("Trick 40 to Benito")
    assert _newest_row_shows_whole(window)


def test_the_new_game_dialog_is_simple_until_more_options(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QListView

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.more_scroll.isVisible()
    assert not dialog.game_options.commands[0].isVisible()
    assert (dialog.name.isVisible() and dialog.game_options.preset.isVisible()
            and dialog.speed.isVisible())
    box = dialog.game_options.levels[0]
    view = box.view()
    assert isinstance(view, QListView)
    offered = [str(box.itemData(i)) for i in range(box.count()) if not view.isRowHidden(i)]
    # the levels a family picks from, and a person at this screen; not the yardstick nor bots
    assert offered == ["principiante", "normal", "experto", "maestro", "human"]
    help_text = dialog.game_options.level_help.text()
    assert help_text.startswith("Principiante: ") and "\n" not in help_text
    box.setCurrentIndex(box.findData("maestro"))
    assert dialog.game_options.level_help.text().splitlines()[0].startswith("Maestro: ")
    assert box.itemData(box.findData("experto"), Qt.ItemDataRole.ToolTipRole)
    dialog.more_button.click()
    assert dialog.more_scroll.isVisible() and dialog.game_options.commands[0].isVisible()
    assert dialog.game_options.choices["renuncio_mode"].isVisible()
    assert not any(view.isRowHidden(i) for i in range(box.count()))
    box.setCurrentIndex(box.findData("rules"))
    dialog.chosen()
    again = NewGameDialog()  # a seat at Rules: the options open by themselves
    qtbot.addWidget(again)
    again.show()
    assert again.more_scroll.isVisible()


def test_a_badge_letter_fits_its_circle_in_every_language(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QFontMetricsF

    from zanga_desktop.ui.table.pieces import BADGE_INSIDE, badge_font

    for letter in ("M", "D", "配", "マ", "親", "★"):
        ink = QFontMetricsF(badge_font(letter)).tightBoundingRect(letter)
        assert ink.width() <= BADGE_INSIDE and ink.height() <= BADGE_INSIDE, letter
    # a Latin letter in bold; a kanji's strokes, bold at that size, run together
    assert badge_font("M").bold() and not badge_font("配").bold()


def test_a_plates_name_keeps_clear_of_its_badges_and_of_a_mark_over_its_end(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The name's line ends before the leftmost badge (however many there are) and before
    El Envite's seña face over the plate's right end; with few badges a name as long as
    "Guayarmina" (a default name of the ten-seat table) is shown whole."""
    from PySide6.QtGui import QFontMetricsF

    from zanga_desktop.games.envite.ui.controller import default_names
    from zanga_desktop.games.envite.ui.gestures import R as FACE_R
    from zanga_desktop.ui.table.pieces import SeatPlate, table_font

    plate = SeatPlate()
    right = SeatPlate.W / 2
    face_left = right - 2 - 2 * FACE_R  # the face's centre is FACE_R + 2 inside the end
    line = QFontMetricsF(table_font(17, True))
    for n in range(4):
        plate.badges = [("M", "#fff")] * n
        name_end = right - 16 - plate.badge_room()
        leftmost_badge = right - 22 - 36 * (n - 1) - 15 if n else right
        assert name_end < min(leftmost_badge, face_left)
        if n <= 2:
            room = SeatPlate.W - 32 - plate.badge_room()
            assert all(line.horizontalAdvance(name) <= room for name in default_names(10))


def test_a_words_price_on_its_button_follows_the_language(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The mano's buttons say what each word takes from the team now: "Paso  (5 vales)",
    and in Japanese after a ・, not a second pair of brackets after the word's gloss."""
    game = Game(GameRecord(first_hand=False, players=list(NAMES)))
    game.start_hand(3, _top_deal())  # seat 0 is mano: 4 vales whatever he says
    window.controller.resume(game.record, rules_setup(1))
    wait_for_human(qtbot, window)
    try:
        for lang, paso in (("en", "Paso  (5 vales)"), ("es", "Paso  (5 vales)"),
                           ("ja", "Paso（パス）・5 vale")):
            i18n.install(lang)
            window.retranslate()
            qtbot.waitUntil(lambda: bool(window.board.prompt.buttons))
            texts = {b.objectName(): b.text() for b in window.board.prompt.buttons}
            assert texts["act_say_paso"] == paso, texts
    finally:
        i18n.install("en")
        window.retranslate()


def test_watching_a_game_the_summary_goes_with_its_hand(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """In watch mode (`zanga --demo`) the next hand is dealt without the summary's Next hand:
    the summary of the hand before leaves the table with its deal, never covering play."""
    window.controller.auto_next_ms = 0
    window.new_game(Setup(name="Dora", levels=("rules",) * 4, seed=5))
    qtbot.waitUntil(lambda: len(window.controller.game.record.hands) >= 3, timeout=60000)
    qtbot.waitUntil(lambda: not window.animator.busy, timeout=10000)
    assert window.controller.state.phase is not Phase.DEAL
    assert not window.table.summary.isVisible()
