"""A saved game watched again (Game > Watch a saved game), in a window of its own: the
shell's window on the record's game (made by the caller, so that this module needs no
window class), its table the game's own driven by a `ReplaySession`, a bar of steps under
it (to the hand before, a move back, play and pause, a move on, to the next hand, and a
slider over the whole game), and no menu item that would play or change the game. It keeps
nothing: no autosave, no statistics, and the game on the program's own table is left as it
was.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSlider,
    QStyle,
    QToolBar,
    QWidget,
)

from ...core import registry
from ...core.game import GameDefinition, Match
from ...core.replay import Replay
from ...limits import MAX_ECHO_CHARS, cut
from .. import file_seats
from ..i18n import tr
from ..player_name import shown
from ..table.front import Feature
from .session import ReplaySession

#: The windows of games being watched, kept until each is closed.
_OPEN: set[Any] = set()


class ReplayBar(QToolBar):
    """The steps through the game, under the table."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("replay_bar")
        self.setMovable(False)
        self.setFloatable(False)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        style = window.style()
        pixmap = QStyle.StandardPixmap

        def step(name: str, icon: QStyle.StandardPixmap, keys: str) -> QAction:
            action = self.addAction(style.standardIcon(icon), "")
            action.setObjectName(name)
            action.setShortcut(QKeySequence(keys))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            return action

        self.act_first = step("replay_previous_hand", pixmap.SP_MediaSkipBackward, "PgUp")
        self.act_back = step("replay_back", pixmap.SP_MediaSeekBackward, "Left")
        self.act_play = step("replay_play", pixmap.SP_MediaPlay, "Space")
        self.act_play.setCheckable(True)
        self.act_forward = step("replay_forward", pixmap.SP_MediaSeekForward, "Right")
        self.act_next = step("replay_next_hand", pixmap.SP_MediaSkipForward, "PgDown")
        self._play_icon = style.standardIcon(pixmap.SP_MediaPlay)
        self._pause_icon = style.standardIcon(pixmap.SP_MediaPause)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("replay_slider")
        self.slider.setMinimumWidth(160)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrows step the game
        self.addWidget(self.slider)
        self.every_hand = QCheckBox(self)
        self.every_hand.setObjectName("replay_every_hand")
        self.every_hand.setChecked(True)
        self.every_hand.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Space plays the game
        self.addWidget(self.every_hand)
        self.seen_label = QLabel(self)
        self.seen_label.setContentsMargins(12, 0, 4, 0)
        self.addWidget(self.seen_label)
        self.seen_from = QComboBox(self)
        self.seen_from.setObjectName("replay_seen_from")
        # reached by its label's letter or Tab, its Up and Down choosing; a click leaves the
        # focus where it was (the arrow keys step the game either way: they are shortcuts)
        self.seen_from.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.seen_label.setBuddy(self.seen_from)
        self.addWidget(self.seen_from)
        self.where = QLabel(self)
        self.where.setObjectName("replay_where")
        self.where.setContentsMargins(8, 0, 8, 0)
        self.addWidget(self.where)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Watching the game"))
        self.act_first.setText(tr("To the start of the deal, or the deal before (Page Up)"))
        self.act_back.setText(tr("A move back (Left)"))
        self.act_forward.setText(tr("The next move (Right)"))
        self.act_next.setText(tr("To the next deal (Page Down)"))
        self.every_hand.setText(tr("&Every hand face up"))
        self.every_hand.setToolTip(tr("Every player's cards face up; unticked, the table "
                                      "shows the game as the seat it is seen from saw it"))
        self.seen_label.setText(tr("Seen &from:"))
        self.seen_from.setToolTip(tr("The player at the bottom of the table"))
        self.show_playing(self.act_play.isChecked())

    def set_seats(self, names: Sequence[str], seat: int) -> None:
        """The players the table may be seen from, `seat`'s chosen."""
        self.seen_from.blockSignals(True)
        self.seen_from.clear()
        self.seen_from.addItems(list(names))
        self.seen_from.setCurrentIndex(seat)
        self.seen_from.blockSignals(False)

    def show_playing(self, on: bool) -> None:
        self.act_play.blockSignals(True)
        self.act_play.setChecked(on)
        self.act_play.blockSignals(False)
        self.act_play.setIcon(self._pause_icon if on else self._play_icon)
        self.act_play.setText(tr("Pause (Space)") if on else
                              tr("Play the moves one after another (Space)"))


