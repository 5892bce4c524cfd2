"""The contract between the shell's window and a game's table, and its generic half.

`GameTable` declares everything `ui/main_window.py` asks of `window.table`: mypy checks every
game's table against it (each game's `make_table` is typed to return one). `TableFront` is
the half every game shares, written once from the game's definition: its record files
(opening, checking, saving, the start screen's description of a saved game), the file
dialogs' filters and names, pausing, undo and hints through the `TableController`. A game's
table subclasses it and writes only what is its own: dealing and resuming its game, its board,
its narration, and the optional features it declares in `features` (the window offers a
menu item only for a feature the table has).
"""

from __future__ import annotations

import enum
import importlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow

from ...core import records
from ...core.game import GameDefinition, Match
from ...core.setup import GameSetup
from ...limits import MAX_MESSAGE_CHARS, cut
from ..file_errors import SaveFailed, write_error_text
from ..i18n import tr
from .controller import TableController
from .docks import DockPlace, LogDock, TutorDock
from .saved_game import GameInfo, modified

if TYPE_CHECKING:  # core.explain is imported when a computer seat is first asked to decide
    from ...core.explain import Explainer


class Feature(enum.Flag):
    """What a game's table may offer beyond playing, each a menu item or a key the window
    shows only for a table that has it."""

    NONE = 0
    HINT = enum.auto()  # Game > Hint and the tutor's Hint button
    UNDO = enum.auto()  # Game > Undo my last move (practice games)
    CLAIM = enum.auto()  # a claim the player makes out of turn (a ¡Renuncio!), at the table
    EXPORT = enum.auto()  # Game > Export this deal
    LESSONS = enum.auto()  # the Learn menu: lessons and the rules browser
    REPORT = enum.auto()  # Game > Report this move: a computer seat's last decision, explained
    # Join a table > Watch: the table shows a network game to a spectator
    # (`TableController.watched`: no hand face up, every seat named, nothing asked)
    WATCH = enum.auto()


@dataclass(frozen=True, slots=True)
class Seated:
    """A computer seat's built-in player as the table made it: its level, the seed and the
    effort (1: the level as shipped) it was made with, what `zanga-cli explain` needs to
    decide again as it did."""

    level: str
    seed: int
    effort: float = 1.0


class Board(Protocol):
    """A game's board, as far as the front asks it: keys, the language, the deck's faces
    and the player's choice of highlighting the cards he may play."""

    def handle_key(self, event: QKeyEvent) -> bool: ...

    def handle_key_release(self, event: QKeyEvent) -> bool: ...

    def retranslate(self) -> None: ...

    def set_highlight(self, on: bool) -> None: ...

    def redraw_cards(self) -> None: ...


class GameTable(Protocol):
    """What the shell's window asks of every game's table."""

    @property
    def changed(self) -> SignalInstance:
        """What the window's menus offer may have changed."""

    @property
    def deal_shown(self) -> SignalInstance:
        """A hand's deal is on the table."""

    @property
    def features(self) -> Feature: ...

    def withhold(self, features: Feature) -> None: ...

    @property
    def game(self) -> GameDefinition: ...

    @property
    def controller(self) -> TableController: ...

    @property
    def board(self) -> Board: ...

    @property
    def tutor(self) -> TutorDock: ...

    @property
    def log(self) -> LogDock: ...

    @property
    def docks(self) -> Sequence[QDockWidget]: ...

    # the game on the table
    def new_game(self, setup: GameSetup) -> None: ...

    def resume(self, match: Match[Any, Any], opened: bool,
               levels: Sequence[str] | None = None) -> None: ...

    def seat_levels(self) -> tuple[str, ...]: ...

    def next_hand(self) -> None: ...

    def in_progress(self) -> bool: ...

    def info(self, saved_at: datetime | None = None) -> GameInfo: ...

    # files
    @property
    def autosave_path(self) -> Path | None: ...

    @autosave_path.setter
    def autosave_path(self, path: Path | None) -> None: ...

    def read_saved(self, path: Path) -> tuple[GameInfo, Match[Any, Any] | None] | None: ...

    def check_record(self, path: str | Path) -> tuple[Match[Any, Any] | None, str]: ...

    def save(self, path: str | Path) -> None: ...

    def hand_record(self) -> str: ...

    def export_hand(self, path: str | Path, text: str | None = None) -> str: ...

    def record_filter(self) -> str: ...

    def game_stem(self) -> str: ...

    def hand_stem(self) -> str: ...

    # the menus
    @property
    def can_report(self) -> bool: ...

    def report_point(self, match: Match[Any, Any], seat: int) -> object: ...

    def report_record(self) -> dict[str, Any]: ...

    def report_move(self, path: str | Path, record: dict[str, Any] | None = None) -> str: ...

    def report_stem(self) -> str: ...

    @property
    def can_undo(self) -> bool: ...

    @property
    def can_hint(self) -> bool: ...

    @property
    def can_export(self) -> bool: ...

    @property
    def can_save(self) -> bool: ...

    def update_actions(self) -> None: ...

    def undo(self) -> bool: ...

    def ask_hint(self) -> None: ...

    def install_menus(self) -> None: ...

    def open_lessons(self) -> None: ...

    def open_rules(self) -> None: ...

    def how_to_play_html(self) -> str: ...

    def shortcuts(self) -> list[tuple[str, str]]: ...

    # the view
    def retranslate(self) -> None: ...

    def set_highlight(self, on: bool) -> None: ...

    def redraw_cards(self) -> None: ...

    def handle_key(self, event: QKeyEvent) -> bool: ...

    def handle_key_release(self, event: QKeyEvent) -> bool: ...

    def pause(self) -> None: ...

    def unpause(self) -> None: ...

    def shutdown(self) -> None: ...


