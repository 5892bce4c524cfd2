"""The views paint from what the controller hands them (issue 23): the `Played` record of each
deal and action, the human seat's `Observation`, the controller's `table`; the controller is
the only caller of the engine, verifies an action once, and opens a file with one replay."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsScene
from ui_helpers import click_button, rules_setup, take_turn, wait_for_human

from zanga_desktop.games.zanga.learn.lessons import LessonController
from zanga_desktop.games.zanga.records import Game, save_record
from zanga_desktop.games.zanga.rules import GameState, Kind, Phase
from zanga_desktop.games.zanga.rules.cards import sort_key
from zanga_desktop.games.zanga.ui import controller as controller_module
from zanga_desktop.games.zanga.ui.board import ZangaBoard
from zanga_desktop.games.zanga.ui.controller import GameController, Setup
from zanga_desktop.games.zanga.ui.news import Played
from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.table.animator import Animator
from zanga_desktop.ui.table.art import Deck

UI = Path(controller_module.__file__).parent
#: The controller owns the engine; `news` turns its state into the records it tells.
#: The controller; `news`, which writes its records; and the reader of saved files, which
#: replays a file to describe it on the start screen (no view of the table).
ENGINE_SIDE = {"controller.py", "news.py", "saved_game.py",
               # the scripts that take the documentation's pictures drive a game
               "shots.py", "window_shots.py"}
ENGINE_CALLS = {"state", "legal_plays", "legal_actions", "verify", "claim_actions", "observe",
                "apply", "settle", "undo"}
#: The controller's own commands of the same names (taking a card back, settling).
CONTROLLER_CALLS = {"undo", "settle"}


class SealedController(GameController):
    """A controller whose engine state only the controller itself may read."""

    @property
    def state(self) -> GameState:
        caller = Path(sys._getframe(1).f_code.co_filename)
        if caller != Path(controller_module.__file__):
            raise AssertionError(f"{caller.name} read the engine's state")
        return self.game.state


def _press(board: ZangaBoard, key: Qt.Key) -> bool:
    return board.handle_key(QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier))


def test_the_board_plays_whole_hands_without_reading_the_engine_state(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The board (cards, stones, plates, buttons, keys, prompt) is driven through two hands,
    the human's turns taken with its own keys and prompt buttons, by a controller whose
    state raises for any reader but the controller: the table still ends as the engine
    says."""
    scene = QGraphicsScene()
    animator = Animator(0.0)
    ctl = SealedController(animator)
    ctl.pace_ms = 0
    board = ZangaBoard(scene, animator, ctl, Deck())
    played: list[Played] = []
    ctl.acted.connect(played.append)
    ctl.dealt.connect(played.append)
    ctl.new_game(Setup(name="Tester", levels=("human", "rules", "rules", "rules"), seed=5))
    hands = 0
    turns = 0
    while hands < 2:
        qtbot.waitUntil(lambda: ctl.human_to_act or (
            ctl.table.phase in (Phase.DEAL, Phase.GAME_OVER) and not animator.busy),
            timeout=10000)
        st = ctl.game.state
        if st.phase in (Phase.DEAL, Phase.GAME_OVER):
            hands += 1
            assert (board.piles["team0"].count, board.piles["team1"].count,
                    board.piles["pot"].count) == (st.vales[0], st.vales[1], st.pot)
            if st.is_over or hands == 2:
                break
            ctl.deal_next()
            continue
        turns += 1
        if board.prompt.isVisible() and board.prompt.buttons:
            names = [b.objectName() for b in board.prompt.buttons]
            board.prompt.buttons[names.index("act_say_juego") if "act_say_juego" in names
                                 else 0].click()
            continue
        assert board.human_hand() == sorted(st.hands[0], key=lambda c: sort_key(c, st.trump))
        for _ in range(2 * len(st.hands[0])):  # the arrows and Enter, until a card is taken
            assert _press(board, Qt.Key.Key_Right)
            _press(board, Qt.Key.Key_Return)
            if not ctl.human_to_act:
                break
        assert not ctl.human_to_act
    assert turns >= 8
    assert any(p.taken is not None for p in played)
    assert sum(1 for p in played if p.action is None) == hands  # each deal told
    ctl.shutdown()


def test_no_view_module_asks_the_engine() -> None:
    """Only the controller (and `news`, which writes its records) touches the engine: no
    other module of the table reads `.state`, imports `GameState` or `observe`, or calls
    the engine's `verify`, `legal_plays`, `apply`..."""
    offenders: list[str] = []
    for path in sorted(UI.glob("*.py")):
        if path.name in ENGINE_SIDE:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            asks_controller = (isinstance(node, ast.Attribute)
                               and isinstance(node.value, ast.Attribute)
                               and node.value.attr == "controller"
                               and node.attr in CONTROLLER_CALLS)
            if (isinstance(node, ast.Attribute) and node.attr in ENGINE_CALLS
                    and not asks_controller):
                offenders.append(f"{path.name}:{node.lineno} .{node.attr}")
            if isinstance(node, ast.ImportFrom):
                for alias in node.names:
                    if alias.name in ("GameState", "observe"):
                        offenders.append(f"{path.name}:{node.lineno} imports {alias.name}")
    assert offenders == []


