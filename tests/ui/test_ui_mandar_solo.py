"""Mandar solo as a bid at the table (rules section 4, Art. 20, 26, 54): the answer prompt
names who plays the solo, no plain solo over a juego in the Manual and the tutor's reason,
the broke player's order (Art. 42); the sitting-out partner's claim once play stops (Art. 58);
the codillo payments of a renuncio and the Simplificada's end (sections 8 and 9)."""

from __future__ import annotations

from pathlib import Path

from deals import deal_of
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from ui_helpers import click_button, wait_for_human

from zanga_desktop.games.zanga.records import Game, GameRecord, load_record
from zanga_desktop.games.zanga.rules import Action, Kind, Phase, Suit, Word
from zanga_desktop.games.zanga.ui.controller import Setup
from zanga_desktop.games.zanga.ui.news import table_of
from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.new_game import NewGameDialog

NAMES = ["Tester", "Ana", "Benito", "Carmela"]
RECORDS = Path(__file__).resolve().parents[1] / "records"
TOP = "1e 7o 1b 1o 12o 11o 10o 2o"


def _setup(**options: object) -> Setup:
    return Setup(name="Tester", levels=("human", "rules", "rules", "rules"), seed=1,
                 options=dict(options))


def _game(dealer: int, words: list[tuple[int, Word]], preset: str = "manual",
          vales: tuple[int, int] = (16, 16), pot: int = 0, **options: object) -> GameRecord:
    game = Game(GameRecord(preset, dict(options), list(NAMES), vales, pot, False))
    game.start_hand(dealer, deal_of({0: TOP}))
    for seat, word in words:
        game.apply(Action(seat, Kind.SAY, word))
    return game.record


def _labels(window: MainWindow, name: str) -> list[str]:
    return [label.text() for label in window.board.prompt.findChildren(QLabel, name)
            if label.isVisible()]


def _buttons(window: MainWindow) -> dict[str, str]:
    return {b.objectName(): b.text() for b in window.board.prompt.buttons}