class TableFront(QObject):
    """`window` gives the scene, view, animator and deck; a subclass sets `controller`,
    `board`, `tutor` and `log` before the window asks anything, and `features` for what it
    offers beyond play. `changed` says that what the window's menus offer may have changed;
    `deal_shown` that a hand's deal is on the table."""

    changed = Signal()
    deal_shown = Signal()

    features: ClassVar[Feature] = Feature.NONE
    #: The game's learn package (LESSONS), imported when first used: `install(window,
    #: tutor)` adds its Learn menu, `open_lessons(parent)` and `open_rules(None, parent)`
    #: open its lessons and its rules browser.
    learn_module: ClassVar[str] = ""
    #: The game's explainer (REPORT): the dotted name of a module that is a
    #: `core.explain.Explainer`, imported when first used.
    explainer_module: ClassVar[str] = ""
    #: The game's help module, imported when first used: `how_to_play_html()` and
    #: `shortcuts()` (see the methods of those names).
    help_module: ClassVar[str] = ""
    controller: TableController
    board: Board
    tutor: TutorDock
    log: LogDock

    def __init__(self, window: QMainWindow, game: GameDefinition) -> None:
        super().__init__(window)
        self.window: Any = window  # the shell's main window (ui/main_window.py), or a stage
        self.game = game
        self._docks: tuple[QDockWidget, ...] = ()

    def withhold(self, features: Feature) -> None:
        """This table (not its kind) offers none of `features`: a table joined over the
        network has no undo and no hand to export, and hints only if the host allows."""
        vars(self)["features"] = type(self).features & ~features

    @property
    def docks(self) -> Sequence[QDockWidget]:
        """The docks the View menu shows or hides (the tutor and the log unless the table
        says more)."""
        return self._docks or (self.tutor, self.log)

    def place_docks(self, docks: Sequence[QDockWidget],
                    heights: Sequence[int] | None = None) -> None:
        """The table's docks (the View menu shows or hides them), beside the table in a wide
        window and under it in a narrow one, sharing the height as `heights` say."""
        self._docks = tuple(docks)
        self.dock_place = DockPlace(self.window, self._docks, heights)

    # ---------------------------------------------------------------- the game on the table

    @property
    def match(self) -> Match[Any, Any]:
        return self.controller.match

    def new_game(self, setup: GameSetup) -> None:
        raise NotImplementedError

    def resume(self, match: Match[Any, Any], opened: bool,
               levels: Sequence[str] | None = None) -> None:
        """Put `match` (from `check_record` or `read_saved`) on the table; `opened`: a file
        the player opened, not the autosave. `levels` says who plays each seat, as a
        `GameSetup` does ("human", a level, or `REMOTE` at a network table); by default as
        the player last chose."""
        raise NotImplementedError

    def next_hand(self) -> None:
        self.controller.deal_next()

    @property
    def offers_new_game(self) -> bool:
        """Whether the window offers Game > New game (a network table's does not), so that
        the end of a game offers it too."""
        act = getattr(self.window, "act_new", None)
        return act is not None and bool(act.isEnabled())

    def ask_new_game(self) -> None:
        """The end of a game's New game button: Game > New game, where the window offers it."""
        if self.offers_new_game:
            self.window.act_new.trigger()

    def in_progress(self) -> bool:
        """A game is on the table: dealt, and not over."""
        return self.match.hand_count > 0 and not self.match.is_over

    def info(self, saved_at: datetime | None = None) -> GameInfo:
        return self.describe(self.match, saved_at)

    def describe(self, match: Match[Any, Any], saved_at: datetime | None = None,
                 path: Path | None = None) -> GameInfo:
        """A game as the start screen shows it: its players, standings and hand."""
        return GameInfo(names=match.players, standings=match.standings(),
                        hand=max(1, match.hand_count),
                        hand_over=match.needs_deal or match.is_over, preset=match.preset,
                        saved_at=saved_at, path=path, over=match.is_over, game=self.game.id,
                        match=match)

    # ---------------------------------------------------------------- files

    @property
    def autosave_path(self) -> Path | None:
        return self.controller.autosave_path

    @autosave_path.setter
    def autosave_path(self, path: Path | None) -> None:
        self.controller.autosave_path = path

    def load(self, path: str | Path) -> Match[Any, Any]:
        """The game at `path` replayed (the game's `RecordError` if it is no record of it,
        or its rules refuse an action)."""
        return self.game.load_match(records.read_json(path, self.game.record_error))

    def problem_text(self, exc: records.RecordError) -> str:
        """Why a record cannot be opened, in the player's words (the game may say it better
        than the record's own sentence)."""
        return exc.message

    def check_record(self, path: str | Path) -> tuple[Match[Any, Any] | None, str]:
        """The game at `path` replayed if the rules accept it, else None and why."""
        try:
            return self.load(path), ""
        except records.RecordError as exc:
            return None, self.problem_text(exc)

    def read_saved(self, path: Path) -> tuple[GameInfo, Match[Any, Any] | None] | None:
        """The saved game at `path`: its description and the game replayed, or the reason it
        cannot be resumed and no game; None if there is no file. Never raises, never changes
        the file."""
        try:
            present = path.exists() or path.is_symlink()
        except OSError:  # something is there that cannot even be looked at
            present = True
        if not present:
            return None
        saved_at = modified(path)
        try:
            match = self.load(path)
        except records.RecordError as exc:
            return GameInfo(saved_at=saved_at, problem=exc.message, error=exc, path=path,
                            game=self.game.id), None
        except Exception as exc:  # whatever the file holds, the app must open
            problem = cut(str(exc), MAX_MESSAGE_CHARS) or type(exc).__name__
            return GameInfo(saved_at=saved_at, problem=problem, path=path,
                            game=self.game.id), None
        return self.describe(match, saved_at, path), match

    def save(self, path: str | Path) -> None:
        """The game so far, atomically; SaveFailed (an OSError saying why, as a player reads
        it) if it cannot be written, the file as it was kept."""
        try:
            records.write_record(path, self.match.record_text())
        except (OSError, ValueError) as exc:
            raise SaveFailed.of(exc) from exc

    def hand_record(self) -> str:
        """The hand on the table as a record of its own (EXPORT)."""
        raise NotImplementedError

    def export_hand(self, path: str | Path, text: str | None = None) -> str:
        """The hand on the table as a record of its own (`text`, taken when the player
        asked, else now) written to `path`; why not, or ""."""
        try:
            records.write_record(path, self.hand_record() if text is None else text)
        except (records.RecordError, IndexError) as exc:
            return str(exc)
        except (OSError, ValueError) as exc:
            return write_error_text(exc)
        return ""

    @property
    def can_export(self) -> bool:
        return Feature.EXPORT in self.features and self.match.hand_count > 0

    @property
    def can_save(self) -> bool:
        """A game is on the table to save: one dealt (a saved game of no deal would open
        again as nothing)."""
        return self.match.hand_count > 0

    def record_filter(self) -> str:
        return tr("{0} records ({1})").format(self.game.title,
                                              f"*{self.game.file_suffix} *.json")

    def game_stem(self) -> str:
        """How a saved game's file name starts (the date follows)."""
        return self.game.title

    def hand_stem(self) -> str:
        return tr("{0}, one deal").format(self.game.title)

    # ---------------------------------------------------------------- reporting a move

    def seated(self, seat: int) -> Seated | None:
        """The built-in player the table made for the computer seat `seat`; None for a
        person or a bot program, whose decisions no level can explain (REPORT)."""
        levels = self.seat_levels()
        if not 0 <= seat < len(levels) or levels[seat] not in self.game.levels:
            return None  # a person, or a bot program
        return Seated(levels[seat], self.controller.player_seed(seat))

    def seat_levels(self) -> tuple[str, ...]:
        """Every seat's level as the table knows it (`core.explain.HUMAN` for a person), as
        a level may read the others' words by it (REPORT)."""
        return tuple(self.controller.levels)

    def _explainer(self) -> Explainer:
        explainer: Explainer = importlib.import_module(self.explainer_module)
        return explainer

    def report_point(self, match: Match[Any, Any], seat: int) -> object:
        """What the table keeps of the decision the computer seat `seat` is asked for now
        (the window hands this to the controller for a table with REPORT)."""
        if self.seated(seat) is None:
            return None
        from ...core.explain import report_point

        return report_point(match, self._explainer(), seat)

    @property
    def can_report(self) -> bool:
        """A computer seat's decision is there to report: one was asked for in this game."""
        asked = self.controller.asked
        if Feature.REPORT not in self.features or asked is None:
            return False
        from ...core.explain import ReportPoint

        return isinstance(asked[1], ReportPoint)

    def report_record(self) -> dict[str, Any]:
        """The record up to the last decision a computer seat was asked for, with the level,
        seed and budget of work it decided by (`core.explain`, "report"); ValueError if no
        decision is there to report."""
        from ...core.explain import ReportPoint, point_record

        asked = self.controller.asked
        if not self.can_report or asked is None or not isinstance(asked[1], ReportPoint):
            raise ValueError(tr("No move of a computer player to report yet."))
        point = asked[1]
        seated = self.seated(point.seat)
        if seated is None:
            raise ValueError(tr("No move of a computer player to report yet."))
        levels = self.seat_levels()
        return point_record(point, self._explainer(), seated.level, seated.seed, seated.effort,
                            levels or None)

    def report_move(self, path: str | Path, record: dict[str, Any] | None = None) -> str:
        """The reported move (`record`, taken when the player asked, else now) written to
        `path`, atomically; why not, or ""."""
        try:
            record = self.report_record() if record is None else record
        except ValueError as exc:
            return str(exc)
        try:
            records.write_record(path, json.dumps(record, ensure_ascii=False, indent=1))
        except (OSError, ValueError) as exc:
            return write_error_text(exc)
        return ""

    def report_stem(self) -> str:
        """How a reported move's file name starts."""
        return tr("{0}, reported move").format(self.game.title)

    # ---------------------------------------------------------------- a refusal on the table

    def _hide_toast_on(self, controller: Any) -> None:
        """A refusal's words on the table go with the next step of `controller`: an
        action, a deal, a game put on the table (a new one, opened or resumed)."""
        for news in (controller.reset, controller.dealt, controller.acted):
            news.connect(self._hide_toast)

    def _hide_toast(self, *_news: object) -> None:
        toast = getattr(self.window, "toast", None)
        if toast is not None:
            toast.hide()

    # ---------------------------------------------------------------- the menus

    @property
    def can_undo(self) -> bool:
        return Feature.UNDO in self.features and self.controller.can_undo

    def undo(self) -> bool:
        if Feature.UNDO not in self.features or not self.controller.undo():
            return False
        self.tutor.say(lambda: tr("Move taken back."))  # the table, drawn again, says no more
        return True

    @property
    def can_hint(self) -> bool:
        return Feature.HINT in self.features and self.controller.human_to_act

    def ask_hint(self) -> None:
        """The game's hint, asked on the AI worker (`hint_ready` brings it)."""
        if self.can_hint and self.controller.ask_hint():
            self.tutor.show_hint(lambda: tr("Thinking..."))

    def update_actions(self) -> None:
        """The tutor's Hint button, enabled while a hint may be asked."""
        self.tutor.hint_button.setVisible(Feature.HINT in self.features)
        self.tutor.hint_button.setEnabled(self.can_hint)

    def _learn(self) -> Any:
        return importlib.import_module(self.learn_module) if self.learn_module else None

    def install_menus(self) -> None:
        """The game's own menus: its Learn menu (LESSONS)."""
        learn = self._learn()
        if Feature.LESSONS in self.features and learn is not None:
            learn.install(self.window, self.tutor)

    def open_lessons(self) -> None:
        learn = self._learn()
        if Feature.LESSONS in self.features and learn is not None:
            learn.open_lessons(self.window)

    def open_rules(self) -> None:
        learn = self._learn()
        if Feature.LESSONS in self.features and learn is not None:
            learn.open_rules(None, self.window)

    def how_to_play_html(self) -> str:
        """Help > How to play: the aim and a hand in a few steps, as HTML."""
        if not self.help_module:
            raise NotImplementedError
        html: str = importlib.import_module(self.help_module).how_to_play_html()
        return html

    def shortcuts(self) -> list[tuple[str, str]]:
        """The game's own keys (keys, what they do), for Help > Keyboard shortcuts; the
        window adds those of every game."""
        if not self.help_module:
            return []
        keys: list[tuple[str, str]] = importlib.import_module(self.help_module).shortcuts()
        return keys

    # ---------------------------------------------------------------- the view

    def retranslate(self) -> None:
        self.board.retranslate()

    def set_highlight(self, on: bool) -> None:
        self.board.set_highlight(on)

    def redraw_cards(self) -> None:
        self.board.redraw_cards()

    def handle_key(self, event: QKeyEvent) -> bool:
        return self.board.handle_key(event)

    def handle_key_release(self, event: QKeyEvent) -> bool:
        return self.board.handle_key_release(event)

    def pause(self) -> None:
        self.controller.pause()

    def unpause(self) -> None:
        self.controller.unpause()

    def shutdown(self) -> None:
        self.controller.shutdown()
