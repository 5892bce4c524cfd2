"""The main window: the table in the middle, the tutor and the log beside it, the menus, and
saving (by hand, and automatically after every action to the per-user data folder)."""

from __future__ import annotations

import contextlib
import os
from datetime import datetime
from functools import partial
from pathlib import Path

from PySide6.QtCore import QEvent, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QIcon,
    QKeyEvent,
    QKeySequence,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFileDialog,
    QGraphicsProxyWidget,
    QGraphicsScene,
    QMainWindow,
    QMessageBox,
    QWidget,
)

from .. import __version__
from ..games.zanga.ai.hints import Hint
from ..games.zanga.records import Game, GameRecord, RecordError, load_record, save_record
from ..games.zanga.rules import Action, Card, HandResult, Kind, Phase, ZangaError, team
from ..games.zanga.ui.board import ZangaBoard
from ..games.zanga.ui.controller import GameController, Setup
from ..games.zanga.ui.news import Played, Table
from ..games.zanga.ui.panels import LogDock, TutorDock
from ..games.zanga.ui.record_text import problem_text, record_problem
from ..games.zanga.ui.review import ReviewPanel, claim_lines, renuncio_sentences
from ..games.zanga.ui.summary import SummaryPanel
from ..games.zanga.ui.tutor_text import explain, reason_text
from ..games.zanga.ui.words import dealer_heading, dealer_line, mano_line, narrate, trick_caption
from ..limits import MAX_ECHO_CHARS, MAX_MESSAGE_CHARS, cut
from . import data_folder, help_pages, i18n, settings, stats
from .data_folder import DataFolder
from .file_names import documents_dir, proposed_name, proposed_path, with_extension
from .i18n import tr
from .new_game import NewGameDialog, setup_from_settings
from .paths import resource
from .start import GameInfo, StartScreen, game_info, modified, read_autosave
from .table.animator import Animator
from .table.art import Deck
from .table.layout import CENTRE
from .table.toast import Toast
from .table.view import TableView

AUTOSAVE = "autosave.zanga.json"
SHOW_AT_START = "ui/start_screen"  # the start screen when the app opens
TOAST_AT = QPointF(800, 708)  # the table's messages: just above the player's hand


