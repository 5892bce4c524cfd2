"""La Zanga with several people at one screen: any other seat may be set Human in the New
game dialog; the table turns to each human in turn (his seat at the bottom, his hand fanned
face up, the others' face down), and with the cover on, the table is hidden between two
humans' turns until the next one says he is at the screen ("I am Ana, show my cards")."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from ui_helpers import click_button, click_card, prompt_names

from zanga_desktop.games.zanga.rules import Phase
from zanga_desktop.games.zanga.ui.new_game_options import setup_from_settings
from zanga_desktop.games.zanga.ui.setup import Setup
from zanga_desktop.ui import settings
from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.new_game import NewGameDialog
from zanga_desktop.ui.table.layout import PLACES

PARTNERS = ("human", "rules", "human", "rules")  # the player and his partner, across


def _at_bottom(w: MainWindow, seat: int) -> bool:
    """`seat`'s cards lie fanned at the bottom of the table."""
    ys = [w.board.items[c].pos().y() for c in w.controller.table.hands[seat]]
    return bool(ys) and all(abs(y - PLACES[0].hand.y()) < 60 for y in ys)


def _face_up(w: MainWindow, seat: int) -> bool:
    return all(w.board.items[c].face_up for c in w.controller.table.hands[seat])


def _face_down(w: MainWindow, seat: int) -> bool:
    return not any(w.board.items[c].face_up for c in w.controller.table.hands[seat])


