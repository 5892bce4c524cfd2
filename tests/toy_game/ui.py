"""La Alta's table: the least a game writes for the shell. The window, menus, files, autosave,
start screen, statistics and help around it are the shell's; this module gives the table
package's offer (`ui/game_table.py`) and a board that shows the cards and takes clicks."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFormLayout, QGraphicsSimpleTextItem, QMainWindow, QWidget

from zanga_desktop.core.game import Match
from zanga_desktop.core.setup import HUMAN, GameSetup
from zanga_desktop.ui.game_table import StartTexts
from zanga_desktop.ui.new_game import chosen_name
from zanga_desktop.ui.table.card_item import CardItem
from zanga_desktop.ui.table.controller import TableController
from zanga_desktop.ui.table.docks import LogDock, TutorDock
from zanga_desktop.ui.table.front import GameTable, TableFront
from zanga_desktop.ui.table.saved_game import GameInfo

from .game import GAME, Play, ToyMatch, View


class Board:
    """The human's cards at the bottom, the other's backs at the top, the card led in the
    middle and the scores; a click on a card plays it."""

    def __init__(self, window: Any, controller: TableController) -> None:
        self.scene, self.deck, self.controller = window.scene, window.deck, controller
        self.items: list[CardItem] = []
        self.score = QGraphicsSimpleTextItem()
        self.scene.addItem(self.score)
        self.score.setPos(60, 60)
        controller.reset.connect(lambda _resumed: self.show())
        controller.dealt.connect(lambda _step: self.show())
        controller.acted.connect(lambda _step: self.show())
        controller.human_turn.connect(lambda _obs: self.show())

    def show(self) -> None:
        for item in self.items:
            self.scene.removeItem(item)
        self.items = []
        view: View = self.controller.match.observe(0)
        legal = {p.card for p in view.legal}
        for i, card in enumerate(view.hand):
            item = CardItem(card, self.deck)
            item.set_face_up(True)
            item.setScale(0.6)
            item.setPos(QPointF(560 + i * 160, 840))
            item.set_clickable(card in legal and self.controller.human_to_act)
            item.clicked.connect(lambda c: self.controller.act(Play(0, c)))
            self.scene.addItem(item)
            self.items.append(item)
        if view.led is not None:
            led = CardItem(view.led, self.deck)
            led.set_face_up(True)
            led.setScale(0.6)
            led.setPos(QPointF(800, 480))
            self.scene.addItem(led)
            self.items.append(led)
        self.score.setText(f"{view.points[0]} : {view.points[1]}")

    def handle_key(self, event: QKeyEvent) -> bool:
        return False

    def handle_key_release(self, event: QKeyEvent) -> bool:
        return False

    def retranslate(self) -> None:
        self.show()

    def set_highlight(self, on: bool) -> None:
        """Nothing to highlight: the cards that may be played are the clickable ones."""

    def redraw_cards(self) -> None:
        for item in self.items:
            item.update()


class ToyTable(TableFront):
    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window, GAME)
        w: Any = window
        self.controller = TableController(w.animator, GAME.new_match(), w)
        self.board = Board(w, self.controller)
        self.tutor = TutorDock(w)
        self.log = LogDock(w.deck, 0, w)
        w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.tutor)
        w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log)
        self.controller.refused.connect(lambda exc: self.tutor.say(exc.message, True))
        self.controller.human_turn.connect(lambda _obs: self.changed.emit())
        self.controller.hand_over.connect(lambda _step: self.controller.deal_next())
        self.setup: GameSetup | None = None

    def _seat(self, setup: GameSetup, match: ToyMatch, resumed: bool) -> None:
        players = {s: GAME.player(level, (setup.seed or 0) + s)
                   for s, level in enumerate(setup.levels) if level != HUMAN}
        humans = [s for s, level in enumerate(setup.levels) if level == HUMAN]
        self.controller.start(match, players, humans, random.Random(setup.seed),
                              resumed=resumed)

    def new_game(self, setup: GameSetup) -> None:
        self.setup = setup
        self._seat(setup, GAME.new_match(players=(setup.name, "Benito")), resumed=False)

    def resume(self, match: Match[Any, Any], opened: bool,
               levels: Sequence[str] | None = None) -> None:
        assert isinstance(match, ToyMatch)
        setup = self.setup or setup_from_settings()
        if levels is not None:  # the seats as the player last chose them
            setup = replace(setup, levels=tuple(levels))
        self._seat(setup, match, resumed=True)

    def how_to_play_html(self) -> str:
        return "<p>Two players, three cards each: the higher card takes a point.</p>"


def make_table(window: QMainWindow) -> GameTable:
    return ToyTable(window)


@dataclass
class Options:
    more: QWidget

    def wants_more(self) -> bool:
        return False

    def show_more(self, on: bool) -> None:
        """La Alta has no rule options."""

    def store(self) -> None:
        """Nothing chosen to remember."""


def make_options(dialog: QWidget, form: QFormLayout) -> Options:
    return Options(QWidget())


#: The seed Play now deals with (a test sets it, to know how the game goes).
SEED: int | None = None


def setup_from_settings() -> GameSetup:
    return GameSetup(game=GAME.id, name=chosen_name(), levels=(HUMAN, "random"),
                     preset="plain", seed=SEED)


def title() -> str:
    return "La Alta"


def start_texts(info: GameInfo | None = None, quick: GameSetup | None = None) -> StartTexts:
    return StartTexts(title="La Alta", subtitle="A toy game", intro="The higher card wins.",
                      learn_heading="", learn_caption="", rules_caption="", lessons=False,
                      quick="against Random" if quick is not None else "")


def statistics_labels() -> dict[str, str]:
    return {"points_won": "Points won"}