def test_the_answer_prompt_names_who_plays_the_solo_under_each_answer(
        qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    # the human (mano) said juego; Ana orders solo: acepto, he plays it; no, Ana does
    window.controller.resume(_game(3, [(0, Word.JUEGO), (1, Word.MANDAR_SOLO)]), _setup())
    wait_for_human(qtbot, window)
    st = window.controller.state
    assert st.phase is Phase.ANSWER
    assert _labels(window, "title") == ["Ana orders solo (mandar solo)"]
    detail = _labels(window, "detail")[0]
    assert "Acepto: you play the solo alone and Benito sits out" in detail
    assert "No: Ana plays it alone and Carmela sits out" in detail
    assert _buttons(window) == {"act_answer_acepto": "Acepto: you play solo",
                                "act_answer_no": "No: Ana plays solo"}
    click_button(qtbot, window, "act_answer_no")
    assert st.solo_seat == 1  # section 4: no, the orderer plays the solo
    qtbot.waitUntil(lambda: st.phase is Phase.PLAY, timeout=10000)
    assert st.nombrado == 1 and st.out_seat == 3
    assert "You say no: Ana plays the solo" in window.tutor.narration.toPlainText()


def test_acepto_gives_the_solo_to_the_juego_player(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.controller.resume(_game(3, [(0, Word.JUEGO), (1, Word.MANDAR_SOLO)]), _setup())
    wait_for_human(qtbot, window)
    click_button(qtbot, window, "act_answer_acepto")
    st = window.controller.state
    assert st.solo_seat == 0
    wait_for_human(qtbot, window)
    assert st.phase is Phase.TRUMP and st.out_seat == 2


def test_no_plain_solo_over_a_juego_in_the_manual(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    # Carmela (mano) said juego: the human may pass or order solo, not say solo (Art. 54)
    window.controller.resume(_game(2, [(3, Word.JUEGO)]), _setup())
    wait_for_human(qtbot, window)
    assert list(_buttons(window)) == ["act_say_paso", "act_say_mandar_solo"]
    assert "(1 vale" in _buttons(window)["act_say_paso"]
    assert _buttons(window)["act_say_mandar_solo"] == "Mando solo"  # a bid: it costs nothing
    tip = window.board.prompt.buttons[1].toolTip()
    assert "acepto, he plays the solo alone; no, you play it alone" in tip
    # the Simplificada keeps the plain solo over a juego (section 9) and has no mandar solo
    window.controller.resume(_game(2, [(3, Word.JUEGO)], "simplificada"), _setup())
    wait_for_human(qtbot, window)
    assert list(_buttons(window)) == ["act_say_paso", "act_say_solo"]


def test_the_tutor_explains_a_refused_solo_over_a_juego(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.controller.resume(_game(2, [(3, Word.JUEGO)]), _setup())
    wait_for_human(qtbot, window)
    assert not window.controller.act(Action(0, Kind.SAY, Word.SOLO))
    text = window.tutor.explanation.text()
    assert window.tutor.explanation.isVisible()
    assert "You cannot say solo over a juego" in text and "Art. 54" in text
    assert "juego is mando solo: you bid the solo, and the juego player chooses" in text
    assert "Article 54 of the manual." in text
    assert window.controller.state.to_act == 0  # nothing was said


def test_a_broke_player_facing_a_juego_must_order_solo(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.controller.resume(_game(2, [(3, Word.JUEGO)], vales=(0, 30), pot=2), _setup())
    wait_for_human(qtbot, window)
    assert list(_buttons(window)) == ["act_say_mandar_solo"]  # Art. 42
    assert _labels(window, "title") == [
        "Your team has no vales to pay for a pass: it must play (Art. 42)"]


def test_the_sitting_out_partner_claims_only_once_play_stops(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    # Benito (the mano) plays solo in mesa mode: the human sits out the play
    game = Game(GameRecord("manual", {"renuncio_mode": "mesa"}, list(NAMES), (16, 16), 0, False))
    game.start_hand(1, deal_of({2: TOP}))
    for seat, word in ((2, Word.SOLO), (3, Word.PASO), (0, Word.PASO), (1, Word.PASO)):
        game.apply(Action(seat, Kind.SAY, word))
    game.apply(Action(2, Kind.TRUMP, Suit.OROS))
    seen: list[tuple[Phase, bool]] = []
    ctl = window.controller
    ctl.acted.connect(lambda *_: seen.append((ctl.state.phase,
                                              window.board.claim_button.isVisible())))
    ctl.resume(game.record, _setup(renuncio_mode="mesa"))
    st = ctl.state
    assert st.out_seat == 0 and st.phase is Phase.PLAY
    assert not window.board.claim_button.isVisible()  # Art. 58: never during play
    assert not ctl.claim_allowed()
    wait_for_human(qtbot, window)  # play stops: the summary waits for claims
    assert st.phase is Phase.SCORING
    during = [visible for phase, visible in seen if phase is Phase.PLAY]
    assert during and not any(during)
    button = window.board.claim_button
    qtbot.waitUntil(lambda: button.isVisible() and button.isEnabled(), timeout=5000)
    before = st.vales
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert st.claims == ((0, False),)  # heard: no renuncio, so a false claim (Art. 32)
    assert st.vales == (before[0] - 2, before[1] + 2)


def _summary_text(window: MainWindow, name: str) -> str:
    record = load_record(RECORDS / name)
    st = Game.from_record(record).state
    window.table.summary.show_result(table_of(st), list(record.players), st.results[-1],
                               st.winner())
    return window.table.summary.title.text() + "\n" + window.table.summary.details.text()


def test_the_summary_shows_what_a_renuncio_by_the_nombrados_side_also_pays(
        qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    text = _summary_text(window, "75-mesa-solo-renuncio-pays-solo.zanga.json")
    assert "The codillo of a solo: Tú & Benito pay the solo's 2 vale" in text
    assert "(Art. 29, 62)" in text
    text = _summary_text(window, "76-mesa-cinco-renuncio-pays-cinco.zanga.json")
    assert "The cinco Tú & Benito called was not made: they pay 2 vale" in text
    assert "(Art. 29, 59)" in text
    text = _summary_text(window, "77-mesa-matador-forced-pays-two.zanga.json")
    assert "A lone matador was wrongly kept back: Ana & Carmela pay 2 vale" in text


def test_a_simplificada_game_ended_by_a_broke_team_says_so(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    text = _summary_text(window, "34-simplificada-team-broke-game-won.zanga.json")
    assert "Ana & Carmela win the game!" in text
    assert ("Tú & Benito have no vales left: the game ends, and Ana & Carmela take what was "
            "in the centre.") in text


def test_the_new_game_dialog_offers_the_new_rule_options(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    solo = dialog.game_options.flags["solo_over_juego"]
    end = dialog.game_options.choices["game_end"]
    assert not solo.isChecked() and end.currentData() == "all_32"
    assert "Art. 54" in solo.text()
    assert "picks who plays the solo" in dialog.game_options.flags["mandar_solo"].text()
    assert "himself or the orderer" in dialog.game_options.flags["mandar_solo"].toolTip()
    assert "no vales" in end.toolTip()
    assert [end.itemData(i) for i in range(end.count())] == ["all_32", "team_broke"]
    dialog.game_options.preset.setCurrentIndex(dialog.game_options.preset.findData("simplificada"))
    assert solo.isChecked() and end.currentData() == "team_broke"
    options = dialog.game_options.options()
    assert options.solo_over_juego and options.game_end == "team_broke"
    solo.setChecked(False)
    assert dialog.chosen().options == {"solo_over_juego": False}


def test_the_hint_on_the_answer_names_who_would_play_the_solo(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.controller.resume(_game(3, [(0, Word.JUEGO), (1, Word.MANDAR_SOLO)]), _setup())
    wait_for_human(qtbot, window)
    qtbot.mouseClick(window.tutor.hint_button, Qt.MouseButton.LeftButton)
    label = window.tutor.hint_label
    qtbot.waitUntil(lambda: "Hint:" in label.text() and "Ana" in label.text(), timeout=20000)
    text = label.text()
    # acepto: "if you said No, Ana would play it"; no: "Ana then plays the solo alone"
    assert "Art. 26" in text and ("Ana would play it" in text or "Ana then plays" in text)


def test_the_speaking_hints_say_what_ordering_now_means() -> None:
    from zanga_desktop.games.zanga.ai.hints import reason
    from zanga_desktop.games.zanga.rules import GameState, observe
    from zanga_desktop.games.zanga.ui.tutor_text import reason_text

    def said(state: GameState, seat: int, action: Action) -> str:
        return reason_text(reason(observe(state, seat), action), NAMES)

    state = Game.from_record(_game(2, [(3, Word.JUEGO)])).state
    order = said(state, 0, Action(0, Kind.SAY, Word.MANDAR_SOLO))
    assert "if Carmela says No you play the solo alone" in order
    assert "if Carmela accepts, Carmela plays it alone against your side" in order
    assert "the way past Carmela's juego is to order solo" in said(
        state, 0, Action(0, Kind.SAY, Word.PASO))
    state.apply(Action(0, Kind.SAY, Word.MANDAR_SOLO))
    refuse = said(state, 3, Action(3, Kind.ANSWER, "no"))
    assert refuse.startswith("No: Tester then plays the solo alone against you and your partner")
    state.apply(Action(3, Kind.ANSWER, "no"))  # the orderer plays the solo (section 4)
    assert said(state, 1, Action(1, Kind.SAY, Word.PASO)).startswith(
        "Paso: Tester plays a solo, and once a solo stands nothing but paso may be said")
    state.apply(Action(1, Kind.SAY, Word.PASO))
    assert said(state, 2, Action(2, Kind.SAY, Word.PASO)).startswith(
        "Paso: your partner plays the solo, and you sit out this hand")
