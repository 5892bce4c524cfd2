"""Nothing a family does loses a game: an unfinished game survives a file opened over it, a
second copy of the app, a full disk, a damaged settings file, interrupted saves, absurd
settings and a data folder that cannot be written. Each case drives the real MainWindow."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from ui_helpers import AUTOSAVE, play_hand, rules_setup, take_turn, wait_for_human

from zanga_desktop import app
from zanga_desktop.games.zanga.records import load_record
from zanga_desktop.games.zanga.ui import controller as zanga_controller
from zanga_desktop.limits import MAX_MESSAGE_CHARS, MAX_NAME_CHARS
from zanga_desktop.ui import data_folder, settings, stats
from zanga_desktop.ui.data_folder import Keeping
from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.new_game import setup_from_settings
from zanga_desktop.ui.paths import data_dir
from zanga_desktop.ui.table import controller as table_controller

RECORDS = Path(__file__).parents[1] / "records"
RECORD = RECORDS / "02-puesta-carries-over.zanga.json"
WON = RECORDS / "06-broke-team-orders-solo-game-won.zanga.json"

#: Each test is a fresh start of the app: its own data folder, its own lock.
pytestmark = pytest.mark.usefixtures("fresh_lock")


def new_window(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    w = MainWindow(speed="instant", autosave=True)
    w.controller.pace_ms = 0
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    return w


def told(w: MainWindow) -> list[str]:
    """Everything the window told the player, in order."""
    return w.__dict__.setdefault("_told", [])  # type: ignore[no-any-return]


def listen(w: MainWindow, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    said = told(w)
    real = w.tell
    monkeypatch.setattr(w, "tell", lambda title, text: (said.append(text), real(title, text)))
    return said


def leave_unfinished_game(qtbot) -> tuple[bytes, object]:  # type: ignore[no-untyped-def]
    """A game with a few moves, autosaved, in a window that is then closed."""
    first = new_window(qtbot)
    first.new_game(rules_setup(seed=21))
    wait_for_human(qtbot, first)
    take_turn(qtbot, first)
    wait_for_human(qtbot, first)
    key = first.controller.state.summary_key()
    first.controller.shutdown()
    first.close()
    data_folder.release_all()  # the first copy has quit
    saved = (data_dir() / AUTOSAVE).read_bytes()
    return saved, key


# ---------------------------------------------------------------- 1. a file opened at start-up


def test_a_bad_file_at_start_up_leaves_the_unfinished_game_offered(
        qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    saved, _ = leave_unfinished_game(qtbot)
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: warnings.append(text))
    bad = tmp_path / "broken.zanga.json"
    bad.write_text("{not json", encoding="utf-8")
    w = new_window(qtbot)
    app.open_first(w, str(bad), offer_resume=True)
    assert warnings and "could not be opened" in warnings[0]
    assert w.start_screen.isVisible() and w.start_screen.continue_button.isVisible()
    assert not w.controller.game.record.hands  # nothing dealt over it
    assert (data_dir() / AUTOSAVE).read_bytes() == saved
    w.controller.shutdown()


def test_a_good_file_at_start_up_keeps_the_unfinished_game_for_later(
        qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    saved, key = leave_unfinished_game(qtbot)
    w = new_window(qtbot)
    said = listen(w, monkeypatch)
    app.open_first(w, str(WON), offer_resume=True)  # a finished game, to look at
    opened = [h.deal for h in w.controller.game.record.hands]
    assert opened == [h.deal for h in load_record(WON).hands]
    kept = list(data_dir().glob("unfinished-*.zanga.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == saved
    assert any("unfinished game is kept" in t for t in said)
    # the opened game is over: the start screen (Game > Start screen) offers the kept one
    w.act_start.trigger()
    assert w.start_screen.continue_button.isVisible()
    qtbot.mouseClick(w.start_screen.continue_button, Qt.MouseButton.LeftButton)
    wait_for_human(qtbot, w)
    assert w.controller.state.summary_key() == key
    assert not list(data_dir().glob("unfinished-*.zanga.json"))  # it is the autosave again
    assert (data_dir() / AUTOSAVE).exists()
    w.controller.shutdown()


# ---------------------------------------------------------------- 2. two running copies

HOLD = """
import sys, time
from PySide6.QtCore import QLockFile
lock = QLockFile(sys.argv[1])
lock.setStaleLockTime(0)
assert lock.tryLock(0)
print("locked", flush=True)
if sys.argv[2] == "hold":
    sys.stdin.read()
