"""The human's prompt on the table never covers the pot: its caption and its stones stay in
sight in every language, at the window sizes the tests use, for every kind of prompt (the
mano's and the pie's speaking, naming trumps, the answer to a mandar solo, the pie's keep)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRectF, QSizeF
from PySide6.QtWidgets import QApplication
from ui_helpers import wait_for_human

from zanga_desktop.games.zanga.records import Game, GameRecord
from zanga_desktop.games.zanga.rules import Action, Deal, Kind, Phase, Word
from zanga_desktop.games.zanga.ui.controller import Setup
from zanga_desktop.ui import i18n
from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.table.layout import fit_panel

NAMES = ["Tester", "Ana", "Benito", "Carmela"]
SETUP = Setup(name="Tester", levels=("human", "rules", "rules", "rules"), seed=1)
SIZES = ((1280, 800), (1024, 640), (1920, 1080))


@pytest.fixture(autouse=True)
def english_afterwards(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    yield
    i18n.install("en")


def _game(dealer: int, words: list[tuple[int, Word]]) -> GameRecord:
    game = Game(GameRecord(first_hand=False, players=list(NAMES)))
    game.start_hand(dealer, Deal.shuffled(random.Random(3), dealer))
    for seat, word in words:
        game.apply(Action(seat, Kind.SAY, word))
    return game.record


def _mano() -> GameRecord:
    return _game(3, [])  # seat 0 is mano and speaks first


def _pie() -> GameRecord:
    return _game(0, [(1, Word.PASO), (2, Word.PASO), (3, Word.PASO)])  # three passes


def _trump() -> GameRecord:
    return _game(3, [(0, Word.JUEGO), (1, Word.PASO), (2, Word.PASO), (3, Word.PASO)])


def _answer() -> GameRecord:
    return _game(3, [(0, Word.JUEGO), (1, Word.MANDAR_SOLO)])


def _keep() -> GameRecord:
    return _game(0, [(1, Word.PASO), (2, Word.PASO), (3, Word.PASO), (0, Word.ZANGA)])


PROMPTS: dict[str, Callable[[], GameRecord]] = {
    "mano": _mano, "pie": _pie, "trump": _trump, "answer": _answer, "keep": _keep}


def _settle_events(qtbot) -> None:  # type: ignore[no-untyped-def]
    for _ in range(3):
        QCoreApplication.sendPostedEvents()
        QApplication.processEvents()
    qtbot.wait(10)


@pytest.mark.parametrize("lang", ["es", "en", "ja"])
def test_the_prompt_never_covers_the_pot(qtbot, window: MainWindow, lang: str) -> None:  # type: ignore[no-untyped-def]
    i18n.install(lang)
    _settle_events(qtbot)
    board = window.board
    pot = board.piles["pot"]
    caption = pot.mapRectToScene(pot.caption_rect())
    stones = pot.mapRectToScene(pot.stones_rect())
    for width, height in SIZES:
        window.resize(width, height)
        for kind, record in PROMPTS.items():
            window.controller.resume(record(), SETUP)
            wait_for_human(qtbot, window)
            assert board.prompt.isVisible() and board.prompt.buttons, kind
            assert window.controller.state.phase is not Phase.PLAY
            shown = board.prompt_proxy.sceneBoundingRect()
            where = f"{lang} {width}x{height} {kind}: prompt {shown.getRect()}"
            assert not shown.intersects(caption), f"{where} covers the pot's caption"
            assert not shown.intersects(stones), f"{where} covers the pot's stones"
            assert window.scene.sceneRect().contains(shown), f"{where} leaves the table"
            # what it shows is readable: scaled down a little at most
            assert board.prompt_proxy.scale() >= 0.75, where


def test_the_prompt_switched_to_japanese_moves_clear_of_the_pot(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The language changes while the prompt is up: rebuilt in Japanese it is placed again."""
    window.controller.resume(_mano(), SETUP)
    wait_for_human(qtbot, window)
    window.language_actions["ja"].trigger()
    _settle_events(qtbot)
    pot = window.board.piles["pot"]
    shown = window.board.prompt_proxy.sceneBoundingRect()
    assert window.board.prompt.isVisible()
    assert not shown.intersects(pot.mapRectToScene(pot.caption_rect()))
    assert not shown.intersects(pot.mapRectToScene(pot.stones_rect()))


