"""`zanga-cli bench ui`: time to the first frame, and frame times while the deal and the
play animate (computer players in every seat of a game, at normal speed), so regressions in
drawing show up as numbers.

Frame time is measured two ways: the cost of one paint of the table (what the software
rasteriser spends) and the interval between frames inside one animation step (what a player
sees; 16.7 ms is 60 frames per second).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import dataclass, field

_START = time.perf_counter()


@dataclass
class Frames:
    costs: list[float] = field(default_factory=list)
    intervals: list[float] = field(default_factory=list)

    def line(self, name: str) -> str:
        if not self.costs:
            return f"{name:8} no frames"
        c = sorted(self.costs)
        i = sorted(self.intervals) or [0.0]
        return (f"{name:8} frames {len(c):4}   paint median {statistics.median(c) * 1000:6.2f} ms"
                f"  worst {c[-1] * 1000:6.2f} ms   interval median "
                f"{statistics.median(i) * 1000:6.2f} ms  worst {i[-1] * 1000:6.2f} ms"
                f"  ({1 / statistics.median(i) if i[0] else 0:5.1f} fps)")


#: A bare PySide6 window, shown and grabbed: what start-up is measured against.
BARE = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(1280, 800)
window.show()
QTimer.singleShot(0, lambda: (window.grab().save(sys.argv[1]), app.quit()))
app.exec()
"""


@dataclass(frozen=True, slots=True)
class Run:
    wall: float
    cpu: float


def _timed(argv: list[str], env: dict[str, str]) -> Run:
    """One process, its wall time and the CPU time it used (user and system)."""
    import resource
    import subprocess

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(argv, env=env, check=True, capture_output=True, timeout=120)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return Run(wall, cpu)


def startup(runs: int, game: str | None = None) -> dict[str, dict[str, float]]:
    """`zanga --screenshot --speed instant` (the window, the chosen game's first deal drawn
    and grabbed; `game` as the one chosen last, else the first registered) against a bare
    PySide6 window shown and grabbed, each started `runs` times after one run that fills the
    caches (byte-code, pictures, the dataclasses' methods): the medians of wall and CPU
    time."""
    import os
    import tempfile

    with tempfile.TemporaryDirectory() as home:
        # the byte-code and the pictures drawn cached as a program started before has them
        # (`art_cache`), in folders of their own (an environment that forbids writing the
        # byte-code would time the compiler instead)
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=f"{home}/c",
                   XDG_DATA_HOME=f"{home}/d", XDG_CACHE_HOME=f"{home}/cache",
                   PYTHONPYCACHEPREFIX=f"{home}/pyc")
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        if game is not None:  # chosen last, in the settings this start reads
            _choose(game, env)
        shot = f"{home}/shot.bmp"  # no compression: the same cost for both
        commands = {"bare window": [sys.executable, "-c", BARE, shot],
                    # one deal every run: the same cards drawn, the same work timed
                    "the app": [sys.executable, "-m", "zanga_desktop.app", "--screenshot", shot,
                              "--speed", "instant", "--seed", "1"]}
        for argv in commands.values():
            _timed(argv, env)  # the byte-code caches filled
        times: dict[str, list[Run]] = {name: [] for name in commands}
        for _ in range(runs):  # taken in turns, so that a change of load weighs on both
            for name, argv in commands.items():
                times[name].append(_timed(argv, env))
        return {name: {"wall": statistics.median(t.wall for t in got),
                       "cpu": statistics.median(t.cpu for t in got)}
                for name, got in times.items()}


def _choose(game: str, env: dict[str, str]) -> None:
    """`game` chosen last in the settings of the environment `env` starts with."""
    import subprocess

    code = ("import sys; from zanga_desktop.ui import game_table, settings; "
            "settings.set_names(); settings.put(game_table.CHOSEN_GAME, sys.argv[1])")
    subprocess.run([sys.executable, "-c", code, game], env=env, check=True, timeout=60)


