"""Cinco and todas prompts, from a resumed record where the human holds every top trump;
and the new game dialog remembering its choices."""

from __future__ import annotations

from ui_helpers import click_button, click_card, play_hand, wait_for_human

from zanga_desktop.games.zanga.records import Game, GameRecord
from zanga_desktop.games.zanga.rules import DECK, Action, Card, Deal, Kind, Phase, Suit, Word
from zanga_desktop.games.zanga.ui.controller import Setup
from zanga_desktop.ui import settings
from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.new_game import NewGameDialog

TOP = [Card.parse(t) for t in ("1e", "7o", "1b", "1o", "12o", "11o", "10o", "2o")]


def _record_before_cinco() -> GameRecord:
    rest = [c for c in DECK if c not in TOP]
    deal = Deal((tuple(TOP), tuple(rest[0:8]), tuple(rest[8:16]), tuple(rest[16:24])),
                tuple(rest[24:32]))
    game = Game(GameRecord(first_hand=False, players=["Tester", "Ana", "Benito", "Carmela"]))
    game.start_hand(3, deal)  # seat 0 is mano
    game.apply(Action(0, Kind.SAY, Word.JUEGO))
    for seat in (1, 2, 3):
        game.apply(Action(seat, Kind.SAY, Word.PASO))
    game.apply(Action(0, Kind.TRUMP, Suit.OROS))
    for lead in TOP[:2]:
        game.apply(Action(0, Kind.PLAY, lead))
        for seat in (1, 2, 3):
            game.apply(Action(seat, Kind.PLAY, game.state.legal_plays(seat)[0]))
    assert game.state.to_act == 0 and len(game.state.tricks) == 2
    return game.record


def test_cinco_then_todas_through_the_prompts(qtbot, window: MainWindow) -> None:
    setup = Setup(name="Tester", levels=("human", "rules", "rules", "rules"), seed=1)
    window.controller.resume(_record_before_cinco(), setup)
    wait_for_human(qtbot, window)
    names = [b.objectName() for b in window.board.prompt.buttons]
    assert names == ["act_call_cinco"]
    click_button(qtbot, window, "act_call_cinco")
    st = window.controller.state
    assert st.cinco_team == 0
    while st.phase is Phase.PLAY:
        wait_for_human(qtbot, window)
        if st.phase is not Phase.PLAY:
            break
        card = next(c for c in window.board.human_hand() if c in st.legal_plays(0))
        click_card(qtbot, window, card)
    wait_for_human(qtbot, window)
    assert st.phase is Phase.TODAS
    assert [b.objectName() for b in window.board.prompt.buttons] == [
        "act_todas_True", "act_todas_False"]
    click_button(qtbot, window, "act_todas_True")
    play_hand(qtbot, window)
    result = window.controller.state.last_result
    assert result is not None and result.tricks == (8, 0)
    assert {p.name for p in result.bonuses} >= {"cinco", "todas"}
    assert "Todas" in window.table.summary.details.text()


def test_new_game_dialog_remembers_choices(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.name.setText("Lola")
    dialog.game_options.levels[0].setCurrentIndex(dialog.game_options.levels[0].findData("experto"))
    dialog.game_options.preset.setCurrentIndex(dialog.game_options.preset.findData("simplificada"))
    dialog.game_options.practice.setChecked(False)
    dialog.speed.setCurrentIndex(dialog.speed.findData("fast"))
    setup = dialog.chosen()
    assert setup.name == "Lola"
    assert setup.levels[1] == "experto"
    assert setup.preset == "simplificada"
    assert not setup.practice
    assert settings.get("view/speed") == "fast"
    again = NewGameDialog()
    qtbot.addWidget(again)
    assert again.name.text() == "Lola"
    assert again.game_options.levels[0].currentData() == "experto"


def test_pie_takes_the_zanga_and_sees_both_hands(qtbot, window: MainWindow) -> None:
    import random

    from PySide6.QtWidgets import QLabel

    game = Game(GameRecord(first_hand=False, players=["Tester", "Ana", "Benito", "Carmela"]))
    deal = Deal.shuffled(random.Random(3), 0)
    game.start_hand(0, deal)  # seat 1 is mano, seat 0 the pie
    for seat in (1, 2, 3):
        game.apply(Action(seat, Kind.SAY, Word.PASO))
    setup = Setup(name="Tester", levels=("human", "rules", "rules", "rules"), seed=1)
    window.controller.resume(game.record, setup)
    wait_for_human(qtbot, window)
    assert "act_say_zanga" in [b.objectName() for b in window.board.prompt.buttons]
    click_button(qtbot, window, "act_say_zanga")
    assert [b.objectName() for b in window.board.prompt.buttons] == [
        "act_keep_zanga", "act_keep_own"]
    titles = [lb for lb in window.board.prompt.findChildren(QLabel)
              if lb.objectName() == "title" and lb.isVisible()]
    assert len(titles) == 1
    shown = [lb for lb in window.board.prompt.findChildren(QLabel)
             if lb.isVisible() and lb.pixmap() is not None and not lb.pixmap().isNull()]
    assert len(shown) == 16
    click_button(qtbot, window, "act_keep_zanga")
    assert set(window.controller.state.hands[0]) == set(deal.zanga)
    assert window.controller.state.phase is Phase.TRUMP
    assert all(window.board.items[c].face_up for c in deal.zanga)
