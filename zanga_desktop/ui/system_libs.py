"""The system libraries Qt's X11 (xcb) plugin needs, checked before the application is made.

Without them Qt aborts with a message naming a plugin, not a package; a player needs the
one sentence that says what to install. The plugin's own links are read with `ldd` (glibc's,
present wherever the plugin could load), and each missing library is named by the Debian /
Ubuntu and the Fedora package that ships it. Nothing here makes a QGuiApplication.
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

#: soname -> (Debian/Ubuntu package, Fedora package)
PACKAGES: dict[str, tuple[str, str]] = {
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb"),
    "libxcb-xinput.so.0": ("libxcb-xinput0", "libxcb"),
    "libxcb-glx.so.0": ("libxcb-glx0", "libxcb"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libSM.so.6": ("libsm6", "libSM"),
    "libICE.so.6": ("libice6", "libICE"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libOpenGL.so.0": ("libopengl0", "libglvnd-opengl"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
}


@dataclass(frozen=True)
class Missing:
    """The libraries not found and the packages that bring them, per family of systems."""

    libraries: tuple[str, ...]
    debian: tuple[str, ...]
    fedora: tuple[str, ...]


def uses_xcb(env: Mapping[str, str], platform: str = sys.platform) -> bool:
    """Whether Qt will load its xcb plugin: on Linux, when asked for (QT_QPA_PLATFORM), or
    by default outside a Wayland session."""
    if not platform.startswith("linux"):
        return False
    asked = env.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()
    if asked:
        return asked == "xcb"
    wayland = env.get("WAYLAND_DISPLAY") or env.get("XDG_SESSION_TYPE", "") == "wayland"
    return not wayland


def xcb_plugin() -> Path | None:
    """PySide6's libqxcb.so, where this installation keeps it."""
    try:
        import PySide6
    except ImportError:  # pragma: no cover - the game cannot run without it anyway
        return None
    base = Path(PySide6.__file__).resolve().parent
    for folder in (base / "Qt" / "plugins", base / "plugins"):
        plugin = folder / "platforms" / "libqxcb.so"
        if plugin.exists():
            return plugin
    return None


def not_found(ldd_output: str) -> list[str]:
    """The libraries `ldd` could not find (`libfoo.so.1 => not found`), in its order."""
    out: list[str] = []
    for line in ldd_output.splitlines():
        name, _, where = line.strip().partition("=>")
        if where.strip() == "not found" and name.strip() not in out:
            out.append(name.strip())
    return out


def run_ldd(path: Path) -> str:
    import subprocess  # only where the xcb plugin is checked: not on every start

    ldd = shutil.which("ldd")
    if ldd is None:
        return ""
    try:
        done = subprocess.run([ldd, str(path)], capture_output=True, text=True, timeout=20,
                              check=False)
    except (OSError, subprocess.SubprocessError):
        return ""
    return done.stdout


def missing(libraries: list[str]) -> Missing | None:
    """The packages for the libraries not found; an unknown library is named as it is."""
    if not libraries:
        return None
    debian: list[str] = []
    fedora: list[str] = []
    for lib in libraries:
        deb, fed = PACKAGES.get(lib, (lib, lib))
        if deb not in debian:
            debian.append(deb)
        if fed not in fedora:
            fedora.append(fed)
    return Missing(tuple(libraries), tuple(debian), tuple(fedora))


def check(env: Mapping[str, str] | None = None,
          ldd: Callable[[Path], str] = run_ldd) -> Missing | None:
    """What is missing for the xcb plugin, or None when nothing is (or it is not used)."""
    if not uses_xcb(os.environ if env is None else env):
        return None
    plugin = xcb_plugin()
    if plugin is None:
        return None
    return missing(not_found(ldd(plugin)))


def no_display(env: Mapping[str, str] | None = None, platform: str = sys.platform) -> bool:
    """Whether Qt would need an X11 display (its xcb plugin) and none is set."""
    env = os.environ if env is None else env
    return uses_xcb(env, platform) and not env.get("DISPLAY")


def no_display_message(language: str | None = None) -> str:
    return _translator(language)(NO_DISPLAY)


def message(found: Missing, language: str | None = None) -> str:
    """The one sentence that tells the player what to install, in `language` (by default
    the one chosen in the game, else the system's)."""
    say = _translator(language)
    return say(SENTENCE).format(
        ", ".join(found.libraries), " ".join(found.debian), " ".join(found.fedora))


def _translator(language: str | None) -> Callable[[str], str]:
    """Strings in the player's language, read straight from the catalogue: no
    QCoreApplication exists yet to install a translator into."""
    from . import i18n

    lang = language or i18n.chosen_language()
    qm = i18n.qm_file(lang) if lang != i18n.SOURCE_LANGUAGE else None
    catalogue = i18n.Catalogue()
    if qm is None or not catalogue.load(qm.name, str(qm.parent)):
        return lambda text: text
    return lambda text: catalogue.translate("", text)


def tr(text: str) -> str:
    """Only marks a string for the catalogues: it is translated when shown (`_translator`)."""
    return text


#: The sentence, marked for lupdate, which reads `tr()` calls.
SENTENCE = tr("Zanga cannot open its window: the system libraries {0} are missing; install "
               "them with \"sudo apt install {1}\" (Debian, Ubuntu) or \"sudo dnf install "
               "{2}\" (Fedora), then start Zanga again.")

NO_DISPLAY = tr("Zanga cannot open its window: no display was found. Start it from your "
                "desktop session (the DISPLAY variable is not set).")
