"""The main window, the shell of every game: the table view in the middle with the game's
table on it (and its docks beside it), the start screen, the menus, and saving (by hand, and
automatically after every action to the per-user data folder).

It knows a game only through the registry: the game's table package (`ui/game_table.py`)
makes the table, whose methods the window calls; La Zanga's is `games/zanga/ui/table.py`."""

from __future__ import annotations

import contextlib
import os
import weakref
from collections.abc import Callable, Iterable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QPointF, QSignalBlocker, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QKeyEvent,
    QKeySequence,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QGraphicsScene,
    QMainWindow,
    QMenu,
    QMessageBox,
    QWidget,
)

from ..core import registry
from ..core.game import GameDefinition, Match, Outcome
from ..core.records import RecordError
from ..core.setup import HUMAN, GameSetup
from ..limits import MAX_ECHO_CHARS, MAX_MESSAGE_CHARS, cut
from . import (
    data_folder,
    file_seats,
    game_table,
    help_pages,
    i18n,
    paths,
    recent_files,
    settings,
    stats,
)
from .app_icon import app_icon
from .data_folder import DataFolder
from .file_names import (
    documents_dir,
    proposed_name,
    proposed_path,
    with_extension,
)
from .i18n import listed, tr
from .modal import asked_once
from .new_game import NewGameDialog, setup_from_settings
from .speed_names import speed_names
from .table import card_backs, felt
from .table.animator import Animator
from .table.art import FOLDERS, chosen_deck
from .table.front import Feature, GameTable
from .table.saved_game import GameInfo, modified
from .table.toast import Toast
from .table.view import TableView

if TYPE_CHECKING:
    from .start import StartScreen


def autosave_name(game: GameDefinition) -> str:
    """The file in the data folder holding `game`'s unfinished game."""
    return f"autosave{game.file_suffix}"


SHOW_AT_START = "ui/start_screen"  # the start screen when the app opens
#: What else the start screen offers, added by the app (`app.py`: network play's Host a
#: table and Join a table): each is called with the screen and its window when it is made.
START_EXTRAS: list[Callable[[Any, Any], object]] = []
TOAST_AT = QPointF(800, 708)  # the table's messages: just above the player's hand


