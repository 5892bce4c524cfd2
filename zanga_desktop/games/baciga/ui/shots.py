"""Pictures of La Báciga's table in a real window, the X server's whole screen grabbed, as a
player sees it (a developer's tool, like the regions' demo):

    Xvfb :37 -screen 0 1366x768x24 &  DISPLAY=:37 openbox &
    DISPLAY=:37 python -m zanga_desktop.games.baciga.ui.shots OUT --tag 1366x768 --seats 2

Each scene puts a deal on the table from a record (the fixed cards of `SCENES`, the rest
shuffled), the player at seat 0 and Normal at the others, then makes the player's actions
on the board as clicks would, and grabs the screen once the table is still. Settings live in
a fresh temporary folder.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QElapsedTimer, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from ....ui import i18n, settings

NAMES = ("Marta", "Ana", "Benito", "Carmela")


@dataclass(frozen=True)
class Scene:
    """A deal's start as a record holds it, and the player's actions that lead to the
    picture (`board` clicks: `paso:12o,11c`, `baciga:2`, `up`, `down`, `stand:12`,
    `tapar:6b`, `select:12o`, `next`)."""

    dealer: int
    hands: dict[str, tuple[str, ...]]
    stock: tuple[str, ...] = ()
    actions: tuple[dict[str, Any], ...] = ()
    clicks: tuple[str, ...] = ()
    points: tuple[int, int] = (0, 0)
    wait_banner: bool = False
    options: dict[str, Any] = field(default_factory=dict)


def _scenes(seats: int) -> dict[str, Scene]:
    """The scenes of a table of `seats` (the player is seat 0)."""
    if seats == 2:
        return {
            "talk": Scene(1, {"0": ("12o", "5c", "7o"), "1": ("10e", "6c", "2o")}),
            "select": Scene(1, {"0": ("12o", "11c", "5b"), "1": ("10e", "6c", "2o")},
                            clicks=("select:12o", "select:11c")),
            "pick": Scene(1, {"0": ("7o", "2e", "4b"), "1": ("10e", "6c", "2o")},
                          clicks=("press:baciga",)),
            "reveal": Scene(1, {"0": ("3o", "3b", "2e"), "1": ("1o", "2c", "7c")},
                            stock=("10c", "5e", "6e", "12e"),
                            actions=({"seat": 0, "say": "baciga"},
                                     {"seat": 1, "say": "baciga", "fix": {"7c": 4}})),
            "draw": Scene(0, {"1": ("2o", "3c", "4e"), "0": ("10o", "6b", "4c")},
                          stock=("10c", "5e", "7e", "12e", "3b"),
                          actions=({"seat": 1, "say": "baciga"}, {"seat": 0, "say": "paso"},
                                   {"seat": 1, "draw": "up"}, {"seat": 1, "draw": "up"},
                                   {"seat": 1, "stand": True}),
                          clicks=("tapar:6b", "up")),
            "stand": Scene(0, {"1": ("2o", "3c", "4e"), "0": ("10o", "6b", "7o")},
                           stock=("10c", "5e", "4c", "12e", "3b"),
                           actions=({"seat": 1, "say": "baciga"}, {"seat": 0, "say": "paso"},
                                    {"seat": 1, "draw": "up"}, {"seat": 1, "draw": "up"},
                                    {"seat": 1, "stand": True}),
                           clicks=("up", "press:stand")),
            "pasado": Scene(0, {"1": ("2o", "3c", "4e"), "0": ("10o", "6b", "4c")},
                            stock=("10c", "5e", "7e", "12e", "3b"),
                            actions=({"seat": 1, "say": "baciga"}, {"seat": 0, "say": "paso"},
                                     {"seat": 1, "draw": "up"}, {"seat": 1, "draw": "up"},
                                     {"seat": 1, "stand": True}),
                            clicks=("up", "up"), wait_banner=True),
            "summary": Scene(0, {"1": ("1c", "2b", "3e"), "0": ("5o", "5b", "10c")},
                             stock=("12b", "11e", "10e", "4o"),
                             actions=({"seat": 1, "say": "baciga"}, {"seat": 0, "say": "paso"},
                                      {"seat": 1, "draw": "up"}, {"seat": 1, "draw": "up"},
                                      {"seat": 1, "stand": True}),
                             clicks=("up", "stand"), points=(9, 12)),
        }
    return {
        "talk": Scene(3, {"0": ("12o", "5c", "7o")}),
        "select": Scene(3, {"0": ("12o", "11c", "5b")}, clicks=("select:12o", "select:11c")),
        "pick": Scene(3, {"0": ("7o", "2e", "4b")}, clicks=("press:baciga",)),
        "reveal": Scene(3, {"0": ("3o", "3b", "2e"), "1": ("1o", "2c", "7c"),
                            "2": ("4b", "4o", "1e"), "3": ("12c", "11e", "6b")},
                        stock=("10c", "5e", "6e", "12e", "3c", "10b"),
                        actions=({"seat": 0, "say": "baciga"},
                                 {"seat": 1, "say": "baciga", "fix": {"7c": 4}},
                                 {"seat": 2, "say": "baciga"}, {"seat": 3, "say": "paso"})),
        "draw": Scene(0, {"1": ("2o", "3c", "4e"), "0": ("10o", "6b", "4c"),
                          "2": ("12b", "12e", "5c"), "3": ("1b", "6o", "11b")},
                      stock=("10c", "5e", "2e", "7e", "12c", "3b", "6c"),
                      actions=({"seat": 1, "say": "baciga"}, {"seat": 2, "say": "paso"},
                               {"seat": 3, "say": "paso"}, {"seat": 0, "say": "paso"},
                               {"seat": 1, "draw": "up"}, {"seat": 1, "draw": "up"},
                               {"seat": 1, "stand": True}, {"seat": 2, "tapar": "5c"},
                               {"seat": 2, "draw": "up"}, {"seat": 2, "stand": True},
                               {"seat": 3, "draw": "down"}, {"seat": 3, "stand": True}),
                      clicks=("tapar:6b",)),
        "summary": Scene(0, {"1": ("1c", "2b", "3e"), "0": ("5o", "5b", "10c"),
                             "2": ("12b", "12e", "5c"), "3": ("1b", "6o", "11b")},
                         stock=("12o", "11e", "6c", "7e", "10e", "3b"),
                         actions=({"seat": 1, "say": "baciga"}, {"seat": 2, "say": "paso"},
                                  {"seat": 3, "say": "paso"}, {"seat": 0, "say": "paso"},
                                  {"seat": 1, "draw": "up"}, {"seat": 1, "draw": "up"},
                                  {"seat": 1, "stand": True}, {"seat": 2, "draw": "up"},
                                  {"seat": 2, "stand": True}, {"seat": 3, "draw": "up"},
                                  {"seat": 3, "stand": True}),
                         clicks=("up", "stand"), points=(7, 10)),
    }


def scene_record(scene: Scene, seats: int) -> dict[str, Any]:
    from ..learn.content import Position

    position = Position(seats, scene.dealer, dict(scene.hands), scene.stock, scene.actions,
                        dict(scene.options), scene.points, seed=9)
    record = position.record_json()
    record["players"] = list(NAMES[:seats])
    return record


def wait_until(app: QApplication, done: Callable[[], bool], ms: int = 20000) -> bool:
    timer = QElapsedTimer()
    timer.start()
    while not done() and timer.elapsed() < ms:
        app.processEvents()
    return done()


def settle(app: QApplication, ms: int = 700) -> None:
    timer = QElapsedTimer()
    timer.start()
    wait_until(app, lambda: timer.elapsed() > ms, ms + 500)


def grab(path: Path) -> bool:
    screen = QGuiApplication.primaryScreen()
    return screen is not None and screen.grabWindow(0).save(str(path))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    p.add_argument("out", type=Path)
    p.add_argument("--tag", required=True, help="the name's suffix, e.g. 1366x768")
    p.add_argument("--seats", type=int, default=2, choices=(2, 4))
    p.add_argument("--language", default="en", choices=("es", "en", "ja"))
    p.add_argument("--scenes", default="")
    p.add_argument("--windows", default="", help="also: newgame,lessons,rules,start,help")
    args = p.parse_args(argv)
    settings.set_names()
    settings.use_ini_folder(Path(tempfile.mkdtemp(prefix="baciga-shots-")))
    settings.put("ui/start_screen", False)
    settings.put("ui/game", "baciga")
    settings.put("player/name", NAMES[0])
    settings.put("baciga/seats", args.seats)
    settings.put("baciga/levels", ["normal"] * (args.seats - 1))
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    i18n.install(args.language)
    args.out.mkdir(parents=True, exist_ok=True)

    from ....ui.main_window import MainWindow
    from ....ui.window_fit import fit
    from ..game import GAME

    window = MainWindow(speed="fast", autosave=False)
    fit(window, "main", QSize(1440, 900), share=0.86)
    window.show()
    table: Any = window.table
    board = table.board
    ctl = table.controller
    scenes = _scenes(args.seats)
    wanted = [s for s in args.scenes.split(",") if s] or list(scenes)
    for name in wanted:
        scene = scenes[name]
        match = GAME.load_match(scene_record(scene, args.seats))
        table.resume(match, opened=False)
        for click in scene.clicks:
            wait_until(app, lambda: ctl.human_to_act and not window.animator.busy)
            _click(board, click)
        if scene.wait_banner:
            wait_until(app, lambda: board.banner.isVisible() and board.banner.opacity() > 0.9)
        else:
            wait_until(app, lambda: (ctl.human_to_act or ctl.match.needs_deal
                                     or board.picker_proxy.isVisible())
                       and not window.animator.busy)
            settle(app)
        grab(args.out / f"baciga-{name}-{args.seats}p-{args.tag}-{args.language}.png")
    for extra in (w for w in args.windows.split(",") if w):
        shown = _window(window, extra)
        settle(app, 1200)
        grab(args.out / f"baciga-{extra}-{args.tag}-{args.language}.png")
        if shown is not None:
            shown.close()
    window.controller.shutdown()
    return 0


def _click(board: Any, click: str) -> None:
    """A player's click on the board: a card chosen, a word, a rank on a comodín."""
    from ..rules import Card

    what, _, arg = click.partition(":")
    if what in ("select", "tapar"):
        board._clicked(Card.parse(arg))
    elif what == "press":
        board._pressed(arg)
    elif what in ("up", "down", "stand", "next", "paso", "cartas"):
        board._pressed(what)
    elif what == "rank":
        board._rank_chosen(int(arg))


def _window(window: Any, which: str) -> QWidget | None:
    from ....ui.new_game import NewGameDialog

    if which == "newgame":
        dialog = NewGameDialog(window, window.game)
        dialog.show_more(True)
        dialog.setWindowModality(Qt.WindowModality.NonModal)
        dialog.show()
        return dialog
    if which == "lessons":
        from ..learn import open_lessons

        return open_lessons(window, "fast")
    if which == "rules":
        from ..learn import open_rules

        return open_rules(8, window)
    if which == "start":
        window.show_start_screen()
        return None
    if which == "help":
        from ....ui import help_pages

        return help_pages.open_page(window, "how_to_play", window.table)
    return None


if __name__ == "__main__":
    sys.exit(main())