else:
    import os
    os._exit(0)  # dies holding it: a stale lock
"""


def other_copy(mode: str, game: str = "zanga") -> subprocess.Popen[str]:
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    lock = folder / data_folder.lock_name(game)
    proc = subprocess.Popen([sys.executable, "-c", HOLD, str(lock), mode],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "locked"
    return proc


def test_a_second_copy_plays_without_autosave_and_says_so(qtbot) -> None:  # type: ignore[no-untyped-def]
    saved, _ = leave_unfinished_game(qtbot)
    first = other_copy("hold")
    try:
        w = new_window(qtbot)
        qtbot.waitUntil(lambda: bool(w.last_notice), timeout=3000)
        assert "La Zanga is already being played" in w.last_notice
        assert w.folder is not None and w.folder.keeping is Keeping.OTHER_COPY
        assert w.controller.autosave_path is None
        w.new_game(rules_setup(seed=4))
        wait_for_human(qtbot, w)
        take_turn(qtbot, w)
        wait_for_human(qtbot, w)
        assert (data_dir() / AUTOSAVE).read_bytes() == saved  # the first copy's game
        w.controller.shutdown()
    finally:
        first.communicate("", timeout=10)


def test_a_second_copy_playing_another_game_keeps_its_own_game(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The lock is a game's: a copy playing El Envite keeps its autosave while another copy
    plays La Zanga, and neither touches the other's files."""
    from zanga_desktop.ui import game_table

    saved, _ = leave_unfinished_game(qtbot)
    first = other_copy("hold", game="zanga")
    try:
        settings.put(game_table.CHOSEN_GAME, "envite")
        w = new_window(qtbot)
        assert w.game.id == "envite"
        assert w.folder is not None and w.folder.keeps_games
        assert w.controller.autosave_path == data_dir() / "autosave.envite.json"
        assert (data_dir() / AUTOSAVE).read_bytes() == saved  # La Zanga's, untouched
        w.controller.shutdown()
    finally:
        first.communicate("", timeout=10)


def test_a_lock_left_by_a_copy_that_died_is_taken(qtbot) -> None:  # type: ignore[no-untyped-def]
    other_copy("die").wait(timeout=10)
    assert (data_dir() / data_folder.lock_name("zanga")).exists()
    w = new_window(qtbot)
    assert w.folder is not None and w.folder.keeps_games
    assert w.controller.autosave_path == data_dir() / AUTOSAVE
    w.controller.shutdown()


# ---------------------------------------------------------------- 3. a full disk


