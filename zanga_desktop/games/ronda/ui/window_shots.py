"""Pictures of La Ronda in a real window: the X server's whole screen, window manager frame
included, as a player sees it (a developer's tool, like La Zanga's `window_shots`).

    Xvfb :36 -screen 0 1366x768x24 &  DISPLAY=:36 openbox &
    DISPLAY=:36 python -m zanga_desktop.games.ronda.ui.window_shots OUT --tag 1366x768 --seats 4

Each window opens as `zanga` opens it (inside the screen's available area, maximised when it
would not fit); settings live in a fresh temporary folder. `--scenes` picks some of: table
(a deal against the computer, a card's capture lit), stack (a contra on the fall stack),
cante (a ronda to sing), envio (an envío to answer), turn (a ronda to sing at the human's
turn), refusal (a card that must capture), end (the end of a deal), cover (between two humans),
start, newgame, more, lessons, rules.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from ....ui import i18n, settings
from ..game import RondaMatch
from ..positions import Move, position_game
from ..rules import Card, Kind, play

SCENES = ("table", "stack", "cante", "envio", "turn", "refusal", "end", "cover", "start",
          "newgame", "more", "lessons", "rules")
NAMES = ("Marta", "Ana", "Benito", "Carmela")

#: The positions of the scenes, by seats: dealer, table, each round's cards, the moves.
POSITIONS: dict[tuple[str, int], tuple[int, str, list[dict[int, str]], list[Move]]] = {
    ("stack", 4): (0, "3o 4c 10e 12b",
                   [{1: "2e 6o 11c", 2: "2c 5b 7o", 3: "2b 1c 6c", 0: "2o 5e 12o"}],
                   [(1, "play", "2e"), (2, "play", "2c"), (3, "play", "2b")]),
    ("stack", 2): (1, "3o 4c 10e 12b", [{0: "2e 2o 11o", 1: "2c 5b 7o"}],
                   [(0, "play", "2e"), (1, "play", "2c")]),
    ("cante", 2): (1, "1o 4c 10e 7b", [{0: "5o 5c 2e", 1: "12o 12c 3b"}], []),
    ("cante", 4): (3, "1o 4c 10e 7b", [{0: "5o 5c 2e", 1: "12o 12c 3b"}], []),
    ("envio", 2): (0, "1o 4c 10e 7b", [{0: "5o 5c 2e", 1: "12o 12c 3b"}],
                   [(1, "declare", "ronda"), (0, "declare", "ronda"), (1, "say", "envio")]),
    ("envio", 4): (0, "1o 4c 10e 7b", [{0: "5o 5c 2e", 1: "12o 12c 3b"}],
                   [(1, "declare", "ronda"), (0, "declare", "ronda"), (1, "say", "envio")]),
    ("turn", 2): (0, "3o 4c 10e 12b", [{1: "6e 1c 2b", 0: "5o 5c 7o"}], [(1, "play", "6e")]),
    ("turn", 4): (2, "3o 4c 10e 12b", [{3: "6e 1c 2b", 0: "5o 5c 7o"}], [(3, "play", "6e")]),
    ("refusal", 2): (1, "3o 4c 5e 12c", [{0: "4b 11o 7c", 1: "6e 7b 2o"}], []),
    ("refusal", 4): (3, "3o 4c 5e 12c", [{0: "4b 11o 7c", 1: "6e 7b 2o"}], []),
}


def grab_screen(path: Path) -> bool:
    screen = QGuiApplication.primaryScreen()
    return screen is not None and screen.grabWindow(0).save(str(path))


def wait(app: QApplication, ms: int, until: Callable[[], bool] | None = None) -> bool:
    timer = QElapsedTimer()
    timer.start()
    while timer.elapsed() < ms:
        if until is not None and until():
            return True
        app.processEvents()
        time.sleep(0.01)
    return until is None or until()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("out", type=Path)
    p.add_argument("--tag", required=True, help="the name's suffix, e.g. 1366x768")
    p.add_argument("--scenes", default=",".join(SCENES))
    p.add_argument("--seats", type=int, default=2, choices=(2, 4))
    p.add_argument("--language", default="en", choices=("es", "en", "ja"))
    p.add_argument("--seed", type=int, default=5)
    args = p.parse_args(argv)
    settings.set_names()
    settings.use_ini_folder(Path(tempfile.mkdtemp(prefix="ronda-shots-")))
    settings.put("ui/start_screen", False)
    settings.put("ui/game", "ronda")
    settings.put("player/name", "Marta")
    settings.put("ronda/seats", args.seats)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    i18n.install(args.language)
    args.out.mkdir(parents=True, exist_ok=True)
    seats = args.seats

    from ....ui.main_window import MainWindow
    from ....ui.window_fit import fit
    from .controller import RondaSetup
    from .table import RondaTable

    window = MainWindow(speed="normal", autosave=False, record_stats=False)
    fit(window, "main", QSize(1440, 900), share=0.86)
    window.show()
    table = window.table
    assert isinstance(table, RondaTable)
    ctl, board = table.controller, table.board
    levels = ("human",) + ("normal",) * (seats - 1)
    names = NAMES[:seats]

    out: Path = args.out

    def name(scene: str) -> Path:
        return out / f"ronda-{scene}-{seats}p-{args.tag}-{args.language}.png"

    def at(scene: str) -> None:
        dealer, cards, rounds, moves = POSITIONS[(scene, seats)]
        game = position_game(seats, dealer, cards, rounds, moves, names=names)
        table.resume(RondaMatch(game), opened=False,
                     setup=RondaSetup(seats, levels, names, seed=args.seed))
        wait(app, 8000, lambda: ctl.human_to_act and not window.animator.busy)
        wait(app, 700)

    for scene in [s for s in args.scenes.split(",") if s]:
        if scene == "table":
            table.new_game(RondaSetup(seats, levels, names, seed=args.seed))
            for _ in range(3):
                wait(app, 20000, lambda: ctl.human_to_act and not window.animator.busy)
                legal = list(ctl.match.legal_actions())
                cards = [a for a in legal if a.kind is Kind.PLAY]
                ctl.act(cards[-1] if cards else legal[0])
            wait(app, 20000, lambda: ctl.human_to_act and not window.animator.busy
                 and bool(board.hand))
            board._hovered(board.hand[0], True)
            wait(app, 900)
        elif scene in ("stack", "cante", "envio", "turn"):
            at(scene)
            if scene == "stack":
                card = next(c for c in board.hand if c.rank == 12) if any(
                    c.rank == 12 for c in board.hand) else board.hand[0]
                board._hovered(card, True)
                wait(app, 500)
        elif scene == "cover":
            table.resume(RondaMatch(position_game(seats, *POSITIONS[("cante", seats)][:3],
                                                  names=names)), opened=False,
                         setup=RondaSetup(seats, ("human",) * seats, names, seed=args.seed,
                                          cover=True))
            wait(app, 1500)
        elif scene == "start":
            window.show_start_screen()
            wait(app, 1200)
            grab_screen(name(scene))
            window.hide_start_screen()
            continue
        elif scene == "refusal":
            at(scene)
            ctl.act(play(0, Card.parse("7c")))
            wait(app, 900)
        elif scene == "end":
            window.animator.speed = 0.0
            table.new_game(RondaSetup(seats, ("human",) + ("rules",) * (seats - 1), names,
                                      seed=args.seed))
            for _ in range(200):
                wait(app, 5000, lambda: ctl.human_to_act or ctl.match.needs_deal
                     or ctl.match.is_over)
                if ctl.match.needs_deal or ctl.match.is_over:
                    break
                ctl.act(next(iter(ctl.match.legal_actions())))
            window.animator.speed = 1.0
            wait(app, 1500)
        elif scene in ("newgame", "more"):
            from ....ui.new_game import NewGameDialog

            dialog = NewGameDialog(window)
            dialog.show()
            if scene == "more":
                dialog.show_more(True)
            wait(app, 900)
            grab_screen(name(scene))
            dialog.close()
            continue
        elif scene == "lessons":
            table.open_lessons()
            wait(app, 2500)
            grab_screen(name(scene))
            for w in app.topLevelWidgets():
                if w.objectName() == "learn_window":
                    w.close()
            continue
        elif scene == "rules":
            table.open_rules()
            wait(app, 1500)
            grab_screen(name(scene))
            for w in app.topLevelWidgets():
                if w.objectName().endswith("rules_browser"):
                    w.close()
            continue
        grab_screen(name(scene))
    table.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
