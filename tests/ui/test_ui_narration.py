"""The table's narration (the tutor, the hand log, the summary, the table's info) speaks to
the player in the second person for his own seat, and of every other seat in the third person
by name; a table with no human seat, or several, names every seat."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QGraphicsScene
from ui_helpers import click_button, play_hand, rules_setup, wait_for_human

from zanga_desktop.core import registry
from zanga_desktop.games.zanga.learn.lessons import hand_over_text
from zanga_desktop.games.zanga.records import Game, GameRecord
from zanga_desktop.games.zanga.rules import (
    DECK,
    Action,
    Card,
    Deal,
    HandResult,
    Kind,
    Phase,
    Suit,
    Word,
)
from zanga_desktop.games.zanga.ui.controller import Setup
from zanga_desktop.games.zanga.ui.news import table_of
from zanga_desktop.games.zanga.ui.plates import Plates
from zanga_desktop.games.zanga.ui.review import claim_title
from zanga_desktop.games.zanga.ui.words import dealer_line, mano_line, narrate, trick_caption
from zanga_desktop.ui import i18n, settings
from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.new_game import NewGameDialog, chosen_name, setup_from_settings

NAMES = ["Tester", "Ana", "Benito", "Carmela"]
TOP = [Card.parse(t) for t in ("1e", "7o", "1b", "1o", "12o", "11o", "10o", "2o")]


@pytest.fixture(autouse=True)
def english(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    i18n.install("en")
    yield
    i18n.install("en")


def _settle(qtbot) -> None:  # type: ignore[no-untyped-def]
    """LanguageChange reaches the widgets through posted events."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents()
        QApplication.processEvents()
    qtbot.wait(10)


def _log(w: MainWindow) -> list[str]:
    return [w.log.list.item(i).text() for i in range(w.log.list.count())]


def _narration(w: MainWindow) -> str:
    return w.tutor.narration.toPlainText()


INVITE = "New to La Zanga? Learn to play, step by step."


def _game_told(w: MainWindow) -> list[str]:
    """The narration's lines under the pinned invitation to the tutorial."""
    lines = _narration(w).splitlines()
    return lines[1:] if lines[:1] == [INVITE] else lines


# ---------------------------------------------------------------- the words


ACTIONS = [
    (Action(0, Kind.SAY, Word.JUEGO), "Tú says juego", "You say juego"),
    (Action(0, Kind.SAY, Word.MANDAR_SOLO), "Tú orders solo (mandar solo)",
     "You order solo (mandar solo)"),
    (Action(0, Kind.ANSWER, "acepto"), "Tú accepts and plays solo", "You accept and play solo"),
    (Action(0, Kind.ANSWER, "no"), "Tú says no: the player who ordered plays the solo",
     "You say no: the player who ordered plays the solo"),
    (Action(0, Kind.KEEP, "zanga"), "Tú keeps the zanga's cards", "You keep the zanga's cards"),
    (Action(0, Kind.KEEP, "own"), "Tú keeps the cards dealt", "You keep your own cards"),
    (Action(0, Kind.TRUMP, Suit.OROS), "Tú names trumps: Oros are trumps",
     "You name trumps: Oros are trumps"),
    (Action(0, Kind.PLAY, Card.parse("11o")), "Tú plays the caballo de oros",
     "You play the caballo de oros"),
    (Action(0, Kind.CALL, "cinco"), "Tú calls cinco", "You call cinco"),
    (Action(0, Kind.TODAS, True), "Tú goes on for todas", "You go on for todas"),
    (Action(0, Kind.TODAS, False), "Tú stops at five", "You stop at five"),
    (Action(0, Kind.CLAIM, "renuncio"), "Tú claims a renuncio!", "You claim a renuncio!"),
]


@pytest.mark.parametrize(("action", "third", "second"), ACTIONS)
def test_narrate_in_both_persons(action: Action, third: str, second: str) -> None:
    assert narrate(action, "Tú").lower() == third.lower()
    assert narrate(action, "Tú", you=True).lower() == second.lower()


