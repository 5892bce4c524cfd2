"""El Envite's table in a window: the controller, the board, the tutor and the log docked
beside it, and the partido's files (save, open, export, autosave of `.envite.json`).

The window gives it `scene`, `view`, `animator` and `deck` (the shell's main window does, and
so does any bare stage).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QMainWindow

from ....ui.i18n import tr
from ....ui.table.docks import LogDock, TutorDock
from ..records import EnviteGame, load_record
from ..rules import EnviteError, Kind, team
from . import words
from .board import EnviteBoard
from .controller import HUMAN, EnviteController, EnviteSetup
from .news import EnviteNews
from .tutor_text import explain


class EnviteTable(QObject):
    changed = Signal()

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window: Any = window
        w = self.window
        self.controller = EnviteController(w.animator, w)
        self.board = EnviteBoard(w.scene, w.animator, self.controller, w.deck)
        self.tutor = TutorDock(w)
        self.log = LogDock(w.deck, 10, w)
        w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.tutor)
        w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log)
        w.resizeDocks([self.tutor], [250], Qt.Orientation.Horizontal)
        self.docks = (self.tutor, self.log)
        ctl = self.controller
        ctl.refused.connect(self._on_refused)
        ctl.dealt.connect(self._on_dealt)
        ctl.acted.connect(self._on_acted)
        ctl.human_turn.connect(lambda _obs: self.changed.emit())
        ctl.notice.connect(lambda text: self.tutor.say(text, True))

    # ---------------------------------------------------------------- games

    def new_game(self, setup: EnviteSetup) -> None:
        self.log.clear()
        self.tutor.clear_refusal()
        self.controller.new_game(setup)

    def resume(self, path: str | Path, setup: EnviteSetup | None = None) -> None:
        """Open a saved partido (RecordError if the file is refused) and play on."""
        record = load_record(path)
        game = EnviteGame.from_record(record)
        seats = 2 * record.team_size
        setup = setup or EnviteSetup(record.team_size, (HUMAN,) * seats,
                                     tuple(record.players), record.captains, record.preset,
                                     record.options)
        self.log.clear()
        self.controller.resume(game, setup)

    def save(self, path: str | Path) -> None:
        self.controller.save(path)

    @property
    def autosave_path(self) -> Path | None:
        return self.controller.autosave_path

    @autosave_path.setter
    def autosave_path(self, path: Path | None) -> None:
        self.controller.autosave_path = path

    def undo(self) -> bool:
        return self.controller.undo()

    def shutdown(self) -> None:
        self.controller.shutdown()

    # ---------------------------------------------------------------- narration

    def _on_refused(self, exc: object) -> None:
        if isinstance(exc, EnviteError):
            lines = explain(exc)
            self.tutor.show_refusal(lambda: lines)
            toast = getattr(self.window, "toast", None)
            if toast is not None:
                toast.show_text(lines[0])

    def _on_dealt(self, news: EnviteNews) -> None:
        self.tutor.clear_refusal()
        obs = news.obs
        if obs.vira is None:
            return
        vira = obs.vira
        self.log.add(lambda: tr("New hand: {0} deals, the vira is the {1}").format(
            news.names[obs.dealer or 0], vira.name))
        if obs.tumbo is not None and obs.tumbo.value == "forzoso":
            self.log.add(lambda: tr("Tumbo forzoso: both teams are in tumbo"))

    def _on_acted(self, news: EnviteNews) -> None:
        self.tutor.clear_refusal()
        action = news.step.action
        if action is None:
            return
        name = news.names[action.seat]
        if action.kind is Kind.PLAY and action.value is not None:
            card = action.value
            self.log.add(lambda: tr("{0} plays the {1}").format(name, getattr(card, "name",
                                                                                 card)))
        elif action.kind is Kind.SENA:
            if team(action.seat) == team(news.viewer) or (news.obs.senas and \
                    news.obs.senas[-1].seat == action.seat):
                text = words.said(action)
                self.log.add(lambda: tr("{0} makes the seña: {1}").format(name, text))
        elif action.kind is not Kind.DECLINE:
            text = words.said(action)
            self.log.add(lambda: f"{name}: {text}")
        d = news.detail
        if d is not None and d.taker is not None:
            taker = news.names[d.taker]
            self.log.add(lambda: tr("{0} takes the trick").format(taker))
        self.changed.emit()