def test_a_full_disk_is_told_once_and_saving_goes_on_trying(
        qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    said = listen(window, monkeypatch)
    real_save = table_controller.write_atomic
    tries: list[int] = []

    def full(path: object, text: str) -> None:
        tries.append(1)
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(table_controller, "write_atomic", full)
    window.new_game(rules_setup(seed=21))
    for _ in range(3):
        wait_for_human(qtbot, window)
        take_turn(qtbot, window)
    wait_for_human(qtbot, window)
    full_notes = [t for t in said if "cannot be saved automatically" in t]
    assert len(full_notes) == 1 and "No space left" in full_notes[0]
    assert len(tries) >= 4  # tried after every action
    monkeypatch.setattr(table_controller, "write_atomic", real_save)
    take_turn(qtbot, window)
    wait_for_human(qtbot, window)
    saved = load_record(data_dir() / AUTOSAVE)
    assert saved.hands[-1].actions == window.controller.game.record.hands[-1].actions
    assert not window.controller.autosave_failing


# ---------------------------------------------------------------- 4. a damaged settings file


def test_a_damaged_settings_file_is_kept_aside_and_said(qtbot) -> None:  # type: ignore[no-untyped-def]
    path = Path(settings.settings().fileName())
    path.parent.mkdir(parents=True, exist_ok=True)
    damaged = b"[stats]\ngames=5\ngames_won=3\n[view\nspeed=fast\n\xff\xfe\x00"
    path.write_bytes(damaged)
    w = new_window(qtbot)
    qtbot.waitUntil(lambda: "settings file was damaged" in w.last_notice, timeout=3000)
    copies = list(path.parent.glob(f"{path.stem}-damaged-*{path.suffix}"))
    assert len(copies) == 1 and copies[0].read_bytes() == damaged
    assert str(copies[0]) in w.last_notice
    w.set_speed("slow")  # the first write rewrites the file...
    assert copies[0].read_bytes() == damaged  # ...the copy stays as it was
    assert stats.load("zanga")["games"] == 5  # and what could be read is kept
    w.controller.shutdown()


def test_a_settings_file_that_is_a_folder_is_said_in_the_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    path = Path(settings.settings().fileName())
    path.mkdir(parents=True)
    (path / "notes.txt").write_text("kept", "utf-8")
    settings._checked.discard(str(path))
    w = new_window(qtbot)
    qtbot.waitUntil(lambda: "settings file was damaged" in w.last_notice, timeout=3000)
    (kept,) = path.parent.glob(f"{path.stem}-damaged-*{path.suffix}")
    assert str(kept) in w.last_notice and (kept / "notes.txt").read_text("utf-8") == "kept"
    w.set_speed("slow")  # the settings are written again, as a file
    assert path.is_file()
    w.controller.shutdown()


# ---------------------------------------------------------------- 5. stale temporary files


def test_stale_temporary_files_of_interrupted_saves_are_removed(qtbot) -> None:  # type: ignore[no-untyped-def]
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stale = [folder / f".autosave.zanga.json.x{i}.tmp" for i in range(3)]
    for p in stale:
        p.write_text("{", encoding="utf-8")
        old = time.time() - 3600
        os.utime(p, (old, old))
    fresh = folder / ".autosave.zanga.json.now.tmp"
    fresh.write_text("{", encoding="utf-8")
    other = folder / "notes.tmp"
    other.write_text("mine", encoding="utf-8")
    w = new_window(qtbot)
    assert not [p for p in stale if p.exists()]
    assert fresh.exists() and other.exists()  # a save being written now; not ours
    w.controller.shutdown()


# ---------------------------------------------------------------- 6. absurd settings values


def test_deeply_nested_options_in_the_settings_fall_back_to_the_defaults(qtbot) -> None:  # type: ignore[no-untyped-def]
    settings.put("game/options", "[" * 100_000)
    settings.put("game/levels", "x" * 1000)
    w = new_window(qtbot)
    setup = setup_from_settings()  # before: RecursionError at every start
    assert setup.options == {} and setup.levels[1:] == ("principiante",) * 3
    w.start(offer_resume=True, welcome=False)
    assert len(w.controller.game.record.hands) == 1
    w.controller.shutdown()


# ---------------------------------------------------------------- 7. a data folder we cannot use


def test_an_uncreatable_data_folder_starts_and_says_games_are_not_kept(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker / "data"))
    w = new_window(qtbot)  # before: mkdir raised in data_dir()
    qtbot.waitUntil(lambda: bool(w.last_notice), timeout=3000)
    assert "cannot be saved automatically" in w.last_notice
    assert w.controller.autosave_path is None
    w.new_game(rules_setup(seed=2))
    wait_for_human(qtbot, w)
    take_turn(qtbot, w)
    w.controller.shutdown()


