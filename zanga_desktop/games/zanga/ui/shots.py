"""Screenshots of La Zanga's table at chosen moments, for docs/ui.md and for looking at the
UI: `python -m zanga_desktop.games.zanga.ui.shots OUTDIR [--size 1280x800]`; `--i18n` for the
same moments in each language, `--start` for the start screen."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QElapsedTimer, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from ....app import window_size
from ....ui import i18n
from ....ui.main_window import MainWindow
from ....ui.new_game import default_name
from ..rules import Phase
from .setup import Setup
from .summary import SummaryPanel
from .table import ZangaTable


def _human_turn(w: MainWindow) -> None:
    """The human's move for the pictures: juego when it may be said, else the first button,
    else the first legal card in the hand."""
    buttons = w.board.prompt.buttons if w.board.prompt.isVisible() else []
    if buttons:
        names = [b.objectName() for b in buttons]
        pick = "act_say_juego" if "act_say_juego" in names else names[0]
        buttons[names.index(pick)].click()
    else:
        legal = set(w.controller.state.legal_plays(0))
        w.controller.play(next(c for c in w.board.human_hand() if c in legal))


def _table(w: MainWindow) -> ZangaTable:
    table = w.table
    assert isinstance(table, ZangaTable)
    return table


def _summary(w: MainWindow) -> SummaryPanel:
    """The hand summary of La Zanga's table in `w`."""
    return _table(w).summary


def wait_until(app: QApplication, cond: Callable[[], bool], ms: int = 10000) -> bool:
    """Process events until `cond` holds (False after `ms`): offscreen pictures wait for
    the animations and the computer players, with no fixed sleeps."""
    timer = QElapsedTimer()
    timer.start()
    while not cond():
        if timer.elapsed() > ms:
            return False
        app.processEvents()
        QCoreApplication.sendPostedEvents()
    return True


def _human_or_end(w: MainWindow) -> Callable[[], bool]:
    ctl = w.controller
    return lambda: ctl.human_to_act or (ctl.state.phase in (Phase.DEAL, Phase.GAME_OVER)
                                        and _summary(w).isVisible())


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("out", type=Path)
    p.add_argument("--size", default=(1280, 800), type=window_size, help="WIDTHxHEIGHT")
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--width", type=int, default=0, help="scale the PNGs down to this width")
    p.add_argument("--language", choices=("es", "en", "ja"), default="en",
                   help="language of the UI; the files are named NAME-LANGUAGE.png unless en")
    p.add_argument("--i18n", action="store_true",
                   help="instead: i18n-{en,es,ja}.png, the same speaking prompt and hand "
                        "summary in each language, switched at run time")
    p.add_argument("--start", action="store_true",
                   help="instead: the start screen, start-{en,es,ja}.png with an unfinished "
                        "game to continue (switched at run time), start-first-en.png with "
                        "none, start-damaged-en.png with a damaged autosave")
    args = p.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    if args.i18n:
        return _i18n_shots(app, args.out, args.size, args.seed, args.width)
    if args.start:
        return _start_shots(app, args.out, args.size, args.seed, args.width)
    i18n.install(args.language)
    suffix = "" if args.language == "en" else f"-{args.language}"
    w = MainWindow(speed="instant", autosave=False, record_stats=False)
    w.resize(*args.size)
    w.controller.pace_ms = 0
    w.show()
    _table(w).new_game(Setup(name=default_name(), levels=("human", "rules", "rules", "rules"),
                     seed=args.seed))
    shots = {"speaking": False, "play": False, "peek": False, "summary": False}
    while not all(shots.values()):
        if not wait_until(app, _human_or_end(w)):
            break
        st = w.controller.state
        if st.phase is Phase.SPEAKING and not shots["speaking"]:
            w.grab().save(str(args.out / f"speaking{suffix}.png"))
            shots["speaking"] = True
        if st.phase is Phase.PLAY and len(st.trick) >= 2 and not shots["play"]:
            w.grab().save(str(args.out / f"play{suffix}.png"))
            shots["play"] = True
        if st.phase is Phase.PLAY and st.tricks and not st.trick and not shots["peek"]:
            w.board.show_peek(True)  # as while the Last trick button is held
            w.grab().save(str(args.out / f"peek{suffix}.png"))
            w.board.show_peek(False)
            shots["peek"] = True
        if st.phase in (Phase.DEAL, Phase.GAME_OVER):
            if not shots["summary"]:
                w.grab().save(str(args.out / f"summary{suffix}.png"))
                shots["summary"] = True
            w.next_hand()
            continue
        _human_turn(w)
    shots["renuncio"] = _renuncio_shot(app, w, args.out / f"renuncio{suffix}.png")
    w.controller.shutdown()
    w.close()
    if args.width:
        for png in args.out.glob("*.png"):
            image = QImage(str(png))
            if image.width() > args.width:
                image.scaledToWidth(args.width, Qt.TransformationMode.SmoothTransformation) \
                    .save(str(png))
    return 0 if all(shots.values()) else 1