def test_the_lessons_window_asks_its_controller_not_the_engine() -> None:
    """The lessons' window checks answers through `LessonController` (which alone reads the
    position's state), as the table's views do through the game controller."""
    import zanga_desktop.games.zanga.learn.lessons as lessons

    tree = ast.parse(Path(lessons.__file__).read_text(encoding="utf-8"))
    offenders: list[str] = []
    for top in tree.body:
        if isinstance(top, ast.ClassDef) and top.name == "LessonController":
            continue
        for node in ast.walk(top):
            asks_controller = (isinstance(node, ast.Attribute)
                               and isinstance(node.value, ast.Attribute)
                               and node.value.attr == "controller"
                               and node.attr in CONTROLLER_CALLS)
            if (isinstance(node, ast.Attribute) and node.attr in ENGINE_CALLS
                    and not asks_controller):
                offenders.append(f"lessons.py:{node.lineno} .{node.attr}")
    assert offenders == []


def test_a_human_action_is_verified_once(qtbot, window: MainWindow,  # type: ignore[no-untyped-def]
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    checked: list[object] = []
    verify = GameState.verify

    def counted(self: GameState, action: object) -> None:
        checked.append(action)
        verify(self, action)  # type: ignore[arg-type]

    monkeypatch.setattr(GameState, "verify", counted)
    window.new_game(rules_setup(3))
    wait_for_human(qtbot, window)
    ctl = window.controller
    seen: list[Played] = []
    ctl.acted.connect(seen.append)
    take_turn(qtbot, window)
    mine = [p.action for p in seen if p.action is not None and p.action.seat == 0]
    assert len(mine) == 1
    assert checked.count(mine[0]) == 1


def test_a_refused_card_is_verified_once_and_wobbles(qtbot, window: MainWindow,  # type: ignore[no-untyped-def]
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    window.new_game(rules_setup(3))
    ctl = window.controller
    for _ in range(40):  # on to a trick the human must follow, holding an illegal card
        wait_for_human(qtbot, window)
        st = ctl.game.state
        if st.phase is Phase.PLAY and st.trick and len(st.legal_plays(0)) < len(st.hands[0]):
            break
        if st.phase in (Phase.DEAL, Phase.GAME_OVER):
            click_button(qtbot, window, "next_hand")
            continue
        take_turn(qtbot, window)
    else:
        raise AssertionError("no trick to follow came up")
    checked: list[object] = []
    verify = GameState.verify

    def counted(self: GameState, action: object) -> None:
        checked.append(action)
        verify(self, action)  # type: ignore[arg-type]

    monkeypatch.setattr(GameState, "verify", counted)
    refused: list[object] = []
    ctl.refused.connect(refused.append)
    bad = next(c for c in st.hands[0] if c not in st.legal_plays(0))
    assert not ctl.play(bad)
    assert len(refused) == 1 and len(checked) == 1


def test_opening_a_file_replays_it_once(qtbot, window: MainWindow, tmp_path: Path,  # type: ignore[no-untyped-def]
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    window.new_game(rules_setup(4))
    for _ in range(6):
        wait_for_human(qtbot, window)
        take_turn(qtbot, window)
    wait_for_human(qtbot, window)
    path = tmp_path / "mid.zanga.json"
    save_record(window.controller.game.record, path)
    replays: list[int] = []
    from_record = Game.from_record.__func__  # type: ignore[attr-defined]

    def counted(cls: type[Game], record: object) -> Game:
        # the autosave of the game on the table is read too, to keep it aside: not this file
        frame = sys._getframe(1)
        callers = set()
        while frame is not None:
            callers.add(frame.f_code.co_name)
            frame = frame.f_back  # type: ignore[assignment]
        if "read_saved" not in callers:
            replays.append(1)
        return from_record(cls, record)  # type: ignore[no-any-return]

    monkeypatch.setattr(Game, "from_record", classmethod(counted))
    lines_before = window.log.list.count()
    assert window.load_file(path)
    assert len(replays) == 1
    assert window.log.list.count() >= lines_before - 1  # the hand so far is told again
    qtbot.waitUntil(lambda: window.controller.human_to_act, timeout=10000)


def test_the_hand_so_far_is_the_hand_as_it_was_played(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    told: list[Played] = []
    window.controller.dealt.connect(told.append)
    window.controller.acted.connect(told.append)
    window.new_game(rules_setup(4))
    for _ in range(5):
        wait_for_human(qtbot, window)
        take_turn(qtbot, window)
    wait_for_human(qtbot, window)
    again = window.controller.hand_so_far()
    assert [p.action for p in again] == [p.action for p in told]
    assert [p.table for p in again] == [p.table for p in told]
    assert [p.before for p in again] == [p.before for p in told]
    assert [p.taken for p in again] == [p.taken for p in told]
    assert [p.observation for p in again] == [p.observation for p in told]
    assert any(p.action is not None and p.action.kind is Kind.PLAY for p in again)


def test_the_lesson_controller_uses_only_public_hooks() -> None:
    """The lessons' controller overrides none of the game controller's private methods."""
    # the game controller's own members and those of the toolkit's TableController below it
    members = {name for cls in GameController.__mro__
               if cls.__module__.startswith("zanga_desktop.") for name in vars(cls)}
    private = {name for name in members if name.startswith("_") and not name.startswith("__")}
    assert private & set(vars(LessonController)) == set()
    for hook in ("screen", "moves_on", "accept", "clear_table"):
        assert hook in members
