"""Driving La Báciga's table through its real widgets: cards clicked on the view, the
prompt's buttons and the comodín's ranks clicked."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from seat_board_clicks import button, click_card, press  # noqa: F401  (the tables' tests take them from here)

from zanga_desktop.core.setup import HUMAN
from zanga_desktop.games.baciga.rules import Action, Card, Kind, Phase, Way, Word
from zanga_desktop.games.baciga.ui.board import BacigaBoard
from zanga_desktop.games.baciga.ui.controller import BacigaSetup, default_names


def setup(seats: int = 2, seed: int = 5, levels: Sequence[str] | None = None,
          **options: object) -> BacigaSetup:
    lv = tuple(levels) if levels is not None else (HUMAN,) * seats
    return BacigaSetup(seats, lv, default_names(seats), seed=seed, options=options)


def pick_rank(qtbot: QtBot, board: BacigaBoard, rank: int) -> None:
    assert board.picker_proxy.isVisible(), "no comodín's ranks are offered"
    b = board.picker.button(f"rank_{rank}")
    assert b is not None, [x.property("act") for x in board.picker.buttons]
    qtbot.mouseClick(b, Qt.MouseButton.LeftButton)


def do(qtbot: QtBot, board: BacigaBoard, action: Action) -> None:
    """An action of the player to act, made as a player makes it: cards clicked, then the
    prompt's button, then the comodines' ranks."""
    ctl = board.controller
    assert ctl.human_to_act and action.seat == ctl.match.to_act
    if action.kind is Kind.SAY:
        if action.value is Word.PASO and action.discard:
            for card in action.discard:
                assert isinstance(card, Card)
                click_card(qtbot, board, card)
        press(qtbot, board, str(action.value))
        for _c, rank in action.fix:
            pick_rank(qtbot, board, rank)
    elif action.kind is Kind.TAPAR:
        assert isinstance(action.value, Card)
        click_card(qtbot, board, action.value)
    elif action.kind is Kind.DRAW:
        press(qtbot, board, "up" if action.value is Way.UP else "down")
    elif action.kind is Kind.STAND:
        press(qtbot, board, "stand")
        for _c, rank in action.fix:
            pick_rank(qtbot, board, rank)
    elif action.kind is Kind.SALIR:
        press(qtbot, board, "salir")
    else:
        raise AssertionError(action)


Policy = Callable[[Sequence[Action]], Action]


def play_deal(qtbot: QtBot, board: BacigaBoard, choose: Policy, limit: int = 200) -> None:
    """Click through the deal on the table until it is over, each human turn's action
    chosen by `choose` among the legal ones."""
    ctl = board.controller
    for _ in range(limit):
        qtbot.waitUntil(lambda: ctl.human_to_act or ctl.match.needs_deal or ctl.match.is_over,
                        timeout=20000)
        if ctl.match.needs_deal or ctl.match.is_over:
            return
        legal = list(ctl.match.legal_actions())
        action = choose(legal)
        before = len(ctl.baciga.game.record.deals[-1].actions)
        do(qtbot, board, action)
        deals = ctl.baciga.game.record.deals
        assert len(deals[-1].actions) == before + 1 or ctl.match.needs_deal \
            or ctl.match.is_over, action
        assert deals[-1].actions[-1] == action or ctl.match.needs_deal, action
    raise AssertionError("the deal did not end")


def in_phase(board: BacigaBoard, phase: Phase) -> bool:
    return board.controller.baciga.state.phase is phase


def put_deal(table: object, seats: int, dealer: int, hands: dict[str, tuple[str, ...]],
             stock: tuple[str, ...] = (), actions: tuple[dict[str, object], ...] = (),
             levels: Sequence[str] | None = None, points: tuple[int, int] = (0, 0),
             options: dict[str, object] | None = None, seed: int = 9) -> None:
    """A deal put on the table from a record: the cards fixed, the rest shuffled by `seed`,
    the actions played so far; every seat human unless `levels` says."""
    from zanga_desktop.games.baciga.game import GAME
    from zanga_desktop.games.baciga.learn.content import Position

    position = Position(seats, dealer, dict(hands), stock, actions, dict(options or {}),
                        points, seed)
    match = GAME.load_match(position.record_json())
    lv = tuple(levels) if levels is not None else (HUMAN,) * seats
    names = default_names(seats)
    table.resume(match, opened=False,  # type: ignore[attr-defined]
                 setup=BacigaSetup(seats, lv, names, options=dict(options or {})))