class MainWindow(QMainWindow):
    deal_shown = Signal()

    def __init__(self, speed: str | None = None, autosave: bool = True,
                 record_stats: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        settings.check_file()  # a damaged settings file is copied before anything reads it
        self.setWindowTitle(tr("Zanga"))
        self.setWindowIcon(QIcon(str(resource("icons", "zanga.svg"))))
        self.resize(1280, 800)
        self.record_stats = record_stats
        speed_key = speed or str(settings.get("view/speed"))
        self.speed_key = speed_key if speed_key in settings.SPEEDS else "normal"
        self.deck = Deck("cards-cb" if settings.get("view/colour_blind") else "cards")
        self.scene = QGraphicsScene(self)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.toast = Toast(self.view, TOAST_AT)  # refusals, on the table whatever the docks
        self.statusBar()  # made now, so that its first message does not shift the table
        self.animator = Animator(settings.SPEEDS[self.speed_key], self)
        self.controller = GameController(self.animator, self)
        self.folder: DataFolder | None = None
        if autosave:  # only when this copy holds a writable data folder
            self.folder = data_folder.claim()
            if self.folder.keeps_games:
                self.controller.autosave_path = self.folder.path / AUTOSAVE
        self.board = ZangaBoard(self.scene, self.animator, self.controller, self.deck)
        self.board.highlight_legal = bool(settings.get("view/highlight_legal"))
        self.view.rescaled.connect(self.board.set_view_scale)  # words readable when small
        self.summary = SummaryPanel(self.deck)
        self.summary_proxy: QGraphicsProxyWidget = self.scene.addWidget(self.summary)
        self.summary_proxy.setZValue(90)
        self.summary.hide()
        self.summary.next_hand.connect(self.next_hand)
        self.summary.new_game.connect(self.new_game_dialog)
        self.review = ReviewPanel(self.deck)  # mesa: the tricks reviewed after a false claim
        self.review_proxy: QGraphicsProxyWidget = self.scene.addWidget(self.review)
        self.review_proxy.setZValue(92)
        self.review.hide()
        self.review.go_on.connect(self.end_review)
        self.last_notice = ""
        self._last_folder: Path | None = None  # where the player last saved or opened
        self._resumed_heading = ""  # the tutor's first line for a game put back on the table
        self._unreadable_autosave = False  # found damaged: set aside before it is overwritten

        self.tutor = TutorDock(self)
        self.tutor.hint_requested.connect(self.ask_hint)
        self.log = LogDock(self.deck, self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.tutor)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log)
        self.resizeDocks([self.tutor], [250], Qt.Orientation.Horizontal)

        ctl = self.controller
        ctl.dealt.connect(self._on_dealt)
        ctl.acted.connect(self._on_acted)
        ctl.refused.connect(self._on_refused)
        ctl.hint_ready.connect(self._on_hint)
        ctl.hand_over.connect(self._on_hand_over)
        ctl.game_over.connect(self._on_game_over)
        ctl.reset.connect(self._on_reset)
        ctl.human_turn.connect(lambda _obs: self._update_actions())
        ctl.thinking.connect(lambda _seat: self._update_actions())  # Ctrl+Z while AI thinks
        self.animator.idle.connect(self._update_actions)
        ctl.play_over.connect(self._on_play_over)
        ctl.claim_reviewed.connect(self._on_claim_reviewed)
        ctl.settled.connect(self._on_settled)
        ctl.notice.connect(self._on_notice)
        ctl.autosave_failed.connect(self._on_autosave_failed)
        ctl.autosave_restored.connect(
            lambda: self.tutor.say(lambda: tr("The game is saved automatically again."), True))
        self.view.key_pressed.connect(self._on_key)
        self.view.key_released.connect(self._on_key_release)
        self._build_menus()
        from ..games.zanga.learn import install as install_learn  # the Learn menu (ui/learn)
        install_learn(self)
        self.start_screen = StartScreen(self.deck, self)  # over the table and the docks
        self.start_screen.hide()
        self.start_screen.continue_chosen.connect(self.continue_game)
        self.start_screen.play_chosen.connect(self.quick_game)
        self.start_screen.new_game_chosen.connect(self.new_game_dialog)
        self.start_screen.learn_chosen.connect(self.open_lessons)
        self.start_screen.rules_chosen.connect(self.open_rules)
        self.start_screen.closed.connect(self.hide_start_screen)
        self.start_screen.show_at_start_changed.connect(
            lambda on: settings.put(SHOW_AT_START, on))
        self._update_actions()
        QTimer.singleShot(0, self._tell_start_problems)

    def _tell_start_problems(self) -> None:
        """Once the window shows: a damaged settings file kept aside, a data folder where
        games cannot be kept."""
        for kept in settings.take_damaged():
            self.tell(tr("Settings"), tr(
                "The settings file was damaged. A copy of it is kept as {0}; what could be "
                "read is used, the rest is back to the defaults.").format(str(kept)))
        if self.folder is not None and not self.folder.keeps_games:
            self.tell(tr("Automatic save"), self.folder.problem())

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

    def _on_autosave_failed(self, reason: str) -> None:
        self.tell(tr("Automatic save"), tr(
            "The game cannot be saved automatically ({0}). If Zanga closes now, this game is "
            "lost: free some disk space, or use Game > Save. The automatic save is tried "
            "again after every move.").format(cut(reason, MAX_ECHO_CHARS * 2)))

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
        self.act_export = self._action(game, self.export_dialog, "Ctrl+E")
        game.addSeparator()
        self.act_undo = self._action(game, self.undo, QKeySequence.StandardKey.Undo)
        self.act_hint = self._action(game, self.ask_hint, "H")
        self.act_stats = self._action(game, self.show_stats)
        game.addSeparator()
        self.act_quit = self._action(game, self.close, QKeySequence.StandardKey.Quit)

        view = self.menu_view = bar.addMenu("")
        self.menu_speed = view.addMenu("")
        group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for key in ("slow", "normal", "fast", "instant"):
            a = QAction(self, checkable=True)
            a.setChecked(key == self.speed_key)
            a.triggered.connect(lambda _=False, k=key: self.set_speed(k))
            group.addAction(a)
            self.menu_speed.addAction(a)
            self.speed_actions[key] = a
        self.act_highlight = QAction(self, checkable=True)
        self.act_highlight.setChecked(self.board.highlight_legal)
        self.act_highlight.toggled.connect(self.set_highlight)
        view.addAction(self.act_highlight)
        self.act_cb = QAction(self, checkable=True)
        self.act_cb.setChecked(self.deck.folder == "cards-cb")
        self.act_cb.toggled.connect(self.set_colour_blind)
        view.addAction(self.act_cb)
        self.menu_language = view.addMenu("")
        self.menu_language.setObjectName("menu_language")
        languages = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code in i18n.LANGUAGES:
            # each language named in itself, so that it is found whatever is showing
            a = QAction(i18n.NATIVE_NAMES[code], self, checkable=True)
            a.setObjectName(f"language_{code}")
            a.setChecked(code == i18n.current_language())
            a.triggered.connect(lambda _=False, c=code: self.set_language(c))
            languages.addAction(a)
            self.menu_language.addAction(a)
            self.language_actions[code] = a
        view.addSeparator()
        view.addAction(self.tutor.toggleViewAction())
        view.addAction(self.log.toggleViewAction())

        self.menu_help = bar.addMenu("")
        self.help_actions = help_pages.add_actions(self, self.menu_help)
        self.act_about = self._action(self.menu_help, self.about)
        self.retranslate_menus()

    def retranslate_menus(self) -> None:
        self.menu_game.setTitle(tr("&Game"))
        self.act_start.setText(tr("St&art screen"))
        self.act_new.setText(tr("&New game..."))
        self.act_save.setText(tr("&Save..."))
        self.act_load.setText(tr("&Open..."))
        self.act_export.setText(tr("&Export this hand..."))
        self.act_undo.setText(tr("&Undo my last card"))
        self.act_hint.setText(tr("&Hint"))
        self.act_stats.setText(tr("S&tatistics..."))
        self.act_quit.setText(tr("&Quit"))
        self.menu_view.setTitle(tr("&View"))
        self.menu_speed.setTitle(tr("Animation &speed"))
        for key, text in (("slow", tr("Slow")), ("normal", tr("Normal", "speed")),
                          ("fast", tr("Fast")), ("instant", tr("Instant"))):
            self.speed_actions[key].setText(text)
        self.act_highlight.setText(tr("&Highlight cards I may play"))
        self.act_cb.setText(tr("&Colour-blind deck"))
        self.menu_language.setTitle(tr("&Language"))
        for code, a in self.language_actions.items():
            a.setChecked(code == i18n.current_language())
        self.menu_help.setTitle(tr("&Help"))
        help_pages.retranslate_actions(self.help_actions)
        self.act_about.setText(tr("&About Zanga"))

    def retranslate(self) -> None:
        """Every text of the window again, in the language now installed: menus, the
        table's plates, piles and prompt, the hand summary (the docks do their own)."""
        self.setWindowTitle(tr("Zanga"))
        self.retranslate_menus()
        self.board.retranslate()
        if self.summary.isVisible():
            self.summary.retranslate()
            self._place_summary()
        if self.review.isVisible():
            self.review.retranslate()
            self._place_review()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

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
        self.act_undo.setEnabled(self.controller.can_undo)
        self.act_hint.setEnabled(self.controller.human_to_act)
        self.tutor.hint_button.setEnabled(self.controller.human_to_act)
        self.act_export.setEnabled(bool(self.controller.game.record.hands))

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
        found = read_autosave(path) if offer_resume and path is not None else None
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
        self.new_game(setup_from_settings())

    def new_game(self, setup: Setup) -> None:
        self._set_aside_unreadable_autosave()
        self.hide_start_screen(play_on=False)  # the old game is dropped, not played on
        self.summary.hide()
        self.controller.new_game(setup)

    # ---------------------------------------------------------------- the start screen

    def _autosave_file(self) -> Path | None:
        return self.controller.autosave_path

    def _resume_file(self) -> Path | None:
        """The game the player may continue: the autosave, else the latest unfinished game
        kept aside when a file was opened over it."""
        path = self._autosave_file()
        if path is None or path.exists():
            return path
        return data_folder.newest_kept(path.parent) or path

    def _keep_unfinished(self) -> None:
        """Another game is about to take the table: an unfinished autosaved game is kept as
        a file of its own, which the start screen offers once the autosave is gone."""
        path = self._autosave_file()
        if path is None or not path.exists():
            return
        found = read_autosave(path)
        if found is None or found[1] is None or found[1].state.is_over:
            return  # a damaged one is set aside by `_set_aside_unreadable_autosave`
        kept = data_folder.keep_aside(path)
        if kept is None:
            return
        self.tell(tr("Unfinished game kept"), tr(
            "The unfinished game is kept: once this game is over, Continue on the start "
            "screen takes it up again. It is saved as {0}.").format(str(kept)))

    def game_in_progress(self) -> bool:
        """A game is on the table: dealt, and not over."""
        return (bool(self.controller.game.record.hands)
                and self.controller.state.phase is not Phase.GAME_OVER)

    def show_start_screen(self, offer_resume: bool = True) -> None:
        """Show the start screen over the table: the game on the table, else the autosaved
        one (or why it cannot be resumed), then the other choices."""
        info: GameInfo | None = None
        in_progress = self.game_in_progress()
        path = self._autosave_file()
        if in_progress:
            self.controller.pause()  # the computer seats wait while the table is covered
            saved = modified(path) if path is not None and path.exists() else None
            info = game_info(self.controller.game, saved)
        elif offer_resume and path is not None:
            found = read_autosave(self._resume_file() or path)
            if found is not None:
                info = found[0]
                self._unreadable_autosave = not info.resumable
        self.start_screen.show_choices(info, in_progress, setup_from_settings(),
                                       bool(settings.get(SHOW_AT_START)))
        self._place_start_screen()
        self.start_screen.show()
        self.start_screen.raise_()
        self.start_screen.main_choice().setFocus(Qt.FocusReason.OtherFocusReason)

    def hide_start_screen(self, play_on: bool = True) -> None:
        """Back to the table; with `play_on`, the game under the screen goes on."""
        if self.start_screen.isVisible():
            self.start_screen.hide()
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        if play_on:
            self.controller.unpause()

    def _place_start_screen(self) -> None:
        """Below the menu bar (which stays: Learn, the language), over the table and docks."""
        bar = self.menuBar()
        top = 0 if bar.isNativeMenuBar() or not bar.isVisible() else bar.geometry().bottom() + 1
        self.start_screen.setGeometry(0, top, self.width(), max(0, self.height() - top))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.start_screen.isVisible():
            self._place_start_screen()

    def continue_game(self) -> bool:
        """The start screen's Continue: back to the game on the table, else the autosaved
        game, exactly as it was saved. A damaged file is named, kept, and nothing else
        changes."""
        if self.game_in_progress():
            self.hide_start_screen()
            return True
        path = self._resume_file()
        found = read_autosave(path) if path is not None else None
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
        self.summary.hide()
        self._resume(game, opened=False)
        return True

    def quick_game(self) -> None:
        """The start screen's Play: a new game with the last settings."""
        self.new_game(setup_from_settings())

    def open_lessons(self) -> None:
        from ..games.zanga.learn import open_lessons

        open_lessons(self)

    def open_rules(self) -> None:
        from ..games.zanga.learn import open_article

        open_article(None, self)

    def _tell_unreadable(self, info: GameInfo) -> None:
        QMessageBox.warning(self, tr("Cannot resume"), tr(
            "The unfinished game cannot be resumed: its file is damaged.") + "\n\n" + tr(
            "The file is kept in {0}; a new game will not overwrite it.").format(
                str(info.path.parent if info.path else "")) + "\n"
            + problem_text(info.problem_kind, info.problem))

    def _set_aside_unreadable_autosave(self) -> None:
        """A damaged autosave is kept under another name before the next game saves over
        it (`autosave-damaged-DATE.zanga.json`, beside it)."""
        path = self._autosave_file()
        if not self._unreadable_autosave or path is None or not path.exists():
            return
        self._unreadable_autosave = False
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        target = path.with_name(f"autosave-damaged-{stamp}.zanga.json")
        try:
            path.rename(target)
        except OSError:  # it cannot be moved: this game is not saved, so it is not lost
            self.controller.autosave_path = None

    def new_game_dialog(self) -> None:
        dialog = NewGameDialog(self)
        if dialog.exec() == NewGameDialog.DialogCode.Accepted:
            setup = dialog.chosen()
            self.set_speed(str(settings.get("view/speed")))
            self.new_game(setup)

    def next_hand(self) -> None:
        self.summary.hide()
        self.controller.deal_next()

    # ---------------------------------------------------------------- files

    def load_file(self, path: str | Path, quiet: bool = False, autosaved: bool = False) -> bool:
        """Open a record; a bad file shows why and changes nothing. The tutor says "Game
        opened." (a file) or "Game resumed." (the `autosaved` game)."""
        try:
            game = Game.from_record(load_record(path))  # the one replay: checked, then played
        except RecordError as exc:
            if not quiet:
                QMessageBox.warning(self, tr("Cannot open this file"),
                                    tr("The game could not be opened: {0}").format(
                                        record_problem(exc)))
            return False
        self._set_aside_unreadable_autosave()
        self._keep_unfinished()
        self.hide_start_screen(play_on=False)
        self.summary.hide()
        self._resume(game, opened=not autosaved)
        return True

    def _resume(self, game: Game, opened: bool) -> None:
        self._resumed_heading = "opened" if opened else "resumed"
        try:
            self.controller.resume(game, self._setup_for(game.record))
        finally:
            self._resumed_heading = ""

    def _setup_for(self, record: GameRecord) -> Setup:
        base = setup_from_settings()
        return Setup(name=record.players[0], levels=base.levels, preset=record.preset,
                     options=dict(record.options), practice=base.practice)

    def save_file(self, path: str | Path) -> bool:
        try:
            save_record(self.controller.game.record, path)
        except OSError as exc:
            QMessageBox.warning(self, tr("Cannot save"), str(exc))
            return False
        self.statusBar().showMessage(tr("Game saved as {0}.").format(Path(path).name), 8000)
        return True

    def _ask_save_path(self, title: str, stem: str) -> Path | None:
        """A dated name in the documents folder to start from; `.zanga.json` is added to the
        name chosen."""
        proposed = self._last_folder / proposed_name(stem) if self._last_folder else \
            proposed_path(stem)
        path, _ = QFileDialog.getSaveFileName(self, title, str(proposed),
                                              tr("Zanga records (*.zanga.json *.json)"))
        if not path:
            return None
        chosen = with_extension(path)
        self._last_folder = chosen.parent
        return chosen

    def save_dialog(self) -> None:
        path = self._ask_save_path(tr("Save game"), tr("Zanga game"))
        if path is not None:
            self.save_file(path)

    def load_dialog(self) -> None:
        folder = self._last_folder or documents_dir()
        path, _ = QFileDialog.getOpenFileName(self, tr("Open game"), str(folder),
                                              tr("Zanga records (*.zanga.json *.json)"))
        if path:
            self._last_folder = Path(path).parent
            self.load_file(path)

    def export_hand(self, path: str | Path) -> bool:
        try:
            save_record(self.controller.game.export_hand(), path)
        except (OSError, RecordError, IndexError) as exc:
            QMessageBox.warning(self, tr("Cannot export"), str(exc))
            return False
        self.statusBar().showMessage(tr("Hand exported as {0}.").format(Path(path).name), 8000)
        return True

    def export_dialog(self) -> None:
        path = self._ask_save_path(tr("Export this hand"), tr("Zanga hand"))
        if path is not None:
            self.export_hand(path)

    # ---------------------------------------------------------------- settings

    def set_speed(self, key: str) -> None:
        if key in settings.SPEEDS:
            self.speed_key = key
            self.animator.speed = settings.SPEEDS[key]
            settings.put("view/speed", key)

    def set_highlight(self, on: bool) -> None:
        self.board.highlight_legal = on
        settings.put("view/highlight_legal", on)
        self.board.place_now()

    def set_colour_blind(self, on: bool) -> None:
        self.deck.folder = "cards-cb" if on else "cards"
        self.deck._pixmaps.clear()
        settings.put("view/colour_blind", on)
        for item in self.board.items.values():
            item.update()

    # ---------------------------------------------------------------- play news

    def _on_reset(self, resumed: bool) -> None:
        self.summary.hide()
        self.review.hide()
        self._show_last_trick_box()
        self.log.clear()
        self.tutor.clear_refusal()
        self.tutor.clear_narration()
        self._narrate_hand_so_far(resumed)
        self._update_actions()

    def _narrate_hand_so_far(self, resumed: bool) -> None:
        """A game resumed in mid-hand, or a card taken back: the log and the tutor tell the
        hand up to here, as if it had been watched, so the player knows who said what
        before playing on."""
        table = self.controller.table
        if table.phase is Phase.GAME_OVER or not self.controller.game.record.hands:
            return
        if resumed and self._resumed_heading == "opened":
            self.tutor.say(lambda: tr("Game opened."), True)
        elif resumed:
            self.tutor.say(lambda: tr("Game resumed."), True)
        if table.phase is Phase.DEAL:  # between hands: the summary tells the last one
            return
        dealt, *acted = self.controller.hand_so_far()
        self._narrate_deal(dealt.table)
        for played in acted:
            action = played.action
            assert action is not None
            self._narrate_action(played)
            if action.kind is Kind.CLAIM:  # the hand goes on: the claim was false
                self._explain_claim(action.seat, False, played.table)

    def _on_dealt(self, played: Played) -> None:
        st = played.table
        self.log.clear()
        self.review.hide()
        self._show_last_trick_box()
        self.tutor.clear_refusal()
        self.tutor.show_hint("")
        if st.hand_index > 0:  # the tutor tells the hand on the table, not the ones before
            self.tutor.clear_narration()  # (a new game's first deal follows its reset)
        self._narrate_deal(st)
        self.animator.call(self.deal_shown.emit)
        self._update_actions()

    def _narrate_deal(self, st: Table) -> None:
        names = self.controller.names
        you = self.controller.you
        number = st.hand_index + 1
        # lines are kept as functions, so that a change of language rewrites them
        self.tutor.say(partial(dealer_line, number, st.dealer, names, you), True)
        self.log.add(partial(dealer_heading, number, st.dealer, names, you))
        if st.mano is not None:
            self.tutor.say(partial(mano_line, st.mano, names, you))

    def _on_acted(self, played: Played) -> None:
        self.tutor.clear_refusal()
        self.toast.hide()
        self.tutor.show_hint("")
        self._narrate_action(played)
        a = played.action
        if a is not None and a.kind is Kind.CLAIM and played.settled:
            self._explain_claim(a.seat, True, played.table)
        self._update_actions()

    def _narrate_action(self, played: Played) -> None:
        """The lines of one action, in the tutor and the log."""
        a, st = played.action, played.table
        assert a is not None
        names = self.controller.names
        you = self.controller.you
        solo = names[st.solo_seat] if a.kind is Kind.ANSWER and st.solo_seat is not None else None
        line = partial(narrate, a, names[a.seat], a.seat == you, solo)
        if a.kind is not Kind.PLAY:
            self.tutor.say(line, a.kind in (Kind.TRUMP, Kind.CLAIM))
        mesa = self.controller.mesa
        if not (mesa and a.kind is Kind.PLAY):  # Art. 35: at a mesa table nobody keeps notes
            self.log.add(line)
        if a.kind is Kind.PLAY and played.taken is not None:
            winner, trick = played.taken
            caption = partial(trick_caption, len(st.tricks), winner, names, you)
            self.log.add(lambda: "   " + caption())
            self.tutor.say(caption)
            if not mesa:
                self.log.show_last_trick(caption, tuple(c for _, c in trick))

    # ---------------------------------------------------------------- mesa mode

    def _show_last_trick_box(self) -> None:
        """The log's last trick is hidden at a mesa table: tricks are reviewed only on a
        claim (Art. 35)."""
        shown = not self.controller.mesa
        for w in (self.log.last_title, self.log.last_caption, *self.log.last_cards):
            w.setVisible(shown)

    def _explain_claim(self, seat: int, proven: bool, table: Table | None = None) -> None:
        # The hand as it stood at the claim (a frozen record): a change of language writes
        # the lines again from it, after play has gone on.
        st = table if table is not None else self.controller.table
        names = list(self.controller.names)
        you = self.controller.you
        by_language: dict[str, tuple[str, list[str]]] = {}

        def said() -> tuple[str, list[str]]:  # worked out once per language, not per line
            lang = i18n.current_language()
            if lang not in by_language:
                by_language[lang] = claim_lines(st, names, seat, proven,
                                                st.last_result if proven else None, you)
            return by_language[lang]

        self.tutor.say(lambda: said()[0], True)
        for k in range(len(said()[1])):
            self.tutor.say(partial(lambda k: said()[1][k], k))
        self.tutor.raise_()

    def claim(self) -> bool:
        """The human's ¡Renuncio! (the table's button, or R)."""
        return self.controller.claim()

    def _on_claim_reviewed(self, action: Action) -> None:
        """A false claim: the tricks are reviewed (Art. 35), the penalty explained; play
        waits until the player goes on."""
        self._explain_claim(action.seat, False)
        self.summary.hide()
        self.review.show_claim(self.controller.table, self.controller.names, action.seat,
                               self.controller.you)
        self._place_review()

    def _place_review(self) -> None:
        self.review.adjustSize()
        size = self.review.sizeHint()
        self.review_proxy.resize(size.width(), size.height())
        self.review_proxy.setPos(CENTRE.x() - size.width() / 2,
                                 CENTRE.y() - size.height() / 2 - 20)

    def end_review(self) -> None:
        self.review.hide()
        self.controller.resume_play()

    def _on_play_over(self, preview: HandResult | None) -> None:
        """Mesa mode: play has stopped; the summary shows how the hand will be settled, and
        claims are heard until the player goes on."""
        if preview is None:
            return
        self.summary.show_result(self.controller.table, self.controller.names, preview,
                                 pending=True, you=self.controller.you)
        self._place_summary()
        self._update_actions()

    def _on_settled(self, result: HandResult) -> None:
        self._record_hand(result)
        st = self.controller.table
        if not self.controller.mesa or result.result == "renuncio":
            return
        names, you = self.controller.names, self.controller.you
        mine = renuncio_sentences(st, names, proven_only=False, seats=(0,), you=you)
        theirs = renuncio_sentences(st, names, proven_only=False, seats=(1, 3), you=you)
        for line in mine:
            self.tutor.say(tr("Not claimed: {0}").format(line))
        for line in theirs:
            self.tutor.say(tr("You could have claimed it: {0}").format(line))

    def _on_notice(self, text: str) -> None:
        """Something the player must know (a bot program that did not start)."""
        self.tell(tr("Bot program"), text)

    def _on_refused(self, exc: ZangaError) -> None:
        """On the table and in the status bar, the reason in one sentence; in the tutor,
        with the article and the cards that may be played."""
        st = self.controller.table
        led: Card | None = st.trick[0][1] if st.trick else None
        self.tutor.refuse(exc, led)
        self.tutor.raise_()
        short = explain(exc, led)
        self.toast.show_text(short)
        self.statusBar().showMessage(short, 8000)

    def ask_hint(self) -> None:
        if self.controller.ask_hint():
            self.tutor.show_hint(lambda: tr("Thinking..."))

    def _on_hint(self, hint: object) -> None:
        if not isinstance(hint, Hint):
            return
        why = hint.why
        self.tutor.show_hint(lambda: tr("Hint: {0}").format(
            reason_text(why, self.controller.names)))
        self.board.show_hint(hint.action)

    def undo(self) -> None:
        if self.controller.undo():
            self.tutor.say(lambda: tr("Card taken back."))

    def _place_summary(self) -> None:
        self.summary.adjustSize()
        size = self.summary.sizeHint()
        self.summary_proxy.resize(size.width(), size.height())
        self.summary_proxy.setPos(CENTRE.x() - size.width() / 2,
                                  CENTRE.y() - size.height() / 2 - 20)

    def _on_hand_over(self, result: HandResult) -> None:
        st = self.controller.table
        self.summary.show_result(st, self.controller.names, result, you=self.controller.you)
        self._place_summary()
        self._update_actions()

    def _on_game_over(self, winner: int) -> None:
        st = self.controller.table
        result = st.last_result
        if result is not None:
            self.summary.show_result(st, self.controller.names, result, winner,
                                     you=self.controller.you)
            self._place_summary()
        if self.record_stats and self.controller.is_human(0):
            stats.add(games=1, games_won=1 if winner == team(0) else 0)
        if self.controller.autosave_path is not None:
            self.controller.autosave_path.unlink(missing_ok=True)

    def _record_hand(self, result: HandResult) -> None:
        if not self.record_stats or not self.controller.is_human(0) or result.redeal:
            return
        # the standings before this hand, from the state: a resumed or opened game was not
        # dealt here, so nothing the window noted at a deal would be this hand's
        before = self.controller.table.vales_before[team(0)]
        delta = result.vales[team(0)] - before
        d = {"hands": 1, "vales_won": max(0, delta), "vales_lost": max(0, -delta)}
        if result.nombrado == 0 and result.result:
            d["hands_declared"] = 1
            key = {"sacada": "sacadas", "puesta": "puestas", "codillo": "codillos"}.get(
                result.result)
            if key:
                d[key] = 1
        stats.add(**d)

    def show_stats(self) -> None:
        stats.StatsDialog(self).exec()

    def about(self) -> None:
        QMessageBox.about(self, tr("About Zanga"), tr(
            "Zanga Desktop {0}\nLa Zanga, the Canarian trick-taking game of the Ombre "
            "family.").format(__version__))

    # ---------------------------------------------------------------- input and closing

    def _on_key(self, event: QKeyEvent) -> None:
        if self.board.handle_key(event):
            event.accept()
        else:
            event.ignore()

    def _on_key_release(self, event: QKeyEvent) -> None:
        if self.board.handle_key_release(event):
            event.accept()
        else:
            event.ignore()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.shutdown()
        super().closeEvent(event)


def in_play(window: MainWindow) -> bool:
    return window.controller.state.phase not in (Phase.DEAL, Phase.GAME_OVER)


def later(ms: int, fn: object) -> None:
    QTimer.singleShot(ms, fn)  # type: ignore[call-overload]
