"""`zanga`: the desktop program of the Canarian card games. Also a watch mode (`--demo`), a
screenshot maker and a version."""

from __future__ import annotations

import argparse
import gc
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from .core.arg_types import count

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QWidget

    from .core.setup import GameSetup
    from .ui.main_window import MainWindow


#: What `--size` accepts for each side, in pixels: from a window the table can still be laid
#: out in to an 8K screen.
MIN_SIDE, MAX_SIDE = 480, 7680


def window_size(text: str) -> tuple[int, int]:
    """`--size`'s WIDTHxHEIGHT, each side brought within MIN_SIDE..MAX_SIDE; anything else is
    refused with the form it should have."""
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected WIDTHxHEIGHT, such as 1280x800, not {text[:40]!r}") from None
    return (min(max(w, MIN_SIDE), MAX_SIDE), min(max(h, MIN_SIDE), MAX_SIDE))


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="zanga", description="The card games of the Canary Islands, against the computer "
        "or with the family at one screen.")
    p.add_argument("record", nargs="?", metavar="FILE",
                   help="a saved game or hand of any of the games to open (its own game "
                   "opens it)")
    p.add_argument("--version", action="store_true", help="print the version and exit")
    p.add_argument("--demo", action="store_true",
                   help="watch computer players in every seat of the game chosen last")
    p.add_argument("--hands", type=count(1), default=None,
                   help="with --demo: exit with status 0 after this many hands")
    p.add_argument("--screenshot", metavar="FILE",
                   help="save the window to FILE (PNG) once the first deal is shown, and exit")
    p.add_argument("--level", default=None,
                   help="AI level of every computer seat (with --demo: of every seat; "
                   "default: the game's first, its fixed baseline)")
    p.add_argument("--speed", choices=("slow", "normal", "fast", "instant"), default=None)
    p.add_argument("--seed", type=int, default=None, help="seed for the deals and the AI")
    p.add_argument("--size", default=None, type=window_size,
                   help=f"window size, WIDTHxHEIGHT, each {MIN_SIDE} to {MAX_SIDE} (default: the "
                        "size it was left at, within the screen; maximised on a small screen; "
                        "1280x800 for --screenshot)")
    p.add_argument("--no-resume", action="store_true", help="do not offer to resume")
    p.add_argument("--new-game", action="store_true",
                   help="deal a new game at once, without the start screen or the offer to "
                        "resume (for scripts; with --level, --seed and --speed)")
    p.add_argument("--language", choices=("es", "en", "ja"), default=None,
                   help="language of the UI for this run (default: the one chosen in the "
                        "View menu, else the system's)")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    if args.version:
        from . import __version__

        print(f"zanga {__version__}")
        return 0
    # Start-up makes some hundred thousand objects that live as long as the program (its
    # modules, classes, the window): the cycle collector, left on, would walk them again and
    # again while they are made. It waits for the first turn of the event loop, then takes
    # them as permanent (`settle_collector`).
    gc.disable()
    try:
        return _run(args)
    finally:
        gc.enable()


def unknown_level(level: str | None) -> str:
    """Why `--level` names no level of the game it would play (the game chosen last), or ""."""
    if level is None:
        return ""
    from .ui import game_table

    game = game_table.default_game()
    if level in game.levels:
        return ""
    return (f"zanga: error: argument --level: {game.title} has no level {level[:40]!r}; "
            f"its levels are {', '.join(game.levels)}")


def settle_collector() -> None:
    """The objects made so far kept out of the cycle collector's walks, and the collector on;
    the methods compiled for the dataclasses of the start kept for the next one."""
    gc.freeze()
    gc.enable()
    _keep_dataclass_code()


def _dataclass_code_file() -> Path | None:
    from .ui.dataclass_code import file_in
    from .ui.paths import cache_dir

    folder = cache_dir()
    return file_in(folder) if folder else None


def _keep_dataclass_code() -> None:
    from .ui import dataclass_code

    dataclass_code.save(_dataclass_code_file())