def _i18n_shots(app: QApplication, out: Path, size: tuple[int, int], seed: int,
                width: int) -> int:
    """One game; at the human's first speaking prompt, and again at the first hand summary,
    the window is grabbed in each language (switched at run time, as from the View menu).
    Each language's two grabs are stacked into `i18n-LANG.png`."""
    from PySide6.QtGui import QPainter

    w = MainWindow(speed="instant", autosave=False, record_stats=False)
    wide, high = size
    w.resize(wide, high)
    w.controller.pace_ms = 0
    w.show()
    i18n.install("en")
    _table(w).new_game(Setup(name="Marta", levels=("human", "rules", "rules", "rules"), seed=seed))
    grabs: dict[str, list[QImage]] = {lang: [] for lang in ("en", "es", "ja")}

    def grab_all() -> None:
        for lang, images in grabs.items():
            i18n.install(lang)
            for _ in range(3):
                QCoreApplication.sendPostedEvents()
                app.processEvents()
            images.append(w.grab().toImage())
        i18n.install("en")
        app.processEvents()

    while len(grabs["en"]) < 2:
        if not wait_until(app, _human_or_end(w)):
            break
        st = w.controller.state
        if st.phase is Phase.SPEAKING and not grabs["en"]:
            grab_all()
        if st.phase in (Phase.DEAL, Phase.GAME_OVER):
            grab_all()
            break
        _human_turn(w)
    w.controller.shutdown()
    w.close()
    for lang, images in grabs.items():
        if len(images) < 2:
            return 1
        sheet = QImage(images[0].width(), images[0].height() + images[1].height() + 8,
                       QImage.Format.Format_RGB32)
        sheet.fill(Qt.GlobalColor.white)
        painter = QPainter(sheet)
        painter.drawImage(0, 0, images[0])
        painter.drawImage(0, images[0].height() + 8, images[1])
        painter.end()
        if width and sheet.width() > width:
            sheet = sheet.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)
        sheet.save(str(out / f"i18n-{lang}.png"))
    return 0