class MainWindow(QMainWindow):
    """The shell: it hosts the table of one game (`self.table`, made by the game's table
    package, found through the registry), the start screen and the menus."""

    deal_shown = Signal()
    # Another game was chosen on the start screen: the window that hosts it now (this one
    # closes; whoever holds this window takes that one instead).
    switched = Signal(object)

    def __init__(self, speed: str | None = None, autosave: bool = True,
                 record_stats: bool = True, parent: QWidget | None = None,
                 game: GameDefinition | None = None) -> None:
        super().__init__(parent)
        self._made_with = (speed, autosave, record_stats)
        #: Closing this window ends the program, so the lessons and rules close with it; not
        #: when it hands over to another game's window, nor for a network table's window.
        self.ends_the_program = True
        settings.check_file()  # a damaged settings file is copied before anything reads it
        self.setWindowIcon(app_icon())
        self.resize(1280, 800)
        self.record_stats = record_stats
        speed_key = speed or str(settings.get("view/speed"))
        self.speed_key = speed_key if speed_key in settings.SPEEDS else "normal"
        self.deck = chosen_deck()
        self.scene = QGraphicsScene(self)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.toast = Toast(self.view, TOAST_AT)  # refusals, on the table whatever the docks
        self.statusBar()  # made now, so that its first message does not shift the table
        self.animator = Animator(settings.SPEEDS[self.speed_key], self)
        self.last_notice = ""
        self._last_folder: Path | None = None  # where the player last saved or opened
        self._unreadable_autosave = False  # found damaged: set aside before it is overwritten
        self.game: GameDefinition = game or game_table.default_game()
        self.table: GameTable = game_table.package(self.game).make_table(self)
        #: What the title adds to the game's (a game watched again names its file).
        self.title_note: Callable[[str], str] | None = None
        self._withheld_actions: tuple[QAction, ...] = ()
        self.setWindowTitle(self._title())
        # the game's parts every table has, by the names scripts and tests use
        self.controller = self.table.controller
        self.board = self.table.board
        self.tutor, self.log = self.table.tutor, self.table.log
        self.folder: DataFolder | None = None
        if autosave:  # only when this copy holds a writable data folder
            self.folder = data_folder.claim(self.game.id)
            if self.folder.keeps_games:
                self.table.autosave_path = self.folder.path / autosave_name(self.game)
        # what every game's table says of its autosave, said by the shell alike
        self.controller.autosave_failed.connect(self.autosave_failed)
        self.controller.autosave_restored.connect(self.autosave_restored)
        self._counted_match: object = None  # the last game counted in the statistics
        self.controller.game_over.connect(self._count_game)
        self.controller.game_over.connect(self._offer_watching)
        if Feature.REPORT in self.table.features:  # each computer decision kept to report
            # through a weak reference: the controller holding the table's bound method would
            # make a cycle that keeps a closed window (and its lessons) alive until collected
            table = weakref.ref(self.table)

            def keep_point(match: Match[Any, Any], seat: int) -> object:
                front = table()
                return None if front is None else front.report_point(match, seat)

            self.controller.keep_point = keep_point
        self.table.changed.connect(self._update_actions)
        self.table.deal_shown.connect(self.deal_shown)
        self.view.key_pressed.connect(self._on_key)
        self.view.key_released.connect(self._on_key_release)
        self._build_menus()
        self.table.install_menus()  # the game's own (La Zanga's Learn menu)
        self._start_screen: StartScreen | None = None  # made when first shown
        self._update_actions()
        QTimer.singleShot(0, self._tell_start_problems)

    @property
    def start_screen(self) -> StartScreen:
        """The start screen over the table and the docks, made the first time it is asked
        for (a game dealt at once, `--new-game`, never needs it)."""
        from .start import StartScreen

        if self._start_screen is None:
            screen = self._start_screen = StartScreen(self.deck, self)
            screen.hide()
            screen.continue_chosen.connect(self.continue_game)
            screen.play_chosen.connect(self.quick_game)
            screen.new_game_chosen.connect(self.new_game_dialog)
            screen.learn_chosen.connect(self.open_lessons)
            screen.rules_chosen.connect(self.open_rules)
            screen.closed.connect(self.hide_start_screen)
            screen.game_chosen.connect(self._on_game_chosen)
            screen.show_at_start_changed.connect(lambda on: settings.put(SHOW_AT_START, on))
            for extra in START_EXTRAS:
                extra(screen, self)
        return self._start_screen

    def _title(self) -> str:
        title = tr("Zanga Desktop: {0}").format(game_table.package(self.game).title())
        return self.title_note(title) if self.title_note is not None else title

    def withhold_actions(self, *actions: QAction) -> None:
        """Menu items this window does not offer (a network table's, a game watched again):
        hidden, and never enabled again by the table's changes (nor their keys)."""
        self._withheld_actions = (*self._withheld_actions, *actions)
        for action in actions:
            action.setVisible(False)
            action.setEnabled(False)

    def _on_game_chosen(self, game_id: str) -> None:
        settings.put(game_table.CHOSEN_GAME, game_id)
        if game_id != self.game.id:  # after the click: the chooser's button is still in use
            QTimer.singleShot(0, self.switch_game)

    def switch_game(self) -> MainWindow:
        """Host the game chosen last instead: a window of its own takes this one's place and
        size and shows its start screen; this one closes (every step of its game is already
        kept in the autosave, which its start screen offers again)."""
        speed, autosave, record_stats = self._made_with
        other = MainWindow(speed=speed, autosave=autosave, record_stats=record_stats)
        other.setGeometry(self.geometry())
        if self.isFullScreen():
            other.set_full_screen(True)
            other.show()
        elif self.isMaximized():
            other.showMaximized()
        elif self.isVisible():
            other.show()
        other.start(welcome=True)
        self.switched.emit(other)
        self.ends_the_program = False
        self.close()
        self.deleteLater()
        return other

    def _tell_start_problems(self) -> None:
        """Once the window shows: a damaged settings file kept aside, a data folder where
        games cannot be kept."""
        for kept in settings.take_damaged():
            self.tell(tr("Settings"), tr(
                "The settings file was damaged. A copy of it is kept as {0}; what could be "
                "read is used, the rest is back to the defaults.").format(str(kept)))
        if self.folder is not None and not self.folder.keeps_games:
            self.tell(tr("Automatic save"),
                      self.folder.problem(game_table.package(self.game).title()))

    def tell(self, title: str, text: str) -> None:
        """Something the player must know, in the tutor and in a message that does not stop
        play."""
        text = cut(text, MAX_MESSAGE_CHARS * 2)
        self.last_notice = text
        self.tutor.say(text, True)
        box = QMessageBox(QMessageBox.Icon.Warning, title, text,
                          QMessageBox.StandardButton.Ok, self)
        box.setObjectName("notice_box")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def autosave_failed(self, reason: str) -> None:
        self.tell(tr("Automatic save"), tr(
            "The game cannot be saved automatically ({0}). If Zanga closes now, this game is "
            "lost: free some disk space, or use Game > Save. The automatic save is tried "
            "again after every move.").format(cut(reason, MAX_ECHO_CHARS * 2)))

    def _count_game(self, outcome: Outcome | None) -> None:
        """A game played to its end here in the player's statistics (seat 0, when a person
        plays it), once: not a finished game opened from a file, nor one told over again."""
        ctl = self.controller
        if (self.record_stats and outcome is not None and ctl.is_human(0)
                and ctl.finished_here and ctl.match is not self._counted_match):
            self._counted_match = ctl.match
            stats.record_outcome(self.game.id, outcome)

    def _offer_watching(self, _outcome: Outcome | None) -> None:
        """A game over, told where to see it again (not in a window already showing one)."""
        if self.act_watch_this.isVisible() and self._may_watch_this():
            self.tutor.say(lambda: tr("To see the whole game again, move by move: Game > "
                                      "Watch this game again."))

    def autosave_restored(self) -> None:
        self.tutor.say(lambda: tr("The game is saved automatically again."), True)

    # ---------------------------------------------------------------- menus

    def _build_menus(self) -> None:
        """Menus and actions; their texts are set by `retranslate`, again on every change of
        language."""
        bar = self.menuBar()
        game = self.menu_game = bar.addMenu("")
        # (not the slot itself: `triggered` would pass its checked=False as offer_resume)
        self.act_start = self._action(game, lambda: self.show_start_screen())
        self.act_new = self._action(game, self.new_game_dialog, QKeySequence.StandardKey.New)
        self.act_save = self._action(game, self.save_dialog, QKeySequence.StandardKey.Save)
        self.act_load = self._action(game, self.load_dialog, QKeySequence.StandardKey.Open)
        self.menu_recent = game.addMenu("")
        self.menu_recent.setObjectName("menu_recent")
        self.menu_recent.setToolTipsVisible(True)
        self.menu_recent.aboutToShow.connect(self._fill_recent)
        self.act_watch = self._action(game, self.watch_dialog)
        self.act_watch.setObjectName("act_watch")
        self.act_watch_this = self._action(game, self.watch_this_game)
        self.act_watch_this.setObjectName("act_watch_this")
        self.act_export = self._action(game, self.export_dialog, "Ctrl+E")
        game.addSeparator()
        features = self.table.features
        self.act_undo = self._action(game, self.undo, QKeySequence.StandardKey.Undo)
        self.act_undo.setVisible(Feature.UNDO in features)
        self.act_hint = self._action(game, self.ask_hint, help_pages.HINT_KEY)
        self.act_hint.setVisible(Feature.HINT in features)
        self.act_export.setVisible(Feature.EXPORT in features)
        self.act_report = self._action(game, self.report_dialog)
        self.act_report.setObjectName("act_report")
        self.act_report.setVisible(Feature.REPORT in features)
        self.act_stats = self._action(game, self.show_stats)
        game.addSeparator()
        self.act_quit = self._action(game, self.close, QKeySequence.StandardKey.Quit)

        view = self.menu_view = bar.addMenu("")
        self.menu_speed, self.speed_actions = self._choices(
            view, "speed", tuple(settings.SPEEDS), self.speed_key, self.set_speed)
        self.act_highlight = QAction(self, checkable=True)
        self.act_highlight.setChecked(bool(settings.get("view/highlight_legal")))
        self.act_highlight.toggled.connect(self.set_highlight)
        view.addAction(self.act_highlight)
        self.act_cb = QAction(self, checkable=True)
        self.act_cb.setChecked(self.deck.folder == FOLDERS[True])
        self.act_cb.toggled.connect(self.set_colour_blind)
        view.addAction(self.act_cb)
        self.menu_back, self.back_actions = self._choices(
            view, "card_back", card_backs.BACKS, card_backs.chosen(), self.set_card_back)
        self.menu_felt, self.felt_actions = self._choices(
            view, "felt", felt.FELTS, felt.chosen(), self.set_felt)
        self.menu_language, self.language_actions = self._choices(
            view, "language", i18n.LANGUAGES, i18n.current_language(), self.set_language)
        for code, a in self.language_actions.items():
            # each language named in itself, so that it is found whatever is showing
            a.setText(i18n.NATIVE_NAMES[code])
        view.addSeparator()
        self.act_full = QAction(self, checkable=True)
        self.act_full.setObjectName("act_full_screen")
        keys = [QKeySequence("F11"), *QKeySequence.keyBindings(
            QKeySequence.StandardKey.FullScreen)]
        self.act_full.setShortcuts(list(dict.fromkeys(keys)))
        self.act_full.toggled.connect(self.set_full_screen)
        view.addAction(self.act_full)
        view.addSeparator()
        for dock in self.table.docks:
            view.addAction(dock.toggleViewAction())

        self.menu_help = bar.addMenu("")
        self.help_actions = help_pages.add_actions(self, self.menu_help, self.table)
        self.act_about = self._action(self.menu_help, self.about)
        self.retranslate_menus()

    def _choices(self, parent: QMenu, name: str, keys: Iterable[str], chosen: str,
                 choose: Callable[[str], object]) -> tuple[QMenu, dict[str, QAction]]:
        """A submenu of `parent` offering one of `keys`, `chosen` checked, `choose(key)` on
        a click (its title and texts are set by `retranslate_menus`)."""
        menu = parent.addMenu("")
        menu.setObjectName(f"menu_{name}")
        group = QActionGroup(self)
        actions: dict[str, QAction] = {}
        for key in keys:
            a = QAction(self, checkable=True)
            a.setObjectName(f"{name}_{key}")
            a.setChecked(key == chosen)
            a.triggered.connect(lambda _=False, k=key: choose(k))
            group.addAction(a)
            menu.addAction(a)
            actions[key] = a
        return menu, actions

    def retranslate_menus(self) -> None:
        self.menu_game.setTitle(tr("&Game"))
        self.act_start.setText(tr("St&art screen"))
        self.act_new.setText(tr("&New game..."))
        self.act_save.setText(tr("&Save..."))
        self.act_load.setText(tr("&Open..."))
        self.menu_recent.setTitle(tr("Open &recent"))
        self.act_watch.setText(tr("&Watch a saved game..."))
        self.act_watch_this.setText(tr("Watch this &game again"))
        self.act_export.setText(tr("&Export this deal..."))
        self.act_undo.setText(tr("&Undo my last move"))
        self.act_hint.setText(tr("&Hint"))
        self.act_report.setText(tr("Re&port this move..."))
        self.act_report.setStatusTip(tr("Save the game up to the computer player's last "
                                        "decision, with its level, seed and budget, so that "
                                        "anyone can replay what it thought"))
        self.act_stats.setText(tr("S&tatistics..."))
        self.act_quit.setText(tr("&Quit"))
        self.menu_view.setTitle(tr("&View"))
        self.menu_speed.setTitle(tr("Animation &speed"))
        for key, text in speed_names().items():
            self.speed_actions[key].setText(text)
        self.act_highlight.setText(tr("&Highlight cards I may play"))
        self.act_cb.setText(tr("&Colour-blind deck"))
        self.menu_back.setTitle(tr("Card &back"))
        self.back_actions["red"].setText(tr("Red", "card back"))
        self.back_actions["blue"].setText(tr("Blue", "card back"))
        self.menu_felt.setTitle(tr("&Table colour"))
        for name, text in (("green", tr("Green", "felt")), ("blue", tr("Blue", "felt")),
                           ("red", tr("Red", "felt"))):
            self.felt_actions[name].setText(text)
        self.menu_language.setTitle(tr("&Language"))
        self.act_full.setText(tr("&Full screen"))
        for code, a in self.language_actions.items():
            a.setChecked(code == i18n.current_language())
        self.menu_help.setTitle(tr("&Help"))
        help_pages.retranslate_actions(self.help_actions)
        self.act_about.setText(tr("&About Zanga Desktop"))

    def retranslate(self) -> None:
        """Every text of the window again, in the language now installed: menus, then the
        game's table (the docks do their own)."""
        self.setWindowTitle(self._title())
        self.retranslate_menus()
        self.table.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.WindowStateChange:
            # the window manager may leave full screen on its own: the menu follows it
            with QSignalBlocker(self.act_full):
                self.act_full.setChecked(self.isFullScreen())
        super().changeEvent(event)

    def set_full_screen(self, on: bool) -> None:
        """View > Full screen (F11): the table over the whole screen, and back to the size
        (or the maximised window) it had."""
        state = self.windowState()
        full = Qt.WindowState.WindowFullScreen
        self.setWindowState(state | full if on else state & ~full)

    def set_language(self, code: str) -> None:
        """Switch the whole UI to `code` now (and for the next start)."""
        i18n.set_language(code)

    def _action(self, menu: object, slot: object,
                shortcut: QKeySequence.StandardKey | str | None = None) -> QAction:
        a = QAction(self)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        a.triggered.connect(slot)
        menu.addAction(a)  # type: ignore[attr-defined]
        return a

    def _update_actions(self) -> None:
        self.act_undo.setEnabled(self.table.can_undo)
        self.act_hint.setEnabled(self.table.can_hint)
        self.table.update_actions()
        self.act_export.setEnabled(self.table.can_export)
        self.act_save.setEnabled(self.table.can_save)
        self.act_report.setEnabled(self.table.can_report)
        self.act_watch_this.setEnabled(self._may_watch_this())
        for action in self._withheld_actions:
            action.setEnabled(False)

    # ---------------------------------------------------------------- starting

    def start(self, offer_resume: bool = True, welcome: bool | None = None) -> None:
        """The first screen: the start screen if the player wants it (`welcome`, by default
        the setting), which offers the autosaved game; else resume the autosaved game if
        there is one and the player wants it, else deal."""
        if welcome is None:
            welcome = bool(settings.get(SHOW_AT_START))
        if welcome:
            self.show_start_screen(offer_resume)
            return
        path = self._resume_file()
        found = self.table.read_saved(path) if offer_resume and path is not None else None
        if found is not None:
            info, game = found
            if game is None:
                self._unreadable_autosave = True
                self._tell_unreadable(info)
            else:
                answer = QMessageBox.question(
                    self, tr("Resume"), tr("A game was left unfinished. Resume it?"),
                    QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
                if answer == QMessageBox.StandardButton.Yes and self.continue_game():
                    return
        self.new_game(setup_from_settings(self.game))

    def new_game(self, setup: GameSetup) -> None:
        """Deal a new game as `setup` says (a table also takes its game's own set-up)."""
        self._set_aside_unreadable_autosave()
        self._keep_unfinished()  # an unfinished game is kept aside, never dealt over
        self.hide_start_screen(play_on=False)  # the old game is not played on
        self.table.new_game(setup)
        game_table.remember_dealt(self.game.id)
        self._keep_seats(self._autosave_file())

    def _keep_seats(self, path: str | Path | None) -> None:
        """Who plays each seat on the table now, kept as the seats of the game in `path`
        (`file_seats`: a record does not say, and a file opened again seats them so)."""
        if path is not None:
            file_seats.remember(path, [str(level) for level in self.table.seat_levels()],
                                self._known_levels())

    def _known_levels(self) -> set[str]:
        return {HUMAN, *(str(level) for level in self.game.levels)}

    # ---------------------------------------------------------------- the start screen

    def _autosave_file(self) -> Path | None:
        path: Path | None = self.table.autosave_path
        return path

    def _resume_file(self) -> Path | None:
        """The game the player may continue: the autosave, else the latest unfinished game
        kept aside when a file was opened over it."""
        path = self._autosave_file()
        if path is None or path.exists():
            return path
        return data_folder.newest_kept(path.parent, self.game.file_suffix) or path

    def _keep_unfinished(self) -> None:
        """Another game is about to take the table: an unfinished autosaved game is kept as
        a file of its own, which the start screen offers once the autosave is gone."""
        path = self._autosave_file()
        if path is None or not path.exists():
            return
        found = self.table.read_saved(path)
        if found is None or found[1] is None or found[0].over:
            return  # a damaged one is set aside by `_set_aside_unreadable_autosave`
        kept = data_folder.keep_aside(path, self.game.file_suffix)
        if kept is None:
            return
        self._keep_seats(kept)  # the table still holds the game kept
        self.tell(tr("Unfinished game kept"), tr(
            "The unfinished game is kept: once this game is over, Continue on the start "
            "screen takes it up again. It is saved as {0}.").format(str(kept)))

    def game_in_progress(self) -> bool:
        """A game is on the table: dealt, and not over."""
        return bool(self.table.in_progress())

    def show_start_screen(self, offer_resume: bool = True) -> None:
        """Show the start screen over the table: the game on the table, else the autosaved
        one (or why it cannot be resumed), then the other choices."""
        info: GameInfo | None = None
        in_progress = self.game_in_progress()
        path = self._autosave_file()
        if in_progress:
            self.table.pause()  # the computer seats wait while the table is covered
            saved = modified(path) if path is not None and path.exists() else None
            info = self.table.info(saved)
        elif offer_resume and path is not None:
            found = self.table.read_saved(self._resume_file() or path)
            if found is not None:
                info = found[0]
                self._unreadable_autosave = not info.resumable
        self.start_screen.show_choices(info, in_progress, setup_from_settings(self.game),
                                       bool(settings.get(SHOW_AT_START)))
        self._place_start_screen()
        self.start_screen.show()
        self.start_screen.raise_()
        self.start_screen.main_choice().setFocus(Qt.FocusReason.OtherFocusReason)

    def hide_start_screen(self, play_on: bool = True) -> None:
        """Back to the table; with `play_on`, the game under the screen goes on."""
        if self._start_screen is not None and self._start_screen.isVisible():
            self._start_screen.hide()
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        if play_on:
            self.table.unpause()

    def _place_start_screen(self) -> None:
        """Below the menu bar (which stays: Learn, the language), over the table and docks."""
        bar = self.menuBar()
        top = 0 if bar.isNativeMenuBar() or not bar.isVisible() else bar.geometry().bottom() + 1
        self.start_screen.setGeometry(0, top, self.width(), max(0, self.height() - top))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._start_screen is not None and self._start_screen.isVisible():
            self._place_start_screen()

    def continue_game(self) -> bool:
        """The start screen's Continue: back to the game on the table, else the autosaved
        game, exactly as it was saved. A damaged file is named, kept, and nothing else
        changes."""
        if self.game_in_progress():
            self.hide_start_screen()
            return True
        path = self._resume_file()
        found = self.table.read_saved(path) if path is not None else None
        if found is None:
            self.show_start_screen()
            return False
        info, game = found
        if game is None:
            self._unreadable_autosave = True
            self._tell_unreadable(info)
            self.show_start_screen()
            return False
        autosave = self._autosave_file()
        if path is not None and autosave is not None and path != autosave:
            with contextlib.suppress(OSError):  # a kept game becomes the autosave again
                os.replace(path, autosave)
        self.hide_start_screen(play_on=False)
        self.table.resume(game, opened=False)
        return True

    def quick_game(self) -> None:
        """The start screen's Play: a new game with the last settings."""
        self.new_game(setup_from_settings(self.game))

    def open_lessons(self) -> None:
        self.table.open_lessons()

    def open_rules(self) -> None:
        self.table.open_rules()

    def _tell_unreadable(self, info: GameInfo) -> None:
        problem = game_table.package(self.game).start_texts(info).problem
        QMessageBox.warning(self, tr("Cannot resume"), tr(
            "The unfinished game cannot be resumed: its file is damaged.") + "\n\n" + tr(
            "The file is kept in {0}; a new game will not overwrite it.").format(
                str(info.path.parent if info.path else "")) + "\n" + problem)

    def _set_aside_unreadable_autosave(self) -> None:
        """A damaged autosave is kept under another name before the next game saves over
        it (`autosave-damaged-DATE.zanga.json`, beside it)."""
        path = self._autosave_file()
        if not self._unreadable_autosave or path is None or not path.exists():
            return
        self._unreadable_autosave = False
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        target = path.with_name(f"autosave-damaged-{stamp}{self.game.file_suffix}")
        try:
            path.rename(target)
        except OSError:  # it cannot be moved: this game is not saved, so it is not lost
            self.table.autosave_path = None

    def new_game_dialog(self) -> None:
        """Game > New game (Ctrl+N): with a game being played, the player says first whether
        to leave it (it is kept, to be continued later)."""
        if self.game_in_progress():
            answer = QMessageBox.question(
                self, tr("New game"), tr(
                    "A game is being played. Start a new one? This one is kept: Continue on "
                    "the start screen takes it up again once the new one is over."),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No)
            if answer != QMessageBox.StandardButton.Yes:
                return
        with asked_once(NewGameDialog(self, self.game)) as dialog:
            if dialog.exec() != NewGameDialog.DialogCode.Accepted:
                return
            setup = dialog.chosen()
        self.set_speed(str(settings.get("view/speed")))
        self.new_game(setup)

    def next_hand(self) -> None:
        self.table.next_hand()

    # ---------------------------------------------------------------- files

    def load_file(self, path: str | Path, quiet: bool = False, autosaved: bool = False) -> bool:
        """Open a record; a bad file shows why and changes nothing. The tutor says "Game
        opened." (a file) or "Game resumed." (the `autosaved` game). Another game's record
        (by its name's ending) opens in a window of that game, which takes this one's place
        (`switch_game`); the game on this table is kept in its autosave."""
        other = registry.for_file(path)
        if other is not None and other.id != self.game.id and not autosaved:
            settings.put(game_table.CHOSEN_GAME, other.id)
            return self.switch_game().load_file(path, quiet)
        record, problem = self.table.check_record(path)
        if record is None:
            if not quiet:
                QMessageBox.warning(self, tr("Cannot open this file"),
                                    tr("The game could not be opened: {0}").format(problem))
            return False
        self._set_aside_unreadable_autosave()
        self._keep_unfinished()
        self.hide_start_screen(play_on=False)
        levels = file_seats.recall(path, self._known_levels())
        self.table.resume(record, opened=not autosaved, levels=levels)
        self._keep_seats(self._autosave_file())
        if not autosaved:
            recent_files.remember(path)
        return True

    def _fill_recent(self) -> None:
        """Game > Open recent, as the list stands when it opens: a file each, newest first,
        then Clear the list."""
        menu = self.menu_recent
        menu.clear()
        found = recent_files.paths()
        if not found:
            none = menu.addAction(tr("No game opened or saved yet"))
            none.setEnabled(False)
            return
        for i, path in enumerate(found, 1):
            name = cut(Path(path).name, MAX_ECHO_CHARS).replace("&", "&&")  # no mnemonic
            a = menu.addAction(f"&{i} {name}")
            a.setObjectName(f"recent_{i}")
            a.setToolTip(path)
            a.triggered.connect(lambda _=False, p=path: self.open_recent(p))
        menu.addSeparator()
        clear = menu.addAction(tr("&Clear the list"))
        clear.setObjectName("recent_clear")
        clear.triggered.connect(recent_files.clear)

    def open_recent(self, path: str) -> bool:
        """A file of Open recent: opened as Open opens it; one no longer there is said so
        and taken off the list."""
        if not Path(path).is_file():
            recent_files.forget(path)
            QMessageBox.information(self, tr("Open recent"), tr(
                "{0} is no longer there, so it is taken off the list.").format(
                cut(Path(path).name, MAX_ECHO_CHARS)))
            return False
        return self.load_file(path)

    def save_file(self, path: str | Path) -> bool:
        try:
            self.table.save(path)
        except OSError as exc:
            QMessageBox.warning(self, tr("Cannot save"), str(exc))
            return False
        recent_files.remember(path)
        self._keep_seats(path)
        self.statusBar().showMessage(tr("Game saved as {0}.").format(Path(path).name), 8000)
        return True

    def _ask_save_path(self, title: str, stem: str) -> Path | None:
        """A dated name in the documents folder to start from; the game's ending
        (`.zanga.json`, `.envite.json`) is added to the name chosen."""
        suffix = self.game.file_suffix
        proposed = (self._last_folder / proposed_name(stem, suffix) if self._last_folder
                    else proposed_path(stem, suffix))
        path, _ = QFileDialog.getSaveFileName(self, title, str(proposed),
                                              self.table.record_filter())
        if not path:
            return None
        chosen = with_extension(path, suffix)
        self._last_folder = chosen.parent
        return chosen

    def save_dialog(self) -> None:
        path = self._ask_save_path(tr("Save game"), self.table.game_stem())
        if path is not None:
            self.save_file(path)

    def _ask_open_path(self, title: str) -> Path | None:
        """A record to open, this game's first among the files offered."""
        folder = self._last_folder or documents_dir()
        every = " ".join(f"*{g.file_suffix}" for g in registry.games())
        filters = ";;".join((self.table.record_filter(),
                             tr("Records of every game ({0})").format(every)))
        path, _ = QFileDialog.getOpenFileName(self, title, str(folder), filters)
        if not path:
            return None
        self._last_folder = Path(path).parent
        return Path(path)

    def load_dialog(self) -> None:
        path = self._ask_open_path(tr("Open game"))
        if path is not None:
            self.load_file(path)

    def watch_dialog(self) -> None:
        """Game > Watch a saved game: a record shown again move by move, in a window of its
        own (`ui/replay/watching.py`); the game on this table goes on as it was."""
        path = self._ask_open_path(tr("Watch a saved game"))
        if path is not None:
            self.watch_file(path)

    def watch_file(self, path: str | Path) -> MainWindow | None:
        """The game at `path` shown again in a window of its own (`replay.watching`)."""
        from .replay.watching import watch_file

        window: MainWindow | None = watch_file(self, path, self._watching_window)
        return window

    def _may_watch_this(self) -> bool:
        """Game > Watch this game again: once the game on the table is over, or between
        two hands when nobody else shares the screen (no hand in play is shown again)."""
        ctl = self.controller
        match = ctl.match
        return match.hand_count > 0 and (
            match.is_over or (match.needs_deal and not ctl.shared_screen))

    def watch_this_game(self) -> MainWindow | None:
        """The game on the table shown again, move by move, in a window of its own; the
        game here goes on as it was."""
        from .replay.watching import watch_match

        if not self._may_watch_this():
            return None
        window: MainWindow | None = watch_match(self, self.game, self.controller.match,
                                                self.table.seat_levels(),
                                                self._watching_window)
        return window

    def _watching_window(self, game: GameDefinition) -> MainWindow:
        return MainWindow(speed=self.speed_key, autosave=False, record_stats=False,
                          game=game)

    def export_hand(self, path: str | Path, text: str | None = None) -> bool:
        problem = self.table.export_hand(path, text)
        if problem:
            QMessageBox.warning(self, tr("Cannot export"), problem)
            return False
        self.statusBar().showMessage(tr("Deal exported as {0}.").format(Path(path).name), 8000)
        return True

    def export_dialog(self) -> None:
        """The deal the player saw when he asked (a new one may be dealt under the dialog)."""
        try:
            text = self.table.hand_record()
        except (RecordError, IndexError) as exc:
            QMessageBox.warning(self, tr("Cannot export"), str(exc))
            return
        path = self._ask_save_path(tr("Export this deal"), self.table.hand_stem())
        if path is not None:
            self.export_hand(path, text)

    def report_move(self, path: str | Path, record: dict[str, Any] | None = None) -> bool:
        """The computer player's last decision (`record`, as taken when the player asked)
        saved to `path` for `zanga-cli explain`."""
        problem = self.table.report_move(path, record)
        if problem:
            QMessageBox.warning(self, tr("Cannot report this move"), problem)
            return False
        self.statusBar().showMessage(
            tr("Move saved as {0}: zanga-cli explain shows what the computer thought.")
            .format(Path(path).name), 8000)
        return True

    def report_dialog(self) -> None:
        """The move the player saw when he asked: play goes on under the file dialog, and a
        decision taken meanwhile is not the one he meant to report."""
        if not self.table.can_report:
            return
        try:
            record = self.table.report_record()
        except ValueError as exc:
            QMessageBox.warning(self, tr("Cannot report this move"), str(exc))
            return
        path = self._ask_save_path(tr("Report this move"), self.table.report_stem())
        if path is not None:
            self.report_move(path, record)

    # ---------------------------------------------------------------- settings

    def set_speed(self, key: str) -> None:
        if key in settings.SPEEDS:
            self.speed_key = key
            self.animator.speed = settings.SPEEDS[key]
            settings.put("view/speed", key)

    def set_highlight(self, on: bool) -> None:
        settings.put("view/highlight_legal", on)
        self.table.set_highlight(on)

    def set_colour_blind(self, on: bool) -> None:
        self.deck.folder = FOLDERS[on]
        self.deck._pixmaps.clear()
        settings.put("view/colour_blind", on)
        self.table.redraw_cards()

    def set_card_back(self, name: str) -> None:
        """View > Card back: the cards face down on this table now (a lesson opened from
        now on too), and at the next start."""
        settings.put(card_backs.KEY, name)
        self.deck.back = card_backs.BACKS[name]
        self.scene.update()  # every card on the table paints its back again: hands, stock

    def set_felt(self, name: str) -> None:
        """View > Table colour: the felt of every table and start screen open now (the
        lessons' too), and of the next start."""
        settings.put(felt.KEY, name)
        for widget in QApplication.allWidgets():
            refresh = getattr(widget, "refresh_felt", None)
            if callable(refresh):
                refresh()

    # ---------------------------------------------------------------- the game's commands

    def ask_hint(self) -> None:
        self.table.ask_hint()

    def undo(self) -> None:
        self.table.undo()

    def show_stats(self) -> None:
        labels = game_table.package(self.game).statistics_labels()
        with asked_once(stats.StatsDialog(self.game.id, labels, self)) as dialog:
            dialog.exec()

    def about(self) -> None:
        from .about import AboutDialog  # opened seldom: not loaded before the first frame

        titles = listed(game_table.package(g).title() for g in game_table.playable_games())
        folder = self.folder.path if self.folder is not None else paths.data_dir()
        with asked_once(AboutDialog(titles, folder, self)) as dialog:
            dialog.exec()

    # ---------------------------------------------------------------- input and closing

    def _on_key(self, event: QKeyEvent) -> None:
        if self.table.handle_key(event):
            event.accept()
        else:
            event.ignore()

    def _on_key_release(self, event: QKeyEvent) -> None:
        if self.table.handle_key_release(event):
            event.accept()
        else:
            event.ignore()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.table.shutdown()
        if self.ends_the_program:
            # the lessons and the rules browsers close with it (each lessons window keeps its
            # learner's place as it closes): one left open would keep the program running
            # with no table behind it; a network table's window is a table of its own
            for other in QApplication.topLevelWidgets():
                if other.isVisible() and not isinstance(other, MainWindow):
                    other.close()
        super().closeEvent(event)
