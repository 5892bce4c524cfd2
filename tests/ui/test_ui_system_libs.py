"""Before the window: on Linux with X11, the libraries Qt's xcb plugin needs are checked, and
a missing one is told in one sentence naming the Debian/Ubuntu and Fedora packages."""

from __future__ import annotations

import gc

import pytest

from zanga_desktop import app
from zanga_desktop.ui import system_libs

LDD_ON_BARE_DEBIAN = """\
\tlinux-vdso.so.1 (0x00007ffd5c5f2000)
\tlibxkbcommon-x11.so.0 => /lib/x86_64-linux-gnu/libxkbcommon-x11.so.0 (0x00007f2c)
\tlibxcb-cursor.so.0 => not found
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxcb-icccm.so.4 => not found
\tlibfrobnicate.so.2 => not found
\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f2c1a000000)
"""


def test_the_platform_is_xcb_unless_wayland_or_another_is_asked_for() -> None:
    assert system_libs.uses_xcb({}, "linux")
    assert system_libs.uses_xcb({"QT_QPA_PLATFORM": "xcb"}, "linux")
    assert system_libs.uses_xcb({"QT_QPA_PLATFORM": "xcb;wayland", "WAYLAND_DISPLAY": "w"},
                                "linux")
    assert not system_libs.uses_xcb({"WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert not system_libs.uses_xcb({"QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert not system_libs.uses_xcb({}, "darwin")
    assert not system_libs.uses_xcb({}, "win32")


def test_missing_libraries_are_named_with_their_packages() -> None:
    found = system_libs.check({"QT_QPA_PLATFORM": "xcb"}, lambda _p: LDD_ON_BARE_DEBIAN)
    assert found is not None
    assert found.libraries == ("libxcb-cursor.so.0", "libxcb-icccm.so.4",
                               "libxcb-keysyms.so.1", "libfrobnicate.so.2")
    assert found.debian == ("libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1",
                            "libfrobnicate.so.2")
    assert found.fedora == ("xcb-util-cursor", "xcb-util-wm", "xcb-util-keysyms",
                            "libfrobnicate.so.2")
    text = system_libs.message(found, "en")
    assert text.count(".") >= 1 and "\n" not in text
    assert "sudo apt install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1" in text
    assert "sudo dnf install xcb-util-cursor xcb-util-wm xcb-util-keysyms" in text
    es = system_libs.message(found, "es")
    assert es != text and "sudo apt install libxcb-cursor0" in es


def test_nothing_is_said_when_every_library_is_there() -> None:
    assert system_libs.check({"QT_QPA_PLATFORM": "xcb"},
                             lambda _p: "\tlibc.so.6 => /lib/libc.so.6 (0x1)\n") is None
    assert system_libs.check({"QT_QPA_PLATFORM": "offscreen"},
                             lambda _p: LDD_ON_BARE_DEBIAN) is None


def test_this_installation_has_the_plugin_and_ldd_reads_it() -> None:
    plugin = system_libs.xcb_plugin()
    assert plugin is not None and plugin.name == "libqxcb.so"
    assert "libxcb" in system_libs.run_ldd(plugin)


def test_zanga_stops_with_the_sentence_before_making_the_application(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(system_libs, "check",
                        lambda: system_libs.missing(["libxcb-icccm.so.4"]))
    made: list[object] = []
    monkeypatch.setattr("zanga_desktop.ui.main_window.MainWindow.__init__",
                        lambda *a, **k: made.append(a))
    assert app.main(["--language", "en"]) == 1
    assert made == []
    assert gc.isenabled()  # the collector, held off through start-up, is on again
    err = capsys.readouterr().err
    assert "sudo apt install libxcb-icccm4" in err and "sudo dnf install xcb-util-wm" in err