def _act(qtbot, w: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The turn of the human the table shows, by clicks: juego if he may say it, else the
    first button, else the first legal card of his hand as shown."""
    names = prompt_names(w)
    st = w.controller.state
    if names:
        click_button(qtbot, w, "act_say_juego" if "act_say_juego" in names else names[0])
        return
    seat = st.to_act
    assert seat is not None and seat == w.board.view_seat
    legal = set(st.legal_plays(seat))
    click_card(qtbot, w, next(c for c in w.board.human_hand() if c in legal))


def _play_hand(qtbot, w: MainWindow, covered: bool) -> set[int]:  # type: ignore[no-untyped-def]
    """One hand to its end by clicks; the human seats that were asked to act."""
    ctl, table = w.controller, w.table
    asked: set[int] = set()
    turns = 0
    while True:
        qtbot.waitUntil(lambda: ctl.human_to_act or table.covered or (
            ctl.state.phase in (Phase.DEAL, Phase.GAME_OVER, Phase.SCORING)
            and not w.animator.busy and table.summary.isVisible()), timeout=15000)
        if table.covered:
            assert covered, "a cover although the player turned it off"
            seat = table.cover.seat
            assert seat == ctl.viewer and seat in (0, 2)  # to act, or first at the screen
            assert ctl.names[seat] in table.cover.button.text()
            assert not ctl.human_to_act  # nothing is asked under the cover
            qtbot.mouseClick(table.cover.button, Qt.MouseButton.LeftButton)
            continue
        if not ctl.human_to_act:
            return asked
        seat = ctl.state.to_act
        assert seat is not None
        asked.add(seat)
        qtbot.waitUntil(lambda: not w.animator.busy, timeout=10000)
        assert w.board.view_seat == seat
        assert _at_bottom(w, seat) and _face_up(w, seat)
        partner = (seat + 2) % 4
        assert _face_down(w, partner) and not _at_bottom(w, partner)
        _act(qtbot, w)
        turns += 1
        assert turns < 60


def _to_a_turn(qtbot, w: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Until a human is asked to act, each cover lifted on the way."""
    for _ in range(4):
        qtbot.waitUntil(lambda: w.table.covered or w.controller.human_to_act, timeout=15000)
        if w.controller.human_to_act:
            return
        qtbot.mouseClick(w.table.cover.button, Qt.MouseButton.LeftButton)
    raise AssertionError("no human was asked to act")


def test_partners_at_one_screen_each_see_only_their_own_hand(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    settings.put("zanga/cover_screen", True)
    window.new_game(Setup(name="Marta", levels=PARTNERS, seed=5))
    asked = _play_hand(qtbot, window, covered=True)
    assert asked == {0, 2}  # both partners spoke (the juego prompt asks each in turn)
    # at a shared screen no plate is "you": each human's says Human
    subtitles = [p.subtitle for p in window.board.plates]
    assert subtitles[0] == subtitles[2] == "Human" and "You" not in subtitles


def test_without_the_cover_the_table_turns_to_each_human(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    settings.put("zanga/cover_screen", False)
    window.new_game(Setup(name="Marta", levels=PARTNERS, seed=5))
    assert _play_hand(qtbot, window, covered=False) == {0, 2}
    assert not window.table.covered


def test_the_start_screen_names_no_computer_players_among_people() -> None:
    from zanga_desktop.core.setup import GameSetup
    from zanga_desktop.games.zanga.ui.start_lines import setup_text

    line = setup_text(GameSetup(game="zanga", name="Marta", levels=("human",) * 4,
                                preset="manual"))
    assert "computer players" not in line and "partner: Human" in line


def test_new_game_offers_a_human_for_any_seat_and_keeps_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    from zanga_desktop.games.zanga.game import GAME

    dialog = NewGameDialog(None, GAME)
    qtbot.addWidget(dialog)
    options = dialog.game_options
    across = next(b for b in options.levels if b.objectName() == "level_2")  # type: ignore[attr-defined]
    assert not options.cover.isEnabled()  # type: ignore[attr-defined]
    across.setCurrentIndex(across.findData("human"))
    assert options.cover.isEnabled()  # type: ignore[attr-defined]
    assert "someone else at this screen" in options.level_help.text()  # type: ignore[attr-defined]
    options.store()  # type: ignore[attr-defined]
    assert setup_from_settings().levels == ("human", "principiante", "human", "principiante")



def test_new_game_names_each_seat_as_the_table_will(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A player named Ana meets Pino on her right, not another Ana: the dialog says so as
    her name is typed, in the seat rows and the bot program rows."""
    from zanga_desktop.games.zanga.game import GAME

    dialog = NewGameDialog(None, GAME)
    qtbot.addWidget(dialog)
    labels = dialog.game_options.seat_labels  # type: ignore[attr-defined]
    dialog.name.setText("Marta")
    assert [lb.text() for lb in labels] == ["Ana (opponent)", "Benito (partner)",
                                            "Carmela (opponent)"]
    dialog.name.setText("Ana")
    assert labels[0].text() == "Pino (opponent)"
    assert dialog.game_options.bot_labels[0].text() == "Bot program for Pino"  # type: ignore[attr-defined]


def test_a_shared_game_resumed_waits_under_the_cover_for_the_human_to_act(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Closed in mid-hand and continued from the start screen: the table comes back
    covered, and shows nobody's cards until the human to act says he is at the screen."""
    from zanga_desktop.ui import data_folder

    settings.put("zanga/cover_screen", True)
    settings.put("game/levels", ["rules", "human", "rules"])  # the partner across, human
    first = MainWindow(speed="instant", autosave=True)
    first.controller.pace_ms = 0
    qtbot.addWidget(first)
    first.show()
    first.new_game(replace(setup_from_settings(), seed=5))
    ctl = first.controller
    _to_a_turn(qtbot, first)
    _act(qtbot, first)
    qtbot.waitUntil(lambda: first.table.covered or ctl.human_to_act, timeout=15000)
    ctl.shutdown()
    first.close()
    data_folder.release_all()  # the first copy has quit

    w = MainWindow(speed="instant", autosave=True)
    w.controller.pace_ms = 0
    qtbot.addWidget(w)
    w.show()
    w.start(offer_resume=True, welcome=True)
    qtbot.mouseClick(w.start_screen.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.table.covered, timeout=15000)
    seat = w.table.cover.seat
    assert seat == w.controller.state.to_act and seat in (0, 2)
    assert not any(item.face_up for item in w.board.items.values())  # nobody's hand shown
    qtbot.mouseClick(w.table.cover.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.controller.human_to_act and not w.animator.busy, timeout=15000)
    assert w.board.view_seat == seat and _face_up(w, seat) and _at_bottom(w, seat)
    w.controller.shutdown()


def test_two_at_one_screen_play_by_the_keys_alone(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Enter lifts the cover, the arrows and Enter answer the prompt and play a card of the
    hand the screen shows, whichever human's it is; no key under the cover reaches the table."""
    from PySide6.QtTest import QTest

    settings.put("zanga/cover_screen", True)
    window.new_game(Setup(name="Marta", levels=PARTNERS, seed=5))
    ctl, table, view = window.controller, window.table, window.view
    played: set[int] = set()
    for _ in range(80):
        qtbot.waitUntil(lambda: ctl.human_to_act or table.covered or table.summary.isVisible(),
                        timeout=15000)
        if table.summary.isVisible() and not ctl.human_to_act:
            break
        if table.covered:
            before = len(ctl.state.actions)
            QTest.keyClick(view, Qt.Key.Key_Right)  # nothing under the cover moves
            assert table.covered and len(ctl.state.actions) == before
            QTest.keyClick(view, Qt.Key.Key_Return)
            continue
        qtbot.waitUntil(lambda: not window.animator.busy, timeout=10000)
        seat, actions = ctl.state.to_act, len(ctl.state.actions)
        assert seat is not None
        if window.board.prompt.isVisible():
            QTest.keyClick(view, Qt.Key.Key_Right)  # a button of the prompt chosen,
            QTest.keyClick(view, Qt.Key.Key_Return)  # and pressed
        else:
            QTest.keyClick(view, Qt.Key.Key_Right)
            while window.board.focus_index >= 0 and window.board.human_hand()[
                    window.board.focus_index] not in ctl.state.legal_plays(seat):
                QTest.keyClick(view, Qt.Key.Key_Right)
            QTest.keyClick(view, Qt.Key.Key_Return)
            played.add(seat)
        qtbot.waitUntil(lambda n=actions: len(ctl.state.actions) > n  # type: ignore[misc]
                        or ctl.state.hand_index > 0, timeout=10000)
    assert played == {0, 2}  # both partners played cards by the keys


def test_the_cover_asks_for_a_player_who_kept_the_default_name_without_it(
        qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """"Pass the screen to You" and "I am You" read as nonsense: the player who set the game
    up and kept the default name is asked for as such, in each language."""
    from zanga_desktop.ui import i18n

    settings.put("zanga/cover_screen", True)
    window.new_game(Setup(name="You", levels=PARTNERS, seed=5))
    covers: dict[int, str] = {}
    for _ in range(8):
        qtbot.waitUntil(lambda: window.table.covered or window.controller.human_to_act,
                        timeout=15000)
        if not window.table.covered:
            _act(qtbot, window)
            continue
        cover = window.table.cover
        covers[cover.seat] = cover.button.text()
        if cover.seat == 0:
            texts = (cover.title.text(), cover.detail.text(), cover.button.text())
            assert not any("You" in t for t in texts), texts
            assert cover.button.text() == "It is me, show my cards"
            for lang, me in (("es", "Soy yo"), ("ja", "わたしです")):
                i18n.install(lang)
                cover.retranslate()
                assert cover.button.text().startswith(me)
            i18n.install("en")
            cover.retranslate()
        if len(covers) == 2:
            break
        qtbot.mouseClick(cover.button, Qt.MouseButton.LeftButton)
    assert covers[2] == "I am Benito, show my cards"  # a named player is named


def test_the_one_who_chose_no_name_is_you_at_one_screen(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Partners at one screen, the one at seat 0 with no name: his lines say "you" in the
    grammar of "you" (the log said "You deals", "You says paso", "You plays ..."); his
    partner's name him."""
    import re

    settings.put("zanga/cover_screen", False)
    window.new_game(Setup(name="", levels=PARTNERS, seed=5))
    _play_hand(qtbot, window, covered=False)
    told = "\n".join([window.tutor.narration.toPlainText(),
                      *(window.log.list.item(i).text() for i in range(window.log.list.count()))])
    assert "You" in told and window.controller.names[2] in told
    assert not re.search(r"\bYou (deals|says|plays|calls|goes|takes|wins)\b", told)


def test_a_hint_for_the_partner_names_the_unnamed_one_by_place(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The one who chose no name is "you" at one screen; a hint for his partner names him
    "your partner" ("the way past You's juego" before)."""
    from zanga_desktop.games.zanga.ai.hints import Hint, Reason
    from zanga_desktop.games.zanga.rules import Action, Kind, Word

    settings.put("zanga/cover_screen", False)
    window.new_game(Setup(name="", levels=PARTNERS, seed=5))
    ctl = window.controller
    for _ in range(8):  # to the partner's turn
        _to_a_turn(qtbot, window)
        if ctl.state.to_act == 2:
            break
        _act(qtbot, window)
    assert ctl.state.to_act == 2 and ctl.you == 0
    why = Reason("acepto", ("oros", 40), (0,))  # "...if you said No, {2} would play it"
    window.table._on_hint(Hint(Action(2, Kind.SAY, Word.PASO), why))
    shown = window.table.tutor.hint_label.text()
    assert "your partner would play it" in shown and "You would" not in shown, shown