def test_narrate_in_spanish_and_japanese() -> None:
    juego = Action(0, Kind.SAY, Word.JUEGO)
    card = Action(0, Kind.PLAY, Card.parse("11o"))
    i18n.install("es")
    assert narrate(juego, "Ana") == "Ana dice juego"
    assert narrate(juego, "Tú", you=True) == "Dices juego"
    assert narrate(card, "Tú", you=True).lower() == "juegas el caballo de oros"
    assert mano_line(0, NAMES, 0) == "Eres mano (hablas primero): pones 4 vales en el pozo."
    assert mano_line(1, NAMES, 0).startswith("Ana es mano")
    assert trick_caption(3, 0, NAMES, 0) == "Baza 3 para ti"
    assert trick_caption(3, 2, NAMES, 0) == "Baza 3 para Benito"
    assert dealer_line(2, 0, NAMES, 0) == "Mano 2: repartes tú."
    i18n.install("ja")
    assert narrate(juego, "Tú", you=True).startswith("あなた")
    assert "Tú" not in narrate(card, "Tú", you=True)


def test_section4_a_no_to_mandar_solo_tells_the_player_he_plays_the_solo() -> None:
    """An opponent refuses the player's order: the solo is his, told to him as "you"
    ("Carmela says no: you play the solo"), never his shown name in the third person
    ("juega Tú el solo")."""
    no = Action(3, Kind.ANSWER, "no")
    assert narrate(no, "Carmela", solo="Tú", solo_you=True) == "Carmela says no: you play the solo"
    assert narrate(no, "Carmela", solo="Ana") == "Carmela says no: Ana plays the solo"
    i18n.install("es")
    assert narrate(no, "Carmela", solo="Tú", solo_you=True) == (
        "Carmela dice que no: juegas tú el solo")


def test_a_hint_at_one_screen_names_the_unnamed_person_by_his_place() -> None:
    """Two people at one screen, the one who chose no name told as "you": a hint for the
    other names him by his place from her ("the opponent on your left"), never "You's
    juego" nor "el juego de Tú"; a hint for himself, and any hint with one person at the
    table, keep the names."""
    from zanga_desktop.games.zanga.ai.hints import Reason
    from zanga_desktop.games.zanga.ui.tutor_text import hint_names, reason_text

    why = Reason("paso_order", ("oros", 12), (0,))
    names = ["You", "Ana", "Benito", "Carmela"]
    told = reason_text(why, hint_names(names, 1, 0))  # Ana asks; the one who chose no name
    assert "the opponent on your left's juego" in told and "You" not in told, told
    assert reason_text(why, hint_names(names, 2, 0)).startswith(
        "Paso: the way past your partner's juego")
    assert "Carmela" in reason_text(Reason("paso_order", ("oros", 12), (3,)),
                                    hint_names(names, 1, 0))
    assert hint_names(names, 0, 0) == names  # his own hint: the others by name
    i18n.install("es")
    told = reason_text(why, hint_names(["Tú", "Ana", "Benito", "Carmela"], 1, 0))
    assert "el juego de tu rival de la izquierda" in told and "Tú" not in told, told


def test_the_other_lines_in_both_persons() -> None:
    assert mano_line(0, NAMES, 0) == "You are mano (first to speak): put 4 vales in the pot."
    assert mano_line(0, NAMES, None) == (
        "Tester is mano (first to speak): puts 4 vales in the pot.")
    assert dealer_line(1, 0, NAMES, 0) == "Hand 1: you deal."
    assert dealer_line(1, 3, NAMES, 0) == "Hand 1: Carmela deals."
    assert trick_caption(2, 0, NAMES, 0) == "Trick 2 to you"
    assert trick_caption(2, 0, NAMES, None) == "Trick 2 to Tester"
    assert claim_title(0, True, NAMES, 0) == "¡Renuncio! You prove it"
    assert claim_title(0, False, NAMES, 0) == "¡Renuncio! claimed by you: false"
    assert claim_title(1, False, NAMES, 0) == "¡Renuncio! claimed by Ana: false"


def test_the_lesson_hand_over_line_in_both_persons() -> None:
    def result(nombrado: int) -> HandResult:
        return HandResult(mano=0, nombrado=nombrado, solo=False, zanga=False, trump=Suit.OROS,
                          tricks=(5, 3), result="sacada", bonuses=(), vales=(0, 0), pot=0,
                          fianza=0, complete=True)

    assert hand_over_text(result(0), NAMES, 0) == (
        "The hand is over: sacada for your side; tricks: us 5, them 3.")
    assert hand_over_text(result(1), NAMES, 0) == (
        "The hand is over: sacada for Ana's side; tricks: us 5, them 3.")
    assert hand_over_text(result(0), NAMES, None) == (
        "The hand is over: sacada for Tester's side; tricks: us 5, them 3.")
    i18n.install("es")
    assert hand_over_text(result(0), NAMES, 0) == (
        "La mano ha terminado: sacada para tu bando; bazas: nosotros 5, ellos 3.")


