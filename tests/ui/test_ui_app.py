"""The `zanga` entry point as a user or a smoke test runs it: version, watch mode, screenshot."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from zanga_desktop.app import MAX_SIDE, MIN_SIDE, main, window_size


def _run(args: list[str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path / "d"),
               XDG_CONFIG_HOME=str(tmp_path / "c"))
    return subprocess.run([sys.executable, "-c", "import sys; from zanga_desktop.app import "
                           "main; sys.exit(main(sys.argv[1:]))", *args],
                          env=env, capture_output=True, text=True, timeout=90)


def test_version(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.startswith("zanga ")


def test_demo_plays_hands_and_exits_cleanly(tmp_path: Path) -> None:
    done = _run(["--demo", "--hands", "2", "--speed", "instant", "--seed", "4"], tmp_path)
    assert done.returncode == 0, done.stderr


def test_screenshot_is_written(tmp_path: Path) -> None:
    png = tmp_path / "table.png"
    done = _run(["--screenshot", str(png), "--seed", "2", "--speed", "fast", "--size",
                 "1024x640"], tmp_path)
    assert done.returncode == 0, done.stderr
    image = QImage(str(png))
    assert not image.isNull()
    assert image.width() == 1024


def test_demo_goes_on_to_a_new_game_when_the_game_ends_first(tmp_path: Path) -> None:
    """Seed 1 at level rules: the first game is over after 3 hands; asked for 4, the demo
    deals a new game and plays its first hand, where it used to idle for ever."""
    done = _run(["--demo", "--hands", "4", "--speed", "instant", "--level", "rules",
                 "--seed", "1"], tmp_path)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("zanga: game 1 over after 3 hands, side ")
    assert lines[0].endswith("; a new game begins")


def test_new_game_deals_at_once_and_autosaves(tmp_path: Path) -> None:
    """`--new-game` is for scripts: no start screen, no resume question; the deal is
    autosaved in the user's data folder at once."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path / "d"),
               XDG_CONFIG_HOME=str(tmp_path / "c"))
    proc = subprocess.Popen([sys.executable, "-c", "import sys; from zanga_desktop.app import "
                             "main; sys.exit(main(sys.argv[1:]))", "--new-game", "--seed", "3",
                             "--speed", "instant", "--level", "rules"], env=env)
    try:
        found: list[Path] = []
        for _ in range(600):
            found = list((tmp_path / "d").rglob("autosave.zanga.json"))
            if found or proc.poll() is not None:
                break
            time.sleep(0.1)
    finally:
        proc.terminate()
        proc.wait(timeout=30)
    assert found, "no autosave after a minute"
    assert found[0].relative_to(tmp_path / "d").parts[:2] == ("Zanga", "Zanga Desktop")


def test_the_help_speaks_of_every_game_and_the_demo_of_every_seat(
        capsys) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(SystemExit):
        main(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "The card games of the Canary Islands" in text
    assert "watch computer players in every seat of the game chosen last" in text
    assert "La Zanga against the computer" not in text and "four" not in text


def test_without_a_display_it_says_so_in_a_sentence(tmp_path: Path) -> None:
    """Qt's X11 plugin would abort blaming an installed library: the program says what is
    wrong before Qt starts."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update(XDG_DATA_HOME=str(tmp_path / "d"), XDG_CONFIG_HOME=str(tmp_path / "c"))
    done = subprocess.run([sys.executable, "-c", "import sys; from zanga_desktop.app import "
                           "main; sys.exit(main(['--language', 'en']))"],
                          env=env, capture_output=True, text=True, timeout=90)
    assert done.returncode == 1
    assert "no display was found" in done.stderr
    assert "Traceback" not in done.stderr and "Aborted" not in done.stderr


def test_a_screenshot_has_its_own_size_not_the_saved_window_state(tmp_path: Path) -> None:
    """Without --size the shot is 1280x800 whatever state the window was left in (the
    offscreen screen is smaller, so the saved state would give less)."""
    png = tmp_path / "table.png"
    done = _run(["--screenshot", str(png), "--seed", "2", "--speed", "instant"], tmp_path)
    assert done.returncode == 0, done.stderr
    image = QImage(str(png))
    assert (image.width(), image.height()) == (1280, 800)


def test_size_is_brought_within_what_a_window_can_be() -> None:
    assert window_size("1024x640") == (1024, 640)
    assert window_size("1X1") == (MIN_SIDE, MIN_SIDE)
    assert window_size("99999x-3") == (MAX_SIDE, MIN_SIDE)


def test_a_size_that_is_not_one_is_refused_with_the_form_it_needs(capsys) -> None:  # type: ignore[no-untyped-def]
    for bad in ("big", "1280x", "1280x800x2", "x" * 5000):
        with pytest.raises(SystemExit) as stop:
            main(["--size", bad, "--version"])
        assert stop.value.code == 2
        err = capsys.readouterr().err
        assert "expected WIDTHxHEIGHT, such as 1280x800" in err
        assert len(err) < 1000  # what was typed is echoed cut short


def test_the_benchmark_and_the_screenshots_refuse_a_size_as_the_app_does(capsys) -> None:  # type: ignore[no-untyped-def]
    from zanga_desktop.games.zanga.ui import shots
    from zanga_desktop.ui.bench import bench_ui_main

    for run in (lambda: bench_ui_main(["--size", "big"]),
                lambda: shots.main(["/nonexistent", "--size", "big"])):
        with pytest.raises(SystemExit) as stop:
            run()
        assert stop.value.code == 2
        assert "expected WIDTHxHEIGHT, such as 1280x800" in capsys.readouterr().err


def test_a_level_the_game_has_not_is_refused_with_the_levels_it_has(tmp_path: Path) -> None:
    done = _run(["--demo", "--hands", "1", "--level", "nosuch", "--speed", "instant"], tmp_path)
    assert done.returncode == 2
    assert "has no level 'nosuch'; its levels are rules, principiante" in done.stderr
    assert "Traceback" not in done.stderr


def test_the_start_up_bench_times_the_bare_window_and_the_app_in_turns(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A change of the machine's load during the bench weighs on both figures alike."""
    from zanga_desktop.ui import bench

    order: list[str] = []

    def timed(argv: list[str], env: dict[str, str]) -> bench.Run:
        order.append("app" if "zanga_desktop.app" in argv else "bare")
        return bench.Run(0.2 if order[-1] == "app" else 0.1, 0.1)

    monkeypatch.setattr(bench, "_timed", timed)
    figures = bench.startup(3)
    assert order == ["bare", "app"] * 4  # one run each to fill the caches, then in turns
    assert figures["the app"]["wall"] == 0.2 and figures["bare window"]["wall"] == 0.1
