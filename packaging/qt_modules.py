"""The one list of what the bundle carries of Qt, read by `zanga.spec` and by the tests.

The app draws with QtCore, QtGui, QtWidgets and QtSvg (a QGraphicsView painted in software).
Everything else PySide6 ships (QML, Quick, WebEngine, Multimedia, networking, ...) is left out
twice over:

* `EXCLUDED_QT_MODULES` become PyInstaller `excludes`, so their bindings and hooks never run;
* `keep_entry()` filters the collected TOC: Qt libraries, plugins and translations that the
  kept modules' hooks drag in but a card table never loads.

`tests/test_packaging.py` runs the app offscreen and fails if it imports any module excluded
here (or any PySide6 module not in `USED_QT_MODULES`), so a new import breaks the test before it
breaks an installed copy.

This file is imported by path (the folder `packaging/` is not a package: it must not shadow the
`packaging` library PyInstaller itself imports).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from pathlib import Path

#: The PySide6 modules the app imports. Anything else is excluded.
USED_QT_MODULES: tuple[str, ...] = ("QtCore", "QtGui", "QtWidgets", "QtSvg")

#: PySide6 modules never bundled: every module of PySide6-Essentials and -Addons but the four.
EXCLUDED_QT_MODULES: tuple[str, ...] = (
    # PySide6-Essentials
    "QtConcurrent", "QtDBus", "QtDesigner", "QtHelp", "QtLabsStyleKit", "QtNetwork",
    "QtOpenGL", "QtOpenGLWidgets", "QtPrintSupport", "QtQml", "QtQmlFeatures", "QtQuick",
    "QtQuickControls2", "QtQuickTest", "QtQuickWidgets", "QtSql", "QtSvgWidgets", "QtTest",
    "QtUiTools", "QtXml",
    # PySide6-Addons
    "Qt3DAnimation", "Qt3DCore", "Qt3DExtras", "Qt3DInput", "Qt3DLogic", "Qt3DRender",
    "QtAxContainer", "QtBluetooth", "QtCanvasPainter", "QtCharts", "QtDataVisualization",
    "QtGraphs", "QtGraphsWidgets", "QtHttpServer", "QtLocation", "QtMultimedia",
    "QtMultimediaWidgets", "QtNetworkAuth", "QtNfc", "QtPdf", "QtPdfWidgets", "QtPositioning",
    "QtQuick3D", "QtRemoteObjects", "QtScxml", "QtSensors", "QtSerialBus", "QtSerialPort",
    "QtSpatialAudio", "QtStateMachine", "QtTextToSpeech", "QtWebChannel", "QtWebEngineCore",
    "QtWebEngineQuick", "QtWebEngineWidgets", "QtWebSockets", "QtWebView",
)

#: Python modules of the standard library (and tools) the game never needs.
EXCLUDED_PYTHON_MODULES: tuple[str, ...] = (
    "tkinter", "_tkinter", "turtle", "turtledemo", "idlelib", "lib2to3", "pydoc_data",
    "unittest", "test", "xmlrpc", "pytest", "_pytest", "pytestqt", "hypothesis", "mypy",
    "PyInstaller", "setuptools", "pkg_resources", "pip", "numpy", "PyQt5", "PyQt6", "PySide2",
    # OpenSSL (libcrypto, 4.6 MB): the game opens no connection, and hashlib falls back to
    # Python's own SHA-2 without it.
    "ssl", "_ssl", "_hashlib",
)


def excludes() -> list[str]:
    """Everything for the `excludes=` of PyInstaller's Analysis."""
    return [f"PySide6.{m}" for m in EXCLUDED_QT_MODULES] + list(EXCLUDED_PYTHON_MODULES)


def forbidden_imports(modules: Iterable[str]) -> list[str]:
    """Names in `modules` (e.g. `sys.modules`) that the bundle would not contain."""
    bad: list[str] = []
    top_python = set(EXCLUDED_PYTHON_MODULES)
    for name in sorted(modules):
        parts = name.split(".")
        unused_qt = parts[0] == "PySide6" and len(parts) > 1 and parts[1].startswith("Qt") \
            and parts[1] not in USED_QT_MODULES
        if unused_qt or parts[0] in top_python:
            bad.append(name)
    return bad


# ------------------------------------------------------------------ Qt libraries and plugins

#: Qt C++ libraries kept. QtDBus is a link-time dependency of QtGui on Linux (the *Python*
#: module PySide6.QtDBus is still excluded); XcbQpa and WaylandClient carry the X11 and
#: Wayland platform plugins.
KEEP_QT_LIBS: frozenset[str] = frozenset({
    "Core", "Gui", "Widgets", "Svg", "DBus", "XcbQpa", "WaylandClient",
})