@pytest.mark.parametrize(("levels", "first", "you"), [
    (("human", "rules", "rules", "rules"), "Tester", 0),
    (("human", "bot", "maestro", "rules"), "Tester", 0),
    (("rules", "rules", "rules", "rules"), "Tester", None),  # watching: nobody to speak to
    (("human", "rules", "human", "rules"), "Tester", None),  # two people, each by his name
    (("human", "rules", "human", "rules"), "Tú", 0),  # ...but the one who chose no name
    (("rules", "human", "rules", "rules"), "Tester", None),  # a human not the one shown
])
def test_the_seat_spoken_to(window: MainWindow, monkeypatch: pytest.MonkeyPatch,
                            levels: tuple[str, str, str, str], first: str,
                            you: int | None) -> None:
    window.controller.setup = Setup(name=first, levels=levels)
    record = window.controller.game.record
    monkeypatch.setattr(record, "players", [first, *record.players[1:]])
    assert window.controller.you == you


# ---------------------------------------------------------------- at the table


@pytest.mark.parametrize("you", [0, 1, 2, 3, None])
def test_the_info_counts_the_tricks_of_the_side_spoken_to(qapp, you: int | None) -> None:  # type: ignore[no-untyped-def]
    # the seat spoken to need not be seat 0 (one person unnamed at a shared screen, or the
    # unnamed player of a game watched again): "us" is his side
    match = registry.get("zanga").new_match()
    rng = random.Random(3)
    match.deal(rng)
    st = match.state
    while st.phase is not Phase.PLAY or st.won[0] == st.won[1]:
        match.apply(rng.choice(match.legal_actions()))
        if match.needs_deal:
            match.deal(rng)
    names = ["Tester", "Ana", "Benito", "Carmela"]
    scene = QGraphicsScene()
    plates = Plates(scene, lambda: names, lambda seat: "", lambda: you)
    plates.update(table_of(st))
    info = plates.info.text
    if you is None:
        assert f"Tricks: Tester & Benito {st.won[0]}, Ana & Carmela {st.won[1]}" in info
    else:
        us = you % 2
        assert f"Tricks: us {st.won[us]}, them {st.won[1 - us]}" in info


