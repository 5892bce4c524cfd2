"""Screenshots of the table at chosen moments, for docs/ui.md and for looking at the UI:
`python -m zanga_desktop.ui.shots OUTDIR [--size 1280x800]`."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QElapsedTimer, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from ..engine import Phase
from . import i18n
from .main_window import MainWindow
from .zanga.controller import Setup


def _wait(app: QApplication, cond: Callable[[], bool], ms: int = 10000) -> bool:
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
                                        and w.summary.isVisible())


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("out", type=Path)
    p.add_argument("--size", default="1280x800")
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--width", type=int, default=0, help="scale the PNGs down to this width")
    p.add_argument("--language", choices=("es", "en", "ja"), default="en",
                   help="language of the UI; the files are named NAME-LANGUAGE.png unless en")
    args = p.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    i18n.install(args.language)
    suffix = "" if args.language == "en" else f"-{args.language}"
    w = MainWindow(speed="instant", autosave=False, record_stats=False)
    width, height = (int(x) for x in args.size.split("x"))
    w.resize(width, height)
    w.controller.pace_ms = 0
    w.show()
    w.new_game(Setup(name="Tú", levels=("human", "rules", "rules", "rules"), seed=args.seed))
    shots = {"speaking": False, "play": False, "summary": False}
    while not all(shots.values()):
        if not _wait(app, _human_or_end(w)):
            break
        st = w.controller.state
        if st.phase is Phase.SPEAKING and not shots["speaking"]:
            w.grab().save(str(args.out / f"speaking{suffix}.png"))
            shots["speaking"] = True
        if st.phase is Phase.PLAY and len(st.trick) >= 2 and not shots["play"]:
            w.grab().save(str(args.out / f"play{suffix}.png"))
            shots["play"] = True
        if st.phase in (Phase.DEAL, Phase.GAME_OVER):
            if not shots["summary"]:
                w.grab().save(str(args.out / f"summary{suffix}.png"))
                shots["summary"] = True
            w.next_hand()
            continue
        buttons = w.board.prompt.buttons if w.board.prompt.isVisible() else []
        if buttons:
            names = [b.objectName() for b in buttons]
            pick = "act_say_juego" if "act_say_juego" in names else names[0]
            buttons[names.index(pick)].click()
        else:
            legal = set(st.legal_plays(0))
            w.controller.play(next(c for c in w.board.human_hand() if c in legal))
    w.controller.shutdown()
    w.close()
    if args.width:
        for png in args.out.glob("*.png"):
            image = QImage(str(png))
            if image.width() > args.width:
                image.scaledToWidth(args.width, Qt.TransformationMode.SmoothTransformation) \
                    .save(str(png))
    return 0 if all(shots.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