def bench_ui_main(argv: list[str]) -> int:
    if argv[:1] == ["startup"]:
        from ..core import registry
        from ..core.arg_types import count

        p = argparse.ArgumentParser(prog="zanga-cli bench ui startup")
        p.add_argument("--runs", type=count(1), default=7)
        p.add_argument("--game", choices=registry.ids(), default=None,
                       help="the game chosen last, whose table the start deals (default: "
                            "the first registered)")
        args = p.parse_args(argv[1:])
        figures = startup(max(1, args.runs), args.game)
        bare = figures["bare window"]
        for name, row in figures.items():
            print(f"{name:12} wall median {row['wall'] * 1000:7.1f} ms   CPU median "
                  f"{row['cpu'] * 1000:7.1f} ms   ({row['wall'] / bare['wall']:.2f}x and "
                  f"{row['cpu'] / bare['cpu']:.2f}x the bare window's)")
        return 0
    from ..app import window_size
    from ..core.arg_types import count

    p = argparse.ArgumentParser(prog="zanga-cli bench ui")
    p.add_argument("--hands", type=count(1), default=1)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--size", default=(1280, 800), type=window_size, help="WIDTHxHEIGHT")
    p.add_argument("--game", default=None,
                   help="the game played (default: the game chosen last on the start screen)")
    p.add_argument("--level", default=None, help="every seat's level (default: the game's "
                   "first, its fixed baseline)")
    args = p.parse_args(argv)
    t0 = time.perf_counter()

    from dataclasses import replace

    from PySide6.QtCore import QElapsedTimer
    from PySide6.QtWidgets import QApplication

    from . import game_table, settings
    from .main_window import MainWindow
    from .new_game import setup_from_settings

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    if args.game is not None:
        settings.put(game_table.CHOSEN_GAME, args.game)
    window = MainWindow(speed="normal", autosave=False, record_stats=False)
    window.resize(*args.size)
    groups = {"deal": Frames(), "play": Frames()}
    label = {"now": ""}
    step = {"n": 0}
    last: dict[str, tuple[int, float]] = {"frame": (-1, 0.0)}
    first: dict[str, float] = {}

    def on_step() -> None:
        step["n"] += 1

    def on_frame(t: float, cost: float) -> None:
        first.setdefault("t", t)
        if not window.animator.running or label["now"] not in groups:
            return
        frames = groups[label["now"]]
        frames.costs.append(cost)
        last_step, last_t = last["frame"]
        if last_step == step["n"]:
            frames.intervals.append(t - last_t)
        last["frame"] = (step["n"], t)

    def on_acted(_news: object) -> None:
        label["now"] = "play"

    def on_dealt(_news: object) -> None:
        label["now"] = "deal"

    window.animator.step_started.connect(on_step)
    window.view.frame_painted.connect(on_frame)
    ctl = window.controller
    ctl.dealt.connect(on_dealt)
    ctl.acted.connect(on_acted)
    done = {"hands": 0}

    def hand_over(_r: object) -> None:
        done["hands"] += 1
        if done["hands"] < args.hands:
            ctl.deal_next()

    ctl.hand_over.connect(hand_over)
    ctl.game_over.connect(lambda _w: done.update(hands=args.hands))
    window.show()
    timer = QElapsedTimer()
    timer.start()
    while "t" not in first and timer.elapsed() < 10000:
        app.processEvents()
    first_frame = first.get("t", float("nan")) - t0
    game = window.game
    base = setup_from_settings(game)
    level = args.level or game.levels[0]
    window.new_game(replace(base, name="Bench", levels=(level,) * len(base.levels),
                            seed=args.seed))
    while done["hands"] < args.hands and timer.elapsed() < 120000:
        app.processEvents()
        time.sleep(0.001)
    ctl.shutdown()
    window.close()
    print(f"import to start  {(t0 - _START) * 1000:8.1f} ms (module import to bench start)")
    print(f"first frame      {first_frame * 1000:8.1f} ms (QApplication, window, first paint)")
    for name, frames in groups.items():
        print(frames.line(name))
    return 0


if __name__ == "__main__":
    sys.exit(bench_ui_main(sys.argv[1:]))