def test_a_read_only_data_folder_starts_and_says_games_are_not_kept(
        qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    real = tempfile.mkstemp

    def refuse(*args: object, **kwargs: object) -> tuple[int, str]:
        if Path(str(kwargs.get("dir", ""))) == folder:
            raise PermissionError(errno.EACCES, "Permission denied")
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(tempfile, "mkstemp", refuse)  # as a read-only folder does
    w = new_window(qtbot)
    qtbot.waitUntil(lambda: bool(w.last_notice), timeout=3000)
    assert "cannot be saved automatically" in w.last_notice and "Permission denied" in w.last_notice
    assert w.controller.autosave_path is None
    w.controller.shutdown()


# ---------------------------------------------------------------- 9. huge values in a record


def test_huge_values_in_a_record_are_cut_in_the_window(
        qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    data = json.loads(RECORD.read_text("utf-8"))
    data["players"][1] = "Ana" * 400_000
    named = tmp_path / "named.zanga.json"
    named.write_text(json.dumps(data), encoding="utf-8")
    assert window.load_file(named)
    assert len(window.controller.names[1]) == MAX_NAME_CHARS
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: warnings.append(text))
    data["options"] = {"z" * 5_000_000: True}
    huge = tmp_path / "option.zanga.json"
    huge.write_text(json.dumps(data), encoding="utf-8")
    assert not window.load_file(huge)
    assert len(warnings) == 1 and len(warnings[0]) < MAX_MESSAGE_CHARS + 200


def test_play_goes_on_after_a_kept_game(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """Opening a file during a game keeps that game too (Game > Open, a file double-clicked
    while playing)."""
    w = new_window(qtbot)
    w.new_game(rules_setup(seed=9))
    wait_for_human(qtbot, w)
    take_turn(qtbot, w)
    wait_for_human(qtbot, w)
    before = (data_dir() / AUTOSAVE).read_bytes()
    assert w.load_file(RECORD)
    kept = list(data_dir().glob("unfinished-*.zanga.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == before
    play_hand(qtbot, w)
    w.controller.shutdown()


# ---------------------------------------------------------------- 11, 14. hostile bots at the table

BOTS = Path(__file__).parents[1] / "bots"


@pytest.mark.parametrize("bot", ["mute_bot", "nested_bot"])
def test_a_failing_bot_at_the_table_is_replaced_and_play_goes_on(
        qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, bot: str) -> None:  # type: ignore[no-untyped-def]
    from zanga_desktop.games.zanga.ui.controller import Setup

    monkeypatch.setattr(zanga_controller, "BOT_TIME_MS", 150)
    setup = Setup(name="Tester", levels=("human", "bot", "bot", "bot"), seed=5,
                  bots=("", *(f"{sys.executable} {BOTS / (bot + '.py')}",) * 3))
    window.new_game(setup)
    for _ in range(6):  # the bots fail at every decision; the table never waits on them
        wait_for_human(qtbot, window)
        if window.controller.state.phase.value in ("deal", "game_over"):
            break
        take_turn(qtbot, window)
    ctl = window.controller
    assert "failed 3 times in a row" in window.last_notice
    replaced = [s for s in (1, 2, 3) if ctl.setup.levels[s] == "principiante"]
    assert replaced
    for s in replaced:
        assert window.board.plates[s].subtitle == "Principiante"


# ---------------------------------------------------------------- 8. files that are not files


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes")
def test_a_pipe_or_a_device_is_refused_by_the_window_without_waiting(
        window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: warnings.append(text))
    fifo = tmp_path / "game.zanga.json"
    os.mkfifo(fifo)
    assert not window.load_file(fifo)  # before: waited for a writer, for ever
    if os.path.exists("/dev/zero"):
        assert not window.load_file("/dev/zero")  # before: memory grew without bound
    assert len(warnings) == 2 and all("could not be opened" in w for w in warnings)