#: Qt plugin folders kept, and which plugins in each (names without `lib` and extension).
#: Folders not listed (sqldrivers, tls, networkinformation, qmltooling, printsupport,
#: designer, egldeviceintegrations, generic, multimedia, ...) are dropped whole.
KEEP_PLUGINS: dict[str, frozenset[str]] = {
    "platforms": frozenset({"qxcb", "qwayland", "qoffscreen", "qminimal",   # Linux
                            "qwindows",                                    # Windows
                            "qcocoa"}),                                    # macOS
    # The portal theme gives GNOME and KDE their own file dialogs over D-Bus. The GTK3 theme
    # is left out: it would bundle cairo, pango and GDK next to the system's own GTK.
    "platformthemes": frozenset({"qxdgdesktopportal"}),
    "platforminputcontexts": frozenset({"composeplatforminputcontextplugin",
                                        "ibusplatforminputcontextplugin"}),
    "xcbglintegrations": frozenset({"qxcb-glx-integration", "qxcb-egl-integration"}),
    "wayland-shell-integration": frozenset({"xdg-shell"}),
    "wayland-decoration-client": frozenset({"adwaita", "bradient"}),
    "imageformats": frozenset({"qsvg", "qico"}),
    "iconengines": frozenset({"qsvgicon"}),
    "styles": frozenset({"qmodernwindowsstyle", "qwindowsvistastyle", "qmacstyle"}),
}

#: Qt's own translations kept: the catalogue of QtCore/QtGui/QtWidgets (standard buttons and
#: dialogs), `qtbase_<lang>.qm`, for Spanish and English and for every language the app itself
#: is translated into (`resources/i18n/*_<lang>.qm`, passed to `keep_entry`). `qt_*.qm` is a
#: meta catalogue that would pull in the QML ones, so it goes too.
QT_TRANSLATION_LANGUAGES: tuple[str, ...] = ("es", "en")

#: Linux libraries taken from the host, never bundled: every desktop has them, and a bundled
#: copy can disagree with the host (fontconfig's configuration files, the D-Bus daemon, the X
#: server). PyInstaller already leaves out glibc, libGL and libEGL. The .deb depends on them.
LINUX_HOST_LIBS: frozenset[str] = frozenset({
    "libfontconfig.so.1", "libfreetype.so.6", "libdbus-1.so.3", "libX11.so.6",
    "libX11-xcb.so.1", "libxcb.so.1",
})

#: Windows DLLs of the Qt wheel that the raster-painted widgets never load.
DROP_FILES: frozenset[str] = frozenset({"opengl32sw.dll"})

_QT_LIB = re.compile(r"^(?:lib)?Qt6(?P<mod>[A-Za-z0-9]+)\.(?:so|dll|dylib)")
_QT_FRAMEWORK = re.compile(r"(?:^|/)Qt(?P<mod>[A-Za-z0-9]+)\.framework(?:/|$)")
_PLUGIN_EXT = re.compile(r"\.(?:so|dll|dylib)$")


def _plugin_stem(filename: str) -> str:
    stem = _PLUGIN_EXT.sub("", filename)
    if stem.startswith("lib"):
        stem = stem[3:]
    return stem


def keep_entry(dest: str, languages: Iterable[str] = ()) -> bool:
    """Whether a collected file (its path inside the bundle) stays in the bundle.

    `languages` are those of the app's own catalogues, whose Qt catalogue is kept too.

    Paths look like `PySide6/Qt/lib/libQt6Network.so.6` (Linux), `PySide6/Qt6Network.dll` and
    `PySide6/plugins/tls/qopensslbackend.dll` (Windows), or
    `PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork` (macOS).
    """
    path = dest.replace("\\", "/")
    parts = path.split("/")
    if parts[0] != "PySide6":
        return parts[-1] not in LINUX_HOST_LIBS
    name = parts[-1]
    if name.lower() in DROP_FILES:
        return False
    if "plugins" in parts[:-1]:
        i = parts.index("plugins")
        if len(parts) < i + 3:
            return True
        folder = parts[i + 1]
        allowed = KEEP_PLUGINS.get(folder)
        return allowed is not None and _plugin_stem(parts[i + 2]) in allowed
    if "translations" in parts[:-1]:
        langs = {*QT_TRANSLATION_LANGUAGES, *languages}
        return any(name == f"qtbase_{lang}.qm" for lang in langs)
    if "qml" in parts[1:-1] or "metatypes" in parts[1:-1]:
        return False
    frame = _QT_FRAMEWORK.search(path)
    if frame:
        return frame.group("mod") in KEEP_QT_LIBS
    lib = _QT_LIB.match(name)
    if lib:
        return lib.group("mod") in KEEP_QT_LIBS
    module = re.match(r"^(Qt[A-Za-z0-9]+)\.(?:abi3\.)?(?:so|pyd|pyi)", name)
    if module and len(parts) == 2:
        return module.group(1) in USED_QT_MODULES
    return True


