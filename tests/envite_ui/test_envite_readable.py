"""Ten players on a 1366 x 768 screen, and the lessons' smaller table: the key words (the
vira and the stake, the envío and seña buttons and their lines) are drawn at least
MIN_TEXT_PX pixels high on the screen, measured as drawn: the font's pixel size times every
scale between it and the screen (its item's, its proxy's, the view's)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QGraphicsProxyWidget, QGraphicsView, QLabel, QPushButton
from pytestqt.qtbot import QtBot

from zanga_desktop.games.envite.ui.board import EnviteBoard
from zanga_desktop.games.envite.ui.controller import HUMAN, EnviteSetup, default_names
from zanga_desktop.ui.table.pieces import table_font

#: The least height, in screen pixels, of a key word's font.
MIN_TEXT_PX = 11.0


def _view(board: EnviteBoard) -> QGraphicsView:
    return board.scene.views()[0]


def stake_px(board: EnviteBoard) -> float:
    label = board.stake
    assert label.isVisible() and "Vira" in label.text
    font_px = QFontInfo(table_font(label.size, True)).pixelSize()
    return font_px * label.sceneTransform().m11() * _view(board).transform().m11()


def prompt_px(board: EnviteBoard) -> dict[str, float]:
    """Each button's and line's text height on the screen, by its name or text."""
    proxy: QGraphicsProxyWidget = board.prompt_proxy
    assert proxy.isVisible()
    k = proxy.sceneTransform().m11() * _view(board).transform().m11()
    out: dict[str, float] = {}
    for w in board.prompt.findChildren(QPushButton) + board.prompt.findChildren(QLabel):
        if w.isVisible() and w.text():
            out[str(w.property("act") or w.text())] = QFontInfo(w.font()).pixelSize() * k
    return out


@pytest.fixture
def ten(qtbot, stage) -> Iterator[EnviteBoard]:  # type: ignore[no-untyped-def]
    stage.resize(1366, 768)
    stage.table.new_game(EnviteSetup(5, (HUMAN,) * 10, default_names(10), seed=4))
    board = stage.table.board
    qtbot.waitUntil(lambda: board.prompt_proxy.isVisible()
                    and any(b.isVisible() for b in board.prompt.buttons), timeout=5000)
    yield stage.table.board


def test_ten_players_at_1366x768_keep_the_stake_readable(ten: EnviteBoard) -> None:
    assert stake_px(ten) >= MIN_TEXT_PX  # before: 7 to 8 pixels


def test_ten_players_at_1366x768_keep_the_envio_and_senas_readable(ten: EnviteBoard) -> None:
    sizes = prompt_px(ten)
    assert "bet" in sizes and any(k.startswith("sena_") for k in sizes)
    small = {k: round(v, 1) for k, v in sizes.items() if v < MIN_TEXT_PX}
    assert small == {}


def test_the_lessons_table_keeps_its_words_readable(qtbot: QtBot) -> None:
    from zanga_desktop.games.envite.learn.lessons import LearnWindow

    w = LearnWindow(speed="instant")
    qtbot.addWidget(w)
    w.controller.pace_ms = 0
    w.resize(1366, 768)
    w.show()
    try:
        prompts = 0
        for index, lesson in enumerate(w.lessons):
            w.open_lesson(index)
            for step in range(len(lesson.steps)):
                w.show_step(step)
                qtbot.waitUntil(lambda: not w.animator.busy, timeout=10000)
                if w.board.stake.isVisible() and "Vira" in w.board.stake.text:
                    assert stake_px(w.board) >= MIN_TEXT_PX, (lesson.id, step)
                if w.board.prompt_proxy.isVisible():
                    qtbot.waitUntil(lambda: all(b.isVisible() for b in w.board.prompt.buttons),
                                    timeout=5000)
                    prompts += 1
                    small = {k: v for k, v in prompt_px(w.board).items() if v < MIN_TEXT_PX}
                    assert small == {}, (lesson.id, step)
        assert prompts
    finally:
        w.controller.shutdown()