def _renuncio_shot(app: QApplication, w: MainWindow, path: Path) -> bool:
    """Mesa mode: Ana throws an espada on a copa lead although she holds copas; the human
    claims, and the summary reviews the tricks with her card marked."""
    from ..records import DEFAULT_PLAYERS, Game, GameRecord
    from ..rules import DECK, Action, Card, Deal, Kind, Suit, Word

    spec = {0: "3c 5o 5c 6c 2e 3e 3b 2b", 1: "4c 12c 11c 10c 1c 2c 6e 7e"}
    given = {k: [Card.parse(t) for t in v.split()] for k, v in spec.items()}
    rest = [c for c in DECK if c not in {c for h in given.values() for c in h}]
    hands = [tuple(given.get(seat) or [rest.pop(0) for _ in range(8)]) for seat in range(4)]
    mesa: dict[str, object] = {"renuncio_mode": "mesa"}
    game = Game(GameRecord(options=dict(mesa), first_hand=False,
                           players=[default_name(), *DEFAULT_PLAYERS[1:]]))
    game.start_hand(3, Deal((hands[0], hands[1], hands[2], hands[3]), tuple(rest[:8])))
    for seat, word in ((0, Word.JUEGO), (1, Word.PASO), (2, Word.PASO), (3, Word.PASO)):
        game.apply(Action(seat, Kind.SAY, word))
    game.apply(Action(0, Kind.TRUMP, Suit.OROS))
    for seat, card in ((0, "3c"), (1, "6e"), (2, None), (3, None), (2, None), (3, None)):
        if game.state.to_act != seat:
            continue
        chosen = Card.parse(card) if card else game.state.legal_plays(seat)[0]
        game.apply(Action(seat, Kind.PLAY, chosen))
    w.controller.resume(game.record, Setup(name=default_name(), levels=("human", "rules",
                                           "rules", "rules"), seed=3, options=mesa))
    if not wait_until(app, lambda: w.controller.human_to_act) or not w.controller.claim():
        return False
    if not wait_until(app, lambda: _summary(w).isVisible()):
        return False
    return w.grab().save(str(path))


def _start_shots(app: QApplication, out: Path, size: tuple[int, int], seed: int,
                 width: int) -> int:
    """The start screen as the app opens: over an autosave of a game in its third hand (in
    each language, switched at run time), with no autosave, and with a damaged one. The
    settings and the autosave live in a temporary folder, so the pictures do not depend on
    the machine's."""
    import os
    import tempfile
    from datetime import datetime

    from ....ui import settings

    wide, high = size

    def settle() -> None:
        for _ in range(3):
            QCoreApplication.sendPostedEvents()
            app.processEvents()

    def save(image: QImage, name: str) -> None:
        if width and image.width() > width:
            image = image.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)
        image.save(str(out / name))

    def opened(autosave: Path) -> MainWindow:
        w = MainWindow(speed="instant", autosave=False, record_stats=False)
        w.controller.autosave_path = autosave
        w.resize(wide, high)
        w.show()
        w.start()
        settle()
        return w

    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        settings.use_ini_folder(Path(tmp) / "config")
        autosave = Path(tmp) / "autosave.zanga.json"
        i18n.install("en")
        # a game played by the rules AI into its third hand, saved as the app saves it
        w = MainWindow(speed="instant", autosave=False, record_stats=False)
        w.controller.autosave_path = autosave
        w.controller.pace_ms = 0
        w.show()
        _table(w).new_game(Setup(name="Marta", levels=("human", "rules", "rules", "rules"),
                                 seed=seed))
        while wait_until(app, _human_or_end(w)):
            st = w.controller.state
            if st.phase is Phase.PLAY and st.hand_index == 2 and len(st.tricks) == 3:
                break
            if st.phase in (Phase.DEAL, Phase.GAME_OVER):
                w.next_hand()
                continue
            _human_turn(w)
        w.controller.shutdown()
        w.close()
        evening = datetime.now().replace(hour=18, minute=42, second=0, microsecond=0)
        os.utime(autosave, (evening.timestamp(), evening.timestamp()))

        w = opened(autosave)
        ok = ok and w.start_screen.isVisible()
        for lang in ("en", "es", "ja"):
            i18n.install(lang)
            settle()
            save(w.grab().toImage(), f"start-{lang}.png")
        i18n.install("en")
        w.close()

        text = autosave.read_text(encoding="utf-8")
        autosave.unlink()
        w = opened(autosave)
        save(w.grab().toImage(), "start-first-en.png")
        w.close()

        autosave.write_text(text[: len(text) // 2], encoding="utf-8")
        os.utime(autosave, (evening.timestamp(), evening.timestamp()))
        w = opened(autosave)
        save(w.grab().toImage(), "start-damaged-en.png")
        w.close()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
