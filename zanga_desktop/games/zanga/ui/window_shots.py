"""Pictures of a first launch in a real window: the X server's whole screen, window manager
frame included, as a player sees it (not the offscreen platform's picture of one widget).

    Xvfb :22 -screen 0 1366x768x24 &  DISPLAY=:22 openbox &
    DISPLAY=:22 python -m zanga_desktop.games.zanga.ui.window_shots docs/screenshots --tag 1366x768

Each window opens as `zanga` opens it (inside the screen's available area, maximised when it
would not fit); settings live in a fresh temporary folder so no remembered size interferes.
`--scenes` picks some of: table, refusal, summary, newgame, more, help, keys, lessons, rules, cheat.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from ....ui import i18n, settings
from ..rules import Phase
from .shots import _human_turn, _summary, wait_until

SCENES = ("table", "refusal", "summary", "newgame", "more", "help", "keys", "lessons", "rules",
          "cheat")


def grab_screen(path: Path) -> bool:
    screen = QGuiApplication.primaryScreen()
    return screen is not None and screen.grabWindow(0).save(str(path))


def settle(app: QApplication, ms: int = 900) -> None:
    from PySide6.QtCore import QElapsedTimer

    timer = QElapsedTimer()
    timer.start()
    wait_until(app, lambda: timer.elapsed() > ms, ms + 500)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("out", type=Path)
    p.add_argument("--tag", required=True, help="the name's suffix, e.g. 1366x768")
    p.add_argument("--scenes", default=",".join(SCENES))
    p.add_argument("--language", default="en", choices=("es", "en", "ja"))
    p.add_argument("--seed", type=int, default=7)
    args = p.parse_args(argv)
    settings.set_names()
    settings.use_ini_folder(Path(tempfile.mkdtemp(prefix="zanga-shots-")))
    settings.put("ui/start_screen", False)
    settings.put("player/name", "Marta")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    i18n.install(args.language)
    args.out.mkdir(parents=True, exist_ok=True)
    wanted = [s for s in args.scenes.split(",") if s]
    shots: dict[str, Callable[[], QWidget | None]] = {}

    from ....ui.main_window import MainWindow
    from ....ui.new_game import NewGameDialog
    from ....ui.window_fit import fit
    from ..learn import open_lessons
    from ..learn.reference import close_browser, open_article, show_cheat_sheet
    from .setup import Setup

    window = MainWindow(speed="fast", autosave=False, record_stats=False)
    fit(window, "main", QSize(1440, 900), share=0.86)
    window.show()
    ctl = window.controller
    setup = Setup(name="Marta", levels=("human", "rules", "rules", "rules"), seed=args.seed)

    def to_play(cards_left: int) -> None:
        """Play on (the human's turns as in ui/shots.py) until the human holds
        `cards_left` cards at a card of his own to play."""
        ctl.new_game(setup)
        for _ in range(60):
            wait_until(app, lambda: ctl.human_to_act and not window.animator.busy, 20000)
            st = ctl.state
            if st.phase is Phase.PLAY and len(st.hands[0]) <= cards_left \
                    and not window.board.prompt.isVisible():
                return
            _human_turn(window)

    def table() -> QWidget | None:
        to_play(6)
        return None

    def summary() -> QWidget | None:
        """The end of a hand: the summary and its Next hand button."""
        ctl.new_game(setup)
        for _ in range(80):
            wait_until(app, lambda: (ctl.human_to_act or _summary(window).isVisible())
                       and not window.animator.busy, 20000)
            if _summary(window).isVisible():
                return None
            _human_turn(window)
        return None

    def refusal() -> QWidget | None:
        window.tutor.close()
        window.log.close()
        ctl.new_game(setup)
        for _ in range(80):
            wait_until(app, lambda: ctl.human_to_act and not window.animator.busy, 20000)
            st = ctl.state
            if st.phase is Phase.PLAY and st.trick and st.to_act == 0:
                illegal = [c for c in st.hands[0] if c not in st.legal_plays(0)]
                if illegal:
                    ctl.play(illegal[0])
                    return None
            _human_turn(window)
        return None

    def new_game(more: bool) -> QWidget:
        dialog = NewGameDialog(window)
        dialog.show()
        if more:
            dialog.show_more(True)
        return dialog

    def page(name: str) -> QWidget:
        from ....ui.help_pages import open_page

        return open_page(window, name, window.table)

    def lessons() -> QWidget:
        learn = open_lessons(window, "fast")
        settle(app, 1500)
        # a question answered wrong: the verdict and Back/Next must be in sight
        from ..learn.lessons import LearnWindow

        assert isinstance(learn, LearnWindow)
        ids = [lesson.id for lesson in learn.lessons]
        learn.open_lesson(ids.index("06-speaking"))
        learn.show_step(2)
        settle(app, 800)
        for b in learn.panel.buttons:
            if b.objectName() == "choice_5":
                b.click()
        return learn

    shots["table"] = table
    shots["refusal"] = refusal
    shots["summary"] = summary
    shots["newgame"] = lambda: new_game(False)
    shots["more"] = lambda: new_game(True)
    shots["help"] = lambda: page("how_to_play")
    shots["keys"] = lambda: page("shortcuts")
    shots["lessons"] = lessons
    shots["rules"] = lambda: open_article(17, window)
    shots["cheat"] = lambda: show_cheat_sheet(window)
    failed = 0
    for name in wanted:
        if name not in shots:
            print(f"unknown scene {name}", file=sys.stderr)
            failed += 1
            continue
        opened = shots[name]()
        settle(app, 1600)
        suffix = "" if args.language == "en" else f"-{args.language}"
        target = args.out / f"first-launch-{name}{suffix}-{args.tag}.png"
        if grab_screen(target):
            print(target)
        else:
            failed += 1
        if opened is not None and opened is not window:
            opened.close()
            if name == "rules":
                close_browser()
        window.tutor.show()
        window.log.show()
        settle(app, 300)
    ctl.shutdown()
    window.close()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
