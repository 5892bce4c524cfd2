"""Helpers for the UI tests: wait for the human's turn, click cards and buttons as a player
would, play a hand to its end."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QPushButton

from zanga_desktop.core import registry
from zanga_desktop.games.zanga.rules import Card, Phase
from zanga_desktop.games.zanga.ui.controller import Setup
from zanga_desktop.ui.main_window import MainWindow, autosave_name

#: The autosave of the first registered game, the one these tests play.
AUTOSAVE = autosave_name(registry.get(registry.ids()[0]))


def rules_setup(seed: int, practice: bool = True) -> Setup:
    return Setup(name="Tester", levels=("human", "rules", "rules", "rules"), seed=seed,
                 practice=practice)


def wait_for_human(qtbot, w: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Until the human must act, or the hand or game is over (or, in mesa mode, play is over
    and the summary waits for claims)."""
    ctl = w.controller
    qtbot.waitUntil(lambda: ctl.human_to_act or (
        ctl.state.phase in (Phase.DEAL, Phase.GAME_OVER, Phase.SCORING) and not w.animator.busy
        and w.table.summary.isVisible()), timeout=10000)


def click_card(qtbot, w: MainWindow, card: Card) -> None:  # type: ignore[no-untyped-def]
    """Click the card's visible corner on the view, as a player would."""
    item = w.board.items[card]
    scene_point = item.mapToScene(QPointF(-70, -100))
    pos: QPoint = w.view.mapFromScene(scene_point)
    assert w.view.itemAt(pos) is item, "the card's corner is covered"
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def click_button(qtbot, w: MainWindow, name: str) -> None:  # type: ignore[no-untyped-def]
    button = None
    for root in (w.board.prompt, w.table.summary, w):  # panels live on the table
        # a replaced button lingers hidden until deleted: take the visible one
        found = [b for b in root.findChildren(QPushButton, name) if b.isVisible()]
        if found:
            button = found[0]
            break
    assert button is not None and button.isVisible(), name
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def prompt_names(w: MainWindow) -> list[str]:
    return [b.objectName() for b in w.board.prompt.buttons] if w.board.prompt.isVisible() else []


def take_turn(qtbot, w: MainWindow, prefer: tuple[str, ...] = ("act_say_juego",)) -> None:  # type: ignore[no-untyped-def]
    """One human turn by clicking: a preferred prompt button, else the first; else a legal
    card (the first of the hand as shown)."""
    names = prompt_names(w)
    st = w.controller.state
    if names and not (st.phase is Phase.PLAY and "act_call_cinco" in names
                      and "act_call_cinco" not in prefer):
        choice = next((n for n in prefer if n in names), names[0])
        click_button(qtbot, w, choice)
        return
    seat = st.to_act
    assert seat == 0
    legal = set(st.legal_plays(0))
    card = next(c for c in w.board.human_hand() if c in legal)
    click_card(qtbot, w, card)


def play_hand(qtbot, w: MainWindow, prefer: tuple[str, ...] = ("act_say_juego",)) -> int:  # type: ignore[no-untyped-def]
    """Play the hand in progress to its end by clicking; the number of human turns taken."""
    turns = 0
    index = w.controller.state.hand_index
    while True:
        wait_for_human(qtbot, w)
        st = w.controller.state
        if st.phase in (Phase.DEAL, Phase.GAME_OVER) or st.hand_index != index:
            return turns
        take_turn(qtbot, w, prefer)
        turns += 1
        assert turns < 40