def _run(args: argparse.Namespace) -> int:
    from .ui.feature_scan import skip_source_reading

    skip_source_reading()  # before the program's own modules are imported
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from .ui import settings, system_libs

    settings.set_names()
    from .ui import dataclass_code

    dataclass_code.install(_dataclass_code_file())  # before the modules whose classes it spares
    settings.check_file()  # before the first read: a damaged file is kept as it is
    if system_libs.no_display():  # Qt would abort blaming its plugin: say what is wrong
        print(system_libs.no_display_message(args.language), file=sys.stderr)
        return 1
    lacking = system_libs.check()  # before Qt loads its X11 plugin and aborts on its own
    if lacking is not None:
        print(system_libs.message(lacking, args.language), file=sys.stderr)
        return 1
    unknown = unknown_level(args.level)
    if unknown:
        print(unknown, file=sys.stderr)
        return 2

    from dataclasses import replace

    from .ui import main_window
    from .ui.main_window import MainWindow
    from .ui.net.entries import add_to_start
    from .ui.new_game import setup_from_settings

    if add_to_start not in main_window.START_EXTRAS:  # network play: host or join a table
        main_window.START_EXTRAS.append(add_to_start)

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    QGuiApplication.setDesktopFileName("zanga-desktop")  # Wayland docks match the menu entry
    from .ui.fault_report import FaultReport
    from .ui.paths import data_dir

    current: list[MainWindow] = []  # the window of the game chosen last (another game,
    # another window): an unexpected error is told over it, its details kept in the data folder
    faults = FaultReport(data_dir, lambda: current[0] if current else None)
    faults.install()
    from .ui import i18n

    if args.language:
        i18n.install(args.language)
    else:
        i18n.install_chosen()  # the remembered language, else the system's (es, ja, else en)
    watching = args.demo or args.screenshot
    window = MainWindow(speed=args.speed, autosave=not watching, record_stats=not watching)
    # a screenshot has a size of its own, never the state the window was left in
    size_window(window, args.size or ((1280, 800) if args.screenshot else None))
    window.show()
    base = setup_from_settings(window.game)
    level = args.level or (window.game.levels[0] if args.demo else None)
    seats = len(base.levels)
    levels = base.levels if level is None else ("human",) + (level,) * (seats - 1)
    if args.demo:
        levels = (level or window.game.levels[0],) * seats
    setup = replace(base, name=base.name if not args.demo else "Dora", levels=levels,
                    seed=args.seed)
    status = {"code": 0}
    if args.screenshot:
        def shoot() -> None:
            from PySide6.QtCore import QTimer

            def grab() -> None:
                ok = window.grab().save(args.screenshot)
                status["code"] = 0 if ok else 1
                window.close()
                app.quit()

            # a moment for the last frames to settle, none at instant speed
            QTimer.singleShot(0 if args.speed == "instant" else 150, grab)

        window.deal_shown.connect(shoot)
    if args.demo:
        from .ui.demo import watch

        def finished() -> None:
            window.close()
            app.quit()

        watch(window, setup, args.hands, args.speed == "instant", finished)
    current.append(window)

    def follow(other: MainWindow) -> None:
        current[0] = other
        other.switched.connect(follow)

    window.switched.connect(follow)
    if sys.platform == "darwin":  # only the Finder sends files as events; elsewhere a filter
        # on the application would only pass every event of every widget through Python
        opener = file_opener(lambda: current[0])
        app.installEventFilter(opener)
    begin(window, args, setup)
    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, settle_collector)
    app.exec()
    _keep_dataclass_code()  # what later dialogs and games compiled
    return status["code"]


def size_window(window: QWidget, size: tuple[int, int] | None) -> None:
    """`--size` exactly (screenshots), else the size the window was left at, or one that
    fits the screen (`ui/window_fit.py`)."""
    from PySide6.QtCore import QSize

    from .ui.window_fit import fit

    if size:
        window.resize(*size)
        return
    fit(window, "main", QSize(1440, 900), share=0.86)


def begin(window: MainWindow, args: argparse.Namespace, setup: GameSetup) -> None:
    """What the window shows first: watching (--demo, --screenshot) and --new-game deal
    `setup` at once; otherwise `open_first`."""
    if args.demo or args.screenshot or (args.new_game and not args.record):
        window.new_game(setup)
    else:
        open_first(window, args.record, offer_resume=not args.no_resume)


def open_first(window: MainWindow, record: str | None, offer_resume: bool) -> None:
    """The first screen: the record the app was opened with (a file association), on the
    table at once (an unfinished autosaved game is kept, see `MainWindow.load_file`); else
    the start screen (which offers the autosaved game), or, with the start screen turned
    off, the autosave if the player wants it, else a new deal. A bad record says why, then
    the first screen is as if no file had been given: nothing is dealt over the autosave."""
    if record and window.load_file(record):
        return
    window.start(offer_resume=offer_resume)


def file_opener(window: Callable[[], MainWindow]) -> QObject:
    """An event filter opening the records the system asks the app to open (QFileOpenEvent),
    in the window of the moment."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtGui import QFileOpenEvent

    class Opener(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
                window().load_file(event.file())
                return True
            return super().eventFilter(watched, event)

    return Opener()


if __name__ == "__main__":
    sys.exit(main())