def _new_game_as_mano(qtbot, w: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A new game in which the human (seat 0) is mano, waiting for his first word."""
    for seed in range(1, 40):
        w.new_game(rules_setup(seed=seed))
        if w.controller.state.mano == 0:
            wait_for_human(qtbot, w)
            assert w.controller.state.to_act == 0
            return
    raise AssertionError("no deal with the human as mano")


def test_the_player_is_spoken_to_and_the_others_are_named(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    _new_game_as_mano(qtbot, window)
    assert "You are mano (first to speak): put 4 vales in the pot." in _narration(window)
    assert "Tester is mano" not in _narration(window)
    click_button(qtbot, window, "act_say_juego")
    wait_for_human(qtbot, window)
    ana = next(a for a in window.controller.state.actions if a.seat == 1)
    english = _log(window)
    assert "You say juego" in english
    assert narrate(ana, "Ana") in english and narrate(ana, "Ana").startswith("Ana ")
    assert not any(line.startswith("Tester ") for line in english)

    i18n.install("es")
    _settle(qtbot)
    spanish = _log(window)
    assert "Eres mano (hablas primero): pones 4 vales en el pozo." in _narration(window)
    assert "Dices juego" in spanish and "Dices juego" in _narration(window)
    assert narrate(ana, "Ana") in spanish and narrate(ana, "Ana").startswith("Ana ")
    assert not any("Tester" in line for line in spanish[1:])

    i18n.install("ja")
    _settle(qtbot)
    assert "あなた：「juego」" in _log(window)
    assert "あなたが mano" in _narration(window)

    i18n.install("en")
    _settle(qtbot)
    assert _log(window) == english


def _record_after_trumps() -> GameRecord:
    """The human (seat 0, mano) holds every top trump, said juego and named oros."""
    rest = [c for c in DECK if c not in TOP]
    deal = Deal((tuple(TOP), tuple(rest[0:8]), tuple(rest[8:16]), tuple(rest[16:24])),
                tuple(rest[24:32]))
    game = Game(GameRecord(first_hand=False, players=list(NAMES)))
    game.start_hand(3, deal)
    game.apply(Action(0, Kind.SAY, Word.JUEGO))
    for seat in (1, 2, 3):
        game.apply(Action(seat, Kind.SAY, Word.PASO))
    game.apply(Action(0, Kind.TRUMP, Suit.OROS))
    return game.record


def test_tricks_info_and_summary_speak_to_the_player(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    setup = Setup(name="Tester", levels=("human", "rules", "rules", "rules"), seed=1)
    window.controller.resume(_record_after_trumps(), setup)
    wait_for_human(qtbot, window)
    assert "you are mano" in window.board.info.text
    assert "you play juego" in window.board.info.text
    play_hand(qtbot, window)
    assert window.table.summary.isVisible()
    log = _log(window)
    assert "   Trick 1 to you" in log
    assert any(line.startswith("You play the ") for line in log)
    details = window.table.summary.details.text()
    assert "You played juego with Oros as trumps (Art. 43-47)." in details
    i18n.install("es")
    _settle(qtbot)
    assert "   Baza 1 para ti" in _log(window)
    assert "Jugaste juego con Oros de triunfo (Art. 43-47)." in window.table.summary.details.text()


def test_watching_every_seat_the_tricks_line_names_the_teams(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Computers in every seat (`zanga --demo`): nobody is "us", each team is named."""
    window.controller.resume(_record_after_trumps(), Setup(name="Tester", levels=("rules",) * 4,
                                                           seed=1))
    tricks = window.board.info.text.split("\n")[-1]
    assert tricks.startswith(f"Tricks: {NAMES[0]} & {NAMES[2]} 0, {NAMES[1]} & {NAMES[3]} ")
    i18n.install("es")  # told again on the language change
    qtbot.waitUntil(lambda: window.board.info.text.split("\n")[-1].startswith(
        f"Bazas: {NAMES[0]} y {NAMES[2]} 0, "), timeout=3000)


def test_a_game_resumed_between_hands_says_so_over_the_summary(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.controller.resume(_record_after_trumps(), rules_setup(1))
    play_hand(qtbot, window)
    record = window.controller.game.record
    assert window.controller.state.phase is Phase.DEAL
    window.new_game(rules_setup(2))
    wait_for_human(qtbot, window)
    window.controller.resume(record, rules_setup(1))
    qtbot.waitUntil(window.table.summary.isVisible, timeout=20000)
    assert _game_told(window) == ["Game resumed."]  # the summary tells the hand


def test_a_table_of_computers_names_every_seat(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.new_game(Setup(name="Tester", levels=("rules",) * 4, seed=2))
    qtbot.waitUntil(lambda: window.controller.state.phase in (Phase.DEAL, Phase.GAME_OVER)
                    and window.table.summary.isVisible(), timeout=20000)
    log = _log(window)
    assert any(line.startswith("Tester ") for line in log)
    assert not any(line.startswith("You ") or "to you" in line for line in log)
    assert "You " not in _narration(window)


# ---------------------------------------------------------------- the player's default name


def test_the_default_name_is_you_in_the_language_of_the_ui(qapp) -> None:  # type: ignore[no-untyped-def]
    assert settings.get("player/name") == ""
    assert chosen_name() == "You"
    i18n.install("es")
    assert chosen_name() == setup_from_settings().name == "Tú"
    i18n.install("ja")
    assert chosen_name() == "あなた"
    i18n.install("en")
    settings.put("player/name", "Tú")  # the stored default of earlier versions
    assert chosen_name() == "You"
    settings.put("player/name", "  Marta ")
    assert chosen_name() == "Marta"


def test_the_dialog_stores_the_default_name_as_none_chosen(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.name.text() == "You" and dialog.name.placeholderText() == "You"
    assert dialog.chosen().name == "You"
    assert settings.get("player/name") == ""
    i18n.install("es")
    assert setup_from_settings().name == "Tú"  # it follows the language
    i18n.install("en")
    dialog.name.setText("Marta")
    assert dialog.chosen().name == "Marta"
    assert settings.get("player/name") == "Marta"
    dialog.name.clear()
    assert dialog.chosen().name == "You"


def test_a_player_named_you_has_no_second_you_on_his_plate(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.new_game(Setup(name="You", levels=("human", "rules", "rules", "rules"), seed=3))
    wait_for_human(qtbot, window)
    plate = window.board.plates[0]
    assert (plate.name, plate.subtitle) == ("You", "")
    assert window.board.plates[1].subtitle == "Rules of thumb"
    window.new_game(rules_setup(3))
    wait_for_human(qtbot, window)
    assert (plate.name, plate.subtitle) == ("Tester", "You")


def test_a_new_game_starts_the_narration_afresh(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.new_game(rules_setup(3))
    wait_for_human(qtbot, window)
    window.tutor.say("A line of the game before.")
    window.new_game(rules_setup(4))
    wait_for_human(qtbot, window)
    assert "A line of the game before." not in _narration(window)
    assert _game_told(window)[0].startswith("Hand 1:")
    assert _narration(window).startswith(INVITE)  # a fresh profile: the invitation stays


def test_a_game_resumed_in_mid_hand_tells_the_hand_so_far(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    game = Game.from_record(_record_after_trumps())
    for _ in range(5):  # trick 1, and the lead of trick 2
        seat = game.state.to_act
        assert seat is not None
        game.apply(Action(seat, Kind.PLAY, game.state.legal_plays(seat)[0]))
    window.controller.resume(game.record, rules_setup(1))
    log = _log(window)
    assert log[:5] == ["Hand 1, dealer Carmela", "You say juego", "Ana says paso",
                       "Benito says paso", "Carmela says paso"]
    assert "   Trick 1 to you" in log
    assert log[-1].startswith("You play the ")  # the lead of trick 2
    told = _narration(window)
    assert _game_told(window)[0] == "Game resumed."  # the game before it is not told on
    assert "You are mano" in told
    assert told.index("Game resumed.") < told.index("You name trumps") < told.index(
        "Trick 1 to you")
    i18n.install("es")
    _settle(qtbot)
    assert "Partida reanudada." in _narration(window)
    assert "Dices juego" in _log(window)


def test_a_resumed_speaking_shows_what_each_seat_said(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The bubbles of a table drawn at once are those the live table would show: each
    seat's word before trumps, the trumps alone once named, none once a card is down."""
    record = _record_after_trumps()
    before_trumps = GameRecord.from_json(record.to_json())
    before_trumps.hands[-1].actions.pop()  # back to the speaking: juego, then three passes
    window.controller.resume(before_trumps, rules_setup(1))
    said = [b.text for b in window.board.bubbles]
    assert said[0].startswith("Juego") and all(t.startswith("Paso") for t in said[1:]), said
    window.controller.resume(record, rules_setup(1))
    said = [b.text for b in window.board.bubbles]
    assert "Oros" in said[0] and said[1:] == ["", "", ""], said
    game = Game.from_record(record)
    game.apply(Action(0, Kind.PLAY, game.state.legal_plays(0)[0]))
    window.controller.resume(game.record, rules_setup(1))
    assert [b.text for b in window.board.bubbles] == ["", "", "", ""]


def test_resumed_between_hands_the_log_keeps_the_last_hand(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The hand log of a game resumed after a hand ended holds that hand, as it did when the
    game was left, and the strip its last trick; the tutor only says the game is back."""
    window.controller.resume(_record_after_trumps(), rules_setup(1))
    play_hand(qtbot, window)
    record = window.controller.game.record
    qtbot.waitUntil(window.table.summary.isVisible, timeout=20000)
    left = _log(window)
    window.new_game(rules_setup(2))
    wait_for_human(qtbot, window)
    window.controller.resume(record, rules_setup(1))
    qtbot.waitUntil(window.table.summary.isVisible, timeout=20000)
    assert _log(window) == left
    assert left[:2] == ["Hand 1, dealer Carmela", "You say juego"]
    assert left[-1].startswith("   Trick ")  # the hand's last trick, and its cards
    assert window.log.last_caption.text() == left[-1].strip()
    assert all(label.pixmap() is not None and not label.pixmap().isNull()
               for label in window.log.last_cards)
    assert _game_told(window) == ["Game resumed."]


def test_a_name_typed_in_the_new_game_dialog_replaces_the_one_offered(qtbot) -> None:  # type: ignore[no-untyped-def]
    for stored, shown_first in (("", "You"), ("Marta", "Marta")):
        settings.put("player/name", stored)
        dialog = NewGameDialog()
        qtbot.addWidget(dialog)
        assert dialog.name.text() == shown_first
        dialog.show()
        qtbot.waitUntil(dialog.name.hasFocus)  # the first field
        qtbot.keyClicks(dialog.name, "Nieves")
        assert dialog.name.text() == "Nieves"  # never "YouNieves"
        dialog.close()