Entry = tuple[str, str, str]


def app_languages(i18n: Path) -> list[str]:
    """Languages of the app's compiled catalogues: `zanga_es.qm`, `zanga_pt_BR.qm` -> es, pt_BR."""
    if not i18n.is_dir():
        return []
    return sorted({qm.stem.split("_", 1)[1] for qm in i18n.glob("*_*.qm")})


def prune(toc: Iterable[Entry], languages: Iterable[str] = ()) -> list[Entry]:
    """A PyInstaller TOC (dest, source, type) without the entries `keep_entry` refuses, nor
    symbolic links to them (PyInstaller 6 links `libQt6Core.so.6` -> `PySide6/Qt/lib/...`)."""
    langs = list(languages)
    kept: list[Entry] = []
    for entry in toc:
        dest, src, kind = entry
        if not keep_entry(dest, langs):
            continue
        if kind == "SYMLINK" and not keep_entry(src, langs):
            continue
        kept.append(entry)
    return kept


def _base(path: str) -> str:
    return path.replace("\\", "/").rsplit("/", 1)[-1]


def is_root(entry: Entry) -> bool:
    """Binaries the bundle needs for themselves: Python extensions, Qt plugins, libpython."""
    dest, _src, kind = entry
    path = dest.replace("\\", "/")
    name = _base(path)
    return (kind == "EXTENSION" or "/plugins/" in path or name.startswith("libpython")
            or (name.lower().startswith("python3") and name.lower().endswith(".dll")))


def drop_orphans(binaries: Iterable[Entry],
                 imports_of: Callable[[str], Iterable[str]]) -> list[Entry]:
    """Keep the roots (`is_root`) and the libraries they link to, directly or not.

    Pruning Qt libraries and plugins after PyInstaller's analysis leaves behind the system
    libraries only they needed (on Linux: Kerberos for QtNetwork, cairo and pango for the GTK
    theme, ...). `imports_of(source_path)` names the libraries a binary links to (PyInstaller's
    `elf_needed` on Linux, or a stand-in in the tests): the *direct* dependencies, so that
    what only a dropped library needed goes too. Links are kept when their target is.
    """
    entries = list(binaries)
    files = {_base(e[0]): e for e in entries if e[2] != "SYMLINK"}
    needed: set[str] = set()
    stack = [e for e in entries if e[2] != "SYMLINK" and is_root(e)]
    needed.update(_base(e[0]) for e in stack)
    while stack:
        entry = stack.pop()
        for name in imports_of(entry[1]):
            base = _base(name)
            if base in files and base not in needed:
                needed.add(base)
                stack.append(files[base])
    kept_dests = {e[0] for e in entries if e[2] != "SYMLINK" and _base(e[0]) in needed}
    return [e for e in entries
            if (e[2] == "SYMLINK" and e[1] in kept_dests) or e[0] in kept_dests]


def elf_needed(path: str) -> list[str]:
    """The DT_NEEDED entries of an ELF file (what `readelf -d` lists as NEEDED): its direct
    dependencies, where `ldd` would list the whole closure. [] for anything not ELF."""
    import struct

    with open(path, "rb") as f:
        data = f.read()
    if data[:4] != b"\x7fELF":
        return []
    is64 = data[4] == 2
    end = "<" if data[5] == 1 else ">"
    if is64:
        shoff, = struct.unpack_from(end + "Q", data, 0x28)
        shentsize, shnum = struct.unpack_from(end + "HH", data, 0x3A)
        sh_fmt, dyn_fmt = end + "IIQQQQIIQQ", end + "qQ"
    else:
        shoff, = struct.unpack_from(end + "I", data, 0x20)
        shentsize, shnum = struct.unpack_from(end + "HH", data, 0x2E)
        sh_fmt, dyn_fmt = end + "IIIIIIIIII", end + "iI"
    sections = [struct.unpack_from(sh_fmt, data, shoff + i * shentsize) for i in range(shnum)]
    names: list[str] = []
    for sh in sections:
        if sh[1] != 6:  # SHT_DYNAMIC
            continue
        offset, size, link = sh[4], sh[5], sh[6]
        strtab = sections[link][4]
        step = struct.calcsize(dyn_fmt)
        for pos in range(offset, offset + size, step):
            tag, value = struct.unpack_from(dyn_fmt, data, pos)
            if tag == 0:  # DT_NULL
                break
            if tag == 1:  # DT_NEEDED
                stop = data.index(b"\0", strtab + value)
                names.append(data[strtab + value:stop].decode())
    return names