class Watching(QObject):
    """`window` (the shell's main window, made for `game`) turned to watching the game of
    `match` (its title as `title_note` says,
    its seats shown played as `levels` say, if known): the bar, the session, and only the
    menu items that change nothing."""

    def __init__(self, window: Any, game: GameDefinition, match: Match[Any, Any],
                 title_note: Callable[[str], str], levels: Sequence[str] | None) -> None:
        super().__init__(window)
        window.setObjectName("replay_window")
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.ends_the_program = False  # the program's own window stays open beside it
        window.table.withhold(Feature.UNDO | Feature.EXPORT | Feature.REPORT | Feature.HINT
                              | Feature.CLAIM)
        window.withhold_actions(window.act_new, window.act_load, window.act_save,
                                window.act_export, window.act_undo, window.act_start,
                                window.act_hint, window.act_report, window.act_watch,
                                window.act_watch_this)
        window.act_quit.triggered.disconnect()
        window.act_quit.triggered.connect(window.close)
        window.title_note = title_note
        window.setWindowTitle(window._title())
        self.bar = bar = ReplayBar(window)
        window.addToolBar(Qt.ToolBarArea.BottomToolBarArea, bar)
        replay = Replay(game, match.record_json())
        self.session = session = ReplaySession(window.table, replay, levels, self)
        bar.slider.setRange(0, max(0, len(replay) - 1))
        bar.act_first.triggered.connect(session.previous_hand)
        bar.act_back.triggered.connect(session.back)
        bar.act_forward.triggered.connect(session.forward)
        bar.act_next.triggered.connect(session.next_hand)
        bar.act_play.toggled.connect(session.play)
        bar.every_hand.toggled.connect(session.show_every_hand)
        bar.seen_from.currentIndexChanged.connect(session.see_from)
        bar.slider.valueChanged.connect(self._slid)
        session.moved.connect(self._moved)
        session.playing_changed.connect(bar.show_playing)
        window.installEventFilter(self)
        session.show(0)
        self._name_seats()

    def _name_seats(self) -> None:
        controller = self.session.controller
        self.bar.set_seats([shown(n) for n in controller.names], controller.seen_from)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self.bar.retranslate()
            self._name_seats()
            self._moved(self.session.index)
        elif event.type() == QEvent.Type.Close:
            self.session.play(False)
        return False

    def _slid(self, index: int) -> None:
        if index != self.session.index:
            self.session.play(False)
            self.session.show(index)

    def _moved(self, index: int) -> None:
        replay = self.session.replay
        at = replay.positions[index]
        bar = self.bar
        bar.slider.blockSignals(True)
        bar.slider.setValue(index)
        bar.slider.blockSignals(False)
        bar.where.setText(tr("Deal {0} of {1}, move {2} of {3}").format(
            at.hand + 1, len(replay.hands), at.moves, len(replay.moves_of(at.hand))))
        last = len(replay) - 1
        bar.act_back.setEnabled(index > 0)
        bar.act_first.setEnabled(index > 0)
        bar.act_forward.setEnabled(index < last)
        bar.act_next.setEnabled(index < last)


def watch_file(parent: QWidget, path: str | Path,
               window_for: Callable[[GameDefinition], Any]) -> Any:
    """Open the game at `path` in a window (`window_for(game)`, the game its name says,
    else the one of `parent`'s table) that shows it again move by move; the window, or
    None: a file that is no game, or a game with no hand dealt, is said so and opens
    nothing. Each seat is shown played as when the file was saved or opened here."""
    path = Path(path)
    game = registry.for_file(path) or getattr(parent, "game", None)
    if game is None:
        return None
    window = window_for(game)
    match, problem = window.table.check_record(path)
    if match is None:
        _drop(window)
        QMessageBox.warning(parent, tr("Cannot watch this file"),
                            tr("The game could not be opened: {0}").format(problem))
        return None
    name = cut(path.name, MAX_ECHO_CHARS)
    return _watch(parent, window, game, match,
                  lambda title: tr("{0}: watching {1}").format(title, name),
                  file_seats.recall(path, window._known_levels()))


def watch_match(parent: QWidget, game: GameDefinition, match: Match[Any, Any],
                levels: Sequence[str], window_for: Callable[[GameDefinition], Any]) -> Any:
    """The game of `match` (the one on `parent`'s table, seated as `levels`) shown again
    move by move in a window of its own (`window_for(game)`); the window, or None if no
    hand of it was dealt (said so)."""
    window = window_for(game)
    copy = game.load_match(match.record_json())  # the table's own goes on untouched
    return _watch(parent, window, game, copy,
                  lambda title: tr("{0}: watching this game again").format(title), levels)


def _watch(parent: QWidget, window: Any, game: GameDefinition, match: Match[Any, Any],
           title_note: Callable[[str], str], levels: Sequence[str] | None) -> Any:
    if not Replay(game, match.record_json()).positions:
        _drop(window)
        QMessageBox.information(parent, tr("Watch a saved game"), tr(
            "No hand of this game was dealt: there is nothing to watch yet."))
        return None
    window.resize(parent.size())
    window.watching = Watching(window, game, match, title_note, levels)
    _OPEN.add(window)
    window.destroyed.connect(lambda: _OPEN.discard(window))
    window.show()
    return window


def _drop(window: Any) -> None:
    window.close()
    window.deleteLater()