def test_fit_panel_keeps_below_the_ceilings_and_above_the_floors() -> None:
    bounds = QRectF(0, 0, 1600, 1000)
    pot = QRectF(1010, 250, 220, 110)
    piles = [QRectF(280, 600, 220, 110), QRectF(1100, 600, 220, 110)]
    # fits at full size between the pot and the piles
    pos, scale = fit_panel(QSizeF(600, 200), 800, 468, bounds, [pot], [piles])
    assert scale == 1.0 and pos.y() >= pot.bottom() and pos.y() + 200 <= piles[0].top()
    # a little too tall: scaled down to fit
    pos, scale = fit_panel(QSizeF(800, 240), 800, 468, bounds, [pot], [piles])
    assert 0.75 <= scale < 1.0
    assert pos.y() >= pot.bottom() and pos.y() + 240 * scale <= piles[0].top()
    # far too tall for the room above the piles: the next set of floors is used
    pos, scale = fit_panel(QSizeF(800, 330), 800, 468, bounds, [pot], [piles, []])
    assert scale == 1.0 and pos.y() >= pot.bottom()
    # narrow enough to stay clear of the pot sideways: it keeps its natural place
    pos, scale = fit_panel(QSizeF(300, 200), 800, 468, bounds, [pot], [piles])
    assert (pos.x(), pos.y(), scale) == (650, 368, 1.0)
    # no room anywhere: full size, below the pot all the same
    pos, scale = fit_panel(QSizeF(800, 500), 800, 468, bounds, [pot], [piles])
    assert scale == 1.0 and pos.y() >= pot.bottom()


@pytest.mark.parametrize("lang", ["es", "en", "ja"])
def test_trumps_and_the_keep_hide_nothing_needed(qtbot, window: MainWindow, lang: str) -> None:  # type: ignore[no-untyped-def]
    """Naming trumps leaves the speech bubbles and both teams' vales in sight; the choice of
    the zanga leaves the vales and the hand (its own cards are in the prompt too)."""
    i18n.install(lang)
    _settle_events(qtbot)
    board = window.board
    for width, height in ((1366, 740), (1280, 800), (1920, 1050)):
        window.resize(width, height)
        for kind in ("trump", "keep"):
            window.controller.resume(PROMPTS[kind](), SETUP)
            wait_for_human(qtbot, window)
            _settle_events(qtbot)
            shown = board.prompt_proxy.sceneBoundingRect().adjusted(2, 2, -2, -2)
            where = f"{lang} {width}x{height} {kind}"
            for key in ("team0", "team1"):
                pile = board.piles[key]
                assert not shown.intersects(pile.mapRectToScene(pile.stones_rect())), where
                assert not shown.intersects(pile.mapRectToScene(pile.caption_rect())), where
            buttons = [board.prompt_proxy.mapRectToScene(QRectF(
                QPointF(b.mapTo(board.prompt, QPoint(0, 0))), QSizeF(b.size())))
                for b in board.prompt.buttons]
            for bubble in board.bubbles:
                said = bubble.sceneBoundingRect()
                if bubble.isVisible() and shown.intersects(said):
                    # no room between the side seats' words (a wide prompt, a small
                    # window): the word is painted over the prompt, clear of its buttons
                    assert bubble.zValue() > board.prompt_proxy.zValue(), where
                    assert not any(said.intersects(b) for b in buttons), where
            if kind == "keep":
                for card in window.controller.state.hands[0]:
                    item = board.items[card]
                    assert not shown.intersects(item.sceneBoundingRect()), (where, card)
            assert board.prompt_proxy.scale() >= 0.72, where


def test_what_a_seat_said_is_never_painted_under_the_prompt(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """On a small screen the trump prompt may reach a side seat's bubble (1366x768 with the
    tutor open): the bubble is painted above the prompt, so the word stays readable, and
    below the last-trick peek."""
    board = window.board
    window.controller.resume(PROMPTS["trump"](), SETUP)
    wait_for_human(qtbot, window)
    _settle_events(qtbot)
    assert board.prompt_proxy.isVisible()
    scene = board.prompt_proxy.scene()
    for bubble in board.bubbles:
        assert board.prompt_proxy.zValue() < bubble.zValue() < board.peek.zValue()
        bubble.say("Paso")
        # moved onto the prompt, as a side seat's bubble can be: still the topmost
        bubble.setPos(board.prompt_proxy.sceneBoundingRect().topLeft())
        centre = bubble.sceneBoundingRect().center()
        above = [i for i in scene.items(centre) if i.isVisible()]
        assert above and above[0] is bubble
